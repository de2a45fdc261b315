/** Methods of the initialization module: init, login, logout, login state. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const INITIALIZATION_METHODS: readonly SdkMethod[] = [
  {
    id: 'api/initialization/login',
    summary: {
      'zh-Hans': '以一个用户身份登录：建立长连接，并把该用户的数据同步到本地。',
      en: 'Logs a user in: opens the long-lived connection and syncs that user\'s data to the local database.',
    },
    requires: ['init'],
    params: {
      userID: {description: {'zh-Hans': '要登录的用户 ID，必须已在 OpenIM 服务端注册。', en: 'ID of the user to log in; must be registered on the OpenIM server.'}},
      token: {description: {
        'zh-Hans': '该用户的 token，由你的应用服务端调用 `/auth/get_user_token` 获取后下发，平台 ID 必须与初始化时一致。',
        en: 'The user\'s token, obtained by your app server from `/auth/get_user_token`; its platform ID must match the one given at init.',
      }},
      params: {description: {
        'zh-Hans': '登录参数：`userID`、`token`，Web 端还包括初始化配置（`platformID`、`apiAddr`、`wsAddr` 等），因为 Web SDK 在登录时完成初始化。',
        en: 'Login parameters: `userID` and `token`; on Web also the init settings (`platformID`, `apiAddr`, `wsAddr`, ...), because the Web SDK initialises at login.',
      }},
      options: {description: {'zh-Hans': '包含 `userID` 和 `token` 的对象。', en: 'An object with `userID` and `token`.'}},
      checkLoginStatus: {description: {
        'zh-Hans': '为 `true`（默认）时先查询登录状态，已登录或正在登录则不再重复调用内核登录。',
        en: 'When `true` (the default), the login state is checked first and the core login is skipped if the user is already logged in or logging in.',
      }},
      defaultValue: {description: {
        'zh-Hans': '登录成功但读取自己的资料失败时，用它的返回值作为结果。',
        en: 'Called for the result when login succeeds but reading the user\'s own profile fails.',
      }},
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功表示已连上服务端并开始同步。Flutter 额外返回登录用户的资料。',
        en: 'No payload; success means the connection is up and sync has started. Flutter also returns the user\'s profile.',
      },
    },
    triggers: ['callback/onConnecting', 'callback/onConnectSuccess', 'callback/onSyncServerStart', 'callback/onSyncServerFinish'],
    errors: [10102, 10006],
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
          en: 'After a successful login the Flutter SDK calls `getSelfUserInfo` and returns the current user\'s profile.',
        },
      },
      web: {
        name: 'login',
        signature: 'login(params: InitAndLoginConfig, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'InitAndLoginConfig'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `import {getSDK} from '@openim/wasm-client-sdk';

const OpenIM = getSDK();
await OpenIM.login({
  userID: 'user001',
  token,
  platformID: 5, // Web
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
        signature: 'login(param: LoginParams, opid?: string): Promise<BaseResponse>',
        params: [
          {name: 'param', type: 'LoginParams', doc: 'options'},
          {name: 'opid', type: 'string', required: false, doc: 'operationID'},
        ],
        returns: 'Promise<BaseResponse>',
        example: `// renderer process; IMSDK = getWithRenderProcess().instance
await IMSDK.initSDK({platformID: 3, apiAddr: 'http://localhost:10002', wsAddr: 'ws://localhost:10001', dataDir: userDataDir});
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
        signature: "IMSDK.asyncApi(IMSDK.IMMethods.Login, operationID: string, options: {userID: string; token: string}): Promise<unknown>",
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{userID: string; token: string}'},
        ],
        returns: 'Promise<unknown>',
        example: `import IMSDK from 'openim-uniapp-polyfill';

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
];
