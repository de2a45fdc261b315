/** Methods of the group module about the group itself: lifecycle, info, lists, search, listener. Facts: see ../sources.ts. */
import type {Localized} from '../../locale';
import type {SdkMethod} from '../types';

/** The group ID parameter, which every platform names a little differently. */
const GROUP_ID: Localized = {'zh-Hans': '群 ID。', en: 'The group ID.'};

export const GROUP_METHODS: readonly SdkMethod[] = [
  // ---------------------------------------------------------------- createGroup
  {
    id: 'api/group/createGroup',
    summary: {
      'zh-Hans': '创建一个群，当前用户默认成为群主，并可同时拉入初始成员和管理员。',
      en: 'Creates a group with the current user as owner by default, optionally adding initial members and admins in the same call.',
    },
    requires: ['login'],
    params: {
      groupReqInfo: {
        description: {
          'zh-Hans':
            '建群请求：`groupInfo`（群资料，`groupType` 必须为 2）、`memberUserIDs`（普通成员）、`adminUserIDs`（管理员）、`ownerUserID`（群主，留空为当前用户）。',
          en: 'The create request: `groupInfo` (group profile; `groupType` must be 2), `memberUserIDs` (ordinary members), `adminUserIDs` (admins) and `ownerUserID` (owner; empty means the current user).',
        },
        ref: 'class/group/CreateGroupReq',
      },
      groupInfo: {
        description: {
          'zh-Hans':
            '新群的资料：`groupType` 必须为 2（工作群），可设置 `groupName`、`faceURL`、`introduction`、`notification`、`needVerification`、`ex` 等；`groupID` 留空由服务端生成。',
          en: 'Profile of the new group: `groupType` must be 2 (work group); `groupName`, `faceURL`, `introduction`, `notification`, `needVerification`, `ex` and so on may be set; leave `groupID` empty to let the server generate one.',
        },
        ref: 'class/group/groupInfo',
      },
      memberUserIDs: {
        description: {
          'zh-Hans': '以普通成员身份直接入群的用户 ID 列表，无需对方同意；不要包含群主和管理员。',
          en: 'IDs of users added as ordinary members straight away, without their consent; do not repeat the owner or the admins here.',
        },
      },
      adminUserIDs: {
        description: {
          'zh-Hans': '以管理员身份入群的用户 ID 列表，可为空。',
          en: 'IDs of users added as admins; may be empty.',
        },
      },
      ownerUserID: {
        description: {
          'zh-Hans': '群主的用户 ID；留空时为当前登录用户。普通用户只能填自己，指定他人需要应用管理员身份。',
          en: 'User ID of the owner; the logged-in user when empty. An ordinary user can only name themself; naming someone else needs an app admin.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '新建群的完整资料，其中 `groupID` 是服务端生成或你指定的群 ID。',
        en: "The new group's full profile; `groupID` is the ID the server generated or the one you chose.",
      },
      ref: 'class/group/groupInfo',
    },
    triggers: ['callback/onJoinedGroupAdded', 'callback/onGroupMemberAdded'],
    errors: [10401, 1101, 1202, 1002],
    platforms: {
      android: {
        name: 'createGroup',
        signature:
          'public void createGroup(List<String> memberUserIDs, List<String> adminUserIDs, GroupInfo groupInfo, String ownerUserID, OnBase<GroupInfo> callBack)',
        params: [
          {name: 'memberUserIDs', type: 'List<String>'},
          {name: 'adminUserIDs', type: 'List<String>', required: false},
          {name: 'groupInfo', type: 'GroupInfo'},
          {name: 'ownerUserID', type: 'String', required: false},
          {name: 'callBack', type: 'OnBase<GroupInfo>', doc: 'callback'},
        ],
        returns: 'OnBase<GroupInfo>',
        example: `GroupInfo info = new GroupInfo();
info.setGroupName("Project team");
info.setGroupType(GroupType.WORK);
OpenIMClient.getInstance().groupManager.createGroup(
    Arrays.asList("user002"), new ArrayList<>(), info, null,
    new OnBase<GroupInfo>() {
        @Override public void onSuccess(GroupInfo data) { Log.i("IM", "created " + data.getGroupID()); }
        @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
    });`,
        note: {
          'zh-Hans': 'Android 把请求拆成四个参数，回调放在最后；`ownerUserID` 传 `null` 即以当前用户为群主。',
          en: 'Android splits the request into four parameters and takes the callback last; pass `null` as `ownerUserID` to make the current user the owner.',
        },
      },
      ios: {
        name: 'createGroup:onSuccess:onFailure:',
        signature: `- (void)createGroup:(OIMGroupCreateInfo *)groupBaseInfo
          onSuccess:(nullable OIMGroupInfoCallback)onSuccess
          onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupBaseInfo', type: 'OIMGroupCreateInfo *', doc: 'groupReqInfo'},
          {name: 'onSuccess', type: 'OIMGroupInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupInfoCallback (OIMGroupInfo *groupInfo)',
        example: `OIMGroupCreateInfo *req = [OIMGroupCreateInfo new];
req.groupInfo = [OIMGroupBaseInfo new];
req.groupInfo.groupName = @"Project team";
req.groupInfo.groupType = OIMGroupTypeWorking;
req.memberUserIDs = @[@"user002"];
[OIMManager.manager createGroup:req onSuccess:^(OIMGroupInfo * _Nullable groupInfo) {
    NSLog(@"created %@", groupInfo.groupID);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"create failed: %ld %@", (long)code, msg);
}];`,
        note: {
          'zh-Hans':
            'iOS 的 `OIMGroupCreateInfo.groupInfo` 是 `OIMGroupBaseInfo`，只有 `groupType`、`groupName`、`notification`、`introduction`、`faceURL`、`ex`：不能在建群时指定群 ID 或入群验证方式，需建群后用 `setGroupInfo` 设置。`groupType` 默认值是 0，必须显式设为 `OIMGroupTypeWorking`。',
          en: 'On iOS `OIMGroupCreateInfo.groupInfo` is an `OIMGroupBaseInfo` with only `groupType`, `groupName`, `notification`, `introduction`, `faceURL` and `ex`: you cannot choose the group ID or the verification mode at creation, so set them afterwards with `setGroupInfo`. `groupType` defaults to 0 and must be set to `OIMGroupTypeWorking` explicitly.',
        },
      },
      flutter: {
        name: 'createGroup',
        signature: `Future<GroupInfo> createGroup({
  required GroupInfo groupInfo,
  List<String> memberUserIDs = const [],
  List<String> adminUserIDs = const [],
  String? ownerUserID,
  String? operationID,
})`,
        params: [
          {name: 'groupInfo', type: 'GroupInfo'},
          {name: 'memberUserIDs', type: 'List<String>', required: false},
          {name: 'adminUserIDs', type: 'List<String>', required: false},
          {name: 'ownerUserID', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<GroupInfo>',
        example: `final group = await OpenIM.iMManager.groupManager.createGroup(
  groupInfo: GroupInfo(groupID: '', groupName: 'Project team', groupType: GroupType.work),
  memberUserIDs: ['user002'],
);
print('created \${group.groupID}');`,
        note: {
          'zh-Hans': 'Flutter 的 `GroupInfo` 构造函数要求 `groupID`；传空字符串即由服务端生成群 ID。',
          en: "Flutter's `GroupInfo` constructor requires `groupID`; pass an empty string to let the server generate it.",
        },
      },
      web: {
        name: 'createGroup',
        signature: 'createGroup(data: CreateGroupParams, operationID?: string): Promise<WsResponse<GroupItem>>',
        params: [
          {name: 'data', type: 'CreateGroupParams', doc: 'groupReqInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem>>',
        example: `import {GroupType} from '@openim/wasm-client-sdk';

const {data: group} = await OpenIM.createGroup({
  groupInfo: {groupName: 'Project team', groupType: GroupType.WorkingGroup},
  memberUserIDs: ['user002'],
});
console.log('created', group.groupID);`,
      },
      electron: {
        name: 'createGroup',
        signature: 'createGroup(data: CreateGroupParams, operationID?: string): Promise<WsResponse<GroupItem>>',
        params: [
          {name: 'data', type: 'CreateGroupParams', doc: 'groupReqInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem>>',
        example: `const {data: group} = await IMSDK.createGroup({
  groupInfo: {groupName: 'Project team', groupType: 2},
  memberUserIDs: ['user002'],
});`,
      },
      'react-native': {
        name: 'createGroup',
        signature: 'createGroup(params: CreateGroupParams, operationID?: string): Promise<GroupItem>',
        params: [
          {name: 'params', type: 'CreateGroupParams', doc: 'groupReqInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupItem>',
        example: `import OpenIMSDK from '@openim/rn-client-sdk';

const group = await OpenIMSDK.createGroup({
  groupInfo: {groupName: 'Project team', groupType: 2},
  memberUserIDs: ['user002'],
});`,
        note: {
          'zh-Hans': 'React Native 直接返回群资料，不包在 `{data}` 里；失败时抛出 `OpenIMApiError`。',
          en: 'React Native resolves with the group itself rather than a `{data}` wrapper, and throws `OpenIMApiError` on failure.',
        },
      },
      uniapp: {
        name: 'IMMethods.CreateGroup',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateGroup, operationID: string, options: {groupInfo: object; memberUserIDs: string[]; adminUserIDs?: string[]; ownerUserID?: string}): Promise<{data: GroupItem}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupInfo; memberUserIDs; adminUserIDs?; ownerUserID?}', doc: 'groupReqInfo'},
        ],
        returns: 'Promise<{data: GroupItem}>',
        example: `import IMSDK from 'openim-uniapp-polyfill';
import type {GroupItem} from 'openim-uniapp-polyfill';

const {data: group} = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateGroup, IMSDK.uuid(), {
  groupInfo: {groupName: 'Project team', groupType: 2},
  memberUserIDs: ['user002'],
  adminUserIDs: [],
})) as {data: GroupItem};`,
      },
      'mini-program': {
        name: 'createGroup',
        signature: 'createGroup(params: CreateGroupParams, operationID?: string): Promise<WsResponse<GroupItem>>',
        params: [
          {name: 'params', type: 'CreateGroupParams', doc: 'groupReqInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem>>',
        example: `const {data: group} = await OpenIM.createGroup({
  groupInfo: {groupName: 'Project team', groupType: 2},
  memberUserIDs: ['user002'],
});`,
      },
      unity: {
        name: 'CreateGroup',
        signature: 'public static void CreateGroup(OnBase<GroupInfo> cb, CreateGroupReq groupReqInfo)',
        params: [
          {name: 'cb', type: 'OnBase<GroupInfo>'},
          {name: 'groupReqInfo', type: 'CreateGroupReq'},
        ],
        returns: 'OnBase<GroupInfo>',
        example: `var req = new CreateGroupReq {
    GroupInfo = new GroupInfo { GroupName = "Project team", GroupType = (int)GroupType.Group },
    MemberUserIDs = new[] { "user002" },
    AdminUserIDs = new string[0],
};
IMSDK.CreateGroup((group, errCode, errMsg) => Debug.Log($"created {group?.GroupID} {errCode}"), req);`,
        note: {
          'zh-Hans': 'Unity 的 `GroupType` 枚举只有 `Group = 2` 一个成员，对应工作群。',
          en: "Unity's `GroupType` enum has a single member, `Group = 2`, which is the work group.",
        },
      },
    },
  },
  // ---------------------------------------------------------------- dismissGroup
  {
    id: 'api/group/dismissGroup',
    summary: {
      'zh-Hans': '由群主解散群：群状态变为已解散，所有成员收到解散通知，之后不能再在群内发言或管理。',
      en: 'Lets the owner dismiss the group: its status becomes dismissed, every member is notified, and nobody can post or manage it afterwards.',
    },
    requires: ['login'],
    params: {
      groupID: {description: {'zh-Hans': '要解散的群 ID。', en: 'ID of the group to dismiss.'}},
    },
    result: {
      description: {'zh-Hans': '无业务数据；成功表示服务端已把群标记为已解散。', en: 'No payload; success means the server has marked the group as dismissed.'},
    },
    triggers: ['callback/onGroupDismissed'],
    errors: [1002, 1204, 1004],
    platforms: {
      android: {
        name: 'dismissGroup',
        signature: 'public void dismissGroup(OnBase<String> base, String gid)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.dismissGroup(new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "group dismissed"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "group001");`,
      },
      ios: {
        name: 'dismissGroup:onSuccess:onFailure:',
        signature: `- (void)dismissGroup:(NSString *)groupID
           onSuccess:(nullable OIMSuccessCallback)onSuccess
           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager dismissGroup:@"group001" onSuccess:^(NSString * _Nullable data) {
    NSLog(@"group dismissed");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"dismiss failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'dismissGroup',
        signature: 'Future<dynamic> dismissGroup({required String groupID, String? operationID})',
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.dismissGroup(groupID: 'group001');`,
      },
      web: {
        name: 'dismissGroup',
        signature: 'dismissGroup<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.dismissGroup('group001');`,
      },
      electron: {
        name: 'dismissGroup',
        signature: 'dismissGroup<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.dismissGroup('group001');`,
      },
      'react-native': {
        name: 'dismissGroup',
        signature: 'dismissGroup(groupID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'groupID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.dismissGroup('group001');`,
      },
      uniapp: {
        name: 'IMMethods.DismissGroup',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.DismissGroup, operationID: string, groupID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'groupID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.DismissGroup, IMSDK.uuid(), 'group001');`,
      },
      'mini-program': {
        name: 'dismissGroup',
        signature: 'dismissGroup(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.dismissGroup('group001');`,
      },
      unity: {
        name: 'DismissGroup',
        signature: 'public static void DismissGroup(OnBase<bool> cb, string groupId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.DismissGroup((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"dismiss failed: {errCode} {errMsg}");
}, "group001");`,
      },
    },
  },
  // ---------------------------------------------------------------- joinGroup
  {
    id: 'api/group/joinGroup',
    summary: {
      'zh-Hans': '主动申请加入一个群：按群的入群验证设置，直接入群或生成一条待群主、管理员处理的入群申请。',
      en: 'Asks to join a group: depending on its verification setting, the user joins at once or a join request waits for the owner or an admin.',
    },
    requires: ['login'],
    params: {
      groupID: {description: {'zh-Hans': '要加入的群 ID。', en: 'ID of the group to join.'}},
      reqMsg: {
        description: {
          'zh-Hans': '申请附言，会展示给审批的群主和管理员；群允许直接加入时不会用到。',
          en: 'Message shown to the owner and admins who review the request; unused when the group lets anyone join directly.',
        },
      },
      joinSource: {
        description: {
          'zh-Hans': '入群来源：2 邀请、3 搜索、4 扫描二维码；记录在申请和成员资料中。',
          en: 'How the user found the group: 2 invitation, 3 search, 4 QR code; stored on the request and the member record.',
        },
        ref: 'enum/joinSource',
      },
      ex: {
        description: {
          'zh-Hans': '申请的扩展字段，由你的业务自定义，可选。',
          en: 'Optional extension field of the request, defined by your app.',
        },
      },
      options: {
        description: {
          'zh-Hans': '包含 `groupID`、`reqMsg`、`joinSource` 和可选 `ex` 的对象。',
          en: 'An object with `groupID`, `reqMsg`, `joinSource` and an optional `ex`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据。成功只表示请求已被服务端受理：需要验证的群此时只生成了申请，并未入群。',
        en: 'No payload. Success only means the server accepted the request: for a group that needs verification, a request was filed and the user is not a member yet.',
      },
    },
    triggers: ['callback/onGroupApplicationAdded', 'callback/onJoinedGroupAdded', 'callback/onGroupMemberAdded'],
    errors: [1204, 1004, 1001],
    platforms: {
      android: {
        name: 'joinGroup',
        signature: `public void joinGroup(OnBase<String> base, String gid, String reason, int joinSource)
public void joinGroup(OnBase<String> base, String gid, String reason, int joinSource, String ex)`,
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'reason', type: 'String', doc: 'reqMsg'},
          {name: 'joinSource', type: 'int'},
          {name: 'ex', type: 'String', required: false},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.joinGroup(new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "join request sent"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "group001", "Hi, I'm user001", 3);`,
        note: {
          'zh-Hans': 'Android 有两个重载，不带 `ex` 的版本等于传 `null`；`joinSource` 是普通 `int`，没有枚举类。',
          en: 'Android has two overloads; the one without `ex` passes `null`. `joinSource` is a plain `int` with no enum class.',
        },
      },
      ios: {
        name: 'joinGroup:reqMsg:joinSource:ex:onSuccess:onFailure:',
        signature: `- (void)joinGroup:(NSString *)groupID
           reqMsg:(NSString * _Nullable)reqMsg
       joinSource:(OIMJoinType)joinSource
        onSuccess:(OIMSuccessCallback)onSuccess
        onFailure:(OIMFailureCallback)onFailure;

- (void)joinGroup:(NSString *)groupID
           reqMsg:(NSString *)reqMsg
       joinSource:(OIMJoinType)joinSource
               ex:(NSString * _Nullable)ex
        onSuccess:(OIMSuccessCallback)onSuccess
        onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'reqMsg', type: 'NSString *', required: false},
          {name: 'joinSource', type: 'OIMJoinType'},
          {name: 'ex', type: 'NSString *', required: false},
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager joinGroup:@"group001"
                      reqMsg:@"Hi, I'm user001"
                  joinSource:OIMJoinTypeSearch
                   onSuccess:^(NSString * _Nullable data) {
    NSLog(@"join request sent");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"join failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'joinGroup',
        signature: `Future<dynamic> joinGroup({
  required String groupID,
  String? reason,
  String? operationID,
  int joinSource = 3,
  String? ex,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'reason', type: 'String?', required: false, doc: 'reqMsg'},
          {name: 'operationID', type: 'String?', required: false},
          {name: 'joinSource', type: 'int', required: false},
          {name: 'ex', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.joinGroup(
  groupID: 'group001',
  reason: "Hi, I'm user001",
  joinSource: JoinSource.search,
);`,
        note: {
          'zh-Hans': 'Flutter 把附言参数命名为 `reason`，`joinSource` 默认为 3（搜索）。',
          en: 'Flutter names the message parameter `reason`, and `joinSource` defaults to 3 (search).',
        },
      },
      web: {
        name: 'joinGroup',
        signature: 'joinGroup<T>(data: JoinGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'JoinGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `import {GroupJoinSource} from '@openim/wasm-client-sdk';

await OpenIM.joinGroup({
  groupID: 'group001',
  reqMsg: "Hi, I'm user001",
  joinSource: GroupJoinSource.Search,
});`,
      },
      electron: {
        name: 'joinGroup',
        signature: 'joinGroup<T>(data: JoinGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'JoinGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.joinGroup({groupID: 'group001', reqMsg: "Hi, I'm user001", joinSource: 3});`,
      },
      'react-native': {
        name: 'joinGroup',
        signature: 'joinGroup(params: JoinGroupParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'JoinGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.joinGroup({groupID: 'group001', reqMsg: "Hi, I'm user001", joinSource: 3});`,
      },
      uniapp: {
        name: 'IMMethods.JoinGroup',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.JoinGroup, operationID: string, options: {groupID: string; reqMsg: string; joinSource: number; ex?: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID; reqMsg; joinSource; ex?}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.JoinGroup, IMSDK.uuid(), {
  groupID: 'group001',
  reqMsg: "Hi, I'm user001",
  joinSource: 3,
});`,
      },
      'mini-program': {
        name: 'joinGroup',
        signature: 'joinGroup(params: JoinGroupParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'JoinGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.joinGroup({groupID: 'group001', reqMsg: "Hi, I'm user001", joinSource: 3});`,
      },
      unity: {
        name: 'JoinGroup',
        signature: 'public static void JoinGroup(OnBase<bool> cb, string groupId, string reqMsg, JoinSource joinSource, string ex)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'reqMsg', type: 'string'},
          {name: 'joinSource', type: 'JoinSource'},
          {name: 'ex', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.JoinGroup((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"join failed: {errCode} {errMsg}");
}, "group001", "Hi, I'm user001", JoinSource.Search, "");`,
      },
    },
  },
  // ---------------------------------------------------------------- quitGroup
  {
    id: 'api/group/quitGroup',
    summary: {
      'zh-Hans': '当前用户主动退出一个群；群主不能退群，需先转让群主或解散群。',
      en: 'Makes the current user leave a group; the owner cannot leave and must transfer ownership or dismiss the group first.',
    },
    requires: ['login'],
    params: {
      groupID: {description: {'zh-Hans': '要退出的群 ID。', en: 'ID of the group to leave.'}},
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功后该群已从本地已加入群列表中移除。',
        en: 'No payload; on success the group has been removed from the local joined-group list.',
      },
    },
    triggers: ['callback/onJoinedGroupDeleted', 'callback/onGroupMemberDeleted'],
    errors: [1002, 1004],
    platforms: {
      android: {
        name: 'quitGroup',
        signature: 'public void quitGroup(OnBase<String> base, String gid)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.quitGroup(new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "left group001"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "group001");`,
      },
      ios: {
        name: 'quitGroup:onSuccess:onFailure:',
        signature: `- (void)quitGroup:(NSString *)groupID
        onSuccess:(nullable OIMSuccessCallback)onSuccess
        onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager quitGroup:@"group001" onSuccess:^(NSString * _Nullable data) {
    NSLog(@"left group001");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"quit failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'quitGroup',
        signature: 'Future<dynamic> quitGroup({required String groupID, String? operationID})',
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.quitGroup(groupID: 'group001');`,
      },
      web: {
        name: 'quitGroup',
        signature: 'quitGroup<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.quitGroup('group001');`,
      },
      electron: {
        name: 'quitGroup',
        signature: 'quitGroup<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.quitGroup('group001');`,
      },
      'react-native': {
        name: 'quitGroup',
        signature: 'quitGroup(groupID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'groupID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.quitGroup('group001');`,
      },
      uniapp: {
        name: 'IMMethods.QuitGroup',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.QuitGroup, operationID: string, groupID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'groupID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.QuitGroup, IMSDK.uuid(), 'group001');`,
      },
      'mini-program': {
        name: 'quitGroup',
        signature: 'quitGroup(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.quitGroup('group001');`,
      },
      unity: {
        name: 'QuitGroup',
        signature: 'public static void QuitGroup(OnBase<bool> cb, string groupId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.QuitGroup((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"quit failed: {errCode} {errMsg}");
}, "group001");`,
      },
    },
  },
  // ---------------------------------------------------------------- inviteUserToGroup
  {
    id: 'api/group/inviteUserToGroup',
    summary: {
      'zh-Hans': '邀请一个或多个用户进群：通常直接入群；群设为“全部需要验证”且邀请人是普通成员时，改为生成待审批的入群申请。',
      en: 'Invites one or more users into a group: usually they join at once; when the group requires verification for everyone and the inviter is an ordinary member, join requests are filed for approval instead.',
    },
    requires: ['login'],
    params: {
      groupID: {description: GROUP_ID},
      userIDList: {
        description: {
          'zh-Hans': '被邀请用户的 ID 列表，不能为空或重复，且都必须已在服务端注册。',
          en: 'IDs of the users to invite; must not be empty or contain duplicates, and every user must be registered on the server.',
        },
      },
      reason: {
        description: {
          'zh-Hans': '邀请说明，可为空字符串。',
          en: 'A note on the invitation; may be an empty string.',
        },
      },
      options: {
        description: {
          'zh-Hans': '包含 `groupID`、`reason` 和 `userIDList` 的对象。',
          en: 'An object with `groupID`, `reason` and `userIDList`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据。成功不一定代表已入群：需审批时只是生成了申请。',
        en: 'No payload. Success does not always mean the users are in: when approval is needed, only requests were filed.',
      },
    },
    triggers: ['callback/onGroupMemberAdded', 'callback/onJoinedGroupAdded', 'callback/onGroupApplicationAdded'],
    errors: [1204, 1004, 1001],
    platforms: {
      android: {
        name: 'inviteUserToGroup',
        signature: 'public void inviteUserToGroup(OnBase<String> base, String groupId, List<String> uidList, String reason)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'groupId', type: 'String', doc: 'groupID'},
          {name: 'uidList', type: 'List<String>', doc: 'userIDList'},
          {name: 'reason', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.inviteUserToGroup(new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "invited"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "group001", Arrays.asList("user002"), "Join our project team");`,
        note: {
          'zh-Hans': 'Android 和 Flutter 把用户列表放在说明之前，与内核和 iOS 的参数顺序相反。',
          en: 'Android and Flutter put the user list before the note, the opposite of the core and iOS order.',
        },
      },
      ios: {
        name: 'inviteUserToGroup:reason:usersID:onSuccess:onFailure:',
        signature: `- (void)inviteUserToGroup:(NSString *)groupID
                   reason:(NSString *)reason
                  usersID:(NSArray <NSString *> *)usersID
                onSuccess:(nullable OIMSuccessCallback)onSuccess
                onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'reason', type: 'NSString *'},
          {name: 'usersID', type: 'NSArray<NSString *> *', doc: 'userIDList'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager inviteUserToGroup:@"group001"
                              reason:@"Join our project team"
                             usersID:@[@"user002"]
                           onSuccess:^(NSString * _Nullable data) {
    NSLog(@"invited");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"invite failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'inviteUserToGroup',
        signature: `Future inviteUserToGroup({
  required String groupID,
  required List<String> userIDList,
  String? reason,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userIDList', type: 'List<String>'},
          {name: 'reason', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.inviteUserToGroup(
  groupID: 'group001',
  userIDList: ['user002'],
  reason: 'Join our project team',
);`,
      },
      web: {
        name: 'inviteUserToGroup',
        signature: 'inviteUserToGroup<T>(data: AccessToGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessToGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.inviteUserToGroup({
  groupID: 'group001',
  reason: 'Join our project team',
  userIDList: ['user002'],
});`,
      },
      electron: {
        name: 'inviteUserToGroup',
        signature: 'inviteUserToGroup<T>(data: AccessToGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessToGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.inviteUserToGroup({groupID: 'group001', reason: '', userIDList: ['user002']});`,
      },
      'react-native': {
        name: 'inviteUserToGroup',
        signature: 'inviteUserToGroup(params: OperateGroupParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'OperateGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.inviteUserToGroup({groupID: 'group001', reason: '', userIDList: ['user002']});`,
      },
      uniapp: {
        name: 'IMMethods.InviteUserToGroup',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.InviteUserToGroup, operationID: string, options: {groupID: string; reason: string; userIDList: string[]}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID; reason; userIDList}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.InviteUserToGroup, IMSDK.uuid(), {
  groupID: 'group001',
  reason: '',
  userIDList: ['user002'],
});`,
      },
      'mini-program': {
        name: 'inviteUserToGroup',
        signature: 'inviteUserToGroup(params: OpreateGroupParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'OpreateGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.inviteUserToGroup({groupID: 'group001', reason: '', userIDList: ['user002']});`,
        note: {
          'zh-Hans': '参数类型在该 SDK 中拼写为 `OpreateGroupParams`（源码原样如此）。',
          en: 'The parameter type is spelled `OpreateGroupParams` in this SDK (as in its source).',
        },
      },
      unity: {
        name: 'InviteUserToGroup',
        signature: 'public static void InviteUserToGroup(OnBase<bool> cb, string groupId, string reason, string[] userIdList)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'reason', type: 'string'},
          {name: 'userIdList', type: 'string[]', doc: 'userIDList'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.InviteUserToGroup((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"invite failed: {errCode} {errMsg}");
}, "group001", "", new[] { "user002" });`,
      },
    },
  },
  // ---------------------------------------------------------------- kickGroupMember
  {
    id: 'api/group/kickGroupMember',
    summary: {
      'zh-Hans': '把一个或多个成员移出群；群主可踢任何人（自己除外），管理员只能踢普通成员。',
      en: 'Removes one or more members from a group; the owner can remove anyone but themself, an admin only ordinary members.',
    },
    requires: ['login'],
    params: {
      groupID: {description: GROUP_ID},
      userIDList: {
        description: {
          'zh-Hans': '要移出的成员 ID 列表，不能为空或重复，不能包含自己或群主。',
          en: 'IDs of the members to remove; must not be empty or contain duplicates, yourself or the owner.',
        },
      },
      reason: {
        description: {
          'zh-Hans': '移出原因，可为空字符串；服务端会把它传给踢人后的 webhook，群内的踢人通知不包含它。',
          en: 'Reason for the removal; may be an empty string. The server passes it to the after-kick webhook; the kick notification in the group does not carry it.',
        },
      },
      options: {
        description: {
          'zh-Hans': '包含 `groupID`、`reason` 和 `userIDList` 的对象。',
          en: 'An object with `groupID`, `reason` and `userIDList`.',
        },
      },
    },
    result: {description: {'zh-Hans': '无业务数据；成功后这些成员已不在群中。', en: 'No payload; on success the members are no longer in the group.'}},
    triggers: ['callback/onGroupMemberDeleted', 'callback/onJoinedGroupDeleted'],
    errors: [1002, 1101, 1001],
    platforms: {
      android: {
        name: 'kickGroupMember',
        signature: 'public void kickGroupMember(OnBase<String> base, String groupId, List<String> uidList, String reason)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'groupId', type: 'String', doc: 'groupID'},
          {name: 'uidList', type: 'List<String>', doc: 'userIDList'},
          {name: 'reason', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.kickGroupMember(new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "removed"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "group001", Arrays.asList("user002"), "Left the project");`,
      },
      ios: {
        name: 'kickGroupMember:reason:usersID:onSuccess:onFailure:',
        signature: `- (void)kickGroupMember:(NSString *)groupID
                 reason:(NSString * _Nullable)reason
                usersID:(NSArray <NSString *> *)usersID
              onSuccess:(nullable OIMSuccessCallback)onSuccess
              onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'reason', type: 'NSString *', required: false},
          {name: 'usersID', type: 'NSArray<NSString *> *', doc: 'userIDList'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager kickGroupMember:@"group001"
                            reason:@"Left the project"
                           usersID:@[@"user002"]
                         onSuccess:^(NSString * _Nullable data) {
    NSLog(@"removed");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"kick failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'kickGroupMember',
        signature: `Future kickGroupMember({
  required String groupID,
  required List<String> userIDList,
  String? reason,
  String? operationID,
})`,
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userIDList', type: 'List<String>'},
          {name: 'reason', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.kickGroupMember(
  groupID: 'group001',
  userIDList: ['user002'],
  reason: 'Left the project',
);`,
      },
      web: {
        name: 'kickGroupMember',
        signature: 'kickGroupMember<T>(data: AccessToGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessToGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.kickGroupMember({
  groupID: 'group001',
  reason: 'Left the project',
  userIDList: ['user002'],
});`,
      },
      electron: {
        name: 'kickGroupMember',
        signature: 'kickGroupMember<T>(data: AccessToGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'AccessToGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.kickGroupMember({groupID: 'group001', reason: '', userIDList: ['user002']});`,
      },
      'react-native': {
        name: 'kickGroupMember',
        signature: 'kickGroupMember(params: OperateGroupParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'OperateGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.kickGroupMember({groupID: 'group001', reason: '', userIDList: ['user002']});`,
      },
      uniapp: {
        name: 'IMMethods.KickGroupMember',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.KickGroupMember, operationID: string, options: {groupID: string; reason: string; userIDList: string[]}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID; reason; userIDList}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.KickGroupMember, IMSDK.uuid(), {
  groupID: 'group001',
  reason: '',
  userIDList: ['user002'],
});`,
      },
      'mini-program': {
        name: 'kickGroupMember',
        signature: 'kickGroupMember(params: OpreateGroupParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'OpreateGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.kickGroupMember({groupID: 'group001', reason: '', userIDList: ['user002']});`,
      },
      unity: {
        name: 'KickGroupMember',
        signature: 'public static void KickGroupMember(OnBase<bool> cb, string groupId, string reason, string[] userIdList)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'reason', type: 'string'},
          {name: 'userIdList', type: 'string[]', doc: 'userIDList'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.KickGroupMember((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"kick failed: {errCode} {errMsg}");
}, "group001", "", new[] { "user002" });`,
      },
    },
  },
  // ---------------------------------------------------------------- transferGroupOwner
  {
    id: 'api/group/transferGroupOwner',
    summary: {
      'zh-Hans': '群主把群主身份转让给另一名群成员；原群主随即获得新群主原来的角色。',
      en: "Lets the owner hand ownership to another member; the former owner takes over the new owner's previous role.",
    },
    requires: ['login'],
    params: {
      groupID: {description: GROUP_ID},
      newOwnerUserID: {
        description: {
          'zh-Hans': '新群主的用户 ID，必须是该群成员且不能是自己。',
          en: 'User ID of the new owner; must be a member of the group and not yourself.',
        },
      },
      options: {
        description: {
          'zh-Hans': '包含 `groupID` 和 `newOwnerUserID` 的对象。',
          en: 'An object with `groupID` and `newOwnerUserID`.',
        },
      },
    },
    result: {description: {'zh-Hans': '无业务数据；成功后新群主生效。', en: 'No payload; on success the new owner is in place.'}},
    triggers: ['callback/onGroupInfoChanged', 'callback/onGroupMemberInfoChanged'],
    errors: [1002, 1204, 1001],
    platforms: {
      android: {
        name: 'transferGroupOwner',
        signature: 'public void transferGroupOwner(OnBase<String> base, String gid, String uid)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'uid', type: 'String', doc: 'newOwnerUserID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().groupManager.transferGroupOwner(new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "user002 is the owner now"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, "group001", "user002");`,
      },
      ios: {
        name: 'transferGroupOwner:newOwner:onSuccess:onFailure:',
        signature: `- (void)transferGroupOwner:(NSString *)groupID
                  newOwner:(NSString *)userID
                 onSuccess:(nullable OIMSuccessCallback)onSuccess
                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'userID', type: 'NSString *', doc: 'newOwnerUserID'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager transferGroupOwner:@"group001"
                             newOwner:@"user002"
                            onSuccess:^(NSString * _Nullable data) {
    NSLog(@"user002 is the owner now");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"transfer failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'transferGroupOwner',
        signature: 'Future<dynamic> transferGroupOwner({required String groupID, required String userID, String? operationID})',
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'userID', type: 'String', doc: 'newOwnerUserID'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.transferGroupOwner(groupID: 'group001', userID: 'user002');`,
      },
      web: {
        name: 'transferGroupOwner',
        signature: 'transferGroupOwner<T>(data: TransferGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'TransferGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.transferGroupOwner({groupID: 'group001', newOwnerUserID: 'user002'});`,
      },
      electron: {
        name: 'transferGroupOwner',
        signature: 'transferGroupOwner<T>(data: TransferGroupParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'TransferGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.transferGroupOwner({groupID: 'group001', newOwnerUserID: 'user002'});`,
      },
      'react-native': {
        name: 'transferGroupOwner',
        signature: 'transferGroupOwner(params: TransferGroupParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'TransferGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.transferGroupOwner({groupID: 'group001', newOwnerUserID: 'user002'});`,
      },
      uniapp: {
        name: 'IMMethods.TransferGroupOwner',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.TransferGroupOwner, operationID: string, options: {groupID: string; newOwnerUserID: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{groupID; newOwnerUserID}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.TransferGroupOwner, IMSDK.uuid(), {
  groupID: 'group001',
  newOwnerUserID: 'user002',
});`,
      },
      'mini-program': {
        name: 'transferGroupOwner',
        signature: 'transferGroupOwner(params: TransferGroupParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'TransferGroupParams', doc: 'options'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.transferGroupOwner({groupID: 'group001', newOwnerUserID: 'user002'});`,
      },
      unity: {
        name: 'TransferGroupOwner',
        signature: 'public static void TransferGroupOwner(OnBase<bool> cb, string groupId, string newOwnerUserId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
          {name: 'newOwnerUserId', type: 'string', doc: 'newOwnerUserID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.TransferGroupOwner((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"transfer failed: {errCode} {errMsg}");
}, "group001", "user002");`,
      },
    },
  },
  // ---------------------------------------------------------------- setGroupInfo
  {
    id: 'api/group/setGroupInfo',
    summary: {
      'zh-Hans': '由群主或管理员修改群资料和群设置：名称、头像、公告、简介、扩展字段、入群验证方式等，只改传入的字段。',
      en: "Lets the owner or an admin change the group's profile and settings (name, avatar, announcement, introduction, extension, verification mode and so on), touching only the fields you pass.",
    },
    requires: ['login'],
    params: {
      groupInfo: {
        description: {
          'zh-Hans':
            '必须带 `groupID`；可修改 `groupName`、`faceURL`、`notification`、`introduction`、`ex`、`needVerification`、`lookMemberInfo`、`applyMemberFriend`。未传或为 `null` 的字段保持不变，其他字段（如 `ownerUserID`、`status`）会被忽略。',
          en: 'Must carry `groupID`; `groupName`, `faceURL`, `notification`, `introduction`, `ex`, `needVerification`, `lookMemberInfo` and `applyMemberFriend` can be changed. Fields left out or `null` stay as they are; other fields (such as `ownerUserID` or `status`) are ignored.',
        },
        ref: 'class/group/groupInfo',
      },
    },
    result: {
      description: {
        'zh-Hans': '无业务数据；成功后所有成员的群资料随通知更新。',
        en: "No payload; on success every member's copy of the group is updated through notifications.",
      },
    },
    triggers: ['callback/onGroupInfoChanged'],
    errors: [1002, 1204, 1004],
    platforms: {
      android: {
        name: 'setGroupInfo',
        signature: 'public void setGroupInfo(GroupInfo groupInfo, OnBase<String> callBack)',
        params: [
          {name: 'groupInfo', type: 'GroupInfo'},
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
        ],
        returns: 'OnBase<String>',
        example: `GroupInfo change = new GroupInfo();
change.setGroupID("group001");
change.setGroupName("Project team (2025)");
OpenIMClient.getInstance().groupManager.setGroupInfo(change, new OnBase<String>() {
    @Override public void onSuccess(String data) { Log.i("IM", "group renamed"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
});`,
        note: {
          'zh-Hans': 'Android 的 `GroupInfo` 字段都是可空的包装类型，新建对象只设置要改的字段即可。',
          en: "Android's `GroupInfo` uses nullable wrapper types, so a fresh object with only the fields to change is enough.",
        },
      },
      ios: {
        name: 'setGroupInfo:onSuccess:onFailure:',
        signature: `- (void)setGroupInfo:(OIMGroupInfo *)groupInfo
           onSuccess:(nullable OIMSuccessCallback)onSuccess
           onFailure:(nullable OIMFailureCallback)onFailure;

- (void)setGroupInfoDictionary:(NSDictionary *)groupInfo
                     onSuccess:(nullable OIMSuccessCallback)onSuccess
                     onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupInfo', type: 'OIMGroupInfo * | NSDictionary *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager setGroupInfoDictionary:@{@"groupID": @"group001", @"groupName": @"Project team (2025)"}
                                 onSuccess:^(NSString * _Nullable data) {
    NSLog(@"group renamed");
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"update failed: %ld %@", (long)code, msg);
}];`,
        note: {
          'zh-Hans':
            '`OIMGroupInfo` 的 `needVerification`、`lookMemberInfo`、`applyMemberFriend` 是非可空的数值属性，新建对象时它们以 0 一并提交，会把这些设置改成 0。只改部分字段时用 `setGroupInfoDictionary:`，或在取回的当前群资料上修改后再提交。',
          en: '`needVerification`, `lookMemberInfo` and `applyMemberFriend` are non-nullable number properties of `OIMGroupInfo`, so a fresh object submits them as 0 and resets those settings. To change only some fields use `setGroupInfoDictionary:`, or edit the current group info you fetched and submit that.',
        },
      },
      flutter: {
        name: 'setGroupInfo',
        signature: 'Future<dynamic> setGroupInfo(GroupInfo groupInfo, {String? operationID})',
        params: [
          {name: 'groupInfo', type: 'GroupInfo'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.groupManager.setGroupInfo(
  GroupInfo(groupID: 'group001', groupName: 'Project team (2025)'),
);`,
      },
      web: {
        name: 'setGroupInfo',
        signature: 'setGroupInfo<T>(data: Partial<GroupItem> & { groupID: string }, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'Partial<GroupItem> & { groupID: string }', doc: 'groupInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `import {GroupVerificationType} from '@openim/wasm-client-sdk';

await OpenIM.setGroupInfo({
  groupID: 'group001',
  needVerification: GroupVerificationType.AllNeed,
});`,
      },
      electron: {
        name: 'setGroupInfo',
        signature: 'setGroupInfo<T>(data: Partial<GroupItem> & { groupID: string }, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'Partial<GroupItem> & { groupID: string }', doc: 'groupInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.setGroupInfo({groupID: 'group001', groupName: 'Project team (2025)'});`,
      },
      'react-native': {
        name: 'setGroupInfo',
        signature: 'setGroupInfo(params: SetGroupInfoParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'SetGroupInfoParams', doc: 'groupInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.setGroupInfo({groupID: 'group001', groupName: 'Project team (2025)'});`,
      },
      uniapp: {
        name: 'IMMethods.SetGroupInfo',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SetGroupInfo, operationID: string, groupInfo: {groupID: string; [field: string]: unknown}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'groupInfo', type: '{groupID: string; ...}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.SetGroupInfo, IMSDK.uuid(), {
  groupID: 'group001',
  groupName: 'Project team (2025)',
});`,
      },
      'mini-program': {
        name: 'setGroupInfo',
        signature: 'setGroupInfo(params: SetGroupinfoParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'SetGroupinfoParams', doc: 'groupInfo'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.setGroupInfo({groupID: 'group001', groupName: 'Project team (2025)'});`,
      },
      unity: {
        name: 'SetGroupInfo',
        signature: 'public static void SetGroupInfo(OnBase<bool> cb, GroupInfoForSet groupInfo)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupInfo', type: 'GroupInfoForSet'},
        ],
        returns: 'OnBase<bool>',
        example: `var change = new GroupInfoForSet { GroupID = "group001", GroupName = "Project team (2025)" };
IMSDK.SetGroupInfo((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogError($"update failed: {errCode} {errMsg}");
}, change);`,
        note: {
          'zh-Hans':
            'Unity 用专门的 `GroupInfoForSet` 类型：`ex`、`needVerification`、`lookMemberInfo`、`applyMemberFriend` 是包装类型（`StringValue`、`Int32Value`），不赋值即不修改。SDK 把包装类型序列化成 `{"value": ...}` 对象，内核不接受，返回 10005，所以示例只改普通字符串字段；要改包装字段，先注册 `setConversation` 页面示例里的 `WrapperAsValue` 转换器。',
          en: 'Unity uses a dedicated `GroupInfoForSet` type: `ex`, `needVerification`, `lookMemberInfo` and `applyMemberFriend` are wrapper types (`StringValue`, `Int32Value`) and stay unchanged when left unset. The SDK serialises wrappers as `{"value": ...}` objects, which the core rejects with 10005, so the example changes only plain string fields; to set a wrapper field, first register the `WrapperAsValue` converter from the `setConversation` example.',
        },
      },
    },
  },
  // ---------------------------------------------------------------- getSpecifiedGroupsInfo
  {
    id: 'api/group/getSpecifiedGroupsInfo',
    summary: {
      'zh-Hans': '按群 ID 批量获取群资料：先读本地，本地没有的再向服务端查询，未加入的群也能查到。',
      en: 'Gets the profiles of groups by ID: read locally first, with the missing ones fetched from the server, so groups you have not joined work too.',
    },
    requires: ['login'],
    params: {
      groupIDList: {
        description: {
          'zh-Hans': '要查询的群 ID 列表。',
          en: 'IDs of the groups to look up.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '群资料列表，按传入的 ID 顺序排列；本地和服务端都不存在的 ID 不会出现在结果里，也不会报错。',
        en: 'The group profiles, in the order of the IDs you passed; an ID that exists neither locally nor on the server is simply absent, without an error.',
      },
      ref: 'class/group/groupInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getGroupsInfo',
        signature: 'public void getGroupsInfo(OnBase<List<GroupInfo>> base, List<String> gidList)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupInfo>>', doc: 'callback'},
          {name: 'gidList', type: 'List<String>', doc: 'groupIDList'},
        ],
        returns: 'OnBase<List<GroupInfo>>',
        example: `OpenIMClient.getInstance().groupManager.getGroupsInfo(new OnBase<List<GroupInfo>>() {
    @Override public void onSuccess(List<GroupInfo> data) { Log.i("IM", "found " + data.size()); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, Arrays.asList("group001"));`,
        note: {
          'zh-Hans': 'Android 上方法名为 `getGroupsInfo`。',
          en: 'On Android the method is called `getGroupsInfo`.',
        },
      },
      ios: {
        name: 'getSpecifiedGroupsInfo:onSuccess:onFailure:',
        signature: `- (void)getSpecifiedGroupsInfo:(NSArray <NSString *> *)groupsID
                     onSuccess:(nullable OIMGroupsInfoCallback)onSuccess
                     onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupsID', type: 'NSArray<NSString *> *', doc: 'groupIDList'},
          {name: 'onSuccess', type: 'OIMGroupsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupsInfoCallback (NSArray<OIMGroupInfo *> *groupsInfo)',
        example: `[OIMManager.manager getSpecifiedGroupsInfo:@[@"group001"]
                                onSuccess:^(NSArray<OIMGroupInfo *> * _Nullable groupsInfo) {
    NSLog(@"%@", groupsInfo.firstObject.groupName);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"query failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'getGroupsInfo',
        signature: 'Future<List<GroupInfo>> getGroupsInfo({required List<String> groupIDList, String? operationID})',
        params: [
          {name: 'groupIDList', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupInfo>>',
        example: `final groups = await OpenIM.iMManager.groupManager.getGroupsInfo(groupIDList: ['group001']);
print(groups.first.groupName);`,
        note: {
          'zh-Hans': 'Flutter 上方法名为 `getGroupsInfo`。',
          en: 'On Flutter the method is called `getGroupsInfo`.',
        },
      },
      web: {
        name: 'getSpecifiedGroupsInfo',
        signature: 'getSpecifiedGroupsInfo(params: string[], operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'groupIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: groups} = await OpenIM.getSpecifiedGroupsInfo(['group001']);
console.log(groups[0]?.groupName);`,
      },
      electron: {
        name: 'getSpecifiedGroupsInfo',
        signature: 'getSpecifiedGroupsInfo(params: string[], operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'groupIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: groups} = await IMSDK.getSpecifiedGroupsInfo(['group001']);`,
      },
      'react-native': {
        name: 'getSpecifiedGroupsInfo',
        signature: 'getSpecifiedGroupsInfo(groupIDs: string[], operationID?: string): Promise<GroupItem[]>',
        params: [
          {name: 'groupIDs', type: 'string[]', doc: 'groupIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupItem[]>',
        example: `const groups = await OpenIMSDK.getSpecifiedGroupsInfo(['group001']);`,
      },
      uniapp: {
        name: 'IMMethods.GetSpecifiedGroupsInfo',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetSpecifiedGroupsInfo, operationID: string, groupIDList: string[]): Promise<{data: GroupItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'groupIDList', type: 'string[]'},
        ],
        returns: 'Promise<{data: GroupItem[]}>',
        example: `import type {GroupItem} from 'openim-uniapp-polyfill';

const {data: groups} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetSpecifiedGroupsInfo, IMSDK.uuid(), ['group001'])) as {data: GroupItem[]};`,
      },
      'mini-program': {
        name: 'getSpecifiedGroupsInfo',
        signature: 'getSpecifiedGroupsInfo(params: string[], operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'params', type: 'string[]', doc: 'groupIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: groups} = await OpenIM.getSpecifiedGroupsInfo(['group001']);`,
      },
      unity: {
        name: 'GetSpecifiedGroupsInfo',
        signature: 'public static void GetSpecifiedGroupsInfo(OnBase<List<GroupInfo>> cb, string[] groupIdList)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupInfo>>'},
          {name: 'groupIdList', type: 'string[]', doc: 'groupIDList'},
        ],
        returns: 'OnBase<List<GroupInfo>>',
        example: `IMSDK.GetSpecifiedGroupsInfo((groups, errCode, errMsg) => {
    if (errCode == 0 && groups.Count > 0) Debug.Log(groups[0].GroupName);
}, new[] { "group001" });`,
      },
    },
  },
  // ---------------------------------------------------------------- getJoinedGroupList
  {
    id: 'api/group/getJoinedGroupList',
    summary: {
      'zh-Hans': '一次性从本地数据库读取当前用户已加入的全部群。',
      en: 'Reads every group the current user has joined from the local database in one go.',
    },
    requires: ['login'],
    params: {},
    result: {
      description: {
        'zh-Hans': '本地群表中的全部群资料，包括已解散（`status` 为 2）仍保留在本地的群。',
        en: 'All group profiles in the local group table, including dismissed groups (`status` 2) still kept locally.',
      },
      ref: 'class/group/groupInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getJoinedGroupList',
        signature: 'public void getJoinedGroupList(OnBase<List<GroupInfo>> base)',
        params: [{name: 'base', type: 'OnBase<List<GroupInfo>>', doc: 'callback'}],
        returns: 'OnBase<List<GroupInfo>>',
        example: `OpenIMClient.getInstance().groupManager.getJoinedGroupList(new OnBase<List<GroupInfo>>() {
    @Override public void onSuccess(List<GroupInfo> data) { Log.i("IM", data.size() + " groups"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
});`,
      },
      ios: {
        name: 'getJoinedGroupListWithOnSuccess:onFailure:',
        signature: `- (void)getJoinedGroupListWithOnSuccess:(nullable OIMGroupsInfoCallback)onSuccess
                                onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMGroupsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupsInfoCallback (NSArray<OIMGroupInfo *> *groupsInfo)',
        example: `[OIMManager.manager getJoinedGroupListWithOnSuccess:^(NSArray<OIMGroupInfo *> * _Nullable groupsInfo) {
    NSLog(@"%lu groups", (unsigned long)groupsInfo.count);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"query failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'getJoinedGroupList',
        signature: 'Future<List<GroupInfo>> getJoinedGroupList({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<List<GroupInfo>>',
        example: `final groups = await OpenIM.iMManager.groupManager.getJoinedGroupList();
print('\${groups.length} groups');`,
        note: {
          'zh-Hans': 'Flutter 另有 `getJoinedGroupListMap`，返回未转换的 `List<dynamic>`。',
          en: 'Flutter also offers `getJoinedGroupListMap`, which returns the raw `List<dynamic>`.',
        },
      },
      web: {
        name: 'getJoinedGroupList',
        signature: 'getJoinedGroupList(operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: groups} = await OpenIM.getJoinedGroupList();
console.log(groups.length, 'groups');`,
      },
      electron: {
        name: 'getJoinedGroupList',
        signature: 'getJoinedGroupList(operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: groups} = await IMSDK.getJoinedGroupList();`,
      },
      'react-native': {
        name: 'getJoinedGroupList',
        signature: 'getJoinedGroupList(operationID?: string): Promise<GroupItem[]>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<GroupItem[]>',
        example: `const groups = await OpenIMSDK.getJoinedGroupList();`,
      },
      uniapp: {
        name: 'IMMethods.GetJoinedGroupList',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetJoinedGroupList, operationID: string): Promise<{data: GroupItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: GroupItem[]}>',
        example: `import type {GroupItem} from 'openim-uniapp-polyfill';

const {data: groups} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetJoinedGroupList, IMSDK.uuid())) as {data: GroupItem[]};`,
      },
      'mini-program': {
        name: 'getJoinedGroupList',
        signature: 'getJoinedGroupList(operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: groups} = await OpenIM.getJoinedGroupList();`,
      },
      unity: {
        name: 'GetJoinedGroupList',
        signature: 'public static void GetJoinedGroupList(OnBase<List<GroupInfo>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<GroupInfo>>'}],
        returns: 'OnBase<List<GroupInfo>>',
        example: `IMSDK.GetJoinedGroupList((groups, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{groups.Count} groups");
});`,
      },
    },
  },
  // ---------------------------------------------------------------- getJoinedGroupListPage
  {
    id: 'api/group/getJoinedGroupListPage',
    summary: {
      'zh-Hans': '分页读取当前用户已加入的群，适合群很多时逐页加载群列表。',
      en: 'Reads the groups the current user has joined one page at a time, for long group lists.',
    },
    requires: ['login'],
    params: {
      offset: {description: {'zh-Hans': '从第几条开始，首页为 0。', en: 'Index of the first group to return; 0 for the first page.'}},
      count: {description: {'zh-Hans': '本页最多返回的条数。', en: 'Maximum number of groups on this page.'}},
      page: {
        description: {
          'zh-Hans': '包含 `offset` 和 `count` 的分页对象。',
          en: 'A paging object with `offset` and `count`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '本页的群资料；返回条数少于 `count` 表示已到末页。`offset` 恰好等于群总数时返回空列表，超过总数则报错。',
        en: 'The groups on this page; fewer than `count` means it is the last page. An `offset` equal to the number of groups returns an empty list; one beyond it fails.',
      },
      ref: 'class/group/groupInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getJoinedGroupListPage',
        signature: 'public void getJoinedGroupListPage(OnBase<List<GroupInfo>> base, int offset, int count)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupInfo>>', doc: 'callback'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<List<GroupInfo>>',
        example: `OpenIMClient.getInstance().groupManager.getJoinedGroupListPage(new OnBase<List<GroupInfo>>() {
    @Override public void onSuccess(List<GroupInfo> data) { Log.i("IM", "page of " + data.size()); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, 0, 50);`,
      },
      ios: {
        name: 'getJoinedGroupListPageWithOffset:count:onSuccess:onFailure:',
        signature: `- (void)getJoinedGroupListPageWithOffset:(NSInteger)offset
                                   count:(NSInteger)count
                               onSuccess:(nullable OIMGroupsInfoCallback)onSuccess
                               onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'offset', type: 'NSInteger'},
          {name: 'count', type: 'NSInteger'},
          {name: 'onSuccess', type: 'OIMGroupsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupsInfoCallback (NSArray<OIMGroupInfo *> *groupsInfo)',
        example: `[OIMManager.manager getJoinedGroupListPageWithOffset:0
                                              count:50
                                          onSuccess:^(NSArray<OIMGroupInfo *> * _Nullable groupsInfo) {
    NSLog(@"page of %lu", (unsigned long)groupsInfo.count);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"query failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'getJoinedGroupListPage',
        signature: 'Future<List<GroupInfo>> getJoinedGroupListPage({String? operationID, int offset = 0, int count = 40})',
        params: [
          {name: 'operationID', type: 'String?', required: false},
          {name: 'offset', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
        ],
        returns: 'Future<List<GroupInfo>>',
        example: `final page = await OpenIM.iMManager.groupManager.getJoinedGroupListPage(offset: 0, count: 50);`,
        note: {
          'zh-Hans': 'Flutter 的 `count` 默认为 40，`offset` 默认为 0。',
          en: 'On Flutter `count` defaults to 40 and `offset` to 0.',
        },
      },
      web: {
        name: 'getJoinedGroupListPage',
        signature: 'getJoinedGroupListPage(data: OffsetParams, operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'data', type: 'OffsetParams', doc: 'page'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: page} = await OpenIM.getJoinedGroupListPage({offset: 0, count: 50});`,
      },
      electron: {
        name: 'getJoinedGroupListPage',
        signature: 'getJoinedGroupListPage(data: OffsetParams, operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'data', type: 'OffsetParams', doc: 'page'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: page} = await IMSDK.getJoinedGroupListPage({offset: 0, count: 50});`,
      },
      'react-native': {
        name: 'getJoinedGroupListPage',
        signature: 'getJoinedGroupListPage(params: OffsetParams, operationID?: string): Promise<GroupItem[]>',
        params: [
          {name: 'params', type: 'OffsetParams', doc: 'page'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupItem[]>',
        example: `const page = await OpenIMSDK.getJoinedGroupListPage({offset: 0, count: 50});`,
      },
      uniapp: {
        name: 'IMMethods.GetJoinedGroupListPage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetJoinedGroupListPage, operationID: string, options: {offset: number; count: number}): Promise<{data: GroupItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{offset: number; count: number}', doc: 'page'},
        ],
        returns: 'Promise<{data: GroupItem[]}>',
        example: `import type {GroupItem} from 'openim-uniapp-polyfill';

const {data: page} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetJoinedGroupListPage, IMSDK.uuid(), {
  offset: 0,
  count: 50,
})) as {data: GroupItem[]};`,
      },
      'mini-program': {
        missing: {
          'zh-Hans':
            '小程序 SDK 的类型声明里有 `getJoinedGroupListPage`，但没有实现，调用时该方法为 `undefined`。请改用 [getJoinedGroupList](/sdks/api/group/getJoinedGroupList) 一次取全，再在前端分页。',
          en: 'The mini-program SDK declares `getJoinedGroupListPage` in its types but never implements it, so the method is `undefined` at run time. Use [getJoinedGroupList](/sdks/api/group/getJoinedGroupList) to fetch everything and page on the client.',
        },
      },
      unity: {
        name: 'GetJoinedGroupListPage',
        signature: 'public static void GetJoinedGroupListPage(OnBase<List<GroupInfo>> cb, int offset, int count)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupInfo>>'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<List<GroupInfo>>',
        example: `IMSDK.GetJoinedGroupListPage((groups, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"page of {groups.Count}");
}, 0, 50);`,
      },
    },
  },
  // ---------------------------------------------------------------- isJoinGroup
  {
    id: 'api/group/isJoinGroup',
    summary: {
      'zh-Hans': '判断当前用户是否在某个群中，依据本地同步下来的已加入群 ID 列表，不请求服务端。',
      en: 'Tells whether the current user is in a group, using the locally synced list of joined group IDs without asking the server.',
    },
    requires: ['login'],
    params: {
      groupID: {description: {'zh-Hans': '要判断的群 ID。', en: 'ID of the group to check.'}},
    },
    result: {
      description: {
        'zh-Hans': '`true` 表示已在群中，`false` 表示不在（包括已退群、被踢或群 ID 不存在）。',
        en: '`true` when the user is a member, `false` otherwise (including after leaving, being removed, or for an unknown group ID).',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'isJoinGroup',
        signature: 'public void isJoinGroup(String gid, OnBase<Boolean> callBack)',
        params: [
          {name: 'gid', type: 'String', doc: 'groupID'},
          {name: 'callBack', type: 'OnBase<Boolean>', doc: 'callback'},
        ],
        returns: 'OnBase<Boolean>',
        example: `OpenIMClient.getInstance().groupManager.isJoinGroup("group001", new OnBase<Boolean>() {
    @Override public void onSuccess(Boolean joined) { Log.i("IM", "member: " + joined); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
});`,
      },
      ios: {
        name: 'isJoinedGroup:onSuccess:onFailure:',
        signature: `- (void)isJoinedGroup:(NSString *)groupID
            onSuccess:(nullable OIMBoolCallback)onSuccess
            onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'groupID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMBoolCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMBoolCallback (BOOL result)',
        example: `[OIMManager.manager isJoinedGroup:@"group001" onSuccess:^(BOOL result) {
    NSLog(@"member: %d", result);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"check failed: %ld %@", (long)code, msg);
}];`,
        note: {
          'zh-Hans': 'iOS 上方法名为 `isJoinedGroup:`。',
          en: 'On iOS the method is called `isJoinedGroup:`.',
        },
      },
      flutter: {
        name: 'isJoinedGroup',
        signature: 'Future<bool> isJoinedGroup({required String groupID, String? operationID})',
        params: [
          {name: 'groupID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<bool>',
        example: `final joined = await OpenIM.iMManager.groupManager.isJoinedGroup(groupID: 'group001');`,
        note: {
          'zh-Hans': 'Flutter 上方法名为 `isJoinedGroup`。',
          en: 'On Flutter the method is called `isJoinedGroup`.',
        },
      },
      web: {
        name: 'isJoinGroup',
        signature: 'isJoinGroup<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `const {data: joined} = await OpenIM.isJoinGroup<boolean>('group001');`,
        note: {
          'zh-Hans': '返回类型是泛型 `T`，传入 `boolean` 才能得到正确的类型提示。',
          en: 'The result type is the generic `T`; pass `boolean` to get the right typing.',
        },
      },
      electron: {
        name: 'isJoinGroup',
        signature: 'isJoinGroup<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'groupID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `const {data: joined} = await IMSDK.isJoinGroup<boolean>('group001');`,
        note: {
          'zh-Hans': '`data` 是布尔值；类型声明把它留作类型参数 `T`，调用时写 `isJoinGroup<boolean>`。',
          en: '`data` is a boolean; the typings leave it as the type parameter `T`, so call `isJoinGroup<boolean>`.',
        },
      },
      'react-native': {
        name: 'isJoinGroup',
        signature: 'isJoinGroup(groupID: string, operationID?: string): Promise<boolean>',
        params: [
          {name: 'groupID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<boolean>',
        example: `const joined = await OpenIMSDK.isJoinGroup('group001');`,
      },
      uniapp: {
        name: 'IMMethods.IsJoinGroup',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.IsJoinGroup, operationID: string, groupID: string): Promise<{data: boolean}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'groupID', type: 'string'},
        ],
        returns: 'Promise<{data: boolean}>',
        example: `const {data: joined} = (await IMSDK.asyncApi(IMSDK.IMMethods.IsJoinGroup, IMSDK.uuid(), 'group001')) as {data: boolean};`,
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有这个方法。可调用 [getJoinedGroupList](/sdks/api/group/getJoinedGroupList)，检查结果中是否有该 `groupID`。',
          en: 'The mini-program SDK has no such method. Call [getJoinedGroupList](/sdks/api/group/getJoinedGroupList) and look for the `groupID` in the result.',
        },
      },
      unity: {
        name: 'IsJoinGroup',
        signature: 'public static void IsJoinGroup(OnBase<bool> cb, string groupId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'groupId', type: 'string', doc: 'groupID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.IsJoinGroup((joined, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"member: {joined}");
}, "group001");`,
      },
    },
  },
  // ---------------------------------------------------------------- searchGroups
  {
    id: 'api/group/searchGroups',
    summary: {
      'zh-Hans': '在本地已加入的群中按关键词搜索群 ID 或群名称（模糊匹配）。',
      en: 'Searches the locally stored joined groups by keyword, matching the group ID or the group name (substring match).',
    },
    requires: ['login'],
    params: {
      searchParam: {
        description: {
          'zh-Hans': '搜索条件：`keywordList`（只用第一个关键词）、`isSearchGroupID`、`isSearchGroupName`，后两者至少一个为 `true`。',
          en: 'The search: `keywordList` (only the first keyword is used), `isSearchGroupID` and `isSearchGroupName`, at least one of which must be `true`.',
        },
        ref: 'class/group/SearchGroupsParam',
      },
      keywordList: {
        description: {
          'zh-Hans': '关键词列表，不能为空；目前只使用第一个关键词。',
          en: 'Keywords; must not be empty. Only the first keyword is used at present.',
        },
      },
      isSearchGroupID: {
        description: {
          'zh-Hans': '是否在群 ID 中匹配关键词。',
          en: 'Whether to match the keyword against group IDs.',
        },
      },
      isSearchGroupName: {
        description: {
          'zh-Hans': '是否在群名称中匹配关键词。',
          en: 'Whether to match the keyword against group names.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '匹配的群资料列表，没有匹配时为空列表。',
        en: 'The matching groups; an empty list when nothing matches.',
      },
      ref: 'class/group/groupInfo',
    },
    triggers: [],
    errors: [10002],
    platforms: {
      android: {
        name: 'searchGroups',
        signature: 'public void searchGroups(OnBase<List<GroupInfo>> base, List<String> keywordList, boolean isSearchGroupID, boolean isSearchGroupName)',
        params: [
          {name: 'base', type: 'OnBase<List<GroupInfo>>', doc: 'callback'},
          {name: 'keywordList', type: 'List<String>'},
          {name: 'isSearchGroupID', type: 'boolean'},
          {name: 'isSearchGroupName', type: 'boolean'},
        ],
        returns: 'OnBase<List<GroupInfo>>',
        example: `OpenIMClient.getInstance().groupManager.searchGroups(new OnBase<List<GroupInfo>>() {
    @Override public void onSuccess(List<GroupInfo> data) { Log.i("IM", data.size() + " matches"); }
    @Override public void onError(int code, String error) { Log.e("IM", code + " " + error); }
}, Arrays.asList("project"), false, true);`,
        note: {
          'zh-Hans': 'Android 把搜索条件拆成三个独立参数。',
          en: 'Android takes the three search fields as separate parameters.',
        },
      },
      ios: {
        name: 'searchGroups:onSuccess:onFailure:',
        signature: `- (void)searchGroups:(OIMSearchGroupParam *)searchParam
           onSuccess:(nullable OIMGroupsInfoCallback)onSuccess
           onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'searchParam', type: 'OIMSearchGroupParam *'},
          {name: 'onSuccess', type: 'OIMGroupsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMGroupsInfoCallback (NSArray<OIMGroupInfo *> *groupsInfo)',
        example: `OIMSearchGroupParam *param = [OIMSearchGroupParam new];
param.keywordList = @[@"project"];
param.isSearchGroupName = YES;
[OIMManager.manager searchGroups:param onSuccess:^(NSArray<OIMGroupInfo *> * _Nullable groupsInfo) {
    NSLog(@"%lu matches", (unsigned long)groupsInfo.count);
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"search failed: %ld %@", (long)code, msg);
}];`,
      },
      flutter: {
        name: 'searchGroups',
        signature: `Future<List<GroupInfo>> searchGroups({
  List<String> keywordList = const [],
  bool isSearchGroupID = false,
  bool isSearchGroupName = false,
  String? operationID,
})`,
        params: [
          {name: 'keywordList', type: 'List<String>', required: false},
          {name: 'isSearchGroupID', type: 'bool', required: false},
          {name: 'isSearchGroupName', type: 'bool', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<GroupInfo>>',
        example: `final matches = await OpenIM.iMManager.groupManager.searchGroups(
  keywordList: ['project'],
  isSearchGroupName: true,
);`,
        note: {
          'zh-Hans': 'Flutter 的三个条件都有默认值，但默认的空关键词和两个 `false` 会被内核拒绝，必须显式传入。',
          en: 'Flutter gives all three fields defaults, but the core rejects the default empty keyword list and the two `false` flags, so pass them explicitly.',
        },
      },
      web: {
        name: 'searchGroups',
        signature: 'searchGroups(data: SearchGroupParams, operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'data', type: 'SearchGroupParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: matches} = await OpenIM.searchGroups({
  keywordList: ['project'],
  isSearchGroupID: false,
  isSearchGroupName: true,
});`,
      },
      electron: {
        name: 'searchGroups',
        signature: 'searchGroups(data: SearchGroupParams, operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'data', type: 'SearchGroupParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: matches} = await IMSDK.searchGroups({keywordList: ['project'], isSearchGroupID: false, isSearchGroupName: true});`,
      },
      'react-native': {
        name: 'searchGroups',
        signature: 'searchGroups(params: SearchGroupParams, operationID?: string): Promise<GroupItem[]>',
        params: [
          {name: 'params', type: 'SearchGroupParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<GroupItem[]>',
        example: `const matches = await OpenIMSDK.searchGroups({keywordList: ['project'], isSearchGroupID: false, isSearchGroupName: true});`,
      },
      uniapp: {
        name: 'IMMethods.SearchGroups',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SearchGroups, operationID: string, options: {keywordList: string[]; isSearchGroupID: boolean; isSearchGroupName: boolean}): Promise<{data: GroupItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{keywordList; isSearchGroupID; isSearchGroupName}', doc: 'searchParam'},
        ],
        returns: 'Promise<{data: GroupItem[]}>',
        example: `import type {GroupItem} from 'openim-uniapp-polyfill';

const {data: matches} = (await IMSDK.asyncApi(IMSDK.IMMethods.SearchGroups, IMSDK.uuid(), {
  keywordList: ['project'],
  isSearchGroupID: false,
  isSearchGroupName: true,
})) as {data: GroupItem[]};`,
      },
      'mini-program': {
        name: 'searchGroups',
        signature: 'searchGroups(params: SearchGroupParams, operationID?: string): Promise<WsResponse<GroupItem[]>>',
        params: [
          {name: 'params', type: 'SearchGroupParams', doc: 'searchParam'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<GroupItem[]>>',
        example: `const {data: matches} = await OpenIM.searchGroups({keywordList: ['project'], isSearchGroupID: false, isSearchGroupName: true});`,
      },
      unity: {
        name: 'SearchGroups',
        signature: 'public static void SearchGroups(OnBase<List<GroupInfo>> cb, SearchGroupsParam searchParam)',
        params: [
          {name: 'cb', type: 'OnBase<List<GroupInfo>>'},
          {name: 'searchParam', type: 'SearchGroupsParam'},
        ],
        returns: 'OnBase<List<GroupInfo>>',
        example: `var param = new SearchGroupsParam { KeywordList = new[] { "project" }, IsSearchGroupName = true };
IMSDK.SearchGroups((groups, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{groups.Count} matches");
}, param);`,
      },
    },
  },
  // ---------------------------------------------------------------- setGroupListener
  {
    id: 'api/group/setGroupListener',
    summary: {
      'zh-Hans': '注册群组监听，接收已加入群、群资料、群成员和入群申请的变化通知。',
      en: 'Registers the group listener, which reports changes to joined groups, group profiles, members and join requests.',
    },
    requires: ['init'],
    params: {
      listener: {
        description: {
          'zh-Hans': '实现了群组回调的监听对象；只需实现关心的回调。',
          en: 'An object implementing the group callbacks; implement only the ones you need.',
        },
        ref: 'listener/groupListener',
      },
      event: {
        description: {
          'zh-Hans': '要订阅的事件名，如 `CbEvents.OnJoinedGroupAdded`、`CbEvents.OnGroupInfoChanged`。',
          en: 'Name of the event to subscribe to, such as `CbEvents.OnJoinedGroupAdded` or `CbEvents.OnGroupInfoChanged`.',
        },
      },
      fn: {
        description: {
          'zh-Hans': '事件处理函数，参数为该事件携带的数据。',
          en: 'The handler, called with the data the event carries.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '无返回数据；之后群相关变化通过监听回调送达。',
        en: "Nothing is returned; group changes are delivered through the listener's callbacks from then on.",
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'setOnGroupListener',
        signature: 'public void setOnGroupListener(OnGroupListener listener)',
        params: [{name: 'listener', type: 'OnGroupListener'}],
        returns: 'void',
        example: `OpenIMClient.getInstance().groupManager.setOnGroupListener(new OnGroupListener() {
    @Override public void onJoinedGroupAdded(GroupInfo info) { Log.i("IM", "joined " + info.getGroupID()); }
    @Override public void onGroupInfoChanged(GroupInfo info) { Log.i("IM", "changed " + info.getGroupName()); }
});`,
        note: {
          'zh-Hans': 'Android 上方法名为 `setOnGroupListener`；`OnGroupListener` 的回调都有默认空实现，按需覆盖。',
          en: 'On Android the method is `setOnGroupListener`; every `OnGroupListener` callback has an empty default, so override only what you need.',
        },
      },
      ios: {
        name: 'addGroupListener:',
        signature: '- (void)addGroupListener:(id<OIMGroupListener>)listener NS_SWIFT_NAME(addGroupListener(listener:));',
        params: [{name: 'listener', type: 'id<OIMGroupListener>'}],
        returns: 'void',
        example: `// self adopts <OIMGroupListener> and implements e.g. onJoinedGroupAdded:
[OIMManager.callbacker addGroupListener:self];

- (void)onJoinedGroupAdded:(OIMGroupInfo *)groupInfo {
    NSLog(@"joined %@", groupInfo.groupID);
}`,
        note: {
          'zh-Hans':
            'iOS 在 `OIMManager.callbacker` 上注册，支持多个监听者，用 `removeGroupListener:` 移除；另有 block 形式的 `setGroupListenerWithOnGroupInfoChanged:...`。',
          en: 'On iOS you register on `OIMManager.callbacker`, which accepts several listeners; remove one with `removeGroupListener:`. A block-based `setGroupListenerWithOnGroupInfoChanged:...` also exists.',
        },
      },
      flutter: {
        name: 'setGroupListener',
        signature: 'Future setGroupListener(OnGroupListener listener)',
        params: [{name: 'listener', type: 'OnGroupListener'}],
        returns: 'Future<dynamic>',
        example: `OpenIM.iMManager.groupManager.setGroupListener(OnGroupListener(
  onJoinedGroupAdded: (info) => print('joined \${info.groupID}'),
  onGroupInfoChanged: (info) => print('changed \${info.groupName}'),
));`,
        note: {
          'zh-Hans': 'Flutter 只保存一个监听对象，再次调用会替换前一个。',
          en: 'Flutter keeps a single listener object; calling it again replaces the previous one.',
        },
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
import type {GroupItem, WSEvent} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnJoinedGroupAdded, ({data}) => console.log('joined', data.groupID));
// the package types no data for this event, so the handler declares it
OpenIM.on(CbEvents.OnGroupInfoChanged, ({data}: WSEvent<GroupItem>) => console.log('changed', data.groupName));`,
        note: {
          'zh-Hans':
            'Web SDK 没有 `setGroupListener`，群组监听由 SDK 内部注册，应用用 `on` 按事件名订阅、用 `off` 取消；处理函数收到的是 `{data}` 包装。该包的事件类型表 `EventDataMap` 漏了 `OnGroupInfoChanged` 和 `OnGroupMemberAdded`，它们的 `data` 被推断为 `never`；请像示例那样给处理函数的参数标注 `WSEvent<GroupItem>` 或 `WSEvent<GroupMemberItem>`。',
          en: "The Web SDK has no `setGroupListener`: the SDK registers the group listener itself, and the app subscribes per event with `on` and unsubscribes with `off`. Handlers receive a `{data}` wrapper. The package's event type map `EventDataMap` leaves out `OnGroupInfoChanged` and `OnGroupMemberAdded`, so their `data` is typed `never`; annotate the handler's parameter with `WSEvent<GroupItem>` or `WSEvent<GroupMemberItem>` as the example does.",
        },
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

IMSDK.on(CbEvents.OnJoinedGroupAdded, ({data}) => console.log('joined', data.groupID));`,
        note: {
          'zh-Hans': 'Electron 在初始化时自动注册群组监听，应用只需按事件名订阅。',
          en: 'Electron registers the group listener during init; the app only subscribes by event name.',
        },
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

OpenIMSDK.on(OpenIMEvent.OnJoinedGroupAdded, (group) => console.log('joined', group.groupID));`,
        note: {
          'zh-Hans': 'React Native 的事件名是小驼峰（如 `onJoinedGroupAdded`），用 `OpenIMEvent` 常量引用；处理函数直接收到数据，不带 `{data}` 包装。',
          en: 'React Native event names are lower camel case (such as `onJoinedGroupAdded`); use the `OpenIMEvent` constants. Handlers receive the data directly, without a `{data}` wrapper.',
        },
      },
      uniapp: {
        name: 'subscribe',
        signature: 'IMSDK.subscribe(eventName: IMEvents | CbEvents, handler: (data: Record<string, unknown>) => void): void',
        params: [
          {name: 'eventName', type: 'IMEvents', doc: 'event'},
          {name: 'handler', type: '(data) => void', doc: 'fn'},
        ],
        returns: 'void',
        example: `import type {GroupItem} from 'openim-uniapp-polyfill';

IMSDK.subscribe(IMSDK.IMEvents.OnJoinedGroupAdded, ({data}) => {
  const group = data as GroupItem;
  console.log('joined', group.groupID);
});`,
        note: {
          'zh-Hans': 'uni-app 原生插件在 `initSDK` 时自动注册群组监听，应用用 `IMSDK.subscribe` / `IMSDK.unsubscribe` 订阅事件。',
          en: 'The uni-app native plugin registers the group listener inside `initSDK`; the app subscribes with `IMSDK.subscribe` and `IMSDK.unsubscribe`.',
        },
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

OpenIM.on(CbEvents.OnJoinedGroupAdded, ({data}) => console.log('joined', data));`,
      },
      unity: {
        name: 'SetGroupListener',
        signature: 'public static void SetGroupListener(IGroupListener l)',
        params: [{name: 'l', type: 'IGroupListener', doc: 'listener'}],
        returns: 'void',
        example: `// GroupHandler implements IGroupListener (all eleven methods)
IMSDK.SetGroupListener(new GroupHandler());`,
        note: {
          'zh-Hans': 'Unity 的 `IGroupListener` 是接口，必须实现全部 11 个回调方法。',
          en: "Unity's `IGroupListener` is an interface, so all eleven callback methods must be implemented.",
        },
      },
    },
  },
];
