/**
 * The calls of the REST API introduction's walkthrough (get an admin token, register a user, get a user token).
 * Source: openimsdk/protocol v0.0.73-alpha.12 auth/auth.proto and user/user.proto; handlers in
 * openimsdk/open-im-server v3.8.3-patch.16 internal/rpc/auth/auth.go.
 */
import type {Field} from '@site/src/components/FieldTable/fields';

export const GET_ADMIN_TOKEN_REQUEST: readonly Field[] = [
  {name: 'secret', type: 'string', required: true,
    description: {'zh-Hans': '服务端密钥，即 config/share.yml 中的 secret', en: 'The server secret: secret in config/share.yml'},
    constraints: {'zh-Hans': '不一致时返回 1002（NoPermissionError）', en: 'A mismatch returns 1002 (NoPermissionError)'}},
  {name: 'userID', type: 'string', required: true,
    description: {'zh-Hans': '管理员的用户 ID', en: 'The admin user ID'},
    constraints: {'zh-Hans': '必须列在 config/share.yml 的 imAdminUserID 中，否则返回 1001（ArgsError）',
      en: 'Must be listed in imAdminUserID in config/share.yml, otherwise 1001 (ArgsError)'}},
];

export const GET_ADMIN_TOKEN_RESPONSE: readonly Field[] = [
  {name: 'token', type: 'string', required: true,
    description: {'zh-Hans': '管理员 token，放在后续请求的 token 请求头中', en: 'The admin token, sent in the token header of later calls'}},
  {name: 'expireTimeSeconds', type: 'int64', required: true,
    description: {'zh-Hans': 'token 有效期（秒），等于 tokenPolicy.expire 天数 × 86400；默认 90 天即 7776000',
      en: 'Lifetime in seconds: tokenPolicy.expire days × 86400; the default 90 days is 7776000'}},
];

export const RESPONSE_ENVELOPE: readonly Field[] = [
  {name: 'errCode', type: 'int', required: true,
    description: {'zh-Hans': '0 表示成功，其他值为错误码', en: '0 on success, otherwise an error code'}},
  {name: 'errMsg', type: 'string', required: true,
    description: {'zh-Hans': '错误码对应的名称，例如 ArgsError', en: 'The name of the error code, for example ArgsError'}},
  {name: 'errDlt', type: 'string', required: true,
    description: {'zh-Hans': '错误详情，排查问题时使用，不要展示给最终用户', en: 'Error detail for troubleshooting; do not show it to end users'}},
  {name: 'data', type: 'object', required: false,
    description: {'zh-Hans': '调用结果；出错或结果为空时省略', en: 'The result; omitted on error or when there is nothing to return'}},
];
