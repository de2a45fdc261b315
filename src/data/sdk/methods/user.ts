/** Methods of the user module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

const userIDsParam = {
  description: {
    'zh-Hans': '用户 ID 列表。',
    en: 'List of user IDs.',
  },
};

const statusEventParams = {
  event: {
    description: {
      'zh-Hans':
        '事件名：资料变更为 `OnSelfInfoUpdated`（React Native 为 `onSelfInfoUpdated`），在线状态变更为 `OnUserStatusChanged`（React Native 为 `onUserStatusChanged`）。',
      en: 'Event name: `OnSelfInfoUpdated` for profile changes (`onSelfInfoUpdated` on React Native), `OnUserStatusChanged` for presence changes (`onUserStatusChanged` on React Native).',
    },
  },
  handler: {
    description: {
      'zh-Hans': '事件处理函数。Web、Electron 和小程序收到 `{event, data, ...}` 形式的对象，数据在 `data` 中；React Native 直接收到数据。',
      en: 'The event handler. Web, Electron and mini programs receive an object shaped `{event, data, ...}` with the payload in `data`; React Native receives the payload directly.',
    },
  },
};

export const USER_METHODS: readonly SdkMethod[] = [
  {
    id: 'api/user/getSelfUserInfo',
    summary: {
      'zh-Hans': '获取当前登录用户的资料：昵称、头像、扩展字段和全局消息接收选项，优先读本地。',
      en: "Gets the logged-in user's profile: nickname, avatar, extension field and global message receive option, read locally when possible.",
    },
    requires: ['init', 'login'],
    params: {},
    result: {
      description: {
        'zh-Hans': '当前用户的资料（`userID`、`nickname`、`faceURL`、`ex`、`createTime`、`globalRecvMsgOpt` 等）。',
        en: "The current user's profile (`userID`, `nickname`, `faceURL`, `ex`, `createTime`, `globalRecvMsgOpt`, ...).",
      },
      ref: 'class/user/userInfo',
    },
    triggers: [],
    errors: [10100],
    platforms: {
      android: {
        name: 'getSelfUserInfo',
        signature: 'public void getSelfUserInfo(OnBase<UserInfo> base)',
        params: [{name: 'base', type: 'OnBase<UserInfo>', doc: 'callback'}],
        returns: 'OnBase<UserInfo>',
        example: `OpenIMClient.getInstance().userInfoManager.getSelfUserInfo(new OnBase<UserInfo>() {
    @Override
    public void onSuccess(UserInfo data) {
        nameView.setText(data.getNickname());
    }
});`,
      },
      ios: {
        name: 'getSelfInfoWithOnSuccess:onFailure:',
        signature: `- (void)getSelfInfoWithOnSuccess:(nullable OIMUserInfoCallback)onSuccess
                       onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMUserInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMUserInfoCallback (OIMUserInfo *userInfo)',
        example: `[OIMManager.manager getSelfInfoWithOnSuccess:^(OIMUserInfo * _Nullable userInfo) {
    NSLog(@"I am %@", userInfo.nickname);
} onFailure:nil];`,
        note: {
          'zh-Hans': 'iOS 的方法名是 `getSelfInfo…`，没有 `User`。',
          en: 'The iOS name is `getSelfInfo…`, without `User`.',
        },
      },
      flutter: {
        name: 'getSelfUserInfo',
        signature: 'Future<UserInfo> getSelfUserInfo({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<UserInfo>',
        example: `final me = await OpenIM.iMManager.userManager.getSelfUserInfo();
print(me.nickname);`,
        note: {
          'zh-Hans': '`login` 成功后 Flutter 已经调用过一次，结果缓存在 `OpenIM.iMManager.userInfo`，并会在 `onSelfInfoUpdated` 时更新。',
          en: 'Flutter already calls it once after `login` succeeds; the result is cached in `OpenIM.iMManager.userInfo` and refreshed on `onSelfInfoUpdated`.',
        },
      },
      web: {
        name: 'getSelfUserInfo',
        signature: 'getSelfUserInfo(operationID?: string): Promise<WsResponse<SelfUserInfo>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<SelfUserInfo>>',
        example: `const {data: me} = await OpenIM.getSelfUserInfo();
console.log(me.nickname);`,
      },
      electron: {
        name: 'getSelfUserInfo',
        signature: 'getSelfUserInfo(operationID?: string): Promise<WsResponse<SelfUserInfo>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<SelfUserInfo>>',
        example: `const {data: me} = await IMSDK.getSelfUserInfo();`,
      },
      'react-native': {
        name: 'getSelfUserInfo',
        signature: 'getSelfUserInfo(operationID?: string): Promise<SelfUserInfo>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<SelfUserInfo>',
        example: `const me = await OpenIMSDK.getSelfUserInfo();`,
      },
      uniapp: {
        name: 'IMMethods.GetSelfUserInfo',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetSelfUserInfo, operationID: string): Promise<{data: SelfUserInfo}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: SelfUserInfo}>',
        example: `import type {SelfUserInfo} from 'openim-uniapp-polyfill';

const {data: me} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetSelfUserInfo, IMSDK.uuid())) as {data: SelfUserInfo};`,
      },
      'mini-program': {
        name: 'getSelfUserInfo',
        signature: 'getSelfUserInfo(operationID?: string): Promise<WsResponse<SelfUserInfo>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<SelfUserInfo>>',
        example: `const {data: me} = await OpenIM.getSelfUserInfo();`,
      },
      unity: {
        name: 'GetSelfUserInfo',
        signature: 'public static void GetSelfUserInfo(OnBase<UserInfo> cb)',
        params: [{name: 'cb', type: 'OnBase<UserInfo>'}],
        returns: 'OnBase<UserInfo>',
        example: `IMSDK.GetSelfUserInfo((me, errCode, errMsg) => {
    if (errCode == 0) Debug.Log(me.Nickname);
});`,
      },
    },
  },
  {
    id: 'api/user/getUsersInfo',
    summary: {
      'zh-Hans': '按用户 ID 批量获取用户的公开资料（昵称、头像、扩展字段），未缓存的向服务端查询。',
      en: 'Gets the public profiles (nickname, avatar, extension field) of users by ID, asking the server for those not cached yet.',
    },
    requires: ['init', 'login'],
    params: {
      userIDs: {
        description: {
          'zh-Hans': '要查询的用户 ID 列表。',
          en: 'IDs of the users to look up.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '公开资料列表，每项含 `userID`、`nickname`、`faceURL`、`ex`、`createTime`。服务端不存在的 ID 不会出现在结果中；全部不存在时返回错误 10100。',
        en: 'A list of public profiles, each with `userID`, `nickname`, `faceURL`, `ex` and `createTime`. IDs unknown to the server are left out; if none exists the call fails with 10100.',
      },
      ref: 'class/user/publicInfo',
    },
    triggers: [],
    errors: [10100],
    platforms: {
      android: {
        name: 'getUsersInfo',
        signature: 'public void getUsersInfo(OnBase<List<PublicUserInfo>> base, List<String> uidList)',
        params: [
          {name: 'base', type: 'OnBase<List<PublicUserInfo>>', doc: 'callback'},
          {name: 'uidList', type: 'List<String>', doc: 'userIDs'},
        ],
        returns: 'OnBase<List<PublicUserInfo>>',
        example: `OpenIMClient.getInstance().userInfoManager.getUsersInfo(new OnBase<List<PublicUserInfo>>() {
    @Override
    public void onSuccess(List<PublicUserInfo> data) {
        adapter.setUsers(data);
    }
}, Arrays.asList("user001", "user002"));`,
        note: {
          'zh-Hans': '已弃用的 `getUsersInfoWithCache(callBack, uidList, groupID)` 调用的是同一个内核方法，`groupID` 被忽略。',
          en: 'The deprecated `getUsersInfoWithCache(callBack, uidList, groupID)` calls the same core method and ignores `groupID`.',
        },
      },
      ios: {
        name: 'getUsersInfo:onSuccess:onFailure:',
        signature: `- (void)getUsersInfo:(NSArray <NSString *> *)uids
           onSuccess:(nullable OIMPublicUsersInfoCallback)onSuccess
           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'uids', type: 'NSArray<NSString *> *', doc: 'userIDs'},
          {name: 'onSuccess', type: 'OIMPublicUsersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMPublicUsersInfoCallback (NSArray<OIMPublicUserInfo *> *userInfos)',
        example: `[OIMManager.manager getUsersInfo:@[@"user001", @"user002"]
                        onSuccess:^(NSArray<OIMPublicUserInfo *> * _Nullable userInfos) {
    NSLog(@"%lu users", (unsigned long)userInfos.count);
} onFailure:nil];`,
      },
      flutter: {
        name: 'getUsersInfo',
        signature: `Future<List<PublicUserInfo>> getUsersInfo({
  required List<String> userIDList,
  String? operationID,
})`,
        params: [
          {name: 'userIDList', type: 'List<String>', doc: 'userIDs'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<PublicUserInfo>>',
        example: `final users = await OpenIM.iMManager.userManager
    .getUsersInfo(userIDList: ['user001', 'user002']);`,
      },
      web: {
        name: 'getUsersInfo',
        signature: 'getUsersInfo(data: string[], operationID?: string): Promise<WsResponse<PublicUserItem[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<PublicUserItem[]>>',
        example: `const {data: users} = await OpenIM.getUsersInfo(['user001', 'user002']);`,
        note: {
          'zh-Hans': 'Web 的 `PublicUserItem` 类型没有声明 `createTime`，但返回的数据里有这个字段。',
          en: "Web's `PublicUserItem` type does not declare `createTime`, although the returned data contains it.",
        },
      },
      electron: {
        name: 'getUsersInfo',
        signature: 'getUsersInfo(data: string[], operationID?: string): Promise<WsResponse<PublicUserItem[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<PublicUserItem[]>>',
        example: `const {data: users} = await IMSDK.getUsersInfo(['user001', 'user002']);`,
      },
      'react-native': {
        name: 'getUsersInfo',
        signature: 'getUsersInfo(userIDList: string[], operationID?: string): Promise<PublicUserItem[]>',
        params: [
          {name: 'userIDList', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<PublicUserItem[]>',
        example: `const users = await OpenIMSDK.getUsersInfo(['user001', 'user002']);`,
      },
      uniapp: {
        name: 'IMMethods.GetUsersInfo',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetUsersInfo, operationID: string, userIDList: string[]): Promise<{data: PublicUserItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userIDList', type: 'string[]', doc: 'userIDs'},
        ],
        returns: 'Promise<{data: PublicUserItem[]}>',
        example: `import type {PublicUserItem} from 'openim-uniapp-polyfill';

const {data: users} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetUsersInfo, IMSDK.uuid(), [
  'user001',
  'user002',
])) as {data: PublicUserItem[]};`,
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有 `getUsersInfo`，只有已弃用的 `getUsersInfoWithCache({userIDList, groupID})`，请改用它查询用户资料。',
          en: 'The mini-program SDK has no `getUsersInfo`, only the older `getUsersInfoWithCache({userIDList, groupID})`; use that to look users up.',
        },
      },
      unity: {
        name: 'GetUsersInfo',
        signature: 'public static void GetUsersInfo(OnBase<List<PublicUserInfo>> cb, string[] userIds)',
        params: [
          {name: 'cb', type: 'OnBase<List<PublicUserInfo>>'},
          {name: 'userIds', type: 'string[]', doc: 'userIDs'},
        ],
        returns: 'OnBase<List<PublicUserInfo>>',
        example: `IMSDK.GetUsersInfo((users, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{users.Count} users");
}, new[] { "user001", "user002" });`,
      },
    },
  },
  {
    id: 'api/user/setSelfInfo',
    summary: {
      'zh-Hans': '修改当前用户的资料：昵称、头像、扩展字段或全局消息接收选项，只改传入的字段。',
      en: "Changes the current user's profile: nickname, avatar, extension field or global message receive option; only the fields passed are changed.",
    },
    requires: ['init', 'login'],
    params: {
      userInfo: {
        description: {
          'zh-Hans':
            '要修改的字段：`nickname`、`faceURL`、`ex`、`globalRecvMsgOpt`。缺省或为 `null` 的字段保持原值；`userID` 由 SDK 填为当前用户，传了也会被覆盖。',
          en: 'The fields to change: `nickname`, `faceURL`, `ex`, `globalRecvMsgOpt`. Fields left out or `null` keep their value; `userID` is filled in with the current user by the SDK and anything passed is overwritten.',
        },
        ref: 'class/user/userInfo',
      },
      nickname: {description: {'zh-Hans': '新昵称。', en: 'New nickname.'}},
      faceURL: {
        description: {
          'zh-Hans': '新头像 URL，通常先用 [uploadFile](/sdks/api/third/uploadFile) 上传得到。',
          en: 'New avatar URL, usually obtained by [uploadFile](/sdks/api/third/uploadFile) first.',
        },
      },
      globalRecvMsgOpt: {
        description: {
          'zh-Hans': '全局消息接收选项：0 正常接收，1 不接收消息，2 接收但不推送离线通知。',
          en: 'Global message receive option: 0 receive normally, 1 do not receive, 2 receive without offline push.',
        },
        ref: 'enum/recvMsgOpt',
      },
      ex: {
        description: {
          'zh-Hans': '扩展字段，由应用自行定义内容（常用 JSON 字符串）。',
          en: 'Extension field whose content your app defines (often a JSON string).',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功表示服务端已保存，本地资料随后同步。',
        en: 'No payload; success means the server has saved the change, and the local copy is synced right after.',
      },
    },
    triggers: ['callback/onSelfUserInfoUpdate', 'callback/onFriendInfoChanged', 'callback/onGroupMemberInfoChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'setSelfInfo',
        signature: 'public void setSelfInfo(OnBase<String> base, UserInfoReq userInfoReq)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'userInfoReq', type: 'UserInfoReq', doc: 'userInfo'},
        ],
        returns: 'OnBase<String>',
        example: `UserInfoReq req = new UserInfoReq();
req.setNickname("Alice");
OpenIMClient.getInstance().userInfoManager.setSelfInfo(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* saved */ }
}, req);`,
        note: {
          'zh-Hans':
            '`UserInfoReq` 序列化时忽略 `null` 字段，只发送设置过的字段。另一个重载 `setSelfInfo(base, nickname, faceURL, gender, appMangerLevel, phoneNumber, birth, email, ex)` 会发送全部参数，其中多数字段内核并不使用，建议用 `UserInfoReq` 版本。',
          en: '`UserInfoReq` leaves `null` fields out, so only the fields you set are sent. The other overload, `setSelfInfo(base, nickname, faceURL, gender, appMangerLevel, phoneNumber, birth, email, ex)`, sends every argument, most of which the core ignores; prefer the `UserInfoReq` form.',
        },
      },
      ios: {
        name: 'setSelfInfo:onSuccess:onFailure:',
        signature: `- (void)setSelfInfo:(OIMUserInfo *)userInfo
          onSuccess:(nullable OIMSuccessCallback)onSuccess
          onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userInfo', type: 'OIMUserInfo *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `OIMUserInfo *info = [OIMUserInfo new];
info.nickname = @"Alice";
info.globalRecvMsgOpt = currentOpt; // always sent, see the note
[OIMManager.manager setSelfInfo:info onSuccess:^(NSString * _Nullable data) {
    NSLog(@"saved");
} onFailure:nil];`,
        note: {
          'zh-Hans': '`globalRecvMsgOpt` 是非可空的整数属性，总会被序列化：不设置就会把全局接收选项改回 0。修改其他字段时请带上当前值。',
          en: '`globalRecvMsgOpt` is a non-optional integer property and is always serialised: leaving it unset resets the global receive option to 0. Pass the current value when changing other fields.',
        },
      },
      flutter: {
        name: 'setSelfInfo',
        signature: `Future<String?> setSelfInfo({
  String? nickname,
  String? faceURL,
  int? globalRecvMsgOpt,
  String? ex,
  String? operationID,
})`,
        params: [
          {name: 'nickname', type: 'String?', required: false},
          {name: 'faceURL', type: 'String?', required: false},
          {name: 'globalRecvMsgOpt', type: 'int?', required: false},
          {name: 'ex', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<String?>',
        example: `await OpenIM.iMManager.userManager.setSelfInfo(nickname: 'Alice');`,
      },
      web: {
        name: 'setSelfInfo',
        signature: 'setSelfInfo<T>(data: PartialUserItem, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'PartialUserItem', doc: 'userInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.setSelfInfo({nickname: 'Alice', faceURL: 'https://example.com/avatars/user001.png'});`,
      },
      electron: {
        name: 'setSelfInfo',
        signature: 'setSelfInfo<T>(data: PartialUserItem, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'PartialUserItem', doc: 'userInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.setSelfInfo({nickname: 'Alice'});`,
      },
      'react-native': {
        name: 'setSelfInfo',
        signature: 'setSelfInfo(params: Partial<SelfUserInfo>, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'Partial<SelfUserInfo>', doc: 'userInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.setSelfInfo({nickname: 'Alice'});`,
      },
      uniapp: {
        name: 'IMMethods.SetSelfInfo',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.SetSelfInfo, operationID: string, userInfo: object): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userInfo', type: 'object'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.SetSelfInfo, IMSDK.uuid(), {nickname: 'Alice'});`,
      },
      'mini-program': {
        name: 'setSelfInfo',
        signature: 'setSelfInfo(params: Partial<SelfUserInfo>, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'Partial<SelfUserInfo>', doc: 'userInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.setSelfInfo({nickname: 'Alice'});`,
      },
      unity: {
        name: 'SetSelfInfo',
        signature: 'public static void SetSelfInfo(OnBase<bool> cb, UserInfo userInfo)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'userInfo', type: 'UserInfo'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.SetSelfInfo((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError(errMsg);
}, new UserInfo { Nickname = "Alice", GlobalRecvMsgOpt = currentOpt });`,
        note: {
          'zh-Hans': '`UserInfo.GlobalRecvMsgOpt` 是 `int`，总会被发送，不设置就会改为 0；未赋值的字符串字段以 `null` 发送，不会被修改。',
          en: '`UserInfo.GlobalRecvMsgOpt` is an `int` and is always sent, so leaving it unset changes it to 0; string fields left unset go out as `null` and stay unchanged.',
        },
      },
    },
  },
  {
    id: 'api/user/setUserListener',
    summary: {
      'zh-Hans': '注册用户监听，接收当前用户资料变更和已订阅用户的在线状态变更。',
      en: "Registers the user listener, which receives changes to the current user's profile and presence changes of subscribed users.",
    },
    requires: ['init'],
    params: {
      listener: {
        description: {
          'zh-Hans': '用户监听对象，包含 `onSelfInfoUpdated` 和 `onUserStatusChanged` 两个回调。',
          en: 'The user listener, with the callbacks `onSelfInfoUpdated` and `onUserStatusChanged`.',
        },
        ref: 'listener/userListener',
      },
      onUserInfoUpdate: {
        description: {'zh-Hans': '当前用户资料变更时调用，参数为新资料。', en: "Called with the new profile when the current user's profile changes."},
        ref: 'callback/onSelfUserInfoUpdate',
      },
      onUserStatusChanged: {
        description: {'zh-Hans': '已订阅用户的在线状态变化时调用。', en: "Called when a subscribed user's presence changes."},
        ref: 'callback/onUserStatusChanged',
      },
      ...statusEventParams,
    },
    result: {
      description: {
        'zh-Hans': '无返回值。',
        en: 'Nothing.',
      },
    },
    triggers: ['callback/onSelfUserInfoUpdate', 'callback/onUserStatusChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'setOnUserListener',
        signature: 'public void setOnUserListener(OnUserListener listener)',
        params: [{name: 'listener', type: 'OnUserListener'}],
        returns: 'void',
        example: `OpenIMClient.getInstance().userInfoManager.setOnUserListener(new OnUserListener() {
    @Override
    public void onSelfInfoUpdated(UserInfo info) {
        profileView.bind(info);
    }
});`,
        note: {
          'zh-Hans': '在 `userInfoManager` 上，方法名是 `setOnUserListener`。',
          en: 'It lives on `userInfoManager` and is named `setOnUserListener`.',
        },
      },
      ios: {
        name: 'addUserListener:',
        signature: '- (void)addUserListener:(id<OIMUserListener>)listener;',
        params: [{name: 'listener', type: 'id<OIMUserListener>'}],
        returns: 'void',
        example: `// self conforms to OIMUserListener and implements onSelfInfoUpdated:
[OIMManager.callbacker addUserListener:self];`,
        note: {
          'zh-Hans':
            '在 `OIMManager.callbacker` 上调用，可添加多个，用 `removeUserListener:` 移除。也可以用 block 形式 `setUserListenerWithUserInfoUpdate:onUserStatusChanged:`。',
          en: 'Called on `OIMManager.callbacker`; several can be added and removed with `removeUserListener:`. A block form, `setUserListenerWithUserInfoUpdate:onUserStatusChanged:`, also exists.',
        },
      },
      flutter: {
        name: 'setUserListener',
        signature: 'Future setUserListener(OnUserListener listener)',
        params: [{name: 'listener', type: 'OnUserListener'}],
        returns: 'Future',
        example: `OpenIM.iMManager.userManager.setUserListener(OnUserListener(
  onSelfInfoUpdated: (info) => print('new nickname: \${info.nickname}'),
  onUserStatusChanged: (status) => print('\${status.userID}: \${status.status}'),
));`,
      },
      web: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnSelfInfoUpdated, ({data}) => {
  console.log('new nickname', data.nickname);
});
OpenIM.on(CbEvents.OnUserStatusChanged, ({data}) => console.log(data.userID, data.status));`,
        note: {
          'zh-Hans': 'Web SDK 没有 `setUserListener`：内核在 `login` 时注册全部监听，应用用 `on` 订阅事件，用 `off` 取消。',
          en: 'The Web SDK has no `setUserListener`: the core registers every listener at `login`, and the app subscribes to events with `on` and unsubscribes with `off`.',
        },
      },
      electron: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {SelfUserInfo} from '@openim/wasm-client-sdk';

declare function updateProfile(info: SelfUserInfo): void; // your profile view

IMSDK.on(CbEvents.OnSelfInfoUpdated, ({data}) => updateProfile(data));`,
        note: {
          'zh-Hans': '主进程在 `initSDK` 成功后已注册用户监听，事件经 IPC 转发，渲染进程用 `on` 接收。',
          en: 'The main process registers the user listener once `initSDK` succeeds and forwards events over IPC; the renderer receives them with `on`.',
        },
      },
      'react-native': {
        name: 'on',
        signature: 'on<E extends EventName>(eventName: E, callback: (...args: ArgsOfEvent<E>) => void): void',
        params: [
          {name: 'eventName', type: 'EventName', doc: 'event'},
          {name: 'callback', type: '(...args: ArgsOfEvent<E>) => void', doc: 'handler'},
        ],
        returns: 'void',
        example: `import OpenIMSDK, {OpenIMEvent} from '@openim/rn-client-sdk';

OpenIMSDK.on(OpenIMEvent.OnSelfInfoUpdated, (info) => setProfile(info));`,
        note: {
          'zh-Hans': '原生模块在 `initSDK` 时注册用户监听，JS 侧用 `on`/`off` 订阅 `OpenIMEvent` 中的事件。',
          en: 'The native module registers the user listener at `initSDK`; on the JS side subscribe to the `OpenIMEvent` events with `on`/`off`.',
        },
      },
      uniapp: {
        name: 'subscribe',
        signature: 'IMSDK.subscribe(event: string, handler: (data) => void): void',
        params: [
          {name: 'event', type: 'string'},
          {name: 'handler', type: '(data) => void'},
        ],
        returns: 'void',
        example: `import type {SelfUserInfo} from 'openim-uniapp-polyfill';

declare function setSelfInfo(me: SelfUserInfo): void; // your store's action

IMSDK.subscribe(IMSDK.IMEvents.OnSelfInfoUpdated, ({data}) => {
  setSelfInfo(data as SelfUserInfo);
});`,
        note: {
          'zh-Hans': '原生插件在 `InitSDK` 成功后自动注册用户监听，并以全局事件 `onSelfInfoUpdated`、`onUserStatusChanged` 发出。',
          en: 'The native plugin registers the user listener automatically once `InitSDK` succeeds and emits the global events `onSelfInfoUpdated` and `onUserStatusChanged`.',
        },
      },
      'mini-program': {
        name: 'on',
        signature: 'on(event: CbEvents, fn: Cbfn): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from 'open-im-sdk';
import type {SelfUserInfo} from 'open-im-sdk';

// the SDK types every event's data as unknown; for this event it is the updated profile
OpenIM.on(CbEvents.OnSelfInfoUpdated, ({data}) => console.log((data as SelfUserInfo).nickname));`,
      },
      unity: {
        name: 'SetUserListener',
        signature: 'public static void SetUserListener(IUserListener l)',
        params: [{name: 'l', type: 'IUserListener', doc: 'listener'}],
        returns: 'void',
        example: `// UserListener implements IUserListener
IMSDK.SetUserListener(new UserListener());`,
        note: {
          'zh-Hans': '`IUserListener` 还要求实现 `OnUserCommandAdd`、`OnUserCommandDelete`、`OnUserCommandUpdate` 三个方法。',
          en: '`IUserListener` also requires `OnUserCommandAdd`, `OnUserCommandDelete` and `OnUserCommandUpdate`.',
        },
      },
    },
  },
  {
    id: 'api/user/subscribeUsersStatus',
    summary: {
      'zh-Hans': '订阅一批用户的在线状态：立即返回他们当前的状态，之后状态变化通过 `onUserStatusChanged` 推送。',
      en: 'Subscribes to the presence of some users: returns their current state at once, then pushes changes through `onUserStatusChanged`.',
    },
    requires: ['init', 'login'],
    params: {userIDs: userIDsParam},
    result: {
      description: {
        'zh-Hans': '每个用户的当前状态：`userID`、`status`（1 在线，0 离线）、`platformIDs`（在线的平台）。',
        en: "Each user's current state: `userID`, `status` (1 online, 0 offline) and `platformIDs` (the platforms they are online on).",
      },
      ref: 'class/user/userStatusInfo',
    },
    triggers: ['callback/onUserStatusChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'subscribeUsersOnlineStatus',
        signature: 'public void subscribeUsersOnlineStatus(OnBase<List<UsersOnlineStatus>> callBack, List<String> uid)',
        params: [
          {name: 'callBack', type: 'OnBase<List<UsersOnlineStatus>>', doc: 'callback'},
          {name: 'uid', type: 'List<String>', doc: 'userIDs'},
        ],
        returns: 'OnBase<List<UsersOnlineStatus>>',
        example: `OpenIMClient.getInstance().userInfoManager.subscribeUsersOnlineStatus(
    new OnBase<List<UsersOnlineStatus>>() {
        @Override
        public void onSuccess(List<UsersOnlineStatus> data) { showPresence(data); }
    }, Arrays.asList("user001", "user002"));`,
        note: {
          'zh-Hans': 'Android 上的方法名是 `subscribeUsersOnlineStatus`。',
          en: 'On Android the method is named `subscribeUsersOnlineStatus`.',
        },
      },
      ios: {
        name: 'subscribeUsersStatus:onSuccess:onFailure:',
        signature: `- (void)subscribeUsersStatus:(NSArray<NSString *> *)userIDs
                   onSuccess:(nullable OIMUserStatusInfosCallback)onSuccess
                   onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userIDs', type: 'NSArray<NSString *> *'},
          {name: 'onSuccess', type: 'OIMUserStatusInfosCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMUserStatusInfosCallback (NSArray<OIMUserStatusInfo *> *statusInfos)',
        example: `[OIMManager.manager subscribeUsersStatus:@[@"user001", @"user002"]
                               onSuccess:^(NSArray<OIMUserStatusInfo *> * _Nullable statusInfos) {
    // statusInfos[i].status: 1 online, 0 offline
} onFailure:nil];`,
      },
      flutter: {
        name: 'subscribeUsersStatus',
        signature: 'Future<List<UserStatusInfo>> subscribeUsersStatus(List<String> userIDs, {String? operationID})',
        params: [
          {name: 'userIDs', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<UserStatusInfo>>',
        example: `final list = await OpenIM.iMManager.userManager
    .subscribeUsersStatus(['user001', 'user002']);`,
      },
      web: {
        name: 'subscribeUsersStatus',
        signature: 'subscribeUsersStatus(data: string[], operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `const {data} = await OpenIM.subscribeUsersStatus(['user001', 'user002']);`,
      },
      electron: {
        name: 'subscribeUsersStatus',
        signature: 'subscribeUsersStatus(data: string[], operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `const {data} = await IMSDK.subscribeUsersStatus(['user001', 'user002']);`,
      },
      'react-native': {
        name: 'subscribeUsersStatus',
        signature: 'subscribeUsersStatus(userIDs: string[], operationID?: string): Promise<UserOnlineState[]>',
        params: [
          {name: 'userIDs', type: 'string[]'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<UserOnlineState[]>',
        example: `const list = await OpenIMSDK.subscribeUsersStatus(['user001', 'user002']);`,
      },
      uniapp: {
        name: 'IMMethods.SubscribeUsersStatus',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SubscribeUsersStatus, operationID: string, userIDList: string[]): Promise<{data: {userID: string; status: number; platformIDs: number[]}[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userIDList', type: 'string[]', doc: 'userIDs'},
        ],
        returns: 'Promise<{data: {userID: string; status: number; platformIDs: number[]}[]}>',
        example: `const {data: statuses} = (await IMSDK.asyncApi(IMSDK.IMMethods.SubscribeUsersStatus, IMSDK.uuid(), [
  'user001',
])) as {data: {userID: string; status: number; platformIDs: number[]}[]};`,
      },
      'mini-program': {
        name: 'subscribeUsersStatus',
        signature: 'subscribeUsersStatus(params: string[], operationID?: string): Promise<WsResponse<UserOnlineState>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<UserOnlineState>>',
        example: `const {data} = await OpenIM.subscribeUsersStatus(['user001', 'user002']);`,
      },
      unity: {
        name: 'SubscribeUsersStatus',
        signature: 'public static void SubscribeUsersStatus(OnBase<List<OnlineStatus>> cb, string[] userIds)',
        params: [
          {name: 'cb', type: 'OnBase<List<OnlineStatus>>'},
          {name: 'userIds', type: 'string[]', doc: 'userIDs'},
        ],
        returns: 'OnBase<List<OnlineStatus>>',
        example: `IMSDK.SubscribeUsersStatus((list, errCode, errMsg) => {
    foreach (var s in list) Debug.Log($"{s.UserID}: {s.Status}");
}, new[] { "user001", "user002" });`,
      },
    },
  },
  {
    id: 'api/user/unsubscribeUsersStatus',
    summary: {
      'zh-Hans': '取消订阅一批用户的在线状态，之后不再收到他们的 `onUserStatusChanged`。',
      en: 'Unsubscribes from the presence of some users, so that no further `onUserStatusChanged` arrives for them.',
    },
    requires: ['init', 'login'],
    params: {userIDs: userIDsParam},
    result: {
      description: {
        'zh-Hans': '无业务数据。',
        en: 'No payload.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'unsubscribeOnlineUsersStatus',
        signature: 'public void unsubscribeOnlineUsersStatus(OnBase<String> callBack, List<String> uid)',
        params: [
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'List<String>', doc: 'userIDs'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().userInfoManager.unsubscribeOnlineUsersStatus(
    new OnBase<String>() {
        @Override
        public void onSuccess(String data) { }
    }, Arrays.asList("user002"));`,
        note: {
          'zh-Hans':
            '在 SDK v3.8.3.4 中，这个方法内部调用的是内核的 `subscribeUsersStatus`，实际效果是订阅而不是取消订阅。需要真正取消时，可以直接调用内核绑定 `Open_im_sdk.unsubscribeUsersStatus(callback, operationID, userIDsJson)`（需在应用中依赖 `io.openim:core-sdk`）。',
          en: "In SDK v3.8.3.4 this method calls the core's `subscribeUsersStatus` internally, so it subscribes instead of unsubscribing. To really unsubscribe, call the core binding `Open_im_sdk.unsubscribeUsersStatus(callback, operationID, userIDsJson)` directly (the app must depend on `io.openim:core-sdk`).",
        },
      },
      ios: {
        name: 'unsubscribeUsersStatus:onSuccess:onFailure:',
        signature: `- (void)unsubscribeUsersStatus:(NSArray<NSString *> *)userIDs
                     onSuccess:(nullable OIMSuccessCallback)onSuccess
                     onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userIDs', type: 'NSArray<NSString *> *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager unsubscribeUsersStatus:@[@"user002"] onSuccess:nil onFailure:nil];`,
      },
      flutter: {
        name: 'unsubscribeUsersStatus',
        signature: 'Future unsubscribeUsersStatus(List<String> userIDs, {String? operationID})',
        params: [
          {name: 'userIDs', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future',
        example: `await OpenIM.iMManager.userManager.unsubscribeUsersStatus(['user002']);`,
      },
      web: {
        name: 'unsubscribeUsersStatus',
        signature: 'unsubscribeUsersStatus(data: string[], operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `await OpenIM.unsubscribeUsersStatus(['user002']);`,
        note: {
          'zh-Hans': '返回类型声明为 `UserOnlineState[]`，但内核不返回数据。',
          en: 'The return type is declared as `UserOnlineState[]`, but the core returns no data.',
        },
      },
      electron: {
        name: 'unsubscribeUsersStatus',
        signature: 'unsubscribeUsersStatus(data: string[], operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `await IMSDK.unsubscribeUsersStatus(['user002']);`,
      },
      'react-native': {
        name: 'unsubscribeUsersStatus',
        signature: 'unsubscribeUsersStatus(userIDs: string[], operationID?: string): Promise<unknown>',
        params: [
          {name: 'userIDs', type: 'string[]'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.unsubscribeUsersStatus(['user002']);`,
      },
      uniapp: {
        name: 'IMMethods.UnsubscribeUsersStatus',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.UnsubscribeUsersStatus, operationID: string, userIDList: string[]): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userIDList', type: 'string[]', doc: 'userIDs'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.UnsubscribeUsersStatus, IMSDK.uuid(), ['user002']);`,
      },
      'mini-program': {
        name: 'unsubscribeUsersStatus',
        signature: 'unsubscribeUsersStatus(params: string[], operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'userIDs'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.unsubscribeUsersStatus(['user002']);`,
      },
      unity: {
        name: 'UnsubscribeUsersStatus',
        signature: 'public static void UnsubscribeUsersStatus(OnBase<bool> cb, string[] userIds)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'userIds', type: 'string[]', doc: 'userIDs'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.UnsubscribeUsersStatus((ok, errCode, errMsg) => { }, new[] { "user002" });`,
      },
    },
  },
  {
    id: 'api/user/getSubscribeUsersStatus',
    summary: {
      'zh-Hans': '获取已订阅用户的在线状态列表。',
      en: 'Gets the presence of the users you have subscribed to.',
    },
    requires: ['init', 'login'],
    params: {},
    result: {
      description: {
        'zh-Hans': '在线状态列表，每项含 `userID`、`status`、`platformIDs`。注意：内核 v3.8.3-patch.14 中此调用总是返回空列表，见使用说明。',
        en: 'A list of presence entries, each with `userID`, `status` and `platformIDs`. Note: in core v3.8.3-patch.14 this call always returns an empty list; see the usage notes.',
      },
      ref: 'class/user/userStatusInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getSubscribeOnlineUsersStatus',
        signature: 'public void getSubscribeOnlineUsersStatus(OnBase<List<UsersOnlineStatus>> callBack)',
        params: [{name: 'callBack', type: 'OnBase<List<UsersOnlineStatus>>', doc: 'callback'}],
        returns: 'OnBase<List<UsersOnlineStatus>>',
        example: `OpenIMClient.getInstance().userInfoManager.getSubscribeOnlineUsersStatus(
    new OnBase<List<UsersOnlineStatus>>() {
        @Override
        public void onSuccess(List<UsersOnlineStatus> data) { showPresence(data); }
    });`,
        note: {
          'zh-Hans': 'Android 上的方法名是 `getSubscribeOnlineUsersStatus`。',
          en: 'On Android the method is named `getSubscribeOnlineUsersStatus`.',
        },
      },
      ios: {
        name: 'getSubscribeUsersStatusWithOnSuccess:onFailure:',
        signature: `- (void)getSubscribeUsersStatusWithOnSuccess:(nullable OIMUserStatusInfosCallback)onSuccess
                                   onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMUserStatusInfosCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMUserStatusInfosCallback (NSArray<OIMUserStatusInfo *> *statusInfos)',
        example: `[OIMManager.manager getSubscribeUsersStatusWithOnSuccess:^(NSArray<OIMUserStatusInfo *> * _Nullable statusInfos) {
    NSLog(@"%lu entries", (unsigned long)statusInfos.count);
} onFailure:nil];`,
      },
      flutter: {
        name: 'getSubscribeUsersStatus',
        signature: 'Future<List<UserStatusInfo>> getSubscribeUsersStatus({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<List<UserStatusInfo>>',
        example: `final list = await OpenIM.iMManager.userManager.getSubscribeUsersStatus();`,
      },
      web: {
        name: 'getSubscribeUsersStatus',
        signature: 'getSubscribeUsersStatus(operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `const {data} = await OpenIM.getSubscribeUsersStatus();`,
      },
      electron: {
        name: 'getSubscribeUsersStatus',
        signature: 'getSubscribeUsersStatus(operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `const {data} = await IMSDK.getSubscribeUsersStatus();`,
      },
      'react-native': {
        name: 'getSubscribeUsersStatus',
        signature: 'getSubscribeUsersStatus(operationID?: string): Promise<UserOnlineState[]>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<UserOnlineState[]>',
        example: `const list = await OpenIMSDK.getSubscribeUsersStatus();`,
      },
      uniapp: {
        name: 'getSubscribeUsersStatus',
        signature: "IMSDK.asyncApi('getSubscribeUsersStatus', operationID: string): Promise<{data: object[]}>",
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: object[]}>',
        example: `import type {IMMethods} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi('getSubscribeUsersStatus' as IMMethods, IMSDK.uuid())) as {data: {userID: string; status: number; platformIDs: number[]}[]};`,
        note: {
          'zh-Hans': '原生插件有 `getSubscribeUsersStatus`，但 openim-uniapp-polyfill 1.4.3 的 `IMMethods` 里没有这一项，只能按字符串方法名调用。',
          en: 'The native plugin has `getSubscribeUsersStatus`, but `IMMethods` in openim-uniapp-polyfill 1.4.3 has no key for it, so call it by its string name.',
        },
      },
      'mini-program': {
        name: 'getSubscribeUsersStatus',
        signature: 'getSubscribeUsersStatus(operationID?: string): Promise<WsResponse<UserOnlineState[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<UserOnlineState[]>>',
        example: `const {data} = await OpenIM.getSubscribeUsersStatus();`,
      },
      unity: {
        name: 'GetSubscribeUsersStatus',
        signature: 'public static void GetSubscribeUsersStatus(OnBase<List<OnlineStatus>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<OnlineStatus>>'}],
        returns: 'OnBase<List<OnlineStatus>>',
        example: `IMSDK.GetSubscribeUsersStatus((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} entries");
});`,
      },
    },
  },
];
