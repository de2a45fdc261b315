/** Methods of the third module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const THIRD_METHODS: readonly SdkMethod[] = [
  {
    id: 'api/third/logs',
    summary: {
      'zh-Hans': '把应用自己的日志写入 SDK 的日志文件，与内核日志放在一起，便于用 `uploadLogs` 一并上传。',
      en: "Writes your app's own log lines into the SDK's log file, next to the core's logs, so that `uploadLogs` ships them together.",
    },
    requires: ['init', 'login'],
    params: {
      logLevel: {
        description: {
          'zh-Hans': '日志级别，数值越大越详细：5 Debug、4 Info、3 Warn、2 Error；0、1 为 Panic/Fatal（两端编号相反，见平台差异）。',
          en: 'Log level, higher is more verbose: 5 Debug, 4 Info, 3 Warn, 2 Error; 0 and 1 are Panic/Fatal (numbered the other way round on some platforms, see the notes).',
        },
        ref: 'enum/logLevel',
      },
      file: {
        description: {
          'zh-Hans': '产生日志的源文件或类名，写在日志行的调用位置中。',
          en: 'The source file or class the line comes from, written as the caller location of the line.',
        },
      },
      line: {
        description: {'zh-Hans': '产生日志的行号。', en: 'The line number the log comes from.'},
      },
      msgs: {
        description: {'zh-Hans': '日志正文。', en: 'The log message.'},
      },
      err: {
        description: {
          'zh-Hans': '错误描述；Warn 及更严重的级别应当填写。',
          en: 'Error description; expected for Warn and more severe levels.',
        },
      },
      keyAndValues: {
        description: {
          'zh-Hans': '附加的键值对，按“键、值、键、值……”的顺序排列，个数应为偶数。',
          en: 'Extra key-value pairs as "key, value, key, value, ...", so an even number of items.',
        },
      },
      options: {
        description: {
          'zh-Hans': '日志参数对象：`logLevel`、`file`、`line`、`msgs`、`err`、`keyAndValue`（键值对数组）。',
          en: 'A log parameters object: `logLevel`, `file`, `line`, `msgs`, `err`, `keyAndValue` (an array of key-value items).',
        },
      },
      logParams: {
        description: {
          'zh-Hans': 'Debug 类方法为 `{msgs, keyAndValue}`，Warn 及以上为 `{msgs, err}`；文件名和行号固定为空和 0。',
          en: '`{msgs, keyAndValue}` for the debug-style methods and `{msgs, err}` for Warn and above; file and line are always empty and 0.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据。日志只写到本地文件，不会发往服务端。',
        en: 'No payload. The line is only written to the local file, nothing goes to the server.',
      },
    },
    triggers: [],
    errors: [10006],
    platforms: {
      android: {
        name: 'logs',
        signature:
          'public void logs(@LogLevel int logLevel, String currentClassName, int currentLineNum, @NonNull String msgStr, @Nullable String errStr, @Nullable String... extra)',
        params: [
          {name: 'logLevel', type: 'int'},
          {name: 'currentClassName', type: 'String', doc: 'file'},
          {name: 'currentLineNum', type: 'int', doc: 'line'},
          {name: 'msgStr', type: 'String', doc: 'msgs'},
          {name: 'errStr', type: 'String', required: false, doc: 'err'},
          {name: 'extra', type: 'String...', required: false, doc: 'keyAndValues'},
        ],
        returns: 'void',
        example: `OpenIMClient.getInstance().logs(LogLevel.Info, "ChatActivity", 120,
        "open conversation", null, "conversationID", conversationID);`,
        note: {
          'zh-Hans':
            '没有结果回调，失败只打印到 Logcat。Android 的 `LogLevel` 中 Fatal 为 0、Panic 为 1，与 TypeScript SDK（Panic 0、Fatal 1）相反；级别在 0～3 之间时 `errStr` 不能为空，否则不写入。',
          en: "There is no result callback; failures are only printed to Logcat. Android's `LogLevel` has Fatal 0 and Panic 1, the reverse of the TypeScript SDKs (Panic 0, Fatal 1); for levels 0 to 3 `errStr` must not be empty or nothing is written.",
        },
      },
      ios: {
        name: 'logs:line:msgs:err:keyAndValues:logLevel:',
        signature: `- (void)logs:(NSString * _Nullable)file
        line:(NSInteger)line
        msgs:(NSString * _Nullable)msgs
         err:(NSString * _Nullable)err
keyAndValues:(NSArray * _Nullable)keyAndValues
    logLevel:(NSInteger)logLevel;`,
        params: [
          {name: 'file', type: 'NSString *', required: false},
          {name: 'line', type: 'NSInteger'},
          {name: 'msgs', type: 'NSString *', required: false},
          {name: 'err', type: 'NSString *', required: false},
          {name: 'keyAndValues', type: 'NSArray *', required: false},
          {name: 'logLevel', type: 'NSInteger'},
        ],
        returns: 'void',
        example: `[OIMManager.manager logs:@"ChatViewController" line:__LINE__
                     msgs:@"open conversation" err:nil
             keyAndValues:@[@"conversationID", conversationID] logLevel:4];`,
        note: {
          'zh-Hans': '没有结果回调，调用失败时静默忽略。',
          en: 'There is no result callback; failures are silently ignored.',
        },
      },
      flutter: {
        name: 'logs',
        signature: `Future logs({
  int logLevel = 5,
  String? file,
  int line = 0,
  String? msgs,
  String? err,
  List<dynamic>? keyAndValues,
  String? operationID,
})`,
        params: [
          {name: 'logLevel', type: 'int', required: false},
          {name: 'file', type: 'String?', required: false},
          {name: 'line', type: 'int', required: false},
          {name: 'msgs', type: 'String?', required: false},
          {name: 'err', type: 'String?', required: false},
          {name: 'keyAndValues', type: 'List<dynamic>?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future',
        example: `await OpenIM.iMManager.logs(
  logLevel: 4,
  file: 'chat_page.dart',
  msgs: 'open conversation',
  keyAndValues: ['conversationID', conversationID],
);`,
      },
      web: {
        missing: {
          'zh-Hans':
            'Web SDK 没有写日志的方法，WASM 内核的日志只输出到浏览器控制台（由 `login` 参数 `isLogStandardOutput` 控制）。应用日志请用自己的日志方案收集。',
          en: 'The Web SDK has no method for writing logs; the WASM core only logs to the browser console (controlled by `isLogStandardOutput` in the `login` parameters). Collect app logs with your own logging.',
        },
      },
      electron: {
        name: 'infoLogs',
        signature: `verboseLogs(params: DebugLogsParams, opid?: string): Promise<WsResponse<unknown>>
debugLogs(params: DebugLogsParams, opid?: string): Promise<WsResponse<unknown>>
infoLogs(params: DebugLogsParams, opid?: string): Promise<WsResponse<unknown>>
warnLogs(params: ErrorLogsParams, opid?: string): Promise<WsResponse<unknown>>
errorLogs(params: ErrorLogsParams, opid?: string): Promise<WsResponse<unknown>>
fatalLogs(params: ErrorLogsParams, opid?: string): Promise<WsResponse<unknown>>
panicLogs(params: ErrorLogsParams, opid?: string): Promise<WsResponse<unknown>>`,
        params: [
          {name: 'params', type: 'DebugLogsParams | ErrorLogsParams', doc: 'logParams'},
          {name: 'opid', type: 'string', required: false, doc: 'operationID'},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `declare const conversationID: string; // the conversation the user opened
declare const error: unknown; // what a failed call threw

await IMSDK.infoLogs({msgs: 'open conversation', keyAndValue: ['conversationID', conversationID]});
await IMSDK.errorLogs({msgs: 'send failed', err: String(error)});`,
        note: {
          'zh-Hans': 'Electron 没有通用的 `logs`，而是每个级别一个方法；级别由方法名决定。',
          en: 'Electron has no generic `logs` but one method per level; the method name sets the level.',
        },
      },
      'react-native': {
        name: 'logs',
        signature: 'logs(params: LogsParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'LogsParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.logs({
  logLevel: 4, file: 'ChatScreen.tsx', line: 0,
  msgs: 'open conversation', err: '', keyAndValue: ['conversationID', conversationID],
});`,
      },
      uniapp: {
        name: 'logs',
        signature:
          "IMSDK.asyncApi('logs', operationID: string, options: {logLevel: number; file: string; line: number; msgs: string; err: string; keyAndValue: string}): Promise<unknown>",
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: 'object'},
        ],
        returns: 'Promise<unknown>',
        example: `import type {IMMethods} from 'openim-uniapp-polyfill';

declare const conversationID: string; // the conversation the user opened
await IMSDK.asyncApi('logs' as IMMethods, IMSDK.uuid(), {
  logLevel: 4, file: 'chat.vue', line: 0, msgs: 'open conversation', err: '',
  keyAndValue: JSON.stringify(['conversationID', conversationID]),
});`,
        note: {
          'zh-Hans':
            '原生插件按字符串读取 `keyAndValue`，需要先 `JSON.stringify`。openim-uniapp-polyfill 1.4.3 的 `IMMethods` 没有 `Logs`，按插件方法名 `logs` 调用。',
          en: 'The native plugin reads `keyAndValue` as a string, so `JSON.stringify` it first. `IMMethods` in openim-uniapp-polyfill 1.4.3 has no `Logs`; call the plugin method by its name, `logs`.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有写日志的方法；内核日志留在 oimws 代理所在的服务器上。',
          en: "The mini-program SDK has no method for writing logs; the core's logs stay on the server that runs the oimws proxy.",
        },
      },
      unity: {
        missing: {
          'zh-Hans': 'Unity SDK 没有封装该方法，请使用 Unity 自己的 `Debug.Log`。',
          en: "The Unity SDK does not wrap this method; use Unity's own `Debug.Log`.",
        },
      },
    },
  },
  {
    id: 'api/third/setAppBadge',
    summary: {
      'zh-Hans': '把应用角标上显示的未读数告诉服务端，离线推送据此设置 iOS 角标。',
      en: 'Tells the server the unread count shown on the app badge, which offline push uses for the iOS badge.',
    },
    requires: ['init', 'login'],
    params: {
      appUnreadCount: {
        description: {
          'zh-Hans': '应用当前显示的未读数，通常是总未读数；传 0 表示清零。',
          en: 'The unread count the app currently shows, usually the total unread count; 0 clears it.',
        },
      },
    },
    result: {
      description: {'zh-Hans': '无业务数据。', en: 'No payload.'},
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'Open_im_sdk.setAppBadge',
        signature: 'public static void setAppBadge(Base callback, String operationID, int appUnreadCount)',
        params: [
          {name: 'callback', type: 'Base'},
          {name: 'operationID', type: 'String'},
          {name: 'appUnreadCount', type: 'int'},
        ],
        returns: 'Base (onSuccess(String) / onError(int, String))',
        example: `Open_im_sdk.setAppBadge(new Base() {
    @Override public void onSuccess(String data) { }
    @Override public void onError(int code, String msg) { Log.w("IM", msg); }
}, UUID.randomUUID().toString(), 0);`,
        note: {
          'zh-Hans':
            'Android SDK（v3.8.3.4）的 `OpenIMClient` 没有封装这个方法，只能调用内核的 gomobile 绑定 `open_im_sdk.Open_im_sdk`。SDK 以 `implementation` 方式依赖 `io.openim:core-sdk`，应用要直接调用，需在自己的 `build.gradle` 中声明同版本的该依赖。',
          en: "The Android SDK (v3.8.3.4) does not wrap this method in `OpenIMClient`; call the core's gomobile binding `open_im_sdk.Open_im_sdk` instead. The SDK depends on `io.openim:core-sdk` as `implementation`, so declare the same version of that dependency in your own `build.gradle` to call it.",
        },
      },
      ios: {
        name: 'setAppBadge:onSuccess:onFailure:',
        signature: `- (void)setAppBadge:(NSInteger)count
          onSuccess:(nullable OIMSuccessCallback)onSuccess
          onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'count', type: 'NSInteger', doc: 'appUnreadCount'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager setAppBadge:totalUnread onSuccess:nil onFailure:nil];
UIApplication.sharedApplication.applicationIconBadgeNumber = totalUnread;`,
      },
      flutter: {
        name: 'setAppBadge',
        signature: 'Future setAppBadge(int count, {String? operationID})',
        params: [
          {name: 'count', type: 'int', doc: 'appUnreadCount'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future',
        example: `// the user has read everything: clear the badge
await OpenIM.iMManager.messageManager.setAppBadge(0);`,
        note: {
          'zh-Hans': 'Flutter 中它在 `messageManager` 上，不在 `IMManager` 上。',
          en: 'In Flutter it lives on `messageManager`, not on `IMManager`.',
        },
      },
      web: {
        missing: {
          'zh-Hans': 'Web SDK 没有这个方法：浏览器应用没有系统角标，离线推送角标只对 iOS 推送有意义。',
          en: 'The Web SDK has no such method: browser apps have no system badge, and the push badge only matters for iOS pushes.',
        },
      },
      electron: {
        missing: {
          'zh-Hans': 'Electron SDK 没有这个方法；桌面端角标请用 Electron 的 `app.setBadgeCount`。',
          en: "The Electron SDK has no such method; for a desktop badge use Electron's `app.setBadgeCount`.",
        },
      },
      'react-native': {
        name: 'setAppBadge',
        signature: 'setAppBadge(appUnreadCount: number, operationID?: string): Promise<void>',
        params: [
          {name: 'appUnreadCount', type: 'number'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<void>',
        example: `await OpenIMSDK.setAppBadge(0);`,
      },
      uniapp: {
        name: 'IMMethods.SetAppBadge',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.SetAppBadge, operationID: string, appUnreadCount: number): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'appUnreadCount', type: 'number'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.SetAppBadge, IMSDK.uuid(), 0);`,
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有这个方法。',
          en: 'The mini-program SDK has no such method.',
        },
      },
      unity: {
        missing: {
          'zh-Hans': 'Unity SDK 没有封装这个方法。',
          en: 'The Unity SDK does not wrap this method.',
        },
      },
    },
  },
  {
    id: 'api/third/updateFcmToken',
    summary: {
      'zh-Hans': '把本设备的 Firebase Cloud Messaging（FCM）推送 token 上报给服务端，用于离线推送。',
      en: "Reports this device's Firebase Cloud Messaging (FCM) token to the server for offline push.",
    },
    requires: ['init', 'login'],
    params: {
      fcmToken: {
        description: {
          'zh-Hans': 'Firebase SDK 为本设备生成的注册 token。',
          en: 'The registration token the Firebase SDK generated for this device.',
        },
      },
      expireTime: {
        description: {
          'zh-Hans': '服务端保存该 token 的时长，单位为秒（作为 Redis 键的过期时间）；0 表示永不过期。不是时间戳。',
          en: "How long the server keeps the token, in seconds (used as the Redis key's TTL); 0 means it never expires. It is not a timestamp.",
        },
      },
    },
    result: {
      description: {'zh-Hans': '无业务数据。', en: 'No payload.'},
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'updateFcmToken',
        signature: 'public void updateFcmToken(OnBase<String> base, String fcmToken, long expireTime)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'fcmToken', type: 'String'},
          {name: 'expireTime', type: 'long'},
        ],
        returns: 'OnBase<String>',
        example: `FirebaseMessaging.getInstance().getToken().addOnSuccessListener(fcmToken ->
    OpenIMClient.getInstance().updateFcmToken(new OnBase<String>() {
        @Override
        public void onSuccess(String data) { }
    }, fcmToken, 30L * 24 * 3600));`,
      },
      ios: {
        name: 'updateFcmToken:expireTime:onSuccess:onFailure:',
        signature: `- (void)updateFcmToken:(NSString *)fcmToken
            expireTime:(NSInteger)expireTime
             onSuccess:(nullable OIMSuccessCallback)onSuccess
             onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'fcmToken', type: 'NSString *'},
          {name: 'expireTime', type: 'NSInteger'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `// in messaging:didReceiveRegistrationToken:
[OIMManager.manager updateFcmToken:fcmToken
                        expireTime:30 * 24 * 3600
                         onSuccess:nil
                         onFailure:nil];`,
      },
      flutter: {
        name: 'updateFcmToken',
        signature: `Future updateFcmToken({
  required String fcmToken,
  required int expireTime,
  String? operationID,
})`,
        params: [
          {name: 'fcmToken', type: 'String'},
          {name: 'expireTime', type: 'int'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future',
        example: `final fcmToken = await FirebaseMessaging.instance.getToken();
await OpenIM.iMManager.updateFcmToken(fcmToken: fcmToken!, expireTime: 30 * 24 * 3600);`,
      },
      web: {
        missing: {
          'zh-Hans':
            'Web SDK v3.8.3-patch.10 没有封装这个方法（WASM 内核虽导出了同名全局函数，但 SDK 类上没有对应方法）。浏览器推送需要你自己的方案；服务端 v3.8.3 的离线推送面向移动端。',
          en: 'Web SDK v3.8.3-patch.10 does not wrap this method (the WASM core exports a global function of that name, but the SDK class has no method for it). Browser push needs your own solution; offline push in server v3.8.3 targets mobile devices.',
        },
      },
      electron: {
        missing: {
          'zh-Hans': 'Electron SDK 没有这个方法，桌面端不使用 FCM 推送。',
          en: 'The Electron SDK has no such method; desktop apps do not use FCM push.',
        },
      },
      'react-native': {
        name: 'updateFcmToken',
        signature: 'updateFcmToken(fcmToken: string, expireTime: number, operationID?: string): Promise<void>',
        params: [
          {name: 'fcmToken', type: 'string'},
          {name: 'expireTime', type: 'number'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<void>',
        example: `import messaging from '@react-native-firebase/messaging';

const fcmToken = await messaging().getToken();
await OpenIMSDK.updateFcmToken(fcmToken, 30 * 24 * 3600);`,
      },
      uniapp: {
        missing: {
          'zh-Hans': 'uni-app 插件 v3.8.3 的 Android 与 iOS 原生模块都没有导出这个方法，无法从 JS 调用。',
          en: 'Neither the Android nor the iOS native module of the uni-app plugin v3.8.3 exports this method, so it cannot be called from JS.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有这个方法；小程序的消息提醒请使用微信订阅消息。',
          en: 'The mini-program SDK has no such method; use WeChat subscription messages for mini-program notifications.',
        },
      },
      unity: {
        missing: {
          'zh-Hans': 'Unity SDK 没有封装这个方法。',
          en: 'The Unity SDK does not wrap this method.',
        },
      },
    },
  },
  {
    id: 'api/third/uploadFile',
    summary: {
      'zh-Hans': '把本地文件分片上传到 OpenIM 配置的对象存储，返回可访问的 URL；支持秒传和断点续传。',
      en: 'Uploads a local file in parts to the object storage OpenIM is configured with and returns its URL; identical files finish instantly and interrupted uploads resume.',
    },
    requires: ['init', 'login'],
    params: {
      req: {
        description: {
          'zh-Hans':
            '上传请求：`filepath`（本地文件路径）、`name`（对象名，SDK 会加上 `<userID>/` 前缀）、`contentType`（可选，不传时按文件内容判断）、`cause`（上传原因，可选）、`uuid`（可选，用于区分进度回调）。',
          en: 'The upload request: `filepath` (local path), `name` (object name; the SDK prefixes it with `<userID>/`), `contentType` (optional, detected from the content if omitted), `cause` (optional reason) and `uuid` (optional, tells progress callbacks apart).',
        },
      },
      filepath: {description: {'zh-Hans': '本地文件的完整路径。', en: 'Full path of the local file.'}},
      name: {
        description: {
          'zh-Hans': '对象名（文件名），SDK 会加上 `<userID>/` 前缀；不能为空。',
          en: 'Object (file) name, prefixed with `<userID>/` by the SDK; must not be empty.',
        },
      },
      cause: {description: {'zh-Hans': '上传原因，只做记录，可为空。', en: 'Reason for the upload, only recorded; may be empty.'}},
      contentType: {description: {'zh-Hans': 'MIME 类型，可选。', en: 'MIME type, optional.'}},
      id: {
        description: {
          'zh-Hans': '本次上传的标识，进度回调 `OnUploadFileListener` 用它区分不同文件。',
          en: 'An ID for this upload, used by the `OnUploadFileListener` progress callbacks to tell files apart.',
        },
      },
      progress: {
        description: {
          'zh-Hans': '进度回调：打开文件、计算分片哈希、每个分片上传完成、整体进度和完成时被调用。',
          en: 'Progress callback: called when the file is opened, as part hashes are computed, as each part finishes, with the overall progress and on completion.',
        },
        ref: 'callback/onProgress',
      },
      onCompletion: {
        description: {
          'zh-Hans': '上传完成时调用，参数为文件大小、URL 和上传方式。',
          en: 'Called on completion with the file size, the URL and the upload type.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '`{url}`：文件的访问 URL。',
        en: '`{url}`: the URL of the uploaded file.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'uploadFile',
        signature: 'public void uploadFile(OnBase<String> base, OnPutFileListener listener, PutArgs putArgs)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'listener', type: 'OnPutFileListener', doc: 'progress'},
          {name: 'putArgs', type: 'PutArgs', doc: 'req'},
        ],
        returns: 'OnBase<String> (JSON {"url": ...})',
        example: `PutArgs args = new PutArgs(localPath); // name defaults to the path
OpenIMClient.getInstance().uploadFile(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* {"url": "..."} */ }
}, new OnPutFileListener() {
    @Override
    public void uploadComplete(long size, long progress, long l2) { bar.setProgress((int) (progress * 100 / size)); }
}, args);`,
        note: {
          'zh-Hans': '`PutArgs` 只有 `filepath`、`name` 和拼写为 `cuase` 的字段，后者不会被内核识别为 `cause`；无法设置 `contentType`。',
          en: '`PutArgs` only has `filepath`, `name` and a field spelled `cuase`, which the core does not read as `cause`; `contentType` cannot be set.',
        },
      },
      ios: {
        name: 'uploadFile:name:cause:onProgress:onCompletion:onSuccess:onFailure:',
        signature: `- (void)uploadFile:(NSString *)fullPath
           name:(NSString * _Nullable)name
          cause:(NSString * _Nullable)cause
     onProgress:(OIMUploadProgressCallback)onProgress
   onCompletion:(OIMUploadCompletionCallback)onCompletion
      onSuccess:(OIMSuccessCallback)onSuccess
      onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'fullPath', type: 'NSString *', doc: 'filepath'},
          {name: 'name', type: 'NSString *', required: false},
          {name: 'cause', type: 'NSString *', required: false},
          {name: 'onProgress', type: 'OIMUploadProgressCallback', doc: 'progress'},
          {name: 'onCompletion', type: 'OIMUploadCompletionCallback'},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data: JSON {"url": ...})',
        example: `[OIMManager.manager uploadFile:path name:nil cause:nil
    onProgress:^(NSInteger saveBytes, NSInteger currentBytes, NSInteger totalBytes) { }
    onCompletion:^(NSInteger totalBytes, NSString *url, NSInteger putType) {
        NSLog(@"uploaded to %@", url);
    } onSuccess:nil onFailure:^(NSInteger code, NSString *msg) { }];`,
        note: {
          'zh-Hans': '`name` 为空时取路径的最后一段。进度 block 的三个参数实际依次收到文件总大小、已上传字节数和已存储字节数，与参数名不一致。',
          en: "When `name` is nil the last path component is used. The progress block's three arguments actually receive the file size, the bytes sent and the bytes stored, which does not match their names.",
        },
      },
      flutter: {
        name: 'uploadFile',
        signature: `Future uploadFile({
  required String id,
  required String filePath,
  required String fileName,
  String? contentType,
  String? cause,
  String? operationID,
})`,
        params: [
          {name: 'id', type: 'String'},
          {name: 'filePath', type: 'String', doc: 'filepath'},
          {name: 'fileName', type: 'String', doc: 'name'},
          {name: 'contentType', type: 'String?', required: false},
          {name: 'cause', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future (JSON {"url": ...})',
        example: `OpenIM.iMManager.setUploadFileListener(OnUploadFileListener(
  onUploadProgress: (id, fileSize, streamSize, storageSize) => print('$id $streamSize/$fileSize'),
));
final result = await OpenIM.iMManager.uploadFile(
    id: 'avatar', filePath: file.path, fileName: 'avatar.jpg');`,
        note: {
          'zh-Hans': '进度不通过参数传入，而是由 `OpenIM.iMManager.setUploadFileListener` 注册的监听接收，回调的第一个参数就是这里的 `id`。',
          en: 'Progress is not a parameter: the listener registered with `OpenIM.iMManager.setUploadFileListener` receives it, with this `id` as the first argument of each callback.',
        },
      },
      web: {
        name: 'uploadFile',
        signature: 'uploadFile(data: UploadFileParams, operationID?: string): Promise<WsResponse<{ url: string }>>',
        params: [
          {name: 'data', type: 'UploadFileParams', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<{ url: string }>>',
        example: `const [file] = document.querySelector<HTMLInputElement>('#attachment')?.files ?? [];
if (!file) throw new Error('Choose a file first');
const {data} = await OpenIM.uploadFile({
  name: file.name, contentType: file.type, uuid: crypto.randomUUID(), file,
});
console.log(data.url);`,
        note: {
          'zh-Hans': 'Web 端传浏览器的 `File` 对象而不是路径；SDK 会把 `uuid` 改写为 `<uuid>/<文件名>` 并清空 `filepath` 和 `cause`。',
          en: "On Web you pass the browser's `File` object instead of a path; the SDK rewrites `uuid` to `<uuid>/<file name>` and clears `filepath` and `cause`.",
        },
      },
      electron: {
        name: 'uploadFile',
        signature: 'uploadFile(data: UploadFileParams, operationID?: string): Promise<WsResponse<{ url: string }>>',
        params: [
          {name: 'data', type: 'UploadFileParams', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<{ url: string }>>',
        example: `const {data} = await IMSDK.uploadFile({
  filepath: '/Users/me/Pictures/avatar.jpg', name: 'avatar.jpg',
  contentType: 'image/jpeg', uuid: crypto.randomUUID(),
});`,
      },
      'react-native': {
        name: 'uploadFile',
        signature: 'uploadFile(params: UploadFileParams, operationID?: string): Promise<{ url: string }>',
        params: [
          {name: 'params', type: 'UploadFileParams', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<{ url: string }>',
        example: `const {url} = await OpenIMSDK.uploadFile({
  filepath: localPath, name: 'avatar.jpg', contentType: 'image/jpeg', uuid: String(Date.now()),
});`,
      },
      uniapp: {
        name: 'IMMethods.UploadFile',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.UploadFile, operationID: string, reqData: {filepath: string; name: string; contentType?: string; uuid?: string; cause?: string}): Promise<{data: {url: string}}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'reqData', type: 'object', doc: 'req'},
        ],
        returns: 'Promise<{data: {url: string}}>',
        example: `declare const localPath: string; // absolute path of the picked image, from plus.io.convertLocalFileSystemURL

const {data: {url}} = (await IMSDK.asyncApi(IMSDK.IMMethods.UploadFile, IMSDK.uuid(), {
  filepath: localPath, name: 'avatar.jpg', contentType: 'image/jpeg', uuid: IMSDK.uuid(),
})) as {data: {url: string}};`,
        note: {
          'zh-Hans': '整体进度以全局事件 `uploadComplete`（`fileSize`、`streamSize`、`storageSize`、`operationID`）发出。',
          en: 'Overall progress is emitted as the global event `uploadComplete` (`fileSize`, `streamSize`, `storageSize`, `operationID`).',
        },
      },
      'mini-program': {
        name: 'uploadFile',
        signature: 'uploadFile({ file }: UploadFileParams, operationID?: string): Promise<WsResponse<{ url: string }>>',
        params: [
          {name: 'file', type: 'File', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<{ url: string }>>',
        example: `declare const file: File; // a browser File, e.g. from <input type="file"> in an H5 build; WeChat has none
const {data} = await OpenIM.uploadFile({file});
console.log(data.url);`,
        note: {
          'zh-Hans':
            '小程序 SDK 不经过内核，自己通过 HTTP 调用 `apiAddr` 上的对象存储接口分片上传，只读取参数中的 `file`，对象名固定为 `<userID>/<文件名>`；失败时 Promise 不会被拒绝，而是返回 `errCode` 10005。上传用的是浏览器的 `File`、`FileReader` 和 `fetch`，微信小程序里没有这些对象，所以只能在 H5 等浏览器环境中使用；微信小程序请用 `wx.uploadFile` 上传到自己的存储。',
          en: "The mini-program SDK bypasses the core and uploads the parts itself through the object-storage API at `apiAddr`; it only reads `file` and always names the object `<userID>/<file name>`. On failure the promise is not rejected but resolves with `errCode` 10005. The upload uses the browser's `File`, `FileReader` and `fetch`, which WeChat mini programs do not have, so it only works in a browser environment such as an H5 build; in a WeChat mini program upload with `wx.uploadFile` to your own storage.",
        },
      },
      unity: {
        missing: {
          'zh-Hans': 'Unity SDK 没有封装上传文件的方法。需要上传时，可用图片、文件等消息直接发送（SDK 会自动上传），或由你的服务端完成上传。',
          en: 'The Unity SDK has no file upload method. Send the file as an image or file message (the SDK uploads it for you), or upload it through your own server.',
        },
      },
    },
  },
  {
    id: 'api/third/uploadLogs',
    summary: {
      'zh-Hans': '把本机的 SDK 日志打包上传到服务端，便于排查问题；可只上传最新日志的最后若干行。',
      en: "Zips this device's SDK logs and uploads them to the server for troubleshooting; can send just the last lines of the newest log.",
    },
    requires: ['init', 'login'],
    params: {
      line: {
        description: {
          'zh-Hans': '0 表示上传日志目录中的全部日志文件，成功后删除旧文件并清空当前文件；大于 0 时只上传最新日志文件的最后 `line` 行。',
          en: '0 uploads every log file in the log directory and, on success, deletes the old files and empties the current one; a positive value uploads only the last `line` lines of the newest log file.',
        },
      },
      ex: {
        description: {
          'zh-Hans': '附加说明，随日志记录保存，例如用户反馈的问题描述。',
          en: "A note saved with the log record, e.g. the user's description of the problem.",
        },
      },
      progress: {
        description: {
          'zh-Hans': '上传进度回调，参数为已上传字节数和总字节数。',
          en: 'Upload progress callback, called with the bytes sent and the total bytes.',
        },
        ref: 'callback/onProgress',
      },
      params: {
        description: {
          'zh-Hans': 'Android 独有的参数，SDK 内部没有使用，传 `null` 或空列表即可。',
          en: 'An Android-only parameter the SDK does not use; pass `null` or an empty list.',
        },
      },
      options: {
        description: {'zh-Hans': '`{line, ex}` 对象，含义同上。', en: 'A `{line, ex}` object with the meanings above.'},
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功表示日志压缩包已上传并在服务端登记。',
        en: 'No payload; success means the zip has been uploaded and registered on the server.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'uploadLogs',
        signature: 'public void uploadLogs(OnBase<String> base, List<String> params, int line, String ex, UploadLogProgress progress)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'params', type: 'List<String>', required: false},
          {name: 'line', type: 'int'},
          {name: 'ex', type: 'String'},
          {name: 'progress', type: 'UploadLogProgress'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().uploadLogs(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { toast("logs sent"); }
}, null, 2000, "chat list stays empty", (current, size) -> { });`,
        note: {
          'zh-Hans': '`UploadLogProgress` 来自内核绑定（`open_im_sdk_callback.UploadLogProgress`），只有一个方法 `onProgress(long current, long size)`。',
          en: '`UploadLogProgress` comes from the core binding (`open_im_sdk_callback.UploadLogProgress`) and has a single method, `onProgress(long current, long size)`.',
        },
      },
      ios: {
        name: 'uploadLogsWithProgress:line:ex:onSuccess:onFailure:',
        signature: `- (void)uploadLogsWithProgress:(OIMUploadProgressCallback)onProgress
                          line:(NSInteger )line
                            ex:(NSString *)ex
                     onSuccess:(OIMSuccessCallback)onSuccess
                     onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onProgress', type: 'OIMUploadProgressCallback', doc: 'progress'},
          {name: 'line', type: 'NSInteger'},
          {name: 'ex', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager uploadLogsWithProgress:^(NSInteger saveBytes, NSInteger currentBytes, NSInteger totalBytes) {
    NSLog(@"%ld / %ld", (long)currentBytes, (long)totalBytes);
} line:2000 ex:@"chat list stays empty" onSuccess:^(NSString * _Nullable data) {
    NSLog(@"logs sent");
} onFailure:^(NSInteger code, NSString * _Nullable msg) { }];`,
        note: {
          'zh-Hans': '进度 block 的前两个参数都是已上传字节数，第三个是总字节数。',
          en: "The progress block's first two arguments are both the bytes sent; the third is the total.",
        },
      },
      flutter: {
        name: 'uploadLogs',
        signature: `Future uploadLogs({
  String? ex,
  int line = 0,
  String? operationID,
})`,
        params: [
          {name: 'ex', type: 'String?', required: false},
          {name: 'line', type: 'int', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future',
        example: `OpenIM.iMManager.setUploadLogsListener(OnUploadLogsListener(
  onUploadProgress: (current, size) => print('$current/$size'),
));
await OpenIM.iMManager.uploadLogs(line: 2000, ex: 'chat list stays empty');`,
        note: {
          'zh-Hans': '进度由 `setUploadLogsListener` 注册的 `OnUploadLogsListener` 接收。',
          en: 'Progress goes to the `OnUploadLogsListener` registered with `setUploadLogsListener`.',
        },
      },
      web: {
        missing: {
          'zh-Hans': 'Web SDK 没有上传日志的方法：WASM 内核不写日志文件，日志只在浏览器控制台中。',
          en: 'The Web SDK has no log upload method: the WASM core writes no log files, its logs are only in the browser console.',
        },
      },
      electron: {
        name: 'uploadLogs',
        signature: 'uploadLogs(params: UploadLogsParams, opid?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'UploadLogsParams', doc: 'options'},
          {name: 'opid', type: 'string', required: false, doc: 'operationID'},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await IMSDK.uploadLogs({line: 2000, ex: 'chat list stays empty'});`,
      },
      'react-native': {
        name: 'uploadLogs',
        signature: 'uploadLogs(params: UploadLogsParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'UploadLogsParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.uploadLogs({line: 2000, ex: 'chat list stays empty'});`,
      },
      uniapp: {
        name: 'IMMethods.UploadLogs',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.UploadLogs, operationID: string, options: {line: number; ex?: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{line: number; ex?: string}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.UploadLogs, IMSDK.uuid(), {line: 2000, ex: 'chat list stays empty'});`,
        note: {
          'zh-Hans': '进度以全局事件 `uploadLogsProgress`（`current`、`size`）发出。',
          en: 'Progress is emitted as the global event `uploadLogsProgress` (`current`, `size`).',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有上传日志的方法；内核日志在运行 oimws 代理的服务器上。',
          en: "The mini-program SDK has no log upload method; the core's logs are on the server running the oimws proxy.",
        },
      },
      unity: {
        missing: {
          'zh-Hans': 'Unity SDK 没有封装这个方法；日志文件位于初始化时 `LogFilePath` 指定的目录，可由应用自行收集。',
          en: 'The Unity SDK does not wrap this method; the log files are in the `LogFilePath` directory given at init, where your app can collect them.',
        },
      },
    },
  },
];
