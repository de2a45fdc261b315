/** The fixed words of the generated REST sections, per locale. Headings are the call-page anatomy of both languages. */
import {SERVER_RELEASE} from '../../src/data/release';
import type {Caller, DocLocale} from '../shared/openapi-document';

/** The fixed words of a generated webhook section. */
export interface WebhookLabels {
  configuration: string;
  request: string;
  requestExample: string;
  answerExamples: string;
  /** The accessible name of the examples panel. */
  examplesLabel: string;
  response: string;
  failure: string;
  configKey: string;
  timing: {before: string; after: string};
  sync: {true: string; false: string};
  url: string;
  configIntro: string;
  headers: string;
  bodyFields: string;
  responseFields: string;
  examples: Record<string, string>;
  catalogueColumns: {key: string; command: string; timing: string; page: string};
}

export const WEBHOOK_LABELS: Record<DocLocale, WebhookLabels> = {
  'zh-Hans': {
    configuration: '配置',
    request: '请求',
    requestExample: '请求示例',
    answerExamples: '应答示例',
    examplesLabel: '回调请求与应答示例',
    response: '响应',
    failure: '超时与失败',
    configKey: '配置键',
    timing: {before: '前置回调', after: '后置回调'},
    sync: {true: '同步：服务端等待你的应答再继续', false: '异步：服务端不等待应答'},
    url: '服务端向 `config/webhooks.yml` 中的 `url` 加上 `/` 和回调命令组成的地址发送 `POST` 请求：',
    configIntro: `在 \`config/webhooks.yml\` 中把 \`enable\` 改为 \`true\`（其余为 ${SERVER_RELEASE.ref} 的默认值），然后重启服务：`,
    headers: '请求头：',
    bodyFields: '请求体字段：',
    responseFields: '应答字段：',
    examples: {allow: '放行', reject: '拒绝', modify: '修改', ack: '确认'},
    catalogueColumns: {key: '配置键', command: '回调命令', timing: '时机', page: '页面'},
  },
  en: {
    configuration: 'Configuration',
    request: 'Request',
    requestExample: 'Request example',
    answerExamples: 'Answer examples',
    examplesLabel: 'Callback request and answer examples',
    response: 'Response',
    failure: 'Timeout and failure',
    configKey: 'Config key',
    timing: {before: 'before-hook', after: 'after-hook'},
    sync: {true: 'synchronous: the server waits for your answer before it goes on', false: 'asynchronous: the server does not wait for an answer'},
    url: 'The server sends a `POST` to the `url` of `config/webhooks.yml` followed by `/` and the callback command:',
    configIntro: `Set \`enable\` to \`true\` in \`config/webhooks.yml\` (the other values are the ${SERVER_RELEASE.ref} defaults), then restart the server:`,
    headers: 'Headers:',
    bodyFields: 'Body fields:',
    responseFields: 'Fields of your answer:',
    examples: {allow: 'Allow', reject: 'Reject', modify: 'Modify', ack: 'Acknowledge'},
    catalogueColumns: {key: 'Config key', command: 'Callback command', timing: 'Timing', page: 'Page'},
  },
};

export interface Labels {
  headers: string;
  body: string;
  requestExample: string;
  response: string;
  responseExample: string;
  errors: string;
  /** The accessible name of the examples panel. */
  examplesLabel: string;
  /** How to run each language's sample; `{class}` is the Java class. */
  runSample: Record<'go' | 'typescript' | 'python' | 'java', string>;
  columns: {field: string; type: string; required: string; description: string};
  yes: string;
  no: string;
  caller: Record<Caller, string>;
  callerLabel: string;
  tokenHeader: Record<Exclude<Caller, 'none'>, string>;
  noBody: string;
  /** A GET route: no operationID, no token. */
  noHeaders: string;
  /** Heading of a route's path and query parameters. */
  parameters: string;
  statusColumns: {status: string; meaning: string};
  /** Lead-in of the fields of a JSON answer that is not the envelope. */
  plainJson: string;
  envelope: string;
  noData: string;
  errorColumns: {code: string; name: string; when: string};
  noErrors: string;
  runIntro: Record<Exclude<Caller, 'none'>, string>;
  runNoToken: string;
  example: string;
  mainBranch: string;
  catalogueColumns: {call: string; path: string; purpose: string};
  mainBranchRoutes: {route: string; change: string; added: string; removed: string};
}

export const LABELS: Record<DocLocale, Labels> = {
  'zh-Hans': {
    headers: '请求头',
    body: '请求体',
    requestExample: '请求示例',
    response: '响应',
    responseExample: '响应示例',
    errors: '错误码',
    examplesLabel: '请求与响应示例',
    runSample: {
      go: '保存为 `main.go`，运行 `go run main.go`。',
      typescript: 'Node.js 20 及以上：保存为 `request.mts`，运行 `npx tsx request.mts`。',
      python: '先 `pip install requests`，保存为 `request.py`，运行 `python3 request.py`。',
      java: 'JDK 17 及以上：保存为 `{class}.java`，运行 `java {class}.java`。',
    },
    columns: {field: '字段', type: '类型', required: '必填', description: '说明'},
    yes: '是',
    no: '否',
    callerLabel: '调用者',
    caller: {
      admin: '仅限管理员：token 请求头传管理员 token。',
      user: '用户本人（传该用户的 token）或管理员（传管理员 token）。',
      anyUser: '任何已登录用户（传自己的用户 token）或管理员：服务端不把用户限定在自己的数据上，具体范围见下文。',
      none: '不需要 token 请求头。',
    },
    tokenHeader: {
      admin: '管理员 token，由 /auth/get_admin_token 获取。',
      user: '调用者的 token：用户为自己调用时传用户 token，管理员代为调用时传管理员 token。',
      anyUser: '调用者的 token：任一用户的用户 token，或管理员 token。',
    },
    noBody: '此接口没有请求体字段，发送空对象 `{}` 即可。',
    noHeaders: '这是 GET 路由，不需要任何请求头：openim-api 只对 POST 请求检查 `operationID` 和 `token`。',
    parameters: '路径与查询参数',
    statusColumns: {status: 'HTTP 状态码', meaning: '含义'},
    plainJson: '响应体不是公共信封，而是直接返回下面的 JSON（数组时为每个元素的字段）：',
    envelope:
      '响应为[公共信封](/restapi/apis/introduction)（`errCode`、`errMsg`、`errDlt`），调用结果在 `data` 中。字段总会出现，即使值为零（0、空字符串、false）；空列表返回为 `null` 而不是 `[]`。',
    noData: '成功时只返回 `errCode` 为 0 的信封，没有 `data`。',
    errorColumns: {code: '错误码', name: '名称', when: '何时返回'},
    noErrors: '除公共的参数错误（1001）和 token 错误（1501–1507）外，此接口没有专门的错误码。',
    runIntro: {
      admin: '示例从环境变量 `ADMIN_TOKEN` 读取管理员 token（见[获取管理员 token](/restapi/apis/authenticationManagement/getAdminToken)），请先设置它。',
      user: '示例从环境变量 `USER_TOKEN` 读取用户 token（由管理员调用[获取用户 token](/restapi/apis/authenticationManagement/getUserToken)得到；也可以直接用管理员 token），请先设置它。',
      anyUser:
        '示例从环境变量 `USER_TOKEN` 读取用户 token（由管理员调用[获取用户 token](/restapi/apis/authenticationManagement/getUserToken)得到；也可以直接用管理员 token），请先设置它。',
    },
    runNoToken: '这个调用不需要 token，示例可以直接运行。',
    example: '示例',
    mainBranch: 'main 分支的变化',
    catalogueColumns: {call: '接口', path: '路径', purpose: '用途'},
    mainBranchRoutes: {route: '路由', change: 'main 分支上', added: '新增（本版本没有）', removed: '已删除（本版本仍有）'},
  },
  en: {
    headers: 'Request headers',
    body: 'Request body',
    requestExample: 'Request example',
    response: 'Response',
    responseExample: 'Response example',
    errors: 'Errors',
    examplesLabel: 'Request and response examples',
    runSample: {
      go: 'Save as `main.go` and run `go run main.go`.',
      typescript: 'Node.js 20 or later: save as `request.mts` and run `npx tsx request.mts`.',
      python: 'Run `pip install requests`, save as `request.py` and run `python3 request.py`.',
      java: 'JDK 17 or later: save as `{class}.java` and run `java {class}.java`.',
    },
    columns: {field: 'Field', type: 'Type', required: 'Required', description: 'Description'},
    yes: 'Yes',
    no: 'No',
    callerLabel: 'Who may call',
    caller: {
      admin: 'Admins only: send an admin token in the token header.',
      user: 'The user themselves (with their own user token) or an admin (with an admin token).',
      anyUser: 'Any signed-in user (with their own user token) or an admin: the server does not limit a user to their own data; the scope is said below.',
      none: 'No token header is needed.',
    },
    tokenHeader: {
      admin: 'An admin token, from /auth/get_admin_token.',
      user: "The caller's token: the user's own token, or an admin token when an admin calls on their behalf.",
      anyUser: "The caller's token: any user's own token, or an admin token.",
    },
    noBody: 'This call has no body fields; send an empty object `{}`.',
    noHeaders: 'A GET route needs no headers: openim-api checks `operationID` and `token` on POST requests only.',
    parameters: 'Path and query parameters',
    statusColumns: {status: 'HTTP status', meaning: 'Meaning'},
    plainJson: 'The body is not the common envelope but this JSON as it is (for an array, the fields of each element):',
    envelope:
      'The response is the [common envelope](/restapi/apis/introduction) (`errCode`, `errMsg`, `errDlt`) with the result in `data`. Every field is present even when its value is zero (0, an empty string, false), and an empty list comes back as `null`, not `[]`.',
    noData: 'On success the response is the envelope with `errCode` 0 and no `data`.',
    errorColumns: {code: 'Code', name: 'Name', when: 'When'},
    noErrors: 'Besides the common argument error (1001) and the token errors (1501–1507), this call has no errors of its own.',
    runIntro: {
      admin:
        'The samples read an admin token from the `ADMIN_TOKEN` environment variable: set it first (see [Get an admin token](/restapi/apis/authenticationManagement/getAdminToken)).',
      user: 'The samples read a user token from the `USER_TOKEN` environment variable: set it first (an admin gets it with [Get a user token](/restapi/apis/authenticationManagement/getUserToken); an admin token works too).',
      anyUser:
        'The samples read a user token from the `USER_TOKEN` environment variable: set it first (an admin gets it with [Get a user token](/restapi/apis/authenticationManagement/getUserToken); an admin token works too).',
    },
    runNoToken: 'This call needs no token: the samples run as they are.',
    example: 'Example',
    mainBranch: 'Change on the main branch',
    catalogueColumns: {call: 'Call', path: 'Path', purpose: 'Purpose'},
    mainBranchRoutes: {route: 'Route', change: 'On the main branch', added: 'Added (not in this release)', removed: 'Removed (still in this release)'},
  },
};
