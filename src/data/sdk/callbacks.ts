/** Callbacks of the callback/ pages. Facts: see ./sources.ts. */
import type {SdkCallback} from './types';

export const CALLBACKS: readonly SdkCallback[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Per-call callbacks
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onBase',
    listener: null,
    summary: {
      'zh-Hans': '单次调用的结果回调：成功时给出结果数据，失败时给出错误码和错误信息。',
      en: 'Result callback of a single call: the result data on success, an error code and message on failure.',
    },
    fires: {
      'zh-Hans':
        '每次异步调用结束时恰好触发一次：要么成功（`OnSuccess`），要么失败（`OnError`），不会两者都触发。core 在调用结束后把结果序列化为 JSON 字符串交给平台层，平台层再解析成自己的类型。参数校验失败（10002）、SDK 未初始化或未登录、资源未加载完成（10007 一类）等错误在真正执行前就会通过失败分支返回。Android 和 iOS 以回调对象或 block 的形式传入；Flutter、Web、Electron、React Native、小程序把它包装成 `Future`/`Promise`：成功即 resolve，失败即 reject（或抛出异常）；Unity 用一个同时带 `data`、`errCode`、`errMsg` 的委托，`errCode` 为 0 表示成功。',
      en: 'Fires exactly once when an asynchronous call ends: either success (`OnSuccess`) or failure (`OnError`), never both. The core serialises the result as a JSON string and the platform layer parses it into its own type. Errors found before the call runs, such as invalid arguments (10002), an SDK that is not initialised or not logged in, or resources not loaded yet, come back through the failure branch. Android and iOS take it as a callback object or blocks; Flutter, Web, Electron, React Native and the mini-program SDK wrap it in a `Future`/`Promise` that resolves on success and rejects (or throws) on failure; Unity uses one delegate carrying `data`, `errCode` and `errMsg`, where `errCode` 0 means success.',
    },
    payload: {
      type: 'data: string | (errCode: number, errMsg: string)',
      ref: 'class/response',
      description: {
        'zh-Hans': '成功时是调用结果（core 层为 JSON 字符串，平台层已解析为对应类型）；失败时是错误码和错误信息，错误码含义见 SDK 错误码和服务端错误码。',
        en: "On success, the call's result (a JSON string in the core, already parsed into the platform type); on failure, an error code and message, listed under the SDK and server error codes.",
      },
    },
    names: {
      android: 'OnBase<T>.onSuccess(T data) / onError(int code, String error)',
      ios: 'onSuccess: (OIMSuccessCallback and typed blocks) / onFailure: (OIMFailureCallback)',
      flutter: 'Future<T>',
      web: 'Promise<WsResponse<T>>',
      electron: 'Promise<BaseResponse<T>>',
      'react-native': 'Promise<T> (rejects with OpenIMApiError)',
      uniapp: 'UniJSCallback {errCode, errMsg, data}',
      'mini-program': 'Promise<WsResponse<T>>',
      unity: 'OnBase<T>(T data, int errCode, string errMsg)',
    },
  },
  {
    id: 'callback/onProgress',
    listener: null,
    summary: {
      'zh-Hans': '发送图片、语音、视频、文件消息时的上传进度（0–100 的整数百分比）。',
      en: 'Upload progress (an integer percentage from 0 to 100) while an image, voice, video or file message is being sent.',
    },
    fires: {
      'zh-Hans':
        '只在 `sendMessage` 需要先把本地文件上传到对象存储时触发，即图片、语音、视频、文件消息；文本等不含文件的消息不会触发，`sendMessageNotOss`（文件已有 URL）也不会触发。core 按已上传字节数计算百分比，只在数值变大时回调，因此序列单调递增；上传完成时如果最后一次不是 100，会补发一次 100。进度回调全部结束后，才会触发该次调用的成功或失败回调（`onBase`）。同一时间发送多条文件消息时，每条消息各有自己的进度序列：Web、Electron 的进度事件是全局事件，需要用事件里的 `clientMsgID` 区分；React Native 和 uni-app 的事件里带的是整条消息。',
      en: "Fires only when `sendMessage` first has to upload a local file to object storage, that is for image, voice, video and file messages; messages without a file (text and the like) never fire it, and neither does `sendMessageNotOss` (the file already has a URL). The core computes the percentage from the bytes uploaded and calls back only when the value grows, so the sequence only increases; when the upload completes and the last value was not 100, it sends a final 100. The call's success or failure callback (`onBase`) comes after the progress calls. When several file messages are sent at once, each has its own sequence: on Web and Electron the progress event is global, so tell messages apart by the event's `clientMsgID`; on React Native and uni-app the event carries the whole message.",
    },
    payload: {
      type: 'number',
      description: {
        'zh-Hans':
          '已上传的百分比，0–100 的整数。Flutter 额外给出 `clientMsgID`；Web、Electron 的事件数据是 `{clientMsgID, progress}`；React Native、uni-app 的事件数据是 `{message, progress}`。',
        en: 'Percentage uploaded, an integer from 0 to 100. Flutter also passes the `clientMsgID`; on Web and Electron the event data is `{clientMsgID, progress}`; on React Native and uni-app it is `{message, progress}`.',
      },
    },
    names: {
      android: 'OnMsgSendCallback.onProgress(long progress)',
      ios: 'onProgress: (OIMNumberCallback)',
      flutter: 'OnMsgSendProgressListener.onProgress(String clientMsgID, int progress)',
      web: 'CbEvents.OnProgress',
      electron: 'CbEvents.OnProgress',
      'react-native': 'OpenIMEvent.SendMessageProgress',
      uniapp: 'sendMessageProgress',
      'mini-program': 'CbEvents.OnProgress',
      unity: 'IMsgSendCallBack.OnProgress(long progress)',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // connectListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onConnecting',
    listener: 'listener/connectListener',
    summary: {
      'zh-Hans': 'SDK 开始建立（或重新建立）到消息网关的长连接。',
      en: 'The SDK starts opening (or reopening) its long-lived connection to the message gateway.',
    },
    fires: {
      'zh-Hans':
        '每次连接尝试开始时触发：登录后的第一次连接，以及断线后按指数退避策略进行的每一次重连。如果此时已经处于连接状态，不会触发。它之后必然跟着 `onConnectSuccess`、`onConnectFailed` 或 token 类回调（`onUserTokenExpired`、`onKickedOffline` 等）之一。网络长时间不可用时会反复触发，界面上适合显示“连接中”而不是弹窗。',
      en: 'Fires at the start of every connection attempt: the first connection after login, and each reconnection the SDK makes after a drop, with exponential back-off. It does not fire while already connected. It is always followed by `onConnectSuccess`, `onConnectFailed` or one of the token callbacks (`onUserTokenExpired`, `onKickedOffline` and so on). With the network down for a long time it fires again and again, so show a quiet "connecting" state rather than a dialog.',
    },
    payload: null,
    names: {
      android: 'OnConnListener.onConnecting()',
      ios: 'OIMSDKListener onConnecting (block: connecting)',
      flutter: 'OnConnectListener.onConnecting',
      web: 'CbEvents.OnConnecting',
      electron: 'CbEvents.OnConnecting',
      'react-native': 'OpenIMEvent.OnConnecting',
      uniapp: 'onConnecting',
      'mini-program': 'CbEvents.OnConnecting',
      unity: 'IConnListener.OnConnecting()',
    },
  },
  {
    id: 'callback/onConnectSuccess',
    listener: 'listener/connectListener',
    summary: {
      'zh-Hans': '到消息网关的长连接已建立，SDK 随后开始同步。',
      en: 'The long-lived connection to the message gateway is up; the SDK starts syncing next.',
    },
    fires: {
      'zh-Hans':
        'WebSocket 握手成功、并且（有在线状态订阅时）重新订阅的首条消息写出成功后触发，登录后的首次连接和每次重连成功都会触发。它之后 SDK 立刻开始增量同步，紧接着会触发 `onSyncServerStart`。连接成功不代表数据已是最新：要刷新会话列表等，请等 `onSyncServerFinish`。',
      en: 'Fires once the WebSocket handshake succeeds and, when there are online-status subscriptions, the frame renewing them has been written, both for the first connection after login and for every successful reconnection. Right after it the SDK starts an incremental sync, so `onSyncServerStart` follows. Being connected does not mean the data is current: to refresh the conversation list and the like, wait for `onSyncServerFinish`.',
    },
    payload: null,
    names: {
      android: 'OnConnListener.onConnectSuccess()',
      ios: 'OIMSDKListener onConnectSuccess (block: connectSuccess)',
      flutter: 'OnConnectListener.onConnectSuccess',
      web: 'CbEvents.OnConnectSuccess',
      electron: 'CbEvents.OnConnectSuccess',
      'react-native': 'OpenIMEvent.OnConnectSuccess',
      uniapp: 'onConnectSuccess',
      'mini-program': 'CbEvents.OnConnectSuccess',
      unity: 'IConnListener.OnConnectSuccess()',
    },
  },
  {
    id: 'callback/onConnectFailed',
    listener: 'listener/connectListener',
    summary: {
      'zh-Hans': '一次连接尝试因网络原因失败；SDK 会自动重试。',
      en: 'A connection attempt failed for a network reason; the SDK retries by itself.',
    },
    fires: {
      'zh-Hans':
        '在两种情况下触发：连接网关时没有得到任何 HTTP 响应（设备离线、地址错误、端口不通），或连接建立后重新订阅在线状态的首条消息写出失败。错误码总是 10000（`NetworkError`），错误信息是底层错误文本。服务端以 token 错误拒绝连接时不会触发它，而是触发 `onUserTokenExpired`、`onUserTokenInvalid` 或 `onKickedOffline`。触发后 SDK 按退避间隔继续重连，应用不需要也不应该为此重新调用 `login`。',
      en: 'Fires in two cases: connecting to the gateway got no HTTP response at all (device offline, wrong address, port blocked), or the frame renewing online-status subscriptions could not be written after the connection opened. The code is always 10000 (`NetworkError`) and the message is the underlying error text. When the server refuses the connection with a token error it does not fire; `onUserTokenExpired`, `onUserTokenInvalid` or `onKickedOffline` fires instead. Afterwards the SDK keeps reconnecting with back-off, and the app need not, and should not, call `login` again for it.',
    },
    payload: {
      type: '(errCode: number, errMsg: string)',
      description: {
        'zh-Hans':
          '错误码（总是 10000）和错误信息。Web、Electron 的事件里是 `errCode`、`errMsg` 字段；uni-app 的事件参数是 `{errCode, errMsg}`；React Native 传一个错误对象。',
        en: "Error code (always 10000) and message. On Web and Electron they are the event's `errCode` and `errMsg`; uni-app passes `{errCode, errMsg}`; React Native passes one error object.",
      },
    },
    names: {
      android: 'OnConnListener.onConnectFailed(int code, String error)',
      ios: 'OIMSDKListener onConnectFailed:err: (block: connectFailure)',
      flutter: 'OnConnectListener.onConnectFailed(int? code, String? errorMsg)',
      web: 'CbEvents.OnConnectFailed',
      electron: 'CbEvents.OnConnectFailed',
      'react-native': 'OpenIMEvent.OnConnectFailed',
      uniapp: 'onConnectFailed',
      'mini-program': 'CbEvents.OnConnectFailed',
      unity: 'IConnListener.OnConnectFailed(int errCode, string errMsg)',
    },
  },
  {
    id: 'callback/onKickedOffline',
    listener: 'listener/connectListener',
    summary: {
      'zh-Hans': '当前设备被踢下线（同账号在其他设备登录，或被服务端强制下线），SDK 已自动登出。',
      en: 'This device was kicked offline (the account logged in elsewhere, or the server forced a logout); the SDK has logged out by itself.',
    },
    fires: {
      'zh-Hans':
        '服务端返回“token 已被踢”（1506）时触发：网关通过长连接推送踢下线消息，或重连、HTTP 接口请求时服务端以 1506 拒绝。常见原因是同一账号在同类平台登录、按服务端的多端登录策略把本机踢掉，或管理员调用了强制下线接口。每次登录期内最多触发一次；触发后 SDK 会自己执行登出并停止重连，之后的调用会因未登录而失败。应用应回到登录页，重新获取 token 后再 `login`。',
      en: 'Fires when the server answers "token kicked" (1506): the gateway pushes a kick message over the connection, or a reconnection or HTTP request is refused with 1506. Usual causes are the same account logging in on a platform that the server\'s multi-device policy treats as conflicting, or an admin calling force logout. It fires at most once per login session; afterwards the SDK logs itself out and stops reconnecting, so later calls fail as not logged in. Send the user back to the login screen, get a new token and `login` again.',
    },
    payload: null,
    names: {
      android: 'OnConnListener.onKickedOffline()',
      ios: 'OIMSDKListener onKickedOffline (block: kickedOffline)',
      flutter: 'OnConnectListener.onKickedOffline',
      web: 'CbEvents.OnKickedOffline',
      electron: 'CbEvents.OnKickedOffline',
      'react-native': 'OpenIMEvent.OnKickedOffline',
      uniapp: 'onKickedOffline',
      'mini-program': 'CbEvents.OnKickedOffline',
      unity: 'IConnListener.OnKickedOffline()',
    },
  },
  {
    id: 'callback/onUserTokenExpired',
    listener: 'listener/connectListener',
    summary: {
      'zh-Hans': '登录用的 token 已过期，SDK 已自动登出，需要换新 token 重新登录。',
      en: 'The login token has expired; the SDK has logged out by itself and needs a new token to log in again.',
    },
    fires: {
      'zh-Hans':
        '服务端返回 token 过期（1501）时触发：可能发生在重连时网关拒绝连接，也可能发生在某次 HTTP 接口请求时。每次登录期内最多触发一次，触发后 SDK 自动登出。token 格式错误、不存在等其他 token 问题不走这个回调，而是触发 `onUserTokenInvalid`（core 的连接监听里有这个方法，各平台名称相同）。应用应向自己的服务端重新申请 token 再调用 `login`；为避免用户在使用中被登出，可以在 token 快到期前主动刷新并重新登录。',
      en: "Fires when the server reports an expired token (1501): either the gateway refuses a reconnection, or an HTTP request is rejected. It fires at most once per login session, and the SDK then logs out by itself. Other token problems (malformed, unknown, not found) do not use this callback; they fire `onUserTokenInvalid`, which the core's connection listener also has under that name on every platform. Ask your own server for a new token and call `login` again; to avoid logging users out mid-session, refresh the token shortly before it expires and log in again.",
    },
    payload: null,
    names: {
      android: 'OnConnListener.onUserTokenExpired()',
      ios: 'OIMSDKListener onUserTokenExpired (block: userTokenExpired)',
      flutter: 'OnConnectListener.onUserTokenExpired',
      web: 'CbEvents.OnUserTokenExpired',
      electron: 'CbEvents.OnUserTokenExpired',
      'react-native': 'OpenIMEvent.OnUserTokenExpired',
      uniapp: 'onUserTokenExpired',
      'mini-program': 'CbEvents.OnUserTokenExpired',
      unity: 'IConnListener.OnUserTokenExpired()',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // advancedMsgListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onRecvNewMessage',
    listener: 'listener/advancedMsgListener',
    summary: {
      'zh-Hans': '收到一条新消息（逐条回调），包括自己在其他设备上发出的消息。',
      en: 'A new message arrived (one call per message), including messages you sent from another device.',
    },
    fires: {
      'zh-Hans':
        '消息写入本地数据库后，对每条需要更新会话的新消息各触发一次：他人发来的消息、同一账号在其他设备发出的消息，以及重连后补拉到的消息都算。本设备自己发出的消息不会在这里回来（结果走发送回调）；输入状态消息不会触发它（转为 `onInputStatusChanged`）；仅在线消息（发送时 `isOnlineOnly`）走 core 的 `onRecvOnlineOnlyMessage`。首次安装或重装后的全量同步不逐条回调。**注意**：一旦设置了批量消息监听，core 就改走 `onRecvNewMessages`，这个回调不再触发——Web、Electron、React Native、uni-app 的 SDK 在初始化时总会设置批量监听，所以在这些平台上请监听 `onRecvNewMessages`。',
      en: "Fires once per new message that updates a conversation, after the message is stored locally: messages from others, messages the same account sent from another device, and messages pulled in after a reconnection all count. Messages sent from this device do not come back here (their result goes to the send callback); typing messages do not fire it (they become `onInputStatusChanged`); online-only messages (sent with `isOnlineOnly`) go to the core's `onRecvOnlineOnlyMessage`. The full sync after a first install or reinstall does not call back per message. **Note**: once a batch message listener is set, the core uses `onRecvNewMessages` instead and this callback stops firing. The Web, Electron, React Native and uni-app SDKs always set the batch listener at init, so on those platforms listen to `onRecvNewMessages`.",
    },
    payload: {
      type: 'MessageItem',
      ref: 'class/message/messageInfo',
      description: {
        'zh-Hans': '新消息，状态为发送成功，内容已按消息类型解析。',
        en: 'The new message, with status "sent" and its content parsed for its type.',
      },
    },
    names: {
      android: 'OnAdvanceMsgListener.onRecvNewMessage(Message msg)',
      ios: 'OIMAdvancedMsgListener onRecvNewMessage: (block: onRecvNewMessage)',
      flutter: 'OnAdvancedMsgListener.onRecvNewMessage',
      web: 'CbEvents.OnRecvNewMessage',
      electron: 'CbEvents.OnRecvNewMessage',
      'react-native': 'OpenIMEvent.OnRecvNewMessage',
      uniapp: 'onRecvNewMessage',
      'mini-program': 'CbEvents.OnRecvNewMessage',
      unity: 'IAdvancedMsgListener.OnRecvNewMessage(Message message)',
    },
  },
  {
    id: 'callback/onRecvOfflineNewMessage',
    listener: 'listener/advancedMsgListener',
    summary: {
      'zh-Hans': 'App 处于后台时收到的新消息（逐条），用于弹本地通知。',
      en: 'A new message received while the app is in the background (one call per message), for showing a local notification.',
    },
    fires: {
      'zh-Hans':
        '名字里的“offline”容易误解：它并不表示离线期间的消息。core 在触发 `onRecvNewMessage` 之后，如果同时满足三个条件，就对同一条消息再触发一次这个回调：SDK 已得知应用在后台（通过 `setAppBackgroundStatus`：iOS SDK 和 Flutter 的 Android 插件随生命周期自动报告，Android SDK v3.8.3.4 的自动报告被注释掉、也没有公开方法）；当前用户的全局免打扰设置是正常接收；该消息所在会话的接收选项是正常接收（`recvMsgOpt` 为 0）。也就是说它是“需要提醒的后台消息”，适合弹本地通知。和 `onRecvNewMessage` 一样，设置了批量监听后改走 `onRecvOfflineNewMessages`。iOS SDK 没有转发它（core 回调的实现为空）；Android SDK 把它声明为消息列表。',
      en: 'The "offline" in the name is misleading: it is not about messages from while you were offline. After firing `onRecvNewMessage`, the core fires this one for the same message when three things hold: the SDK knows the app is in the background (through `setAppBackgroundStatus`: the iOS SDK and Flutter\'s Android plugin report it automatically from the lifecycle, while the Android SDK v3.8.3.4 has its automatic report commented out and no public method); the user\'s global do-not-disturb setting is "receive normally"; and the message\'s conversation receives normally (`recvMsgOpt` 0). So it means "a background message worth alerting about", the place to raise a local notification. Like `onRecvNewMessage`, it moves to `onRecvOfflineNewMessages` once a batch listener is set. The iOS SDK does not forward it (its implementation of the core callback is empty); the Android SDK declares it as a list of messages.',
    },
    payload: {
      type: 'MessageItem',
      ref: 'class/message/messageInfo',
      description: {
        'zh-Hans': '需要提醒的那条消息（已经通过 `onRecvNewMessage` 交付过一次）。',
        en: 'The message to alert about (already delivered once through `onRecvNewMessage`).',
      },
    },
    names: {
      android: 'OnAdvanceMsgListener.onRecvOfflineNewMessage(List<Message> msg)',
      flutter: 'OnAdvancedMsgListener.onRecvOfflineNewMessage',
      web: 'CbEvents.OnRecvOfflineNewMessage',
      electron: 'CbEvents.OnRecvOfflineNewMessage',
      'react-native': 'OpenIMEvent.OnRecvOfflineNewMessage',
      uniapp: 'onRecvOfflineNewMessage',
      unity: 'IAdvancedMsgListener.OnRecvOfflineNewMessage(Message message)',
    },
  },
  {
    id: 'callback/onNewRecvMessageRevoked',
    listener: 'listener/advancedMsgListener',
    summary: {
      'zh-Hans': '某条消息被撤回，给出撤回人、撤回时间和原消息的标识。',
      en: 'A message was revoked: who revoked it, when, and which message it was.',
    },
    fires: {
      'zh-Hans':
        '收到撤回通知（2101）并在本地处理完后触发：core 先把原消息替换成撤回提示（内容类型变为撤回通知），如果被撤回的是会话的最新消息，再更新会话并触发 `onConversationChanged`，最后触发本回调。发起撤回的一方（包括本设备调用 `revokeMessage` 的情况）也会收到，因为通知会同步给所有相关设备。被撤回的消息如果本地没有（比如从未拉取过），core 查不到原消息，回调不会触发。',
      en: "Fires after a revoke notification (2101) has been applied locally: the core replaces the original message with a revoke tip (its content type becomes the revoke notification); if it was the conversation's latest message, it updates the conversation and fires `onConversationChanged`; then it fires this callback. The revoker also receives it, including the device that called `revokeMessage`, because the notification reaches every device involved. If the revoked message is not in the local database (never pulled), the core cannot find it and the callback does not fire.",
    },
    payload: {
      type: 'RevokedInfo',
      ref: 'class/message/revokedInfo',
      description: {
        'zh-Hans': '撤回信息：撤回人 ID、昵称与角色、撤回时间、原消息的 `clientMsgID`、`seq`、发送人和发送时间、会话类型，以及是否为管理员撤回。',
        en: "Revoke details: revoker ID, nickname and role, revoke time, the original message's `clientMsgID`, `seq`, sender and send time, the session type, and whether an admin revoked it.",
      },
    },
    names: {
      android: 'OnAdvanceMsgListener.onRecvMessageRevokedV2(RevokedInfo info)',
      ios: 'OIMAdvancedMsgListener onRecvMessageRevoked: (block: onRecvMessageRevoked)',
      flutter: 'OnAdvancedMsgListener.onNewRecvMessageRevoked',
      web: 'CbEvents.OnNewRecvMessageRevoked',
      electron: 'CbEvents.OnNewRecvMessageRevoked',
      'react-native': 'OpenIMEvent.OnNewRecvMessageRevoked',
      uniapp: 'onNewRecvMessageRevoked',
      'mini-program': 'CbEvents.OnNewRecvMessageRevoked',
      unity: 'IAdvancedMsgListener.OnNewRecvMessageRevoked(MessageRevoked messageRevoked)',
    },
  },
  {
    id: 'callback/onRecvC2CReadReceipt',
    listener: 'listener/advancedMsgListener',
    summary: {
      'zh-Hans': '单聊对方已读了你发的消息（已读回执）。',
      en: 'In a one-to-one chat, the other user has read your messages (read receipt).',
    },
    fires: {
      'zh-Hans':
        '收到“标记已读”通知、且标记已读的是对方（不是自己）、会话是单聊时触发。core 先把这些消息在本地标为已读并写入已读时间，必要时更新会话的最新消息，再回调。只有对方调用了 `markConversationMessageAsRead`（或等价接口）才会产生；群聊不会触发这个回调。自己在其他设备上标记已读时不会触发它，而是更新本地未读数并触发 `onConversationChanged` 和 `onTotalUnreadMessageCountChanged`。',
      en: "Fires when a mark-as-read notification arrives, the reader is the other user (not you), and the conversation is a one-to-one chat. The core first marks those messages read locally and records the read time, updates the conversation's latest message when needed, then calls back. It only happens when the other user calls `markConversationMessageAsRead` (or an equivalent). Group chats never fire it. When you mark messages read on another device of your own, it does not fire; the unread count is updated instead and `onConversationChanged` and `onTotalUnreadMessageCountChanged` fire.",
    },
    payload: {
      type: 'ReceiptInfo[]',
      ref: 'class/message/receiptInfo',
      description: {
        'zh-Hans': '回执列表（目前每次只有一项）：已读的用户 `userID`、被读的消息 `msgIDList`（`clientMsgID` 列表）、会话类型和已读时间 `readTime`。',
        en: "List of receipts (currently one item per call): the reader's `userID`, the messages read as `msgIDList` (`clientMsgID` values), the session type and the `readTime`.",
      },
    },
    names: {
      android: 'OnAdvanceMsgListener.onRecvC2CReadReceipt(List<C2CReadReceiptInfo> list)',
      ios: 'OIMAdvancedMsgListener onRecvC2CReadReceipt: (block: onRecvC2CReadReceipt)',
      flutter: 'OnAdvancedMsgListener.onRecvC2CReadReceipt',
      web: 'CbEvents.OnRecvC2CReadReceipt',
      electron: 'CbEvents.OnRecvC2CReadReceipt',
      'react-native': 'OpenIMEvent.OnRecvC2CReadReceipt',
      uniapp: 'onRecvC2CReadReceipt',
      'mini-program': 'CbEvents.OnRecvC2CReadReceipt',
      unity: 'IAdvancedMsgListener.OnRecvC2CReadReceipt(List<MessageReceipt> msgReceiptList)',
    },
  },
  {
    id: 'callback/onRecvGroupReadReceipt',
    listener: 'listener/advancedMsgListener',
    summary: {
      'zh-Hans': '群消息已读回执。多个平台声明了它，但 v3.8.3 的 core 从不触发。',
      en: 'Group message read receipt. Several platforms declare it, but the v3.8.3 core never fires it.',
    },
    fires: {
      'zh-Hans':
        '在 v3.8.3 的 core 中不会触发：core 的高级消息监听接口里已经没有这个方法，`internal` 中也没有任何调用点；收到群聊的“标记已读”通知时，core 只处理单聊回执。iOS、Web、Electron、小程序、Unity 的 SDK 仍保留了这个回调或事件名，Android 的接口里有同义的 `onRecvGroupMessageReadReceipt` 但没有接线，Flutter 和 React Native 已经删除。需要群消息已读信息时，读取消息的 `attachedInfoElem.groupHasReadInfo`（创建时 core 会填入群成员数），不要依赖这个回调。',
      en: "In the v3.8.3 core it never fires: the core's advanced message listener interface no longer has the method and nothing under `internal` calls it; for a mark-as-read notification in a group chat the core handles no receipt at all. The iOS, Web, Electron, mini-program and Unity SDKs still keep the callback or event name, Android's interface has an equivalent `onRecvGroupMessageReadReceipt` that is not wired up, and Flutter and React Native have removed it. For group read information, read the message's `attachedInfoElem.groupHasReadInfo` (the core fills in the member count when the message is created) rather than waiting for this callback.",
    },
    payload: {
      type: 'ReceiptInfo[]',
      ref: 'class/message/receiptInfo',
      description: {
        'zh-Hans':
          '声明的参数类型：iOS 和 Unity 为回执列表；Web 声明为 `GroupMessageReceiptInfo`（`conversationID` 加每条消息的已读、未读人数）。由于不会触发，实际不会收到。',
        en: 'Declared argument: a list of receipts on iOS and Unity; Web declares `GroupMessageReceiptInfo` (a `conversationID` plus read and unread counts per message). Since it never fires, nothing is actually delivered.',
      },
    },
    names: {
      android: 'OnAdvanceMsgListener.onRecvGroupMessageReadReceipt(GroupMessageReceipt groupMessageReceipt)',
      ios: 'OIMAdvancedMsgListener onRecvGroupReadReceipt: (block: onRecvGroupReadReceipt)',
      web: 'CbEvents.OnRecvGroupReadReceipt',
      electron: 'CbEvents.OnRecvGroupReadReceipt',
      'mini-program': 'CbEvents.OnRecvGroupReadReceipt',
      unity: 'IAdvancedMsgListener.OnRecvGroupReadReceipt(List<MessageReceipt> groupMsgReceiptList)',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // batchMsgListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onRecvNewMessages',
    listener: 'listener/batchMsgListener',
    summary: {
      'zh-Hans': '一批新消息（批量回调），设置了批量监听时代替 `onRecvNewMessage`。',
      en: 'A batch of new messages, replacing `onRecvNewMessage` once a batch listener is set.',
    },
    fires: {
      'zh-Hans':
        '设置了批量消息监听后，core 每处理完一批到达的消息（一次推送或一次补拉）就触发一次，参数是这批中所有需要更新会话的新消息，按 seq 排好序；`onRecvNewMessage` 不再触发。收录规则与逐条回调相同：包括他人发来的和自己在其他设备发出的消息，不含本设备发出的消息、输入状态消息和仅在线消息（仅在线消息仍逐条走 `onRecvOnlineOnlyMessage`）。重连后补拉大量消息时，按批回调比逐条回调少很多次界面刷新。Web、Electron、React Native、uni-app 在初始化时总会设置批量监听，所以这些平台上收新消息就用它；Android、iOS、Flutter 的 SDK 没有批量监听；Unity 需要自己调用 `SetBatchMsgListener`。',
      en: 'With a batch message listener set, the core fires it once per batch of arriving messages (one push or one pull), passing every new message of the batch that updates a conversation, sorted by seq; `onRecvNewMessage` no longer fires. The same messages are included as for the single callback: messages from others and messages you sent from other devices, but not messages sent from this device, typing messages or online-only messages (those still go one by one to `onRecvOnlineOnlyMessage`). When many messages are pulled after a reconnection, batches mean far fewer UI refreshes than single calls. The Web, Electron, React Native and uni-app SDKs always set the batch listener at init, so on those platforms this is how new messages arrive; the Android, iOS and Flutter SDKs have no batch listener; Unity needs you to call `SetBatchMsgListener`.',
    },
    payload: {
      type: 'MessageItem[]',
      ref: 'class/message/messageInfo',
      description: {
        'zh-Hans': '这一批新消息，按 seq 升序，可能来自多个会话。',
        en: 'The batch of new messages in ascending seq order, possibly from several conversations.',
      },
    },
    names: {
      web: 'CbEvents.OnRecvNewMessages',
      electron: 'CbEvents.OnRecvNewMessages',
      'react-native': 'OpenIMEvent.OnRecvNewMessages',
      uniapp: 'onRecvNewMessages',
      'mini-program': 'CbEvents.OnRecvNewMessages',
      unity: 'IBatchMsgListener.OnRecvNewMessages(List<Message> messageList)',
    },
  },
  {
    id: 'callback/onRecvOfflineNewMessages',
    listener: 'listener/batchMsgListener',
    summary: {
      'zh-Hans': 'App 在后台时收到的一批需要提醒的新消息，批量版的 `onRecvOfflineNewMessage`。',
      en: 'A batch of new messages worth alerting about while the app is in the background; the batch form of `onRecvOfflineNewMessage`.',
    },
    fires: {
      'zh-Hans':
        '设置了批量监听时，core 在触发 `onRecvNewMessages` 之后，如果应用已通过 `setAppBackgroundStatus` 报告在后台、用户全局设置为正常接收，就把这批消息中所在会话接收选项为正常接收的那些再回调一次；列表为空时不触发。和逐条版本一样，“offline”指的是“后台”，不是离线期间的历史消息。**Web 上不会收到**：Web SDK 的枚举值拼写为 `onRecvOfflineNewMessages`（小写 o），而 wasm core 发出的事件名是 `OnRecvOfflineNewMessages`，两者对不上。Electron 复用 Web SDK 的枚举，但经由原生库的整数事件映射，不受影响。',
      en: 'With a batch listener set, after firing `onRecvNewMessages` the core calls back again with the messages of the batch whose conversation receives normally, provided the app has reported being in the background through `setAppBackgroundStatus` and the user\'s global setting is "receive normally"; an empty list does not fire. As with the single form, "offline" means "in the background", not history from while you were offline. **It never arrives on Web**: the Web SDK\'s enum value is spelled `onRecvOfflineNewMessages` (lower-case o) while the wasm core emits `OnRecvOfflineNewMessages`, so they do not match. Electron reuses the Web enum but maps the native library\'s integer events to it, so it is not affected.',
    },
    payload: {
      type: 'MessageItem[]',
      ref: 'class/message/messageInfo',
      description: {
        'zh-Hans': '这一批里需要提醒的消息（已经通过 `onRecvNewMessages` 交付过）。',
        en: 'The messages of the batch worth alerting about (already delivered through `onRecvNewMessages`).',
      },
    },
    names: {
      web: 'CbEvents.OnRecvOfflineNewMessages',
      electron: 'CbEvents.OnRecvOfflineNewMessages',
      'react-native': 'OpenIMEvent.OnRecvOfflineNewMessages',
      uniapp: 'onRecvOfflineNewMessages',
      unity: 'IBatchMsgListener.OnRecvOfflineNewMessages(List<Message> messageList)',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // conversationListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onSyncServerStart',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '连接成功后开始与服务端同步；参数表示是否为首次安装（重装）后的全量同步。',
      en: 'Sync with the server starts after connecting; the argument tells whether it is the full sync after a first install (or reinstall).',
    },
    fires: {
      'zh-Hans':
        '每次连接成功（包括重连）后触发一次。参数 `reinstalled` 为 `true` 时表示本地数据库里没有任何会话、且没有“已安装”记录，也就是首次在这台设备登录或重装了应用：SDK 会先同步群组、好友、会话，再全量拉取消息，期间通过 core 的 `onSyncServerProgress` 报告 1–100 的进度，这段时间不会逐条回调新消息。为 `false` 时只是断线期间的增量消息同步。之后以 `onSyncServerFinish`（同一个参数值）或 `onSyncServerFailed` 结束。',
      en: 'Fires once after every successful connection, reconnections included. `reinstalled` is `true` when the local database holds no conversation and no "installed" record, that is the first login on this device or after reinstalling the app: the SDK syncs groups, friends and conversations, then pulls all messages, reporting 1 to 100 through the core\'s `onSyncServerProgress`, and does not call back per new message meanwhile. `false` means just the incremental sync of messages missed while disconnected. It ends with `onSyncServerFinish` (same argument value) or `onSyncServerFailed`.',
    },
    payload: {
      type: 'boolean',
      description: {
        'zh-Hans': '`reinstalled`：是否为首次安装或重装后的全量同步。Unity 的回调没有这个参数。',
        en: "`reinstalled`: whether this is the full sync after a first install or a reinstall. Unity's callback has no argument.",
      },
    },
    names: {
      android: 'OnConversationListener.onSyncServerStart(boolean reinstalled)',
      ios: 'OIMConversationListener onSyncServerStart: (block: syncServerStart)',
      flutter: 'OnConversationListener.onSyncServerStart',
      web: 'CbEvents.OnSyncServerStart',
      electron: 'CbEvents.OnSyncServerStart',
      'react-native': 'OpenIMEvent.OnSyncServerStart',
      uniapp: 'onSyncServerStart',
      'mini-program': 'CbEvents.OnSyncServerStart',
      unity: 'IConversationListener.OnSyncServerStart()',
    },
  },
  {
    id: 'callback/onSyncServerFinish',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '本轮与服务端的同步已完成，本地数据已追上服务端。',
      en: 'This round of sync with the server has completed; local data has caught up.',
    },
    fires: {
      'zh-Hans':
        '连接后的同步顺利结束时触发，参数与对应的 `onSyncServerStart` 相同。首次安装或重装时（`true`），触发前进度已到 100，表示群组、好友、会话和消息都已同步，这是第一次加载会话列表、好友列表的最佳时机。普通重连时（`false`），表示断线期间的消息已经补齐。同步失败时不会触发它，而是触发 `onSyncServerFailed`。',
      en: 'Fires when the sync after a connection ends normally, with the same argument as the matching `onSyncServerStart`. After a first install or reinstall (`true`), progress has reached 100 and groups, friends, conversations and messages are all synced: the best moment to load the conversation and friend lists for the first time. On an ordinary reconnection (`false`) it means the messages missed while disconnected are in. A failed sync fires `onSyncServerFailed` instead.',
    },
    payload: {
      type: 'boolean',
      description: {
        'zh-Hans': '`reinstalled`，与开始时相同。Web 和 React Native 的类型声明里没有这个参数（实际事件里带着），Unity 的回调没有参数。',
        en: "`reinstalled`, as at the start. The Web and React Native type declarations omit it (the event carries it anyway), and Unity's callback has no argument.",
      },
    },
    names: {
      android: 'OnConversationListener.onSyncServerFinish(boolean reinstalled)',
      ios: 'OIMConversationListener onSyncServerFinish: (block: syncServerFinish)',
      flutter: 'OnConversationListener.onSyncServerFinish',
      web: 'CbEvents.OnSyncServerFinish',
      electron: 'CbEvents.OnSyncServerFinish',
      'react-native': 'OpenIMEvent.OnSyncServerFinish',
      uniapp: 'onSyncServerFinish',
      'mini-program': 'CbEvents.OnSyncServerFinish',
      unity: 'IConversationListener.OnSyncServerFinish()',
    },
  },
  {
    id: 'callback/onSyncServerFailed',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '连接后的同步没能开始：向服务端获取最新消息序号失败。',
      en: 'The sync after connecting could not start: getting the newest message sequence numbers from the server failed.',
    },
    fires: {
      'zh-Hans':
        '连接成功、触发 `onSyncServerStart` 之后，SDK 通过长连接向服务端请求各会话的最大 seq；这一步失败（超时、连接又断开）时触发，且本轮不会再触发 `onSyncServerFinish`。core 传给它的参数总是 `false`，即使本轮是首次安装的全量同步。它不表示数据损坏：下次重连成功后会重新同步。应用通常只需收起“同步中”提示，并用本地已有数据刷新界面。',
      en: 'After connecting and firing `onSyncServerStart`, the SDK asks the server over the connection for each conversation\'s highest seq; when that fails (timeout, connection dropped again) this fires, and `onSyncServerFinish` does not follow in that round. The core always passes `false`, even when the round was a first-install full sync. It does not mean data is corrupt: the next successful reconnection syncs again. Usually the app only hides its "syncing" indicator and refreshes the UI from local data.',
    },
    payload: {
      type: 'boolean',
      description: {
        'zh-Hans': '`reinstalled`，core 总是传 `false`。Web 和 React Native 的类型声明里没有这个参数，Unity 的回调没有参数。',
        en: "`reinstalled`; the core always passes `false`. The Web and React Native type declarations omit it, and Unity's callback has no argument.",
      },
    },
    names: {
      android: 'OnConversationListener.onSyncServerFailed(boolean reinstalled)',
      ios: 'OIMConversationListener onSyncServerFailed: (block: syncServerFailed)',
      flutter: 'OnConversationListener.onSyncServerFailed',
      web: 'CbEvents.OnSyncServerFailed',
      electron: 'CbEvents.OnSyncServerFailed',
      'react-native': 'OpenIMEvent.OnSyncServerFailed',
      uniapp: 'onSyncServerFailed',
      'mini-program': 'CbEvents.OnSyncServerFailed',
      unity: 'IConversationListener.OnSyncServerFailed()',
    },
  },
  {
    id: 'callback/onNewConversation',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '本地新增了会话（通常是与新的人或群第一次有消息往来）。',
      en: 'New conversations were added locally (usually a first message with a new user or group).',
    },
    fires: {
      'zh-Hans':
        '新消息到达后，如果它所在的会话在本地还不存在，core 创建会话并触发一次，同一批消息涉及的多个新会话合并在一个列表里。之前被隐藏（本地有记录但没有最新消息）的会话因新消息重新出现时，走 `onConversationChanged` 而不是这里。此外，增量同步从服务端拿到本地没有的会话、以及发送第一条消息时，也可能经由同一流程触发。首次安装的全量同步期间不逐个回调，应在 `onSyncServerFinish` 后整体加载会话列表。',
      en: 'When new messages arrive and their conversation does not exist locally, the core creates it and fires this, with all new conversations of one batch in a single list. A conversation that was hidden (kept locally but without a latest message) and reappears because of a new message goes to `onConversationChanged` instead. It can also fire through the same path when an incremental sync brings a conversation that is missing locally, or when you send the first message in a conversation. During the full sync after a first install there are no per-conversation calls; load the whole list after `onSyncServerFinish`.',
    },
    payload: {
      type: 'ConversationItem[]',
      ref: 'class/conversation/conversationInfo',
      description: {
        'zh-Hans': '新增的会话列表。',
        en: 'The conversations added.',
      },
    },
    names: {
      android: 'OnConversationListener.onNewConversation(List<ConversationInfo> list)',
      ios: 'OIMConversationListener onNewConversation: (block: onNewConversation)',
      flutter: 'OnConversationListener.onNewConversation',
      web: 'CbEvents.OnNewConversation',
      electron: 'CbEvents.OnNewConversation',
      'react-native': 'OpenIMEvent.OnNewConversation',
      uniapp: 'onNewConversation',
      'mini-program': 'CbEvents.OnNewConversation',
      unity: 'IConversationListener.OnNewConversation(List<Conversation> conversationList)',
    },
  },
  {
    id: 'callback/onConversationChanged',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '已有会话的信息变了：最新消息、未读数、置顶、免打扰、草稿、名称头像等。',
      en: 'Existing conversations changed: latest message, unread count, pin, do-not-disturb, draft, name or avatar, and so on.',
    },
    fires: {
      'zh-Hans':
        '本地会话的任何显示相关字段被更新时触发，参数只包含变化了的会话（完整对象，不是差量）。常见来源：新消息更新了最新消息和未读数；自己发送消息；在本设备或其他设备标记已读；撤回了会话的最新消息；`setConversation` 等修改置顶、免打扰、草稿、私聊等设置（其他设备的修改通过同步到达）；好友或群的名称、头像变化后 core 更新会话的显示名。删除会话不会触发它。首次安装的全量同步期间不逐个回调。',
      en: "Fires whenever a display-relevant field of a local conversation is updated, passing only the conversations that changed (full objects, not diffs). Common sources: a new message updates the latest message and unread count; you send a message; messages are marked read on this or another device; the conversation's latest message is revoked; `setConversation` and friends change pin, do-not-disturb, draft or private-chat settings (changes on other devices arrive through sync); a friend's or group's name or avatar changes and the core updates the conversation's display name. Deleting a conversation does not fire it. There are no per-conversation calls during the full sync after a first install.",
    },
    payload: {
      type: 'ConversationItem[]',
      ref: 'class/conversation/conversationInfo',
      description: {
        'zh-Hans': '发生变化的会话，每项都是更新后的完整会话对象。',
        en: 'The conversations that changed, each as the full updated object.',
      },
    },
    names: {
      android: 'OnConversationListener.onConversationChanged(List<ConversationInfo> list)',
      ios: 'OIMConversationListener onConversationChanged: (block: onConversationChanged)',
      flutter: 'OnConversationListener.onConversationChanged',
      web: 'CbEvents.OnConversationChanged',
      electron: 'CbEvents.OnConversationChanged',
      'react-native': 'OpenIMEvent.OnConversationChanged',
      uniapp: 'onConversationChanged',
      'mini-program': 'CbEvents.OnConversationChanged',
      unity: 'IConversationListener.OnConversationChanged(List<Conversation> conversationList)',
    },
  },
  {
    id: 'callback/onTotalUnreadMessageCountChanged',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '所有会话的未读消息总数变了，给出新的总数。',
      en: 'The total unread count across all conversations changed; gives the new total.',
    },
    fires: {
      'zh-Hans':
        'core 从本地数据库重新统计未读总数后触发，参数是新的总数而不是增量。触发时机包括：收到会计入未读的新消息（消息选项 `isUnreadCount` 为真，且 seq 比本地记录的大）；在本设备或其他设备把会话标记为已读；清空、删除会话的消息等会改变未读数的操作。统计范围是本地未隐藏（有最新消息）且接收选项小于 2 的会话：设为“接收但不提醒”（`recvMsgOpt` 为 2）的会话不计入总数，而接收选项为 1 的会话仍会计入。',
      en: 'Fires after the core recounts the total from the local database, passing the new total, not a delta. Triggers include: a new message that counts as unread arrives (its `isUnreadCount` option is set and its seq is above the local record); a conversation is marked read on this or another device; clearing or deleting a conversation\'s messages and similar operations that change unread counts. It sums the local conversations that are not hidden (they have a latest message) and whose receive option is below 2: conversations set to "receive without notifying" (`recvMsgOpt` 2) are left out, while option 1 is still counted.',
    },
    payload: {
      type: 'number',
      description: {
        'zh-Hans': '新的未读消息总数。',
        en: 'The new total number of unread messages.',
      },
    },
    names: {
      android: 'OnConversationListener.onTotalUnreadMessageCountChanged(int i)',
      ios: 'OIMConversationListener onTotalUnreadMessageCountChanged: (block: onTotalUnreadMessageCountChanged)',
      flutter: 'OnConversationListener.onTotalUnreadMessageCountChanged',
      web: 'CbEvents.OnTotalUnreadMessageCountChanged',
      electron: 'CbEvents.OnTotalUnreadMessageCountChanged',
      'react-native': 'OpenIMEvent.OnTotalUnreadMessageCountChanged',
      uniapp: 'onTotalUnreadMessageCountChanged',
      'mini-program': 'CbEvents.OnTotalUnreadMessageCountChanged',
      unity: 'IConversationListener.OnTotalUnreadMessageCountChanged(int totalUnreadCount)',
    },
  },
  {
    id: 'callback/onInputStatusChanged',
    listener: 'listener/conversationListener',
    summary: {
      'zh-Hans': '会话中某个用户“正在输入”的状态变了，给出他正在输入的平台列表。',
      en: 'A user\'s "typing" state in a conversation changed; gives the platforms the user is typing on.',
    },
    fires: {
      'zh-Hans':
        '对方调用 `changeInputStates` 后，SDK 会发送一条不入库、不计未读的输入状态消息；本端收到后由 core 维护每个（会话、用户、平台）的状态，并在状态变化时触发：某用户在某个平台开始输入时触发一次（持续输入期间的刷新不会重复触发）；收到“停止输入”或状态超时（最后一次刷新后约 10 秒，由缓存清理时机决定，可能更晚）时再触发一次，此时平台列表里已不含该平台。自己（本账号任何设备）的输入状态不会回调。core 中它的名字是 `OnConversationUserInputStatusChanged`。iOS SDK 声明了 `onConversationUserInputStatusChanged:` 但没有转发（实现为空），因此 iOS 收不到；Android 把参数作为原始 JSON 字符串交给应用。',
      en: 'When the other user calls `changeInputStates`, the SDK sends a typing message that is neither stored nor counted as unread; on receipt the core tracks the state per (conversation, user, platform) and fires when it changes: once when a user starts typing on a platform (refreshes while typing continues do not fire again), and once more on "stopped typing" or when the state times out (about 10 seconds after the last refresh, possibly later depending on when the cache is cleaned), by which time that platform is gone from the list. Your own typing (any device of this account) is never reported. In the core its name is `OnConversationUserInputStatusChanged`. The iOS SDK declares `onConversationUserInputStatusChanged:` but does not forward it (its implementation is empty), so iOS never receives it; Android hands the argument to the app as a raw JSON string.',
    },
    payload: {
      type: 'ConversationInputStatus',
      ref: 'class/conversation/inputStatusChangedData',
      description: {
        'zh-Hans': '`conversationID`、`userID`，以及该用户当前正在输入的平台 ID 列表 `platformIDs`；列表为空表示已停止输入。',
        en: '`conversationID`, `userID`, and `platformIDs`, the platforms the user is typing on now; an empty list means the user stopped typing.',
      },
    },
    names: {
      android: 'OnConversationListener.onConversationUserInputStatusChanged(String s)',
      ios: 'OIMConversationListener onConversationUserInputStatusChanged: (never forwarded)',
      flutter: 'OnConversationListener.onInputStatusChanged',
      web: 'CbEvents.OnConversationUserInputStatusChanged',
      electron: 'CbEvents.OnConversationUserInputStatusChanged',
      'react-native': 'OpenIMEvent.OnInputStatusChanged',
      uniapp: 'onInputStatusChanged',
      unity: 'IConversationListener.OnConversationUserInputStatusChanged(InputStatesChangedData data)',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // friendshipListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onFriendApplicationAdded',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '产生了一条新的好友申请。',
      en: 'A new friend request was made.',
    },
    fires: {
      'zh-Hans':
        '收到好友申请通知时触发，core 不在本地保存申请记录，直接把通知里的申请转换后回调。申请可能是别人发给你的，也可能是你自己（在本设备或其他设备）发出的：core 不区分方向，请比较 `fromUserID` 与当前登录用户。同一人重复申请会再次触发。离线期间产生的申请会在重连后随通知补拉到达并触发；要展示完整的申请列表，仍应调用 `getFriendApplicationListAsRecipient` / `getFriendApplicationListAsApplicant`。',
      en: 'Fires when a friend-request notification arrives; the core keeps no local copy of requests and calls back with the request converted from the notification. It may be a request someone sent you or one you sent yourself (from this or another device): the core does not tell them apart, so compare `fromUserID` with the logged-in user. Repeating a request fires it again. Requests made while you were offline arrive with the notifications pulled after reconnecting. To show the full list, still call `getFriendApplicationListAsRecipient` / `getFriendApplicationListAsApplicant`.',
    },
    payload: {
      type: 'FriendApplicationItem',
      ref: 'class/relation/friendApplication',
      description: {
        'zh-Hans': '好友申请：申请人与被申请人的 ID、昵称、头像，申请附言、处理结果、创建时间等。',
        en: 'The request: IDs, nicknames and avatars of applicant and recipient, the request message, the handling result, creation time and so on.',
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendApplicationAdded(FriendApplicationInfo u)',
      ios: 'OIMFriendshipListener onFriendApplicationAdded: (block: onFriendApplicationAdded)',
      flutter: 'OnFriendshipListener.onFriendApplicationAdded',
      web: 'CbEvents.OnFriendApplicationAdded',
      electron: 'CbEvents.OnFriendApplicationAdded',
      'react-native': 'OpenIMEvent.OnFriendApplicationAdded',
      uniapp: 'onFriendApplicationAdded',
      'mini-program': 'CbEvents.OnFriendApplicationAdded',
      unity: 'IFriendShipListener.OnFriendApplicationAdded(FriendApplicationInfo friendApplication)',
    },
  },
  {
    id: 'callback/onFriendApplicationAccepted',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '一条好友申请被同意了。',
      en: 'A friend request was accepted.',
    },
    fires: {
      'zh-Hans':
        '收到“好友申请已同意”通知时触发，参数是被同意的那条申请（处理结果为同意）。申请人和同意的一方都会收到（包括同意方的其他设备），请用 `fromUserID`、`toUserID` 判断自己是哪一方。触发之后 core 会增量同步好友列表，新好友随后通过 `onFriendAdded` 到达，所以更新好友列表应以 `onFriendAdded` 为准，这里适合做提示。',
      en: 'Fires when a "friend request accepted" notification arrives, passing the accepted request (its result is "accepted"). Both the applicant and the accepting side receive it, including the accepter\'s other devices; use `fromUserID` and `toUserID` to tell which side you are. The core then syncs the friend list incrementally, and the new friend arrives through `onFriendAdded`, so update the friend list from `onFriendAdded` and use this one for a notice.',
    },
    payload: {
      type: 'FriendApplicationItem',
      ref: 'class/relation/friendApplication',
      description: {
        'zh-Hans': '被同意的好友申请，包含处理人附言和处理时间。',
        en: "The accepted request, with the handler's message and handling time.",
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendApplicationAccepted(FriendApplicationInfo u)',
      ios: 'OIMFriendshipListener onFriendApplicationAccepted: (block: onFriendApplicationAccepted)',
      flutter: 'OnFriendshipListener.onFriendApplicationAccepted',
      web: 'CbEvents.OnFriendApplicationAccepted',
      electron: 'CbEvents.OnFriendApplicationAccepted',
      'react-native': 'OpenIMEvent.OnFriendApplicationAccepted',
      uniapp: 'onFriendApplicationAccepted',
      'mini-program': 'CbEvents.OnFriendApplicationAccepted',
      unity: 'IFriendShipListener.OnFriendApplicationAccepted(FriendApplicationInfo friendApplication)',
    },
  },
  {
    id: 'callback/onFriendApplicationRejected',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '一条好友申请被拒绝了。',
      en: 'A friend request was refused.',
    },
    fires: {
      'zh-Hans':
        '收到“好友申请已拒绝”通知时触发，参数是被拒绝的申请（处理结果为拒绝）。申请人和拒绝的一方都可能收到，请用 `fromUserID`、`toUserID` 判断方向。拒绝不会改变好友列表，所以之后没有其他好友回调。申请人被拒后可以再次申请，那会重新触发 `onFriendApplicationAdded`。',
      en: 'Fires when a "friend request refused" notification arrives, passing the refused request (its result is "refused"). Both the applicant and the refusing side may receive it; use `fromUserID` and `toUserID` to tell the direction. Refusing does not change the friend list, so no other friend callback follows. The applicant may apply again after a refusal, which fires `onFriendApplicationAdded` again.',
    },
    payload: {
      type: 'FriendApplicationItem',
      ref: 'class/relation/friendApplication',
      description: {
        'zh-Hans': '被拒绝的好友申请，包含处理人附言和处理时间。',
        en: "The refused request, with the handler's message and handling time.",
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendApplicationRejected(FriendApplicationInfo u)',
      ios: 'OIMFriendshipListener onFriendApplicationRejected: (block: onFriendApplicationRejected)',
      flutter: 'OnFriendshipListener.onFriendApplicationRejected',
      web: 'CbEvents.OnFriendApplicationRejected',
      electron: 'CbEvents.OnFriendApplicationRejected',
      'react-native': 'OpenIMEvent.OnFriendApplicationRejected',
      uniapp: 'onFriendApplicationRejected',
      'mini-program': 'CbEvents.OnFriendApplicationRejected',
      unity: 'IFriendShipListener.OnFriendApplicationRejected(FriendApplicationInfo friendApplication)',
    },
  },
  {
    id: 'callback/onFriendApplicationDeleted',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '好友申请被删除。所有平台都声明了它，但 v3.8.3 的 core 从不触发。',
      en: 'A friend request was deleted. Every platform declares it, but the v3.8.3 core never fires it.',
    },
    fires: {
      'zh-Hans':
        '在 v3.8.3 的 core 中不会触发：core 已不在本地同步和保存好友申请，`internal` 中没有任何调用 `OnFriendApplicationDeleted` 的地方，只有空实现和包装层保留了这个方法。各平台 SDK 仍然声明了它，实现它不会出错，但不要依赖它来更新界面；申请列表的变化请以 `onFriendApplicationAdded`、`onFriendApplicationAccepted`、`onFriendApplicationRejected` 为准，或重新调用申请列表接口。',
      en: 'In the v3.8.3 core it never fires: the core no longer syncs or stores friend requests locally, and nothing under `internal` calls `OnFriendApplicationDeleted`; only empty implementations and the wrapper layer keep the method. Every platform SDK still declares it, and implementing it does no harm, but do not rely on it to update the UI; follow `onFriendApplicationAdded`, `onFriendApplicationAccepted` and `onFriendApplicationRejected`, or call the request list methods again.',
    },
    payload: {
      type: 'FriendApplicationItem',
      ref: 'class/relation/friendApplication',
      description: {
        'zh-Hans': '声明的参数：被删除的好友申请。由于不会触发，实际不会收到。',
        en: 'Declared argument: the deleted request. Since it never fires, nothing is delivered.',
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendApplicationDeleted(FriendApplicationInfo u)',
      ios: 'OIMFriendshipListener onFriendApplicationDeleted: (block: onFriendApplicationDeleted)',
      flutter: 'OnFriendshipListener.onFriendApplicationDeleted',
      web: 'CbEvents.OnFriendApplicationDeleted',
      electron: 'CbEvents.OnFriendApplicationDeleted',
      'react-native': 'OpenIMEvent.OnFriendApplicationDeleted',
      uniapp: 'onFriendApplicationDeleted',
      'mini-program': 'CbEvents.OnFriendApplicationDeleted',
      unity: 'IFriendShipListener.OnFriendApplicationDeleted(FriendApplicationInfo friendApplication)',
    },
  },
  {
    id: 'callback/onFriendAdded',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '好友列表里新增了一个好友。',
      en: 'A friend was added to the friend list.',
    },
    fires: {
      'zh-Hans':
        '增量同步好友列表时，发现服务端有而本地没有的好友，每个好友触发一次。通常由“申请已同意”或“好友已添加”通知引起，申请双方（以及各自的其他设备）都会收到；服务端通过 REST 导入好友时也一样。触发后 core 还会用好友的昵称（有备注时用备注）和头像更新对应单聊会话的显示信息。好友数量超过全量同步阈值、或首次登录全量同步时，core 直接整表写入，不逐个回调。',
      en: 'Fires once per friend when an incremental sync of the friend list finds a friend the server has and the local list lacks. It is usually caused by a "request accepted" or "friend added" notification, and both sides (and their other devices) receive it; importing friends through the REST API works the same way. Afterwards the core also updates the matching one-to-one conversation\'s display name (the remark if set, else the nickname) and avatar. When the friend count exceeds the full-sync threshold, or on the full sync at first login, the core writes the whole table without per-friend calls.',
    },
    payload: {
      type: 'FriendUserItem',
      ref: 'class/relation/friendInfo',
      description: {
        'zh-Hans': '新增的好友：好友的用户 ID、昵称、头像、备注、添加来源、添加时间、扩展字段等。',
        en: 'The new friend: user ID, nickname, avatar, remark, add source, add time, extension field and so on.',
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendAdded(FriendInfo u)',
      ios: 'OIMFriendshipListener onFriendAdded: (block: onFriendAdded)',
      flutter: 'OnFriendshipListener.onFriendAdded',
      web: 'CbEvents.OnFriendAdded',
      electron: 'CbEvents.OnFriendAdded',
      'react-native': 'OpenIMEvent.OnFriendAdded',
      uniapp: 'onFriendAdded',
      'mini-program': 'CbEvents.OnFriendAdded',
      unity: 'IFriendShipListener.OnFriendAdded(FriendInfo friendInfo)',
    },
  },
  {
    id: 'callback/onFriendDeleted',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '好友列表里删除了一个好友。',
      en: 'A friend was removed from the friend list.',
    },
    fires: {
      'zh-Hans':
        '增量同步好友列表时，发现本地有而服务端已没有的好友，每个触发一次，参数是删除前的本地记录。OpenIM 的好友关系按单向保存：`deleteFriend` 只删除你这一侧，所以只有执行删除的用户（本设备和其他设备）会收到；被删除的一方好友列表不变，不会收到这个回调。删除好友不会删除单聊会话和聊天记录。',
      en: "Fires once per friend when an incremental sync finds a friend the local list has and the server no longer has, passing the local record as it was before removal. OpenIM stores friendship one way: `deleteFriend` removes only your side, so only the user who deleted (this device and their other devices) receives it; the other user's friend list is unchanged and nothing fires there. Removing a friend does not delete the one-to-one conversation or its messages.",
    },
    payload: {
      type: 'FriendUserItem',
      ref: 'class/relation/friendInfo',
      description: {
        'zh-Hans': '被删除的好友在本地的最后一份记录。',
        en: 'The last local record of the removed friend.',
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendDeleted(FriendInfo u)',
      ios: 'OIMFriendshipListener onFriendDeleted: (block: onFriendDeleted)',
      flutter: 'OnFriendshipListener.onFriendDeleted',
      web: 'CbEvents.OnFriendDeleted',
      electron: 'CbEvents.OnFriendDeleted',
      'react-native': 'OpenIMEvent.OnFriendDeleted',
      uniapp: 'onFriendDeleted',
      'mini-program': 'CbEvents.OnFriendDeleted',
      unity: 'IFriendShipListener.OnFriendDeleted(FriendInfo friendInfo)',
    },
  },
  {
    id: 'callback/onFriendInfoChanged',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '某个好友的资料或你对他的设置（备注、置顶、扩展字段）变了。',
      en: "A friend's profile, or your settings for that friend (remark, pin, extension field), changed.",
    },
    fires: {
      'zh-Hans':
        '增量同步好友列表时，发现某个好友在服务端的记录与本地不同，每个触发一次，参数是更新后的记录。常见原因：好友修改了自己的昵称或头像（服务端发出好友资料更新通知）；你在本设备或其他设备修改了备注，或通过 `updateFriends` 修改了置顶、扩展字段。如果昵称、头像或备注变了，core 还会同步更新单聊会话的显示名和头像，以及该好友历史消息里的发送者信息，随后可能触发 `onConversationChanged`。',
      en: "Fires once per friend when an incremental sync finds that a friend's server record differs from the local one, passing the updated record. Common causes: the friend changed their nickname or avatar (the server sends a friend-info-updated notification); you changed the remark on this or another device, or changed pin or extension fields through `updateFriends`. When the nickname, avatar or remark changed, the core also updates the one-to-one conversation's display name and avatar and the sender details on that friend's stored messages, so `onConversationChanged` may follow.",
    },
    payload: {
      type: 'FriendUserItem',
      ref: 'class/relation/friendInfo',
      description: {
        'zh-Hans': '更新后的完整好友记录。',
        en: 'The full updated friend record.',
      },
    },
    names: {
      android: 'OnFriendshipListener.onFriendInfoChanged(FriendInfo u)',
      ios: 'OIMFriendshipListener onFriendInfoChanged: (block: onFriendInfoChanged)',
      flutter: 'OnFriendshipListener.onFriendInfoChanged',
      web: 'CbEvents.OnFriendInfoChanged',
      electron: 'CbEvents.OnFriendInfoChanged',
      'react-native': 'OpenIMEvent.OnFriendInfoChanged',
      uniapp: 'onFriendInfoChanged',
      'mini-program': 'CbEvents.OnFriendInfoChanged',
      unity: 'IFriendShipListener.OnFriendInfoChanged(FriendInfo friendInfo)',
    },
  },
  {
    id: 'callback/onBlackAdded',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '你把某个用户加入了黑名单。',
      en: 'You added a user to your blocklist.',
    },
    fires: {
      'zh-Hans':
        '收到“加入黑名单”通知、且操作人是当前用户时，core 重新同步整个黑名单，对新出现的每一项触发一次。因此只有拉黑的一方（本设备和其他设备）会收到；被拉黑的用户不会收到任何回调，他发来的消息会被服务端拒绝。登录后的首次黑名单同步不回调。Android、Flutter 的参数类型叫 `BlacklistInfo`，Android 的方法名是 `onBlacklistAdded`。',
      en: 'When a "blocklist added" notification arrives and the operator is the current user, the core re-syncs the whole blocklist and fires once per new entry. So only the blocking side (this device and the user\'s other devices) receives it; the blocked user gets no callback, and the server rejects their messages to you. The first blocklist sync after login does not call back. Android and Flutter name the argument type `BlacklistInfo`, and Android names the method `onBlacklistAdded`.',
    },
    payload: {
      type: 'BlackUserItem',
      ref: 'class/relation/blackInfo',
      description: {
        'zh-Hans': '黑名单记录：被拉黑用户的 ID、昵称、头像，添加来源、时间等。',
        en: "The blocklist entry: the blocked user's ID, nickname and avatar, add source, time and so on.",
      },
    },
    names: {
      android: 'OnFriendshipListener.onBlacklistAdded(BlacklistInfo u)',
      ios: 'OIMFriendshipListener onBlackAdded: (block: onBlackAdded)',
      flutter: 'OnFriendshipListener.onBlackAdded',
      web: 'CbEvents.OnBlackAdded',
      electron: 'CbEvents.OnBlackAdded',
      'react-native': 'OpenIMEvent.OnBlackAdded',
      uniapp: 'onBlackAdded',
      'mini-program': 'CbEvents.OnBlackAdded',
      unity: 'IFriendShipListener.OnBlackAdded(BlackInfo blackInfo)',
    },
  },
  {
    id: 'callback/onBlackDeleted',
    listener: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '你把某个用户移出了黑名单。',
      en: 'You removed a user from your blocklist.',
    },
    fires: {
      'zh-Hans':
        '收到“移出黑名单”通知、且操作人是当前用户时，core 重新同步黑名单，对消失的每一项触发一次，参数是移除前的本地记录。只有执行移除的一方（所有设备）会收到，对方不会收到。移出黑名单不会恢复好友关系：如果之前已删除好友，需要重新申请。Android 的方法名是 `onBlacklistDeleted`。',
      en: 'When a "blocklist removed" notification arrives and the operator is the current user, the core re-syncs the blocklist and fires once per entry that disappeared, passing the local record from before removal. Only the removing side (all its devices) receives it; the other user does not. Unblocking does not restore a friendship: if the friend was deleted earlier, a new request is needed. Android names the method `onBlacklistDeleted`.',
    },
    payload: {
      type: 'BlackUserItem',
      ref: 'class/relation/blackInfo',
      description: {
        'zh-Hans': '被移除的黑名单记录。',
        en: 'The blocklist entry removed.',
      },
    },
    names: {
      android: 'OnFriendshipListener.onBlacklistDeleted(BlacklistInfo u)',
      ios: 'OIMFriendshipListener onBlackDeleted: (block: onBlackDeleted)',
      flutter: 'OnFriendshipListener.onBlackDeleted',
      web: 'CbEvents.OnBlackDeleted',
      electron: 'CbEvents.OnBlackDeleted',
      'react-native': 'OpenIMEvent.OnBlackDeleted',
      uniapp: 'onBlackDeleted',
      'mini-program': 'CbEvents.OnBlackDeleted',
      unity: 'IFriendShipListener.OnBlackDeleted(BlackInfo blackInfo)',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // groupListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onJoinedGroupAdded',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '你加入了一个群（建群、被邀请、申请通过或直接入群）。',
      en: 'You joined a group (created it, were invited, had a request accepted, or joined directly).',
    },
    fires: {
      'zh-Hans':
        '增量同步“已加入的群”时，发现服务端有而本地没有的群，每个触发一次。引起它的通知包括：建群（群主和初始成员都会收到）、你被邀请入群、你的入群申请被同意、无需验证直接入群。触发后 core 还会用群名和群头像更新对应群会话。被踢出后再次被邀请时也会重新触发。首次登录的全量同步不逐个回调。',
      en: "Fires once per group when an incremental sync of joined groups finds a group the server has and the local list lacks. Notifications that cause it: a group was created (the owner and the initial members receive it), you were invited, your join request was accepted, or you joined a group that needs no approval. Afterwards the core updates the group conversation with the group's name and avatar. Being invited back after a kick fires it again. The full sync at first login does not call back per group.",
    },
    payload: {
      type: 'GroupItem',
      ref: 'class/group/groupInfo',
      description: {
        'zh-Hans': '加入的群的资料：群 ID、群名、头像、公告、群主、成员数、验证方式、状态等。',
        en: "The joined group's profile: group ID, name, avatar, notification, owner, member count, verification, status and so on.",
      },
    },
    names: {
      android: 'OnGroupListener.onJoinedGroupAdded(GroupInfo info)',
      ios: 'OIMGroupListener onJoinedGroupAdded: (block: onJoinedGroupAdded)',
      flutter: 'OnGroupListener.onJoinedGroupAdded',
      web: 'CbEvents.OnJoinedGroupAdded',
      electron: 'CbEvents.OnJoinedGroupAdded',
      'react-native': 'OpenIMEvent.OnJoinedGroupAdded',
      uniapp: 'onJoinedGroupAdded',
      'mini-program': 'CbEvents.OnJoinedGroupAdded',
      unity: 'IGroupListener.OnJoinedGroupAdded(GroupInfo groupInfo)',
    },
  },
  {
    id: 'callback/onJoinedGroupDeleted',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '你不再在某个群里（主动退群、被踢出或群被解散后成员被清除）。',
      en: 'You are no longer in a group (you quit, were kicked, or the group was dismissed and its members removed).',
    },
    fires: {
      'zh-Hans':
        '增量同步“已加入的群”时，发现本地有而服务端已没有的群，每个触发一次。core 同时删除本地该群的成员数据，回调参数是本地最后的群记录，其中 `memberCount` 被置为 0。典型原因：你调用 `quitGroup` 退群（所有设备都会收到）、你被踢出群、群被解散且成员已被删除。群会话不会被自动删除，是否隐藏或删除由应用决定。',
      en: "Fires once per group when an incremental sync of joined groups finds a group the local list has and the server no longer has. The core also deletes that group's members locally, and passes the last local group record with `memberCount` set to 0. Typical causes: you called `quitGroup` (all your devices receive it), you were kicked, or the group was dismissed and its members deleted. The group conversation is not deleted automatically; whether to hide or delete it is up to the app.",
    },
    payload: {
      type: 'GroupItem',
      ref: 'class/group/groupInfo',
      description: {
        'zh-Hans': '本地最后的群记录，`memberCount` 为 0。',
        en: 'The last local group record, with `memberCount` 0.',
      },
    },
    names: {
      android: 'OnGroupListener.onJoinedGroupDeleted(GroupInfo info)',
      ios: 'OIMGroupListener onJoinedGroupDeleted: (block: onJoinedGroupDeleted)',
      flutter: 'OnGroupListener.onJoinedGroupDeleted',
      web: 'CbEvents.OnJoinedGroupDeleted',
      electron: 'CbEvents.OnJoinedGroupDeleted',
      'react-native': 'OpenIMEvent.OnJoinedGroupDeleted',
      uniapp: 'onJoinedGroupDeleted',
      'mini-program': 'CbEvents.OnJoinedGroupDeleted',
      unity: 'IGroupListener.OnJoinedGroupDeleted(GroupInfo groupInfo)',
    },
  },
  {
    id: 'callback/onGroupInfoChanged',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '你所在的某个群的资料变了（群名、头像、公告、全员禁言、群主等）。',
      en: 'A group you are in changed its profile (name, avatar, notification, mute-all, owner and so on).',
    },
    fires: {
      'zh-Hans':
        '当群资料与本地记录不同、且群状态不是“已解散”时触发，参数是更新后的群资料。引起它的通知包括：修改群资料、群名、公告，全员禁言与解除，转让群主，成员进出导致的成员数变化等——这些通知会带着新的群资料，core 据此更新本地记录。群名或头像变了时，core 还会更新群会话的显示信息。如果更新后的状态是“已解散”，改为触发 `onGroupDismissed`。',
      en: 'Fires when the group\'s profile differs from the local record and its status is not "dismissed", passing the updated profile. Notifications that cause it include: group info, name or notification set, mute-all turned on or off, ownership transferred, and member count changes as members come and go; these carry the new group profile, which the core stores. When the name or avatar changed, the core also updates the group conversation\'s display. If the updated status is "dismissed", `onGroupDismissed` fires instead.',
    },
    payload: {
      type: 'GroupItem',
      ref: 'class/group/groupInfo',
      description: {
        'zh-Hans': '更新后的完整群资料。',
        en: 'The full updated group profile.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupInfoChanged(GroupInfo info)',
      ios: 'OIMGroupListener onGroupInfoChanged: (block: onGroupInfoChanged)',
      flutter: 'OnGroupListener.onGroupInfoChanged',
      web: 'CbEvents.OnGroupInfoChanged',
      electron: 'CbEvents.OnGroupInfoChanged',
      'react-native': 'OpenIMEvent.OnGroupInfoChanged',
      uniapp: 'onGroupInfoChanged',
      'mini-program': 'CbEvents.OnGroupInfoChanged',
      unity: 'IGroupListener.OnGroupInfoChanged(GroupInfo groupInfo)',
    },
  },
  {
    id: 'callback/onGroupDismissed',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '你所在的某个群被解散了。',
      en: 'A group you are in was dismissed.',
    },
    fires: {
      'zh-Hans':
        '群以保留成员的方式解散时触发，SDK 的 `dismissGroup` 和 REST 接口默认都是这种方式。收到“群已解散”通知（1511）时，core 立即用通知里的群资料触发一次。这份资料是服务端在修改状态之前读取的，所以 `status` 仍是解散前的值（通常为 0），不是 2。随后的已加入群增量同步不会再触发：保留成员的解散不改变用户的已加入群版本，增量同步查不到这个群的变化（解散者自己的设备在调用返回前做的同步也一样）。只有之后某次同步把“已解散”状态带回本地时（例如该群的成员增量同步，或一次全量同步），core 才会删除本地成员并以 `status` 为 2 的资料再触发一次。所以通常只收到一次，但也可能稍后再收到一次，处理时应做到重复调用无害。如果管理员通过 REST 接口以删除成员的方式解散（`deleteMember` 为 `true`），服务端不发通知，本回调不会触发，客户端要到下次同步时才通过 `onJoinedGroupDeleted` 得知。',
      en: "Fires when a group is dismissed with its members kept, which is what the SDK's `dismissGroup` and the REST call do by default. When the \"group dismissed\" notification (1511) arrives, the core fires once right away with the group profile from the notification. The server read that profile before changing the status, so its `status` is the value from before the dismissal (usually 0), not 2. The incremental sync of joined groups that follows does not fire it again: a dismissal that keeps the members does not change the user's joined-group version, so the incremental sync sees no change for the group (the same holds for the sync the dismissing user's device runs before the call returns). Only when a later sync brings the dismissed status to the device (for example that group's incremental member sync, or a full sync) does the core delete the local members and fire again with a profile whose `status` is 2. So it usually arrives once but may arrive again later; make your handler safe to run repeatedly. If an admin dismisses through the REST API with the members deleted (`deleteMember` true), the server sends no notification, this callback does not fire, and clients learn of it at their next sync through `onJoinedGroupDeleted`.",
    },
    payload: {
      type: 'GroupItem',
      ref: 'class/group/groupInfo',
      description: {
        'zh-Hans': '被解散的群资料。由解散通知触发时，`status` 是解散前的值（通常为 0）；由之后的同步触发时才是 2（已解散）。',
        en: "The dismissed group's profile. When fired by the dismissal notification, `status` holds the value from before the dismissal (usually 0); only when fired by a later sync is it 2 (dismissed).",
      },
    },
    names: {
      android: 'OnGroupListener.onGroupDismissed(GroupInfo info)',
      ios: 'OIMGroupListener onGroupDismissed: (block: onGroupDismissed)',
      flutter: 'OnGroupListener.onGroupDismissed',
      web: 'CbEvents.OnGroupDismissed',
      electron: 'CbEvents.OnGroupDismissed',
      'react-native': 'OpenIMEvent.OnGroupDismissed',
      uniapp: 'onGroupDismissed',
      'mini-program': 'CbEvents.OnGroupDismissed',
      unity: 'IGroupListener.OnGroupDismissed(GroupInfo groupInfo)',
    },
  },
  {
    id: 'callback/onGroupMemberAdded',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '你所在的群里新增了一个成员。',
      en: 'A member was added to a group you are in.',
    },
    fires: {
      'zh-Hans':
        '群成员同步时，发现服务端有而本地没有的成员，每个成员触发一次。引起它的通知：有人被邀请入群、有人申请通过或直接入群。只有本地已经同步过该群成员的群才会逐个回调；你自己刚加入一个群时，core 会整体同步该群，此时主要依赖 `onJoinedGroupAdded`。成员数量超过全量同步阈值时，core 整表重写，不逐个回调。',
      en: "Fires once per member when a member sync finds a member the server has and the local list lacks. Notifications that cause it: someone was invited, or someone's request was accepted or they joined directly. Per-member calls happen for groups whose members are already synced locally; when you yourself have just joined a group, the core syncs that group as a whole, and you mostly rely on `onJoinedGroupAdded`. When the member count exceeds the full-sync threshold, the core rewrites the whole table without per-member calls.",
    },
    payload: {
      type: 'GroupMemberItem',
      ref: 'class/group/groupMemberInfo',
      description: {
        'zh-Hans': '新成员信息：群 ID、用户 ID、群昵称、头像、角色、入群时间与方式、邀请人等。',
        en: 'The new member: group ID, user ID, group nickname, avatar, role, join time and source, inviter and so on.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupMemberAdded(GroupMembersInfo info)',
      ios: 'OIMGroupListener onGroupMemberAdded: (block: onGroupMemberAdded)',
      flutter: 'OnGroupListener.onGroupMemberAdded',
      web: 'CbEvents.OnGroupMemberAdded',
      electron: 'CbEvents.OnGroupMemberAdded',
      'react-native': 'OpenIMEvent.OnGroupMemberAdded',
      uniapp: 'onGroupMemberAdded',
      'mini-program': 'CbEvents.OnGroupMemberAdded',
      unity: 'IGroupListener.OnGroupMemberAdded(GroupMember groupMemberInfo)',
    },
  },
  {
    id: 'callback/onGroupMemberDeleted',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '你所在的群里有成员离开（退群或被踢）。',
      en: 'A member left a group you are in (quit or was kicked).',
    },
    fires: {
      'zh-Hans':
        '群成员同步时，发现本地有而服务端已没有的成员，每个触发一次，参数是该成员在本地的最后记录。引起它的通知：其他成员退群、有成员被踢出。离开的是你自己时不走这里：core 改为同步已加入的群，你会收到 `onJoinedGroupDeleted`。群被解散时成员数据被整体删除，也不会逐个触发。',
      en: "Fires once per member when a member sync finds a member the local list has and the server no longer has, passing that member's last local record. Notifications that cause it: another member quit, or members were kicked. When the one leaving is you, it does not come here: the core syncs the joined groups instead and you get `onJoinedGroupDeleted`. When a group is dismissed its members are deleted as a whole, without per-member calls.",
    },
    payload: {
      type: 'GroupMemberItem',
      ref: 'class/group/groupMemberInfo',
      description: {
        'zh-Hans': '离开的成员在本地的最后记录。',
        en: 'The last local record of the member who left.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupMemberDeleted(GroupMembersInfo info)',
      ios: 'OIMGroupListener onGroupMemberDeleted: (block: onGroupMemberDeleted)',
      flutter: 'OnGroupListener.onGroupMemberDeleted',
      web: 'CbEvents.OnGroupMemberDeleted',
      electron: 'CbEvents.OnGroupMemberDeleted',
      'react-native': 'OpenIMEvent.OnGroupMemberDeleted',
      uniapp: 'onGroupMemberDeleted',
      'mini-program': 'CbEvents.OnGroupMemberDeleted',
      unity: 'IGroupListener.OnGroupMemberDeleted(GroupMember groupMemberInfo)',
    },
  },
  {
    id: 'callback/onGroupMemberInfoChanged',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '群成员的信息变了：群昵称、头像、角色、禁言状态等。',
      en: "A group member's details changed: group nickname, avatar, role, mute state and so on.",
    },
    fires: {
      'zh-Hans':
        '群成员同步时，发现某个成员在服务端的记录与本地不同，每个触发一次，参数是更新后的成员记录。引起它的通知：设置成员信息（群昵称、头像、扩展字段）、设为管理员或普通成员、转让群主（新旧群主各一次）、成员被禁言或解除禁言。成员本人也会收到关于自己的变化。群昵称或头像变了时，core 还会更新该成员在本群历史消息里的发送者信息。',
      en: "Fires once per member when a member sync finds a member whose server record differs from the local one, passing the updated record. Notifications that cause it: member info set (group nickname, avatar, extension field), promoted to admin or set back to ordinary member, ownership transferred (once each for new and old owner), member muted or unmuted. The member concerned also receives changes about themselves. When the group nickname or avatar changed, the core also updates the sender details on that member's stored messages in the group.",
    },
    payload: {
      type: 'GroupMemberItem',
      ref: 'class/group/groupMemberInfo',
      description: {
        'zh-Hans': '更新后的完整成员记录。',
        en: 'The full updated member record.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupMemberInfoChanged(GroupMembersInfo info)',
      ios: 'OIMGroupListener onGroupMemberInfoChanged: (block: onGroupMemberInfoChanged)',
      flutter: 'OnGroupListener.onGroupMemberInfoChanged',
      web: 'CbEvents.OnGroupMemberInfoChanged',
      electron: 'CbEvents.OnGroupMemberInfoChanged',
      'react-native': 'OpenIMEvent.OnGroupMemberInfoChanged',
      uniapp: 'onGroupMemberInfoChanged',
      'mini-program': 'CbEvents.OnGroupMemberInfoChanged',
      unity: 'IGroupListener.OnGroupMemberInfoChanged(GroupMember groupMemberInfo)',
    },
  },
  {
    id: 'callback/onGroupApplicationAdded',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '产生了一条新的入群申请（或需要审核的邀请）。',
      en: 'A new request to join a group (or an invitation that needs approval) was made.',
    },
    fires: {
      'zh-Hans':
        '收到入群申请通知（1503）时触发。服务端把通知发给群主、所有管理员、邀请人（邀请需审核时）和申请人本人，core 按通知的 UUID 去重，同一条申请在一台设备上只回调一次。core 不检查你的角色，请用申请里的 `userID` 与当前用户比较，区分“有人申请进我管理的群”和“我自己发出的申请”。core 不在本地保存入群申请，完整列表请调用 `getGroupApplicationListAsRecipient` / `getGroupApplicationListAsApplicant`。',
      en: 'Fires when a join-request notification (1503) arrives. The server sends it to the owner, every admin, the inviter (for invitations that need approval) and the applicant, and the core de-duplicates by the notification\'s UUID, so one request calls back once per device. The core does not check your role: compare the request\'s `userID` with the current user to tell "someone wants to join a group I manage" from "my own request". The core keeps no local copy of join requests; call `getGroupApplicationListAsRecipient` / `getGroupApplicationListAsApplicant` for the full list.',
    },
    payload: {
      type: 'GroupApplicationItem',
      ref: 'class/group/groupApplicationInfo',
      description: {
        'zh-Hans': '入群申请：群的基本信息、申请人的 ID、昵称、头像，申请附言、入群方式、邀请人、申请时间等。',
        en: "The join request: the group's basics, the applicant's ID, nickname and avatar, the request message, join source, inviter, request time and so on.",
      },
    },
    names: {
      android: 'OnGroupListener.onGroupApplicationAdded(GroupApplicationInfo info)',
      ios: 'OIMGroupListener onGroupApplicationAdded: (block: onGroupApplicationAdded)',
      flutter: 'OnGroupListener.onGroupApplicationAdded',
      web: 'CbEvents.OnGroupApplicationAdded',
      electron: 'CbEvents.OnGroupApplicationAdded',
      'react-native': 'OpenIMEvent.OnGroupApplicationAdded',
      uniapp: 'onGroupApplicationAdded',
      'mini-program': 'CbEvents.OnGroupApplicationAdded',
      unity: 'IGroupListener.OnGroupApplicationAdded(GroupApplicationInfo groupApplication)',
    },
  },
  {
    id: 'callback/onGroupApplicationAccepted',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '一条入群申请被同意了。',
      en: 'A request to join a group was accepted.',
    },
    fires: {
      'zh-Hans':
        '收到“入群申请已同意”通知（1505）时触发。服务端发给群主、所有管理员和申请人，core 按 UUID 去重后每台设备回调一次，参数是处理结果为同意的申请。对申请人来说，随后入群通知会让 core 同步已加入的群，接着收到 `onJoinedGroupAdded`；对群里的其他成员，新成员通过 `onGroupMemberAdded` 到达。因此更新群列表、成员列表应以后两者为准，这里适合做提示或刷新申请列表。',
      en: 'Fires when a "join request accepted" notification (1505) arrives. The server sends it to the owner, every admin and the applicant; the core de-duplicates by UUID and calls back once per device with the request marked accepted. For the applicant, the join notification that follows makes the core sync the joined groups, so `onJoinedGroupAdded` comes next; for other members, the newcomer arrives through `onGroupMemberAdded`. Update group and member lists from those two, and use this one for a notice or to refresh the request list.',
    },
    payload: {
      type: 'GroupApplicationItem',
      ref: 'class/group/groupApplicationInfo',
      description: {
        'zh-Hans': '被同意的入群申请，含处理人、处理附言和处理时间。',
        en: 'The accepted join request, with the handler, handling message and handling time.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupApplicationAccepted(GroupApplicationInfo info)',
      ios: 'OIMGroupListener onGroupApplicationAccepted: (block: onGroupApplicationAccepted)',
      flutter: 'OnGroupListener.onGroupApplicationAccepted',
      web: 'CbEvents.OnGroupApplicationAccepted',
      electron: 'CbEvents.OnGroupApplicationAccepted',
      'react-native': 'OpenIMEvent.OnGroupApplicationAccepted',
      uniapp: 'onGroupApplicationAccepted',
      'mini-program': 'CbEvents.OnGroupApplicationAccepted',
      unity: 'IGroupListener.OnGroupApplicationAccepted(GroupApplicationInfo groupApplication)',
    },
  },
  {
    id: 'callback/onGroupApplicationRejected',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '一条入群申请被拒绝了。',
      en: 'A request to join a group was refused.',
    },
    fires: {
      'zh-Hans':
        '收到“入群申请已拒绝”通知（1506）时触发。与同意时相同，服务端发给群主、所有管理员和申请人，core 按 UUID 去重，每台设备回调一次，参数是处理结果为拒绝的申请。拒绝不改变群和成员列表，之后没有其他群回调。申请人可以再次申请，会重新触发 `onGroupApplicationAdded`。',
      en: 'Fires when a "join request refused" notification (1506) arrives. As with acceptance, the server sends it to the owner, every admin and the applicant, and the core de-duplicates by UUID and calls back once per device with the request marked refused. Refusing changes neither the group nor its members, so no other group callback follows. The applicant may apply again, which fires `onGroupApplicationAdded` again.',
    },
    payload: {
      type: 'GroupApplicationItem',
      ref: 'class/group/groupApplicationInfo',
      description: {
        'zh-Hans': '被拒绝的入群申请，含处理人、处理附言和处理时间。',
        en: 'The refused join request, with the handler, handling message and handling time.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupApplicationRejected(GroupApplicationInfo info)',
      ios: 'OIMGroupListener onGroupApplicationRejected: (block: onGroupApplicationRejected)',
      flutter: 'OnGroupListener.onGroupApplicationRejected',
      web: 'CbEvents.OnGroupApplicationRejected',
      electron: 'CbEvents.OnGroupApplicationRejected',
      'react-native': 'OpenIMEvent.OnGroupApplicationRejected',
      uniapp: 'onGroupApplicationRejected',
      'mini-program': 'CbEvents.OnGroupApplicationRejected',
      unity: 'IGroupListener.OnGroupApplicationRejected(GroupApplicationInfo groupApplication)',
    },
  },
  {
    id: 'callback/onGroupApplicationDeleted',
    listener: 'listener/groupListener',
    summary: {
      'zh-Hans': '入群申请被删除。所有平台都声明了它，但 v3.8.3 的 core 从不触发。',
      en: 'A join request was deleted. Every platform declares it, but the v3.8.3 core never fires it.',
    },
    fires: {
      'zh-Hans':
        '在 v3.8.3 的 core 中不会触发：core 已不在本地保存入群申请，`internal` 中没有任何调用 `OnGroupApplicationDeleted` 的地方，只有空实现和 wasm 的事件转发保留了它。各平台 SDK 仍声明了这个回调，实现它无害，但不要依赖它；申请的状态变化请看 `onGroupApplicationAdded`、`onGroupApplicationAccepted`、`onGroupApplicationRejected`，或重新拉取申请列表。',
      en: 'In the v3.8.3 core it never fires: the core no longer stores join requests locally, and nothing under `internal` calls `OnGroupApplicationDeleted`; only empty implementations and the wasm event forwarding keep it. Every platform SDK still declares the callback, and implementing it is harmless, but do not rely on it; follow `onGroupApplicationAdded`, `onGroupApplicationAccepted` and `onGroupApplicationRejected`, or fetch the request lists again.',
    },
    payload: {
      type: 'GroupApplicationItem',
      ref: 'class/group/groupApplicationInfo',
      description: {
        'zh-Hans': '声明的参数：被删除的入群申请。由于不会触发，实际不会收到。',
        en: 'Declared argument: the deleted join request. Since it never fires, nothing is delivered.',
      },
    },
    names: {
      android: 'OnGroupListener.onGroupApplicationDeleted(GroupApplicationInfo info)',
      ios: 'OIMGroupListener onGroupApplicationDeleted: (block: onGroupApplicationDeleted)',
      flutter: 'OnGroupListener.onGroupApplicationDeleted',
      web: 'CbEvents.OnGroupApplicationDeleted',
      electron: 'CbEvents.OnGroupApplicationDeleted',
      'react-native': 'OpenIMEvent.OnGroupApplicationDeleted',
      uniapp: 'onGroupApplicationDeleted',
      'mini-program': 'CbEvents.OnGroupApplicationDeleted',
      unity: 'IGroupListener.OnGroupApplicationDeleted(GroupApplicationInfo groupApplication)',
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  // userListener
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'callback/onSelfUserInfoUpdate',
    listener: 'listener/userListener',
    summary: {
      'zh-Hans': '当前登录用户自己的资料变了。',
      en: "The logged-in user's own profile changed.",
    },
    fires: {
      'zh-Hans':
        'core 同步当前用户资料、发现服务端记录与本地不同时触发，参数是更新后的完整资料。来源有三种：在本设备调用 `setSelfInfo` 成功后（SDK 会立即重新同步）；在其他设备修改资料；服务端通过 REST 修改了该用户资料并发出用户资料更新通知。登录时的首次资料同步不会触发。昵称或头像变化后，core 还会更新以你为发送者的历史消息显示信息。core 的方法名是 `OnSelfInfoUpdated`，各平台都沿用这个名字。',
      en: "Fires when the core syncs the current user's profile and finds the server record differs from the local one, passing the full updated profile. Three sources: a successful `setSelfInfo` on this device (the SDK re-syncs right away); a profile change on another device; a change made through the REST API, which sends a user-info-updated notification. The first profile sync at login does not fire it. When the nickname or avatar changed, the core also updates the sender details on your stored messages. The core's method is `OnSelfInfoUpdated`, and every platform keeps that name.",
    },
    payload: {
      type: 'SelfUserInfo',
      ref: 'class/user/userInfo',
      description: {
        'zh-Hans': '更新后的当前用户资料：用户 ID、昵称、头像、扩展字段、全局免打扰设置等。',
        en: 'The updated profile of the current user: user ID, nickname, avatar, extension field, global do-not-disturb setting and so on.',
      },
    },
    names: {
      android: 'OnUserListener.onSelfInfoUpdated(UserInfo info)',
      ios: 'OIMUserListener onSelfInfoUpdated: (block: onSelfInfoUpdated)',
      flutter: 'OnUserListener.onSelfInfoUpdated',
      web: 'CbEvents.OnSelfInfoUpdated',
      electron: 'CbEvents.OnSelfInfoUpdated',
      'react-native': 'OpenIMEvent.OnSelfInfoUpdated',
      uniapp: 'onSelfInfoUpdated',
      'mini-program': 'CbEvents.OnSelfInfoUpdated',
      unity: 'IUserListener.OnSelfInfoUpdated(UserInfo userInfo)',
    },
  },
  {
    id: 'callback/onUserStatusChanged',
    listener: 'listener/userListener',
    summary: {
      'zh-Hans': '已订阅的某个用户上线、下线或在线平台变了。',
      en: 'A subscribed user came online, went offline, or changed the platforms they are online on.',
    },
    fires: {
      'zh-Hans':
        '只针对通过 `subscribeUsersStatus` 订阅过的用户：网关通过长连接推送在线状态变化后，core 对每个状态变了的用户触发一次。在线平台列表为空时状态为离线（0），否则为在线（1）。订阅时已获取的初始状态通过订阅方法的返回值给出，不会在这里重复回调；未订阅或已取消订阅的用户不会触发。断线期间的变化不会补发，重连后如需准确状态请调用 `getSubscribeUsersStatus`。',
      en: "Only for users subscribed through `subscribeUsersStatus`: when the gateway pushes an online-status change over the connection, the core fires once per user whose status changed. An empty platform list means offline (0), otherwise online (1). The initial status returned when you subscribe comes through the subscribe method's result and is not repeated here; users you never subscribed to, or unsubscribed from, never fire it. Changes during a disconnection are not replayed; after reconnecting, call `getSubscribeUsersStatus` if you need exact state.",
    },
    payload: {
      type: 'UserOnlineState',
      ref: 'class/user/userStatusInfo',
      description: {
        'zh-Hans': '`userID`、在线状态 `status`（0 离线，1 在线）和当前在线的平台 ID 列表 `platformIDs`。',
        en: '`userID`, `status` (0 offline, 1 online) and `platformIDs`, the platforms the user is online on now.',
      },
    },
    names: {
      android: 'OnUserListener.onUserStatusChanged(UsersOnlineStatus onlineStatus)',
      ios: 'OIMUserListener onUserStatusChanged: (block: onUserStatusChanged)',
      flutter: 'OnUserListener.onUserStatusChanged',
      web: 'CbEvents.OnUserStatusChanged',
      electron: 'CbEvents.OnUserStatusChanged',
      'react-native': 'OpenIMEvent.OnUserStatusChanged',
      uniapp: 'onUserStatusChanged',
      'mini-program': 'CbEvents.OnUserStatusChanged',
      unity: 'IUserListener.OnUserStatusChanged(OnlineStatus userOnlineStatus)',
    },
  },
];
