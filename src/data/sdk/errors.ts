/**
 * Error codes the client SDK reports itself (openim-sdk-core `pkg/sdkerrs/code.go`). Calls that reach the server can
 * also report the server's codes, documented on /restapi/errCode. Rendered by `<SdkErrorCodes />` on /sdks/errcode,
 * one anchor per code (`/sdks/errcode#10002`), which method pages link to.
 */
import type {Localized} from '../locale';

export interface SdkErrorCode {
  code: number;
  /** Constant name in openim-sdk-core. */
  name: string;
  /** What the code says happened. */
  meaning: Localized;
  /** What usually causes it in an app. */
  cause: Localized;
  /** What the app or its developer should do. */
  action: Localized;
}

export const SDK_ERROR_CODES: readonly SdkErrorCode[] = [
  {
    code: 10000,
    name: 'NetworkError',
    meaning: {
      'zh-Hans': '网络请求失败：SDK 没能把请求发到服务端，或长连接当前不可用。',
      en: 'Network request failed: the SDK could not send the request to the server, or the long-lived connection is not available right now.',
    },
    cause: {
      'zh-Hans':
        '设备离线、`apiAddr` 或 `wsAddr` 写错、服务端未启动，或代理、防火墙拦截了端口 10001/10002；长连接正在重连时经它发送的请求也会得到这个码。WebSocket 握手因非 token 原因失败时，`onConnectFailed` 也以 10000 回调。',
      en: 'The device is offline, `apiAddr` or `wsAddr` is wrong, the server is down, or a proxy or firewall blocks ports 10001/10002; requests sent over the long-lived connection while it is reconnecting get it too. When the WebSocket handshake fails for a reason other than the token, `onConnectFailed` also reports 10000.',
    },
    action: {
      'zh-Hans': '检查网络和初始化时的地址；SDK 会按 1、2、4、8、16 秒的间隔循环重连，连上（`onConnectSuccess`）之后再重试调用。',
      en: 'Check the network and the addresses given at init; the SDK keeps reconnecting at 1, 2, 4, 8 and 16 second intervals, so retry the call after `onConnectSuccess`.',
    },
  },
  {
    code: 10001,
    name: 'NetworkTimeoutError',
    meaning: {
      'zh-Hans': '请求超时：经长连接发出的请求在 10 秒内没有收到服务端响应。',
      en: 'Request timed out: a request sent over the long-lived connection got no response from the server within 10 seconds.',
    },
    cause: {
      'zh-Hans': '网络很慢或不稳定，或消息网关、消息服务负载过高。发送消息超时时，SDK 会先查本地记录，若该消息其实已发送成功就不报错。',
      en: 'A slow or unstable network, or an overloaded message gateway or message service. When sending a message times out, the SDK first checks the local record and reports no error if the message did go out.',
    },
    action: {
      'zh-Hans': '稍后重试；发送失败的消息状态为失败，可以用同一个消息对象重发。频繁出现时检查服务端各组件的健康状况。',
      en: 'Retry later; a message that failed is marked as failed and can be resent with the same message object. If it happens often, check the health of the server components.',
    },
  },
  {
    code: 10002,
    name: 'ArgsError',
    meaning: {'zh-Hans': '参数错误：调用传入的参数不合法。', en: 'Invalid arguments: the call was given parameters it cannot use.'},
    cause: {
      'zh-Hans':
        '`operationID` 为空；JSON 参数无法解析成所需结构；发送消息时 `recvID` 与 `groupID` 都为空；插入本地消息时缺少 ID；`@` 的用户超过 10 个；搜索关键字为空；或群成员过滤值不认识。',
      en: 'An empty `operationID`; a JSON argument that does not parse into the expected structure; sending a message with both `recvID` and `groupID` empty; inserting a local message without its IDs; more than 10 users in an `@` message; an empty search keyword; or an unknown group-member filter.',
    },
    action: {
      'zh-Hans': '对照方法页的参数表检查每个参数；错误信息里通常写明了原因。',
      en: "Check each parameter against the method page's table; the error message usually says what is wrong.",
    },
  },
  {
    code: 10003,
    name: 'CtxDeadlineExceededError',
    meaning: {
      'zh-Hans': '调用在它的上下文结束前没有拿到长连接的响应。',
      en: "The call's context ended before the response over the long-lived connection arrived.",
    },
    cause: {
      'zh-Hans':
        '请求还在等待服务端响应时，用户登出或 SDK 反初始化，取消了 SDK 的上下文；少数内部请求（如登出时通知服务端回收资源、输入状态）自带几秒到 20 秒的超时。',
      en: "The user logged out or the SDK was uninitialised while the request was still waiting for the server, which cancels the SDK's context; a few internal requests (notifying the server at logout, typing status) carry their own timeout of a few seconds up to 20 seconds.",
    },
    action: {'zh-Hans': '登出过程中出现可以忽略；仍处于登录状态时重试即可。', en: 'Ignore it during logout; retry if the user is still logged in.'},
  },
  {
    code: 10004,
    name: 'ResourceLoadNotCompleteError',
    meaning: {'zh-Hans': '资源尚未加载：SDK 未初始化或当前没有已登录的用户。', en: 'Resources not loaded: the SDK is not initialised or no user is logged in.'},
    cause: {
      'zh-Hans':
        '在 `login` 完成之前或 `logout` 之后调用了需要登录的方法（`login` 本身不受此限制），通常包在 10005 里到达。发送消息例外：未登录时它得到的是 10006。在 `initSDK` 之前调用则大多直接崩溃，见 SDK 错误码页。',
      en: 'A method that needs a logged-in user was called before `login` finished or after `logout` (`login` itself is exempt); it usually arrives wrapped in 10005. Sending a message is the exception: before login it gets 10006. Calls made before `initSDK` mostly crash outright; see the SDK error code page.',
    },
    action: {
      'zh-Hans': '等 `initSDK` 成功、`login` 的结果返回后再调用；用 `getLoginStatus` 判断当前状态。',
      en: 'Call it after `initSDK` has succeeded and `login` has returned; use `getLoginStatus` to check the current state.',
    },
  },
  {
    code: 10005,
    name: 'UnknownCode',
    meaning: {'zh-Hans': '未知错误码：到达回调的错误本身不带错误码。', en: 'Unknown code: the error that reached the callback carries no code of its own.'},
    cause: {
      'zh-Hans':
        '内核返回了普通错误（例如本地数据库错误、`text can not be empty`），或者一个带码的错误在途中被附加了上下文说明。后一种情况下错误信息以 `error *stack.stackError not implement CodeError:` 开头，后面是原始错误，其中通常含有原始错误码，例如 `10004 Resource initialization incomplete`。',
      en: 'The core returned a plain error (a local database error, `text can not be empty`), or an error with a code was wrapped with extra context on its way. In the second case the message starts with `error *stack.stackError not implement CodeError:` followed by the original error, which usually contains the original code, e.g. `10004 Resource initialization incomplete`.',
    },
    action: {
      'zh-Hans': '读错误信息：其中出现的数字码才是真正的原因，按那个码处理；否则用同一 operationID 查 SDK 日志。',
      en: 'Read the message: a numeric code inside it is the real cause, so handle that code; otherwise look up the same operationID in the SDK log.',
    },
  },
  {
    code: 10006,
    name: 'SdkInternalError',
    meaning: {'zh-Hans': 'SDK 内部错误。', en: 'Internal SDK error.'},
    cause: {
      'zh-Hans':
        '登录时无法打开本地数据库（错误信息含 `init database`）、服务端响应无法解析、SDK 内部出现 panic（例如已初始化但未登录就发送消息，信息以 `recover:` 开头），或在 SDK 初始化之前调用了日志方法。',
      en: 'The local database cannot be opened at login (the message contains `init database`), a server response cannot be parsed, a panic inside the SDK (for example sending a message after init but before login; the message starts with `recover:`), or a log method called before the SDK is initialised.',
    },
    action: {
      'zh-Hans': '检查 `dataDir` 是否存在且可写、磁盘是否已满；响应无法解析时确认 SDK 与服务端属于同一发布版本。',
      en: 'Check that `dataDir` exists and is writable and that the disk is not full; if a response cannot be parsed, make sure SDK and server come from the same release.',
    },
  },
  {
    code: 10007,
    name: 'NoUpdateError',
    meaning: {'zh-Hans': '没有需要更新的内容（已定义，本版本不返回）。', en: 'Nothing to update (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14, but no code returns it.',
    },
    action: {'zh-Hans': '无需处理。', en: 'Nothing to do.'},
  },
  {
    code: 10100,
    name: 'UserIDNotFoundError',
    meaning: {'zh-Hans': '用户 ID 不存在或未注册。', en: 'The user ID does not exist or is not registered.'},
    cause: {
      'zh-Hans': '查询的用户在本地和服务端都不存在：从未通过服务端的 `/user/user_register` 注册，或 ID 拼写错误；读取当前登录用户自己的资料失败时也会返回它。',
      en: "The user exists neither locally nor on the server: it was never registered through the server's `/user/user_register`, or the ID is misspelled; it is also returned when the logged-in user's own profile cannot be found.",
    },
    action: {'zh-Hans': '先在服务端注册该用户，再核对传入的 ID。', en: 'Register the user on the server first, then check the ID passed in.'},
  },
  {
    code: 10101,
    name: 'LoginOutError',
    meaning: {'zh-Hans': '用户已登出。', en: 'The user has logged out.'},
    cause: {
      'zh-Hans': '服务端确认登出后，SDK 用它结束长连接的读取循环；这是内部使用的码，App 的回调通常不会收到。',
      en: 'After the server confirms a logout, the SDK uses it to end the read loop of the long-lived connection; it is internal and app callbacks normally do not receive it.',
    },
    action: {'zh-Hans': '无需处理；登出后要继续使用请重新登录。', en: 'Nothing to do; log in again to continue after a logout.'},
  },
  {
    code: 10102,
    name: 'LoginRepeatError',
    meaning: {'zh-Hans': '重复登录：当前已经登录。', en: 'Repeated login: a user is already logged in.'},
    cause: {
      'zh-Hans': '已登录状态下再次调用了 `login`。小程序 SDK 在这种情况下不会拒绝 Promise，而是以 `errCode` 10102 正常返回。',
      en: '`login` was called while already logged in. The mini-program SDK does not reject its promise in this case but resolves with `errCode` 10102.',
    },
    action: {
      'zh-Hans': '切换账号时先 `logout` 再 `login`；用 `getLoginStatus` 判断是否需要登录。',
      en: 'To switch accounts, `logout` before `login`; use `getLoginStatus` to decide whether to log in.',
    },
  },
  {
    code: 10200,
    name: 'FileNotFoundError',
    meaning: {'zh-Hans': '找不到文件（已定义，本版本不返回）。', en: 'File not found (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它；本地文件路径不存在时，错误以其他码（通常是 10005）报告。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14 but not returned by any code; a local file path that does not exist is reported with another code (usually 10005).',
    },
    action: {
      'zh-Hans': '确认文件路径在当前设备上可读（移动端注意沙盒路径），再重试。',
      en: 'Make sure the path is readable on this device (mind sandbox paths on mobile), then retry.',
    },
  },
  {
    code: 10201,
    name: 'MsgDeCompressionError',
    meaning: {'zh-Hans': '消息解压失败。', en: 'Message decompression failed.'},
    cause: {
      'zh-Hans': '从长连接收到的数据包无法 gzip 解压，通常是网关前的代理改动了 WebSocket 数据。',
      en: 'A packet from the long-lived connection cannot be gzip-decompressed, usually because a proxy in front of the gateway alters WebSocket frames.',
    },
    action: {
      'zh-Hans': '它不会传给回调：SDK 停止读取这条连接，直到下次登录都不再自动重连，之后依赖长连接的调用会得到 10000。重新登录，并检查网关前的代理配置。',
      en: 'It is not passed to callbacks: the SDK stops reading that connection and does not reconnect until the next login, so later calls that need it get 10000. Log in again and check the proxy in front of the gateway.',
    },
  },
  {
    code: 10202,
    name: 'MsgDecodeBinaryWsError',
    meaning: {'zh-Hans': '长连接二进制消息解码失败。', en: 'Decoding a binary message from the long-lived connection failed.'},
    cause: {'zh-Hans': '数据包损坏，或 SDK 与服务端的协议版本不匹配。', en: 'A corrupt packet, or SDK and server protocol versions that do not match.'},
    action: {
      'zh-Hans': '它不会传给回调，但会让 SDK 停止读取这条连接直到下次登录。让 SDK 与服务端使用同一发布系列（v3.8.3），然后重新登录。',
      en: 'It is not passed to callbacks, but it makes the SDK stop reading that connection until the next login. Use SDK and server from the same release series (v3.8.3), then log in again.',
    },
  },
  {
    code: 10203,
    name: 'MsgBinaryTypeNotSupportError',
    meaning: {'zh-Hans': '不支持的长连接消息类型。', en: 'Unsupported message type on the long-lived connection.'},
    cause: {
      'zh-Hans': '服务端发来了这个版本的 SDK 不认识的请求标识，多见于版本不匹配。',
      en: 'The server sent a request identifier this SDK version does not know, usually a version mismatch.',
    },
    action: {
      'zh-Hans': '它不会传给回调，但会让 SDK 停止读取这条连接直到下次登录。升级 SDK 或服务端使两者版本一致，然后重新登录。',
      en: 'It is not passed to callbacks, but it makes the SDK stop reading that connection until the next login. Upgrade SDK or server so that their versions match, then log in again.',
    },
  },
  {
    code: 10204,
    name: 'MsgRepeatError',
    meaning: {'zh-Hans': '重复发送：只有发送失败的消息可以重发。', en: 'Repeated send: only failed messages can be resent.'},
    cause: {
      'zh-Hans': '发送的消息在本地已存在且状态不是发送失败，即对已发送成功或正在发送的消息再次调用了发送。',
      en: 'The message already exists locally with a status other than failed: sending was called again for a message already sent or being sent.',
    },
    action: {
      'zh-Hans': '每条新消息都用 `create*` 方法新建；只对状态为发送失败的消息重发。',
      en: 'Create every new message with a `create*` method; resend only messages whose status is failed.',
    },
  },
  {
    code: 10205,
    name: 'MsgContentTypeNotSupportError',
    meaning: {'zh-Hans': '不支持的消息内容类型。', en: 'Unsupported message content type.'},
    cause: {
      'zh-Hans':
        '发送的消息 `contentType` 不在可发送的类型之内（文本、@、图片、语音、视频、文件、位置、自定义、合并、引用、名片、表情、高级文本），例如手工拼出的消息对象或通知类型。',
      en: "The message's `contentType` is not one of the sendable types (text, @, picture, sound, video, file, location, custom, merger, quote, card, face, advanced text), for example a hand-built message object or a notification type.",
    },
    action: {
      'zh-Hans': '用 `create*` 方法创建消息；自定义内容请用自定义消息（110）承载。',
      en: 'Create messages with the `create*` methods; carry custom content in a custom message (110).',
    },
  },
  {
    code: 10206,
    name: 'MsgHasNoSeqError',
    meaning: {'zh-Hans': '消息没有序列号（已定义，本版本不返回）。', en: 'The message has no sequence number (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14, but no code returns it.',
    },
    action: {
      'zh-Hans': '无需处理；撤回、已读等操作只对已发送成功的消息执行。',
      en: 'Nothing to do; revoke or mark read only messages that were sent successfully.',
    },
  },
  {
    code: 10207,
    name: 'MsgHasDeletedError',
    meaning: {'zh-Hans': '消息已被删除（已定义，本版本不返回）。', en: 'The message has been deleted (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14, but no code returns it.',
    },
    action: {'zh-Hans': '无需处理。', en: 'Nothing to do.'},
  },
  {
    code: 10301,
    name: 'NotSupportOptError',
    meaning: {'zh-Hans': '不支持的操作（已定义，本版本不返回）。', en: 'Operation not supported (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14, but no code returns it.',
    },
    action: {'zh-Hans': '无需处理。', en: 'Nothing to do.'},
  },
  {
    code: 10302,
    name: 'NotSupportTypeError',
    meaning: {'zh-Hans': '不支持的类型（已定义，本版本不返回）。', en: 'Type not supported (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14, but no code returns it.',
    },
    action: {'zh-Hans': '无需处理。', en: 'Nothing to do.'},
  },
  {
    code: 10303,
    name: 'UnreadCountError',
    meaning: {'zh-Hans': '未读数为零（已定义，本版本不返回）。', en: 'The unread count is zero (defined, not returned by this release).'},
    cause: {
      'zh-Hans': 'openim-sdk-core v3.8.3-patch.14 中定义了这个码，但没有任何代码返回它；对没有未读的会话标记已读会正常成功。',
      en: 'Defined in openim-sdk-core v3.8.3-patch.14, but no code returns it; marking a conversation without unread messages as read simply succeeds.',
    },
    action: {'zh-Hans': '无需处理。', en: 'Nothing to do.'},
  },
  {
    code: 10400,
    name: 'GroupIDNotFoundError',
    meaning: {'zh-Hans': '群 ID 不存在。', en: 'The group ID does not exist.'},
    cause: {
      'zh-Hans': '本地和服务端都查不到这个群：群 ID 拼写错误，或该群不存在。',
      en: 'Neither the local database nor the server knows the group: the ID is misspelled or the group does not exist.',
    },
    action: {
      'zh-Hans': '核对群 ID；用 `getJoinedGroupList` 或 `getSpecifiedGroupsInfo` 确认群是否存在。',
      en: 'Check the group ID; use `getJoinedGroupList` or `getSpecifiedGroupsInfo` to confirm the group exists.',
    },
  },
  {
    code: 10401,
    name: 'GroupTypeErr',
    meaning: {'zh-Hans': '群类型不正确。', en: 'Invalid group type.'},
    cause: {
      'zh-Hans': '创建群时 `groupType` 不是工作群（2）；或者在获取群会话 ID 时，本地记录的群类型不是普通群、超级群或工作群。',
      en: "`groupType` is not the work group (2) when creating a group; or, when deriving a group's conversation ID, the stored group type is none of normal, super or work group.",
    },
    action: {'zh-Hans': '创建群时把 `groupType` 设为 2。', en: 'Set `groupType` to 2 when creating a group.'},
  },
];

export const SDK_ERROR_CODE_NUMBERS: ReadonlySet<number> = new Set(SDK_ERROR_CODES.map((e) => e.code));
