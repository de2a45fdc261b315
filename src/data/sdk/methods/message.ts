/** Methods of the message module: sending, revoking, history, search, local storage, message listeners. Facts: see ../sources.ts. */
import type {Localized} from '../../locale';
import type {ParamDoc, PlatformMethod, SdkMethod} from '../types';

const L = (zh: string, en: string): Localized => ({'zh-Hans': zh, en});

/** Parameter meanings shared by several methods of this module. */
const P = {
  message: {
    description: L(
      '要发送的消息对象，必须由 `create*` 方法创建，不要自己拼装或重复使用已发送过的对象。',
      'The message to send. Create it with a `create*` method; do not build it by hand or reuse one that was already sent.',
    ),
    ref: 'class/message/messageInfo',
  },
  recvID: {
    description: L(
      '单聊接收者的用户 ID；发群消息时传空字符串（或不传）。',
      'User ID of the receiver for a one-to-one message; empty (or omitted) for a group message.',
    ),
  },
  groupID: {
    description: L(
      '群聊的群 ID；发单聊消息时传空字符串（或不传）。`recvID` 与 `groupID` 必须且只能填一个。',
      'Group ID for a group message; empty (or omitted) for a one-to-one message. Give exactly one of `recvID` and `groupID`.',
    ),
  },
  offlinePushInfo: {
    description: L(
      '接收者离线时的推送内容（标题、描述、扩展字段、iOS 提示音和角标）。',
      'What the offline push shows when the receiver is offline: title, description, extra data, iOS sound and badge.',
    ),
    ref: 'class/message/offlinePushInfo',
  },
  isOnlineOnly: {
    description: L(
      '为 `true` 时只投递给在线设备：不存储、不计未读、不更新会话、不做离线推送，发送方本地也不保存。默认 `false`。',
      "When `true`, the message goes only to devices that are online: it is not stored, not counted as unread, does not update conversations, gets no offline push, and is not saved on the sender's device either. Default `false`.",
    ),
  },
  sendCallback: {
    description: L(
      '发送回调：`onSuccess` 收到服务端确认后的消息（含 `serverMsgID`、`sendTime`），`onError` 收到错误码，`onProgress` 报告媒体文件上传进度（0–100）。',
      'Send callback: `onSuccess` receives the message as confirmed by the server (with `serverMsgID` and `sendTime`), `onError` the error code, and `onProgress` the media upload progress (0–100).',
    ),
    ref: 'callback/onProgress',
  },
  onProgress: {
    description: L(
      '上传进度回调，参数为 0–100 的整数，只有图片、语音、视频、文件消息会回调。',
      'Upload progress, called with an integer from 0 to 100; only image, sound, video and file messages report it.',
    ),
    ref: 'callback/onProgress',
  },
  conversationID: {
    description: L(
      '消息所在会话的 ID，例如单聊 `si_user001_user002`、群聊 `sg_group001`；可用 `getConversationIDBySessionType` 计算。',
      'ID of the conversation the message belongs to, e.g. `si_user001_user002` for a one-to-one chat or `sg_group001` for a group; `getConversationIDBySessionType` computes it.',
    ),
  },
  clientMsgID: {description: L('目标消息的 `clientMsgID`（客户端生成的消息 ID）。', 'The `clientMsgID` (client-generated ID) of the target message.')},
  accessParams: {
    description: L(
      '包含 `conversationID` 和 `clientMsgID` 的对象，指定要操作的消息。',
      'An object with `conversationID` and `clientMsgID` that identifies the message.',
    ),
  },
} satisfies Record<string, ParamDoc>;

/** iOS declarations of the two send methods, as OIMManager+Message.h writes them. */
const IOS_SEND_SIGNATURE: Record<string, string> = {
  sendMessage: `- (void)sendMessage:(OIMMessageInfo *)message
             recvID:(NSString * _Nullable)recvID
            groupID:(NSString * _Nullable)groupID
       isOnlineOnly:(BOOL)isOnlineOnly
    offlinePushInfo:(OIMOfflinePushInfo * _Nullable)offlinePushInfo
          onSuccess:(nullable OIMMessageInfoCallback)onSuccess
         onProgress:(nullable OIMNumberCallback)onProgress
          onFailure:(nullable OIMFailureCallback)onFailure;`,
  sendMessageNotOss: `- (void)sendMessageNotOss:(OIMMessageInfo *)message
                   recvID:(NSString * _Nullable)recvID
                  groupID:(NSString * _Nullable)groupID
             isOnlineOnly:(BOOL)isOnlineOnly
          offlinePushInfo:(OIMOfflinePushInfo * _Nullable)offlinePushInfo
                onSuccess:(nullable OIMMessageInfoCallback)onSuccess
               onProgress:(nullable OIMNumberCallback)onProgress
                onFailure:(nullable OIMFailureCallback)onFailure;`,
};

/** The send-family parameter table (sendMessage and sendMessageNotOss share it). */
function sendParams(notOss: boolean): Record<string, ParamDoc> {
  return {
    message: notOss
      ? {
          description: L(
            '要发送的消息对象。媒体消息必须由 `create*ByURL` 方法创建，其中的文件地址已可公开访问；SDK 不会再上传任何文件。',
            'The message to send. Media messages must come from a `create*ByURL` method with file URLs that are already reachable; the SDK uploads nothing.',
          ),
          ref: 'class/message/messageInfo',
        }
      : P.message,
    recvID: P.recvID,
    groupID: P.groupID,
    offlinePushInfo: P.offlinePushInfo,
    isOnlineOnly: P.isOnlineOnly,
    sendCallback: P.sendCallback,
    onProgress: P.onProgress,
    params: {
      description: L(
        '发送参数对象：`message`、`recvID`、`groupID`，可选 `offlinePushInfo`（不传时 SDK 填入默认推送标题）和 `isOnlineOnly`。',
        'Send parameters: `message`, `recvID`, `groupID`, and optionally `offlinePushInfo` (the SDK fills in a default push title when omitted) and `isOnlineOnly`.',
      ),
    },
  };
}

function sendPlatforms(notOss: boolean): SdkMethod['platforms'] {
  const jsName = notOss ? 'sendMessageNotOss' : 'sendMessage';
  const method = notOss ? 'SendMessageNotOss' : 'SendMessage';
  return {
    android: {
      name: jsName,
      signature: `public void ${jsName}(OnMsgSendCallback base, Message message, String recvUid, String recvGid, OfflinePushInfo offlinePushInfo)
public void ${jsName}(OnMsgSendCallback base, Message message, String recvUid, String recvGid, OfflinePushInfo offlinePushInfo, boolean isOnlineOnly)`,
      params: [
        {name: 'base', type: 'OnMsgSendCallback', doc: 'sendCallback'},
        {name: 'message', type: 'Message'},
        {name: 'recvUid', type: 'String', doc: 'recvID'},
        {name: 'recvGid', type: 'String', doc: 'groupID'},
        {name: 'offlinePushInfo', type: 'OfflinePushInfo'},
        {name: 'isOnlineOnly', type: 'boolean', required: false},
      ],
      returns: 'OnMsgSendCallback (Message)',
      example: `OpenIMClient.getInstance().messageManager.${jsName}(new OnMsgSendCallback() {
    @Override
    public void onProgress(long progress) { /* media upload 0-100 */ }
    @Override
    public void onSuccess(Message msg) { /* replace the local copy with msg */ }
    @Override
    public void onError(int code, String error) { Log.e("IM", "send failed: " + code); }
}, message, "user002", "", new OfflinePushInfo());`,
      note: L(
        '回调是第一个参数。五参数的重载等同于 `isOnlineOnly = false`。',
        'The callback comes first. The five-argument overload is the same as `isOnlineOnly = false`.',
      ),
    },
    ios: {
      name: `${jsName}:recvID:groupID:isOnlineOnly:offlinePushInfo:onSuccess:onProgress:onFailure:`,
      signature: IOS_SEND_SIGNATURE[jsName],
      params: [
        {name: 'message', type: 'OIMMessageInfo *'},
        {name: 'recvID', type: 'NSString *', required: false},
        {name: 'groupID', type: 'NSString *', required: false},
        {name: 'isOnlineOnly', type: 'BOOL'},
        {name: 'offlinePushInfo', type: 'OIMOfflinePushInfo *', required: false},
        {name: 'onSuccess', type: 'OIMMessageInfoCallback', required: false},
        {name: 'onProgress', type: 'OIMNumberCallback', required: false},
        {name: 'onFailure', type: 'OIMFailureCallback', required: false},
      ],
      returns: 'OIMMessageInfoCallback (OIMMessageInfo *)',
      example: `[OIMManager.manager ${jsName}:message
                              recvID:@"user002"
                             groupID:nil
                        isOnlineOnly:NO
                     offlinePushInfo:nil
                           onSuccess:^(OIMMessageInfo * _Nullable msg) { /* sent */ }
                          onProgress:^(NSInteger number) { /* upload 0-100 */ }
                           onFailure:^(NSInteger code, NSString * _Nullable msg) { NSLog(@"%ld", (long)code); }];`,
      note: L(
        '另有不带 `isOnlineOnly:` 的重载（等同 `NO`）。`offlinePushInfo` 为 `nil` 时传给内核的是空对象，不带推送标题。',
        'An overload without `isOnlineOnly:` is the same as `NO`. When `offlinePushInfo` is `nil` the core receives an empty object, so the push has no title.',
      ),
    },
    flutter: {
      name: jsName,
      signature: `Future<Message> ${jsName}({
  required Message message,
  required OfflinePushInfo offlinePushInfo,
  String? userID,
  String? groupID,
  bool isOnlineOnly = false,
  String? operationID,
})`,
      params: [
        {name: 'message', type: 'Message'},
        {name: 'offlinePushInfo', type: 'OfflinePushInfo'},
        {name: 'userID', type: 'String?', required: false, doc: 'recvID'},
        {name: 'groupID', type: 'String?', required: false},
        {name: 'isOnlineOnly', type: 'bool', required: false},
        {name: 'operationID', type: 'String?', required: false},
      ],
      returns: 'Future<Message>',
      example: `final sent = await OpenIM.iMManager.messageManager.${jsName}(
  message: message,
  userID: 'user002',
  offlinePushInfo: OfflinePushInfo(title: 'New message'),
);`,
      note: L(
        'Flutter 的接收者参数叫 `userID`，`offlinePushInfo` 必填。上传进度不在这个调用上，而是通过 `messageManager.setMsgSendProgressListener(OnMsgSendProgressListener(onProgress: (clientMsgID, progress) {...}))` 按 `clientMsgID` 回调。',
        'Flutter calls the receiver `userID` and requires `offlinePushInfo`. Upload progress is not on this call: register `messageManager.setMsgSendProgressListener(OnMsgSendProgressListener(onProgress: (clientMsgID, progress) {...}))`, which reports it per `clientMsgID`.',
      ),
    },
    web: {
      name: jsName,
      signature: `${jsName}(params: SendMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>`,
      params: [
        {name: 'params', type: 'SendMsgParams'},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: 'Promise<WsResponse<MessageItem>>',
      example: notOss
        ? `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const message: MessageItem; // from createImageMessageByURL or another create* method, its files already online

const {data: sent} = await OpenIM.sendMessageNotOss({recvID: 'user002', groupID: '', message});`
        : `import {CbEvents} from '@openim/wasm-client-sdk';
import type {MessageItem} from '@openim/wasm-client-sdk';

declare const message: MessageItem; // from createImageMessageByFile or another create* method

OpenIM.on(CbEvents.OnProgress, ({data}) => console.log(data.clientMsgID, data.progress));
const {data: sent} = await OpenIM.sendMessage({recvID: 'user002', groupID: '', message});`,
      note: notOss
        ? L(
            '所有参数放在一个对象里。该方法不上传文件，因此没有上传进度。',
            'All arguments go in one object. It uploads nothing, so there is no upload progress.',
          )
        : L(
            '所有参数放在一个对象里。上传进度通过全局事件 `CbEvents.OnProgress` 送达，事件数据为 `{clientMsgID, progress}`。',
            'All arguments go in one object. Upload progress arrives as the global event `CbEvents.OnProgress` with `{clientMsgID, progress}`.',
          ),
    },
    electron: {
      name: jsName,
      signature: `${jsName}(params: SendMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>`,
      params: [
        {name: 'params', type: 'SendMsgParams'},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: 'Promise<WsResponse<MessageItem>>',
      example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {MessageItem} from '@openim/wasm-client-sdk';

declare const message: MessageItem; // made by a create*Message call

IMSDK.on(CbEvents.OnProgress, ({data}) => console.log(data.clientMsgID, data.progress));
const {data: sent} = await IMSDK.${jsName}({recvID: 'user002', groupID: '', message});`,
    },
    'react-native': {
      name: jsName,
      signature: `${jsName}(params: SendMsgParams, operationID?: string): Promise<MessageItem>`,
      params: [
        {name: 'params', type: 'SendMsgParams'},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: 'Promise<MessageItem>',
      example: `import OpenIMSDK, {OpenIMEvent} from '@openim/rn-client-sdk';

OpenIMSDK.on(OpenIMEvent.SendMessageProgress, ({progress, message}) => console.log(message.clientMsgID, progress));
const sent = await OpenIMSDK.${jsName}({recvID: 'user002', groupID: '', message});`,
      note: L(
        '进度事件是 `OpenIMEvent.SendMessageProgress`，数据为 `{progress, message}`。',
        'The progress event is `OpenIMEvent.SendMessageProgress`, with `{progress, message}`.',
      ),
    },
    uniapp: {
      name: `IMMethods.${method}`,
      signature: `IMSDK.asyncApi(IMSDK.IMMethods.${method}, operationID: string, options: {recvID: string; groupID: string; message: MessageItem; offlinePushInfo: OfflinePush; isOnlineOnly?: boolean}): Promise<{data: MessageItem}>`,
      params: [
        {name: 'operationID', type: 'string'},
        {name: 'options', type: 'object', doc: 'params'},
      ],
      returns: 'Promise<{data: MessageItem}>',
      example: `import IMSDK from 'openim-uniapp-polyfill';
import type {MessageItem} from 'openim-uniapp-polyfill';

declare const message: MessageItem; // made with a Create*Message method

const {data: sent} = (await IMSDK.asyncApi(IMSDK.IMMethods.${method}, IMSDK.uuid(), {
  recvID: 'user002', groupID: '', message,
  offlinePushInfo: {title: 'New message', desc: '', ex: '', iOSPushSound: '', iOSBadgeCount: true},
})) as {data: MessageItem};`,
      note: L(
        'Android 原生插件无条件读取 `offlinePushInfo`，所以请总是传入。上传进度通过原生全局事件 `sendMessageProgress`（数据 `{message, progress}`）送达。',
        'The Android native plugin reads `offlinePushInfo` unconditionally, so always pass it. Upload progress arrives as the native global event `sendMessageProgress` with `{message, progress}`.',
      ),
    },
    'mini-program': {
      name: jsName,
      signature: `${jsName}(params: SendMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>`,
      params: [
        {name: 'params', type: 'SendMsgParams'},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: 'Promise<WsResponse<MessageItem>>',
      example: `const {data: message} = await OpenIM.createTextMessage('Hello');
const {data: sent} = await OpenIM.${jsName}({recvID: 'user002', groupID: '', message});`,
      note: notOss
        ? undefined
        : L(
            '小程序 SDK 的 `sendMessage` 实际调用的是代理的 `SendMessageNotOss`：它不会上传文件，媒体消息需先自行上传并用 URL 创建。',
            "The mini-program SDK's `sendMessage` actually calls the proxy's `SendMessageNotOss`: it uploads nothing, so upload media yourself first and create the message from URLs.",
          ),
    },
    unity: {
      name: notOss ? 'SendMessageNotOSS' : 'SendMessage',
      signature: `public static void ${notOss ? 'SendMessageNotOSS' : 'SendMessage'}(IMsgSendCallBack cb, Message message, string recvId, string groupId, OfflinePushInfo offlinePushInfo, bool isOnlineOnly)`,
      params: [
        {name: 'cb', type: 'IMsgSendCallBack', doc: 'sendCallback'},
        {name: 'message', type: 'Message'},
        {name: 'recvId', type: 'string', doc: 'recvID'},
        {name: 'groupId', type: 'string', doc: 'groupID'},
        {name: 'offlinePushInfo', type: 'OfflinePushInfo'},
        {name: 'isOnlineOnly', type: 'bool'},
      ],
      returns: 'IMsgSendCallBack.OnSuccess(Message)',
      example: `// sendCallback implements IMsgSendCallBack (OnSuccess, OnError, OnProgress)
IMSDK.${notOss ? 'SendMessageNotOSS' : 'SendMessage'}(sendCallback, message, "user002", "", new OfflinePushInfo(), false);`,
    },
  };
}

/** The three-line JS call forms (Web, Electron, RN, mini program) of a method taking one params object. */
function jsForms(o: {
  name: string;
  webType: string;
  webParam?: string;
  webResult: string;
  electronType?: string;
  electronResult: string;
  /** The Electron example's own imports and `declare` lines for the inputs `arg` uses, above the call. */
  electronInputs?: string;
  rnType?: string;
  rnResult: string;
  miniType?: string;
  miniParam?: string;
  miniResult: string;
  doc: string;
  arg: string;
  webNote?: Localized;
  miniNote?: Localized;
  /** The mini-program example when its parameters differ or it needs inputs declared; default: the shared call. */
  miniExample?: string;
}): Pick<SdkMethod['platforms'], 'web' | 'electron' | 'react-native' | 'mini-program'> {
  const webParam = o.webParam ?? 'data';
  return {
    web: {
      name: o.name,
      signature: `${o.name}${o.webResult.includes('<T>') ? '<T>' : ''}(${webParam}: ${o.webType}, operationID?: string): ${o.webResult}`,
      params: [
        {name: webParam, type: o.webType, doc: o.doc},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: o.webResult,
      example: `${WEB_EXAMPLE_HEADS[o.name] ?? ''}const res = await OpenIM.${o.name}(${o.arg});`,
      ...(o.webNote ? {note: o.webNote} : {}),
    },
    // The renderer's object inherits these methods from the Web SDK's interface (render.d.ts), parameter names included.
    electron: {
      name: o.name,
      signature: `${o.name}${o.electronResult.includes('<T>') ? '<T>' : ''}(${webParam}: ${o.electronType ?? o.webType}, operationID?: string): ${o.electronResult}`,
      params: [
        {name: webParam, type: o.electronType ?? o.webType, doc: o.doc},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: o.electronResult,
      example: `${o.electronInputs ? `${o.electronInputs}\n\n` : ''}const res = await IMSDK.${o.name}(${o.arg});`,
    },
    'react-native': {
      name: o.name,
      signature: `${o.name}(params: ${o.rnType ?? o.webType}, operationID?: string): ${o.rnResult}`,
      params: [
        {name: 'params', type: o.rnType ?? o.webType, doc: o.doc},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: o.rnResult,
      example: `const res = await OpenIMSDK.${o.name}(${o.arg});`,
    },
    'mini-program': {
      name: o.name,
      signature: `${o.name}(${o.miniParam ?? 'params'}: ${o.miniType ?? o.webType}, operationID?: string): ${o.miniResult}`,
      params: [
        {name: o.miniParam ?? 'params', type: o.miniType ?? o.webType, doc: o.doc},
        {name: 'operationID', type: 'string', required: false},
      ],
      returns: o.miniResult,
      example: o.miniExample ?? `const res = await OpenIM.${o.name}(${o.arg});`,
      ...(o.miniNote ? {note: o.miniNote} : {}),
    },
  };
}

/** The same four JS forms for a method whose only argument is the operation ID. */
function jsNoArgForms(name: string, electronResult: string): Pick<SdkMethod['platforms'], 'web' | 'electron' | 'react-native' | 'mini-program'> {
  const op = {name: 'operationID', type: 'string', required: false};
  return {
    web: {
      name,
      signature: `${name}<T>(operationID?: string): Promise<WsResponse<T>>`,
      params: [op],
      returns: 'Promise<WsResponse<T>>',
      example: `await OpenIM.${name}();`,
    },
    electron: {
      name,
      signature: `${name}${electronResult.includes('<T>') ? '<T>' : ''}(operationID?: string): ${electronResult}`,
      params: [{name: 'operationID', type: 'string', required: false}],
      returns: electronResult,
      example: `await IMSDK.${name}();`,
    },
    'react-native': {
      name,
      signature: `${name}(operationID?: string): Promise<unknown>`,
      params: [op],
      returns: 'Promise<unknown>',
      example: `await OpenIMSDK.${name}();`,
    },
    'mini-program': {
      name,
      signature: `${name}(operationID?: string): Promise<WsResponse<unknown>>`,
      params: [op],
      returns: 'Promise<WsResponse<unknown>>',
      example: `await OpenIM.${name}();`,
    },
  };
}

/**
 * What a Web example of jsForms needs above its call: the imports beyond the SDK object and the values its argument
 * takes from the app, so the example compiles as shown.
 */
const WEB_EXAMPLE_HEADS: Record<string, string> = {
  revokeMessage: `import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the message the user long-pressed\n\n`,
  deleteMessage: `import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the message the user long-pressed\n\n`,
  deleteMessageFromLocalStorage: `import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the message the user long-pressed\n\n`,
  setMessageLocalEx: `import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the voice message the user just played\n\n`,
  getAdvancedHistoryMessageList: `import {ViewType} from '@openim/wasm-client-sdk';\n\n`,
  getAdvancedHistoryMessageListReverse: `import {ViewType} from '@openim/wasm-client-sdk';\nimport type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const anchor: MessageItem; // the newest message loaded so far\n\n`,
  findMessageList: `declare const msgID1: string, msgID2: string; // clientMsgIDs the app kept, e.g. of starred messages\n\n`,
  insertSingleMessageToLocalStorage: `const {data: tipMessage} = await OpenIM.createTextMessage('Messages before 1 May are archived');\n`,
  insertGroupMessageToLocalStorage: `const {data: tipMessage} = await OpenIM.createTextMessage('Messages before 1 May are archived');\n`,
};

/** uni-app: `IMSDK.asyncApi(IMSDK.IMMethods.X, operationID, options)`. */
function uni(method: string, optionsType: string | null, doc: string, example: string, returns = 'Promise<{data: unknown}>'): PlatformMethod {
  return {
    name: `IMMethods.${method}`,
    signature: optionsType
      ? `IMSDK.asyncApi(IMSDK.IMMethods.${method}, operationID: string, options: ${optionsType}): ${returns}`
      : `IMSDK.asyncApi(IMSDK.IMMethods.${method}, operationID: string): ${returns}`,
    params: optionsType
      ? [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: optionsType, doc},
        ]
      : [{name: 'operationID', type: 'string'}],
    returns,
    example,
  };
}

export const MESSAGE_METHODS: readonly SdkMethod[] = [
  // ---------------------------------------------------------------- sendMessage
  {
    id: 'api/message/sendMessage',
    summary: L(
      '发送一条已创建的消息到单聊或群聊；媒体消息会先上传文件再发送。',
      'Sends a created message to a user or a group; for media messages the SDK uploads the files first.',
    ),
    requires: ['init', 'login'],
    params: sendParams(false),
    result: {
      description: L(
        '服务端确认后的消息对象：`status` 变为发送成功（2），并带上 `serverMsgID`、`sendTime`、`seq`（群聊）等服务端字段；媒体消息的 URL 已填好。',
        'The message as confirmed by the server: `status` becomes sent (2) and it carries server fields such as `serverMsgID` and `sendTime`; media URLs are filled in.',
      ),
      ref: 'class/message/messageInfo',
    },
    triggers: [
      'callback/onProgress',
      'callback/onNewConversation',
      'callback/onConversationChanged',
      'callback/onRecvNewMessages',
      'callback/onRecvNewMessage',
      'callback/onTotalUnreadMessageCountChanged',
    ],
    errors: [10002, 10204, 10205, 10400, 1203, 1302, 1303, 1402, 1403],
    platforms: sendPlatforms(false),
  },
  // ---------------------------------------------------------------- sendMessageNotOss
  {
    id: 'api/message/sendMessageNotOss',
    summary: L(
      '发送消息但不上传任何文件：媒体消息的文件必须已有可访问的 URL。',
      'Sends a message without uploading anything: the files of a media message must already have reachable URLs.',
    ),
    requires: ['init', 'login'],
    params: sendParams(true),
    result: {
      description: L(
        '服务端确认后的消息对象，字段同 `sendMessage` 的结果。',
        'The message as confirmed by the server, the same as the result of `sendMessage`.',
      ),
      ref: 'class/message/messageInfo',
    },
    triggers: ['callback/onNewConversation', 'callback/onConversationChanged', 'callback/onRecvNewMessages', 'callback/onRecvNewMessage'],
    errors: [10002, 10204, 10205, 10400, 1203, 1302, 1303, 1402, 1403],
    platforms: sendPlatforms(true),
  },
  // ---------------------------------------------------------------- revokeMessage
  {
    id: 'api/message/revokeMessage',
    summary: L(
      '撤回一条已发送成功的消息：会话双方（群内所有成员）看到的原消息都被替换为撤回通知。',
      'Revokes a successfully sent message: everyone in the conversation sees the original replaced by a revoke notice.',
    ),
    requires: ['init', 'login'],
    params: {conversationID: P.conversationID, clientMsgID: P.clientMsgID, params: P.accessParams},
    result: {description: L('无业务数据；成功表示服务端已撤回。', 'No payload; success means the server has revoked the message.')},
    triggers: ['callback/onNewRecvMessageRevoked', 'callback/onConversationChanged'],
    errors: [1002, 1004, 1404],
    platforms: {
      android: {
        name: 'revokeMessageV2',
        signature: 'public void revokeMessageV2(OnBase<String> callBack, String conversationID, String clientMsgID)',
        params: [
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.revokeMessageV2(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* wait for onRecvMessageRevokedV2 to update the UI */ }
}, "si_user001_user002", message.getClientMsgID());`,
        note: L(
          'Android 上名为 `revokeMessageV2`；监听里对应的回调是 `onRecvMessageRevokedV2`。',
          'On Android it is `revokeMessageV2`; the matching listener callback is `onRecvMessageRevokedV2`.',
        ),
      },
      ios: {
        name: 'revokeMessage:clientMsgID:onSuccess:onFailure:',
        signature: `- (void)revokeMessage:(NSString *)conversationID
          clientMsgID:(NSString *)clientMsgID
            onSuccess:(OIMSuccessCallback)onSuccess
            onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'clientMsgID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager revokeMessage:@"si_user001_user002"
                      clientMsgID:message.clientMsgID
                        onSuccess:^(NSString * _Nullable data) { }
                        onFailure:^(NSInteger code, NSString * _Nullable msg) { NSLog(@"%ld %@", (long)code, msg); }];`,
      },
      flutter: {
        name: 'revokeMessage',
        signature: `Future revokeMessage({
  required String conversationID,
  required String clientMsgID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.messageManager.revokeMessage(
  conversationID: 'si_user001_user002',
  clientMsgID: message.clientMsgID!,
);`,
      },
      ...jsForms({
        name: 'revokeMessage',
        webType: 'AccessMessageParams',
        webResult: 'Promise<WsResponse<T>>',
        electronResult: 'Promise<WsResponse<T>>',
        electronInputs: "import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the message the user long-pressed",
        rnType: 'OperateMessageParams',
        rnResult: 'Promise<unknown>',
        miniType: 'OpreateMessageParams',
        miniResult: 'Promise<WsResponse<unknown>>',
        miniExample: `import type {MessageItem} from 'open-im-sdk';

declare const message: MessageItem; // the message the user long-pressed
const res = await OpenIM.revokeMessage({conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID});`,
        doc: 'params',
        arg: "{conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID}",
      }),
      uniapp: uni(
        'RevokeMessage',
        '{conversationID: string; clientMsgID: string}',
        'params',
        `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const message: MessageItem; // the message the user long-pressed

await IMSDK.asyncApi(IMSDK.IMMethods.RevokeMessage, IMSDK.uuid(), {conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID});`,
      ),
      unity: {
        name: 'RevokeMessage',
        signature: 'public static void RevokeMessage(OnBase<bool> cb, string conversationId, string clientMsgId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
          {name: 'clientMsgId', type: 'string', doc: 'clientMsgID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.RevokeMessage((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"revoke failed: {errCode} {errMsg}");
}, "si_user001_user002", message.ClientMsgID);`,
      },
    },
  },
  // ---------------------------------------------------------------- typingStatusUpdate
  {
    id: 'api/message/typingStatusUpdate',
    summary: L(
      '（已弃用）向单聊对方发送一条“正在输入”状态消息；新代码请用 `changeInputStates`。',
      '(Deprecated) Sends a "typing" status message to the other user of a one-to-one chat; new code should use `changeInputStates`.',
    ),
    requires: ['init', 'login'],
    params: {
      recvID: {description: L('单聊对方的用户 ID，不能为空。', 'User ID of the other user in the one-to-one chat; must not be empty.')},
      msgTip: {
        description: L(
          '状态文本。接收端内核只认 `"yes"`（开始输入），其他任何值都视为停止输入；文本本身不会交给接收方应用。',
          'Status text. The receiving core only recognises `"yes"` (started typing) and treats any other value as stopped; the text itself is not handed to the receiving app.',
        ),
      },
      params: {description: L('包含 `recvID` 和 `msgTip` 的对象。', 'An object with `recvID` and `msgTip`.')},
    },
    result: {description: L('无业务数据；成功表示状态消息已被服务端接收。', 'No payload; success means the server accepted the status message.')},
    triggers: ['callback/onInputStatusChanged'],
    errors: [10002],
    platforms: {
      android: {
        name: 'typingStatusUpdate',
        signature: 'public void typingStatusUpdate(OnBase<String> base, String userID, String msgTip)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'userID', type: 'String', doc: 'recvID'},
          {name: 'msgTip', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.typingStatusUpdate(new OnBase<String>() {
}, "user002", "yes");`,
      },
      ios: {
        name: 'typingStatusUpdate:msgTip:onSuccess:onFailure:',
        signature: `- (void)typingStatusUpdate:(NSString *)recvID
                    msgTip:(NSString *)msgTip
                 onSuccess:(nullable OIMSuccessCallback)onSuccess
                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'recvID', type: 'NSString *'},
          {name: 'msgTip', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager typingStatusUpdate:@"user002"
                               msgTip:@"yes"
                            onSuccess:nil
                            onFailure:nil];`,
      },
      flutter: {
        name: 'typingStatusUpdate',
        signature: `@Deprecated('Use [OpenIM.iMManager.conversationManager.changeInputStates(conversationID:focus:)] instead')
Future typingStatusUpdate({
  required String userID,
  String? msgTip,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String', doc: 'recvID'},
          {name: 'msgTip', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `// throws UnimplementedError in 3.8.3; use changeInputStates instead
await OpenIM.iMManager.conversationManager.changeInputStates(
  conversationID: 'si_user001_user002',
  focus: true,
);`,
        note: L(
          'Flutter 3.8.3 中该方法已标记弃用，调用会直接抛出 `UnimplementedError`，请改用 `conversationManager.changeInputStates`。',
          'In Flutter 3.8.3 the method is deprecated and throws `UnimplementedError` when called; use `conversationManager.changeInputStates`.',
        ),
      },
      ...jsForms({
        name: 'typingStatusUpdate',
        webType: 'TypingUpdateParams',
        webResult: 'Promise<WsResponse<T>>',
        electronResult: 'Promise<WsResponse<T>>',
        rnResult: 'Promise<unknown>',
        miniResult: 'Promise<WsResponse<unknown>>',
        doc: 'params',
        arg: "{recvID: 'user002', msgTip: 'yes'}",
        webNote: L('Web SDK 中已标记 `@deprecated`，建议改用 `changeInputStates`。', 'Marked `@deprecated` in the Web SDK; prefer `changeInputStates`.'),
      }),
      uniapp: uni(
        'TypingStatusUpdate',
        '{recvID: string; msgTip: string}',
        'params',
        "await IMSDK.asyncApi(IMSDK.IMMethods.TypingStatusUpdate, IMSDK.uuid(), {recvID: 'user002', msgTip: 'yes'});",
      ),
      unity: {
        name: 'TypingStatusUpdate',
        signature: 'public static void TypingStatusUpdate(OnBase<bool> cb, string recvId, string msgTip)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'recvId', type: 'string', doc: 'recvID'},
          {name: 'msgTip', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: 'IMSDK.TypingStatusUpdate((ok, errCode, errMsg) => { }, "user002", "yes");',
      },
    },
  },
  // ---------------------------------------------------------------- getAdvancedHistoryMessageList
  ...(['getAdvancedHistoryMessageList', 'getAdvancedHistoryMessageListReverse'] as const).map((name): SdkMethod => {
    const reverse = name.endsWith('Reverse');
    const Name = name[0].toUpperCase() + name.slice(1);
    return {
      id: `api/message/${name}`,
      summary: reverse
        ? L(
            '从指定消息开始向后（更新的方向）分页拉取一个会话的消息，常用于从搜索结果定位后向下加载。',
            "Pages through a conversation's messages from a given message towards newer ones, typically after jumping to a search hit.",
          )
        : L(
            '从最新一条（或指定消息）开始向前（更早的方向）分页拉取一个会话的历史消息。',
            "Pages through a conversation's history from the newest message (or a given one) towards older ones.",
          ),
      requires: ['init', 'login'],
      params: {
        conversationID: P.conversationID,
        startClientMsgID: {
          description: reverse
            ? L(
                '起点消息的 `clientMsgID`，结果不含它本身；翻下一页时传上一页最后一条（最新的）消息。',
                '`clientMsgID` of the starting message, which is not included; for the next page pass the last (newest) message of the previous page.',
              )
            : L(
                '起点消息的 `clientMsgID`，结果不含它本身；首页传空字符串，翻页时传上一页第一条（最早的）消息。',
                '`clientMsgID` of the starting message, which is not included; empty for the first page, then the first (oldest) message of the previous page.',
              ),
        },
        startMsg: {
          description: reverse
            ? L(
                '起点消息对象，SDK 取它的 `clientMsgID`；翻页时传上一页最新的一条。',
                'The starting message; the SDK uses its `clientMsgID`. For the next page pass the newest message of the previous page.',
              )
            : L(
                '起点消息对象，SDK 取它的 `clientMsgID`；首页传 `null`，翻页时传上一页最早的一条。',
                'The starting message; the SDK uses its `clientMsgID`. `null` for the first page, then the oldest message of the previous page.',
              ),
          ref: 'class/message/messageInfo',
        },
        count: {description: L('每页条数，常用 20–40。', 'Messages per page, typically 20–40.')},
        viewType: {
          description: L(
            '视图类型：`0` 普通聊天窗口（History），`1` 搜索定位视图（Search）。两种视图各自记录翻页位置，互不干扰。',
            'View type: `0` for the chat window (History), `1` for a view opened from search (Search). Each view keeps its own paging position.',
          ),
          ref: 'enum/viewType',
        },
        lastMinSeq: {
          description: L(
            '旧版分页参数，3.8.3 内核的请求结构已不读取它，传 `0` 即可。',
            "A paging field from older versions; the 3.8.3 core's request no longer reads it, so pass `0`.",
          ),
        },
        options: {
          description: L(
            '分页参数对象：`conversationID`、`startClientMsgID`、`count`、`viewType`。',
            'Paging parameters: `conversationID`, `startClientMsgID`, `count`, `viewType`.',
          ),
          ref: 'class/message/GetAdvancedHistoryMessageListParams',
        },
      },
      result: {
        description: reverse
          ? L(
              '`messageList`（按时间从旧到新）和 `isEnd`（已到最新一条时为 `true`）。',
              '`messageList` (oldest first) and `isEnd` (`true` once the newest message has been reached).',
            )
          : L(
              '`messageList`（按时间从旧到新排列）和 `isEnd`（没有更早的消息时为 `true`）。',
              '`messageList` (sorted oldest first) and `isEnd` (`true` when there is nothing older).',
            ),
        ref: 'class/message/advancedHistoryInfo',
      },
      triggers: [],
      errors: [10002],
      platforms: {
        android: {
          name,
          signature: `public void ${name}(OnBase<AdvancedMessage> callBack, String conversationID, Message startMsg, int count, ViewType viewType)`,
          params: [
            {name: 'callBack', type: 'OnBase<AdvancedMessage>', doc: 'callback'},
            {name: 'conversationID', type: 'String'},
            {name: 'startMsg', type: 'Message', required: false},
            {name: 'count', type: 'int'},
            {name: 'viewType', type: 'ViewType'},
          ],
          returns: 'OnBase<AdvancedMessage>',
          example: `OpenIMClient.getInstance().messageManager.${name}(new OnBase<AdvancedMessage>() {
    @Override
    public void onSuccess(AdvancedMessage data) {
        List<Message> page = data.getMessageList();
        boolean noMore = data.isEnd();
    }
}, "si_user001_user002", ${reverse ? 'anchorMessage' : 'null'}, 20, ViewType.History);`,
          note: L(
            '`startMsg` 传消息对象而不是 ID；`AdvancedMessage` 仍有 `lastMinSeq` 字段，但 3.8.3 内核不再填写它。',
            '`startMsg` takes the message object, not its ID. `AdvancedMessage` still has a `lastMinSeq` field, which the 3.8.3 core no longer fills.',
          ),
        },
        ios: {
          name: `${name}:onSuccess:onFailure:`,
          signature: `- (void)${name}:(OIMGetAdvancedHistoryMessageListParam *)opts
${' '.repeat(name.length - 1)}onSuccess:(nullable OIMGetAdvancedHistoryMessageListCallback)onSuccess
${' '.repeat(name.length - 1)}onFailure:(nullable OIMFailureCallback)onFailure;`,
          params: [
            {name: 'opts', type: 'OIMGetAdvancedHistoryMessageListParam *', doc: 'options'},
            {name: 'onSuccess', type: 'OIMGetAdvancedHistoryMessageListCallback', required: false},
            {name: 'onFailure', type: 'OIMFailureCallback', required: false},
          ],
          returns: 'OIMGetAdvancedHistoryMessageListCallback (OIMGetAdvancedHistoryMessageListInfo *)',
          example: `OIMGetAdvancedHistoryMessageListParam *opts = [OIMGetAdvancedHistoryMessageListParam new];
opts.conversationID = @"si_user001_user002";
opts.startClientMsgID = ${reverse ? 'anchorMessage.clientMsgID' : 'nil'};
opts.count = 20;
[OIMManager.manager ${name}:opts
    onSuccess:^(OIMGetAdvancedHistoryMessageListInfo * _Nullable result) { /* result.messageList, result.isEnd */ }
    onFailure:nil];`,
          note: L(
            '参数类继承自 `OIMGetMessageOptions`，还带有 `userID`、`groupID` 属性，但内核只按 `conversationID` 查询。',
            'The parameter class inherits `userID` and `groupID` from `OIMGetMessageOptions`, but the core queries by `conversationID` only.',
          ),
        },
        flutter: {
          name,
          signature: `Future<AdvancedMessage> ${name}({
  String? conversationID,
  Message? startMsg,
  GetHistoryViewType viewType = GetHistoryViewType.history,
  int? count,
  String? operationID,
})`,
          params: [
            {name: 'conversationID', type: 'String?', required: false},
            {name: 'startMsg', type: 'Message?', required: false},
            {name: 'viewType', type: 'GetHistoryViewType', required: false},
            {name: 'count', type: 'int?', required: false},
            {name: 'operationID', type: 'String?', required: false},
          ],
          returns: 'Future<AdvancedMessage>',
          example: `final page = await OpenIM.iMManager.messageManager.${name}(
  conversationID: 'si_user001_user002',
  startMsg: ${reverse ? 'anchorMessage' : 'oldestLoaded'}, // null for the first page
  count: 20,
);`,
          note: L('`count` 不传时为 40。', '`count` defaults to 40.'),
        },
        ...jsForms({
          name,
          webType: 'GetAdvancedHistoryMsgParams',
          webParam: 'params',
          webResult: 'Promise<WsResponse<AdvancedGetMessageResult>>',
          electronResult: 'Promise<WsResponse<AdvancedGetMessageResult>>',
          electronInputs: reverse
            ? "import {ViewType} from '@openim/wasm-client-sdk';\nimport type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const anchor: MessageItem; // the newest message loaded so far"
            : "import {ViewType} from '@openim/wasm-client-sdk';",
          rnResult: 'Promise<AdvancedGetMessageResult>',
          miniResult: 'Promise<WsResponse<AdvancedGetMessageResult>>',
          miniExample: reverse
            ? `import type {MessageItem} from 'open-im-sdk';

declare const anchor: MessageItem; // the newest message loaded so far
const res = await OpenIM.${name}({conversationID: 'si_user001_user002', startClientMsgID: anchor.clientMsgID, count: 20, lastMinSeq: 0});`
            : `const res = await OpenIM.${name}({conversationID: 'si_user001_user002', startClientMsgID: '', count: 20, lastMinSeq: 0});`,
          doc: 'options',
          arg: `{conversationID: 'si_user001_user002', startClientMsgID: ${reverse ? 'anchor.clientMsgID' : "''"}, count: 20, viewType: ViewType.History}`,
          miniNote: L(
            '小程序 SDK 的参数类型没有 `viewType`（内核按默认值 0 即普通聊天视图处理），反而要求 `lastMinSeq`（另有可选的 `userID`、`groupID`）；`lastMinSeq` 传 `0` 即可。',
            "The mini-program SDK's parameter type has no `viewType` (the core uses the default 0, the chat view) and requires `lastMinSeq` instead (with optional `userID` and `groupID`); pass `0` for `lastMinSeq`.",
          ),
        }),
        uniapp: uni(
          Name,
          '{conversationID: string; startClientMsgID: string; count: number; viewType: number}',
          'options',
          `import type {MessageItem} from 'openim-uniapp-polyfill';

${reverse ? 'declare const anchor: MessageItem; // the newest message shown; the call loads the ones after it\n\n' : ''}const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.${Name}, IMSDK.uuid(), {
  conversationID: 'si_user001_user002', startClientMsgID: ${reverse ? 'anchor.clientMsgID' : "''"}, count: 20, viewType: 0,
})) as {data: {messageList: MessageItem[]; isEnd: boolean}};`,
          'Promise<{data: AdvancedGetMessageResult}>',
        ),
        unity: {
          name: Name,
          signature: `public static void ${Name}(OnBase<AdvancedMessageResult> cb, GetAdvancedHistoryMessageListParams getMessageOptions)`,
          params: [
            {name: 'cb', type: 'OnBase<AdvancedMessageResult>'},
            {name: 'getMessageOptions', type: 'GetAdvancedHistoryMessageListParams', doc: 'options'},
          ],
          returns: 'OnBase<AdvancedMessageResult>',
          example: `IMSDK.${Name}((page, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{page.MessageList.Length} messages, end: {page.IsEnd}");
}, new GetAdvancedHistoryMessageListParams { ConversationID = "si_user001_user002", Count = 20 });`,
          note: L(
            'Unity 的参数类没有 `ViewType` 字段（内核按默认值 0 即普通视图处理），另有不再使用的 `LastMinSeq`。',
            "Unity's parameter class has no `ViewType` field (the core uses the default 0, the chat view) and carries an unused `LastMinSeq`.",
          ),
        },
      },
    };
  }),
  // ---------------------------------------------------------------- findMessageList
  {
    id: 'api/message/findMessageList',
    summary: L(
      '按会话 ID 和 `clientMsgID` 列表从本地数据库批量查找消息，按会话分组返回。',
      'Looks up messages in the local database by conversation ID and `clientMsgID` lists, returned grouped by conversation.',
    ),
    requires: ['init', 'login'],
    params: {
      searchParams: {
        description: L(
          '查询条件数组，每项包含 `conversationID` 和该会话内要查找的 `clientMsgIDList`。',
          'An array of queries, each with a `conversationID` and the `clientMsgIDList` to look up in it.',
        ),
        ref: 'class/message/ConversationArgs',
      },
    },
    result: {
      description: L(
        '`totalCount` 与 `findResultItems`：每个会话一项，含会话名称、头像、类型和找到的 `messageList`。本地不存在的会话被跳过。',
        '`totalCount` and `findResultItems`: one item per conversation with its name, avatar, type and the `messageList` found. Conversations not in the local database are skipped.',
      ),
      ref: 'class/message/searchResultItem',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'findMessageList',
        signature: 'public void findMessageList(OnBase<SearchResult> base, List<SearchParams> searchParams)',
        params: [
          {name: 'base', type: 'OnBase<SearchResult>', doc: 'callback'},
          {name: 'searchParams', type: 'List<SearchParams>'},
        ],
        returns: 'OnBase<SearchResult>',
        example: `SearchParams query = new SearchParams();
query.setConversationID("si_user001_user002");
query.setClientMsgIDList(Arrays.asList(msgID1, msgID2));
OpenIMClient.getInstance().messageManager.findMessageList(new OnBase<SearchResult>() {
    @Override
    public void onSuccess(SearchResult data) { /* data.getFindResultItems() */ }
}, Collections.singletonList(query));`,
      },
      ios: {
        name: 'findMessageList:onSuccess:onFailure:',
        signature: `- (void)findMessageList:(NSArray<OIMFindMessageListParam *> *)param
              onSuccess:(nullable OIMMessageSearchCallback)onSuccess
              onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'param', type: 'NSArray<OIMFindMessageListParam *> *', doc: 'searchParams'},
          {name: 'onSuccess', type: 'OIMMessageSearchCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMMessageSearchCallback (OIMSearchResultInfo *)',
        example: `OIMFindMessageListParam *query = [OIMFindMessageListParam new];
query.conversationID = @"si_user001_user002";
query.clientMsgIDList = @[msgID1, msgID2];
[OIMManager.manager findMessageList:@[query]
                          onSuccess:^(OIMSearchResultInfo * _Nullable result) { }
                          onFailure:nil];`,
      },
      flutter: {
        name: 'findMessageList',
        signature: `Future<SearchResult> findMessageList({
  required List<SearchParams> searchParams,
  String? operationID,
})`,
        params: [
          {name: 'searchParams', type: 'List<SearchParams>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<SearchResult>',
        example: `final result = await OpenIM.iMManager.messageManager.findMessageList(searchParams: [
  SearchParams(conversationID: 'si_user001_user002', clientMsgIDList: [msgID1, msgID2]),
]);`,
      },
      ...jsForms({
        name: 'findMessageList',
        webType: 'FindMessageParams[]',
        webResult: 'Promise<WsResponse<SearchMessageResult>>',
        electronResult: 'Promise<WsResponse<SearchMessageResult>>',
        electronInputs: 'declare const msgID1: string, msgID2: string; // clientMsgIDs your app saved, e.g. with a bookmark',
        rnResult: 'Promise<SearchMessageResult>',
        miniResult: 'Promise<WsResponse<SearchMessageResult>>',
        miniExample: `declare const clientMsgIDs: string[]; // e.g. the IDs your app saved when the user pinned messages
const res = await OpenIM.findMessageList([{conversationID: 'si_user001_user002', clientMsgIDList: clientMsgIDs}]);`,
        doc: 'searchParams',
        arg: "[{conversationID: 'si_user001_user002', clientMsgIDList: [msgID1, msgID2]}]",
      }),
      uniapp: uni(
        'FindMessageList',
        '{conversationID: string; clientMsgIDList: string[]}[]',
        'searchParams',
        `import type {SearchMessageResultItem} from 'openim-uniapp-polyfill';

declare const clientMsgID: string; // the clientMsgID of a message your app kept, e.g. a pinned one

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.FindMessageList, IMSDK.uuid(), [
  {conversationID: 'si_user001_user002', clientMsgIDList: [clientMsgID]},
])) as {data: {totalCount: number; findResultItems: SearchMessageResultItem[]}};`,
        'Promise<{data: {totalCount: number; findResultItems: SearchMessageResultItem[]}}>',
      ),
      unity: {
        name: 'FindMessageList',
        signature: 'public static void FindMessageList(OnBase<FindMessageResult> cb, ConversationArgs[] findMessageOptions)',
        params: [
          {name: 'cb', type: 'OnBase<FindMessageResult>'},
          {name: 'findMessageOptions', type: 'ConversationArgs[]', doc: 'searchParams'},
        ],
        returns: 'OnBase<FindMessageResult>',
        example: `IMSDK.FindMessageList((result, errCode, errMsg) => { }, new[] {
    new ConversationArgs { ConversationID = "si_user001_user002", ClientMsgIDList = new[] { msgID1 } },
});`,
      },
    },
  },
  // ---------------------------------------------------------------- searchLocalMessages
  {
    id: 'api/message/searchLocalMessages',
    summary: L(
      '在本地数据库中按关键词、消息类型、发送者和时间范围搜索消息，可限定单个会话并分页。',
      'Searches the local database for messages by keyword, message type, sender and time range, optionally within one conversation and paged.',
    ),
    requires: ['init', 'login'],
    params: {
      searchParam: {
        description: L('搜索条件对象，字段见参数类型。', 'The search conditions; see the parameter type for the fields.'),
        ref: 'class/message/SearchMessagesParams',
      },
      conversationID: {
        description: L(
          '只在这个会话内搜索（此时 `pageIndex`、`count` 必须 ≥1）；传空字符串表示搜索全部会话，且不分页。',
          'Search only this conversation (then `pageIndex` and `count` must be ≥ 1); an empty string searches all conversations, without paging.',
        ),
      },
      keywordList: {description: L('关键词列表；与 `messageTypeList` 不能同时为空。', 'Keywords; must not be empty together with `messageTypeList`.')},
      keywordListMatchType: {
        description: L(
          '多个关键词的匹配方式：`0` 任一匹配（或），`1` 全部匹配（与）。',
          'How several keywords match: `0` any of them (or), `1` all of them (and).',
        ),
      },
      senderUserIDList: {
        description: L(
          '按发送者过滤的用户 ID 列表。各平台都声明了这个字段，但 3.8.3 内核并不使用它，需要时请自行过滤结果。',
          'User IDs to filter senders by. Every platform declares the field, but the 3.8.3 core ignores it; filter the results yourself if needed.',
        ),
      },
      messageTypeList: {
        description: L(
          '消息类型（`contentType`）列表。在单个会话内按关键词搜索时只在文本（101）、@ 文本（106）、文件（105）中匹配；为空时默认这三种。',
          'Message types (`contentType`). A keyword search within one conversation matches only text (101), @ text (106) and file (105) messages; these three are the default when empty.',
        ),
        ref: 'enum/messageContentType',
      },
      searchTimePosition: {
        description: L('搜索的结束时间点（秒级 Unix 时间戳）；`0` 表示现在。', 'End of the time range as a Unix timestamp in seconds; `0` means now.'),
      },
      searchTimePeriod: {
        description: L('从结束时间点往前的时间跨度（秒）；`0` 表示不限。', 'How far back from the end point to search, in seconds; `0` for no limit.'),
      },
      pageIndex: {
        description: L('页码，从 1 开始；只在指定了 `conversationID` 时生效。', 'Page number starting at 1; only used when `conversationID` is given.'),
      },
      count: {description: L('每页条数；只在指定了 `conversationID` 时生效。', 'Results per page; only used when `conversationID` is given.')},
    },
    result: {
      description: L(
        '`totalCount` 与 `searchResultItems`：按会话分组，每组含会话信息、`messageCount` 和匹配的 `messageList`，按会话最新消息时间倒序排列。',
        "`totalCount` and `searchResultItems`: grouped by conversation, each with the conversation's details, `messageCount` and the matching `messageList`, sorted by the conversation's latest message time, newest first.",
      ),
      ref: 'class/message/searchResultItem',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'searchLocalMessages',
        signature: `public void searchLocalMessages(OnBase<SearchResult> base, String conversationID, List<String> keywordList, int keywordListMatchType,
                                List<String> senderUserIDList, List<Integer> messageTypeList, int searchTimePosition, int searchTimePeriod, int pageIndex
    , int count)`,
        params: [
          {name: 'base', type: 'OnBase<SearchResult>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
          {name: 'keywordList', type: 'List<String>'},
          {name: 'keywordListMatchType', type: 'int'},
          {name: 'senderUserIDList', type: 'List<String>'},
          {name: 'messageTypeList', type: 'List<Integer>'},
          {name: 'searchTimePosition', type: 'int'},
          {name: 'searchTimePeriod', type: 'int'},
          {name: 'pageIndex', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<SearchResult>',
        example: `OpenIMClient.getInstance().messageManager.searchLocalMessages(new OnBase<SearchResult>() {
    @Override
    public void onSuccess(SearchResult data) { /* data.getSearchResultItems() */ }
}, "si_user001_user002", Collections.singletonList("invoice"), 0,
   new ArrayList<>(), new ArrayList<>(), 0, 0, 1, 20);`,
        note: L(
          'Android 把搜索条件拆成九个位置参数，时间参数是 `int`。',
          'Android spreads the conditions over nine positional parameters, with the times as `int`.',
        ),
      },
      ios: {
        name: 'searchLocalMessages:onSuccess:onFailure:',
        signature: `- (void)searchLocalMessages:(OIMSearchParam *)param
                  onSuccess:(nullable OIMMessageSearchCallback)onSuccess
                  onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'param', type: 'OIMSearchParam *', doc: 'searchParam'},
          {name: 'onSuccess', type: 'OIMMessageSearchCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMMessageSearchCallback (OIMSearchResultInfo *)',
        example: `OIMSearchParam *param = [OIMSearchParam new];
param.conversationID = @"si_user001_user002";
param.keywordList = @[@"invoice"];
param.pageIndex = 1;
param.count = 20;
[OIMManager.manager searchLocalMessages:param onSuccess:^(OIMSearchResultInfo * _Nullable result) { } onFailure:nil];`,
      },
      flutter: {
        name: 'searchLocalMessages',
        signature: `Future<SearchResult> searchLocalMessages({
  String? conversationID,
  List<String> keywordList = const [],
  int keywordListMatchType = 0,
  List<String> senderUserIDList = const [],
  List<int> messageTypeList = const [],
  int searchTimePosition = 0,
  int searchTimePeriod = 0,
  int pageIndex = 1,
  int count = 40,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String?', required: false},
          {name: 'keywordList', type: 'List<String>', required: false},
          {name: 'keywordListMatchType', type: 'int', required: false},
          {name: 'senderUserIDList', type: 'List<String>', required: false},
          {name: 'messageTypeList', type: 'List<int>', required: false},
          {name: 'searchTimePosition', type: 'int', required: false},
          {name: 'searchTimePeriod', type: 'int', required: false},
          {name: 'pageIndex', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<SearchResult>',
        example: `final result = await OpenIM.iMManager.messageManager.searchLocalMessages(
  conversationID: 'si_user001_user002',
  keywordList: ['invoice'],
  count: 20,
);`,
        note: L('命名参数都有默认值：`pageIndex` 1、`count` 40。', 'Every named parameter has a default: `pageIndex` 1, `count` 40.'),
      },
      ...jsForms({
        name: 'searchLocalMessages',
        webType: 'SearchLocalParams',
        webResult: 'Promise<WsResponse<SearchMessageResult>>',
        electronResult: 'Promise<WsResponse<SearchMessageResult>>',
        rnResult: 'Promise<SearchMessageResult>',
        miniResult: 'Promise<WsResponse<SearchMessageResult>>',
        doc: 'searchParam',
        arg: "{conversationID: 'si_user001_user002', keywordList: ['invoice'], pageIndex: 1, count: 20}",
      }),
      uniapp: uni(
        'SearchLocalMessages',
        'SearchLocalParams',
        'searchParam',
        `import type {SearchMessageResult} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.SearchLocalMessages, IMSDK.uuid(), {conversationID: '', keywordList: ['invoice']})) as {
  data: SearchMessageResult;
};`,
        'Promise<{data: SearchMessageResult}>',
      ),
      unity: {
        name: 'SearchLocalMessages',
        signature: 'public static void SearchLocalMessages(OnBase<SearchMessageResult> cb, SearchMessagesParams searchParam)',
        params: [
          {name: 'cb', type: 'OnBase<SearchMessageResult>'},
          {name: 'searchParam', type: 'SearchMessagesParams'},
        ],
        returns: 'OnBase<SearchMessageResult>',
        example: `IMSDK.SearchLocalMessages((result, errCode, errMsg) => { }, new SearchMessagesParams {
    ConversationID = "si_user001_user002", KeywordList = new[] { "invoice" }, PageIndex = 1, Count = 20,
});`,
      },
    },
  },
  // ---------------------------------------------------------------- deleteMessage
  {
    id: 'api/message/deleteMessage',
    summary: L(
      '删除自己的一条消息：先在服务端为当前用户删除，再从本地删除；对方不受影响。',
      'Deletes one message for yourself: first on the server for the current user, then locally; the other party keeps it.',
    ),
    requires: ['init', 'login'],
    params: {conversationID: P.conversationID, clientMsgID: P.clientMsgID, params: P.accessParams},
    result: {description: L('无业务数据。', 'No payload.')},
    triggers: ['callback/onConversationChanged', 'callback/onTotalUnreadMessageCountChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'deleteMessageFromLocalAndSvr',
        signature: 'public void deleteMessageFromLocalAndSvr(String conversationID, String clientMsgID, OnBase<String> callBack)',
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.deleteMessageFromLocalAndSvr(
    "si_user001_user002", message.getClientMsgID(), new OnBase<String>() {
        @Override
        public void onSuccess(String data) { /* remove it from the list */ }
    });`,
        note: L('Android 上名为 `deleteMessageFromLocalAndSvr`，回调在最后。', 'On Android it is `deleteMessageFromLocalAndSvr`, with the callback last.'),
      },
      ios: {
        name: 'deleteMessage:clientMsgID:onSuccess:onFailure:',
        signature: `- (void)deleteMessage:(NSString *)conversationID
          clientMsgID:(NSString *)clientMsgID
            onSuccess:(nullable OIMSuccessCallback)onSuccess
            onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'clientMsgID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager deleteMessage:@"si_user001_user002"
                      clientMsgID:message.clientMsgID
                        onSuccess:^(NSString * _Nullable data) { }
                        onFailure:nil];`,
      },
      flutter: {
        name: 'deleteMessageFromLocalAndSvr',
        signature: `Future<dynamic> deleteMessageFromLocalAndSvr({
  required String conversationID,
  required String clientMsgID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.messageManager.deleteMessageFromLocalAndSvr(
  conversationID: 'si_user001_user002',
  clientMsgID: message.clientMsgID!,
);`,
        note: L('Flutter 上名为 `deleteMessageFromLocalAndSvr`。', 'On Flutter it is `deleteMessageFromLocalAndSvr`.'),
      },
      ...jsForms({
        name: 'deleteMessage',
        webType: 'AccessMessageParams',
        webResult: 'Promise<WsResponse<T>>',
        electronResult: 'Promise<WsResponse<T>>',
        electronInputs: "import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the message the user long-pressed",
        rnType: 'OperateMessageParams',
        rnResult: 'Promise<unknown>',
        miniType: 'OpreateMessageParams',
        miniResult: 'Promise<WsResponse<unknown>>',
        miniExample: `import type {MessageItem} from 'open-im-sdk';

declare const message: MessageItem; // the message the user long-pressed
const res = await OpenIM.deleteMessage({conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID});`,
        doc: 'params',
        arg: "{conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID}",
      }),
      uniapp: uni(
        'DeleteMessage',
        '{conversationID: string; clientMsgID: string}',
        'params',
        `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const message: MessageItem; // the message the user long-pressed

await IMSDK.asyncApi(IMSDK.IMMethods.DeleteMessage, IMSDK.uuid(), {conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID});`,
      ),
      unity: {
        name: 'DeleteMessage',
        signature: 'public static void DeleteMessage(OnBase<bool> cb, string conversationId, string clientMsgId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
          {name: 'clientMsgId', type: 'string', doc: 'clientMsgID'},
        ],
        returns: 'OnBase<bool>',
        example: 'IMSDK.DeleteMessage((ok, errCode, errMsg) => { }, "si_user001_user002", message.ClientMsgID);',
      },
    },
  },
  // ---------------------------------------------------------------- deleteMessageFromLocalStorage
  {
    id: 'api/message/deleteMessageFromLocalStorage',
    summary: L(
      '只在本设备的本地数据库里删除一条消息，服务端和其他设备上的副本保持不变。',
      "Deletes one message from this device's local database only; the copies on the server and on other devices stay.",
    ),
    requires: ['init', 'login'],
    params: {conversationID: P.conversationID, clientMsgID: P.clientMsgID, params: P.accessParams},
    result: {description: L('无业务数据。', 'No payload.')},
    triggers: ['callback/onConversationChanged', 'callback/onTotalUnreadMessageCountChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'deleteMessageFromLocalStorage',
        signature: 'public void deleteMessageFromLocalStorage(String conversationID, String clientMsgID, OnBase<String> callBack)',
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.deleteMessageFromLocalStorage(
    "si_user001_user002", message.getClientMsgID(), new OnBase<String>() {
        @Override
        public void onSuccess(String data) { }
    });`,
      },
      ios: {
        name: 'deleteMessageFromLocalStorage:clientMsgID:onSuccess:onFailure:',
        signature: `- (void)deleteMessageFromLocalStorage:(NSString *)conversationID
                          clientMsgID:(NSString *)clientMsgID
                            onSuccess:(OIMSuccessCallback)onSuccess
                            onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'clientMsgID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager deleteMessageFromLocalStorage:@"si_user001_user002"
                                      clientMsgID:message.clientMsgID
                                        onSuccess:^(NSString * _Nullable data) { }
                                        onFailure:^(NSInteger code, NSString * _Nullable msg) { }];`,
      },
      flutter: {
        name: 'deleteMessageFromLocalStorage',
        signature: `Future deleteMessageFromLocalStorage({
  required String conversationID,
  required String clientMsgID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.messageManager.deleteMessageFromLocalStorage(
  conversationID: 'si_user001_user002',
  clientMsgID: message.clientMsgID!,
);`,
      },
      ...jsForms({
        name: 'deleteMessageFromLocalStorage',
        webType: 'AccessMessageParams',
        webResult: 'Promise<WsResponse<T>>',
        electronResult: 'Promise<WsResponse<T>>',
        electronInputs: "import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the message the user long-pressed",
        rnType: 'OperateMessageParams',
        rnResult: 'Promise<unknown>',
        miniType: 'OpreateMessageParams',
        miniResult: 'Promise<WsResponse<unknown>>',
        miniExample: `import type {MessageItem} from 'open-im-sdk';

declare const message: MessageItem; // the message the user long-pressed
const res = await OpenIM.deleteMessageFromLocalStorage({conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID});`,
        doc: 'params',
        arg: "{conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID}",
      }),
      uniapp: uni(
        'DeleteMessageFromLocalStorage',
        '{conversationID: string; clientMsgID: string}',
        'params',
        `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const message: MessageItem; // the message the user long-pressed

await IMSDK.asyncApi(IMSDK.IMMethods.DeleteMessageFromLocalStorage, IMSDK.uuid(), {conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID});`,
      ),
      unity: {
        name: 'DeleteMessageFromLocalStorage',
        signature: 'public static void DeleteMessageFromLocalStorage(OnBase<bool> cb, string conversationId, string clientMsgId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
          {name: 'clientMsgId', type: 'string', doc: 'clientMsgID'},
        ],
        returns: 'OnBase<bool>',
        example: 'IMSDK.DeleteMessageFromLocalStorage((ok, errCode, errMsg) => { }, "si_user001_user002", message.ClientMsgID);',
      },
    },
  },
  // ---------------------------------------------------------------- deleteAllMsgFromLocal
  {
    id: 'api/message/deleteAllMsgFromLocal',
    summary: L(
      '清空本设备上所有会话的本地消息，服务端记录不变；会话本身保留。',
      'Clears the local messages of every conversation on this device; the server keeps its records and the conversations stay.',
    ),
    requires: ['init', 'login'],
    params: {},
    result: {description: L('无业务数据。', 'No payload.')},
    triggers: ['callback/onConversationChanged', 'callback/onTotalUnreadMessageCountChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'deleteAllMsgFromLocal',
        signature: 'public void deleteAllMsgFromLocal(OnBase<String> base)',
        params: [{name: 'base', type: 'OnBase<String>', doc: 'callback'}],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.deleteAllMsgFromLocal(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* reload the conversation list */ }
});`,
      },
      ios: {
        name: 'deleteAllMsgFromLocalWithOnSuccess:onFailure:',
        signature: `- (void)deleteAllMsgFromLocalWithOnSuccess:(nullable OIMSuccessCallback)onSuccess
                                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager deleteAllMsgFromLocalWithOnSuccess:^(NSString * _Nullable data) { }
                                             onFailure:nil];`,
      },
      flutter: {
        name: 'deleteAllMsgFromLocal',
        signature: `Future<dynamic> deleteAllMsgFromLocal({
  String? operationID,
})`,
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<dynamic>',
        example: 'await OpenIM.iMManager.messageManager.deleteAllMsgFromLocal();',
      },
      ...jsNoArgForms('deleteAllMsgFromLocal', 'Promise<WsResponse<T>>'),
      uniapp: uni('DeleteAllMsgFromLocal', null, 'params', 'await IMSDK.asyncApi(IMSDK.IMMethods.DeleteAllMsgFromLocal, IMSDK.uuid());'),
      unity: {
        name: 'DeleteAllMsgFromLocal',
        signature: 'public static void DeleteAllMsgFromLocal(OnBase<bool> cb)',
        params: [{name: 'cb', type: 'OnBase<bool>'}],
        returns: 'OnBase<bool>',
        example: 'IMSDK.DeleteAllMsgFromLocal((ok, errCode, errMsg) => { });',
      },
    },
  },
  // ---------------------------------------------------------------- deleteAllMsgFromLocalAndSvr
  {
    id: 'api/message/deleteAllMsgFromLocalAndSvr',
    summary: L(
      '清空当前用户所有会话的聊天记录：先在服务端为自己隐藏全部历史，再清空本地；其他人不受影响。',
      "Clears the current user's history in every conversation: first hidden for this user on the server, then removed locally; nobody else is affected.",
    ),
    requires: ['init', 'login'],
    params: {},
    result: {description: L('无业务数据。', 'No payload.')},
    triggers: ['callback/onConversationChanged', 'callback/onTotalUnreadMessageCountChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'deleteAllMsgFromLocalAndSvr',
        signature: 'public void deleteAllMsgFromLocalAndSvr(OnBase<String> base)',
        params: [{name: 'base', type: 'OnBase<String>', doc: 'callback'}],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.deleteAllMsgFromLocalAndSvr(new OnBase<String>() {
    @Override
    public void onError(int code, String error) { Log.e("IM", "clear failed: " + code); }
});`,
      },
      ios: {
        name: 'deleteAllMsgFromLocalAndSvrWithOnSuccess:onFailure:',
        signature: `- (void)deleteAllMsgFromLocalAndSvrWithOnSuccess:(nullable OIMSuccessCallback)onSuccess
                                       onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager deleteAllMsgFromLocalAndSvrWithOnSuccess:^(NSString * _Nullable data) { }
                                                   onFailure:^(NSInteger code, NSString * _Nullable msg) { }];`,
      },
      flutter: {
        name: 'deleteAllMsgFromLocalAndSvr',
        signature: `Future<dynamic> deleteAllMsgFromLocalAndSvr({
  String? operationID,
})`,
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<dynamic>',
        example: 'await OpenIM.iMManager.messageManager.deleteAllMsgFromLocalAndSvr();',
      },
      ...jsNoArgForms('deleteAllMsgFromLocalAndSvr', 'Promise<WsResponse<T>>'),
      uniapp: uni('DeleteAllMsgFromLocalAndSvr', null, 'params', 'await IMSDK.asyncApi(IMSDK.IMMethods.DeleteAllMsgFromLocalAndSvr, IMSDK.uuid());'),
      unity: {
        name: 'DeleteAllMsgFromLocalAndSVR',
        signature: 'public static void DeleteAllMsgFromLocalAndSVR(OnBase<bool> cb)',
        params: [{name: 'cb', type: 'OnBase<bool>'}],
        returns: 'OnBase<bool>',
        example: 'IMSDK.DeleteAllMsgFromLocalAndSVR((ok, errCode, errMsg) => { });',
        note: L('Unity 上名为 `DeleteAllMsgFromLocalAndSVR`（SVR 大写）。', 'On Unity it is `DeleteAllMsgFromLocalAndSVR` (SVR in capitals).'),
      },
    },
  },
  // ---------------------------------------------------------------- insertSingleMessageToLocalStorage / insertGroup...
  ...(['single', 'group'] as const).map((kind): SdkMethod => {
    const group = kind === 'group';
    const name = group ? 'insertGroupMessageToLocalStorage' : 'insertSingleMessageToLocalStorage';
    const Name = name[0].toUpperCase() + name.slice(1);
    const target = group ? 'groupID' : 'recvID';
    return {
      id: `api/message/${name}`,
      summary: group
        ? L(
            '把一条消息只写入本地数据库的群聊会话，不发给任何人，常用于本地提示。',
            'Writes a message into a group conversation in the local database only, without sending it, typically for local notices.',
          )
        : L(
            '把一条消息只写入本地数据库的单聊会话，不发给对方，常用于本地提示或导入。',
            'Writes a message into a one-to-one conversation in the local database only, without sending it, typically for local notices or imports.',
          ),
      requires: ['init', 'login'],
      params: {
        message: {
          description: L(
            '要写入的消息，由 `create*` 方法创建。SDK 会重新生成 `clientMsgID`，并把发送时间设为当前时间、状态设为发送成功。',
            'The message to write, created with a `create*` method. The SDK assigns a new `clientMsgID`, sets the send time to now and the status to sent.',
          ),
          ref: 'class/message/messageInfo',
        },
        ...(group
          ? {
              groupID: {
                description: L(
                  '目标群 ID；群必须存在（本地没有时 SDK 会向服务端查询）。',
                  'The target group ID; the group must exist (the SDK asks the server when it is not local).',
                ),
              },
            }
          : {recvID: {description: L('单聊会话中的接收者用户 ID，不能为空。', "The receiver's user ID in the one-to-one conversation; must not be empty.")}}),
        sendID: {
          description: group
            ? L('显示为发送者的用户 ID，不能为空。', 'User ID shown as the sender; must not be empty.')
            : L(
                '显示为发送者的用户 ID，不能为空。为当前用户时消息落在与 `recvID` 的会话里，否则落在与 `sendID` 的会话里。',
                'User ID shown as the sender; must not be empty. When it is the current user the message goes into the conversation with `recvID`, otherwise into the conversation with `sendID`.',
              ),
        },
        params: {
          description: group
            ? L('包含 `message`、`groupID`、`sendID` 的对象。', 'An object with `message`, `groupID` and `sendID`.')
            : L('包含 `message`、`recvID`、`sendID` 的对象。', 'An object with `message`, `recvID` and `sendID`.'),
        },
      },
      result: {
        description: L(
          '写入后的消息对象（带新的 `clientMsgID`、`sendTime`，`seq` 为 0）。Android 以 JSON 字符串返回。',
          'The message as written (new `clientMsgID` and `sendTime`, `seq` 0). Android returns it as a JSON string.',
        ),
        ref: 'class/message/messageInfo',
      },
      triggers: ['callback/onNewConversation', 'callback/onConversationChanged'],
      errors: group ? [10002, 10400, 10401] : [10002],
      platforms: {
        android: {
          name,
          signature: group
            ? 'public void insertGroupMessageToLocalStorage(OnBase<String> base, Message message, String groupID, String senderID)'
            : 'public void insertSingleMessageToLocalStorage(OnBase<String> base, Message message, String receiver, String sender)',
          params: [
            {name: 'base', type: 'OnBase<String>', doc: 'callback'},
            {name: 'message', type: 'Message'},
            group ? {name: 'groupID', type: 'String'} : {name: 'receiver', type: 'String', doc: 'recvID'},
            group ? {name: 'senderID', type: 'String', doc: 'sendID'} : {name: 'sender', type: 'String', doc: 'sendID'},
          ],
          returns: 'OnBase<String>',
          example: `OpenIMClient.getInstance().messageManager.${name}(new OnBase<String>() {
    @Override
    public void onSuccess(String json) { /* the stored message as JSON */ }
}, tipMessage, "${group ? 'group001' : 'user002'}", "user001");`,
          note: L(
            '成功回调拿到的是消息的 JSON 字符串，而不是 `Message` 对象。',
            'The success callback receives the message as a JSON string, not a `Message` object.',
          ),
        },
        ios: {
          name: `${name}:${target}:sendID:onSuccess:onFailure:`,
          signature: `- (void)${name}:(OIMMessageInfo *)message
${' '.repeat(name.length + 8 - target.length)}${target}:(NSString *${group ? ' _Nullable' : ''})${target}
${' '.repeat(name.length + 2)}sendID:(NSString *${group ? ' _Nullable' : ''})sendID
${' '.repeat(name.length - 1)}onSuccess:(nullable OIMMessageInfoCallback)onSuccess
${' '.repeat(name.length - 1)}onFailure:(nullable OIMFailureCallback)onFailure;`,
          params: [
            {name: 'message', type: 'OIMMessageInfo *'},
            {name: target, type: 'NSString *'},
            {name: 'sendID', type: 'NSString *'},
            {name: 'onSuccess', type: 'OIMMessageInfoCallback', required: false},
            {name: 'onFailure', type: 'OIMFailureCallback', required: false},
          ],
          returns: 'OIMMessageInfoCallback (OIMMessageInfo *)',
          example: `[OIMManager.manager ${name}:tipMessage
    ${target}:@"${group ? 'group001' : 'user002'}"
    sendID:@"user001"
    onSuccess:^(OIMMessageInfo * _Nullable message) { }
    onFailure:nil];`,
        },
        flutter: {
          name,
          signature: `Future<Message> ${name}({
  String? ${group ? 'groupID' : 'receiverID'},
  String? senderID,
  Message? message,
  String? operationID,
})`,
          params: [
            group ? {name: 'groupID', type: 'String?'} : {name: 'receiverID', type: 'String?', doc: 'recvID'},
            {name: 'senderID', type: 'String?', doc: 'sendID'},
            {name: 'message', type: 'Message?'},
            {name: 'operationID', type: 'String?', required: false},
          ],
          returns: 'Future<Message>',
          example: `final stored = await OpenIM.iMManager.messageManager.${name}(
  ${group ? "groupID: 'group001'" : "receiverID: 'user002'"},
  senderID: 'user001',
  message: tipMessage,
);`,
          note: L('Dart 签名中参数都可为空，但内核要求它们全部有值。', 'The Dart signature makes every parameter nullable, but the core requires all of them.'),
        },
        ...jsForms({
          name,
          webType: group ? 'InsertGroupMsgParams' : 'InsertSingleMsgParams',
          webResult: 'Promise<WsResponse<T>>',
          electronResult: 'Promise<WsResponse<T>>',
          electronInputs:
            "import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const tipMessage: MessageItem; // made by createTextMessage or createCustomMessage",
          rnResult: 'Promise<unknown>',
          miniResult: 'Promise<WsResponse<unknown>>',
          miniExample: `const {data: tipMessage} = await OpenIM.createTextMessage('Saved on this device only');
const res = await OpenIM.${name}({message: tipMessage, ${group ? "groupID: 'group001'" : "recvID: 'user002'"}, sendID: 'user001'});`,
          doc: 'params',
          arg: `{message: tipMessage, ${group ? "groupID: 'group001'" : "recvID: 'user002'"}, sendID: 'user001'}`,
        }),
        uniapp: uni(
          Name,
          `{message: MessageItem; ${target}: string; sendID: string}`,
          'params',
          `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const tipMessage: MessageItem; // made with a Create*Message method, e.g. a local notice

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.${Name}, IMSDK.uuid(), {message: tipMessage, ${group ? "groupID: 'group001'" : "recvID: 'user002'"}, sendID: 'user001'})) as {data: MessageItem};`,
          'Promise<{data: MessageItem}>',
        ),
        unity: {
          name: Name,
          signature: `public static void ${Name}(OnBase<Message> cb, Message message, string ${group ? 'groupId' : 'recvId'}, string sendId)`,
          params: [
            {name: 'cb', type: 'OnBase<Message>'},
            {name: 'message', type: 'Message'},
            {name: group ? 'groupId' : 'recvId', type: 'string', doc: target},
            {name: 'sendId', type: 'string', doc: 'sendID'},
          ],
          returns: 'OnBase<Message>',
          example: `IMSDK.${Name}((stored, errCode, errMsg) => { }, tipMessage, "${group ? 'group001' : 'user002'}", "user001");`,
        },
      },
    };
  }),
  // ---------------------------------------------------------------- setMessageLocalEx
  {
    id: 'api/message/setMessageLocalEx',
    summary: L(
      '给一条消息写入只保存在本设备的扩展字段 `localEx`，不同步到服务端或其他设备。',
      'Stores the `localEx` extension field on a message on this device only; it is not synced to the server or other devices.',
    ),
    requires: ['init', 'login'],
    params: {
      conversationID: P.conversationID,
      clientMsgID: P.clientMsgID,
      localEx: {
        description: L('要保存的字符串，通常是 JSON；会整体覆盖原值。', 'The string to store, usually JSON; it replaces the previous value.'),
      },
      params: {description: L('包含 `conversationID`、`clientMsgID`、`localEx` 的对象。', 'An object with `conversationID`, `clientMsgID` and `localEx`.')},
    },
    result: {description: L('无业务数据。', 'No payload.')},
    triggers: ['callback/onConversationChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'setMessageLocalEx',
        signature: 'public void setMessageLocalEx(OnBase<String> callBack, String conversationID, String clientMsgID, String localEx)',
        params: [
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'localEx', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.setMessageLocalEx(new OnBase<String>() {
}, "si_user001_user002", message.getClientMsgID(), "{\\"played\\":true}");`,
      },
      ios: {
        name: 'setMessageLocalEx:clientMsgID:localEx:onSuccess:onFailure:',
        signature: `- (void)setMessageLocalEx:(NSString *)conversationID
              clientMsgID:(NSString *)clientMsgID
                  localEx: (NSString *)localEx
                onSuccess:(OIMSuccessCallback)onSuccess
                onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'clientMsgID', type: 'NSString *'},
          {name: 'localEx', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager setMessageLocalEx:@"si_user001_user002"
                          clientMsgID:message.clientMsgID
                              localEx:@"{\\"played\\":true}"
                            onSuccess:^(NSString * _Nullable data) { }
                            onFailure:^(NSInteger code, NSString * _Nullable msg) { }];`,
      },
      flutter: {
        name: 'setMessageLocalEx',
        signature: `Future setMessageLocalEx({
  required String conversationID,
  required String clientMsgID,
  required String localEx,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'clientMsgID', type: 'String'},
          {name: 'localEx', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.messageManager.setMessageLocalEx(
  conversationID: 'si_user001_user002',
  clientMsgID: message.clientMsgID!,
  localEx: jsonEncode({'played': true}),
);`,
      },
      ...jsForms({
        name: 'setMessageLocalEx',
        webType: 'SetMessageLocalExParams',
        webParam: 'params',
        webResult: 'Promise<WsResponse<T>>',
        electronResult: 'Promise<WsResponse<T>>',
        electronInputs: "import type {MessageItem} from '@openim/wasm-client-sdk';\n\ndeclare const message: MessageItem; // the voice message the user played",
        rnResult: 'Promise<unknown>',
        miniResult: 'Promise<WsResponse<unknown>>',
        miniExample: `import type {MessageItem} from 'open-im-sdk';

declare const message: MessageItem; // the voice message the user just played
const res = await OpenIM.setMessageLocalEx({conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID, localEx: JSON.stringify({played: true})});`,
        doc: 'params',
        arg: "{conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID, localEx: JSON.stringify({played: true})}",
      }),
      uniapp: uni(
        'SetMessageLocalEx',
        '{conversationID: string; clientMsgID: string; localEx: string}',
        'params',
        `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const message: MessageItem; // the message the user long-pressed

await IMSDK.asyncApi(IMSDK.IMMethods.SetMessageLocalEx, IMSDK.uuid(), {conversationID: 'si_user001_user002', clientMsgID: message.clientMsgID, localEx: JSON.stringify({played: true})});`,
      ),
      unity: {
        name: 'SetMessageLocalEx',
        signature: 'public static void SetMessageLocalEx(OnBase<bool> cb, string conversationId, string clientMsgId, string localEx)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
          {name: 'clientMsgId', type: 'string', doc: 'clientMsgID'},
          {name: 'localEx', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: 'IMSDK.SetMessageLocalEx((ok, errCode, errMsg) => { }, "si_user001_user002", message.ClientMsgID, "{\\"played\\":true}");',
      },
    },
  },
  // ---------------------------------------------------------------- setMessageListener
  {
    id: 'api/message/setMessageListener',
    summary: L(
      '注册高级消息监听：接收新消息、已读回执、撤回、删除等消息事件。',
      'Registers the advanced message listener: new messages, read receipts, revokes, deletions and other message events.',
    ),
    requires: ['init'],
    params: {
      listener: {
        description: L('实现了消息回调的监听对象；只需实现关心的回调。', 'The object implementing the message callbacks; implement only those you need.'),
        ref: 'listener/advancedMsgListener',
      },
      event: {
        description: L(
          '要订阅的事件名，例如 `OnRecvNewMessages`、`OnRecvC2CReadReceipt`、`OnNewRecvMessageRevoked`。',
          'Name of the event to subscribe to, e.g. `OnRecvNewMessages`, `OnRecvC2CReadReceipt`, `OnNewRecvMessageRevoked`.',
        ),
      },
      fn: {description: L('事件处理函数，参数是带 `data` 字段的事件对象。', 'The handler, called with an event object whose `data` holds the payload.')},
    },
    result: {description: L('无返回值；之后的事件通过监听回调送达。', 'Nothing; later events arrive through the listener.')},
    triggers: ['callback/onRecvNewMessage', 'callback/onRecvOfflineNewMessage', 'callback/onRecvC2CReadReceipt', 'callback/onNewRecvMessageRevoked'],
    errors: [],
    platforms: {
      android: {
        name: 'setAdvancedMsgListener',
        signature: 'public void setAdvancedMsgListener(OnAdvanceMsgListener listener)',
        params: [{name: 'listener', type: 'OnAdvanceMsgListener'}],
        returns: 'void',
        example: `OpenIMClient.getInstance().messageManager.setAdvancedMsgListener(new OnAdvanceMsgListener() {
    @Override
    public void onRecvNewMessage(Message msg) { /* append to the open chat */ }
    @Override
    public void onRecvMessageRevokedV2(RevokedInfo info) { /* show the revoke notice */ }
});`,
        note: L(
          '每次调用替换上一个监听。撤回回调名为 `onRecvMessageRevokedV2`；`onRecvOfflineNewMessage` 在 Android 上的参数是 `List<Message>`。',
          'Each call replaces the previous listener. The revoke callback is `onRecvMessageRevokedV2`, and `onRecvOfflineNewMessage` takes a `List<Message>` on Android.',
        ),
      },
      ios: {
        name: 'addAdvancedMsgListener:',
        signature: '- (void)addAdvancedMsgListener:(id<OIMAdvancedMsgListener>)listener NS_SWIFT_NAME(addAdvancedMsgListener(listener:));',
        params: [{name: 'listener', type: 'id<OIMAdvancedMsgListener>'}],
        returns: 'void',
        example: `// self conforms to OIMAdvancedMsgListener
[OIMManager.callbacker addAdvancedMsgListener:self];

- (void)onRecvNewMessage:(OIMMessageInfo *)msg { /* append to the open chat */ }`,
        note: L(
          'iOS 在 `OIMManager.callbacker` 上注册，可添加多个监听，用 `removeAdvancedMsgListener:` 移除；也可以直接给 `onRecvNewMessage` 等 block 属性赋值。',
          'iOS registers on `OIMManager.callbacker`, which accepts several listeners (remove one with `removeAdvancedMsgListener:`); you can also assign block properties such as `onRecvNewMessage`.',
        ),
      },
      flutter: {
        name: 'setAdvancedMsgListener',
        signature: 'Future setAdvancedMsgListener(OnAdvancedMsgListener listener)',
        params: [{name: 'listener', type: 'OnAdvancedMsgListener'}],
        returns: 'Future<dynamic>',
        example: `OpenIM.iMManager.messageManager.setAdvancedMsgListener(OnAdvancedMsgListener(
  onRecvNewMessage: (msg) => print('new ${'$'}{msg.clientMsgID}'),
  onNewRecvMessageRevoked: (info) => print('revoked ${'$'}{info.clientMsgID}'),
));`,
      },
      web: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnRecvNewMessages, ({data}) => data.forEach((message) => console.log('new', message.clientMsgID)));
OpenIM.on(CbEvents.OnNewRecvMessageRevoked, ({data}) => console.log('revoked', data.clientMsgID));`,
        note: L(
          'Web SDK 没有注册监听的方法：WASM 内核在登录时同时注册了高级消息监听和批量消息监听，所以新消息以 `OnRecvNewMessages`（数组）送达，`OnRecvNewMessage` 不会触发。用 `OpenIM.off` 取消订阅。',
          'The Web SDK has no register call: the WASM core registers both the advanced and the batch message listener at login, so new messages arrive as `OnRecvNewMessages` (an array) and `OnRecvNewMessage` does not fire. Unsubscribe with `OpenIM.off`.',
        ),
      },
      electron: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {MessageItem, ReceiptInfo} from '@openim/wasm-client-sdk';

declare function appendMessage(message: MessageItem): void; // adds it to the open chat
declare function markRead(receipts: ReceiptInfo[]): void; // ticks your sent messages as read

IMSDK.on(CbEvents.OnRecvNewMessages, ({data}) => data.forEach(appendMessage));
IMSDK.on(CbEvents.OnRecvC2CReadReceipt, ({data}) => markRead(data));`,
        note: L(
          '主进程在初始化时同时注册了两种消息监听，新消息以 `OnRecvNewMessages` 送达。',
          'The main process registers both message listeners at init, so new messages arrive as `OnRecvNewMessages`.',
        ),
      },
      'react-native': {
        name: 'on',
        signature: 'on<E extends EventName>(eventName: E, callback: (...args: ArgsOfEvent<E>) => void): void',
        params: [
          {name: 'eventName', type: 'EventName', doc: 'event'},
          {name: 'callback', type: '(...args: ArgsOfEvent<E>) => void', doc: 'fn'},
        ],
        returns: 'void',
        example: `import OpenIMSDK, {OpenIMEvent} from '@openim/rn-client-sdk';

OpenIMSDK.on(OpenIMEvent.OnRecvNewMessages, (messages) => messages.forEach(appendMessage));
OpenIMSDK.on(OpenIMEvent.OnNewRecvMessageRevoked, (revoked) => markRevoked(revoked.clientMsgID));`,
        note: L(
          '原生模块在 `initSDK` 时注册了两种消息监听，新消息以 `onRecvNewMessages` 送达；回调直接收到数据，不包在 `data` 里。',
          'The native module registers both message listeners in `initSDK`, so new messages arrive as `onRecvNewMessages`; callbacks get the payload directly, not wrapped in `data`.',
        ),
      },
      uniapp: {
        name: 'subscribe',
        signature: 'IMSDK.subscribe(IMSDK.IMEvents.OnRecvNewMessages, callback: ({data}) => void)',
        params: [{name: 'callback', type: '({data}) => void', doc: 'fn'}],
        returns: 'void',
        example: `import IMSDK from 'openim-uniapp-polyfill';
import type {MessageItem} from 'openim-uniapp-polyfill';

declare function appendMessage(message: MessageItem): void; // adds one message to the open chat

IMSDK.subscribe(IMSDK.IMEvents.OnRecvNewMessages, ({data}) => (data as MessageItem[]).forEach(appendMessage));`,
        note: L(
          '原生插件在 `initSDK` 成功后自动注册两种消息监听，新消息以 `onRecvNewMessages` 全局事件送达。',
          'The native plugin registers both message listeners after a successful `initSDK`, so new messages arrive as the global event `onRecvNewMessages`.',
        ),
      },
      'mini-program': {
        name: 'on',
        signature: 'on(event: CbEvents, fn: Cbfn): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn'},
        ],
        returns: 'this',
        example: `import {CbEvents} from 'open-im-sdk';
import type {MessageItem} from 'open-im-sdk';

declare function appendMessage(message: MessageItem): void; // adds a message to the chat page
// the SDK types every event's data as unknown: one message here, an array in the batch event
OpenIM.on(CbEvents.OnRecvNewMessage, ({data}) => appendMessage(data as MessageItem));
OpenIM.on(CbEvents.OnRecvNewMessages, ({data}) => (data as MessageItem[]).forEach(appendMessage));`,
        note: L(
          '消息事件由 oimws 代理转发；代理是否注册批量监听决定送达的是单条还是数组事件，两者都订阅最稳妥。',
          'Message events are relayed by the oimws proxy; whether it registers the batch listener decides between the single and the array event, so subscribe to both.',
        ),
      },
      unity: {
        name: 'SetAdvancedMsgListener',
        signature: 'public static void SetAdvancedMsgListener(IAdvancedMsgListener l)',
        params: [{name: 'l', type: 'IAdvancedMsgListener', doc: 'listener'}],
        returns: 'void',
        example: `// MsgListener implements IAdvancedMsgListener
IMSDK.SetAdvancedMsgListener(new MsgListener());`,
      },
    },
  },
  // ---------------------------------------------------------------- setBatchMsgListener
  {
    id: 'api/message/setBatchMsgListener',
    summary: L(
      '注册批量消息监听：新消息按批以数组送达，适合同步大量消息时减少界面刷新。',
      'Registers the batch message listener: new messages arrive in batches as arrays, which cuts UI refreshes when many messages sync at once.',
    ),
    requires: ['init'],
    params: {
      listener: {
        description: L(
          '实现 `onRecvNewMessages` 和 `onRecvOfflineNewMessages` 的监听对象。',
          'The object implementing `onRecvNewMessages` and `onRecvOfflineNewMessages`.',
        ),
        ref: 'listener/batchMsgListener',
      },
      event: {
        description: L(
          '要订阅的事件名：`OnRecvNewMessages` 或 `OnRecvOfflineNewMessages`。',
          'The event to subscribe to: `OnRecvNewMessages` or `OnRecvOfflineNewMessages`.',
        ),
      },
      fn: {description: L('事件处理函数，参数中的数据是消息数组。', 'The handler; its payload is an array of messages.')},
    },
    result: {description: L('无返回值。', 'Nothing.')},
    triggers: ['callback/onRecvNewMessages', 'callback/onRecvOfflineNewMessages'],
    errors: [],
    platforms: {
      android: {
        name: 'Open_im_sdk.setBatchMsgListener',
        signature: 'public static native void setBatchMsgListener(open_im_sdk_callback.OnBatchMsgListener listener)',
        params: [{name: 'listener', type: 'open_im_sdk_callback.OnBatchMsgListener'}],
        returns: 'void',
        example: `Open_im_sdk.setBatchMsgListener(new OnBatchMsgListener() {
    @Override
    public void onRecvNewMessages(String messageList) { /* JSON array of messages */ }
    @Override
    public void onRecvOfflineNewMessages(String messageList) { }
});`,
        note: L(
          'Android SDK（`MessageManager`）没有封装批量监听，需直接调用内核依赖 `io.openim:core-sdk` 中的 `open_im_sdk.Open_im_sdk`，回调参数是 JSON 字符串。注册后内核不再调用 `onRecvNewMessage`。',
          'The Android SDK (`MessageManager`) does not wrap the batch listener: call `open_im_sdk.Open_im_sdk` from the core dependency `io.openim:core-sdk` directly; callbacks receive JSON strings. Once it is set, the core stops calling `onRecvNewMessage`.',
        ),
      },
      ios: {
        name: 'Open_im_sdkSetBatchMsgListener',
        signature: 'FOUNDATION_EXPORT void Open_im_sdkSetBatchMsgListener(id<Open_im_sdk_callbackOnBatchMsgListener> _Nullable listener);',
        params: [{name: 'listener', type: 'id<Open_im_sdk_callbackOnBatchMsgListener>'}],
        returns: 'void',
        example: `@import OpenIMCore;

// self conforms to Open_im_sdk_callbackOnBatchMsgListener
Open_im_sdkSetBatchMsgListener(self);

- (void)onRecvNewMessages:(NSString * _Nullable)messageList { /* JSON array */ }`,
        note: L(
          'iOS SDK（`OIMCallbacker`）没有封装批量监听，需调用 OpenIMCore 的 C 函数，回调参数是 JSON 字符串。注册后 `OIMAdvancedMsgListener` 的 `onRecvNewMessage:` 不再触发。',
          'The iOS SDK (`OIMCallbacker`) does not wrap the batch listener: call the OpenIMCore function; callbacks receive JSON strings. Once it is set, `onRecvNewMessage:` of `OIMAdvancedMsgListener` no longer fires.',
        ),
      },
      flutter: {
        name: 'setAdvancedMsgListener',
        signature: 'Future setAdvancedMsgListener(OnAdvancedMsgListener listener)',
        params: [{name: 'listener', type: 'OnAdvancedMsgListener'}],
        returns: 'Future<dynamic>',
        example: `// Flutter has no batch listener; receive messages one by one
OpenIM.iMManager.messageManager.setAdvancedMsgListener(OnAdvancedMsgListener(
  onRecvNewMessage: (msg) => pending.add(msg),
));`,
        note: L(
          'Flutter SDK 3.8.3 没有批量消息监听，插件也不注册它；只能用 `setAdvancedMsgListener` 的 `onRecvNewMessage` 逐条接收，需要批量刷新时自行合并。',
          'Flutter SDK 3.8.3 has no batch message listener and its plugin does not register one; receive messages one at a time through `onRecvNewMessage` of `setAdvancedMsgListener` and group them yourself if needed.',
        ),
      },
      web: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnRecvNewMessages, ({data}) => console.log(data.length, 'new messages'));`,
        note: L(
          'WASM 内核登录时已注册批量监听，直接订阅事件即可。`CbEvents.OnRecvOfflineNewMessages` 在 Web 上收不到：枚举值拼作 `onRecvOfflineNewMessages`（小写 o），与内核发出的事件名不一致。',
          'The WASM core already registers the batch listener at login; just subscribe to the events. `CbEvents.OnRecvOfflineNewMessages` never arrives on Web: its enum value is spelled `onRecvOfflineNewMessages` (lower-case o), which does not match the event name the core emits.',
        ),
      },
      electron: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {MessageItem} from '@openim/wasm-client-sdk';

declare function appendMessages(messages: MessageItem[]): void; // adds them to the open chat

IMSDK.on(CbEvents.OnRecvNewMessages, ({data}) => appendMessages(data));`,
        note: L('主进程初始化时已注册批量监听。', 'The main process registers the batch listener at init.'),
      },
      'react-native': {
        name: 'on',
        signature: 'on<E extends EventName>(eventName: E, callback: (...args: ArgsOfEvent<E>) => void): void',
        params: [
          {name: 'eventName', type: 'EventName', doc: 'event'},
          {name: 'callback', type: '(...args: ArgsOfEvent<E>) => void', doc: 'fn'},
        ],
        returns: 'void',
        example: 'OpenIMSDK.on(OpenIMEvent.OnRecvNewMessages, (messages) => appendMessages(messages));',
        note: L('原生模块在 `initSDK` 时已注册批量监听。', 'The native module registers the batch listener in `initSDK`.'),
      },
      uniapp: {
        name: 'subscribe',
        signature: 'IMSDK.subscribe(IMSDK.IMEvents.OnRecvNewMessages, callback: ({data}) => void)',
        params: [{name: 'callback', type: '({data}) => void', doc: 'fn'}],
        returns: 'void',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare function appendMessages(messages: MessageItem[]): void; // adds the batch to the open chat

IMSDK.subscribe(IMSDK.IMEvents.OnRecvNewMessages, ({data}) => appendMessages(data as MessageItem[]));`,
        note: L('原生插件在 `initSDK` 成功后已注册批量监听。', 'The native plugin registers the batch listener after a successful `initSDK`.'),
      },
      'mini-program': {
        name: 'on',
        signature: 'on(event: CbEvents, fn: Cbfn): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn'},
        ],
        returns: 'this',
        example: `import {CbEvents} from 'open-im-sdk';
import type {MessageItem} from 'open-im-sdk';

declare function appendMessages(messages: MessageItem[]): void; // adds messages to the chat page
// the SDK types every event's data as unknown; for this event it is the new messages
OpenIM.on(CbEvents.OnRecvNewMessages, ({data}) => appendMessages(data as MessageItem[]));`,
        note: L(
          '小程序 SDK 定义了 `OnRecvNewMessages` 事件，但没有 `OnRecvOfflineNewMessages`；是否送达取决于 oimws 代理。',
          'The mini-program SDK defines the `OnRecvNewMessages` event but not `OnRecvOfflineNewMessages`; whether it arrives depends on the oimws proxy.',
        ),
      },
      unity: {
        name: 'SetBatchMsgListener',
        signature: 'public static void SetBatchMsgListener(IBatchMsgListener l)',
        params: [{name: 'l', type: 'IBatchMsgListener', doc: 'listener'}],
        returns: 'void',
        example: `// BatchListener implements IBatchMsgListener
IMSDK.SetBatchMsgListener(new BatchListener());`,
      },
    },
  },
];
