/** Enums of the enum/ pages. Facts: see ./sources.ts. */
import type {SdkEnum, SdkPlatformId} from './types';

// Platform groups, for values that only some SDKs define. uni-app is left out of every enum's `names`: its enums live
// in the `openim-uniapp-polyfill` package, whose source is not among the sources read (see each `differences`).
const NOT_ANDROID: readonly SdkPlatformId[] = ['ios', 'flutter', 'web', 'electron', 'react-native', 'mini-program', 'unity'];
const NATIVE_AND_UNITY: readonly SdkPlatformId[] = ['android', 'ios', 'flutter', 'unity'];
const WASM_FAMILY: readonly SdkPlatformId[] = ['web', 'electron'];

/** Names the TypeScript SDKs share: Electron re-exports the enums of `@openim/wasm-client-sdk`. */
const tsNames = (name: string, miniProgram: string | null = name): Partial<Record<SdkPlatformId, string>> => ({
  web: name,
  electron: name,
  'react-native': name,
  ...(miniProgram ? {'mini-program': miniProgram} : {}),
});

export const ENUMS: readonly SdkEnum[] = [
  {
    id: 'enum/addSource',
    summary: {
      'zh-Hans': '好友关系的来源：管理员导入，或通过好友申请添加。',
      en: 'How a friendship came about: imported by an admin, or added through a friend request.',
    },
    names: {},
    values: [
      {
        name: 'BecomeFriendByImport',
        value: 1,
        description: {
          'zh-Hans': '由管理员通过 REST 接口导入好友关系，双方都没有发起申请。',
          en: 'Imported by an admin through the REST API; neither side sent a request.',
        },
      },
      {
        name: 'BecomeFriendByApply',
        value: 2,
        description: {
          'zh-Hans': '一方发起好友申请、另一方同意后成为好友。',
          en: 'One side sent a friend request and the other accepted it.',
        },
      },
    ],
    usedBy: ['class/relation/friendInfo', 'class/relation/blackInfo'],
    differences: {
      'zh-Hans':
        '没有任何平台 SDK 为它定义命名常量，`addSource` 在各平台都是普通整数（Android/Flutter `int`、iOS `NSInteger`、TypeScript `number`），取值来自服务端常量 `BecomeFriendByImport`、`BecomeFriendByApply`。黑名单记录也带 `addSource` 字段，但 v3.8.3 服务端拉黑时不填写它，读到的是 0。',
      en: 'No platform SDK defines named constants for it: `addSource` is a plain integer everywhere (Android/Flutter `int`, iOS `NSInteger`, TypeScript `number`), with the values of the server constants `BecomeFriendByImport` and `BecomeFriendByApply`. Blacklist entries carry an `addSource` field too, but the v3.8.3 server does not fill it when blocking, so it reads 0.',
    },
  },
  {
    id: 'enum/allowType',
    summary: {
      'zh-Hans': '群设置中的允许/不允许开关，用于“查看成员资料”和“成员互加好友”。',
      en: 'The allowed / not allowed switch of group settings, used for viewing member profiles and adding members as friends.',
    },
    names: {
      android: 'AllowType',
      ios: 'OIMAllowType',
      flutter: 'AllowType',
      ...tsNames('AllowType'),
      unity: 'AllowType',
    },
    values: [
      {
        name: 'Allowed',
        value: 0,
        description: {'zh-Hans': '允许（默认值）。', en: 'Allowed (the default).'},
        platforms: NOT_ANDROID,
      },
      {
        name: 'NotAllowed',
        value: 1,
        description: {'zh-Hans': '不允许。', en: 'Not allowed.'},
        platforms: NOT_ANDROID,
      },
      {
        name: 'Allowed',
        value: 1,
        description: {
          'zh-Hans': 'Android 枚举 `AllowType.Allowed` 的 `value`，与其他平台的编号不一致，见“平台差异”。',
          en: "The `value` of Android's `AllowType.Allowed`, numbered differently from the other platforms; see Platform differences.",
        },
        platforms: ['android'],
      },
      {
        name: 'NotAllowed',
        value: 2,
        description: {
          'zh-Hans': 'Android 枚举 `AllowType.NotAllowed` 的 `value`，其他平台没有 2 这个值。',
          en: "The `value` of Android's `AllowType.NotAllowed`; no other platform has a value 2.",
        },
        platforms: ['android'],
      },
    ],
    usedBy: ['class/group/groupInfo', 'class/group/CreateGroupReq'],
    differences: {
      'zh-Hans':
        'core 没有为它定义常量，群资料中的 `lookMemberInfo`、`applyMemberFriend` 是普通整数，iOS、Flutter、TypeScript 各 SDK 和 Unity 都按 0 允许、1 不允许编号。Android 的 Java 枚举 `AllowType` 却是 `Allowed(1)`、`NotAllowed(2)`：用它的 `value` 写入群资料，其他端会把 1 读成“不允许”，因此 Android 上请直接写 0/1。Flutter 的 `AllowType` 成员名为 `allow`、`notAllow`，且 `lib/src/enum/relationship.dart` 里还有一个同名类 `AllowType`（`black`、`friend`，其实是好友关系）；这两个文件都没有从包入口 `flutter_openim_sdk.dart` 导出。',
      en: 'The core defines no constants for it: the group fields `lookMemberInfo` and `applyMemberFriend` are plain integers, and iOS, Flutter, the TypeScript SDKs and Unity all number them 0 allowed, 1 not allowed. Android\'s Java enum `AllowType`, however, is `Allowed(1)`, `NotAllowed(2)`: writing its `value` into the group profile makes other clients read 1 as "not allowed", so write 0/1 directly on Android. Flutter names the members `allow` and `notAllow`, and `lib/src/enum/relationship.dart` declares a second class also called `AllowType` (`black`, `friend`, really a relationship); neither file is exported from the package entry `flutter_openim_sdk.dart`.',
    },
  },
  {
    id: 'enum/conversationType',
    summary: {
      'zh-Hans': '会话类型（消息中称 `sessionType`）：单聊、群聊或系统通知。',
      en: 'Conversation type (`sessionType` on a message): one-to-one, group or system notification.',
    },
    names: {
      android: 'ConversationType',
      ios: 'OIMConversationType',
      flutter: 'ConversationType',
      ...tsNames('SessionType'),
      unity: 'ConversationType',
    },
    values: [
      {
        name: 'SingleChatType',
        value: 1,
        description: {
          'zh-Hans': '单聊。会话 ID 形如 `si_<较小的用户 ID>_<较大的用户 ID>`。',
          en: 'One-to-one chat. Conversation IDs look like `si_<smaller user ID>_<larger user ID>`.',
        },
      },
      {
        name: 'WriteGroupChatType',
        value: 2,
        description: {
          'zh-Hans': '旧版普通群（写扩散），会话 ID 前缀 `g_`。v3 服务端只允许创建工作群，新会话不会再出现此值。',
          en: 'The old normal group (write diffusion), conversation ID prefix `g_`. The v3 server only creates working groups, so new conversations never have this value.',
        },
        platforms: ['android', 'ios', 'flutter'],
      },
      {
        name: 'ReadGroupChatType',
        value: 3,
        description: {
          'zh-Hans': '群聊（工作群，读扩散），会话 ID 形如 `sg_<groupID>`。现在所有群聊都是这个值。',
          en: 'Group chat (working group, read diffusion); conversation IDs look like `sg_<groupID>`. Every group chat has this value today.',
        },
      },
      {
        name: 'NotificationChatType',
        value: 4,
        description: {
          'zh-Hans': '系统通知会话，由通知账号发送，会话 ID 前缀 `sn_`。',
          en: 'System notification conversation, sent by a notification account; conversation ID prefix `sn_`.',
        },
      },
    ],
    usedBy: ['class/conversation/conversationInfo', 'class/conversation/conversationReq', 'class/message/messageInfo'],
    differences: {
      'zh-Hans':
        '群聊的编号最容易出错：core 按群类型选择会话类型，普通群（0）用 2，工作群（2）用 3，而 v3 服务端只允许创建工作群，所以群聊实际都是 3。Android 的 `ConversationType.GROUP_CHAT`、iOS 的 `OIMConversationTypeGroup`、Flutter 已废弃的 `ConversationType.group` 都是 2，群聊请用 Android `SUPER_GROUP_CHAT`、iOS `OIMConversationTypeSuperGroup`、Flutter `superGroup`（均为 3）。TypeScript 各 SDK 的 `SessionType.Group` 和 `SessionType.WorkingGroup` 都是 3，没有 2；Unity 的 `ConversationType.Group` 也是 3。iOS 另有 `OIMConversationTypeUndefine = 0`。uni-app 演示从 `openim-uniapp-polyfill` 导入 `SessionType`，该包源码不在本文依据的范围内。',
      en: "Group chats are where mistakes happen: the core picks the conversation type from the group type, 2 for a normal group (0) and 3 for a working group (2), and the v3 server only creates working groups, so group chats are 3 in practice. Android's `ConversationType.GROUP_CHAT`, iOS's `OIMConversationTypeGroup` and Flutter's deprecated `ConversationType.group` are all 2; for group chats use Android `SUPER_GROUP_CHAT`, iOS `OIMConversationTypeSuperGroup` or Flutter `superGroup` (all 3). The TypeScript SDKs' `SessionType.Group` and `SessionType.WorkingGroup` are both 3 and there is no 2; Unity's `ConversationType.Group` is 3 as well. iOS also has `OIMConversationTypeUndefine = 0`. The uni-app demo imports `SessionType` from `openim-uniapp-polyfill`, whose source is outside the sources read here.",
    },
  },
  {
    id: 'enum/groupAtType',
    summary: {
      'zh-Hans': '群会话上的提醒标记：是否有人 @我、@所有人，或群公告有更新。',
      en: 'The reminder flag on a group conversation: whether someone mentioned me or everyone, or the group announcement changed.',
    },
    names: {
      android: 'GroupAtType',
      ios: 'OIMGroupAtType',
      flutter: 'GroupAtType',
      ...tsNames('GroupAtType'),
      unity: 'GroupAtType',
    },
    values: [
      {name: 'AtNormal', value: 0, description: {'zh-Hans': '没有提醒。', en: 'No reminder.'}},
      {name: 'AtMe', value: 1, description: {'zh-Hans': '有消息 @了我。', en: 'A message mentioned me.'}},
      {name: 'AtAll', value: 2, description: {'zh-Hans': '有消息 @了所有人。', en: 'A message mentioned everyone.'}},
      {name: 'AtAllAtMe', value: 3, description: {'zh-Hans': '同一条消息既 @所有人又 @了我。', en: 'A message mentioned both everyone and me.'}},
      {
        name: 'AtGroupNotice',
        value: 4,
        description: {
          'zh-Hans': '群公告有更新：服务端在修改群公告时为群成员的会话设置该值。',
          en: "The group announcement changed: the server sets it on the members' conversations when the announcement is edited.",
        },
      },
    ],
    usedBy: ['class/conversation/conversationInfo', 'class/conversation/conversationReq'],
    differences: {
      'zh-Hans':
        '各平台数值一致，成员名不同：TypeScript 各 SDK 和 Unity 把 4 叫 `AtGroupNotice`，Android 叫 `GROUP_NOTIFICATION`，iOS `OIMGroupAtTypeGroupNotification`，Flutter `groupNotification`。core 自身的常量只定义到 3，值 4 由服务端写入。',
      en: "The numbers agree everywhere; the member names differ: the TypeScript SDKs and Unity call 4 `AtGroupNotice`, Android `GROUP_NOTIFICATION`, iOS `OIMGroupAtTypeGroupNotification`, Flutter `groupNotification`. The core's own constants stop at 3; value 4 is written by the server.",
    },
  },
  {
    id: 'enum/groupMemberFilter',
    summary: {
      'zh-Hans': '分页拉取群成员时按角色筛选的条件。',
      en: 'The role filter for paging through group members.',
    },
    names: {
      android: 'GroupMemberFilter',
      ios: 'OIMGroupMemberFilter',
      flutter: 'GroupMemberFilter',
      ...tsNames('GroupMemberFilter'),
      unity: 'GroupMemberFilter',
    },
    values: [
      {name: 'All', value: 0, description: {'zh-Hans': '全部成员。', en: 'All members.'}},
      {name: 'Owner', value: 1, description: {'zh-Hans': '仅群主。', en: 'The owner only.'}},
      {name: 'Admin', value: 2, description: {'zh-Hans': '仅管理员。', en: 'Admins only.'}},
      {name: 'Normal', value: 3, description: {'zh-Hans': '仅普通成员。', en: 'Ordinary members only.'}},
      {name: 'AdminAndNormal', value: 4, description: {'zh-Hans': '管理员和普通成员（不含群主）。', en: 'Admins and ordinary members (no owner).'}},
      {
        name: 'AdminAndOwner',
        value: 5,
        description: {'zh-Hans': '群主和管理员。', en: 'The owner and admins.'},
        platforms: ['android', 'ios', 'web', 'electron', 'react-native', 'mini-program', 'unity'],
      },
    ],
    usedBy: [],
    differences: {
      'zh-Hans':
        'Flutter 的 `GroupMemberFilter.superAndAdmin` 被错误地定义为 4（与 `adminAndMember` 相同），用它查到的是管理员和普通成员；要查群主和管理员请直接传 5。该类也没有从 Flutter 包入口导出。成员名：Android `Nomal`、`AdminAndNomal`（拼写如此），iOS `OIMGroupMemberFilterMember`、`OIMGroupMemberFilterAdminAndMember`、`OIMGroupMemberFilterSuperAndAdmin`，小程序 `Nomal`、`AdminAndNomal`，Unity `Nomal`、`AdminAndNomal`（按声明顺序编号为 0–5）。',
      en: "Flutter's `GroupMemberFilter.superAndAdmin` is wrongly defined as 4 (the same as `adminAndMember`), so it returns admins and ordinary members; pass 5 directly to get the owner and admins. That class is also not exported from the Flutter package entry. Member names: Android `Nomal`, `AdminAndNomal` (spelled so), iOS `OIMGroupMemberFilterMember`, `OIMGroupMemberFilterAdminAndMember`, `OIMGroupMemberFilterSuperAndAdmin`, mini program `Nomal`, `AdminAndNomal`, Unity `Nomal`, `AdminAndNomal` (numbered 0–5 by declaration order).",
    },
  },
  {
    id: 'enum/groupStatus',
    summary: {
      'zh-Hans': '群的状态：正常、被封禁、已解散或全员禁言。',
      en: "A group's state: normal, banned, dismissed, or muted for everyone.",
    },
    names: {
      android: 'GroupStatus',
      ios: 'OIMGroupStatus',
      flutter: 'GroupStatus',
      ...tsNames('GroupStatus'),
      unity: 'GroupStatus',
    },
    values: [
      {name: 'Normal', value: 0, description: {'zh-Hans': '正常。', en: 'Normal.'}},
      {
        name: 'Banned',
        value: 1,
        description: {
          'zh-Hans': '被封禁。客户端 SDK 没有设置它的接口，只会从服务端数据中读到。',
          en: 'Banned. No client SDK call sets it; you only read it from server data.',
        },
      },
      {
        name: 'Dismissed',
        value: 2,
        description: {'zh-Hans': '已解散，群主调用解散群后变为此值。', en: 'Dismissed; set when the owner dismisses the group.'},
      },
      {
        name: 'Muted',
        value: 3,
        description: {
          'zh-Hans': '全员禁言：只有群主和管理员能发言。',
          en: 'Muted for everyone: only the owner and admins can post.',
        },
      },
    ],
    usedBy: ['class/group/groupInfo'],
    differences: {
      'zh-Hans':
        '数值一致，成员名不同：Web/Electron `Normal`、`Banned`；React Native `Normal`、`Baned`；小程序和 Unity `Nomal`、`Baned`；Android `GROUP_OK`、`GROUP_BANNED`、`GROUP_DISSOLVE`、`GROUP_MUTED`；iOS `OIMGroupStatusOk`、`OIMGroupStatusBanChat`、`OIMGroupStatusDismissed`、`OIMGroupStatusMuted`；Flutter `normal`、`baned`、`dismissed`、`muted`（该类未从包入口导出）。uni-app 演示从 `openim-uniapp-polyfill` 导入 `GroupStatus`。',
      en: 'The numbers agree; the member names differ: Web/Electron `Normal`, `Banned`; React Native `Normal`, `Baned`; mini program and Unity `Nomal`, `Baned`; Android `GROUP_OK`, `GROUP_BANNED`, `GROUP_DISSOLVE`, `GROUP_MUTED`; iOS `OIMGroupStatusOk`, `OIMGroupStatusBanChat`, `OIMGroupStatusDismissed`, `OIMGroupStatusMuted`; Flutter `normal`, `baned`, `dismissed`, `muted` (the class is not exported from the package entry). The uni-app demo imports `GroupStatus` from `openim-uniapp-polyfill`.',
    },
  },
  {
    id: 'enum/groupType',
    summary: {
      'zh-Hans': '群类型。v3 服务端只接受工作群（2）。',
      en: 'Group type. The v3 server only accepts working groups (2).',
    },
    names: {
      android: 'GroupType',
      ios: 'OIMGroupType',
      flutter: 'GroupType',
      ...tsNames('GroupType'),
      unity: 'GroupType',
    },
    values: [
      {
        name: 'NormalGroup',
        value: 0,
        description: {
          'zh-Hans': '旧版普通群。v3 服务端创建群时会以参数错误拒绝它。',
          en: 'The old normal group. The v3 server rejects it with an argument error at creation.',
        },
        platforms: ['android', 'ios', 'flutter'],
      },
      {
        name: 'SuperGroup',
        value: 1,
        description: {
          'zh-Hans': '旧版超级群，已不再使用。',
          en: 'The old super group, no longer used.',
        },
        platforms: ['ios'],
      },
      {
        name: 'WorkingGroup',
        value: 2,
        description: {
          'zh-Hans': '工作群：创建群时唯一被接受的类型，对应的会话类型是 3。',
          en: 'Working group: the only type accepted at creation; its conversations have type 3.',
        },
      },
    ],
    usedBy: ['class/group/groupInfo', 'class/group/CreateGroupReq'],
    differences: {
      'zh-Hans':
        '名称取自 core 常量。Android `GENERAL`（0）、`WORK`（2）；iOS `OIMGroupTypeNormal`、`OIMGroupTypeSuper`、`OIMGroupTypeWorking`；Flutter `general`（0，已废弃）、`work`（2）；TypeScript 各 SDK 只有 `Group` 和 `WorkingGroup`，两者都是 2；Unity 只有 `Group = 2`。uni-app 演示从 `openim-uniapp-polyfill` 导入 `GroupType`。',
      en: 'The names are the core constants. Android `GENERAL` (0), `WORK` (2); iOS `OIMGroupTypeNormal`, `OIMGroupTypeSuper`, `OIMGroupTypeWorking`; Flutter `general` (0, deprecated), `work` (2); the TypeScript SDKs only have `Group` and `WorkingGroup`, both 2; Unity only has `Group = 2`. The uni-app demo imports `GroupType` from `openim-uniapp-polyfill`.',
    },
  },
  {
    id: 'enum/groupVerification',
    summary: {
      'zh-Hans': '入群验证方式：申请入群和被邀请入群是否需要群主或管理员审批。',
      en: 'How joining is verified: whether requests to join and invitations need approval by the owner or an admin.',
    },
    names: {
      android: 'GroupVerification',
      ios: 'OIMGroupVerificationType',
      flutter: 'GroupVerification',
      ...tsNames('GroupVerificationType'),
      unity: 'GroupVerification',
    },
    values: [
      {
        name: 'ApplyNeedInviteNot',
        value: 0,
        description: {
          'zh-Hans': '主动申请需要审批，被邀请直接入群（默认）。',
          en: 'Requests to join need approval; invited users join directly (the default).',
        },
      },
      {
        name: 'AllNeed',
        value: 1,
        description: {
          'zh-Hans': '所有人入群都需要审批；只有群主或管理员发出的邀请可直接入群。',
          en: 'Everyone needs approval; only invitations sent by the owner or an admin take effect directly.',
        },
      },
      {
        name: 'AllNot',
        value: 2,
        description: {
          'zh-Hans': '无需审批，申请即入群。',
          en: 'No approval: a request to join takes effect at once.',
        },
      },
    ],
    usedBy: ['class/group/groupInfo', 'class/group/CreateGroupReq'],
    differences: {
      'zh-Hans':
        '数值一致，成员名不同：TypeScript 各 SDK 和 Unity 用 `ApplyNeedInviteNot`、`AllNeed`、`AllNot`；Android、Flutter 用服务端常量的写法 `APPLY_NEED_VERIFICATION_INVITE_DIRECTLY`/`applyNeedVerificationInviteDirectly`、`ALL_NEED_VERIFICATION`/`allNeedVerification`、`DIRECTLY`/`directly`；iOS 为 `OIMGroupVerificationTypeApplyNeedVerificationInviteDirectly` 等。uni-app 演示从 `openim-uniapp-polyfill` 导入 `GroupVerificationType`。',
      en: 'The numbers agree; the member names differ: the TypeScript SDKs and Unity use `ApplyNeedInviteNot`, `AllNeed`, `AllNot`; Android and Flutter follow the server constants, `APPLY_NEED_VERIFICATION_INVITE_DIRECTLY`/`applyNeedVerificationInviteDirectly`, `ALL_NEED_VERIFICATION`/`allNeedVerification`, `DIRECTLY`/`directly`; iOS has `OIMGroupVerificationTypeApplyNeedVerificationInviteDirectly` and so on. The uni-app demo imports `GroupVerificationType` from `openim-uniapp-polyfill`.',
    },
  },
  {
    id: 'enum/handleResult',
    summary: {
      'zh-Hans': '好友申请和入群申请的处理结果：未处理、已同意或已拒绝。',
      en: 'The outcome of a friend request or a request to join a group: pending, accepted or rejected.',
    },
    names: {
      android: 'ApplyHandleResult',
      ios: 'OIMApplicationStatus',
      ...tsNames('ApplicationHandleResult'),
      unity: 'HandleResult',
    },
    values: [
      {name: 'Unprocessed', value: 0, description: {'zh-Hans': '未处理。', en: 'Pending.'}, platforms: NOT_ANDROID},
      {name: 'Agree', value: 1, description: {'zh-Hans': '已同意。', en: 'Accepted.'}, platforms: NOT_ANDROID},
      {name: 'Reject', value: -1, description: {'zh-Hans': '已拒绝。', en: 'Rejected.'}, platforms: NOT_ANDROID},
      {
        name: 'Unprocessed',
        value: -1,
        description: {
          'zh-Hans': 'Android 枚举 `ApplyHandleResult.Unprocessed` 的 `value`；服务端和其他平台中 -1 表示“已拒绝”。',
          en: "The `value` of Android's `ApplyHandleResult.Unprocessed`; on the server and every other platform -1 means rejected.",
        },
        platforms: ['android'],
      },
      {
        name: 'Agree',
        value: 0,
        description: {
          'zh-Hans': 'Android 枚举 `ApplyHandleResult.Agree` 的 `value`；服务端数据中 0 表示“未处理”。',
          en: "The `value` of Android's `ApplyHandleResult.Agree`; in server data 0 means pending.",
        },
        platforms: ['android'],
      },
      {
        name: 'Reject',
        value: 1,
        description: {
          'zh-Hans': 'Android 枚举 `ApplyHandleResult.Reject` 的 `value`；服务端数据中 1 表示“已同意”。',
          en: "The `value` of Android's `ApplyHandleResult.Reject`; in server data 1 means accepted.",
        },
        platforms: ['android'],
      },
    ],
    usedBy: ['class/relation/friendApplication', 'class/group/groupApplicationInfo'],
    differences: {
      'zh-Hans':
        '服务端和 core 的编号是 0 未处理、1 同意、-1 拒绝（`FriendResponseAgree`、`GroupResponseRefuse` 等常量），iOS、TypeScript 各 SDK 和 Unity 与之一致。Android 的 Java 枚举 `ApplyHandleResult` 却是 `Unprocessed(-1)`、`Agree(0)`、`Reject(1)`，与申请对象里的 `handleResult` 整数对不上：在 Android 上请直接与 0、1、-1 比较，不要用这个枚举的 `value`。Flutter 没有对应的枚举。iOS 的成员名为 `OIMApplicationStatusNormal`（0）、`OIMApplicationStatusAccept`（1）、`OIMApplicationStatusDecline`（-1）。',
      en: "The server and the core number it 0 pending, 1 accepted, -1 rejected (constants such as `FriendResponseAgree` and `GroupResponseRefuse`), and iOS, the TypeScript SDKs and Unity agree. Android's Java enum `ApplyHandleResult`, however, is `Unprocessed(-1)`, `Agree(0)`, `Reject(1)`, which does not match the `handleResult` integer of the application objects: on Android compare with 0, 1 and -1 directly instead of using this enum's `value`. Flutter has no such enum. iOS names the members `OIMApplicationStatusNormal` (0), `OIMApplicationStatusAccept` (1) and `OIMApplicationStatusDecline` (-1).",
    },
  },
  {
    id: 'enum/joinSource',
    summary: {
      'zh-Hans': '成员是怎样进群的：被邀请、搜索后申请或扫码申请。',
      en: 'How a member got into a group: invited, found by search, or through a QR code.',
    },
    names: {
      android: 'JoinSource',
      ios: 'OIMJoinType',
      flutter: 'JoinSource',
      ...tsNames('GroupJoinSource'),
      unity: 'JoinSource',
    },
    values: [
      {
        name: 'Invitation',
        value: 2,
        description: {
          'zh-Hans': '被邀请入群。建群时的初始成员（包括群主）也记为此值。',
          en: 'Invited. The initial members of a new group, the owner included, are recorded with this value too.',
        },
      },
      {name: 'Search', value: 3, description: {'zh-Hans': '搜索到群后申请加入。', en: 'Found the group by search and asked to join.'}},
      {name: 'QrCode', value: 4, description: {'zh-Hans': '扫描群二维码后申请加入。', en: "Scanned the group's QR code and asked to join."}},
    ],
    usedBy: ['class/group/groupMemberInfo', 'class/group/groupApplicationInfo'],
    differences: {
      'zh-Hans':
        '服务端常量还定义了 `JoinByAdmin = 1`，但 v3.8.3 服务端不会写入它，所有平台的枚举也都没有这个值。`joinSource` 由调用 `joinGroup` 的客户端自己填写，服务端不校验，只用于展示。成员名：iOS `OIMJoinTypeInvited`、`OIMJoinTypeSearch`、`OIMJoinTypeQRCode`；Flutter `invited`、`search`、`QRCode`（该类未从包入口导出）；其余平台为 `Invitation`、`Search`、`QrCode`。uni-app 演示从 `openim-uniapp-polyfill` 导入 `GroupJoinSource`。',
      en: 'The server constants also define `JoinByAdmin = 1`, but the v3.8.3 server never writes it and no platform enum has it. `joinSource` is filled in by the client that calls `joinGroup`; the server does not check it and it is for display only. Member names: iOS `OIMJoinTypeInvited`, `OIMJoinTypeSearch`, `OIMJoinTypeQRCode`; Flutter `invited`, `search`, `QRCode` (the class is not exported from the package entry); elsewhere `Invitation`, `Search`, `QrCode`. The uni-app demo imports `GroupJoinSource` from `openim-uniapp-polyfill`.',
    },
  },
  {
    id: 'enum/loginStatus',
    summary: {
      'zh-Hans': 'SDK 的登录状态：未登录、登录中或已登录。',
      en: "The SDK's login state: logged out, logging in or logged in.",
    },
    names: {
      android: 'LoginStatus',
      ios: 'OIMLoginStatus',
      flutter: 'LoginStatus',
      ...tsNames('LoginStatus'),
      unity: 'LoginStatus',
    },
    values: [
      {
        name: 'Empty',
        value: 0,
        description: {
          'zh-Hans': '只有 Unity 为 0 起了名字。core 的 `getLoginStatus` 实际不会返回它：`initSDK` 一完成状态就是 1，`unInitSDK` 之后返回的是 -1001。',
          en: "Only Unity names 0. The core's `getLoginStatus` never actually returns it: the state is 1 as soon as `initSDK` completes, and after `unInitSDK` the call returns -1001.",
        },
        platforms: ['unity'],
      },
      {
        name: 'Logout',
        value: 1,
        description: {
          'zh-Hans': '未登录：`initSDK` 完成后、第一次登录之前的状态，以及登出（包括因被踢、token 失效而被登出）之后的状态。',
          en: 'Logged out: the state once `initSDK` has completed and before the first login, and after a logout (including one caused by a kick or an invalid token).',
        },
      },
      {
        name: 'Logging',
        value: 2,
        description: {
          'zh-Hans': '正在登录。注意 core 在登录出错（如打开本地数据库失败）时不会改回 1，状态会停在 2。',
          en: 'A login is in progress. Note that when a login fails (for example the local database cannot be opened) the core does not reset it to 1; the state stays at 2.',
        },
      },
      {
        name: 'Logged',
        value: 3,
        description: {'zh-Hans': '已登录。', en: 'Logged in.'},
      },
    ],
    usedBy: [],
    differences: {
      'zh-Hans':
        'core 在 SDK 未初始化（或调用 `unInitSDK` 之后）时返回 `-1001`（常量 `Uninitialized`），这个值没有任何平台命名；`initSDK` 完成后状态即为 1（`Logout`），不是 0，Unity 的 `Empty = 0` 实际不会出现；判断是否需要登录时请用“不等于 `Logged`”，不要用“等于 `Logout`”。成员名：iOS `OIMLoginStatusLogout` 等，Flutter `logout`、`logging`、`logged`。',
      en: 'The core returns `-1001` (constant `Uninitialized`) while the SDK is not initialised (or after `unInitSDK`), and no platform names that value; once `initSDK` has completed the state is 1 (`Logout`), not 0, so Unity\'s `Empty = 0` never actually appears. To decide whether to log in, test "not `Logged`" rather than "equals `Logout`". Member names: iOS `OIMLoginStatusLogout` and so on, Flutter `logout`, `logging`, `logged`.',
    },
  },
  {
    id: 'enum/logLevel',
    summary: {
      'zh-Hans': 'SDK 日志级别：数值越大输出越详细，6 时还会记录本地数据库的 SQL。',
      en: "SDK log level: the higher the number, the more is logged; at 6 the local database's SQL is logged too.",
    },
    names: {
      android: 'LogLevel',
      ...tsNames('LogLevel'),
      unity: 'LogLevel',
    },
    values: [
      {
        name: 'Fatal',
        value: 0,
        description: {'zh-Hans': 'core 中的 0：只输出致命错误。', en: "The core's 0: fatal errors only."},
        platforms: ['android'],
      },
      {
        name: 'Panic',
        value: 1,
        description: {'zh-Hans': 'core 中的 1：只输出 panic 级别。', en: "The core's 1: panic level only."},
        platforms: ['android'],
      },
      {
        name: 'Panic',
        value: 0,
        description: {
          'zh-Hans': 'TypeScript 各 SDK 和 Unity 的名称；传给 core 的 0 实际是 Fatal 级别。',
          en: 'The name in the TypeScript SDKs and Unity; the 0 passed to the core is really the Fatal level.',
        },
        platforms: ['web', 'electron', 'react-native', 'mini-program', 'unity'],
      },
      {
        name: 'Fatal',
        value: 1,
        description: {
          'zh-Hans': 'TypeScript 各 SDK 和 Unity 的名称；传给 core 的 1 实际是 Panic 级别。',
          en: 'The name in the TypeScript SDKs and Unity; the 1 passed to the core is really the Panic level.',
        },
        platforms: ['web', 'electron', 'react-native', 'mini-program', 'unity'],
      },
      {name: 'Error', value: 2, description: {'zh-Hans': '错误。', en: 'Errors.'}},
      {name: 'Warn', value: 3, description: {'zh-Hans': '警告及以上。', en: 'Warnings and above.'}},
      {name: 'Info', value: 4, description: {'zh-Hans': '一般信息及以上。', en: 'Information and above.'}},
      {
        name: 'Debug',
        value: 5,
        description: {
          'zh-Hans': '调试信息。Android `InitConfig`、iOS `OIMInitConfig` 和 Web 的默认值。',
          en: "Debug output. The default of Android's `InitConfig`, iOS's `OIMInitConfig` and Web.",
        },
      },
      {
        name: 'DebugWithSQL',
        value: 6,
        description: {
          'zh-Hans': '调试信息加本地数据库的 SQL 日志（core 在级别大于 5 时打开 SQL 日志）。Flutter `initSDK` 的默认值。',
          en: "Debug output plus SQL logging of the local database (the core turns SQL logging on above 5). The default of Flutter's `initSDK`.",
        },
        platforms: ['android'],
      },
      {
        name: 'Verbose',
        value: 6,
        description: {
          'zh-Hans': 'Web/Electron 对 6 的命名，效果同 `DebugWithSQL`。',
          en: "Web/Electron's name for 6; same effect as `DebugWithSQL`.",
        },
        platforms: WASM_FAMILY,
      },
    ],
    usedBy: ['class/init/config'],
    differences: {
      'zh-Hans':
        'core 使用的日志库按 `Fatal = 0`、`Panic = 1` 编号，Android 的 `@LogLevel` 与之一致；TypeScript 各 SDK 和 Unity 把 0 叫 `Panic`、1 叫 `Fatal`，两者都几乎不输出，实际影响不大。值 6：Android 叫 `DebugWithSQL`，Web/Electron 叫 `Verbose`，React Native、小程序、Unity 的枚举没有 6（仍可传数字 6）。iOS 和 Flutter 没有日志级别枚举，直接传整数；Flutter `initSDK` 默认 6，Android、iOS、Web 默认 5。',
      en: "The logging library the core uses numbers `Fatal = 0`, `Panic = 1`, and Android's `@LogLevel` agrees; the TypeScript SDKs and Unity call 0 `Panic` and 1 `Fatal`, which matters little because both log almost nothing. Value 6 is `DebugWithSQL` on Android and `Verbose` on Web/Electron; the React Native, mini-program and Unity enums have no 6 (you can still pass the number 6). iOS and Flutter have no log-level enum and take a plain integer; Flutter's `initSDK` defaults to 6, Android, iOS and Web to 5.",
    },
  },
  {
    id: 'enum/messageContentType',
    summary: {
      'zh-Hans': '消息的内容类型（`contentType`）：101 起为普通消息，1000 以上为各类系统通知。',
      en: "A message's content type (`contentType`): ordinary messages from 101, system notifications from 1000 up.",
    },
    names: {
      android: 'MessageType',
      ios: 'OIMMessageContentType',
      flutter: 'MessageType',
      ...tsNames('MessageType'),
      unity: 'ContentType',
    },
    values: [
      {name: 'Text', value: 101, description: {'zh-Hans': '文本消息，内容在 `textElem`。', en: 'Text message; content in `textElem`.'}},
      {name: 'Picture', value: 102, description: {'zh-Hans': '图片消息，`pictureElem`。', en: 'Picture message, `pictureElem`.'}},
      {name: 'Sound', value: 103, description: {'zh-Hans': '语音消息，`soundElem`。', en: 'Voice message, `soundElem`.'}},
      {name: 'Video', value: 104, description: {'zh-Hans': '视频消息，`videoElem`。', en: 'Video message, `videoElem`.'}},
      {name: 'File', value: 105, description: {'zh-Hans': '文件消息，`fileElem`。', en: 'File message, `fileElem`.'}},
      {name: 'AtText', value: 106, description: {'zh-Hans': '@消息，`atTextElem`。', en: 'Mention message, `atTextElem`.'}},
      {name: 'Merger', value: 107, description: {'zh-Hans': '合并转发消息，`mergeElem`。', en: 'Merged (forwarded chat history) message, `mergeElem`.'}},
      {name: 'Card', value: 108, description: {'zh-Hans': '名片消息，`cardElem`。', en: 'Contact card message, `cardElem`.'}},
      {name: 'Location', value: 109, description: {'zh-Hans': '位置消息，`locationElem`。', en: 'Location message, `locationElem`.'}},
      {name: 'Custom', value: 110, description: {'zh-Hans': '自定义消息，`customElem`。', en: 'Custom message, `customElem`.'}},
      {name: 'Typing', value: 113, description: {'zh-Hans': '正在输入提示，`typingElem`，不入库。', en: 'Typing indicator, `typingElem`; not stored.'}},
      {name: 'Quote', value: 114, description: {'zh-Hans': '引用回复消息，`quoteElem`。', en: 'Quote reply, `quoteElem`.'}},
      {name: 'Face', value: 115, description: {'zh-Hans': '表情消息，`faceElem`。', en: 'Sticker/emoji message, `faceElem`.'}},
      {
        name: 'AdvancedText',
        value: 117,
        description: {'zh-Hans': '高级文本（带富文本片段），`advancedTextElem`。', en: 'Advanced text with rich-text segments, `advancedTextElem`.'},
        platforms: NATIVE_AND_UNITY,
      },
      {
        name: 'CustomMsgNotTriggerConversation',
        value: 119,
        description: {
          'zh-Hans': '不更新会话的自定义消息，由服务端 REST 发送。',
          en: 'Custom message that does not update the conversation; sent through the server REST API.',
        },
        platforms: NATIVE_AND_UNITY,
      },
      {
        name: 'CustomMsgOnlineOnly',
        value: 120,
        description: {
          'zh-Hans': '仅在线投递的自定义消息，由服务端 REST 发送。',
          en: 'Custom message delivered to online users only; sent through the server REST API.',
        },
        platforms: NATIVE_AND_UNITY,
      },
      {
        name: 'FriendApplicationApprovedNotification',
        value: 1201,
        description: {
          'zh-Hans': '好友申请已通过的通知。TypeScript 各 SDK 把 1201 命名为 `FriendAdded`。',
          en: 'Friend request approved. The TypeScript SDKs name 1201 `FriendAdded`.',
        },
      },
      {
        name: 'FriendApplicationRejectedNotification',
        value: 1202,
        description: {'zh-Hans': '好友申请被拒绝。', en: 'Friend request rejected.'},
        platforms: NATIVE_AND_UNITY,
      },
      {
        name: 'FriendApplicationNotification',
        value: 1203,
        description: {'zh-Hans': '收到好友申请。', en: 'Friend request received.'},
        platforms: NATIVE_AND_UNITY,
      },
      {name: 'FriendAddedNotification', value: 1204, description: {'zh-Hans': '已成为好友。', en: 'Became friends.'}, platforms: NATIVE_AND_UNITY},
      {name: 'FriendDeletedNotification', value: 1205, description: {'zh-Hans': '好友被删除。', en: 'Friend deleted.'}, platforms: NATIVE_AND_UNITY},
      {
        name: 'FriendRemarkSetNotification',
        value: 1206,
        description: {'zh-Hans': '好友备注被修改。', en: 'Friend remark changed.'},
        platforms: NATIVE_AND_UNITY,
      },
      {name: 'BlackAddedNotification', value: 1207, description: {'zh-Hans': '加入黑名单。', en: 'Added to the blacklist.'}, platforms: NATIVE_AND_UNITY},
      {name: 'BlackDeletedNotification', value: 1208, description: {'zh-Hans': '移出黑名单。', en: 'Removed from the blacklist.'}, platforms: NATIVE_AND_UNITY},
      {name: 'FriendInfoUpdatedNotification', value: 1209, description: {'zh-Hans': '好友资料更新。', en: 'Friend profile updated.'}, platforms: ['unity']},
      {
        name: 'FriendsInfoUpdateNotification',
        value: 1210,
        description: {'zh-Hans': '批量更新好友信息（如置顶、备注）。', en: 'Friend entries updated in bulk (pin, remark and so on).'},
        platforms: ['unity'],
      },
      {
        name: 'ConversationChangeNotification',
        value: 1300,
        description: {'zh-Hans': '会话设置变更（多端同步）。', en: 'Conversation settings changed (synced across devices).'},
        platforms: NATIVE_AND_UNITY,
      },
      {name: 'UserInfoUpdatedNotification', value: 1303, description: {'zh-Hans': '用户资料更新。', en: 'User profile updated.'}, platforms: NATIVE_AND_UNITY},
      {
        name: 'UserStatusChangeNotification',
        value: 1304,
        description: {'zh-Hans': '用户在线状态变化。', en: 'User online status changed.'},
        platforms: ['unity'],
      },
      {name: 'UserCommandAddNotification', value: 1305, description: {'zh-Hans': '用户指令新增。', en: 'User command added.'}, platforms: ['unity']},
      {name: 'UserCommandDeleteNotification', value: 1306, description: {'zh-Hans': '用户指令删除。', en: 'User command deleted.'}, platforms: ['unity']},
      {name: 'UserCommandUpdateNotification', value: 1307, description: {'zh-Hans': '用户指令更新。', en: 'User command updated.'}, platforms: ['unity']},
      {
        name: 'OANotification',
        value: 1400,
        description: {
          'zh-Hans': '通知账号发送的 OA 通知，出现在通知会话中。core 没有为它定义常量，取自服务端常量。',
          en: "OA notification sent by a notification account; appears in the notification conversation. The core has no constant for it; the value is the server's.",
        },
      },
      {name: 'GroupCreatedNotification', value: 1501, description: {'zh-Hans': '群已创建。', en: 'Group created.'}},
      {
        name: 'GroupInfoSetNotification',
        value: 1502,
        description: {'zh-Hans': '群资料被修改。', en: 'Group profile changed.'},
        platforms: ['android', 'ios', 'flutter', 'web', 'electron', 'react-native', 'unity'],
      },
      {
        name: 'JoinGroupApplicationNotification',
        value: 1503,
        description: {'zh-Hans': '收到入群申请。', en: 'Request to join received.'},
        platforms: NATIVE_AND_UNITY,
      },
      {name: 'MemberQuitNotification', value: 1504, description: {'zh-Hans': '成员退群。', en: 'Member left.'}},
      {
        name: 'GroupApplicationAcceptedNotification',
        value: 1505,
        description: {'zh-Hans': '入群申请已通过。', en: 'Request to join accepted.'},
        platforms: NATIVE_AND_UNITY,
      },
      {
        name: 'GroupApplicationRejectedNotification',
        value: 1506,
        description: {'zh-Hans': '入群申请被拒绝。', en: 'Request to join rejected.'},
        platforms: NATIVE_AND_UNITY,
      },
      {name: 'GroupOwnerTransferredNotification', value: 1507, description: {'zh-Hans': '群主已转让。', en: 'Ownership transferred.'}},
      {name: 'MemberKickedNotification', value: 1508, description: {'zh-Hans': '成员被踢出。', en: 'Member removed.'}},
      {name: 'MemberInvitedNotification', value: 1509, description: {'zh-Hans': '成员被邀请进群。', en: 'Member invited in.'}},
      {
        name: 'MemberEnterNotification',
        value: 1510,
        description: {'zh-Hans': '成员主动进群（申请通过或无需验证）。', en: 'Member joined (request approved or no verification).'},
      },
      {name: 'GroupDismissedNotification', value: 1511, description: {'zh-Hans': '群已解散。', en: 'Group dismissed.'}},
      {name: 'GroupMemberMutedNotification', value: 1512, description: {'zh-Hans': '成员被禁言。', en: 'Member muted.'}},
      {name: 'GroupMemberCancelMutedNotification', value: 1513, description: {'zh-Hans': '成员被解除禁言。', en: 'Member unmuted.'}},
      {name: 'GroupMutedNotification', value: 1514, description: {'zh-Hans': '开启全员禁言。', en: 'Group muted for everyone.'}},
      {name: 'GroupCancelMutedNotification', value: 1515, description: {'zh-Hans': '关闭全员禁言。', en: 'Group mute lifted.'}},
      {
        name: 'GroupMemberInfoSetNotification',
        value: 1516,
        description: {'zh-Hans': '群成员资料被修改。', en: 'Member profile in the group changed.'},
        platforms: NATIVE_AND_UNITY,
      },
      {
        name: 'GroupMemberSetToAdminNotification',
        value: 1517,
        description: {'zh-Hans': '成员被设为管理员。', en: 'Member made an admin.'},
        platforms: ['ios', 'flutter', 'unity'],
      },
      {
        name: 'GroupMemberSetToOrdinaryUserNotification',
        value: 1518,
        description: {'zh-Hans': '管理员被设为普通成员。', en: 'Admin made an ordinary member.'},
        platforms: ['ios', 'flutter', 'unity'],
      },
      {name: 'GroupInfoSetAnnouncementNotification', value: 1519, description: {'zh-Hans': '群公告被修改。', en: 'Group announcement changed.'}},
      {name: 'GroupInfoSetNameNotification', value: 1520, description: {'zh-Hans': '群名称被修改。', en: 'Group name changed.'}},
      {
        name: 'ConversationPrivateChatNotification',
        value: 1701,
        description: {
          'zh-Hans': '阅后即焚（私聊模式）开关变化。TypeScript 各 SDK 命名为 `BurnMessageChange`。',
          en: 'Burn-after-reading (private chat) switched on or off. The TypeScript SDKs name it `BurnMessageChange`.',
        },
      },
      {
        name: 'BusinessNotification',
        value: 2001,
        description: {
          'zh-Hans': '业务通知，通过自定义业务监听交给应用。',
          en: 'Business notification, handed to the app through the custom business listener.',
        },
        platforms: ['ios', 'flutter', 'unity'],
      },
      {
        name: 'RevokeNotification',
        value: 2101,
        description: {
          'zh-Hans': '消息已撤回：core 把被撤回的消息原地改为此类型，详情在 `notificationElem.detail`。',
          en: 'Message revoked: the core rewrites the revoked message in place to this type, with details in `notificationElem.detail`.',
        },
      },
    ],
    usedBy: ['class/message/messageInfo', 'class/message/SearchMessagesParams'],
    differences: {
      'zh-Hans':
        '名称取自 core 常量；表中只列出 core 或服务端定义、且至少一个平台有成员的值。TypeScript 各 SDK（Web、Electron、React Native、小程序）的 `MessageType` 只有普通消息 101–115 和部分群通知，且成员名不同（如 `TextMessage`、`VoiceMessage`、`GroupInfoUpdated`、`GroupNameUpdated`），1201 被命名为 `FriendAdded`，而 core 中 1201 是“好友申请通过”，真正的“已成为好友”是 1204；小程序还缺少 1502。Android、iOS、Flutter 缺少 1209/1210 和 1304–1307，Android 还缺 1517/1518、2001。其他平台独有的值：Android `HAS_READ_RECEIPT = 112`、`GROUP_HAS_READ_RECEIPT = 116`（Flutter 已废弃的 `groupHasReadReceipt` 也是 116）、`SIGNALING_NTF = 1601`；iOS、Flutter、Unity 的 2150/2155 已读回执；Unity 的 121/122 表情回应等。core 内部处理、不必渲染的通知有 1703（清空会话）、2102（删除消息）、2200（已读回执）；Unity 的 `ClearConversationNotification` 误写为 2101。Unity 另有一个精简版枚举 `MessageContentType`，其中 `GroupNameUpdated` 误为 1518。区间标记（如 `NotificationBegin = 1000`、`GroupNotificationEnd = 1599`）不是消息类型，未列出。uni-app 演示从 `openim-uniapp-polyfill` 导入 `MessageType`。',
      en: 'The names are the core constants; the table lists the values the core or the server defines that at least one platform has a member for. The TypeScript SDKs\' `MessageType` (Web, Electron, React Native, mini program) only covers the ordinary messages 101–115 and some group notifications, under other names (`TextMessage`, `VoiceMessage`, `GroupInfoUpdated`, `GroupNameUpdated`, ...); it names 1201 `FriendAdded`, although in the core 1201 is "friend request approved" and "became friends" is 1204; the mini program also lacks 1502. Android, iOS and Flutter lack 1209/1210 and 1304–1307; Android also lacks 1517/1518 and 2001. Values only some platforms have: Android `HAS_READ_RECEIPT = 112`, `GROUP_HAS_READ_RECEIPT = 116` (Flutter\'s deprecated `groupHasReadReceipt` is 116 too), `SIGNALING_NTF = 1601`; the 2150/2155 read receipts of iOS, Flutter and Unity; Unity\'s 121/122 reactions and more. Notifications the core handles itself and apps need not render are 1703 (conversation cleared), 2102 (messages deleted) and 2200 (read receipt); Unity\'s `ClearConversationNotification` is wrongly 2101. Unity also has a reduced enum `MessageContentType`, in which `GroupNameUpdated` is wrongly 1518. Range markers such as `NotificationBegin = 1000` and `GroupNotificationEnd = 1599` are not content types and are not listed. The uni-app demo imports `MessageType` from `openim-uniapp-polyfill`.',
    },
  },
  {
    id: 'enum/messageFrom',
    summary: {
      'zh-Hans': '消息来源（`msgFrom`）：用户发送的消息或系统消息。',
      en: 'Where a message comes from (`msgFrom`): a user or the system.',
    },
    names: {
      ios: 'OIMMessageLevel',
    },
    values: [
      {
        name: 'UserMsgType',
        value: 100,
        description: {'zh-Hans': '用户消息：由用户或代表用户的 REST 调用发送。', en: "User message: sent by a user, or by a REST call on a user's behalf."},
      },
      {
        name: 'SysMsgType',
        value: 200,
        description: {'zh-Hans': '系统消息：服务端生成的通知。', en: 'System message: a notification generated by the server.'},
      },
    ],
    usedBy: ['class/message/messageInfo'],
    differences: {
      'zh-Hans':
        '只有 iOS 定义了枚举 `OIMMessageLevel`（`OIMMessageLevelUser = 100`、`OIMMessageLevelSystem = 200`）；其他平台的 `msgFrom` 是普通整数，常量名取自 core。判断是否为通知消息时，更可靠的依据是 `contentType` 是否大于等于 1000。',
      en: 'Only iOS defines an enum, `OIMMessageLevel` (`OIMMessageLevelUser = 100`, `OIMMessageLevelSystem = 200`); elsewhere `msgFrom` is a plain integer and the names here are the core constants. To tell notifications apart, `contentType` being 1000 or more is the more reliable test.',
    },
  },
  {
    id: 'enum/messageStatus',
    summary: {
      'zh-Hans': '消息的发送状态：发送中、成功、失败，以及 core 标记的已删除和已过滤。',
      en: "A message's send state: sending, sent, failed, plus deleted and filtered as marked by the core.",
    },
    names: {
      android: 'MessageStatus',
      ios: 'OIMMessageStatus',
      flutter: 'MessageStatus',
      ...tsNames('MessageStatus'),
      unity: 'MsgStatus',
    },
    values: [
      {name: 'Sending', value: 1, description: {'zh-Hans': '发送中。', en: 'Sending.'}},
      {name: 'Succeed', value: 2, description: {'zh-Hans': '发送成功，已获得服务端序号。', en: 'Sent; the server has assigned a sequence number.'}},
      {
        name: 'Failed',
        value: 3,
        description: {'zh-Hans': '发送失败，可以原样重发。', en: 'Failed; can be sent again as it is.'},
      },
      {
        name: 'Deleted',
        value: 4,
        description: {
          'zh-Hans': '已删除：core 在本地删除、或服务端标记删除时写入；拉取历史消息时会被过滤。',
          en: 'Deleted: written by the core when a message is deleted locally or marked deleted on the server; history queries skip it.',
        },
        platforms: ['android', 'ios', 'flutter', 'unity'],
      },
      {
        name: 'Filtered',
        value: 5,
        description: {
          'zh-Hans': '已过滤：本设备发出的消息被服务端标记为不更新会话时，core 写入此值。',
          en: 'Filtered: written by the core when a message sent from this device comes back marked as not updating the conversation.',
        },
        platforms: ['unity'],
      },
    ],
    usedBy: ['class/message/messageInfo'],
    differences: {
      'zh-Hans':
        'core 定义 1–5（`MsgStatusSending` 到 `MsgStatusFiltered`）。TypeScript 各 SDK 只有 `Sending`、`Succeed`、`Failed`；Android（`SENDING`、`SUCCEEDED`、`FAILED`、`DELETED`）和 Flutter（`sending`、`succeeded`、`failed`、`deleted`）到 4 为止；iOS 的 4 叫 `OIMMessageStatusRevoke`，但撤回并不使用它（撤回看 `contentType` 是否为 2101），另有 `OIMMessageStatusUndefine = 0`；Unity 的 `MsgStatus` 按声明顺序编号为 `Default` 0 到 `Filtered` 5，另有只含 1–3 的 `MessageStatus`。uni-app 演示从 `openim-uniapp-polyfill` 导入 `MessageStatus`。',
      en: "The core defines 1–5 (`MsgStatusSending` to `MsgStatusFiltered`). The TypeScript SDKs only have `Sending`, `Succeed` and `Failed`; Android (`SENDING`, `SUCCEEDED`, `FAILED`, `DELETED`) and Flutter (`sending`, `succeeded`, `failed`, `deleted`) stop at 4; iOS calls 4 `OIMMessageStatusRevoke`, but revoking does not use it (a revoked message has `contentType` 2101), and adds `OIMMessageStatusUndefine = 0`; Unity's `MsgStatus` numbers `Default` 0 to `Filtered` 5 by declaration order, and a separate `MessageStatus` has only 1–3. The uni-app demo imports `MessageStatus` from `openim-uniapp-polyfill`.",
    },
  },
  {
    id: 'enum/platform',
    summary: {
      'zh-Hans': '平台 ID：登录设备所属的终端类型，决定多端登录策略和 token 的归属。',
      en: 'Platform ID: the kind of device a login comes from; it drives the multi-device policy and which platform a token belongs to.',
    },
    names: {
      android: 'Platform',
      ios: 'OIMPlatform',
      flutter: 'IMPlatform',
      ...tsNames('Platform'),
      unity: 'PlatformID',
    },
    values: [
      {name: 'iOS', value: 1, description: {'zh-Hans': 'iPhone。', en: 'iPhone.'}},
      {name: 'Android', value: 2, description: {'zh-Hans': 'Android 手机。', en: 'Android phone.'}},
      {name: 'Windows', value: 3, description: {'zh-Hans': 'Windows 桌面端。', en: 'Windows desktop.'}},
      {name: 'MacOSX', value: 4, description: {'zh-Hans': 'macOS 桌面端。', en: 'macOS desktop.'}},
      {name: 'Web', value: 5, description: {'zh-Hans': '浏览器。', en: 'Browser.'}},
      {
        name: 'MiniWeb',
        value: 6,
        description: {'zh-Hans': '小程序。', en: 'Mini program.'},
        platforms: ['android', 'ios', 'flutter', 'unity'],
      },
      {name: 'Linux', value: 7, description: {'zh-Hans': 'Linux 桌面端。', en: 'Linux desktop.'}},
      {name: 'AndroidPad', value: 8, description: {'zh-Hans': 'Android 平板。', en: 'Android tablet.'}},
      {name: 'iPad', value: 9, description: {'zh-Hans': 'iPad。', en: 'iPad.'}},
      {
        name: 'Admin',
        value: 10,
        description: {
          'zh-Hans': '管理后台，由服务端 REST 调用使用，客户端不应以它登录。',
          en: 'Admin console, used by server REST calls; clients should not log in with it.',
        },
        platforms: ['unity'],
      },
    ],
    usedBy: ['class/init/config', 'class/message/messageInfo', 'class/user/userStatusInfo', 'callback/onUserStatusChanged'],
    differences: {
      'zh-Hans':
        '数值与服务端一致，各平台成员名不同：Android `IOS`、`ANDROID`、`WIN`、`XOS`、`WEB`、`MINI_WEB`、`LINUX`、`ANDROID_PAD`、`IPAD`；iOS `iPhone`、`android`、`windows`、`macOS`、`web`、`miniWeb`、`linux`、`androidPad`、`iPad`；Flutter `ios`、`xos`、`miniWeb`、`ipad` 等；Unity `IOSPlatformID` 等，另有 `None = 0` 和 `AdminPlatformID = 10`。TypeScript 各 SDK（包括小程序 SDK）没有 6；小程序登录时可直接传数字 6。服务端还定义了 `HarmonyOS = 11`，目前没有任何 SDK 的枚举包含它。平台 ID 必须与用户 token 签发时指定的一致；Android SDK 的 `InitConfig` 固定为 2，iOS 的 `OIMInitConfig` 按设备类型取 1 或 9。',
      en: "The numbers match the server; the member names differ: Android `IOS`, `ANDROID`, `WIN`, `XOS`, `WEB`, `MINI_WEB`, `LINUX`, `ANDROID_PAD`, `IPAD`; iOS `iPhone`, `android`, `windows`, `macOS`, `web`, `miniWeb`, `linux`, `androidPad`, `iPad`; Flutter `ios`, `xos`, `miniWeb`, `ipad` and so on; Unity `IOSPlatformID` and so on, plus `None = 0` and `AdminPlatformID = 10`. The TypeScript SDKs (the mini-program SDK included) have no 6; a mini program can pass the number 6 at login. The server also defines `HarmonyOS = 11`, which no SDK enum includes yet. The platform ID must match the one the user's token was issued for; Android's `InitConfig` fixes it at 2, and iOS's `OIMInitConfig` picks 1 or 9 from the device type.",
    },
  },
  {
    id: 'enum/recvMsgOpt',
    summary: {
      'zh-Hans': '消息接收选项：正常接收、不接收，或接收但不推送（免打扰）。',
      en: 'Message receiving option: receive normally, do not receive, or receive without push (do not disturb).',
    },
    names: {
      android: 'Opt',
      ios: 'OIMReceiveMessageOpt',
      flutter: 'ReceiveMessageOpt',
      ...tsNames('MessageReceiveOptType'),
      unity: 'RecvMsgOpt',
    },
    values: [
      {
        name: 'Normal',
        value: 0,
        description: {'zh-Hans': '正常接收，离线时有推送。', en: 'Receive normally, with offline push.'},
      },
      {
        name: 'NotReceive',
        value: 1,
        description: {
          'zh-Hans': '不接收：服务端不再把该会话的消息投递给你（部分系统通知除外）。',
          en: "Do not receive: the server stops delivering this conversation's messages to you (except some system notifications).",
        },
      },
      {
        name: 'NotNotify',
        value: 2,
        description: {
          'zh-Hans': '接收但不推送（免打扰）：消息照常在线送达，只是关闭离线推送。',
          en: 'Receive without push (do not disturb): messages still arrive online; only offline push is off.',
        },
      },
    ],
    usedBy: ['class/conversation/conversationInfo', 'class/conversation/conversationReq', 'class/user/userInfo'],
    differences: {
      'zh-Hans':
        '数值一致，成员名不同：core `ReceiveMessage`、`NotReceiveMessage`、`ReceiveNotNotifyMessage`；Android 类名为 `Opt`（`NORMAL`、`NotReceiveMessage`、`ReceiveNotNotifyMessage`）；iOS `OIMReceiveMessageOptReceive`、`…NotReceive`、`…NotNotify`；Flutter `receive`、`notReceive`、`notNotify`（该类未从包入口导出）；小程序和 Unity 把 0 拼作 `Nomal`。同一枚举既用于会话的 `recvMsgOpt`，也用于用户的全局选项 `globalRecvMsgOpt`。uni-app 演示从 `openim-uniapp-polyfill` 导入 `MessageReceiveOptType`。',
      en: "The numbers agree; the member names differ: core `ReceiveMessage`, `NotReceiveMessage`, `ReceiveNotNotifyMessage`; Android's class is called `Opt` (`NORMAL`, `NotReceiveMessage`, `ReceiveNotNotifyMessage`); iOS `OIMReceiveMessageOptReceive`, `…NotReceive`, `…NotNotify`; Flutter `receive`, `notReceive`, `notNotify` (the class is not exported from the package entry); the mini program and Unity spell 0 `Nomal`. The same values serve a conversation's `recvMsgOpt` and the user's global `globalRecvMsgOpt`. The uni-app demo imports `MessageReceiveOptType` from `openim-uniapp-polyfill`.",
    },
  },
  {
    id: 'enum/roleLevel',
    summary: {
      'zh-Hans': '群成员角色：群主、管理员或普通成员。',
      en: "A group member's role: owner, admin or ordinary member.",
    },
    names: {
      android: 'GroupRole',
      ios: 'OIMGroupMemberRole',
      flutter: 'GroupRoleLevel',
      ...tsNames('GroupMemberRole'),
      unity: 'RoleLevel',
    },
    values: [
      {name: 'Normal', value: 20, description: {'zh-Hans': '普通成员。', en: 'Ordinary member.'}},
      {
        name: 'Admin',
        value: 60,
        description: {'zh-Hans': '管理员，可以审批入群、踢人、禁言普通成员。', en: 'Admin: can approve requests to join, remove and mute ordinary members.'},
      },
      {
        name: 'Owner',
        value: 100,
        description: {'zh-Hans': '群主，每个群只有一个，可通过转让群主变更。', en: 'Owner: one per group, changed by transferring ownership.'},
      },
    ],
    usedBy: ['class/group/groupMemberInfo', 'class/group/SetGroupMemberInfo'],
    differences: {
      'zh-Hans':
        '数值一致（20、60、100），成员名不同：Android `MEMBER`、`ADMIN`、`OWNER`；iOS `OIMGroupMemberRoleMember` 等；Flutter `member`、`admin`、`owner`；小程序和 Unity 把 20 拼作 `Nomal`。uni-app 演示从 `openim-uniapp-polyfill` 导入 `GroupMemberRole`。',
      en: 'The numbers agree (20, 60, 100); the member names differ: Android `MEMBER`, `ADMIN`, `OWNER`; iOS `OIMGroupMemberRoleMember` and so on; Flutter `member`, `admin`, `owner`; the mini program and Unity spell 20 `Nomal`. The uni-app demo imports `GroupMemberRole` from `openim-uniapp-polyfill`.',
    },
  },
  {
    id: 'enum/viewType',
    summary: {
      'zh-Hans': '拉取历史消息的视图：普通聊天窗口，或从搜索结果跳转进入的窗口。',
      en: 'The view a history query serves: the normal chat window, or a window opened from a search result.',
    },
    names: {
      android: 'ViewType',
      ios: 'OIMGetHistoryViewType',
      flutter: 'GetHistoryViewType',
      ...tsNames('ViewType', null),
    },
    values: [
      {
        name: 'History',
        value: 0,
        description: {'zh-Hans': '普通聊天窗口的分页（默认）。', en: 'Paging in the normal chat window (the default).'},
      },
      {
        name: 'Search',
        value: 1,
        description: {
          'zh-Hans': '从搜索结果定位到某条消息后的分页。core 为两种视图分别记录拉取进度，互不干扰。',
          en: 'Paging after jumping to a message from search results. The core keeps separate paging state for the two views, so they do not disturb each other.',
        },
      },
    ],
    usedBy: ['class/message/GetAdvancedHistoryMessageListParams'],
    differences: {
      'zh-Hans':
        'Android 的 `ViewType` 是 Java 枚举，SDK 用 `getValue()` 取数值；Flutter 的 `GetHistoryViewType` 是 Dart 枚举，数值在 `rawValue`。小程序 SDK 和 Unity 没有这个枚举（小程序的历史消息参数里也没有 `viewType`）。core 中对应的常量是 `ViewHistory`、`ViewSearch`。',
      en: "Android's `ViewType` is a Java enum whose number the SDK reads with `getValue()`; Flutter's `GetHistoryViewType` is a Dart enum with the number in `rawValue`. The mini-program SDK and Unity have no such enum (the mini program's history parameters have no `viewType` either). The core's constants are `ViewHistory` and `ViewSearch`.",
    },
  },
];
