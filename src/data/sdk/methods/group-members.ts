/** Methods of the group module about members, applications and muting. Facts: see ../sources.ts. */
import type {Localized} from '../../locale';
import type {ParamDoc, SdkMethod} from '../types';

const GROUP_ID: ParamDoc = {description: {'zh-Hans': '群 ID。', en: 'ID of the group.'}};

const IOS_FAILURE = `} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"failed: %ld %@", (long)code, msg);
}];`;

const ANDROID_ERROR = `    @Override
    public void onError(int code, String error) {
        Log.e("IM", code + " " + error);
    }`;

/** The three handling results an application filter can name (enum/handleResult). */
const HANDLE_RESULTS: Localized = {
  'zh-Hans': '`handleResults` 取值见 handleResult：`0` 未处理、`1` 已同意、`-1` 已拒绝，空数组表示不限。',
  en: '`handleResults` takes handleResult values: `0` pending, `1` accepted, `-1` refused; an empty array means any.',
};

const APPLICATION_REQ: ParamDoc = {
  description: {
    'zh-Hans': `筛选与分页条件：\`groupIDs\` 只看这些群（空数组表示全部），${HANDLE_RESULTS['zh-Hans']}\`offset\`、\`count\` 分页；\`count\` 为 0 时内核自动翻页取回全部。`,
    en: `Filter and paging: \`groupIDs\` limits the result to these groups (empty means all); ${HANDLE_RESULTS.en} \`offset\` and \`count\` page the list; with \`count\` 0 the core pages through and returns everything.`,
  },
};

const NO_FILTER_NOTE: Localized = {
  'zh-Hans': '该平台的封装不接受筛选和分页参数，总是返回完整列表，需要时在本地按 `groupID`、`handleResult` 过滤。',
  en: 'This wrapper takes no filter or paging argument and always returns the whole list; filter by `groupID` and `handleResult` locally when needed.',
};

const ACCESS_PARAMS: Record<string, ParamDoc> = {
  groupID: GROUP_ID,
  fromUserID: {description: {'zh-Hans': '申请人的用户 ID，即申请记录中的 `userID`。', en: 'User ID of the applicant, the `userID` of the application record.'}},
  handleMsg: {
    description: {
      'zh-Hans':
        '给申请人的处理附言，可为空字符串。它随同意或拒绝的通知送达申请人；服务端 v3.8.3 虽然也保存它，但存在一个读取时用不到的键下，所以申请记录的 `handledMsg` 仍为空。',
      en: "A note for the applicant, may be an empty string. It reaches the applicant in the accepted or refused notification; server v3.8.3 also saves it, but under a key that is never read back, so the application's `handledMsg` stays empty.",
    },
  },
  params: {
    description: {
      'zh-Hans': '包含 `groupID`、`fromUserID`、`handleMsg` 的对象。',
      en: 'An object with `groupID`, `fromUserID` and `handleMsg`.',
    },
  },
  options: {
    description: {
      'zh-Hans': '包含 `groupID`、`fromUserID`、`handleMsg` 的对象，由原生插件读取。',
      en: 'An object with `groupID`, `fromUserID` and `handleMsg`, read by the native plugin.',
    },
  },
};

export const GROUP_MEMBERS_METHODS: readonly SdkMethod[] = [
  // ---------------------------------------------------------------- acceptGroupApplication
  {
    id: 'api/group/acceptGroupApplication',
    summary: {
      'zh-Hans': '以群主或管理员身份同意一条入群申请，申请人随即成为普通成员。',
      en: 'Accepts a request to join a group as its owner or an admin; the applicant becomes an ordinary member.',
    },
    requires: ['init', 'login'],
    params: ACCESS_PARAMS,
    result: {description: {'zh-Hans': '无业务数据；成功表示服务端已处理该申请。', en: 'No payload; success means the server has handled the application.'}},
    triggers: ['callback/onGroupApplicationAccepted', 'callback/onGroupMemberAdded', 'callback/onJoinedGroupAdded'],
    errors: [1002, 1004, 1206],
    platforms: {
      android: {
        name: 'acceptGroupApplication',
        signature: 'public void acceptGroupApplication(OnBase<String> base, String gid, String uid, String handleMsg)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'uid', type: 'String', doc: 'fromUserID'},
          {name: 'handleMsg', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.acceptGroupApplication(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        // user002 is now a member of group001
    }

${ANDROID_ERROR}
}, "group001", "user002", "Welcome!");`,
      },
      ios: {
        name: 'acceptGroupApplication:fromUserId:handleMsg:onSuccess:onFailure:',
        signature: `- (void)acceptGroupApplication:(NSString *)groupID
                    fromUserId:(NSString *)fromUserID
                     handleMsg:(NSString * _Nullable)handleMsg
                     onSuccess:(nullable OIMSuccessCallback)onSuccess
                     onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'fromUserID', type: 'NSString *'},
          {name: 'handleMsg', type: 'NSString *', required: false},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager acceptGroupApplication:@"group001"
                                fromUserId:@"user002"
                                 handleMsg:@"Welcome!"
                                 onSuccess:^(NSString * _Nullable data) {
    NSLog(@"accepted");
${IOS_FAILURE}`,
        note: {
          'zh-Hans': '选择子中的标签写作 `fromUserId`（小写 d），参数变量名是 `fromUserID`。',
          en: 'The selector label is spelled `fromUserId` (lower-case d); the parameter variable is `fromUserID`.',
        },
      },
      flutter: {
        name: 'acceptGroupApplication',
        signature: `Future<dynamic> acceptGroupApplication({
  required String groupID,
  required String userID,
  String? handleMsg,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userID', type: 'String', doc: 'fromUserID'},
          {name: 'handleMsg', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.acceptGroupApplication(
  groupID: 'group001',
  userID: 'user002',
  handleMsg: 'Welcome!',
);`,
        note: {'zh-Hans': '申请人参数名为 `userID`。', en: 'The applicant parameter is named `userID`.'},
      },
      web: {
        name: 'acceptGroupApplication',
        signature: 'acceptGroupApplication<T>(data: AccessGroupApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessGroupApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.acceptGroupApplication({
  groupID: 'group001',
  fromUserID: 'user002',
  handleMsg: 'Welcome!',
});`,
      },
      electron: {
        name: 'acceptGroupApplication',
        signature: 'acceptGroupApplication<T>(data: AccessGroupApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessGroupApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.acceptGroupApplication({groupID: 'group001', fromUserID: 'user002', handleMsg: 'Welcome!'});`,
      },
      'react-native': {
        name: 'acceptGroupApplication',
        signature: 'acceptGroupApplication(params: AccessGroupParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'AccessGroupParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.acceptGroupApplication({groupID: 'group001', fromUserID: 'user002', handleMsg: 'Welcome!'});`,
      },
      uniapp: {
        name: 'IMMethods.AcceptGroupApplication',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.AcceptGroupApplication, operationID: string, options: {groupID: string; fromUserID: string; handleMsg: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; fromUserID: string; handleMsg: string}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.AcceptGroupApplication, IMSDK.uuid(), {
  groupID: 'group001',
  fromUserID: 'user002',
  handleMsg: '',
});`,
      },
      'mini-program': {
        name: 'acceptGroupApplication',
        signature: 'acceptGroupApplication(params: AccessGroupParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'AccessGroupParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.acceptGroupApplication({groupID: 'group001', fromUserID: 'user002', handleMsg: 'Welcome!'});`,
      },
      unity: {
        name: 'AcceptGroupApplication',
        signature: 'public static void AcceptGroupApplication(OnBase<bool> cb, string groupId, string fromUserId, string handleMsg)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'fromUserId', type: 'string', doc: 'fromUserID'},
          {name: 'handleMsg', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.AcceptGroupApplication((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"accept failed: {errCode} {errMsg}");
}, "group001", "user002", "Welcome!");`,
      },
    },
  },

  // ---------------------------------------------------------------- refuseGroupApplication
  {
    id: 'api/group/refuseGroupApplication',
    summary: {
      'zh-Hans': '以群主或管理员身份拒绝一条入群申请，申请人会收到拒绝通知。',
      en: 'Refuses a request to join a group as its owner or an admin; the applicant is notified.',
    },
    requires: ['init', 'login'],
    params: ACCESS_PARAMS,
    result: {description: {'zh-Hans': '无业务数据；成功表示申请已被标记为拒绝。', en: 'No payload; success means the application is marked as refused.'}},
    triggers: ['callback/onGroupApplicationRejected'],
    errors: [1002, 1004, 1206],
    platforms: {
      android: {
        name: 'refuseGroupApplication',
        signature: 'public void refuseGroupApplication(OnBase<String> base, String gid, String uid, String handleMsg)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'uid', type: 'String', doc: 'fromUserID'},
          {name: 'handleMsg', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.refuseGroupApplication(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        // the application of user002 is refused
    }

${ANDROID_ERROR}
}, "group001", "user002", "This group is for staff only");`,
      },
      ios: {
        name: 'refuseGroupApplication:fromUserId:handleMsg:onSuccess:onFailure:',
        signature: `- (void)refuseGroupApplication:(NSString *)groupID
                    fromUserId:(NSString *)fromUserID
                     handleMsg:(NSString * _Nullable)handleMsg
                     onSuccess:(nullable OIMSuccessCallback)onSuccess
                     onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'fromUserID', type: 'NSString *'},
          {name: 'handleMsg', type: 'NSString *', required: false},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager refuseGroupApplication:@"group001"
                                fromUserId:@"user002"
                                 handleMsg:@"This group is for staff only"
                                 onSuccess:^(NSString * _Nullable data) {
    NSLog(@"refused");
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'refuseGroupApplication',
        signature: `Future<dynamic> refuseGroupApplication({
  required String groupID,
  required String userID,
  String? handleMsg,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userID', type: 'String', doc: 'fromUserID'},
          {name: 'handleMsg', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.refuseGroupApplication(
  groupID: 'group001',
  userID: 'user002',
  handleMsg: 'This group is for staff only',
);`,
      },
      web: {
        name: 'refuseGroupApplication',
        signature: 'refuseGroupApplication<T>(data: AccessGroupApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessGroupApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.refuseGroupApplication({
  groupID: 'group001',
  fromUserID: 'user002',
  handleMsg: 'This group is for staff only',
});`,
      },
      electron: {
        name: 'refuseGroupApplication',
        signature: 'refuseGroupApplication<T>(data: AccessGroupApplicationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessGroupApplicationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.refuseGroupApplication({groupID: 'group001', fromUserID: 'user002', handleMsg: ''});`,
      },
      'react-native': {
        name: 'refuseGroupApplication',
        signature: 'refuseGroupApplication(params: AccessGroupParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'AccessGroupParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.refuseGroupApplication({groupID: 'group001', fromUserID: 'user002', handleMsg: ''});`,
      },
      uniapp: {
        name: 'IMMethods.RefuseGroupApplication',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.RefuseGroupApplication, operationID: string, options: {groupID: string; fromUserID: string; handleMsg: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; fromUserID: string; handleMsg: string}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.RefuseGroupApplication, IMSDK.uuid(), {
  groupID: 'group001',
  fromUserID: 'user002',
  handleMsg: '',
});`,
      },
      'mini-program': {
        name: 'refuseGroupApplication',
        signature: 'refuseGroupApplication(params: AccessGroupParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'AccessGroupParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.refuseGroupApplication({groupID: 'group001', fromUserID: 'user002', handleMsg: ''});`,
      },
      unity: {
        name: 'RefuseGroupApplication',
        signature: 'public static void RefuseGroupApplication(OnBase<bool> cb, string groupId, string fromUserId, string handleMsg)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'fromUserId', type: 'string', doc: 'fromUserID'},
          {name: 'handleMsg', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.RefuseGroupApplication((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"refuse failed: {errCode} {errMsg}");
}, "group001", "user002", "");`,
        note: {
          'zh-Hans':
            '在 f932b62 中，该方法内部发送的是拒绝**好友**申请的接口键（`APIKey.RefuseFriendApplication`），因此不会处理入群申请。修复前请改用服务端 REST 接口处理入群申请。',
          en: 'At f932b62 this method sends the API key for refusing a **friend** request (`APIKey.RefuseFriendApplication`), so it does not handle the group application. Until that is fixed, answer group applications through the server REST API.',
        },
      },
    },
  },

  // ---------------------------------------------------------------- getGroupApplicationListAsApplicant
  {
    id: 'api/group/getGroupApplicationListAsApplicant',
    summary: {
      'zh-Hans': '从服务端获取当前用户发出的入群申请及其处理状态。',
      en: 'Fetches from the server the group join requests the current user has sent, with their status.',
    },
    requires: ['init', 'login'],
    params: {req: APPLICATION_REQ},
    result: {
      description: {
        'zh-Hans': '入群申请列表，每条包含群资料、申请附言、处理结果和处理人。',
        en: "A list of applications, each with the group's profile, the request note, the handling result and who handled it.",
      },
      ref: 'class/group/groupApplicationInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getSendGroupApplicationList',
        signature: 'public void getSendGroupApplicationList(OnBase<List<GroupApplicationInfo>> base, GetGroupApplicationListAsApplicantReq applicantReq)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupApplicationInfo>>', doc: 'callback'},
          {name: 'applicantReq', type: 'GetGroupApplicationListAsApplicantReq', doc: 'req'},
        ],
        returns: 'OnBase<List<GroupApplicationInfo>>',
        example: `GetGroupApplicationListAsApplicantReq req = new GetGroupApplicationListAsApplicantReq();
req.setHandleResults(new int[]{0}); // pending only
OpenIMClient.getInstance().groupManager.getSendGroupApplicationList(new OnBase<List<GroupApplicationInfo>>() {
    @Override
    public void onSuccess(List<GroupApplicationInfo> data) {
        Log.i("IM", data.size() + " pending requests");
    }
}, req);`,
        note: {
          'zh-Hans':
            'Android 上方法名为 `getSendGroupApplicationList`。请求类只有 `groupIDs` 和 `handleResults`，没有 `offset`、`count`，因此总是返回全部匹配的申请。只带回调的旧重载已标记为废弃。',
          en: 'On Android the method is named `getSendGroupApplicationList`. The request class has only `groupIDs` and `handleResults`, no `offset` or `count`, so every matching application is returned. The overload that takes only the callback is deprecated.',
        },
      },
      ios: {
        name: 'getGroupApplicationListAsApplicantWithRep:onSuccess:onFailure:',
        signature: `- (void)getGroupApplicationListAsApplicantWithRep:(nullable GetGroupApplicationListAsApplicantReq *)req
                                        onSuccess:(nullable OIMGroupsApplicationCallback)onSuccess
                                        onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'req', type: 'GetGroupApplicationListAsApplicantReq *', required: false},
          {name: 'onSuccess', type: 'OIMGroupsApplicationCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupsApplicationCallback (NSArray<OIMGroupApplicationInfo *> *)',
        example: `GetGroupApplicationListAsApplicantReq *req =
    [[GetGroupApplicationListAsApplicantReq alloc] initWithGroupIDs:@[] handleResults:@[@0] offset:0 count:20];
[OIMManager.manager getGroupApplicationListAsApplicantWithRep:req
                                                    onSuccess:^(NSArray<OIMGroupApplicationInfo *> * _Nullable groupsInfo) {
    NSLog(@"%lu requests", (unsigned long)groupsInfo.count);
${IOS_FAILURE}`,
        note: {
          'zh-Hans':
            '选择子拼写为 `WithRep`（不是 `WithReq`）。`req` 传 `nil` 时发送空条件，返回全部；另有不带条件的 `getGroupApplicationListAsApplicantWithOnSuccess:onFailure:`。',
          en: 'The selector is spelled `WithRep` (not `WithReq`). Passing `nil` sends empty conditions and returns everything; `getGroupApplicationListAsApplicantWithOnSuccess:onFailure:` does the same without a request.',
        },
      },
      flutter: {
        name: 'getGroupApplicationListAsApplicant',
        signature: `Future<List<GroupApplicationInfo>> getGroupApplicationListAsApplicant({
  GetGroupApplicationListAsApplicantReq? req,
  String? operationID,
})`,
        params: [
          {name: 'req', type: 'GetGroupApplicationListAsApplicantReq?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupApplicationInfo>>',
        example: `final list = await OpenIM.iMManager.groupManager.getGroupApplicationListAsApplicant(
  req: GetGroupApplicationListAsApplicantReq(handleResults: [0], offset: 0, count: 20),
);`,
        note: {
          'zh-Hans': '`GetGroupApplicationListAsApplicantReq` 的 `offset` 默认 0、`count` 默认 40；`offset` 大于 0 时断言 `count` 大于 0。',
          en: '`GetGroupApplicationListAsApplicantReq` defaults to `offset` 0 and `count` 40; when `offset` is above 0 it asserts that `count` is above 0.',
        },
      },
      web: {
        name: 'getGroupApplicationListAsApplicant',
        signature:
          'getGroupApplicationListAsApplicant(data?: GetGroupApplicationListParams, operationID?: string): Promise<WsResponse<GroupApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetGroupApplicationListParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupApplicationItem[]>>',
        example: `const {data} = await OpenIM.getGroupApplicationListAsApplicant({
  groupID: [],
  handleResults: [0],
  offset: 0,
  count: 20,
});`,
        note: {
          'zh-Hans':
            '默认值为 `{groupID: [], handleResults: [], offset: 0, count: 0}`。类型里群筛选字段叫 `groupID`，而内核读取的是 `groupIDs`，所以按群筛选在该版本不生效，需在结果中自行过滤。',
          en: 'The default is `{groupID: [], handleResults: [], offset: 0, count: 0}`. The type names the group filter `groupID` while the core reads `groupIDs`, so filtering by group has no effect at this version; filter the result yourself.',
        },
      },
      electron: {
        name: 'getGroupApplicationListAsApplicant',
        signature:
          'getGroupApplicationListAsApplicant(data?: GetGroupApplicationListParams, operationID?: string): Promise<WsResponse<GroupApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetGroupApplicationListParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupApplicationItem[]>>',
        example: `const {data} = await IMSDK.getGroupApplicationListAsApplicant();
const pending = data.filter((item) => item.handleResult === 0);`,
      },
      'react-native': {
        name: 'getGroupApplicationListAsApplicant',
        signature: 'getGroupApplicationListAsApplicant(req?: GetGroupApplicationListAsApplicantParams, operationID?: string): Promise<GroupApplicationItem[]>',
        params: [
          {name: 'req', type: 'GetGroupApplicationListAsApplicantParams', required: false},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupApplicationItem[]>',
        example: `const list = await OpenIMSDK.getGroupApplicationListAsApplicant({
  groupIDs: [],
  handleResults: [0],
  offset: 0,
  count: 20,
});`,
        note: {
          'zh-Hans': '默认值为 `{groupIDs: [], handleResults: [], offset: 0, count: 20}`，即只取第一页 20 条。',
          en: 'The default is `{groupIDs: [], handleResults: [], offset: 0, count: 20}`: only the first page of 20.',
        },
      },
      uniapp: {
        name: 'IMMethods.GetGroupApplicationListAsApplicant',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetGroupApplicationListAsApplicant, operationID: string): Promise<{errCode: number; errMsg: string; data: GroupApplicationItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupApplicationItem[]}>',
        example: `import type {GroupApplicationItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetGroupApplicationListAsApplicant, IMSDK.uuid())) as {data: GroupApplicationItem[]};`,
        note: NO_FILTER_NOTE,
      },
      'mini-program': {
        name: 'getGroupApplicationListAsApplicant',
        signature: 'getGroupApplicationListAsApplicant(operationID?: string): Promise<WsResponse<GroupApplicationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<GroupApplicationItem[]>>',
        example: `const {data} = await OpenIM.getGroupApplicationListAsApplicant();`,
        note: NO_FILTER_NOTE,
      },
      unity: {
        name: 'GetGroupApplicationListAsApplicant',
        signature: 'public static void GetGroupApplicationListAsApplicant(OnBase<List<GroupApplicationInfo>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<GroupApplicationInfo>>'}],
        returns: 'OnBase<List<GroupApplicationInfo>>',
        example: `IMSDK.GetGroupApplicationListAsApplicant((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} requests sent");
});`,
        note: NO_FILTER_NOTE,
      },
    },
  },

  // ---------------------------------------------------------------- getGroupApplicationListAsRecipient
  {
    id: 'api/group/getGroupApplicationListAsRecipient',
    summary: {
      'zh-Hans': '从服务端获取当前用户作为群主或管理员收到的入群申请。',
      en: 'Fetches from the server the join requests the current user received as a group owner or admin.',
    },
    requires: ['init', 'login'],
    params: {req: APPLICATION_REQ},
    result: {
      description: {
        'zh-Hans': '入群申请列表，每条包含申请人、目标群、附言、申请时间和处理结果。',
        en: 'A list of applications, each with the applicant, the target group, the note, the request time and the handling result.',
      },
      ref: 'class/group/groupApplicationInfo',
    },
    triggers: [],
    errors: [1002],
    platforms: {
      android: {
        name: 'getRecvGroupApplicationList',
        signature: 'public void getRecvGroupApplicationList(OnBase<List<GroupApplicationInfo>> base, GetGroupApplicationListAsRecipientReq recipientReq)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupApplicationInfo>>', doc: 'callback'},
          {name: 'recipientReq', type: 'GetGroupApplicationListAsRecipientReq', doc: 'req'},
        ],
        returns: 'OnBase<List<GroupApplicationInfo>>',
        example: `GetGroupApplicationListAsRecipientReq req = new GetGroupApplicationListAsRecipientReq();
req.setGroupIDs(new String[]{"group001"});
req.setHandleResults(new int[]{0});
OpenIMClient.getInstance().groupManager.getRecvGroupApplicationList(new OnBase<List<GroupApplicationInfo>>() {
    @Override
    public void onSuccess(List<GroupApplicationInfo> data) {
        Log.i("IM", data.size() + " requests to review");
    }
}, req);`,
        note: {
          'zh-Hans': 'Android 上方法名为 `getRecvGroupApplicationList`。请求类只有 `groupIDs` 和 `handleResults`，没有分页字段，总是返回全部匹配的申请。',
          en: 'On Android the method is named `getRecvGroupApplicationList`. The request class has only `groupIDs` and `handleResults`, no paging fields, so every matching application is returned.',
        },
      },
      ios: {
        name: 'getGroupApplicationListAsRecipientWithReq:onSuccess:onFailure:',
        signature: `- (void)getGroupApplicationListAsRecipientWithReq:(nullable GetGroupApplicationListAsRecipientReq *)req
                                        onSuccess:(nullable OIMGroupsApplicationCallback)onSuccess
                                        onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'req', type: 'GetGroupApplicationListAsRecipientReq *', required: false},
          {name: 'onSuccess', type: 'OIMGroupsApplicationCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupsApplicationCallback (NSArray<OIMGroupApplicationInfo *> *)',
        example: `GetGroupApplicationListAsRecipientReq *req =
    [[GetGroupApplicationListAsRecipientReq alloc] initWithGroupIDs:@[@"group001"] handleResults:@[@0] offset:0 count:20];
[OIMManager.manager getGroupApplicationListAsRecipientWithReq:req
                                                    onSuccess:^(NSArray<OIMGroupApplicationInfo *> * _Nullable groupsInfo) {
    NSLog(@"%lu to review", (unsigned long)groupsInfo.count);
${IOS_FAILURE}`,
        note: {
          'zh-Hans': '`req` 传 `nil` 时返回全部；另有不带条件的 `getGroupApplicationListAsRecipientWithOnSuccess:onFailure:`。',
          en: 'Passing `nil` returns everything; `getGroupApplicationListAsRecipientWithOnSuccess:onFailure:` does the same without a request.',
        },
      },
      flutter: {
        name: 'getGroupApplicationListAsRecipient',
        signature: `Future<List<GroupApplicationInfo>> getGroupApplicationListAsRecipient({
  GetGroupApplicationListAsRecipientReq? req,
  String? operationID,
})`,
        params: [
          {name: 'req', type: 'GetGroupApplicationListAsRecipientReq?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupApplicationInfo>>',
        example: `final list = await OpenIM.iMManager.groupManager.getGroupApplicationListAsRecipient(
  req: GetGroupApplicationListAsRecipientReq(groupIDs: ['group001'], handleResults: [0], offset: 0, count: 20),
);`,
        note: {
          'zh-Hans': '与申请者版本不同，`GetGroupApplicationListAsRecipientReq` 的 `offset` 和 `count` 是必填的构造参数；不传 `req` 时发送空条件，返回全部。',
          en: 'Unlike the applicant variant, `GetGroupApplicationListAsRecipientReq` requires `offset` and `count` in its constructor; omitting `req` sends empty conditions and returns everything.',
        },
      },
      web: {
        name: 'getGroupApplicationListAsRecipient',
        signature:
          'getGroupApplicationListAsRecipient(data?: GetGroupApplicationListParams, operationID?: string): Promise<WsResponse<GroupApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetGroupApplicationListParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupApplicationItem[]>>',
        example: `const {data} = await OpenIM.getGroupApplicationListAsRecipient({
  groupID: [],
  handleResults: [0],
  offset: 0,
  count: 20,
});`,
        note: {
          'zh-Hans':
            '默认值为 `{groupID: [], handleResults: [], offset: 0, count: 0}`。类型里群筛选字段叫 `groupID`，而内核读取的是 `groupIDs`，所以按群筛选在该版本不生效。',
          en: 'The default is `{groupID: [], handleResults: [], offset: 0, count: 0}`. The type names the group filter `groupID` while the core reads `groupIDs`, so filtering by group has no effect at this version.',
        },
      },
      electron: {
        name: 'getGroupApplicationListAsRecipient',
        signature:
          'getGroupApplicationListAsRecipient(data?: GetGroupApplicationListParams, operationID?: string): Promise<WsResponse<GroupApplicationItem[]>>',
        params: [
          {name: 'data', type: 'GetGroupApplicationListParams', required: false, doc: 'req'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupApplicationItem[]>>',
        example: `const {data} = await IMSDK.getGroupApplicationListAsRecipient();
const toReview = data.filter((item) => item.handleResult === 0);`,
      },
      'react-native': {
        name: 'getGroupApplicationListAsRecipient',
        signature: 'getGroupApplicationListAsRecipient(req?: GetGroupApplicationListAsRecipientParams, operationID?: string): Promise<GroupApplicationItem[]>',
        params: [
          {name: 'req', type: 'GetGroupApplicationListAsRecipientParams', required: false},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupApplicationItem[]>',
        example: `const list = await OpenIMSDK.getGroupApplicationListAsRecipient({
  groupIDs: ['group001'],
  handleResults: [0],
  offset: 0,
  count: 20,
});`,
        note: {
          'zh-Hans': '默认值为 `{groupIDs: [], handleResults: [], offset: 0, count: 20}`，即只取第一页 20 条。',
          en: 'The default is `{groupIDs: [], handleResults: [], offset: 0, count: 20}`: only the first page of 20.',
        },
      },
      uniapp: {
        name: 'IMMethods.GetGroupApplicationListAsRecipient',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetGroupApplicationListAsRecipient, operationID: string): Promise<{errCode: number; errMsg: string; data: GroupApplicationItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupApplicationItem[]}>',
        example: `import type {GroupApplicationItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetGroupApplicationListAsRecipient, IMSDK.uuid())) as {data: GroupApplicationItem[]};`,
        note: NO_FILTER_NOTE,
      },
      'mini-program': {
        name: 'getGroupApplicationListAsRecipient',
        signature: 'getGroupApplicationListAsRecipient(operationID?: string): Promise<WsResponse<GroupApplicationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<GroupApplicationItem[]>>',
        example: `const {data} = await OpenIM.getGroupApplicationListAsRecipient();`,
        note: NO_FILTER_NOTE,
      },
      unity: {
        name: 'GetGroupApplicationListAsRecipient',
        signature: 'public static void GetGroupApplicationListAsRecipient(OnBase<List<GroupApplicationInfo>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<GroupApplicationInfo>>'}],
        returns: 'OnBase<List<GroupApplicationInfo>>',
        example: `IMSDK.GetGroupApplicationListAsRecipient((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} requests to review");
});`,
        note: NO_FILTER_NOTE,
      },
    },
  },

  // ---------------------------------------------------------------- getGroupMemberList
  {
    id: 'api/group/getGroupMemberList',
    summary: {
      'zh-Hans': '分页获取群成员列表，可按角色筛选（全部、群主、管理员、普通成员等）。',
      en: "Lists a group's members page by page, optionally filtered by role (all, owner, admins, ordinary members, ...).",
    },
    requires: ['init', 'login'],
    params: {
      groupID: GROUP_ID,
      filter: {
        description: {
          'zh-Hans': '角色筛选：`0` 全部、`1` 群主、`2` 管理员、`3` 普通成员、`4` 管理员和普通成员、`5` 群主和管理员。',
          en: 'Role filter: `0` all, `1` owner, `2` admins, `3` ordinary members, `4` admins and ordinary members, `5` owner and admins.',
        },
        ref: 'enum/groupMemberFilter',
      },
      offset: {description: {'zh-Hans': '从第几个成员开始，首页为 0。', en: 'Index of the first member to return; 0 for the first page.'}},
      count: {
        description: {
          'zh-Hans': '本页最多返回多少个成员，必须大于 0，传 0 得到空列表。',
          en: 'Maximum number of members in this page; must be above 0, as 0 yields an empty list.',
        },
      },
      params: {
        description: {
          'zh-Hans': '包含 `groupID`、`filter`、`offset`、`count` 的对象。',
          en: 'An object with `groupID`, `filter`, `offset` and `count`.',
        },
      },
      options: {
        description: {
          'zh-Hans': '包含 `groupID`、`filter`、`offset`、`count` 的对象，由原生插件读取。',
          en: 'An object with `groupID`, `filter`, `offset` and `count`, read by the native plugin.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '群成员列表，群主和管理员排在前面；当前用户已不在群中时为空。',
        en: 'The members, owner and admins first; empty when the current user is no longer in the group.',
      },
      ref: 'class/group/groupMemberInfo',
    },
    triggers: [],
    errors: [10002],
    platforms: {
      android: {
        name: 'getGroupMemberList',
        signature: 'public void getGroupMemberList(OnBase<List<GroupMembersInfo>> base, String groupId, int filter, int offset, int count)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupMembersInfo>>', doc: 'callback'},
          {name: 'groupId', type: 'String', doc: 'groupID'},
          {name: 'filter', type: 'int'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<List<GroupMembersInfo>>',
        example: `OpenIMClient.getInstance().groupManager.getGroupMemberList(new OnBase<List<GroupMembersInfo>>() {
    @Override
    public void onSuccess(List<GroupMembersInfo> data) {
        Log.i("IM", data.size() + " members"); // next page: offset += data.size()
    }
}, "group001", GroupMemberFilter.All.value, 0, 50);`,
      },
      ios: {
        name: 'getGroupMemberList:filter:offset:count:onSuccess:onFailure:',
        signature: `- (void)getGroupMemberList:(NSString *)groupID
                    filter:(OIMGroupMemberFilter)filter
                    offset:(NSInteger)offset
                     count:(NSInteger)count
                 onSuccess:(nullable OIMGroupMembersInfoCallback)onSuccess
                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'filter', type: 'OIMGroupMemberFilter'},
          {name: 'offset', type: 'NSInteger'},
          {name: 'count', type: 'NSInteger'},
          {name: 'onSuccess', type: 'OIMGroupMembersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupMembersInfoCallback (NSArray<OIMGroupMemberInfo *> *)',
        example: `[OIMManager.manager getGroupMemberList:@"group001"
                                filter:OIMGroupMemberFilterAll
                                offset:0
                                 count:50
                             onSuccess:^(NSArray<OIMGroupMemberInfo *> * _Nullable groupMembersInfo) {
    NSLog(@"%lu members", (unsigned long)groupMembersInfo.count);
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'getGroupMemberList',
        signature: `Future<List<GroupMembersInfo>> getGroupMemberList({
  required String groupID,
  int filter = 0,
  int offset = 0,
  int count = 0,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'filter', type: 'int', required: false},
          {name: 'offset', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupMembersInfo>>',
        example: `final members = await OpenIM.iMManager.groupManager.getGroupMemberList(
  groupID: 'group001',
  filter: GroupMemberFilter.all,
  offset: 0,
  count: 50,
);`,
        note: {
          'zh-Hans':
            '`count` 默认为 0，不传时返回空列表，务必显式传入。`GroupMemberFilter.superAndAdmin` 在该版本被定义为 `4`（与 `adminAndMember` 相同），要取群主和管理员请直接传 `5`。另有返回原始 Map 的 `getGroupMemberListMap`。',
          en: '`count` defaults to 0, which returns an empty list: always pass it. `GroupMemberFilter.superAndAdmin` is defined as `4` at this version (the same as `adminAndMember`); pass `5` directly for owner and admins. `getGroupMemberListMap` returns raw maps instead.',
        },
      },
      web: {
        name: 'getGroupMemberList',
        signature: 'getGroupMemberList(params: GetGroupMemberParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'GetGroupMemberParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `import {GroupMemberFilter} from '@openim/wasm-client-sdk';

const {data} = await OpenIM.getGroupMemberList({
  groupID: 'group001',
  filter: GroupMemberFilter.All,
  offset: 0,
  count: 50,
});`,
      },
      electron: {
        name: 'getGroupMemberList',
        signature: 'getGroupMemberList(params: GetGroupMemberParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'GetGroupMemberParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await IMSDK.getGroupMemberList({groupID: 'group001', filter: 0, offset: 0, count: 50});`,
      },
      'react-native': {
        name: 'getGroupMemberList',
        signature: 'getGroupMemberList(params: GetGroupMemberParams, operationID?: string): Promise<GroupMemberItem[]>',
        params: [
          {name: 'params', type: 'GetGroupMemberParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupMemberItem[]>',
        example: `const members = await OpenIMSDK.getGroupMemberList({groupID: 'group001', filter: 0, offset: 0, count: 50});`,
      },
      uniapp: {
        name: 'IMMethods.GetGroupMemberList',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetGroupMemberList, operationID: string, options: {groupID: string; filter: number; offset: number; count: number}): Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; filter: number; offset: number; count: number}'},
        ],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        example: `import type {GroupMemberItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetGroupMemberList, IMSDK.uuid(), {
  groupID: 'group001',
  filter: 0,
  offset: 0,
  count: 50,
})) as {data: GroupMemberItem[]};`,
      },
      'mini-program': {
        name: 'getGroupMemberList',
        signature: 'getGroupMemberList(params: GetGroupMemberParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'GetGroupMemberParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getGroupMemberList({groupID: 'group001', filter: 0, offset: 0, count: 50});`,
        note: {
          'zh-Hans':
            '实现接受 `GetGroupMemberParams`，但 `GroupApi` 中声明的类型漏掉了该参数（只有 `operationID`），TypeScript 下调用需要先把该方法经 `unknown` 断言成带参数的类型（直接断言会因类型不重叠而报错）。',
          en: 'The implementation takes `GetGroupMemberParams`, but the type declared in `GroupApi` omits it (only `operationID`), so TypeScript accepts the call only after asserting the method to a type with the parameter through `unknown` (a direct assertion is rejected because the types do not overlap).',
        },
      },
      unity: {
        name: 'GetGroupMemberList',
        signature: 'public static void GetGroupMemberList(OnBase<List<GroupMember>> cb, string groupId, GroupMemberFilter filter, int offset, int count)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupMember>>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'filter', type: 'GroupMemberFilter'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<List<GroupMember>>',
        example: `IMSDK.GetGroupMemberList((members, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{members.Count} members");
}, "group001", GroupMemberFilter.All, 0, 50);`,
      },
    },
  },

  // ---------------------------------------------------------------- getGroupMemberListByJoinTimeFilter
  {
    id: 'api/group/getGroupMemberListByJoinTimeFilter',
    summary: {
      'zh-Hans': '按入群时间范围分页获取群成员，可排除指定用户。',
      en: "Lists a group's members who joined within a time range, page by page, excluding given users.",
    },
    requires: ['init', 'login'],
    params: {
      groupID: GROUP_ID,
      offset: {description: {'zh-Hans': '从第几个成员开始，首页为 0。', en: 'Index of the first member to return; 0 for the first page.'}},
      count: {description: {'zh-Hans': '本页最多返回多少个成员，必须大于 0。', en: 'Maximum number of members in this page; must be above 0.'}},
      joinTimeBegin: {
        description: {'zh-Hans': '入群时间下限，毫秒时间戳；0 表示不限。', en: 'Earliest join time, a millisecond timestamp; 0 for no lower bound.'},
      },
      joinTimeEnd: {description: {'zh-Hans': '入群时间上限，毫秒时间戳；0 表示当前时间。', en: 'Latest join time, a millisecond timestamp; 0 means now.'}},
      filterUserIDList: {
        description: {'zh-Hans': '要从结果中排除的用户 ID，例如已经展示过的成员。', en: 'User IDs to leave out of the result, such as members already shown.'},
      },
      params: {
        description: {
          'zh-Hans': '包含 `groupID`、`offset`、`count`、`joinTimeBegin`、`joinTimeEnd`、`filterUserIDList` 的对象。',
          en: 'An object with `groupID`, `offset`, `count`, `joinTimeBegin`, `joinTimeEnd` and `filterUserIDList`.',
        },
      },
      options: {
        description: {
          'zh-Hans': '与 `params` 字段相同的对象，由原生插件读取。',
          en: 'An object with the same fields as `params`, read by the native plugin.',
        },
      },
    },
    result: {
      description: {'zh-Hans': '群成员列表，按入群时间倒序。', en: 'The members, latest joiners first.'},
      ref: 'class/group/groupMemberInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getGroupMemberListByJoinTime',
        signature: `public void getGroupMemberListByJoinTime(OnBase<List<GroupMembersInfo>> base, String groupID, int offset, int count,
    long joinTimeBegin, long joinTimeEnd, List<String> excludeUserIDList)`,
        params: [
          {name: 'base', type: 'OnBase<List<GroupMembersInfo>>', doc: 'callback'},
          {name: 'groupID', type: 'String'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
          {name: 'joinTimeBegin', type: 'long'},
          {name: 'joinTimeEnd', type: 'long'},
          {name: 'excludeUserIDList', type: 'List<String>', doc: 'filterUserIDList'},
        ],
        returns: 'OnBase<List<GroupMembersInfo>>',
        example: `long weekAgo = System.currentTimeMillis() - 7L * 24 * 3600 * 1000;
OpenIMClient.getInstance().groupManager.getGroupMemberListByJoinTime(new OnBase<List<GroupMembersInfo>>() {
    @Override
    public void onSuccess(List<GroupMembersInfo> data) {
        Log.i("IM", data.size() + " new members this week");
    }
}, "group001", 0, 50, weekAgo, 0, new ArrayList<>());`,
        note: {
          'zh-Hans': 'Android 上方法名为 `getGroupMemberListByJoinTime`，排除列表参数名为 `excludeUserIDList`。',
          en: 'On Android the method is named `getGroupMemberListByJoinTime` and the exclusion list `excludeUserIDList`.',
        },
      },
      ios: {
        name: 'getGroupMemberListByJoinTimeFilter:offset:count:joinTimeBegin:joinTimeEnd:filterUserIDList:onSuccess:onFailure:',
        signature: `- (void)getGroupMemberListByJoinTimeFilter:(NSString *)groupID
                                    offset:(NSInteger)offset
                                     count:(NSInteger)count
                             joinTimeBegin:(NSInteger)joinTimeBegin
                               joinTimeEnd:(NSInteger)joinTimeEnd
                          filterUserIDList:(NSArray <NSString *> *)filterUserIDList
                                 onSuccess:(nullable OIMGroupMembersInfoCallback)onSuccess
                                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'offset', type: 'NSInteger'},
          {name: 'count', type: 'NSInteger'},
          {name: 'joinTimeBegin', type: 'NSInteger'},
          {name: 'joinTimeEnd', type: 'NSInteger'},
          {name: 'filterUserIDList', type: 'NSArray<NSString *> *'},
          {name: 'onSuccess', type: 'OIMGroupMembersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupMembersInfoCallback (NSArray<OIMGroupMemberInfo *> *)',
        example: `NSInteger weekAgo = (NSInteger)(([NSDate date].timeIntervalSince1970 - 7 * 24 * 3600) * 1000);
[OIMManager.manager getGroupMemberListByJoinTimeFilter:@"group001"
                                                offset:0
                                                 count:50
                                         joinTimeBegin:weekAgo
                                           joinTimeEnd:0
                                      filterUserIDList:@[]
                                             onSuccess:^(NSArray<OIMGroupMemberInfo *> * _Nullable groupMembersInfo) {
    NSLog(@"%lu new members", (unsigned long)groupMembersInfo.count);
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'getGroupMemberListByJoinTime',
        signature: `Future<List<GroupMembersInfo>> getGroupMemberListByJoinTime({
  required String groupID,
  int offset = 0,
  int count = 0,
  int joinTimeBegin = 0,
  int joinTimeEnd = 0,
  List<String> filterUserIDList = const [],
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'offset', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
          {name: 'joinTimeBegin', type: 'int', required: false},
          {name: 'joinTimeEnd', type: 'int', required: false},
          {name: 'filterUserIDList', type: 'List<String>', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupMembersInfo>>',
        example: `final weekAgo = DateTime.now().subtract(const Duration(days: 7)).millisecondsSinceEpoch;
final members = await OpenIM.iMManager.groupManager.getGroupMemberListByJoinTime(
  groupID: 'group001',
  count: 50,
  joinTimeBegin: weekAgo,
);`,
        note: {
          'zh-Hans': 'Flutter 上方法名为 `getGroupMemberListByJoinTime`；`count` 默认为 0，需显式传入。',
          en: 'On Flutter the method is named `getGroupMemberListByJoinTime`; `count` defaults to 0, so pass it explicitly.',
        },
      },
      web: {
        name: 'getGroupMemberListByJoinTimeFilter',
        signature: 'getGroupMemberListByJoinTimeFilter(data: GetGroupMemberByTimeParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'data', type: 'GetGroupMemberByTimeParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getGroupMemberListByJoinTimeFilter({
  groupID: 'group001',
  offset: 0,
  count: 50,
  joinTimeBegin: Date.now() - 7 * 24 * 3600 * 1000,
  joinTimeEnd: 0,
  filterUserIDList: [],
});`,
      },
      electron: {
        name: 'getGroupMemberListByJoinTimeFilter',
        signature: 'getGroupMemberListByJoinTimeFilter(data: GetGroupMemberByTimeParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'data', type: 'GetGroupMemberByTimeParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await IMSDK.getGroupMemberListByJoinTimeFilter({
  groupID: 'group001',
  offset: 0,
  count: 50,
  joinTimeBegin: Date.now() - 7 * 24 * 3600 * 1000,
  joinTimeEnd: 0,
  filterUserIDList: [],
});`,
      },
      'react-native': {
        name: 'getGroupMemberListByJoinTimeFilter',
        signature: 'getGroupMemberListByJoinTimeFilter(params: GetGroupMemberByTimeParams, operationID?: string): Promise<GroupMemberItem[]>',
        params: [
          {name: 'params', type: 'GetGroupMemberByTimeParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupMemberItem[]>',
        example: `const members = await OpenIMSDK.getGroupMemberListByJoinTimeFilter({
  groupID: 'group001',
  offset: 0,
  count: 50,
  joinTimeBegin: Date.now() - 7 * 24 * 3600 * 1000,
  joinTimeEnd: 0,
  filterUserIDList: [],
});`,
      },
      uniapp: {
        name: 'IMMethods.GetGroupMemberListByJoinTimeFilter',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetGroupMemberListByJoinTimeFilter, operationID: string, options: {groupID: string; offset: number; count: number; joinTimeBegin: number; joinTimeEnd: number; filterUserIDList: string[]}): Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; offset: number; count: number; joinTimeBegin: number; joinTimeEnd: number; filterUserIDList: string[]}'},
        ],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        example: `import type {GroupMemberItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetGroupMemberListByJoinTimeFilter, IMSDK.uuid(), {
  groupID: 'group001',
  offset: 0,
  count: 50,
  joinTimeBegin: 0,
  joinTimeEnd: 0,
  filterUserIDList: [],
})) as {data: GroupMemberItem[]};`,
        note: {
          'zh-Hans':
            'v3.8.3 的原生插件把 `joinTimeBegin`、`joinTimeEnd` 读成 32 位整数（Android `getInteger`、iOS `intValue`），放不下毫秒时间戳；在修复前只能传 0（不限），再按结果的 `joinTime` 在本地筛选。',
          en: 'At v3.8.3 the native plugin reads `joinTimeBegin` and `joinTimeEnd` as 32-bit integers (Android `getInteger`, iOS `intValue`), which cannot hold a millisecond timestamp; until that is fixed pass 0 (no bound) and filter the result by `joinTime` locally.',
        },
      },
      'mini-program': {
        name: 'getGroupMemberListByJoinTimeFilter',
        signature: 'getGroupMemberListByJoinTimeFilter(params: GetGroupMemberByTimeParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'GetGroupMemberByTimeParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getGroupMemberListByJoinTimeFilter({
  groupID: 'group001',
  offset: 0,
  count: 50,
  joinTimeBegin: 0,
  joinTimeEnd: 0,
  filterUserIDList: ['user001'],
});`,
      },
      unity: {
        name: 'GetGroupMemberListByJoinTimeFilter',
        signature:
          'public static void GetGroupMemberListByJoinTimeFilter(OnBase<List<GroupMember>> cb, string groupId, int offset, int count, long joinTimeBegin, long joinTimeEnd, string[] filterUserIDList)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupMember>>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
          {name: 'joinTimeBegin', type: 'long'},
          {name: 'joinTimeEnd', type: 'long'},
          {name: 'filterUserIDList', type: 'string[]'},
        ],
        returns: 'OnBase<List<GroupMember>>',
        example: `long weekAgo = DateTimeOffset.UtcNow.AddDays(-7).ToUnixTimeMilliseconds();
IMSDK.GetGroupMemberListByJoinTimeFilter((members, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{members.Count} new members");
}, "group001", 0, 50, weekAgo, 0, new string[0]);`,
      },
    },
  },

  // ---------------------------------------------------------------- getGroupMemberOwnerAndAdmin
  {
    id: 'api/group/getGroupMemberOwnerAndAdmin',
    summary: {
      'zh-Hans': '从本地数据库获取群主和全部管理员。',
      en: "Reads a group's owner and all its admins from the local database.",
    },
    requires: ['init', 'login'],
    params: {groupID: GROUP_ID},
    result: {
      description: {
        'zh-Hans': '群主和管理员的成员信息，按入群时间倒序；用 `roleLevel` 区分（`100` 群主、`60` 管理员）。',
        en: 'The owner and admins, latest joiners first; tell them apart by `roleLevel` (`100` owner, `60` admin).',
      },
      ref: 'class/group/groupMemberInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getGroupMemberOwnerAndAdmin',
        signature: 'public void getGroupMemberOwnerAndAdmin(OnBase<List<GroupMembersInfo>> base, String groupID)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupMembersInfo>>', doc: 'callback'},
          {name: 'groupID', type: 'String'},
        ],
        returns: 'OnBase<List<GroupMembersInfo>>',
        example: `OpenIMClient.getInstance().groupManager.getGroupMemberOwnerAndAdmin(new OnBase<List<GroupMembersInfo>>() {
    @Override
    public void onSuccess(List<GroupMembersInfo> data) {
        Log.i("IM", data.size() + " owner and admins");
    }
}, "group001");`,
      },
      ios: {
        name: 'getGroupMemberOwnerAndAdmin:onSuccess:onFailure:',
        signature: `- (void)getGroupMemberOwnerAndAdmin:(NSString *)groupID
                          onSuccess:(nullable OIMGroupMembersInfoCallback)onSuccess
                          onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMGroupMembersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupMembersInfoCallback (NSArray<OIMGroupMemberInfo *> *)',
        example: `[OIMManager.manager getGroupMemberOwnerAndAdmin:@"group001"
                                      onSuccess:^(NSArray<OIMGroupMemberInfo *> * _Nullable groupMembersInfo) {
    NSLog(@"%lu managers", (unsigned long)groupMembersInfo.count);
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'getGroupOwnerAndAdmin',
        signature: `Future<List<GroupMembersInfo>> getGroupOwnerAndAdmin({
  required String groupID,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupMembersInfo>>',
        example: `final managers = await OpenIM.iMManager.groupManager.getGroupOwnerAndAdmin(groupID: 'group001');
final owner = managers.firstWhere((m) => m.roleLevel == GroupRoleLevel.owner);`,
        note: {'zh-Hans': 'Flutter 上方法名为 `getGroupOwnerAndAdmin`。', en: 'On Flutter the method is named `getGroupOwnerAndAdmin`.'},
      },
      web: {
        name: 'getGroupMemberOwnerAndAdmin',
        signature: 'getGroupMemberOwnerAndAdmin(data: string, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getGroupMemberOwnerAndAdmin('group001');`,
      },
      electron: {
        name: 'getGroupMemberOwnerAndAdmin',
        signature: 'getGroupMemberOwnerAndAdmin(data: string, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await IMSDK.getGroupMemberOwnerAndAdmin('group001');`,
      },
      'react-native': {
        name: 'getGroupMemberOwnerAndAdmin',
        signature: 'getGroupMemberOwnerAndAdmin(groupID: string, operationID?: string): Promise<GroupMemberItem[]>',
        params: [
          {name: 'groupID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupMemberItem[]>',
        example: `const managers = await OpenIMSDK.getGroupMemberOwnerAndAdmin('group001');`,
      },
      uniapp: {
        name: 'IMMethods.GetGroupMemberOwnerAndAdmin',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetGroupMemberOwnerAndAdmin, operationID: string, groupID: string): Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'groupID', type: 'string'},
        ],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        example: `import type {GroupMemberItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetGroupMemberOwnerAndAdmin, IMSDK.uuid(), 'group001')) as {data: GroupMemberItem[]};`,
      },
      'mini-program': {
        name: 'getGroupMemberOwnerAndAdmin',
        signature: 'getGroupMemberOwnerAndAdmin(params: string, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getGroupMemberOwnerAndAdmin('group001');`,
      },
      unity: {
        name: 'GetGroupMemberOwnerAndAdmin',
        signature: 'public static void GetGroupMemberOwnerAndAdmin(OnBase<List<GroupMember>> cb, string groupId)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupMember>>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
        ],
        returns: 'OnBase<List<GroupMember>>',
        example: `IMSDK.GetGroupMemberOwnerAndAdmin((managers, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{managers.Count} managers");
}, "group001");`,
      },
    },
  },

  // ---------------------------------------------------------------- getSpecifiedGroupMembersInfo
  {
    id: 'api/group/getSpecifiedGroupMembersInfo',
    summary: {
      'zh-Hans': '按用户 ID 获取指定成员在某个群里的资料（群昵称、角色、禁言截止时间等）。',
      en: "Gets given users' member records in a group (group nickname, role, mute end time, ...).",
    },
    requires: ['init', 'login'],
    params: {
      groupID: GROUP_ID,
      userIDList: {description: {'zh-Hans': '要查询的用户 ID 列表。', en: 'User IDs to look up.'}},
      params: {description: {'zh-Hans': '包含 `groupID` 和 `userIDList` 的对象。', en: 'An object with `groupID` and `userIDList`.'}},
      options: {
        description: {
          'zh-Hans': '包含 `groupID` 和 `userIDList` 的对象，由原生插件读取。',
          en: 'An object with `groupID` and `userIDList`, read by the native plugin.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '找到的成员信息，顺序与请求一致；不在群里的用户不会出现在结果中，当前用户已不在群中时结果为空。',
        en: 'The member records found, in request order; users who are not members are left out, and the result is empty when the current user is no longer in the group.',
      },
      ref: 'class/group/groupMemberInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getGroupMembersInfo',
        signature: 'public void getGroupMembersInfo(OnBase<List<GroupMembersInfo>> base, String groupId, List<String> uidList)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupMembersInfo>>', doc: 'callback'},
          {name: 'groupId', type: 'String', doc: 'groupID'},
          {name: 'uidList', type: 'List<String>', doc: 'userIDList'},
        ],
        returns: 'OnBase<List<GroupMembersInfo>>',
        example: `OpenIMClient.getInstance().groupManager.getGroupMembersInfo(new OnBase<List<GroupMembersInfo>>() {
    @Override
    public void onSuccess(List<GroupMembersInfo> data) {
        for (GroupMembersInfo m : data) Log.i("IM", m.getUserID() + " role " + m.getRoleLevel());
    }
}, "group001", Arrays.asList("user001", "user002"));`,
        note: {'zh-Hans': 'Android 上方法名为 `getGroupMembersInfo`。', en: 'On Android the method is named `getGroupMembersInfo`.'},
      },
      ios: {
        name: 'getSpecifiedGroupMembersInfo:usersID:onSuccess:onFailure:',
        signature: `- (void)getSpecifiedGroupMembersInfo:(NSString *)groupID
                             usersID:(NSArray <NSString *> *)usersID
                           onSuccess:(nullable OIMGroupMembersInfoCallback)onSuccess
                           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'usersID', type: 'NSArray<NSString *> *', doc: 'userIDList'},
          {name: 'onSuccess', type: 'OIMGroupMembersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupMembersInfoCallback (NSArray<OIMGroupMemberInfo *> *)',
        example: `[OIMManager.manager getSpecifiedGroupMembersInfo:@"group001"
                                         usersID:@[@"user001", @"user002"]
                                       onSuccess:^(NSArray<OIMGroupMemberInfo *> * _Nullable groupMembersInfo) {
    NSLog(@"%lu found", (unsigned long)groupMembersInfo.count);
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'getGroupMembersInfo',
        signature: `Future<List<GroupMembersInfo>> getGroupMembersInfo({
  required String groupID,
  required List<String> userIDList,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userIDList', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupMembersInfo>>',
        example: `final members = await OpenIM.iMManager.groupManager.getGroupMembersInfo(
  groupID: 'group001',
  userIDList: ['user001', 'user002'],
);`,
        note: {'zh-Hans': 'Flutter 上方法名为 `getGroupMembersInfo`。', en: 'On Flutter the method is named `getGroupMembersInfo`.'},
      },
      web: {
        name: 'getSpecifiedGroupMembersInfo',
        signature: "getSpecifiedGroupMembersInfo(data: Omit<AccessToGroupParams, 'reason'>, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>",
        params: [
          {name: 'data', type: "Omit<AccessToGroupParams, 'reason'>", doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getSpecifiedGroupMembersInfo({
  groupID: 'group001',
  userIDList: ['user001', 'user002'],
});`,
      },
      electron: {
        name: 'getSpecifiedGroupMembersInfo',
        signature: "getSpecifiedGroupMembersInfo(data: Omit<AccessToGroupParams, 'reason'>, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>",
        params: [
          {name: 'data', type: "Omit<AccessToGroupParams, 'reason'>", doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await IMSDK.getSpecifiedGroupMembersInfo({groupID: 'group001', userIDList: ['user001', 'user002']});`,
      },
      'react-native': {
        name: 'getSpecifiedGroupMembersInfo',
        signature: 'getSpecifiedGroupMembersInfo(params: GetGroupMembersInfoParams, operationID?: string): Promise<GroupMemberItem[]>',
        params: [
          {name: 'params', type: 'GetGroupMembersInfoParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupMemberItem[]>',
        example: `const members = await OpenIMSDK.getSpecifiedGroupMembersInfo({groupID: 'group001', userIDList: ['user001', 'user002']});`,
      },
      uniapp: {
        name: 'IMMethods.GetSpecifiedGroupMembersInfo',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetSpecifiedGroupMembersInfo, operationID: string, options: {groupID: string; userIDList: string[]}): Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; userIDList: string[]}'},
        ],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        example: `import type {GroupMemberItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetSpecifiedGroupMembersInfo, IMSDK.uuid(), {
  groupID: 'group001',
  userIDList: ['user001', 'user002'],
})) as {data: GroupMemberItem[]};`,
      },
      'mini-program': {
        name: 'getSpecifiedGroupMembersInfo',
        signature: 'getSpecifiedGroupMembersInfo(params: getGroupMembersInfoParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'getGroupMembersInfoParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.getSpecifiedGroupMembersInfo({groupID: 'group001', userIDList: ['user001', 'user002']});`,
      },
      unity: {
        name: 'GetSpecifiedGroupMembersInfo',
        signature: 'public static void GetSpecifiedGroupMembersInfo(OnBase<List<GroupMember>> cb, string groupId, string[] userIdList)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupMember>>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'userIdList', type: 'string[]', doc: 'userIDList'},
        ],
        returns: 'OnBase<List<GroupMember>>',
        example: `IMSDK.GetSpecifiedGroupMembersInfo((members, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{members.Count} found");
}, "group001", new[] {"user001", "user002"});`,
      },
    },
  },

  // ---------------------------------------------------------------- getUsersInGroup
  {
    id: 'api/group/getUsersInGroup',
    summary: {
      'zh-Hans': '从给定的用户 ID 中找出哪些是某个群的成员，只查本地、只返回 ID。',
      en: 'Tells which of the given user IDs are members of a group, from local data only, returning IDs only.',
    },
    requires: ['init', 'login'],
    params: {
      groupID: GROUP_ID,
      userIDList: {description: {'zh-Hans': '要检查的用户 ID 列表。', en: 'User IDs to check.'}},
      params: {description: {'zh-Hans': '包含 `groupID` 和 `userIDList` 的对象。', en: 'An object with `groupID` and `userIDList`.'}},
      options: {
        description: {
          'zh-Hans': '包含 `groupID` 和 `userIDList` 的对象，由原生插件读取。',
          en: 'An object with `groupID` and `userIDList`, read by the native plugin.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '输入中属于该群成员的用户 ID，保持输入顺序；当前用户不在该群时为空。',
        en: 'The input IDs that belong to members of the group, in input order; empty when the current user is not in the group.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getUsersInGroup',
        signature: 'public void getUsersInGroup(OnBase<List<String>> base, String groupID, List<String> userIdList)',
        params: [
          {name: 'base', type: 'OnBase<List<String>>', doc: 'callback'},
          {name: 'groupID', type: 'String'},
          {name: 'userIdList', type: 'List<String>', doc: 'userIDList'},
        ],
        returns: 'OnBase<List<String>>',
        example: `OpenIMClient.getInstance().groupManager.getUsersInGroup(new OnBase<List<String>>() {
    @Override
    public void onSuccess(List<String> data) {
        boolean bothIn = data.size() == 2;
    }
}, "group001", Arrays.asList("user001", "user002"));`,
      },
      ios: {
        name: 'getUsersInGroup:userIDs:onSuccess:onFailure:',
        signature: `- (void)getUsersInGroup:(NSString *)groupID
                userIDs:(NSArray<NSString *> *)userIDs
            onSuccess:(nullable OIMStringArrayCallback)onSuccess
            onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'userIDs', type: 'NSArray<NSString *> *', doc: 'userIDList'},
          {name: 'onSuccess', type: 'OIMStringArrayCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMStringArrayCallback (NSString *value1, NSArray<NSString *> *value2)',
        example: `[OIMManager.manager getUsersInGroup:@"group001"
                           userIDs:@[@"user001", @"user002"]
                         onSuccess:^(NSString * _Nullable value1, NSArray<NSString *> * _Nullable value2) {
    NSLog(@"members: %@", value2);
${IOS_FAILURE}`,
        note: {
          'zh-Hans': '成功回调有两个参数：第一个始终为 `nil`，用户 ID 在第二个参数里。',
          en: 'The success block has two arguments: the first is always `nil`, the user IDs are in the second.',
        },
      },
      flutter: {
        name: 'getUsersInGroup',
        signature: 'Future<dynamic> getUsersInGroup(String groupID, List<String> userIDs, {String? operationID})',
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userIDs', type: 'List<String>', doc: 'userIDList'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `final raw = await OpenIM.iMManager.groupManager.getUsersInGroup('group001', ['user001', 'user002']);
final inGroup = List<String>.from(jsonDecode(raw as String));`,
        note: {
          'zh-Hans': '参数是位置参数而不是命名参数；结果不经解析，是原生层返回的 JSON 数组字符串，需要自行 `jsonDecode`。',
          en: 'The parameters are positional, not named; the result is not parsed: it is the JSON array string from the native layer, so `jsonDecode` it yourself.',
        },
      },
      web: {
        name: 'getUsersInGroup',
        signature: "getUsersInGroup(data: Omit<AccessToGroupParams, 'reason'>, operationID?: string): Promise<WsResponse<string[]>>",
        params: [
          {name: 'data', type: "Omit<AccessToGroupParams, 'reason'>", doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<string[]>>',
        example: `const {data} = await OpenIM.getUsersInGroup({groupID: 'group001', userIDList: ['user001', 'user002']});
const isMember = data.includes('user002');`,
      },
      electron: {
        name: 'getUsersInGroup',
        signature: "getUsersInGroup(data: Omit<AccessToGroupParams, 'reason'>, operationID?: string): Promise<WsResponse<string[]>>",
        params: [
          {name: 'data', type: "Omit<AccessToGroupParams, 'reason'>", doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<string[]>>',
        example: `const {data: inGroup} = await IMSDK.getUsersInGroup({groupID: 'group001', userIDList: ['user001', 'user002']});`,
      },
      'react-native': {
        name: 'getUsersInGroup',
        signature: 'getUsersInGroup(params: GetGroupMembersInfoParams, operationID?: string): Promise<string[]>',
        params: [
          {name: 'params', type: 'GetGroupMembersInfoParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<string[]>',
        example: `const inGroup = await OpenIMSDK.getUsersInGroup({groupID: 'group001', userIDList: ['user001', 'user002']});`,
      },
      uniapp: {
        name: 'getUsersInGroup',
        signature:
          "IMSDK.asyncApi('getUsersInGroup' as IMMethods, operationID: string, options: {groupID: string; userIDList: string[]}): Promise<{errCode: number; errMsg: string; data: string[]}>",
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; userIDList: string[]}'},
        ],
        returns: 'Promise<{errCode: number; errMsg: string; data: string[]}>',
        example: `import type {IMMethods} from 'openim-uniapp-polyfill';

const {data: members} = (await IMSDK.asyncApi('getUsersInGroup' as IMMethods, IMSDK.uuid(), {
  groupID: 'group001',
  userIDList: ['user001', 'user002'],
})) as {data: string[]};`,
        note: {
          'zh-Hans':
            'v3.8.3 的原生插件（Android 与 iOS）导出了 `getUsersInGroup`，但 openim-uniapp-polyfill 1.4.3 的 `IMMethods` 没有对应成员，所以按插件方法名调用（TypeScript 中把字符串断言为 `IMMethods`）；只在 App 端可用。',
          en: 'The v3.8.3 native plugin (Android and iOS) exports `getUsersInGroup`, but `IMMethods` in openim-uniapp-polyfill 1.4.3 has no member for it, so call the plugin method by name (in TypeScript, assert the string as `IMMethods`); it works in the App build only.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans':
            '小程序 SDK 没有该方法。改用 [getSpecifiedGroupMembersInfo](/sdks/api/group/getSpecifiedGroupMembersInfo)，返回结果中出现的 `userID` 即为群成员。',
          en: 'The mini-program SDK has no such method. Use [getSpecifiedGroupMembersInfo](/sdks/api/group/getSpecifiedGroupMembersInfo) instead: the `userID`s in its result are the members.',
        },
      },
      unity: {
        name: 'GetUsersInGroup',
        signature: 'public static void GetUsersInGroup(OnBase<string[]> cb, string groupId, string[] userIdList)',
        params: [
          {name: 'cb', type: 'OnBase<string[]>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'userIdList', type: 'string[]', doc: 'userIDList'},
        ],
        returns: 'OnBase<string[]>',
        example: `IMSDK.GetUsersInGroup((ids, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"in group: {string.Join(",", ids)}");
}, "group001", new[] {"user001", "user002"});`,
      },
    },
  },

  // ---------------------------------------------------------------- searchGroupMembers
  {
    id: 'api/group/searchGroupMembers',
    summary: {
      'zh-Hans': '在本地数据库中按关键词搜索某个群的成员，可匹配用户 ID 或群昵称。',
      en: "Searches a group's members in the local database by keyword, matching user IDs or group nicknames.",
    },
    requires: ['init', 'login'],
    params: {
      searchParam: {
        description: {
          'zh-Hans':
            '搜索条件：`groupID`、`keywordList`（只使用第一个关键词，不能为空）、`isSearchUserID`、`isSearchMemberNickname`（至少一个为 `true`）、`offset`、`count`。',
          en: 'Search conditions: `groupID`, `keywordList` (only the first keyword is used; must not be empty), `isSearchUserID`, `isSearchMemberNickname` (at least one `true`), `offset` and `count`.',
        },
        ref: 'class/group/SearchGroupMembersParam',
      },
      groupID: GROUP_ID,
      keywordList: {description: {'zh-Hans': '关键词列表，只使用第一个，做模糊匹配。', en: 'Keywords; only the first is used, as a substring match.'}},
      isSearchUserID: {description: {'zh-Hans': '是否匹配成员的用户 ID。', en: "Whether to match members' user IDs."}},
      isSearchMemberNickname: {description: {'zh-Hans': '是否匹配成员的群昵称。', en: "Whether to match members' group nicknames."}},
      offset: {description: {'zh-Hans': '跳过前多少条结果，首页为 0。', en: 'Number of results to skip; 0 for the first page.'}},
      count: {description: {'zh-Hans': '本页最多返回多少条。', en: 'Maximum number of results in this page.'}},
    },
    result: {
      description: {
        'zh-Hans': '匹配的成员，按角色从高到低、再按入群时间从早到晚排列。',
        en: 'The matching members, by role from highest, then by join time from earliest.',
      },
      ref: 'class/group/groupMemberInfo',
    },
    triggers: [],
    errors: [10005],
    platforms: {
      android: {
        name: 'searchGroupMembers',
        signature: `public void searchGroupMembers(OnBase<List<GroupMembersInfo>> base, String groupID, List<String> keywordList, boolean isSearchUserID,
    boolean isSearchMemberNickname, int offset, int count)`,
        params: [
          {name: 'base', type: 'OnBase<List<GroupMembersInfo>>', doc: 'callback'},
          {name: 'groupID', type: 'String'},
          {name: 'keywordList', type: 'List<String>'},
          {name: 'isSearchUserID', type: 'boolean'},
          {name: 'isSearchMemberNickname', type: 'boolean'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<List<GroupMembersInfo>>',
        example: `OpenIMClient.getInstance().groupManager.searchGroupMembers(new OnBase<List<GroupMembersInfo>>() {
    @Override
    public void onSuccess(List<GroupMembersInfo> data) {
        Log.i("IM", data.size() + " matches");
    }
}, "group001", Collections.singletonList("alice"), true, true, 0, 20);`,
        note: {
          'zh-Hans': 'Android 把搜索条件拆成独立参数，而不是一个参数对象。',
          en: 'Android takes the conditions as separate arguments rather than one parameter object.',
        },
      },
      ios: {
        name: 'searchGroupMembers:onSuccess:onFailure:',
        signature: `- (void)searchGroupMembers:(OIMSearchGroupMembersParam *)searchParam
                 onSuccess:(nullable OIMGroupMembersInfoCallback)onSuccess
                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'searchParam', type: 'OIMSearchGroupMembersParam *'},
          {name: 'onSuccess', type: 'OIMGroupMembersInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupMembersInfoCallback (NSArray<OIMGroupMemberInfo *> *)',
        example: `OIMSearchGroupMembersParam *param = [OIMSearchGroupMembersParam new];
param.groupID = @"group001";
param.keywordList = @[@"alice"];
param.isSearchUserID = YES;
param.isSearchMemberNickname = YES;
param.count = 20;
[OIMManager.manager searchGroupMembers:param onSuccess:^(NSArray<OIMGroupMemberInfo *> * _Nullable groupMembersInfo) {
    NSLog(@"%lu matches", (unsigned long)groupMembersInfo.count);
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'searchGroupMembers',
        signature: `Future<List<GroupMembersInfo>> searchGroupMembers({
  required String groupID,
  List<String> keywordList = const [],
  bool isSearchUserID = false,
  bool isSearchMemberNickname = false,
  int offset = 0,
  int count = 40,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'keywordList', type: 'List<String>', required: false},
          {name: 'isSearchUserID', type: 'bool', required: false},
          {name: 'isSearchMemberNickname', type: 'bool', required: false},
          {name: 'offset', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupMembersInfo>>',
        example: `final result = await OpenIM.iMManager.groupManager.searchGroupMembers(
  groupID: 'group001',
  keywordList: ['alice'],
  isSearchUserID: true,
  isSearchMemberNickname: true,
);`,
        note: {
          'zh-Hans':
            'Flutter 用命名参数代替参数对象，`count` 默认 40；两个开关默认都是 `false`，至少要打开一个。另有返回原始 Map 的 `searchGroupMembersListMap`。',
          en: 'Flutter takes named arguments instead of a parameter object, `count` defaults to 40; both switches default to `false`, so turn at least one on. `searchGroupMembersListMap` returns raw maps instead.',
        },
      },
      web: {
        name: 'searchGroupMembers',
        signature: 'searchGroupMembers(data: SearchGroupMemberParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'data', type: 'SearchGroupMemberParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.searchGroupMembers({
  groupID: 'group001',
  keywordList: ['alice'],
  isSearchUserID: true,
  isSearchMemberNickname: true,
  offset: 0,
  count: 20,
});`,
      },
      electron: {
        name: 'searchGroupMembers',
        signature: 'searchGroupMembers(data: SearchGroupMemberParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'data', type: 'SearchGroupMemberParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await IMSDK.searchGroupMembers({
  groupID: 'group001',
  keywordList: ['alice'],
  isSearchUserID: true,
  isSearchMemberNickname: true,
  offset: 0,
  count: 20,
});`,
      },
      'react-native': {
        name: 'searchGroupMembers',
        signature: 'searchGroupMembers(params: SearchGroupMemberParams, operationID?: string): Promise<GroupMemberItem[]>',
        params: [
          {name: 'params', type: 'SearchGroupMemberParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupMemberItem[]>',
        example: `const result = await OpenIMSDK.searchGroupMembers({
  groupID: 'group001',
  keywordList: ['alice'],
  isSearchUserID: true,
  isSearchMemberNickname: true,
  offset: 0,
  count: 20,
});`,
      },
      uniapp: {
        name: 'IMMethods.SearchGroupMembers',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SearchGroupMembers, operationID: string, searchOptions: SearchGroupMemberParams): Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'searchOptions', type: 'SearchGroupMemberParams', doc: 'searchParam'},
        ],
        returns: 'Promise<{errCode: number; errMsg: string; data: GroupMemberItem[]}>',
        example: `import type {GroupMemberItem} from 'openim-uniapp-polyfill';

const {data} = (await IMSDK.asyncApi(IMSDK.IMMethods.SearchGroupMembers, IMSDK.uuid(), {
  groupID: 'group001',
  keywordList: ['alice'],
  isSearchUserID: true,
  isSearchMemberNickname: true,
  offset: 0,
  count: 20,
})) as {data: GroupMemberItem[]};`,
      },
      'mini-program': {
        name: 'searchGroupMembers',
        signature: 'searchGroupMembers(params: SearchGroupMemberParams, operationID?: string): Promise<WsResponse<GroupMemberItem[]>>',
        params: [
          {name: 'params', type: 'SearchGroupMemberParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupMemberItem[]>>',
        example: `const {data} = await OpenIM.searchGroupMembers({
  groupID: 'group001',
  keywordList: ['alice'],
  isSearchUserID: false,
  isSearchMemberNickname: true,
  offset: 0,
  count: 20,
});`,
      },
      unity: {
        name: 'SearchGroupMembers',
        signature: 'public static void SearchGroupMembers(OnBase<List<GroupMember>> cb, SearchGroupMembersParam searchParam)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupMember>>'},
          {name: 'searchParam', type: 'SearchGroupMembersParam'},
        ],
        returns: 'OnBase<List<GroupMember>>',
        example: `IMSDK.SearchGroupMembers((members, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{members.Count} matches");
}, new SearchGroupMembersParam {
    GroupID = "group001", KeywordList = new[] {"alice"},
    IsSearchUserID = true, IsSearchMemberNickname = true, Offset = 0, Count = 20,
});`,
      },
    },
  },

  // ---------------------------------------------------------------- setGroupMemberInfo
  {
    id: 'api/group/setGroupMemberInfo',
    summary: {
      'zh-Hans': '修改一个群成员的群昵称、群头像、角色或扩展字段；只提交要改的字段。',
      en: "Changes a member's group nickname, group avatar, role or extension field; send only the fields to change.",
    },
    requires: ['init', 'login'],
    params: {
      groupMemberInfo: {
        description: {
          'zh-Hans':
            '要修改的成员：必填 `groupID`、`userID`，可选 `nickname`、`faceURL`、`roleLevel`（只能是 `20` 普通成员或 `60` 管理员）、`ex`；未提供的字段保持不变。',
          en: 'The member to change: `groupID` and `userID` are required; `nickname`, `faceURL`, `roleLevel` (only `20` ordinary member or `60` admin) and `ex` are optional; fields left out stay unchanged.',
        },
        ref: 'class/group/SetGroupMemberInfo',
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功后本地成员资料已与服务端同步。',
        en: 'No payload; on success the local member record has been synced with the server.',
      },
    },
    triggers: ['callback/onGroupMemberInfoChanged'],
    errors: [1001, 1002],
    platforms: {
      android: {
        name: 'setGroupMemberInfo',
        signature: 'public void setGroupMemberInfo(SetGroupMemberInfo setGroupMemberInfo, OnBase<String> base)',
        params: [
          {name: 'setGroupMemberInfo', type: 'SetGroupMemberInfo', doc: 'groupMemberInfo'},
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
        ],
        returns: 'OnBase<String>',
        example: `SetGroupMemberInfo info = new SetGroupMemberInfo();
info.setGroupID("group001");
info.setUserID("user002");
info.setRoleLevel(60); // make user002 an admin
OpenIMClient.getInstance().groupManager.setGroupMemberInfo(info, new OnBase<String>() {
    @Override
    public void onSuccess(String data) { }
});`,
        note: {
          'zh-Hans': '参数顺序与其他方法相反：资料在前、回调在后。为 `null` 的字段不会被序列化，因此不会被修改。',
          en: 'The argument order is the reverse of other methods: the info first, the callback last. Fields left `null` are not serialised, so they are not changed.',
        },
      },
      ios: {
        name: 'setGroupMemberInfo:onSuccess:onFailure:',
        signature: `- (void)setGroupMemberInfo:(NSDictionary *)groupMemberInfo
                 onSuccess:(nullable OIMSuccessCallback)onSuccess
                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupMemberInfo', type: 'NSDictionary *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager setGroupMemberInfo:@{@"groupID": @"group001",
                                        @"userID": @"user001",
                                        @"nickname": @"Alice (PM)"}
                             onSuccess:^(NSString * _Nullable data) {
    NSLog(@"updated");
${IOS_FAILURE}`,
        note: {
          'zh-Hans':
            '参数是字典，键名与 `OIMSetGroupMemberInfo` 的属性相同。只放要改的键：若把整个 `OIMSetGroupMemberInfo` 转成字典，未赋值的 `roleLevel` 会以 `0` 发出而被服务端拒绝。另有便捷方法 `setGroupMemberNickname:…` 和 `setGroupMemberRoleLevel:…`。',
          en: 'The argument is a dictionary whose keys are the properties of `OIMSetGroupMemberInfo`. Put in only the keys to change: converting a whole `OIMSetGroupMemberInfo` sends an unset `roleLevel` as `0`, which the server rejects. The shortcuts `setGroupMemberNickname:…` and `setGroupMemberRoleLevel:…` also exist.',
        },
      },
      flutter: {
        name: 'setGroupMemberInfo',
        signature: `Future<dynamic> setGroupMemberInfo({
  required SetGroupMemberInfo groupMembersInfo,
  String? operationID,
})`,
        params: [
          {name: 'groupMembersInfo', type: 'SetGroupMemberInfo', doc: 'groupMemberInfo'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.setGroupMemberInfo(
  groupMembersInfo: SetGroupMemberInfo(groupID: 'group001', userID: 'user002', roleLevel: GroupRoleLevel.admin),
);`,
        note: {
          'zh-Hans': '参数名为 `groupMembersInfo`（复数）。另有便捷方法 `setGroupMemberNickname` 和 `setGroupMemberRoleLevel`。',
          en: 'The parameter is named `groupMembersInfo` (plural). The shortcuts `setGroupMemberNickname` and `setGroupMemberRoleLevel` also exist.',
        },
      },
      web: {
        name: 'setGroupMemberInfo',
        signature: 'setGroupMemberInfo<T>(data: UpdateMemberInfoParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'UpdateMemberInfoParams', doc: 'groupMemberInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.setGroupMemberInfo({
  groupID: 'group001',
  userID: 'user001',
  nickname: 'Alice (PM)',
});`,
      },
      electron: {
        name: 'setGroupMemberInfo',
        signature: 'setGroupMemberInfo<T>(data: UpdateMemberInfoParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'UpdateMemberInfoParams', doc: 'groupMemberInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.setGroupMemberInfo({groupID: 'group001', userID: 'user002', roleLevel: 60});`,
      },
      'react-native': {
        name: 'setGroupMemberInfo',
        signature: 'setGroupMemberInfo(params: UpdateMemberInfoParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'UpdateMemberInfoParams', doc: 'groupMemberInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.setGroupMemberInfo({groupID: 'group001', userID: 'user001', nickname: 'Alice (PM)'});`,
      },
      uniapp: {
        name: 'IMMethods.SetGroupMemberInfo',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SetGroupMemberInfo, operationID: string, data: {groupID: string; userID: string; nickname?: string; faceURL?: string; roleLevel?: number; ex?: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {
            name: 'data',
            type: '{groupID: string; userID: string; nickname?: string; faceURL?: string; roleLevel?: number; ex?: string}',
            doc: 'groupMemberInfo',
          },
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.SetGroupMemberInfo, IMSDK.uuid(), {
  groupID: 'group001',
  userID: 'user001',
  nickname: 'Alice (PM)',
});`,
      },
      'mini-program': {
        name: 'setGroupMemberInfo',
        signature: 'setGroupMemberInfo(params: UpdateMemberInfoParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'UpdateMemberInfoParams', doc: 'groupMemberInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.setGroupMemberInfo({groupID: 'group001', userID: 'user001', nickname: 'Alice (PM)'});`,
      },
      unity: {
        name: 'SetGroupMemberInfo',
        signature: 'public static void SetGroupMemberInfo(OnBase<bool> cb, SetGroupMemberInfo groupMemberInfo)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupMemberInfo', type: 'SetGroupMemberInfo'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.SetGroupMemberInfo((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"update failed: {errCode} {errMsg}");
}, new SetGroupMemberInfo {
    GroupID = "group001", UserID = "user001",
    Nickname = new StringValue {Value = "Alice (PM)"},
});`,
        note: {
          'zh-Hans':
            '可选字段使用包装类型（`StringValue`、`Int32Value`），为 `null` 表示不修改。SDK 按 Newtonsoft 默认设置把包装类型写成 `{"value": ...}` 对象，内核不接受并返回 10005，所以调用前要先注册 [setConversation](/sdks/api/conversation/setConversation) 示例中的 `WrapperAsValue` 转换器（每个应用注册一次）。在 f932b62 中，该方法发送请求后还会用同一组参数调用一次 `APIKey.SetGroupInfo`，回调可能因此收到额外的结果。',
          en: 'Optional fields use wrapper types (`StringValue`, `Int32Value`); `null` means unchanged. The SDK writes wrappers with Newtonsoft\'s default settings as `{"value": ...}` objects, which the core rejects with 10005, so register the `WrapperAsValue` converter from the [setConversation](/sdks/api/conversation/setConversation) example first (once per app). At f932b62 the method also calls `APIKey.SetGroupInfo` with the same arguments after the request, so the callback may receive an extra result.',
        },
      },
    },
  },

  // ---------------------------------------------------------------- changeGroupMemberMute
  {
    id: 'api/group/changeGroupMemberMute',
    summary: {
      'zh-Hans': '禁言某个群成员指定的秒数，传 0 解除禁言。',
      en: 'Mutes a group member for a number of seconds; 0 lifts the mute.',
    },
    requires: ['init', 'login'],
    params: {
      groupID: GROUP_ID,
      userID: {description: {'zh-Hans': '要禁言或解除禁言的成员的用户 ID。', en: 'User ID of the member to mute or unmute.'}},
      mutedSeconds: {
        description: {
          'zh-Hans': '禁言时长，单位为秒，从调用时刻起算；`0` 表示解除禁言。',
          en: 'Mute duration in seconds, counted from the call; `0` lifts the mute.',
        },
      },
      params: {description: {'zh-Hans': '包含 `groupID`、`userID`、`mutedSeconds` 的对象。', en: 'An object with `groupID`, `userID` and `mutedSeconds`.'}},
      options: {
        description: {
          'zh-Hans': '包含 `groupID`、`userID`、`mutedSeconds` 的对象，由原生插件读取。',
          en: 'An object with `groupID`, `userID` and `mutedSeconds`, read by the native plugin.',
        },
      },
    },
    result: {description: {'zh-Hans': '无业务数据。', en: 'No payload.'}},
    triggers: ['callback/onGroupMemberInfoChanged'],
    errors: [1002, 1004],
    platforms: {
      android: {
        name: 'changeGroupMemberMute',
        signature: 'public void changeGroupMemberMute(OnBase<String> base, String gid, String uid, long seconds)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'uid', type: 'String', doc: 'userID'},
          {name: 'seconds', type: 'long', doc: 'mutedSeconds'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.changeGroupMemberMute(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        // user002 cannot speak in group001 for one hour
    }
}, "group001", "user002", 3600);`,
      },
      ios: {
        name: 'changeGroupMemberMute:userID:mutedSeconds:onSuccess:onFailure:',
        signature: `- (void)changeGroupMemberMute:(NSString *)groupID
                       userID:(NSString *)userID
                 mutedSeconds:(NSInteger)mutedSeconds
           onSuccess:(nullable OIMSuccessCallback)onSuccess
           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'userID', type: 'NSString *'},
          {name: 'mutedSeconds', type: 'NSInteger'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager changeGroupMemberMute:@"group001"
                                   userID:@"user002"
                             mutedSeconds:3600
                                onSuccess:^(NSString * _Nullable data) {
    NSLog(@"muted for an hour");
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'changeGroupMemberMute',
        signature: `Future<dynamic> changeGroupMemberMute({
  required String groupID,
  required String userID,
  int seconds = 0,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userID', type: 'String'},
          {name: 'seconds', type: 'int', required: false, doc: 'mutedSeconds'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.changeGroupMemberMute(
  groupID: 'group001',
  userID: 'user002',
  seconds: 3600,
);`,
        note: {
          'zh-Hans': '时长参数名为 `seconds`，默认 0：不传时是**解除**禁言。',
          en: 'The duration is named `seconds` and defaults to 0: leaving it out **lifts** the mute.',
        },
      },
      web: {
        name: 'changeGroupMemberMute',
        signature: 'changeGroupMemberMute<T>(data: ChangeGroupMemberMuteParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'ChangeGroupMemberMuteParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.changeGroupMemberMute({groupID: 'group001', userID: 'user002', mutedSeconds: 3600});`,
      },
      electron: {
        name: 'changeGroupMemberMute',
        signature: 'changeGroupMemberMute<T>(data: ChangeGroupMemberMuteParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'ChangeGroupMemberMuteParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.changeGroupMemberMute({groupID: 'group001', userID: 'user002', mutedSeconds: 3600});`,
      },
      'react-native': {
        name: 'changeGroupMemberMute',
        signature: 'changeGroupMemberMute(params: ChangeGroupMemberMuteParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'ChangeGroupMemberMuteParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.changeGroupMemberMute({groupID: 'group001', userID: 'user002', mutedSeconds: 3600});`,
      },
      uniapp: {
        name: 'IMMethods.ChangeGroupMemberMute',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.ChangeGroupMemberMute, operationID: string, options: {groupID: string; userID: string; mutedSeconds: number}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; userID: string; mutedSeconds: number}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.ChangeGroupMemberMute, IMSDK.uuid(), {
  groupID: 'group001',
  userID: 'user002',
  mutedSeconds: 3600,
});`,
      },
      'mini-program': {
        name: 'changeGroupMemberMute',
        signature: 'changeGroupMemberMute(params: ChangeGroupMemberMuteParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'ChangeGroupMemberMuteParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.changeGroupMemberMute({groupID: 'group001', userID: 'user002', mutedSeconds: 0}); // unmute`,
      },
      unity: {
        name: 'ChangeGroupMemberMute',
        signature: 'public static void ChangeGroupMemberMute(OnBase<bool> cb, string groupId, string userId, int mutedSeconds)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'userId', type: 'string', doc: 'userID'},
          {name: 'mutedSeconds', type: 'int'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.ChangeGroupMemberMute((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"mute failed: {errCode} {errMsg}");
}, "group001", "user002", 3600);`,
      },
    },
  },

  // ---------------------------------------------------------------- changeGroupMute
  {
    id: 'api/group/changeGroupMute',
    summary: {
      'zh-Hans': '开启或关闭全员禁言：开启后只有群主和管理员能在群里发言。',
      en: 'Turns muting of the whole group on or off: while on, only the owner and admins can speak.',
    },
    requires: ['init', 'login'],
    params: {
      groupID: GROUP_ID,
      isMute: {description: {'zh-Hans': '`true` 开启全员禁言，`false` 关闭。', en: '`true` mutes the whole group, `false` lifts it.'}},
      params: {description: {'zh-Hans': '包含 `groupID` 和 `isMute` 的对象。', en: 'An object with `groupID` and `isMute`.'}},
      options: {
        description: {
          'zh-Hans': '包含 `groupID` 和 `isMute` 的对象，由原生插件读取。',
          en: 'An object with `groupID` and `isMute`, read by the native plugin.',
        },
      },
    },
    result: {description: {'zh-Hans': '无业务数据；成功后本地群资料已同步。', en: 'No payload; on success the local group profile has been synced.'}},
    triggers: ['callback/onGroupInfoChanged'],
    errors: [1002],
    platforms: {
      android: {
        name: 'changeGroupMute',
        signature: 'public void changeGroupMute(OnBase<String> base, String gid, boolean mute)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'mute', type: 'boolean', doc: 'isMute'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.changeGroupMute(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        // only the owner and admins can speak now
    }
}, "group001", true);`,
      },
      ios: {
        name: 'changeGroupMute:isMute:onSuccess:onFailure:',
        signature: `- (void)changeGroupMute:(NSString *)groupID
                 isMute:(BOOL)isMute
              onSuccess:(nullable OIMSuccessCallback)onSuccess
              onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'isMute', type: 'BOOL'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager changeGroupMute:@"group001"
                             isMute:YES
                          onSuccess:^(NSString * _Nullable data) {
    NSLog(@"group muted");
${IOS_FAILURE}`,
      },
      flutter: {
        name: 'changeGroupMute',
        signature: `Future<dynamic> changeGroupMute({
  required String groupID,
  required bool mute,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'mute', type: 'bool', doc: 'isMute'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.changeGroupMute(groupID: 'group001', mute: true);`,
      },
      web: {
        name: 'changeGroupMute',
        signature: 'changeGroupMute<T>(data: ChangeGroupMuteParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'ChangeGroupMuteParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.changeGroupMute({groupID: 'group001', isMute: true});`,
      },
      electron: {
        name: 'changeGroupMute',
        signature: 'changeGroupMute<T>(data: ChangeGroupMuteParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'ChangeGroupMuteParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.changeGroupMute({groupID: 'group001', isMute: true});`,
      },
      'react-native': {
        name: 'changeGroupMute',
        signature: 'changeGroupMute(params: ChangeGroupMuteParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'ChangeGroupMuteParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.changeGroupMute({groupID: 'group001', isMute: true});`,
      },
      uniapp: {
        name: 'IMMethods.ChangeGroupMute',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.ChangeGroupMute, operationID: string, options: {groupID: string; isMute: boolean}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID: string; isMute: boolean}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.ChangeGroupMute, IMSDK.uuid(), {groupID: 'group001', isMute: true});`,
      },
      'mini-program': {
        name: 'changeGroupMute',
        signature: 'changeGroupMute(params: ChangeGroupMuteParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'ChangeGroupMuteParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.changeGroupMute({groupID: 'group001', isMute: false});`,
      },
      unity: {
        name: 'ChangeGroupMute',
        signature: 'public static void ChangeGroupMute(OnBase<bool> cb, string groupId, bool isMute)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'isMute', type: 'bool'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.ChangeGroupMute((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"mute group failed: {errCode} {errMsg}");
}, "group001", true);`,
      },
    },
  },
];
