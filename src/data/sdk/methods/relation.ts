/** Methods of the relation module: friends, friend requests and the blacklist. Facts: see ../sources.ts. */
import type {ParamDoc, SdkMethod} from '../types';

/** The ID of the other user, however a platform names it. */
const otherUser = (zh: string, en: string): ParamDoc => ({description: {'zh-Hans': zh, en}});

const HANDLE_MSG: ParamDoc = {
  description: {
    'zh-Hans': '处理附言，会随处理结果一起保存并告知申请方；可以为空。',
    en: 'A note stored with the decision and shown to the applicant; may be empty.',
  },
};

const PROCESS_PARAMS: ParamDoc = {
  description: {
    'zh-Hans': '处理参数：`toUserID`（申请方的用户 ID）和 `handleMsg`（处理附言）。',
    en: "The decision: `toUserID` (the applicant's user ID) and `handleMsg` (a note for the applicant).",
  },
  ref: 'class/relation/ProcessFriendApplicationParams',
};

const APPLICANT_ID = otherUser(
  '发出好友申请的用户 ID，即申请列表中该条申请的 `fromUserID`。',
  'ID of the user who sent the request: the `fromUserID` of that entry in the request list.',
);

const FILTER_BLACK: ParamDoc = {
  description: {
    'zh-Hans': '为 `true` 时去掉已被你拉黑的好友；默认 `false`，黑名单中的好友也会返回。',
    en: 'When `true`, friends you have blocked are left out; by default (`false`) they are included.',
  },
};

const NO_PAYLOAD = (zh: string, en: string): ParamDoc => ({description: {'zh-Hans': zh, en}});

export const RELATION_METHODS: readonly SdkMethod[] = [
  // ------------------------------------------------------------------ acceptFriendApplication
  {
    id: 'api/relation/acceptFriendApplication',
    summary: {
      'zh-Hans': '同意别人发给当前用户的好友申请，双方随即成为好友。',
      en: 'Accepts a friend request sent to the current user; the two users become friends.',
    },
    requires: ['init', 'login'],
    params: {
      userID: APPLICANT_ID,
      handleMsg: HANDLE_MSG,
      params: PROCESS_PARAMS,
    },
    result: NO_PAYLOAD(
      '无业务数据；成功表示服务端已记录同意并建立双向好友关系。',
      'No payload; success means the server recorded the acceptance and created the friendship in both directions.',
    ),
    triggers: ['callback/onFriendApplicationAccepted', 'callback/onFriendAdded'],
    errors: [1004],
    platforms: {
      android: {
        name: 'acceptFriendApplication',
        signature: 'public void acceptFriendApplication(OnBase<String> base, String uid, String handleMsg)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
          {name: 'handleMsg', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().friendshipManager.acceptFriendApplication(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* user001 is now a friend */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "user001", "Nice to meet you");`,
      },
      ios: {
        name: 'acceptFriendApplication:handleMsg:onSuccess:onFailure:',
        signature: `- (void)acceptFriendApplication:(NSString *)userID
                      handleMsg:(NSString *)msg
                      onSuccess:(nullable OIMSuccessCallback)onSuccess
                      onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userID', type: 'NSString *'},
          {name: 'msg', type: 'NSString *', doc: 'handleMsg'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager acceptFriendApplication:@"user001"
                                  handleMsg:@"Nice to meet you"
                                  onSuccess:^(NSString * _Nullable data) {
    NSLog(@"accepted");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"accept failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'acceptFriendApplication',
        signature: `Future<dynamic> acceptFriendApplication({
  required String userID,
  String? handleMsg,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'handleMsg', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.acceptFriendApplication(
  userID: 'user001',
  handleMsg: 'Nice to meet you',
);`,
      },
      web: {
        name: 'acceptFriendApplication',
        signature: 'acceptFriendApplication<T>(data: AccessFriendApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessFriendApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.acceptFriendApplication({toUserID: 'user001', handleMsg: 'Nice to meet you'});`,
      },
      electron: {
        name: 'acceptFriendApplication',
        signature: 'acceptFriendApplication<T>(data: AccessFriendApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessFriendApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.acceptFriendApplication({toUserID: 'user001', handleMsg: 'Nice to meet you'});`,
      },
      'react-native': {
        name: 'acceptFriendApplication',
        signature: 'acceptFriendApplication(params: AccessFriendParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'AccessFriendParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.acceptFriendApplication({toUserID: 'user001', handleMsg: 'Nice to meet you'});`,
      },
      uniapp: {
        name: 'IMMethods.AcceptFriendApplication',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.AcceptFriendApplication, operationID: string, userIDHandleMsg: {toUserID: string; handleMsg: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userIDHandleMsg', type: '{toUserID: string; handleMsg: string}', doc: 'params'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.AcceptFriendApplication, IMSDK.uuid(), {
  toUserID: 'user001',
  handleMsg: 'Nice to meet you',
});`,
      },
      'mini-program': {
        name: 'acceptFriendApplication',
        signature: 'acceptFriendApplication(params: AccessFriendParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'AccessFriendParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.acceptFriendApplication({toUserID: 'user001', handleMsg: 'Nice to meet you'});`,
      },
      unity: {
        name: 'AcceptFriendApplication',
        signature: 'public static void AcceptFriendApplication(OnBase<bool> cb, ProcessFriendApplicationParams userIDHandleMsg)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'userIDHandleMsg', type: 'ProcessFriendApplicationParams', doc: 'params'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.AcceptFriendApplication((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"accept failed: {errCode} {errMsg}");
}, new ProcessFriendApplicationParams { ToUserID = "user001", HandleMsg = "Nice to meet you" });`,
      },
    },
  },

  // ------------------------------------------------------------------ addBlack
  {
    id: 'api/relation/addBlack',
    summary: {
      'zh-Hans': '把一个用户加入当前用户的黑名单，之后对方发来的单聊消息会被服务端拒收。',
      en: "Adds a user to the current user's blacklist; the server then refuses that user's one-to-one messages.",
    },
    requires: ['init', 'login'],
    params: {
      userID: otherUser('要拉黑的用户 ID，不要求是好友。', 'ID of the user to block; they need not be a friend.'),
      ex: {
        description: {
          'zh-Hans': '随黑名单记录保存的扩展字段（字符串，常用 JSON），只有你自己能读到；可以为空。',
          en: 'An extra string (often JSON) stored with the blacklist entry and visible only to you; may be empty.',
        },
      },
      params: {
        description: {
          'zh-Hans': '包含 `toUserID`（要拉黑的用户 ID）和可选 `ex`（扩展字段）的对象。',
          en: 'An object with `toUserID` (the user to block) and an optional `ex` (extra data).',
        },
      },
    },
    result: NO_PAYLOAD('无业务数据；成功后本地黑名单已与服务端同步。', 'No payload; on success the local blacklist has been resynced from the server.'),
    triggers: ['callback/onBlackAdded'],
    errors: [1101],
    platforms: {
      android: {
        name: 'addBlacklist',
        signature: 'public void addBlacklist(OnBase<String> base, String uid, String ex)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
          {name: 'ex', type: 'String', required: false},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().friendshipManager.addBlacklist(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* user002 is blocked */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "user002", "");`,
        note: {
          'zh-Hans': '方法名为 `addBlacklist`；另有不带 `ex` 的重载 `addBlacklist(base, uid)`。',
          en: 'Named `addBlacklist`; an overload `addBlacklist(base, uid)` leaves out `ex`.',
        },
      },
      ios: {
        name: 'addToBlackList:ex:onSuccess:onFailure:',
        signature: `- (void)addToBlackList:(NSString *)userID
                    ex:(NSString * _Nullable)ex
             onSuccess:(OIMSuccessCallback)onSuccess
             onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userID', type: 'NSString *'},
          {name: 'ex', type: 'NSString *', required: false},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager addToBlackList:@"user002"
                                ex:nil
                         onSuccess:^(NSString * _Nullable data) {
    NSLog(@"blocked");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"block failed: %ld %@", (long)code, msg);
}];`,
        note: {
          'zh-Hans': '方法名为 `addToBlackList:`；另有不带 `ex` 的 `addToBlackList:onSuccess:onFailure:`。',
          en: 'Named `addToBlackList:`; `addToBlackList:onSuccess:onFailure:` leaves out `ex`.',
        },
      },
      flutter: {
        name: 'addBlacklist',
        signature: `Future<dynamic> addBlacklist({
  required String userID,
  String? ex,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'ex', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.addBlacklist(userID: 'user002');`,
        note: {'zh-Hans': '方法名为 `addBlacklist`。', en: 'Named `addBlacklist`.'},
      },
      web: {
        name: 'addBlack',
        signature: 'addBlack<T>(data: AddBlackParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AddBlackParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.addBlack({toUserID: 'user002'});`,
      },
      electron: {
        name: 'addBlack',
        signature: 'addBlack<T>(data: AddBlackParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AddBlackParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.addBlack({toUserID: 'user002', ex: ''});`,
      },
      'react-native': {
        name: 'addBlack',
        signature: 'addBlack(params: AddBlackParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'AddBlackParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.addBlack({toUserID: 'user002'});`,
      },
      uniapp: {
        name: 'IMMethods.AddBlack',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.AddBlack, operationID: string, options: {toUserID: string; ex?: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{toUserID: string; ex?: string}', doc: 'params'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.AddBlack, IMSDK.uuid(), {toUserID: 'user002', ex: ''});`,
      },
      'mini-program': {
        name: 'addBlack',
        signature: 'addBlack(params: AddBlackParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'AddBlackParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.addBlack({toUserID: 'user002'});`,
      },
      unity: {
        name: 'AddBlack',
        signature: 'public static void AddBlack(OnBase<bool> cb, string blackUserId, string ex)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'blackUserId', type: 'string', doc: 'userID'},
          {name: 'ex', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.AddBlack((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"block failed: {errCode} {errMsg}");
}, "user002", "");`,
      },
    },
  },

  // ------------------------------------------------------------------ addFriend
  {
    id: 'api/relation/addFriend',
    summary: {
      'zh-Hans': '向另一个用户发送好友申请；对方同意后双方才成为好友。',
      en: 'Sends a friend request to another user; the two become friends only once the other user accepts.',
    },
    requires: ['init', 'login'],
    params: {
      userID: otherUser('接收申请的用户 ID。', 'ID of the user who receives the request.'),
      reqMsg: {
        description: {
          'zh-Hans': '申请附言，对方在申请列表里能看到；可以为空。',
          en: 'A note the recipient sees with the request; may be empty.',
        },
      },
      params: {
        description: {
          'zh-Hans': '申请内容：`toUserID`（接收方）、`reqMsg`（附言），核心还接受 `ex`（扩展字段）；`fromUserID` 由 SDK 填为当前用户。',
          en: 'The request: `toUserID` (recipient) and `reqMsg` (note); the core also accepts `ex` (extra data). `fromUserID` is set to the current user by the SDK.',
        },
        ref: 'class/relation/ApplyToAddFriendReq',
      },
    },
    result: NO_PAYLOAD(
      '无业务数据；成功表示申请已保存在服务端并通知了对方。',
      'No payload; success means the server stored the request and notified the recipient.',
    ),
    triggers: ['callback/onFriendApplicationAdded'],
    errors: [1301, 1304, 1101],
    platforms: {
      android: {
        name: 'addFriend',
        signature: 'public void addFriend(OnBase<String> base, String uid, String reqMessage)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
          {name: 'reqMessage', type: 'String', doc: 'reqMsg'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().friendshipManager.addFriend(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* request sent */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "user002", "Hi, I'm user001");`,
      },
      ios: {
        name: 'addFriend:reqMessage:onSuccess:onFailure:',
        signature: `- (void)addFriend:(NSString *)userID
       reqMessage:(NSString * _Nullable)reqMessage
        onSuccess:(nullable OIMSuccessCallback)onSuccess
        onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userID', type: 'NSString *'},
          {name: 'reqMessage', type: 'NSString *', required: false, doc: 'reqMsg'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager addFriend:@"user002"
                   reqMessage:@"Hi, I'm user001"
                    onSuccess:^(NSString * _Nullable data) {
    NSLog(@"request sent");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"addFriend failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'addFriend',
        signature: `Future<dynamic> addFriend({
  required String userID,
  String? reason,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'reason', type: 'String?', required: false, doc: 'reqMsg'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.addFriend(
  userID: 'user002',
  reason: "Hi, I'm user001",
);`,
        note: {'zh-Hans': '附言参数名为 `reason`。', en: 'The note is named `reason`.'},
      },
      web: {
        name: 'addFriend',
        signature: 'addFriend<T>(data: AddFriendParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AddFriendParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.addFriend({toUserID: 'user002', reqMsg: "Hi, I'm user001"});`,
      },
      electron: {
        name: 'addFriend',
        signature: 'addFriend<T>(data: AddFriendParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AddFriendParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.addFriend({toUserID: 'user002', reqMsg: "Hi, I'm user001"});`,
      },
      'react-native': {
        name: 'addFriend',
        signature: 'addFriend(params: AddFriendParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'AddFriendParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.addFriend({toUserID: 'user002', reqMsg: "Hi, I'm user001"});`,
      },
      uniapp: {
        name: 'IMMethods.AddFriend',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.AddFriend, operationID: string, paramsReq: {toUserID: string; reqMsg: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'paramsReq', type: '{toUserID: string; reqMsg: string}', doc: 'params'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.AddFriend, IMSDK.uuid(), {
  toUserID: 'user002',
  reqMsg: "Hi, I'm user001",
});`,
      },
      'mini-program': {
        name: 'addFriend',
        signature: 'addFriend(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.addFriend(JSON.stringify({toUserID: 'user002', reqMsg: "Hi, I'm user001"}));`,
        note: {
          'zh-Hans': '参数类型声明为 `string`：传入申请对象的 JSON 字符串，SDK 原样转发给 oimws 代理中的内核。',
          en: 'The parameter is typed `string`: pass the request object as a JSON string, which the SDK forwards unchanged to the core behind the oimws proxy.',
        },
      },
      unity: {
        name: 'AddFriend',
        signature: 'public static void AddFriend(OnBase<bool> cb, ApplyToAddFriendReq userIdReqMsg)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'userIdReqMsg', type: 'ApplyToAddFriendReq', doc: 'params'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.AddFriend((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"addFriend failed: {errCode} {errMsg}");
}, new ApplyToAddFriendReq { ToUserID = "user002", ReqMsg = "Hi, I'm user001" });`,
        note: {
          'zh-Hans': '`ApplyToAddFriendReq` 还有 `FromUserID` 和 `Ex` 字段；`FromUserID` 无需填写，内核会改成当前用户。',
          en: '`ApplyToAddFriendReq` also has `FromUserID` and `Ex`; leave `FromUserID` empty, the core sets it to the current user.',
        },
      },
    },
  },

  // ------------------------------------------------------------------ checkFriend
  {
    id: 'api/relation/checkFriend',
    summary: {
      'zh-Hans': '在本地判断一组用户是否是当前用户的好友（且未被拉黑）。',
      en: 'Checks locally whether each of a list of users is a friend of the current user (and not blocked).',
    },
    requires: ['init', 'login'],
    params: {
      userIDList: {
        description: {
          'zh-Hans': '要检查的用户 ID 列表。',
          en: 'IDs of the users to check.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '与输入顺序一致的结果列表，每项含 `userID` 和 `result`：`1` 表示是好友且不在你的黑名单中，`0` 表示不是好友或已被你拉黑。',
        en: 'One result per input ID, in the same order, each with `userID` and `result`: `1` means a friend who is not on your blacklist, `0` means not a friend or blocked by you.',
      },
      ref: 'class/relation/UserIdResult',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'checkFriend',
        signature: 'public void checkFriend(OnBase<List<FriendshipInfo>> base, List<String> uidList)',
        params: [
          {name: 'base', type: 'OnBase<List<FriendshipInfo>>', doc: 'callback'},
          {name: 'uidList', type: 'List<String>', doc: 'userIDList'},
        ],
        returns: 'OnBase<List<FriendshipInfo>>',
        example: `OpenIMClient.getInstance().friendshipManager.checkFriend(new OnBase<List<FriendshipInfo>>() {
    @Override
    public void onSuccess(List<FriendshipInfo> data) {
        for (FriendshipInfo info : data) Log.d("IM", info.getUserID() + " -> " + info.getResult());
    }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, Arrays.asList("user002"));`,
      },
      ios: {
        name: 'checkFriend:onSuccess:onFailure:',
        signature: `- (void)checkFriend:(NSArray <NSString *> *)usersID
          onSuccess:(nullable OIMSimpleResultsCallback)onSuccess
          onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'usersID', type: 'NSArray<NSString *> *', doc: 'userIDList'},
          {name: 'onSuccess', type: 'OIMSimpleResultsCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSimpleResultsCallback (NSArray<OIMSimpleResultInfo *> *results)',
        example: `[OIMManager.manager checkFriend:@[@"user002"]
                      onSuccess:^(NSArray<OIMSimpleResultInfo *> * _Nullable results) {
    NSLog(@"user002 result: %ld", (long)results.firstObject.result);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"checkFriend failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'checkFriend',
        signature: `Future<List<FriendshipInfo>> checkFriend({
  required List<String> userIDList,
  String? operationID,
})`,
        params: [
          {name: 'userIDList', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<FriendshipInfo>>',
        example: `final list = await OpenIM.iMManager.friendshipManager.checkFriend(userIDList: ['user002']);
final isFriend = list.first.result == 1;`,
      },
      web: {
        name: 'checkFriend',
        signature: 'checkFriend(data: string[], operationID?: string): Promise<WsResponse<FriendshipInfo[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendshipInfo[]>>',
        example: `const {data} = await OpenIM.checkFriend(['user002']);
const isFriend = data[0].result === 1;`,
      },
      electron: {
        name: 'checkFriend',
        signature: 'checkFriend(data: string[], operationID?: string): Promise<WsResponse<FriendshipInfo[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'userIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendshipInfo[]>>',
        example: `const {data} = await IMSDK.checkFriend(['user002']);`,
      },
      'react-native': {
        name: 'checkFriend',
        signature: 'checkFriend(friendUserIDList: string[], operationID?: string): Promise<FriendshipInfo[]>',
        params: [
          {name: 'friendUserIDList', type: 'string[]', doc: 'userIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<FriendshipInfo[]>',
        example: `const [result] = await OpenIMSDK.checkFriend(['user002']);
const isFriend = result.result === 1;`,
      },
      uniapp: {
        name: 'IMMethods.CheckFriend',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CheckFriend, operationID: string, userIDList: string[]): Promise<{data: FriendshipInfo[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userIDList', type: 'string[]'},
        ],
        returns: 'Promise<{data: FriendshipInfo[]}>',
        example: `import type {FriendshipInfo} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.CheckFriend, IMSDK.uuid(), ['user002'])) as {data: FriendshipInfo[]};`,
      },
      'mini-program': {
        name: 'checkFriend',
        signature: 'checkFriend(params: string[], operationID?: string): Promise<WsResponse<FriendshipInfo[]>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'userIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendshipInfo[]>>',
        example: `const {data} = await OpenIM.checkFriend(['user002']);`,
      },
      unity: {
        name: 'CheckFriend',
        signature: 'public static void CheckFriend(OnBase<List<UserIDResult>> cb, string[] userIdList)',
        params: [
          {name: 'cb', type: 'OnBase<List<UserIDResult>>'},
          {name: 'userIdList', type: 'string[]', doc: 'userIDList'},
        ],
        returns: 'OnBase<List<UserIDResult>>',
        example: `IMSDK.CheckFriend((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"user002 is friend: {list[0].Result == 1}");
}, new[] { "user002" });`,
      },
    },
  },

  // ------------------------------------------------------------------ deleteFriend
  {
    id: 'api/relation/deleteFriend',
    summary: {
      'zh-Hans': '把一个用户从当前用户的好友列表中删除（单向删除）。',
      en: "Removes a user from the current user's friend list (one-sided).",
    },
    requires: ['init', 'login'],
    params: {
      userID: otherUser('要删除的好友的用户 ID。', 'ID of the friend to remove.'),
    },
    result: NO_PAYLOAD('无业务数据；成功后本地好友列表已与服务端同步。', 'No payload; on success the local friend list has been synced with the server.'),
    triggers: ['callback/onFriendDeleted'],
    errors: [],
    platforms: {
      android: {
        name: 'deleteFriend',
        signature: 'public void deleteFriend(OnBase<String> base, String uid)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().friendshipManager.deleteFriend(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* user002 removed */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "user002");`,
      },
      ios: {
        name: 'deleteFriend:onSuccess:onFailure:',
        signature: `- (void)deleteFriend:(NSString *)friendUserID
           onSuccess:(nullable OIMSuccessCallback)onSuccess
           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'friendUserID', type: 'NSString *', doc: 'userID'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager deleteFriend:@"user002"
                       onSuccess:^(NSString * _Nullable data) {
    NSLog(@"deleted");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"delete failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'deleteFriend',
        signature: `Future<dynamic> deleteFriend({
  required String userID,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.deleteFriend(userID: 'user002');`,
      },
      web: {
        name: 'deleteFriend',
        signature: 'deleteFriend<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.deleteFriend('user002');`,
      },
      electron: {
        name: 'deleteFriend',
        signature: 'deleteFriend<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.deleteFriend('user002');`,
      },
      'react-native': {
        name: 'deleteFriend',
        signature: 'deleteFriend(friendUserID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'friendUserID', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.deleteFriend('user002');`,
      },
      uniapp: {
        name: 'IMMethods.DeleteFriend',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.DeleteFriend, operationID: string, userID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.DeleteFriend, IMSDK.uuid(), 'user002');`,
      },
      'mini-program': {
        name: 'deleteFriend',
        signature: 'deleteFriend(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.deleteFriend('user002');`,
      },
      unity: {
        name: 'DeleteFriend',
        signature: 'public static void DeleteFriend(OnBase<bool> cb, string friendUserId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'friendUserId', type: 'string', doc: 'userID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.DeleteFriend((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"delete failed: {errCode} {errMsg}");
}, "user002");`,
      },
    },
  },

  // ------------------------------------------------------------------ getBlackList
  {
    id: 'api/relation/getBlackList',
    summary: {
      'zh-Hans': '从本地数据库读取当前用户的黑名单。',
      en: "Reads the current user's blacklist from the local database.",
    },
    requires: ['init', 'login'],
    params: {},
    result: {
      description: {
        'zh-Hans': '黑名单列表，每项含被拉黑用户的 `userID`、`nickname`、`faceURL`、拉黑时间 `createTime` 和 `ex` 等；没有时为空列表。',
        en: "The blacklist: each entry has the blocked user's `userID`, `nickname`, `faceURL`, the `createTime` of the block, `ex` and more; empty when nobody is blocked.",
      },
      ref: 'class/relation/blackInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getBlacklist',
        signature: 'public void getBlacklist(OnBase<List<UserInfo>> base)',
        params: [{name: 'base', type: 'OnBase<List<UserInfo>>', doc: 'callback'}],
        returns: 'OnBase<List<UserInfo>>',
        example: `OpenIMClient.getInstance().friendshipManager.getBlacklist(new OnBase<List<UserInfo>>() {
    @Override
    public void onSuccess(List<UserInfo> data) { adapter.submitList(data); }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
});`,
        note: {
          'zh-Hans':
            '方法名为 `getBlacklist`，结果解析为 `UserInfo` 列表，黑名单字段（`userID`、`nickname`、`faceURL`、`ex`、`createTime`）直接在 `UserInfo` 上。',
          en: 'Named `getBlacklist`; the result is parsed into `UserInfo` objects, with the blacklist fields (`userID`, `nickname`, `faceURL`, `ex`, `createTime`) on `UserInfo` itself.',
        },
      },
      ios: {
        name: 'getBlackListWithOnSuccess:onFailure:',
        signature: `- (void)getBlackListWithOnSuccess:(nullable OIMBlacksInfoCallback)onSuccess
                        onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMBlacksInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMBlacksInfoCallback (NSArray<OIMBlackInfo *> *blackInfo)',
        example: `[OIMManager.manager getBlackListWithOnSuccess:^(NSArray<OIMBlackInfo *> * _Nullable blackInfo) {
    NSLog(@"%lu blocked users", (unsigned long)blackInfo.count);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"getBlackList failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'getBlacklist',
        signature: 'Future<List<BlacklistInfo>> getBlacklist({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<List<BlacklistInfo>>',
        example: `final blocked = await OpenIM.iMManager.friendshipManager.getBlacklist();`,
        note: {'zh-Hans': '方法名为 `getBlacklist`。', en: 'Named `getBlacklist`.'},
      },
      web: {
        name: 'getBlackList',
        signature: 'getBlackList(operationID?: string): Promise<WsResponse<BlackUserItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<BlackUserItem[]>>',
        example: `const {data: blocked} = await OpenIM.getBlackList();`,
      },
      electron: {
        name: 'getBlackList',
        signature: 'getBlackList(operationID?: string): Promise<WsResponse<BlackUserItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<BlackUserItem[]>>',
        example: `const {data: blocked} = await IMSDK.getBlackList();`,
      },
      'react-native': {
        name: 'getBlackList',
        signature: 'getBlackList(operationID?: string): Promise<BlackUserItem[]>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<BlackUserItem[]>',
        example: `const blocked = await OpenIMSDK.getBlackList();`,
      },
      uniapp: {
        name: 'IMMethods.GetBlackList',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetBlackList, operationID: string): Promise<{data: BlackUserItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: BlackUserItem[]}>',
        example: `import type {BlackUserItem} from 'openim-uniapp-polyfill';

const {data: blocked} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetBlackList, IMSDK.uuid())) as {data: BlackUserItem[]};`,
      },
      'mini-program': {
        name: 'getBlackList',
        signature: 'getBlackList(operationID?: string): Promise<WsResponse<BlackUserItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<BlackUserItem[]>>',
        example: `const {data: blocked} = await OpenIM.getBlackList();`,
      },
      unity: {
        name: 'GetBlackList',
        signature: 'public static void GetBlackList(OnBase<List<BlackInfo>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<BlackInfo>>'}],
        returns: 'OnBase<List<BlackInfo>>',
        example: `IMSDK.GetBlackList((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} blocked users");
});`,
      },
    },
  },

  // ------------------------------------------------------------------ getFriendApplicationListAsApplicant
  {
    id: 'api/relation/getFriendApplicationListAsApplicant',
    summary: {
      'zh-Hans': '从服务端分页获取当前用户发出的好友申请及其处理状态。',
      en: 'Fetches, page by page from the server, the friend requests the current user has sent and their status.',
    },
    requires: ['init', 'login'],
    params: {
      req: {
        description: {
          'zh-Hans': '分页参数：`offset`（从第几条开始，应为 `count` 的整数倍）和 `count`（每页条数）。`count` 为 0 或不传时 SDK 会拉取全部申请。',
          en: 'Paging: `offset` (index of the first entry, a multiple of `count`) and `count` (entries per page). With `count` 0 or no request at all, the SDK fetches every request.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '申请列表，每项含双方的 ID、昵称、头像，附言 `reqMsg`、处理结果 `handleResult`（0 未处理、1 已同意、-1 已拒绝）、处理附言和时间。',
        en: "The requests: each has both users' IDs, nicknames and avatars, the note `reqMsg`, `handleResult` (0 pending, 1 accepted, -1 refused), the reply note and timestamps.",
      },
      ref: 'class/relation/friendApplication',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getSendFriendApplicationList',
        signature: 'public void getSendFriendApplicationList(OnBase<List<FriendApplicationInfo>> base, GetFriendApplicationListAsApplicantReq applicantReq)',
        params: [
          {name: 'base', type: 'OnBase<List<FriendApplicationInfo>>', doc: 'callback'},
          {name: 'applicantReq', type: 'GetFriendApplicationListAsApplicantReq', doc: 'req'},
        ],
        returns: 'OnBase<List<FriendApplicationInfo>>',
        example: `GetFriendApplicationListAsApplicantReq req = new GetFriendApplicationListAsApplicantReq();
req.setOffset(0);
req.setCount(20);
OpenIMClient.getInstance().friendshipManager.getSendFriendApplicationList(new OnBase<List<FriendApplicationInfo>>() {
    @Override
    public void onSuccess(List<FriendApplicationInfo> data) { adapter.submitList(data); }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, req);`,
        note: {
          'zh-Hans': '方法名为 `getSendFriendApplicationList`；只传回调的旧重载已标记为废弃，它会拉取全部申请。',
          en: 'Named `getSendFriendApplicationList`; the deprecated overload without a request fetches every request.',
        },
      },
      ios: {
        name: 'getFriendApplicationListAsApplicantWithReq:onSuccess:onFailure:',
        signature: `- (void)getFriendApplicationListAsApplicantWithReq:(nullable GetFriendApplicationListAsApplicantReq *)req
                                         onSuccess:(nullable OIMFriendApplicationsCallback)onSuccess
                                         onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'req', type: 'GetFriendApplicationListAsApplicantReq *', required: false},
          {name: 'onSuccess', type: 'OIMFriendApplicationsCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMFriendApplicationsCallback (NSArray<OIMFriendApplication *> *friendApplications)',
        example: `GetFriendApplicationListAsApplicantReq *req = [GetFriendApplicationListAsApplicantReq new];
req.offset = 0;
req.count = 20;
[OIMManager.manager getFriendApplicationListAsApplicantWithReq:req
                                                     onSuccess:^(NSArray<OIMFriendApplication *> * _Nullable friendApplications) {
    NSLog(@"%lu sent requests", (unsigned long)friendApplications.count);
} onFailure:nil];`,
        note: {
          'zh-Hans': '另有不带 `req` 的 `getFriendApplicationListAsApplicantWithOnSuccess:onFailure:`，拉取全部申请。',
          en: '`getFriendApplicationListAsApplicantWithOnSuccess:onFailure:` takes no request and fetches every request.',
        },
      },
      flutter: {
        name: 'getFriendApplicationListAsApplicant',
        signature: `Future<List<FriendApplicationInfo>> getFriendApplicationListAsApplicant({
  GetFriendApplicationListAsApplicantReq? req,
  String? operationID,
})`,
        params: [
          {name: 'req', type: 'GetFriendApplicationListAsApplicantReq?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<FriendApplicationInfo>>',
        example: `final sent = await OpenIM.iMManager.friendshipManager.getFriendApplicationListAsApplicant(
  req: GetFriendApplicationListAsApplicantReq(offset: 0, count: 20),
);`,
        note: {
          'zh-Hans': '`offset` 大于 0 时断言 `count` 也大于 0。',
          en: 'When `offset` is above 0, an assertion requires `count` above 0 as well.',
        },
      },
      web: {
        name: 'getFriendApplicationListAsApplicant',
        signature:
          'getFriendApplicationListAsApplicant(data?: GetFriendApplicationListAsApplicationParams, operationID?: string): Promise<WsResponse<FriendApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetFriendApplicationListAsApplicationParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendApplicationItem[]>>',
        example: `const {data: sent} = await OpenIM.getFriendApplicationListAsApplicant({offset: 0, count: 20});`,
        note: {
          'zh-Hans': '`data` 默认为 `{offset: 0, count: 0}`，即拉取全部申请。',
          en: '`data` defaults to `{offset: 0, count: 0}`, which fetches every request.',
        },
      },
      electron: {
        name: 'getFriendApplicationListAsApplicant',
        signature:
          'getFriendApplicationListAsApplicant(data?: GetFriendApplicationListAsApplicationParams, operationID?: string): Promise<WsResponse<FriendApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetFriendApplicationListAsApplicationParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendApplicationItem[]>>',
        example: `const {data: sent} = await IMSDK.getFriendApplicationListAsApplicant();`,
      },
      'react-native': {
        name: 'getFriendApplicationListAsApplicant',
        signature:
          'getFriendApplicationListAsApplicant(req?: GetFriendApplicationListAsApplicantParams, operationID?: string): Promise<FriendApplicationItem[]>',
        params: [
          {name: 'req', type: 'GetFriendApplicationListAsApplicantParams', required: false},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<FriendApplicationItem[]>',
        example: `const sent = await OpenIMSDK.getFriendApplicationListAsApplicant({offset: 0, count: 20});`,
        note: {
          'zh-Hans': '`req` 默认为 `{offset: 0, count: 20}`，只返回第一页。',
          en: '`req` defaults to `{offset: 0, count: 20}`, so only the first page is returned.',
        },
      },
      uniapp: {
        name: 'IMMethods.GetFriendApplicationListAsApplicant',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetFriendApplicationListAsApplicant, operationID: string): Promise<{data: FriendApplicationItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: FriendApplicationItem[]}>',
        example: `import type {FriendApplicationItem} from 'openim-uniapp-polyfill';

const {data: sent} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetFriendApplicationListAsApplicant, IMSDK.uuid())) as {data: FriendApplicationItem[]};`,
        note: {
          'zh-Hans': 'v3.8.3 原生插件只接收 `operationID`，不能分页。',
          en: 'The v3.8.3 native plugin takes only `operationID`; there is no paging.',
        },
      },
      'mini-program': {
        name: 'getFriendApplicationListAsApplicant',
        signature: 'getFriendApplicationListAsApplicant(operationID?: string): Promise<WsResponse<FriendApplicationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<FriendApplicationItem[]>>',
        example: `const {data: sent} = await OpenIM.getFriendApplicationListAsApplicant();`,
      },
      unity: {
        name: 'GetFriendApplicationListAsApplicant',
        signature: 'public static void GetFriendApplicationListAsApplicant(OnBase<List<FriendApplicationInfo>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<FriendApplicationInfo>>'}],
        returns: 'OnBase<List<FriendApplicationInfo>>',
        example: `IMSDK.GetFriendApplicationListAsApplicant((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} sent requests");
});`,
        note: {'zh-Hans': '不接收分页参数。', en: 'Takes no paging parameters.'},
      },
    },
  },

  // ------------------------------------------------------------------ getFriendApplicationListAsRecipient
  {
    id: 'api/relation/getFriendApplicationListAsRecipient',
    summary: {
      'zh-Hans': '从服务端分页获取别人发给当前用户的好友申请，可按处理结果筛选。',
      en: 'Fetches, page by page from the server, the friend requests other users sent to the current user, optionally filtered by status.',
    },
    requires: ['init', 'login'],
    params: {
      req: {
        description: {
          'zh-Hans':
            '筛选与分页：`handleResults`（要返回的处理结果，0 未处理、1 已同意、-1 已拒绝，空数组表示全部）、`offset`（应为 `count` 的整数倍）和 `count`（每页条数，0 表示拉取全部）。',
          en: 'Filter and paging: `handleResults` (statuses to return: 0 pending, 1 accepted, -1 refused; empty means all), `offset` (a multiple of `count`) and `count` (entries per page; 0 fetches everything).',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '申请列表，每项含申请方和接收方的 ID、昵称、头像，附言 `reqMsg`、处理结果 `handleResult`、处理人、处理附言和时间。',
        en: "The requests: each has the applicant's and recipient's IDs, nicknames and avatars, the note `reqMsg`, `handleResult`, who handled it, the reply note and timestamps.",
      },
      ref: 'class/relation/friendApplication',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getRecvFriendApplicationList',
        signature: 'public void getRecvFriendApplicationList(OnBase<List<FriendApplicationInfo>> base, GetFriendApplicationListAsRecipientReq recipientReq)',
        params: [
          {name: 'base', type: 'OnBase<List<FriendApplicationInfo>>', doc: 'callback'},
          {name: 'recipientReq', type: 'GetFriendApplicationListAsRecipientReq', doc: 'req'},
        ],
        returns: 'OnBase<List<FriendApplicationInfo>>',
        example: `GetFriendApplicationListAsRecipientReq req = new GetFriendApplicationListAsRecipientReq();
req.setHandleResults(new int[]{0}); // pending only
OpenIMClient.getInstance().friendshipManager.getRecvFriendApplicationList(new OnBase<List<FriendApplicationInfo>>() {
    @Override
    public void onSuccess(List<FriendApplicationInfo> data) { adapter.submitList(data); }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, req);`,
        note: {
          'zh-Hans': '方法名为 `getRecvFriendApplicationList`；Android 的请求类只有 `handleResults`，没有 `offset`/`count`，因此总是拉取全部匹配的申请。',
          en: 'Named `getRecvFriendApplicationList`; the Android request class has only `handleResults`, no `offset`/`count`, so every matching request is fetched.',
        },
      },
      ios: {
        name: 'getFriendApplicationListAsRecipientWithReq:onSuccess:onFailure:',
        signature: `- (void)getFriendApplicationListAsRecipientWithReq:(nullable GetFriendApplicationListAsRecipientReq *)req
                                         onSuccess:(nullable OIMFriendApplicationsCallback)onSuccess
                                         onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'req', type: 'GetFriendApplicationListAsRecipientReq *', required: false},
          {name: 'onSuccess', type: 'OIMFriendApplicationsCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMFriendApplicationsCallback (NSArray<OIMFriendApplication *> *friendApplications)',
        example: `GetFriendApplicationListAsRecipientReq *req = [GetFriendApplicationListAsRecipientReq new];
req.handleResults = @[@0];
req.offset = 0;
req.count = 20;
[OIMManager.manager getFriendApplicationListAsRecipientWithReq:req
                                                     onSuccess:^(NSArray<OIMFriendApplication *> * _Nullable friendApplications) {
    NSLog(@"%lu pending requests", (unsigned long)friendApplications.count);
} onFailure:nil];`,
        note: {
          'zh-Hans': '另有不带 `req` 的 `getFriendApplicationListAsRecipientWithOnSuccess:onFailure:`，拉取全部申请。',
          en: '`getFriendApplicationListAsRecipientWithOnSuccess:onFailure:` takes no request and fetches every request.',
        },
      },
      flutter: {
        name: 'getFriendApplicationListAsRecipient',
        signature: `Future<List<FriendApplicationInfo>> getFriendApplicationListAsRecipient({
  GetFriendApplicationListAsRecipientReq? req,
  String? operationID,
})`,
        params: [
          {name: 'req', type: 'GetFriendApplicationListAsRecipientReq?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<FriendApplicationInfo>>',
        example: `final pending = await OpenIM.iMManager.friendshipManager.getFriendApplicationListAsRecipient(
  req: GetFriendApplicationListAsRecipientReq(handleResults: [0], offset: 0, count: 20),
);`,
      },
      web: {
        name: 'getFriendApplicationListAsRecipient',
        signature:
          'getFriendApplicationListAsRecipient(data?: GetFriendApplicationListAsRecipientParams, operationID?: string): Promise<WsResponse<FriendApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetFriendApplicationListAsRecipientParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendApplicationItem[]>>',
        example: `const {data: pending} = await OpenIM.getFriendApplicationListAsRecipient({
  handleResults: [0],
  offset: 0,
  count: 20,
});`,
        note: {
          'zh-Hans': '`data` 默认为 `{handleResults: [], offset: 0, count: 0}`，即拉取全部申请。',
          en: '`data` defaults to `{handleResults: [], offset: 0, count: 0}`, which fetches every request.',
        },
      },
      electron: {
        name: 'getFriendApplicationListAsRecipient',
        signature:
          'getFriendApplicationListAsRecipient(data?: GetFriendApplicationListAsRecipientParams, operationID?: string): Promise<WsResponse<FriendApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetFriendApplicationListAsRecipientParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendApplicationItem[]>>',
        example: `const {data: received} = await IMSDK.getFriendApplicationListAsRecipient();`,
      },
      'react-native': {
        name: 'getFriendApplicationListAsRecipient',
        signature:
          'getFriendApplicationListAsRecipient(req?: GetFriendApplicationListAsRecipientParams, operationID?: string): Promise<FriendApplicationItem[]>',
        params: [
          {name: 'req', type: 'GetFriendApplicationListAsRecipientParams', required: false},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<FriendApplicationItem[]>',
        example: `const pending = await OpenIMSDK.getFriendApplicationListAsRecipient({
  handleResults: [0],
  offset: 0,
  count: 20,
});`,
        note: {
          'zh-Hans': '`req` 默认为 `{handleResults: [], offset: 0, count: 20}`，只返回第一页。',
          en: '`req` defaults to `{handleResults: [], offset: 0, count: 20}`, so only the first page is returned.',
        },
      },
      uniapp: {
        name: 'IMMethods.GetFriendApplicationListAsRecipient',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetFriendApplicationListAsRecipient, operationID: string): Promise<{data: FriendApplicationItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: FriendApplicationItem[]}>',
        example: `import type {FriendApplicationItem} from 'openim-uniapp-polyfill';

const {data: received} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetFriendApplicationListAsRecipient, IMSDK.uuid())) as {data: FriendApplicationItem[]};`,
        note: {
          'zh-Hans': 'v3.8.3 原生插件只接收 `operationID`，不能筛选或分页。',
          en: 'The v3.8.3 native plugin takes only `operationID`; there is no filter or paging.',
        },
      },
      'mini-program': {
        name: 'getFriendApplicationListAsRecipient',
        signature: 'getFriendApplicationListAsRecipient(operationID?: string): Promise<WsResponse<FriendApplicationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<FriendApplicationItem[]>>',
        example: `const {data: received} = await OpenIM.getFriendApplicationListAsRecipient();`,
      },
      unity: {
        name: 'GetFriendApplicationListAsRecipient',
        signature: 'public static void GetFriendApplicationListAsRecipient(OnBase<List<FriendApplicationInfo>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<FriendApplicationInfo>>'}],
        returns: 'OnBase<List<FriendApplicationInfo>>',
        example: `IMSDK.GetFriendApplicationListAsRecipient((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} received requests");
});`,
        note: {'zh-Hans': '不接收筛选或分页参数。', en: 'Takes no filter or paging parameters.'},
      },
    },
  },

  // ------------------------------------------------------------------ getFriendList
  {
    id: 'api/relation/getFriendList',
    summary: {
      'zh-Hans': '从本地数据库一次性读取当前用户的全部好友。',
      en: "Reads all of the current user's friends from the local database in one call.",
    },
    requires: ['init', 'login'],
    params: {filterBlack: FILTER_BLACK},
    result: {
      description: {
        'zh-Hans': '好友列表，每项含 `userID`、`nickname`、`faceURL`、备注 `remark`、`isPinned`、`ex`、成为好友的时间 `createTime` 等；没有好友时为空列表。',
        en: 'The friends: each has `userID`, `nickname`, `faceURL`, `remark`, `isPinned`, `ex`, the `createTime` of the friendship and more; empty when there are none.',
      },
      ref: 'class/relation/friendInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getFriendList',
        signature: 'public void getFriendList(OnBase<List<UserInfo>> base, Boolean filterBlack)',
        params: [
          {name: 'base', type: 'OnBase<List<UserInfo>>', doc: 'callback'},
          {name: 'filterBlack', type: 'Boolean', required: false},
        ],
        returns: 'OnBase<List<UserInfo>>',
        example: `OpenIMClient.getInstance().friendshipManager.getFriendList(new OnBase<List<UserInfo>>() {
    @Override
    public void onSuccess(List<UserInfo> data) { adapter.submitList(data); }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, true);`,
        note: {
          'zh-Hans':
            '结果解析为 `UserInfo` 列表，好友字段（`userID`、`nickname`、`remark` 等）直接在 `UserInfo` 上；`UserInfo` 没有 `isPinned` 字段。`filterBlack` 传 `null` 时按 `false` 处理。',
          en: 'The result is parsed into `UserInfo` objects with the friend fields (`userID`, `nickname`, `remark`, ...) on `UserInfo` itself; `UserInfo` has no `isPinned`. A `null` `filterBlack` counts as `false`.',
        },
      },
      ios: {
        name: 'getFriendListWithFilterBlack:onSuccess:onFailure:',
        signature: `- (void)getFriendListWithFilterBlack:(BOOL)filterBlack
                           onSuccess:(nullable OIMFriendsInfoCallback)onSuccess
                           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'filterBlack', type: 'BOOL'},
          {name: 'onSuccess', type: 'OIMFriendsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMFriendsInfoCallback (NSArray<OIMFriendInfo *> *friendInfo)',
        example: `[OIMManager.manager getFriendListWithFilterBlack:YES
                                       onSuccess:^(NSArray<OIMFriendInfo *> * _Nullable friendInfo) {
    NSLog(@"%lu friends", (unsigned long)friendInfo.count);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"getFriendList failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'getFriendList',
        signature: `Future<List<FriendInfo>> getFriendList({
  String? operationID,
  bool filterBlack = false,
})`,
        params: [
          {name: 'operationID', type: 'String?', required: false},
          {name: 'filterBlack', type: 'bool', required: false},
        ],
        returns: 'Future<List<FriendInfo>>',
        example: `final friends = await OpenIM.iMManager.friendshipManager.getFriendList(filterBlack: true);`,
        note: {
          'zh-Hans': '另有 `getFriendListMap`，返回未解析的 `List<dynamic>`。',
          en: '`getFriendListMap` returns the raw `List<dynamic>` instead.',
        },
      },
      web: {
        name: 'getFriendList',
        signature: 'getFriendList(filterBlack?: boolean, operationID?: string): Promise<WsResponse<FriendUserItem[]>>',
        params: [
          {name: 'filterBlack', type: 'boolean', required: false},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendUserItem[]>>',
        example: `const {data: friends} = await OpenIM.getFriendList(true);`,
      },
      electron: {
        name: 'getFriendList',
        signature: 'getFriendList(filterBlack?: boolean, operationID?: string): Promise<WsResponse<FriendUserItem[]>>',
        params: [
          {name: 'filterBlack', type: 'boolean', required: false},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendUserItem[]>>',
        example: `const {data: friends} = await IMSDK.getFriendList(true);`,
      },
      'react-native': {
        name: 'getFriendList',
        signature: 'getFriendList(filterBlack: boolean, operationID?: string): Promise<FriendUserItem[]>',
        params: [
          {name: 'filterBlack', type: 'boolean'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<FriendUserItem[]>',
        example: `const friends = await OpenIMSDK.getFriendList(true);`,
        note: {'zh-Hans': '`filterBlack` 为必填。', en: '`filterBlack` is required.'},
      },
      uniapp: {
        name: 'IMMethods.GetFriendList',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetFriendList, operationID: string, filterBlack: boolean): Promise<{data: FriendUserItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'filterBlack', type: 'boolean'},
        ],
        returns: 'Promise<{data: FriendUserItem[]}>',
        example: `import type {FriendUserItem} from 'openim-uniapp-polyfill';

const {data: friends} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetFriendList, IMSDK.uuid(), true)) as {data: FriendUserItem[]};`,
      },
      'mini-program': {
        name: 'getFriendList',
        signature: 'getFriendList(operationID?: string): Promise<WsResponse<FullUserItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<FullUserItem[]>>',
        example: `const {data: friends} = await OpenIM.getFriendList();`,
        note: {
          'zh-Hans': '没有 `filterBlack` 参数，结果类型声明为 `FullUserItem[]`。',
          en: 'Has no `filterBlack` parameter; the result is typed `FullUserItem[]`.',
        },
      },
      unity: {
        name: 'GetFriendList',
        signature: 'public static void GetFriendList(OnBase<List<FriendInfo>> cb, bool filterBlack)',
        params: [
          {name: 'cb', type: 'OnBase<List<FriendInfo>>'},
          {name: 'filterBlack', type: 'bool'},
        ],
        returns: 'OnBase<List<FriendInfo>>',
        example: `IMSDK.GetFriendList((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} friends");
}, true);`,
      },
    },
  },

  // ------------------------------------------------------------------ getFriendListPage
  {
    id: 'api/relation/getFriendListPage',
    summary: {
      'zh-Hans': '按偏移量分页读取当前用户的好友，适合好友很多时分批加载。',
      en: "Reads the current user's friends one page at a time by offset, for loading large friend lists in batches.",
    },
    requires: ['init', 'login'],
    params: {
      offset: {
        description: {
          'zh-Hans': '从第几个好友开始（从 0 计数，是条目序号而不是页码）。超过好友总数会返回错误。',
          en: 'Index of the first friend to return (0-based, an entry index rather than a page number). An offset beyond the number of friends is an error.',
        },
      },
      count: {
        description: {
          'zh-Hans': '本页最多返回的好友数。',
          en: 'The most friends to return in this page.',
        },
      },
      filterBlack: FILTER_BLACK,
      params: {
        description: {
          'zh-Hans': '包含 `offset`、`count` 和可选 `filterBlack` 的对象，含义同上。',
          en: 'An object with `offset`, `count` and an optional `filterBlack`, meaning as above.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '本页好友，字段同 `getFriendList`；返回数量少于 `count` 表示已到末尾。',
        en: 'The friends in this page, with the same fields as `getFriendList`; fewer than `count` means the end has been reached.',
      },
      ref: 'class/relation/friendInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getFriendListPage',
        signature: 'public void getFriendListPage(OnBase<List<UserInfo>> base, int offset, int count, Boolean filterBlack)',
        params: [
          {name: 'base', type: 'OnBase<List<UserInfo>>', doc: 'callback'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
          {name: 'filterBlack', type: 'Boolean', required: false},
        ],
        returns: 'OnBase<List<UserInfo>>',
        example: `OpenIMClient.getInstance().friendshipManager.getFriendListPage(new OnBase<List<UserInfo>>() {
    @Override
    public void onSuccess(List<UserInfo> data) { adapter.append(data); }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, 0, 100, false);`,
        note: {
          'zh-Hans': '结果解析为 `UserInfo` 列表（没有 `isPinned` 字段）；不带 `filterBlack` 的旧重载已标记为废弃。',
          en: 'The result is parsed into `UserInfo` objects (which lack `isPinned`); the overload without `filterBlack` is deprecated.',
        },
      },
      ios: {
        name: 'getFriendListPageWithOffset:count:filterBlack:onSuccess:onFailure:',
        signature: `- (void)getFriendListPageWithOffset:(NSInteger)offset
                              count:(NSInteger)count
                        filterBlack:(BOOL)filterBlack
                          onSuccess:(nullable OIMFriendsInfoCallback)onSuccess
                          onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'offset', type: 'NSInteger'},
          {name: 'count', type: 'NSInteger'},
          {name: 'filterBlack', type: 'BOOL'},
          {name: 'onSuccess', type: 'OIMFriendsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMFriendsInfoCallback (NSArray<OIMFriendInfo *> *friendInfo)',
        example: `[OIMManager.manager getFriendListPageWithOffset:0
                                          count:100
                                    filterBlack:NO
                                      onSuccess:^(NSArray<OIMFriendInfo *> * _Nullable friendInfo) {
    NSLog(@"page has %lu friends", (unsigned long)friendInfo.count);
} onFailure:nil];`,
      },
      flutter: {
        name: 'getFriendListPage',
        signature: `Future<List<FriendInfo>> getFriendListPage({
  bool filterBlack = false,
  int offset = 0,
  int count = 40,
  String? operationID,
})`,
        params: [
          {name: 'filterBlack', type: 'bool', required: false},
          {name: 'offset', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<FriendInfo>>',
        example: `final page = await OpenIM.iMManager.friendshipManager.getFriendListPage(offset: 0, count: 100);`,
        note: {
          'zh-Hans': '`count` 默认 40；另有返回未解析数据的 `getFriendListPageMap`。',
          en: '`count` defaults to 40; `getFriendListPageMap` returns the raw data instead.',
        },
      },
      web: {
        name: 'getFriendListPage',
        signature: 'getFriendListPage(data: OffsetParams & { filterBlack?: boolean }, operationID?: string): Promise<WsResponse<FriendUserItem[]>>',
        params: [
          {name: 'data', type: 'OffsetParams & { filterBlack?: boolean }', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendUserItem[]>>',
        example: `const {data: page} = await OpenIM.getFriendListPage({offset: 0, count: 100});`,
      },
      electron: {
        name: 'getFriendListPage',
        signature: 'getFriendListPage(data: OffsetParams & { filterBlack?: boolean }, operationID?: string): Promise<WsResponse<FriendUserItem[]>>',
        params: [
          {name: 'data', type: 'OffsetParams & { filterBlack?: boolean }', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendUserItem[]>>',
        example: `const {data: page} = await IMSDK.getFriendListPage({offset: 0, count: 100});`,
      },
      'react-native': {
        name: 'getFriendListPage',
        signature: 'getFriendListPage(params: OffsetParams & { filterBlack?: boolean }, operationID?: string): Promise<FriendUserItem[]>',
        params: [
          {name: 'params', type: 'OffsetParams & { filterBlack?: boolean }'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<FriendUserItem[]>',
        example: `const page = await OpenIMSDK.getFriendListPage({offset: 0, count: 100});`,
      },
      uniapp: {
        name: 'IMMethods.GetFriendListPage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetFriendListPage, operationID: string, options: {offset: number; count: number; filterBlack?: boolean}): Promise<{data: FriendUserItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{offset: number; count: number; filterBlack?: boolean}', doc: 'params'},
        ],
        returns: 'Promise<{data: FriendUserItem[]}>',
        example: `import type {FriendUserItem} from 'openim-uniapp-polyfill';

const {data: page} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetFriendListPage, IMSDK.uuid(), {offset: 0, count: 100})) as {data: FriendUserItem[]};`,
      },
      'mini-program': {
        name: 'getFriendListPage',
        signature: 'getFriendListPage(params: Pagination, operationID?: string): Promise<WsResponse<FullUserItem[]>>',
        params: [
          {name: 'params', type: 'Pagination'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FullUserItem[]>>',
        example: `const {data: page} = await OpenIM.getFriendListPage({offset: 0, count: 100});`,
        note: {
          'zh-Hans':
            '接口声明接收 `Pagination`，但实现用的是无参请求函数：第一个参数被当作 `operationID`，分页参数不会发给代理。需要完整列表时改用 `getFriendList`。',
          en: 'The interface declares a `Pagination` parameter, but the implementation is a no-argument request: the first argument is taken as `operationID` and no paging is sent to the proxy. Use `getFriendList` when you need the full list.',
        },
      },
      unity: {
        name: 'GetFriendListPage',
        signature: 'public static void GetFriendListPage(OnBase<List<FriendInfo>> cb, int offset, int count, bool filterBlack)',
        params: [
          {name: 'cb', type: 'OnBase<List<FriendInfo>>'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
          {name: 'filterBlack', type: 'bool'},
        ],
        returns: 'OnBase<List<FriendInfo>>',
        example: `IMSDK.GetFriendListPage((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"page has {list.Count} friends");
}, 0, 100, false);`,
      },
    },
  },

  // ------------------------------------------------------------------ getSpecifiedFriendsInfo
  {
    id: 'api/relation/getSpecifiedFriendsInfo',
    summary: {
      'zh-Hans': '按用户 ID 获取指定好友的资料（含备注），本地没有时向服务端补取。',
      en: 'Gets the friend records (with remarks) of the given user IDs, fetching from the server any that are not stored locally.',
    },
    requires: ['init', 'login'],
    params: {
      userIDList: {
        description: {
          'zh-Hans': '要查询的好友用户 ID 列表；不是好友的 ID 不会出现在结果中。',
          en: 'IDs of the friends to look up; IDs that are not friends are left out of the result.',
        },
      },
      filterBlack: FILTER_BLACK,
      params: {
        description: {
          'zh-Hans': '包含 ID 列表和可选 `filterBlack` 的对象。Web/Electron 中列表字段名为 `friendUserIDList`，React Native 和 uni-app 中为 `userIDList`。',
          en: 'An object with the ID list and an optional `filterBlack`. The list field is `friendUserIDList` on Web and Electron, `userIDList` on React Native and uni-app.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '找到的好友资料列表，字段同 `getFriendList`；顺序不保证与输入一致。',
        en: 'The friend records found, with the same fields as `getFriendList`; the order is not guaranteed to match the input.',
      },
      ref: 'class/relation/friendInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getFriendsInfo',
        signature: 'public void getFriendsInfo(OnBase<List<UserInfo>> base, List<String> uidList, Boolean filterBlack)',
        params: [
          {name: 'base', type: 'OnBase<List<UserInfo>>', doc: 'callback'},
          {name: 'uidList', type: 'List<String>', doc: 'userIDList'},
          {name: 'filterBlack', type: 'Boolean', required: false},
        ],
        returns: 'OnBase<List<UserInfo>>',
        example: `OpenIMClient.getInstance().friendshipManager.getFriendsInfo(new OnBase<List<UserInfo>>() {
    @Override
    public void onSuccess(List<UserInfo> data) { /* data.get(0).getRemark() ... */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, Arrays.asList("user002"), false);`,
        note: {
          'zh-Hans': '方法名为 `getFriendsInfo`，结果解析为 `UserInfo` 列表。',
          en: 'Named `getFriendsInfo`; the result is parsed into `UserInfo` objects.',
        },
      },
      ios: {
        name: 'getSpecifiedFriendsInfo:filterBlack:onSuccess:onFailure:',
        signature: `- (void)getSpecifiedFriendsInfo:(NSArray <NSString *> *)usersID
                    filterBlack:(BOOL)filterBlack
                      onSuccess:(nullable OIMFriendsInfoCallback)onSuccess
                      onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'usersID', type: 'NSArray<NSString *> *', doc: 'userIDList'},
          {name: 'filterBlack', type: 'BOOL'},
          {name: 'onSuccess', type: 'OIMFriendsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMFriendsInfoCallback (NSArray<OIMFriendInfo *> *friendInfo)',
        example: `[OIMManager.manager getSpecifiedFriendsInfo:@[@"user002"]
                                filterBlack:NO
                                  onSuccess:^(NSArray<OIMFriendInfo *> * _Nullable friendInfo) {
    NSLog(@"remark: %@", friendInfo.firstObject.remark);
} onFailure:nil];`,
      },
      flutter: {
        name: 'getFriendsInfo',
        signature: `Future<List<FriendInfo>> getFriendsInfo({
  required List<String> userIDList,
  bool filterBlack = false,
  String? operationID,
})`,
        params: [
          {name: 'userIDList', type: 'List<String>'},
          {name: 'filterBlack', type: 'bool', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<FriendInfo>>',
        example: `final infos = await OpenIM.iMManager.friendshipManager.getFriendsInfo(userIDList: ['user002']);`,
        note: {'zh-Hans': '方法名为 `getFriendsInfo`。', en: 'Named `getFriendsInfo`.'},
      },
      web: {
        name: 'getSpecifiedFriendsInfo',
        signature: 'getSpecifiedFriendsInfo(data: GetSpecifiedFriendsParams, operationID?: string): Promise<WsResponse<FriendUserItem[]>>',
        params: [
          {name: 'data', type: 'GetSpecifiedFriendsParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendUserItem[]>>',
        example: `const {data} = await OpenIM.getSpecifiedFriendsInfo({friendUserIDList: ['user002']});`,
      },
      electron: {
        name: 'getSpecifiedFriendsInfo',
        signature: 'getSpecifiedFriendsInfo(data: GetSpecifiedFriendsParams, operationID?: string): Promise<WsResponse<FriendUserItem[]>>',
        params: [
          {name: 'data', type: 'GetSpecifiedFriendsParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FriendUserItem[]>>',
        example: `const {data} = await IMSDK.getSpecifiedFriendsInfo({friendUserIDList: ['user002']});`,
      },
      'react-native': {
        name: 'getSpecifiedFriendsInfo',
        signature: 'getSpecifiedFriendsInfo(params: GetSpecifiedFriendsParams, operationID?: string): Promise<FriendUserItem[]>',
        params: [
          {name: 'params', type: 'GetSpecifiedFriendsParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<FriendUserItem[]>',
        example: `const infos = await OpenIMSDK.getSpecifiedFriendsInfo({userIDList: ['user002']});`,
        note: {
          'zh-Hans': '列表字段名为 `userIDList`，与 Web 的 `friendUserIDList` 不同。',
          en: "The list field is `userIDList`, unlike Web's `friendUserIDList`.",
        },
      },
      uniapp: {
        name: 'IMMethods.GetSpecifiedFriendsInfo',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetSpecifiedFriendsInfo, operationID: string, options: {userIDList: string[]; filterBlack?: boolean}): Promise<{data: FriendUserItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{userIDList: string[]; filterBlack?: boolean}', doc: 'params'},
        ],
        returns: 'Promise<{data: FriendUserItem[]}>',
        example: `import type {FriendUserItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetSpecifiedFriendsInfo, IMSDK.uuid(), {userIDList: ['user002']})) as {data: FriendUserItem[]};`,
      },
      'mini-program': {
        name: 'getSpecifiedFriendsInfo',
        signature: 'getSpecifiedFriendsInfo(params: string[], operationID?: string): Promise<WsResponse<FullUserItem[]>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'userIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<FullUserItem[]>>',
        example: `const {data} = await OpenIM.getSpecifiedFriendsInfo(['user002']);`,
        note: {
          'zh-Hans': '只接收 ID 数组，没有 `filterBlack`。',
          en: 'Takes only the ID array; there is no `filterBlack`.',
        },
      },
      unity: {
        name: 'GetSpecifiedFriendsInfo',
        signature: 'public static void GetSpecifiedFriendsInfo(OnBase<List<FriendInfo>> cb, string[] userIdList, bool filterBlack)',
        params: [
          {name: 'cb', type: 'OnBase<List<FriendInfo>>'},
          {name: 'userIdList', type: 'string[]', doc: 'userIDList'},
          {name: 'filterBlack', type: 'bool'},
        ],
        returns: 'OnBase<List<FriendInfo>>',
        example: `IMSDK.GetSpecifiedFriendsInfo((list, errCode, errMsg) => {
    if (errCode == 0 && list.Count > 0) Debug.Log(list[0].Remark);
}, new[] { "user002" }, false);`,
      },
    },
  },

  // ------------------------------------------------------------------ refuseFriendApplication
  {
    id: 'api/relation/refuseFriendApplication',
    summary: {
      'zh-Hans': '拒绝别人发给当前用户的好友申请。',
      en: 'Refuses a friend request sent to the current user.',
    },
    requires: ['init', 'login'],
    params: {
      userID: APPLICANT_ID,
      handleMsg: HANDLE_MSG,
      params: PROCESS_PARAMS,
    },
    result: NO_PAYLOAD('无业务数据；成功表示服务端已把该申请标记为已拒绝。', 'No payload; success means the server marked the request as refused.'),
    triggers: ['callback/onFriendApplicationRejected'],
    errors: [1004],
    platforms: {
      android: {
        name: 'refuseFriendApplication',
        signature: 'public void refuseFriendApplication(OnBase<String> base, String uid, String handleMsg)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
          {name: 'handleMsg', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().friendshipManager.refuseFriendApplication(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* request refused */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "user001", "Sorry, I don't know you");`,
      },
      ios: {
        name: 'refuseFriendApplication:handleMsg:onSuccess:onFailure:',
        signature: `- (void)refuseFriendApplication:(NSString *)userID
                      handleMsg:(NSString *)msg
                      onSuccess:(nullable OIMSuccessCallback)onSuccess
                      onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userID', type: 'NSString *'},
          {name: 'msg', type: 'NSString *', doc: 'handleMsg'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager refuseFriendApplication:@"user001"
                                  handleMsg:@"Sorry, I don't know you"
                                  onSuccess:^(NSString * _Nullable data) {
    NSLog(@"refused");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"refuse failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'refuseFriendApplication',
        signature: `Future<dynamic> refuseFriendApplication({
  required String userID,
  String? handleMsg,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'handleMsg', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.refuseFriendApplication(
  userID: 'user001',
  handleMsg: "Sorry, I don't know you",
);`,
      },
      web: {
        name: 'refuseFriendApplication',
        signature: 'refuseFriendApplication<T>(data: AccessFriendApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessFriendApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.refuseFriendApplication({toUserID: 'user001', handleMsg: "Sorry, I don't know you"});`,
      },
      electron: {
        name: 'refuseFriendApplication',
        signature: 'refuseFriendApplication<T>(data: AccessFriendApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessFriendApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.refuseFriendApplication({toUserID: 'user001', handleMsg: ''});`,
      },
      'react-native': {
        name: 'refuseFriendApplication',
        signature: 'refuseFriendApplication(params: AccessFriendParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'AccessFriendParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.refuseFriendApplication({toUserID: 'user001', handleMsg: ''});`,
      },
      uniapp: {
        name: 'IMMethods.RefuseFriendApplication',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.RefuseFriendApplication, operationID: string, userIDHandleMsg: {toUserID: string; handleMsg: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userIDHandleMsg', type: '{toUserID: string; handleMsg: string}', doc: 'params'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.RefuseFriendApplication, IMSDK.uuid(), {
  toUserID: 'user001',
  handleMsg: '',
});`,
      },
      'mini-program': {
        name: 'refuseFriendApplication',
        signature: 'refuseFriendApplication(params: AccessFriendParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'AccessFriendParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.refuseFriendApplication({toUserID: 'user001', handleMsg: ''});`,
      },
      unity: {
        name: 'RefuseFriendApplication',
        signature: 'public static void RefuseFriendApplication(OnBase<bool> cb, ProcessFriendApplicationParams userIdHandleMsg)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'userIdHandleMsg', type: 'ProcessFriendApplicationParams', doc: 'params'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.RefuseFriendApplication((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"refuse failed: {errCode} {errMsg}");
}, new ProcessFriendApplicationParams { ToUserID = "user001", HandleMsg = "" });`,
      },
    },
  },

  // ------------------------------------------------------------------ removeBlack
  {
    id: 'api/relation/removeBlack',
    summary: {
      'zh-Hans': '把一个用户移出当前用户的黑名单。',
      en: "Removes a user from the current user's blacklist.",
    },
    requires: ['init', 'login'],
    params: {
      userID: otherUser('要移出黑名单的用户 ID。', 'ID of the user to unblock.'),
    },
    result: NO_PAYLOAD('无业务数据；成功后本地黑名单已与服务端同步。', 'No payload; on success the local blacklist has been resynced from the server.'),
    triggers: ['callback/onBlackDeleted'],
    errors: [],
    platforms: {
      android: {
        name: 'removeBlacklist',
        signature: 'public void removeBlacklist(OnBase<String> base, String uid)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'uid', type: 'String', doc: 'userID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().friendshipManager.removeBlacklist(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* user002 unblocked */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "user002");`,
        note: {'zh-Hans': '方法名为 `removeBlacklist`。', en: 'Named `removeBlacklist`.'},
      },
      ios: {
        name: 'removeFromBlackList:onSuccess:onFailure:',
        signature: `- (void)removeFromBlackList:(NSString *)userID
                  onSuccess:(nullable OIMSuccessCallback)onSuccess
                  onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'userID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager removeFromBlackList:@"user002"
                              onSuccess:^(NSString * _Nullable data) {
    NSLog(@"unblocked");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"unblock failed: %ld %@", (long)code, msg);
}];`,
        note: {'zh-Hans': '方法名为 `removeFromBlackList:`。', en: 'Named `removeFromBlackList:`.'},
      },
      flutter: {
        name: 'removeBlacklist',
        signature: `Future<dynamic> removeBlacklist({
  required String userID,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.removeBlacklist(userID: 'user002');`,
        note: {'zh-Hans': '方法名为 `removeBlacklist`。', en: 'Named `removeBlacklist`.'},
      },
      web: {
        name: 'removeBlack',
        signature: 'removeBlack<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.removeBlack('user002');`,
      },
      electron: {
        name: 'removeBlack',
        signature: 'removeBlack<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.removeBlack('user002');`,
      },
      'react-native': {
        name: 'removeBlack',
        signature: 'removeBlack(blackUserID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'blackUserID', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.removeBlack('user002');`,
      },
      uniapp: {
        name: 'IMMethods.RemoveBlack',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.RemoveBlack, operationID: string, userID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'userID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.RemoveBlack, IMSDK.uuid(), 'user002');`,
      },
      'mini-program': {
        name: 'removeBlack',
        signature: 'removeBlack(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'userID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.removeBlack('user002');`,
      },
      unity: {
        name: 'RemoveBlack',
        signature: 'public static void RemoveBlack(OnBase<bool> cb, string removeUserId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'removeUserId', type: 'string', doc: 'userID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.RemoveBlack((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"unblock failed: {errCode} {errMsg}");
}, "user002");`,
      },
    },
  },

  // ------------------------------------------------------------------ searchFriends
  {
    id: 'api/relation/searchFriends',
    summary: {
      'zh-Hans': '在本地好友中按用户 ID、昵称或备注搜索关键词。',
      en: 'Searches the local friend list for a keyword in user IDs, nicknames or remarks.',
    },
    requires: ['init', 'login'],
    params: {
      keywordList: {
        description: {
          'zh-Hans': '关键词列表，不能为空；目前只使用第一个关键词，按包含关系匹配。',
          en: 'The keywords; must not be empty. Only the first keyword is used, matched as a substring.',
        },
      },
      isSearchUserID: {description: {'zh-Hans': '是否在好友的用户 ID 中搜索。', en: "Whether to search friends' user IDs."}},
      isSearchNickname: {description: {'zh-Hans': '是否在好友昵称中搜索。', en: "Whether to search friends' nicknames."}},
      isSearchRemark: {description: {'zh-Hans': '是否在你给好友设置的备注中搜索。', en: 'Whether to search the remarks you gave your friends.'}},
      searchParam: {
        description: {
          'zh-Hans': '搜索条件：`keywordList` 以及 `isSearchUserID`、`isSearchNickname`、`isSearchRemark` 三个开关，三个开关不能全为 `false`。',
          en: 'The search: `keywordList` plus the switches `isSearchUserID`, `isSearchNickname` and `isSearchRemark`, which must not all be `false`.',
        },
        ref: 'class/relation/SearchFriendsParam',
      },
    },
    result: {
      description: {
        'zh-Hans': '匹配的好友，字段同好友资料，另加 `relationship`：`1` 为好友，`0` 表示该好友在你的黑名单中。',
        en: 'The matching friends with the usual friend fields plus `relationship`: `1` for a friend, `0` when that friend is on your blacklist.',
      },
      ref: 'class/relation/friendInfo',
    },
    triggers: [],
    errors: [10002],
    platforms: {
      android: {
        name: 'searchFriends',
        signature:
          'public void searchFriends(OnBase<List<FriendInfo>> base, List<String> keywordList, boolean isSearchUserID, boolean isSearchNickname, boolean isSearchRemark)',
        params: [
          {name: 'base', type: 'OnBase<List<FriendInfo>>', doc: 'callback'},
          {name: 'keywordList', type: 'List<String>'},
          {name: 'isSearchUserID', type: 'boolean'},
          {name: 'isSearchNickname', type: 'boolean'},
          {name: 'isSearchRemark', type: 'boolean'},
        ],
        returns: 'OnBase<List<FriendInfo>>',
        example: `OpenIMClient.getInstance().friendshipManager.searchFriends(new OnBase<List<FriendInfo>>() {
    @Override
    public void onSuccess(List<FriendInfo> data) { adapter.submitList(data); }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, Arrays.asList("user"), true, true, true);`,
        note: {
          'zh-Hans': '结果解析为 `FriendInfo`，该类没有 `relationship` 字段，因此读不到是否被拉黑。',
          en: 'The result is parsed into `FriendInfo`, which has no `relationship` field, so whether a match is blocked is not visible.',
        },
      },
      ios: {
        name: 'searchFriends:onSuccess:onFailure:',
        signature: `- (void)searchFriends:(OIMSearchFriendsParam *)searchParam
            onSuccess:(nullable OIMSearchUsersInfoCallback)onSuccess
            onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'searchParam', type: 'OIMSearchFriendsParam *'},
          {name: 'onSuccess', type: 'OIMSearchUsersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSearchUsersInfoCallback (NSArray<OIMSearchFriendsInfo *> *usersInfo)',
        example: `OIMSearchFriendsParam *param = [OIMSearchFriendsParam new];
param.keywordList = @[@"user"];
param.isSearchNickname = YES;
param.isSearchRemark = YES;
[OIMManager.manager searchFriends:param onSuccess:^(NSArray<OIMSearchFriendsInfo *> * _Nullable usersInfo) {
    NSLog(@"%lu matches", (unsigned long)usersInfo.count);
} onFailure:nil];`,
      },
      flutter: {
        name: 'searchFriends',
        signature: `Future<List<SearchFriendsInfo>> searchFriends({
  List<String> keywordList = const [],
  bool isSearchUserID = false,
  bool isSearchNickname = false,
  bool isSearchRemark = false,
  String? operationID,
})`,
        params: [
          {name: 'keywordList', type: 'List<String>', required: false},
          {name: 'isSearchUserID', type: 'bool', required: false},
          {name: 'isSearchNickname', type: 'bool', required: false},
          {name: 'isSearchRemark', type: 'bool', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<SearchFriendsInfo>>',
        example: `final matches = await OpenIM.iMManager.friendshipManager.searchFriends(
  keywordList: ['user'],
  isSearchNickname: true,
  isSearchRemark: true,
);`,
        note: {
          'zh-Hans': '所有开关默认 `false`、关键词默认为空，至少要传一个关键词并打开一个开关，否则返回参数错误。',
          en: 'Every switch defaults to `false` and the keywords to empty: pass a keyword and turn on at least one switch, or the call fails with an argument error.',
        },
      },
      web: {
        name: 'searchFriends',
        signature: 'searchFriends(data: SearchFriendParams, operationID?: string): Promise<WsResponse<SearchedFriendsInfo[]>>',
        params: [
          {name: 'data', type: 'SearchFriendParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<SearchedFriendsInfo[]>>',
        example: `const {data: matches} = await OpenIM.searchFriends({
  keywordList: ['user'],
  isSearchUserID: false,
  isSearchNickname: true,
  isSearchRemark: true,
});`,
      },
      electron: {
        name: 'searchFriends',
        signature: 'searchFriends(data: SearchFriendParams, operationID?: string): Promise<WsResponse<SearchedFriendsInfo[]>>',
        params: [
          {name: 'data', type: 'SearchFriendParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<SearchedFriendsInfo[]>>',
        example: `const {data: matches} = await IMSDK.searchFriends({
  keywordList: ['user'],
  isSearchUserID: false,
  isSearchNickname: true,
  isSearchRemark: true,
});`,
      },
      'react-native': {
        name: 'searchFriends',
        signature: 'searchFriends(params: SearchFriendParams, operationID?: string): Promise<SearchedFriendsInfo[]>',
        params: [
          {name: 'params', type: 'SearchFriendParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<SearchedFriendsInfo[]>',
        example: `const matches = await OpenIMSDK.searchFriends({
  keywordList: ['user'],
  isSearchUserID: false,
  isSearchNickname: true,
  isSearchRemark: true,
});`,
      },
      uniapp: {
        name: 'IMMethods.SearchFriends',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SearchFriends, operationID: string, options: {keywordList: string[]; isSearchUserID: boolean; isSearchNickname: boolean; isSearchRemark: boolean}): Promise<{data: SearchedFriendsInfo[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{keywordList: string[]; isSearchUserID: boolean; isSearchNickname: boolean; isSearchRemark: boolean}', doc: 'searchParam'},
        ],
        returns: 'Promise<{data: SearchedFriendsInfo[]}>',
        example: `import type {SearchedFriendsInfo} from 'openim-uniapp-polyfill';

const {data: matches} = (await IMSDK.asyncApi(IMSDK.IMMethods.SearchFriends, IMSDK.uuid(), {
  keywordList: ['user'],
  isSearchUserID: false,
  isSearchNickname: true,
  isSearchRemark: true,
})) as {data: SearchedFriendsInfo[]};`,
      },
      'mini-program': {
        name: 'searchFriends',
        signature: 'searchFriends(params: SearchFriendParams, operationID?: string): Promise<WsResponse<SearchedFriendsInfo[]>>',
        params: [
          {name: 'params', type: 'SearchFriendParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<SearchedFriendsInfo[]>>',
        example: `const {data: matches} = await OpenIM.searchFriends({
  keywordList: ['user'],
  isSearchUserID: false,
  isSearchNickname: true,
  isSearchRemark: true,
});`,
      },
      unity: {
        name: 'SearchFriends',
        signature: 'public static void SearchFriends(OnBase<List<SearchFriendItem>> cb, SearchFriendsParam searchParam)',
        params: [
          {name: 'cb', type: 'OnBase<List<SearchFriendItem>>'},
          {name: 'searchParam', type: 'SearchFriendsParam'},
        ],
        returns: 'OnBase<List<SearchFriendItem>>',
        example: `IMSDK.SearchFriends((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} matches");
}, new SearchFriendsParam { KeywordList = new[] { "user" }, IsSearchNickname = true, IsSearchRemark = true });`,
      },
    },
  },

  // ------------------------------------------------------------------ setFriendListener
  {
    id: 'api/relation/setFriendListener',
    summary: {
      'zh-Hans': '注册好友关系监听，接收好友、好友申请和黑名单的变化通知。',
      en: 'Registers the friendship listener, which reports changes to friends, friend requests and the blacklist.',
    },
    requires: ['init'],
    params: {
      listener: {
        description: {
          'zh-Hans': '实现好友关系回调的监听对象；只需实现关心的回调。',
          en: 'The object implementing the friendship callbacks; implement only the ones you need.',
        },
        ref: 'listener/friendshipListener',
      },
      event: {
        description: {
          'zh-Hans': '要订阅的事件名，如 `OnFriendApplicationAdded`、`OnFriendAdded`、`OnBlackAdded`。',
          en: 'The event to subscribe to, such as `OnFriendApplicationAdded`, `OnFriendAdded` or `OnBlackAdded`.',
        },
      },
      handler: {
        description: {
          'zh-Hans': '事件处理函数，参数中带有该事件的数据（好友、申请或黑名单记录）。',
          en: 'The event handler; its argument carries the event data (a friend, a request or a blacklist entry).',
        },
      },
    },
    result: NO_PAYLOAD(
      '无返回数据；之后的好友关系事件通过监听回调送达。',
      "Nothing is returned; later friendship events arrive through the listener's callbacks.",
    ),
    triggers: [
      'callback/onFriendApplicationAdded',
      'callback/onFriendApplicationAccepted',
      'callback/onFriendApplicationRejected',
      'callback/onFriendApplicationDeleted',
      'callback/onFriendAdded',
      'callback/onFriendDeleted',
      'callback/onFriendInfoChanged',
      'callback/onBlackAdded',
      'callback/onBlackDeleted',
    ],
    errors: [],
    platforms: {
      android: {
        name: 'setOnFriendshipListener',
        signature: 'public void setOnFriendshipListener(OnFriendshipListener listener)',
        params: [{name: 'listener', type: 'OnFriendshipListener'}],
        returns: 'void',
        example: `OpenIMClient.getInstance().friendshipManager.setOnFriendshipListener(new OnFriendshipListener() {
    @Override
    public void onFriendApplicationAdded(FriendApplicationInfo u) { refreshRequestBadge(); }

    @Override
    public void onFriendAdded(FriendInfo u) { contacts.add(u); }
});`,
        note: {
          'zh-Hans': '方法名为 `setOnFriendshipListener`；黑名单回调名为 `onBlacklistAdded`、`onBlacklistDeleted`。',
          en: 'Named `setOnFriendshipListener`; the blacklist callbacks are `onBlacklistAdded` and `onBlacklistDeleted`.',
        },
      },
      ios: {
        name: 'addFriendListener:',
        signature: '- (void)addFriendListener:(id<OIMFriendshipListener>)listener;',
        params: [{name: 'listener', type: 'id<OIMFriendshipListener>'}],
        returns: 'void',
        example: `// self conforms to OIMFriendshipListener
[OIMManager.callbacker addFriendListener:self];

- (void)onFriendApplicationAdded:(OIMFriendApplication *)application {
    NSLog(@"new request from %@", application.fromUserID);
}`,
        note: {
          'zh-Hans':
            '在 `OIMManager.callbacker` 上调用，可添加多个监听，用 `removeFriendListener:` 移除；也可用 `setFriendListenerWithOnBlackAdded:...` 一次传入全部 block。',
          en: 'Called on `OIMManager.callbacker`; several listeners can be added and removed with `removeFriendListener:`. `setFriendListenerWithOnBlackAdded:...` takes all callbacks as blocks instead.',
        },
      },
      flutter: {
        name: 'setFriendshipListener',
        signature: 'Future setFriendshipListener(OnFriendshipListener listener)',
        params: [{name: 'listener', type: 'OnFriendshipListener'}],
        returns: 'Future',
        example: `OpenIM.iMManager.friendshipManager.setFriendshipListener(OnFriendshipListener(
  onFriendApplicationAdded: (info) => print('request from \${info.fromUserID}'),
  onFriendAdded: (info) => print('new friend \${info.userID}'),
));`,
        note: {
          'zh-Hans': '方法名为 `setFriendshipListener`；再次调用会替换之前的监听。',
          en: 'Named `setFriendshipListener`; calling it again replaces the previous listener.',
        },
      },
      web: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: (data: WSEvent<DataOfEvent<E>>) => void): this',
        params: [
          {name: 'event', type: 'E extends CbEvents'},
          {name: 'fn', type: '(data: WSEvent<DataOfEvent<E>>) => void', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnFriendApplicationAdded, ({data}) => console.log('request from', data.fromUserID));
OpenIM.on(CbEvents.OnFriendAdded, ({data}) => console.log('new friend', data.userID));`,
        note: {
          'zh-Hans': 'Web SDK 没有 `setFriendListener`：内核的好友事件在初始化时已接入，按事件名用 `on` 订阅、`off` 取消。',
          en: "The Web SDK has no `setFriendListener`: the core's friendship events are wired up at init, and you subscribe per event with `on` and unsubscribe with `off`.",
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

IMSDK.on(CbEvents.OnFriendApplicationAdded, ({data}) => console.log('request from', data.fromUserID));`,
        note: {
          'zh-Hans': '主进程在初始化时调用原生的 `set_friend_listener`，事件经 IPC 转发到渲染进程，用 `on` 订阅即可。',
          en: 'The main process calls the native `set_friend_listener` at init and forwards events to the renderer over IPC; subscribe with `on`.',
        },
      },
      'react-native': {
        name: 'on',
        signature: 'on<E extends EventName>(eventName: E, callback: (...args: ArgsOfEvent<E>) => void): void',
        params: [
          {name: 'eventName', type: 'E', doc: 'event'},
          {name: 'callback', type: '(...args: ArgsOfEvent<E>) => void', doc: 'handler'},
        ],
        returns: 'void',
        example: `import OpenIMSDK, {OpenIMEvent} from '@openim/rn-client-sdk';

OpenIMSDK.on(OpenIMEvent.OnFriendApplicationAdded, (application) => {
  console.log('request from', application.fromUserID);
});`,
        note: {
          'zh-Hans': '事件名取自 `OpenIMEvent`（值为小写开头，如 `onFriendAdded`），处理函数直接收到数据对象。',
          en: 'Event names come from `OpenIMEvent` (their values start in lower case, such as `onFriendAdded`); the handler receives the data object directly.',
        },
      },
      uniapp: {
        name: 'subscribe',
        signature: 'IMSDK.subscribe(event: string, handler: (res: {data: unknown}) => void): void',
        params: [
          {name: 'event', type: 'string'},
          {name: 'handler', type: '(res: {data: unknown}) => void'},
        ],
        returns: 'void',
        example: `import type {FriendApplicationItem} from 'openim-uniapp-polyfill';

IMSDK.subscribe(IMSDK.IMEvents.OnFriendApplicationAdded, ({data}) => {
  const application = data as FriendApplicationItem;
  console.log('request from', application.fromUserID);
});`,
        note: {
          'zh-Hans': '原生插件在 `initSDK` 成功时自动设置好友监听，并以全局事件（如 `onFriendAdded`）转发；JS 侧用 `IMSDK.subscribe` 订阅。',
          en: 'The native plugin sets the friend listener itself when `initSDK` succeeds and forwards global events (such as `onFriendAdded`); subscribe on the JS side with `IMSDK.subscribe`.',
        },
      },
      'mini-program': {
        name: 'on',
        signature: 'on(event: CbEvents, fn: (data: WsResponse) => void): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: '(data: WsResponse) => void', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from 'open-im-sdk';
import type {FriendApplicationItem} from 'open-im-sdk';

// the SDK types every event's data as unknown; for this event it is the new request
OpenIM.on(CbEvents.OnFriendApplicationAdded, ({data}) => console.log('request from', (data as FriendApplicationItem).fromUserID));`,
      },
      unity: {
        name: 'SetFriendShipListener',
        signature: 'public static void SetFriendShipListener(IFriendShipListener l)',
        params: [{name: 'l', type: 'IFriendShipListener', doc: 'listener'}],
        returns: 'void',
        example: `public class FriendEvents : IFriendShipListener {
    public void OnFriendApplicationAdded(FriendApplicationInfo a) => Debug.Log($"request from {a.FromUserID}");
    public void OnFriendAdded(FriendInfo f) => Debug.Log($"new friend {f.FriendUserID}");
    // ...the other seven callbacks
}
IMSDK.SetFriendShipListener(new FriendEvents());`,
        note: {
          'zh-Hans': '接口名为 `IFriendShipListener`（S 大写），九个回调都要实现；事件在 `IMSDK.Polling()` 中分发。',
          en: 'The interface is `IFriendShipListener` (capital S) and all nine callbacks must be implemented; events are dispatched from `IMSDK.Polling()`.',
        },
      },
    },
  },

  // ------------------------------------------------------------------ updateFriends
  {
    id: 'api/relation/updateFriends',
    summary: {
      'zh-Hans': '批量修改当前用户对若干好友的设置：备注、置顶和扩展字段。',
      en: "Changes the current user's settings for one or more friends: remark, pinning and extra data.",
    },
    requires: ['init', 'login'],
    params: {
      req: {
        description: {
          'zh-Hans':
            '修改内容：`friendUserIDs`（要修改的好友 ID，必填）以及可选的 `remark`（备注）、`isPinned`（是否置顶）、`ex`（扩展字段）。只修改传了值的字段；`ownerUserID` 由 SDK 填为当前用户。',
          en: 'The change: `friendUserIDs` (friends to change, required) and optional `remark`, `isPinned` and `ex`. Only the fields given a value change; `ownerUserID` is set to the current user by the SDK.',
        },
        ref: 'class/relation/updateFriendsReq',
      },
    },
    result: NO_PAYLOAD('无业务数据；成功后本地好友资料已与服务端同步。', 'No payload; on success the local friend records have been synced with the server.'),
    triggers: ['callback/onFriendInfoChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'updateFriendsReq',
        signature: 'public void updateFriendsReq(OnBase<String> base, UpdateFriendsReq updateFriendsReq)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'updateFriendsReq', type: 'UpdateFriendsReq', doc: 'req'},
        ],
        returns: 'OnBase<String>',
        example: `UpdateFriendsReq req = new UpdateFriendsReq();
req.setFriendUserIDs(new String[]{"user002"});
req.setRemark("Bob from work");
OpenIMClient.getInstance().friendshipManager.updateFriendsReq(new OnBase<String>() {
    @Override
    public void onSuccess(String data) { /* remark saved */ }

    @Override
    public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, req);`,
        note: {
          'zh-Hans': '方法名为 `updateFriendsReq`；请求序列化时省略为 `null` 的字段，所以未设置的字段不会被修改。',
          en: 'Named `updateFriendsReq`; fields left `null` are omitted when the request is serialised, so they are not changed.',
        },
      },
      ios: {
        name: 'updateFriends:onSuccess:onFailure:',
        signature: `- (void)updateFriends:(OIMUpdateFriendsReq *)req
            onSuccess:(nullable OIMSuccessCallback)onSuccess
            onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'req', type: 'OIMUpdateFriendsReq *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `OIMUpdateFriendsReq *req = [OIMUpdateFriendsReq new];
req.friendUserIDs = @[@"user002"];
req.remark = @"Bob from work";
[OIMManager.manager updateFriends:req onSuccess:^(NSString * _Nullable data) {
    NSLog(@"remark saved");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"update failed: %ld %@", (long)code, msg);
}];`,
        note: {
          'zh-Hans': '`OIMUpdateFriendsReq.isPinned` 是 `BOOL` 而不是可空类型，序列化时总会带上，只改备注时也请把它设为该好友当前的置顶状态。',
          en: "`OIMUpdateFriendsReq.isPinned` is a `BOOL`, not nullable, so it is always sent; when changing only the remark, set it to the friend's current pin state.",
        },
      },
      flutter: {
        name: 'updateFriends',
        signature: 'Future<dynamic> updateFriends(UpdateFriendsReq updateFriendsReq, {String? operationID})',
        params: [
          {name: 'updateFriendsReq', type: 'UpdateFriendsReq', doc: 'req'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.friendshipManager.updateFriends(
  UpdateFriendsReq(friendUserIDs: ['user002'], remark: 'Bob from work'),
);`,
        note: {
          'zh-Hans': '旧的 `setFriendRemark`、`setFriendsEx` 已废弃，内部也调用 `updateFriends`。',
          en: 'The older `setFriendRemark` and `setFriendsEx` are deprecated and call `updateFriends` internally.',
        },
      },
      web: {
        name: 'updateFriends',
        signature: 'updateFriends<T>(data: UpdateFriendsParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'UpdateFriendsParams', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.updateFriends({friendUserIDs: ['user002'], remark: 'Bob from work'});`,
        note: {
          'zh-Hans': '`setFriendRemark`、`pinFriends`、`setFriendsEx` 已废弃，改用本方法。',
          en: '`setFriendRemark`, `pinFriends` and `setFriendsEx` are deprecated in favour of this method.',
        },
      },
      electron: {
        name: 'updateFriends',
        signature: 'updateFriends<T>(data: UpdateFriendsParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'UpdateFriendsParams', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.updateFriends({friendUserIDs: ['user002'], isPinned: true});`,
      },
      'react-native': {
        name: 'updateFriends',
        signature: 'updateFriends(params: UpdateFriendsParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'UpdateFriendsParams', doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.updateFriends({friendUserIDs: ['user002'], remark: 'Bob from work'});`,
      },
      uniapp: {
        name: 'IMMethods.UpdateFriends',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.UpdateFriends, operationID: string, options: {friendUserIDs: string[]; isPinned?: boolean; remark?: string; ex?: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{friendUserIDs: string[]; isPinned?: boolean; remark?: string; ex?: string}', doc: 'req'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.UpdateFriends, IMSDK.uuid(), {
  friendUserIDs: ['user002'],
  remark: 'Bob from work',
});`,
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有 `updateFriends`。修改备注用 `setFriendRemark({toUserID, remark})`；置顶和扩展字段在该 SDK 中无法修改。',
          en: 'The mini-program SDK has no `updateFriends`. Change a remark with `setFriendRemark({toUserID, remark})`; pinning and extra data cannot be changed with this SDK.',
        },
      },
      unity: {
        name: 'UpdateFriends',
        signature: 'public static void UpdateFriends(OnBase<bool> cb, UpdateFriendsReq req)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'req', type: 'UpdateFriendsReq'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.UpdateFriends((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"update failed: {errCode} {errMsg}");
}, new UpdateFriendsReq {
    FriendUserIDs = new[] { "user002" },
    Remark = new StringValue { Value = "Bob from work" },
});`,
        note: {
          'zh-Hans':
            '`IsPinned`、`Remark`、`Ex` 分别是 `BoolValue`、`StringValue` 包装类型，留空（`null`）表示不修改。SDK 按 Newtonsoft 默认设置把包装类型写成 `{"value": ...}` 对象，内核不接受并返回 10005，所以调用前要先注册 [setConversation](/sdks/api/conversation/setConversation) 示例中的 `WrapperAsValue` 转换器（每个应用注册一次）。',
          en: '`IsPinned`, `Remark` and `Ex` are `BoolValue` / `StringValue` wrappers; leave one `null` to keep it unchanged. The SDK writes wrappers with Newtonsoft\'s default settings as `{"value": ...}` objects, which the core rejects with 10005, so register the `WrapperAsValue` converter from the [setConversation](/sdks/api/conversation/setConversation) example first (once per app).',
        },
      },
    },
  },
];
