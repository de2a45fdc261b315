/** Methods of the initialization module: init, login, logout, login state. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

/** The call the home page shows on every platform (src/components/IntegrationExample, and the home page's twin). */
export const HOME_EXAMPLE_METHOD = 'api/initialization/login';

export const INITIALIZATION_METHODS: readonly SdkMethod[] = [
  {
    id: 'api/initialization/login',
    summary: {
      'zh-Hans': '以一个用户身份登录：建立长连接，并把该用户的数据同步到本地。',
      en: "Logs a user in: opens the long-lived connection and syncs that user's data to the local database.",
    },
    requires: ['init'],
    params: {
      userID: {
        description: {'zh-Hans': '要登录的用户 ID，必须已在 OpenIM 服务端注册。', en: 'ID of the user to log in; must be registered on the OpenIM server.'},
      },
      token: {
        description: {
          'zh-Hans': '该用户的 token，由你的应用服务端调用 `/auth/get_user_token` 获取后下发，平台 ID 必须与初始化时一致。',
          en: "The user's token, obtained by your app server from `/auth/get_user_token`; its platform ID must match the one given at init.",
        },
      },
      params: {
        description: {
          'zh-Hans': '登录参数：`userID`、`token`，Web 端还包括初始化配置（`platformID`、`apiAddr`、`wsAddr` 等），因为 Web SDK 在登录时完成初始化。',
          en: 'Login parameters: `userID` and `token`; on Web also the init settings (`platformID`, `apiAddr`, `wsAddr`, ...), because the Web SDK initialises at login.',
        },
      },
      options: {description: {'zh-Hans': '包含 `userID` 和 `token` 的对象。', en: 'An object with `userID` and `token`.'}},
      checkLoginStatus: {
        description: {
          'zh-Hans': '为 `true`（默认）时先查询登录状态，已登录或正在登录则不再重复调用内核登录。',
          en: 'When `true` (the default), the login state is checked first and the core login is skipped if the user is already logged in or logging in.',
        },
      },
      defaultValue: {
        description: {
          'zh-Hans': '登录成功但读取自己的资料失败时，用它的返回值作为结果。',
          en: "Called for the result when login succeeds but reading the user's own profile fails.",
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功表示已连上服务端并开始同步。Flutter 额外返回登录用户的资料。',
        en: "No payload; success means the connection is up and sync has started. Flutter also returns the user's profile.",
      },
    },
    triggers: ['callback/onConnecting', 'callback/onConnectSuccess', 'callback/onSyncServerStart', 'callback/onSyncServerFinish'],
    errors: [10102, 10005],
    platforms: {
      android: {
        name: 'login',
        signature: 'public void login(@NotNull OnBase<String> base, String uid, String token)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
          {name: 'token', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().login(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        // connected; sync continues in the background
    }

    @Override
    public void onError(int code, String error) {
        Log.e("IM", "login failed: " + code + " " + error);
    }
}, "user001", token);`,
      },
      ios: {
        name: 'login:token:onSuccess:onFailure:',
        signature: `- (void)login:(NSString *)userID
        token:(NSString *)token
    onSuccess:(nullable OIMSuccessCallback)onSuccess
    onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userID', type: 'NSString *'},
          {name: 'token', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager login:@"user001"
                     token:token
                 onSuccess:^(NSString * _Nullable data) {
    NSLog(@"logged in");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"login failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'login',
        signature: `Future<UserInfo> login({
  required String userID,
  required String token,
  String? operationID,
  Future<UserInfo> Function()? defaultValue,
  bool checkLoginStatus = true,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'token', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
          {name: 'defaultValue', type: 'Future<UserInfo> Function()?', required: false},
          {name: 'checkLoginStatus', type: 'bool', required: false},
        ],
        returns: 'Future<UserInfo>',
        example: `final me = await OpenIM.iMManager.login(userID: 'user001', token: token);
print('logged in as \${me.nickname}');`,
        note: {
          'zh-Hans': '登录成功后 Flutter SDK 会再调用 `getSelfUserInfo` 并返回当前用户资料。',
          en: "After a successful login the Flutter SDK calls `getSelfUserInfo` and returns the current user's profile.",
        },
      },
      web: {
        name: 'login',
        signature: 'login(params: InitAndLoginConfig, operationID?: string): Promise<any>',
        params: [
          {name: 'params', type: 'InitAndLoginConfig'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<any>',
        example: `import {getSDK, Platform} from '@openim/wasm-client-sdk';

declare const token: string; // user001's token, issued by your app server

const OpenIM = getSDK();
await OpenIM.login({
  userID: 'user001',
  token,
  platformID: Platform.Web,
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10001',
});`,
        note: {
          'zh-Hans': 'Web SDK 没有单独的初始化调用：`login` 先按参数中的地址和平台初始化 WASM 内核，再登录。',
          en: 'The Web SDK has no separate init call: `login` first initialises the WASM core with the addresses and platform in its parameters, then logs in.',
        },
      },
      electron: {
        name: 'login',
        signature: 'login(params: Partial<InitAndLoginConfig>, operationID?: string): Promise<WsResponse>',
        params: [
          {name: 'params', type: 'Partial<InitAndLoginConfig>'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse>',
        example: `import {Platform} from '@openim/wasm-client-sdk';

declare const dataDir: string; // app.getPath('userData'), passed from the main process
declare const token: string; // user001's token, from your app server

await IMSDK.initSDK({platformID: Platform.Windows, apiAddr: 'http://localhost:10002', wsAddr: 'ws://localhost:10001', dataDir, systemType: 'electron'});
await IMSDK.login({userID: 'user001', token});`,
      },
      'react-native': {
        name: 'login',
        signature: 'login(params: LoginParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'LoginParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `import OpenIMSDK from '@openim/rn-client-sdk';

await OpenIMSDK.login({userID: 'user001', token});`,
      },
      uniapp: {
        name: 'IMMethods.Login',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.Login, operationID: string, options: {userID: string; token: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{userID: string; token: string}'},
        ],
        returns: 'Promise<unknown>',
        example: `import IMSDK from 'openim-uniapp-polyfill';

declare const token: string; // the IM token your app server issued for user001

await IMSDK.asyncApi(IMSDK.IMMethods.Login, IMSDK.uuid(), {userID: 'user001', token});`,
      },
      'mini-program': {
        name: 'login',
        signature: 'login(params: LoginParams, operationID?: string): Promise<WsResponse>',
        params: [
          {name: 'params', type: 'LoginParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse>',
        example: `import {OpenIMSDK} from 'open-im-sdk';

declare const token: string; // user001's token, fetched from your app server
const OpenIM = new OpenIMSDK();
await OpenIM.login({
  userID: 'user001',
  token,
  platformID: 6, // mini program
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10003', // the oimws proxy, not the gateway
});`,
        note: {
          'zh-Hans': '小程序 SDK（npm 包 `open-im-sdk`）不直接连网关，而是连接 oimws 代理（默认端口 10003），由代理运行内核；该仓库已停止维护。',
          en: 'The mini-program SDK (npm `open-im-sdk`) does not talk to the gateway itself: it connects to the oimws proxy (port 10003 by default), which runs the core. Its repository is no longer maintained.',
        },
      },
      unity: {
        name: 'Login',
        signature: 'public static void Login(string uid, string token, OnBase<bool> cb)',
        params: [
          {name: 'uid', type: 'string', doc: 'userID'},
          {name: 'token', type: 'string'},
          {name: 'cb', type: 'OnBase<bool>'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.Login("user001", token, (ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"login failed: {errCode} {errMsg}");
});`,
      },
    },
  },
  {
    id: 'api/initialization/initSDK',
    summary: {
      'zh-Hans': '初始化 SDK：传入服务器地址、平台 ID 和本地数据目录，并注册连接监听；只在本地生效，不连接服务器。',
      en: 'Initialises the SDK with the server addresses, the platform ID and the local data directory, and registers the connection listener; local only, it does not connect yet.',
    },
    requires: [],
    params: {
      config: {
        description: {
          'zh-Hans':
            '初始化配置：`apiAddr`（如 `http://localhost:10002`）、`wsAddr`（如 `ws://localhost:10001`）、`platformID`、`dataDir`（本地数据库目录），以及 `logLevel`、`logFilePath`、`isLogStandardOutput` 等日志选项。',
          en: 'Init settings: `apiAddr` (e.g. `http://localhost:10002`), `wsAddr` (e.g. `ws://localhost:10001`), `platformID`, `dataDir` (where the local database lives), plus log options such as `logLevel`, `logFilePath` and `isLogStandardOutput`.',
        },
        ref: 'class/init/config',
      },
      listener: {
        description: {
          'zh-Hans': '连接监听：接收连接中、连接成功、连接失败、被踢下线和 token 失效等事件。整个 SDK 生命周期只有这一个，后设置的不会替换它。',
          en: "Connection listener: receives connecting, connected, connection failed, kicked offline and token expired events. There is one for the SDK's whole life; it is not replaced later.",
        },
        ref: 'listener/connectListener',
      },
      application: {
        description: {'zh-Hans': 'Android 的 `Application` 实例。', en: 'The Android `Application` instance.'},
      },
      onConnecting: {
        description: {'zh-Hans': '开始连接服务器时调用。', en: 'Called when the SDK starts connecting to the server.'},
        ref: 'callback/onConnecting',
      },
      onConnectFailure: {
        description: {
          'zh-Hans': '连接失败时调用，参数为错误码和错误信息；SDK 会自动重试。',
          en: 'Called with an error code and message when connecting fails; the SDK retries by itself.',
        },
        ref: 'callback/onConnectFailed',
      },
      onConnectSuccess: {
        description: {'zh-Hans': '连接成功时调用。', en: 'Called when the connection is up.'},
        ref: 'callback/onConnectSuccess',
      },
      onKickedOffline: {
        description: {'zh-Hans': '当前设备被踢下线时调用。', en: 'Called when this device is kicked offline.'},
        ref: 'callback/onKickedOffline',
      },
      onUserTokenExpired: {
        description: {'zh-Hans': 'token 过期时调用。', en: 'Called when the token has expired.'},
        ref: 'callback/onUserTokenExpired',
      },
      onUserTokenInvalid: {
        description: {
          'zh-Hans': 'token 无效（格式错误、不存在或已被服务端作废）时调用，参数为错误信息。',
          en: 'Called with an error message when the token is invalid (malformed, unknown or revoked by the server).',
        },
      },
      platformID: {
        description: {'zh-Hans': '平台 ID，如 1 iOS、2 Android、3 Windows、5 Web。', en: 'Platform ID, e.g. 1 iOS, 2 Android, 3 Windows, 5 Web.'},
        ref: 'enum/platform',
      },
      apiAddr: {description: {'zh-Hans': 'OpenIM API 地址，如 `http://localhost:10002`。', en: 'OpenIM API address, e.g. `http://localhost:10002`.'}},
      wsAddr: {description: {'zh-Hans': '消息网关地址，如 `ws://localhost:10001`。', en: 'Message gateway address, e.g. `ws://localhost:10001`.'}},
      dataDir: {description: {'zh-Hans': '本地数据库存放目录，必须可写。', en: 'Directory for the local database; must be writable.'}},
      logLevel: {
        description: {'zh-Hans': '日志级别，默认 6（最详细）。', en: 'Log level; 6 (the most verbose) by default.'},
        ref: 'enum/logLevel',
      },
      isNeedEncryption: {
        description: {
          'zh-Hans': '是否加密，内核 v3.8.3 的配置中没有对应项，传了也不生效。',
          en: 'Encryption flag; the v3.8.3 core config has no such setting, so it has no effect.',
        },
      },
      isCompression: {
        description: {
          'zh-Hans': '是否压缩，内核 v3.8.3 的配置中没有对应项，传了也不生效。',
          en: 'Compression flag; the v3.8.3 core config has no such setting, so it has no effect.',
        },
      },
      isLogStandardOutput: {
        description: {'zh-Hans': '是否把日志同时打印到控制台，默认 `true`。', en: 'Whether logs also go to the console; `true` by default.'},
      },
      logFilePath: {
        description: {
          'zh-Hans': '日志文件目录；[`uploadLogs`](/sdks/api/third/uploadLogs) 从这里读取日志。',
          en: 'Directory for log files; [`uploadLogs`](/sdks/api/third/uploadLogs) reads the logs from here.',
        },
      },
      params: {
        description: {
          'zh-Hans':
            'Web 端把初始化配置和登录参数合在一起：`userID`、`token`、`platformID`、`apiAddr`、`wsAddr`，以及可选的 `logLevel`、`isLogStandardOutput`、`isExternalExtensions`、`tryParse`。',
          en: 'On Web the init settings and the login parameters travel together: `userID`, `token`, `platformID`, `apiAddr`, `wsAddr`, and optionally `logLevel`, `isLogStandardOutput`, `isExternalExtensions`, `tryParse`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans':
          '内核返回布尔值：`true` 表示初始化成功（已初始化过时也返回 `true`，但沿用第一次的配置）；`false` 表示配置不合法，例如 `platformID` 为 0、地址缺少 `http`/`ws` 协议头，或 JSON 解析失败。并非每个平台都把这个布尔值交给你：Web 没有单独的初始化，`login` 忽略初始化结果，解析为登录调用的响应；React Native 成功时解析为字符串 `"init success"`，失败时以错误码 `-1` 拒绝。',
        en: 'The core returns a boolean: `true` when init succeeded (also when the SDK was already initialised, in which case the first configuration stays in force); `false` for an invalid configuration, e.g. `platformID` 0, an address without its `http`/`ws` scheme, or JSON that does not parse. Not every platform hands you that boolean: Web has no separate init, and its `login` ignores the init result and resolves with the response of the login call; React Native resolves with the string `"init success"` and rejects with code `-1` on failure.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'initSDK',
        signature: 'public boolean initSDK(Application application, InitConfig initConfig, @NotNull OnConnListener listener)',
        params: [
          {name: 'application', type: 'Application'},
          {name: 'initConfig', type: 'InitConfig', doc: 'config'},
          {name: 'listener', type: 'OnConnListener'},
        ],
        returns: 'boolean',
        example: `InitConfig config = new InitConfig("http://localhost:10002", "ws://localhost:10001",
        getFilesDir().getAbsolutePath());
boolean ok = OpenIMClient.getInstance().initSDK(getApplication(), config, new OnConnListener() {
    @Override
    public void onKickedOffline() { /* back to the login screen */ }
});`,
        note: {
          'zh-Hans': '`InitConfig` 的 `platformID` 是常量 2（Android），无法改成 Android Pad（8）；构造参数依次是 API 地址、网关地址和数据目录。',
          en: '`InitConfig.platformID` is a constant 2 (Android) and cannot be set to Android Pad (8); its constructor takes the API address, the gateway address and the data directory.',
        },
      },
      ios: {
        name: 'initSDKWithConfig:onConnecting:onConnectFailure:onConnectSuccess:onKickedOffline:onUserTokenExpired:onUserTokenInvalid:',
        signature: `- (BOOL)initSDKWithConfig:(OIMInitConfig *)config
             onConnecting:(OIMVoidCallback)onConnecting
         onConnectFailure:(OIMFailureCallback)onConnectFailure
         onConnectSuccess:(OIMVoidCallback)onConnectSuccess
          onKickedOffline:(OIMVoidCallback)onKickedOffline
       onUserTokenExpired:(OIMVoidCallback)onUserTokenExpired
       onUserTokenInvalid:(OIMStringCallback)onUserTokenInvalid;`,
        params: [
          {name: 'config', type: 'OIMInitConfig *'},
          {name: 'onConnecting', type: 'OIMVoidCallback'},
          {name: 'onConnectFailure', type: 'OIMFailureCallback'},
          {name: 'onConnectSuccess', type: 'OIMVoidCallback'},
          {name: 'onKickedOffline', type: 'OIMVoidCallback'},
          {name: 'onUserTokenExpired', type: 'OIMVoidCallback'},
          {name: 'onUserTokenInvalid', type: 'OIMStringCallback'},
        ],
        returns: 'BOOL',
        example: `OIMInitConfig *config = [OIMInitConfig new];
config.apiAddr = @"http://localhost:10002";
config.wsAddr = @"ws://localhost:10001";
BOOL ok = [OIMManager.manager initSDKWithConfig:config
    onConnecting:^{ } onConnectFailure:^(NSInteger code, NSString *msg) { }
    onConnectSuccess:^{ } onKickedOffline:^{ /* show login */ }
    onUserTokenExpired:^{ /* refresh token */ } onUserTokenInvalid:^(NSString *msg) { }];`,
        note: {
          'zh-Hans':
            '连接事件以 block 传入，不是监听对象。`OIMInitConfig` 的默认值：按设备类型取 iPhone（1）或 iPad（9），数据目录和日志目录为 Documents，日志级别 5，`systemType` 为 `native_iOS`。',
          en: 'Connection events are passed as blocks, not a listener object. `OIMInitConfig` defaults: iPhone (1) or iPad (9) by device, Documents for data and logs, log level 5, `systemType` `native_iOS`.',
        },
      },
      flutter: {
        name: 'initSDK',
        signature: `Future<dynamic> initSDK({
  required int platformID,
  required String apiAddr,
  required String wsAddr,
  required String dataDir,
  required OnConnectListener listener,
  int logLevel = 6,
  bool isNeedEncryption = false,
  bool isCompression = false,
  bool isLogStandardOutput = true,
  String? logFilePath,
  String? operationID,
})`,
        params: [
          {name: 'platformID', type: 'int'},
          {name: 'apiAddr', type: 'String'},
          {name: 'wsAddr', type: 'String'},
          {name: 'dataDir', type: 'String'},
          {name: 'listener', type: 'OnConnectListener'},
          {name: 'logLevel', type: 'int', required: false},
          {name: 'isNeedEncryption', type: 'bool', required: false},
          {name: 'isCompression', type: 'bool', required: false},
          {name: 'isLogStandardOutput', type: 'bool', required: false},
          {name: 'logFilePath', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `final dir = await getApplicationDocumentsDirectory(); // path_provider
await OpenIM.iMManager.initSDK(
  platformID: IMPlatform.android,
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10001',
  dataDir: dir.path,
  listener: OnConnectListener(onKickedOffline: () => print('kicked')),
);`,
        note: {
          'zh-Hans':
            '另有 `init(InitConfig config, OnConnectListener listener, {String? operationID})`，参数相同但以 `InitConfig` 对象传入，返回 `Future<bool?>`。',
          en: 'There is also `init(InitConfig config, OnConnectListener listener, {String? operationID})`: the same settings as an `InitConfig` object, returning `Future<bool?>`.',
        },
      },
      web: {
        name: 'login',
        signature: 'login(params: InitAndLoginConfig, operationID?: string): Promise<any>',
        params: [
          {name: 'params', type: 'InitAndLoginConfig'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<any>',
        example: `import {CbEvents, getSDK, Platform} from '@openim/wasm-client-sdk';

declare const token: string; // user001's token, issued by your app server

const OpenIM = getSDK();
OpenIM.on(CbEvents.OnKickedOffline, () => console.log('kicked'));
await OpenIM.login({
  userID: 'user001', token, platformID: Platform.Web,
  apiAddr: 'http://localhost:10002', wsAddr: 'ws://localhost:10001',
});`,
        note: {
          'zh-Hans':
            'Web SDK 没有 `initSDK`：`getSDK()` 加载 WASM，`login` 用参数中的地址和平台先初始化内核再登录；数据目录固定，存放在浏览器的 IndexedDB 中。`login` 不检查初始化的结果，Promise 解析为登录调用的响应（`WsResponse`），不是布尔值；配置不合法时只会表现为登录失败。',
          en: "The Web SDK has no `initSDK`: `getSDK()` loads the WASM and `login` initialises the core with the addresses and platform in its parameters, then logs in; there is no data directory, data lives in the browser's IndexedDB. `login` does not check the init result and resolves with the response of the login call (a `WsResponse`), not a boolean; an invalid configuration only shows up as a failed login.",
        },
      },
      electron: {
        name: 'initSDK',
        signature: 'initSDK(param: InitConfig, opid?: string): Promise<boolean>',
        params: [
          {name: 'param', type: 'InitConfig', doc: 'config'},
          {name: 'opid', type: 'string', required: false, doc: 'operationID'},
        ],
        returns: 'Promise<boolean>',
        example: `import {Platform} from '@openim/wasm-client-sdk';

declare const dataDir: string; // app.getPath('userData'), passed from the main process

const ok = await IMSDK.initSDK({
  platformID: Platform.Windows,
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10001',
  dataDir,
  systemType: 'electron',
});`,
        note: {
          'zh-Hans': '主进程初始化成功后会一次性注册所有监听，事件经 IPC 转发到渲染进程，用 `IMSDK.on(CbEvents.Xxx, fn)` 接收。',
          en: 'Once init succeeds the main process registers every listener at once and forwards events over IPC; receive them in the renderer with `IMSDK.on(CbEvents.Xxx, fn)`.',
        },
      },
      'react-native': {
        name: 'initSDK',
        signature: 'initSDK(params: InitOptions, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'InitOptions', doc: 'config'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `import RNFS from 'react-native-fs';

await OpenIMSDK.initSDK({
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10001',
  dataDir: RNFS.DocumentDirectoryPath,
  logFilePath: RNFS.DocumentDirectoryPath,
  logLevel: 5,
  isLogStandardOutput: true,
});`,
        note: {
          'zh-Hans':
            '`InitOptions` 没有 `platformID`：原生层自己填写（Android 模块写死为 2，iOS 为 1）。成功时 Promise 解析为字符串 `"init success"`，不是布尔值；初始化失败时 Promise 以错误码 `-1`（`please check params and dir`）被拒绝，而不是返回 `false`。',
          en: '`InitOptions` has no `platformID`: the native layer fills it in (the Android module hard-codes 2, iOS 1). On success the promise resolves with the string `"init success"`, not a boolean; a failed init rejects it with code `-1` (`please check params and dir`) instead of returning `false`.',
        },
      },
      uniapp: {
        name: 'IMMethods.InitSDK',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.InitSDK, operationID: string, config: object): Promise<boolean>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'config', type: 'object'},
        ],
        returns: 'Promise<boolean>',
        example: `const dbDir = plus.io.convertLocalFileSystemURL('_doc/'); // the app's private documents folder

const ok = (await IMSDK.asyncApi(IMSDK.IMMethods.InitSDK, IMSDK.uuid(), {
  systemType: 'uni-app',
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10001',
  dataDir: dbDir,
  logLevel: 5,
  logFilePath: dbDir,
  isLogStandardOutput: true,
})) as boolean;`,
        note: {
          'zh-Hans':
            '原生插件会覆盖 `platformID`（Android 为 2，iOS 为 1），并在初始化成功后自动注册全部监听；事件用 `IMSDK.subscribe(IMSDK.IMEvents.Xxx, fn)` 接收。',
          en: 'The native plugin overrides `platformID` (2 on Android, 1 on iOS) and registers every listener once init succeeds; receive events with `IMSDK.subscribe(IMSDK.IMEvents.Xxx, fn)`.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有初始化调用：内核运行在 oimws 代理上，服务器地址、平台 ID 都在 [login](/sdks/api/initialization/login) 的参数中传入。',
          en: 'The mini-program SDK has no init call: the core runs in the oimws proxy, and the addresses and platform ID go into the parameters of [login](/sdks/api/initialization/login).',
        },
      },
      unity: {
        name: 'InitSDK',
        signature: 'public static bool InitSDK(IMConfig _config, IConnListener conn)',
        params: [
          {name: '_config', type: 'IMConfig', doc: 'config'},
          {name: 'conn', type: 'IConnListener', doc: 'listener'},
        ],
        returns: 'bool',
        example: `var config = new IMConfig {
    PlatformID = 3, ApiAddr = "http://localhost:10002", WsAddr = "ws://localhost:10001",
    DataDir = Application.persistentDataPath, LogLevel = 5, LogFilePath = Application.persistentDataPath,
};
bool ok = IMSDK.InitSDK(config, connListener); // connListener implements IConnListener`,
      },
    },
  },
  {
    id: 'api/initialization/unInitSDK',
    summary: {
      'zh-Hans': '反初始化 SDK：丢弃初始化时的配置和连接监听，之后需要重新初始化才能再登录。',
      en: 'Uninitialises the SDK: drops the configuration and the connection listener given at init; you must initialise again before the next login.',
    },
    requires: ['init'],
    params: {},
    result: {
      description: {
        'zh-Hans': '无返回数据。',
        en: 'Nothing.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'unInit',
        signature: 'public void unInit()',
        params: [],
        returns: 'void',
        example: `OpenIMClient.getInstance().logout(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        OpenIMClient.getInstance().unInit();
    }
});`,
        note: {
          'zh-Hans': 'Android 上的方法名是 `unInit`，不是 `unInitSDK`。',
          en: 'On Android the method is called `unInit`, not `unInitSDK`.',
        },
      },
      ios: {
        name: 'unInitSDK',
        signature: '- (void)unInitSDK;',
        params: [],
        returns: 'void',
        example: `[OIMManager.manager logoutWithOnSuccess:^(NSString * _Nullable data) {
    [OIMManager.manager unInitSDK];
} onFailure:nil];`,
      },
      flutter: {
        name: 'unInitSDK',
        signature: 'void unInitSDK()',
        params: [],
        returns: 'void',
        example: `await OpenIM.iMManager.logout();
OpenIM.iMManager.unInitSDK();`,
      },
      web: {
        name: 'logout',
        signature: 'logout<T>(operationID?: string): Promise<WsResponse<T>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.logout();
// the WASM core stays loaded until the page is closed or reloaded`,
        note: {
          'zh-Hans': 'Web SDK 没有反初始化方法，最接近的是 `logout`：它关闭连接并释放登录数据。WASM 内核会一直留在页面中，要彻底释放只能刷新或关闭页面。',
          en: "The Web SDK has no uninit method; the closest is `logout`, which closes the connection and releases the login's data. The WASM core stays in the page; only reloading or closing the page frees it.",
        },
      },
      electron: {
        name: 'unInitSDK',
        signature: 'unInitSDK(opid?: string): Promise<void>',
        params: [{name: 'opid', type: 'string', required: false, doc: 'operationID'}],
        returns: 'Promise<void>',
        example: `await IMSDK.logout();
await IMSDK.unInitSDK();`,
      },
      'react-native': {
        name: 'unInitSDK',
        signature: 'unInitSDK(operationID?: string): Promise<unknown>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.logout();
await OpenIMSDK.unInitSDK();`,
      },
      uniapp: {
        name: 'IMMethods.UnInitSDK',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.UnInitSDK, operationID: string): Promise<void>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<void>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.Logout, IMSDK.uuid());
await IMSDK.asyncApi(IMSDK.IMMethods.UnInitSDK, IMSDK.uuid());`,
        note: {
          'zh-Hans':
            'iOS 插件以选择器 `unInitSDK` 导出，而实现的方法是 `unInitSDK:`（带操作 ID 参数），两者不一致，在 iOS 上使用前请先验证。另外插件记住了“已初始化”标记，反初始化后再次调用 `InitSDK` 会直接返回 `true` 而不重新初始化内核。',
          en: 'The iOS plugin exports the selector `unInitSDK` while the implemented method is `unInitSDK:` (taking the operation ID); they do not match, so verify it on iOS before relying on it. The plugin also keeps its "initialised" flag, so calling `InitSDK` after an uninit returns `true` without initialising the core again.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有反初始化方法；调用 [logout](/sdks/api/initialization/logout) 会关闭与 oimws 代理的连接。',
          en: 'The mini-program SDK has no uninit method; [logout](/sdks/api/initialization/logout) closes the connection to the oimws proxy.',
        },
      },
      unity: {
        name: 'UnInitSDK',
        signature: 'public static void UnInitSDK()',
        params: [],
        returns: 'void',
        example: `IMSDK.Logout((ok, errCode, errMsg) => {
    if (errCode == 0) IMSDK.UnInitSDK();
});`,
      },
    },
  },
  {
    id: 'api/initialization/logout',
    summary: {
      'zh-Hans': '登出当前用户：通知服务端删除本设备的推送 token，断开长连接并关闭本地数据库。',
      en: "Logs the current user out: asks the server to drop this device's push token, closes the long-lived connection and closes the local database.",
    },
    requires: ['init', 'login'],
    params: {},
    result: {
      description: {
        'zh-Hans': '无业务数据；成功后登录状态回到“未登录”（1），可以再次调用 `login`。',
        en: 'No payload; on success the login status is back to "logged out" (1) and `login` can be called again.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'logout',
        signature: 'public void logout(OnBase<String> base)',
        params: [{name: 'base', type: 'OnBase<String>', doc: 'callback'}],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().logout(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        // go back to the login screen
    }

    @Override
    public void onError(int code, String error) {
        Log.e("IM", "logout failed: " + code + " " + error);
    }
});`,
      },
      ios: {
        name: 'logoutWithOnSuccess:onFailure:',
        signature: `- (void)logoutWithOnSuccess:(nullable OIMSuccessCallback)onSuccess
                  onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager logoutWithOnSuccess:^(NSString * _Nullable data) {
    NSLog(@"logged out");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"logout failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'logout',
        signature: 'Future<dynamic> logout({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.logout();`,
        note: {
          'zh-Hans': '成功后 Flutter SDK 还会清空 `IMManager` 上缓存的 `token` 并把 `isLogined` 置为 `false`。',
          en: 'On success the Flutter SDK also clears the `token` cached on `IMManager` and sets `isLogined` to `false`.',
        },
      },
      web: {
        name: 'logout',
        signature: 'logout<T>(operationID?: string): Promise<WsResponse<T>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.logout();`,
      },
      electron: {
        name: 'logout',
        signature: 'logout<T>(operationID?: string): Promise<WsResponse<T>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.logout();`,
      },
      'react-native': {
        name: 'logout',
        signature: 'logout(operationID?: string): Promise<unknown>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.logout();`,
      },
      uniapp: {
        name: 'IMMethods.Logout',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.Logout, operationID: string): Promise<unknown>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.Logout, IMSDK.uuid());`,
      },
      'mini-program': {
        name: 'logout',
        signature: 'logout(operationID?: string): Promise<WsResponse<unknown>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.logout();`,
      },
      unity: {
        name: 'Logout',
        signature: 'public static void Logout(OnBase<bool> cb)',
        params: [{name: 'cb', type: 'OnBase<bool>'}],
        returns: 'OnBase<bool>',
        example: `IMSDK.Logout((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"logout failed: {errCode} {errMsg}");
});`,
      },
    },
  },
  {
    id: 'api/initialization/getLoginStatus',
    summary: {
      'zh-Hans': '查询 SDK 当前的登录状态：未登录、登录中或已登录；只读本地状态。',
      en: "Returns the SDK's current login state: logged out, logging in or logged in; reads local state only.",
    },
    requires: [],
    params: {},
    result: {
      description: {
        'zh-Hans': '登录状态：1 未登录，2 登录中，3 已登录；SDK 尚未初始化（或已反初始化）时内核返回 -1001。',
        en: 'The login state: 1 logged out, 2 logging in, 3 logged in; while the SDK is not initialised (or after an uninit) the core returns -1001.',
      },
      ref: 'enum/loginStatus',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getLoginStatus',
        signature: 'public int getLoginStatus()',
        params: [],
        returns: 'int',
        example: `int status = OpenIMClient.getInstance().getLoginStatus();
if (status != LoginStatus.Logged) {
    // call login
}`,
      },
      ios: {
        name: 'getLoginStatus',
        signature: '- (OIMLoginStatus)getLoginStatus;',
        params: [],
        returns: 'OIMLoginStatus',
        example: `if ([OIMManager.manager getLoginStatus] != OIMLoginStatusLogged) {
    // call login:token:onSuccess:onFailure:
}`,
      },
      flutter: {
        name: 'getLoginStatus',
        signature: 'Future<int?> getLoginStatus({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<int?>',
        example: `final status = await OpenIM.iMManager.getLoginStatus();
if (status != LoginStatus.logged) {
  // log in
}`,
      },
      web: {
        name: 'getLoginStatus',
        signature: 'getLoginStatus(operationID?: string): Promise<WsResponse<LoginStatus>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<LoginStatus>>',
        example: `import {LoginStatus} from '@openim/wasm-client-sdk';

const {data: status} = await OpenIM.getLoginStatus();
if (status !== LoginStatus.Logged) {
  // log in
}`,
      },
      electron: {
        name: 'getLoginStatus',
        signature: 'getLoginStatus(operationID?: string): Promise<WsResponse<LoginStatus>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<LoginStatus>>',
        example: `const {data: status} = await IMSDK.getLoginStatus();`,
      },
      'react-native': {
        name: 'getLoginStatus',
        signature: 'getLoginStatus(operationID?: string): Promise<LoginStatus>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<LoginStatus>',
        example: `const status = await OpenIMSDK.getLoginStatus();
if (status !== LoginStatus.Logged) {
  // log in
}`,
        note: {
          'zh-Hans': '直接解析为状态值，而不是带 `data` 的响应对象。',
          en: 'Resolves to the state itself, not a response object with `data`.',
        },
      },
      uniapp: {
        name: 'IMMethods.GetLoginStatus',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetLoginStatus, operationID: string): Promise<number>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<number>',
        example: `const status = (await IMSDK.asyncApi(IMSDK.IMMethods.GetLoginStatus, IMSDK.uuid())) as number;
if (status === 3) {
  // already logged in
}`,
      },
      'mini-program': {
        name: 'getLoginStatus',
        signature: 'getLoginStatus(operationID?: string): Promise<WsResponse<LoginStatus>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<LoginStatus>>',
        example: `const {data: status} = await OpenIM.getLoginStatus();`,
        note: {
          'zh-Hans': '请求经长连接发给 oimws 代理，登录之前调用会被拒绝（10004），而不是返回“未登录”。',
          en: 'The request goes over the connection to the oimws proxy, so before login it is rejected (10004) instead of returning "logged out".',
        },
      },
      unity: {
        name: 'GetLoginStatus',
        signature: 'public static LoginStatus GetLoginStatus()',
        params: [],
        returns: 'LoginStatus',
        example: `if (IMSDK.GetLoginStatus() != LoginStatus.Logged) {
    IMSDK.Login("user001", token, onLogin);
}`,
        note: {
          'zh-Hans': 'Unity 的 `LoginStatus` 枚举多一个 `Empty = 0`。',
          en: "Unity's `LoginStatus` enum has an extra `Empty = 0`.",
        },
      },
    },
  },
  {
    id: 'api/initialization/getLoginUserID',
    summary: {
      'zh-Hans': '返回最近一次登录所用的用户 ID；只读本地内存。',
      en: 'Returns the user ID of the most recent login; reads local memory only.',
    },
    requires: ['init'],
    params: {},
    result: {
      description: {
        'zh-Hans': '用户 ID 字符串；SDK 未初始化时为空字符串。注意登出后内核仍返回上一次登录的 ID。',
        en: "The user ID string; an empty string while the SDK is not initialised. Note that after a logout the core still returns the previous login's ID.",
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getLoginUserID',
        signature: 'public String getLoginUserID()',
        params: [],
        returns: 'String',
        example: `String me = OpenIMClient.getInstance().getLoginUserID();`,
      },
      ios: {
        name: 'getLoginUserID',
        signature: '- (NSString *)getLoginUserID;',
        params: [],
        returns: 'NSString *',
        example: `NSString *me = [OIMManager.manager getLoginUserID];`,
      },
      flutter: {
        name: 'getLoginUserID',
        signature: 'Future<String> getLoginUserID()',
        params: [],
        returns: 'Future<String>',
        example: `final me = await OpenIM.iMManager.getLoginUserID();`,
        note: {
          'zh-Hans': 'Flutter 不调用内核，而是返回本次运行中 `login` 保存的 `userID`；在本进程调用 `login` 之前读取会抛出 `LateInitializationError`。',
          en: 'Flutter does not ask the core: it returns the `userID` saved by `login` in this run, and throws a `LateInitializationError` if `login` has not been called in this process yet.',
        },
      },
      web: {
        name: 'getLoginUserID',
        signature: 'getLoginUserID(operationID?: string): Promise<WsResponse<string>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<string>>',
        example: `const {data: me} = await OpenIM.getLoginUserID();`,
        note: {
          'zh-Hans':
            '该方法调用 WASM 导出的全局函数 `getLoginUserID`，但内核 v3.8.3 的 WASM 并未导出它，调用会被拒绝。请在应用里保存传给 `login` 的 `userID`，或读取 [getSelfUserInfo](/sdks/api/user/getSelfUserInfo) 结果中的 `userID`。',
          en: "It calls the WASM global `getLoginUserID`, which the v3.8.3 core's WASM does not export, so the call is rejected. Keep the `userID` you passed to `login` in your app, or read `userID` from [getSelfUserInfo](/sdks/api/user/getSelfUserInfo).",
        },
      },
      electron: {
        missing: {
          'zh-Hans':
            '渲染进程的类型声明里有 `getLoginUserID`，但主进程的 SDK 类没有实现它，调用会失败。请保存传给 `login` 的 `userID`，或从 [getSelfUserInfo](/sdks/api/user/getSelfUserInfo) 的结果中读取。',
          en: 'The renderer typings declare `getLoginUserID`, but the main-process SDK class does not implement it, so the call fails. Keep the `userID` you passed to `login`, or read it from [getSelfUserInfo](/sdks/api/user/getSelfUserInfo).',
        },
      },
      'react-native': {
        name: 'getLoginUserID',
        signature: 'getLoginUserID(operationID?: string): Promise<string>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<string>',
        example: `const me = await OpenIMSDK.getLoginUserID();`,
      },
      uniapp: {
        name: 'IMMethods.GetLoginUserID',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetLoginUserID): Promise<string>',
        params: [],
        returns: 'Promise<string>',
        example: `const me = (await IMSDK.asyncApi(IMSDK.IMMethods.GetLoginUserID)) as string;`,
        note: {
          'zh-Hans': '原生插件的 `getLoginUserID` 不带参数，不需要传 `operationID`。',
          en: "The native plugin's `getLoginUserID` takes no arguments, so no `operationID` is passed.",
        },
      },
      'mini-program': {
        name: 'getLoginUserID',
        signature: 'getLoginUserID(operationID?: string): Promise<WsResponse<string>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<string>>',
        example: `const {data: me} = await OpenIM.getLoginUserID();`,
      },
      unity: {
        name: 'GetLoginUserId',
        signature: 'public static string GetLoginUserId()',
        params: [],
        returns: 'string',
        example: `string me = IMSDK.GetLoginUserId();`,
        note: {
          'zh-Hans': 'Unity 的方法名以 `Id` 结尾。',
          en: 'The Unity method name ends in `Id`.',
        },
      },
    },
  },
];
