import {buildSidebar, type OutlineItem} from './lib';

// Reading order: the basics, then a token (every call needs one), users before what users do, and in each
// area the call that creates a thing before the calls that use, change or remove it. Webhooks follow
// the same areas; within one, each event's before-hook comes ahead of its after-hook.
const outline: OutlineItem[] = [
  'apis/introduction',
  {key: 'basics', label: '基础', items: ['commonConfigs', 'commonFields', 'contentDescription', 'errCode']},
  {
    key: 'authenticationManagement',
    label: '鉴权管理',
    dir: 'apis/authenticationManagement',
    items: [
      'apis/authenticationManagement/getAdminToken',
      'apis/authenticationManagement/getUserToken',
      'apis/authenticationManagement/parseToken',
      'apis/authenticationManagement/forceLogout',
    ],
  },
  {
    key: 'userManagement',
    label: '用户管理',
    dir: 'apis/userManagement',
    items: [
      {
        key: 'userManagement.accounts',
        label: '注册与资料',
        items: [
          'apis/userManagement/userRegister',
          'apis/userManagement/checkUserRegistered',
          'apis/userManagement/getSpecifiedUser',
          'apis/userManagement/getUserList',
          'apis/userManagement/getUserIDList',
          'apis/userManagement/updateUserInfo',
          'apis/userManagement/updateUserInfoLegacy',
          'apis/userManagement/updateGlobalRemind',
        ],
      },
      {
        key: 'userManagement.online',
        label: '在线状态',
        items: [
          'apis/userManagement/getUserOnlineStatus',
          'apis/userManagement/getUserOnlineTokenDetail',
          'apis/userManagement/subscribeUsersStatus',
          'apis/userManagement/getSubscribeUsersStatus',
          'apis/userManagement/getUsersStatus',
        ],
      },
      {
        key: 'userManagement.notificationAccounts',
        label: '通知账号',
        items: ['apis/userManagement/addNotificationAccount', 'apis/userManagement/searchNotificationAccount', 'apis/userManagement/updateNotificationAccount'],
      },
      {
        key: 'userManagement.commands',
        label: '用户指令',
        items: [
          'apis/userManagement/processUserCommandAdd',
          'apis/userManagement/processUserCommandGet',
          'apis/userManagement/processUserCommandGetAll',
          'apis/userManagement/processUserCommandUpdate',
          'apis/userManagement/processUserCommandDelete',
        ],
      },
    ],
  },
  {
    key: 'friendsManagement',
    label: '好友管理',
    dir: 'apis/friendsManagement',
    items: [
      {
        key: 'friendsManagement.requests',
        label: '好友申请',
        items: [
          'apis/friendsManagement/sendApplication',
          'apis/friendsManagement/getRecvApplication',
          'apis/friendsManagement/getSentApplication',
          'apis/friendsManagement/getDesignatedFriendApply',
          'apis/friendsManagement/getSelfUnhandledApplyCount',
          'apis/friendsManagement/processApplication',
        ],
      },
      {
        key: 'friendsManagement.friends',
        label: '好友',
        items: [
          'apis/friendsManagement/importFriend',
          'apis/friendsManagement/getFriendList',
          'apis/friendsManagement/getFriendIDs',
          'apis/friendsManagement/getDesignatedFriends',
          'apis/friendsManagement/getSpecifiedFriendsInfo',
          'apis/friendsManagement/checkFriend',
          'apis/friendsManagement/updateFriends',
          'apis/friendsManagement/setFriendRemark',
          'apis/friendsManagement/deleteFriend',
        ],
      },
      {
        key: 'friendsManagement.blocklist',
        label: '黑名单',
        items: [
          'apis/friendsManagement/addBlackList',
          'apis/friendsManagement/getBlackList',
          'apis/friendsManagement/getSpecifiedBlacks',
          'apis/friendsManagement/deleteBlackList',
        ],
      },
    ],
  },
  {
    key: 'groupManagement',
    label: '群组管理',
    dir: 'apis/groupManagement',
    items: [
      {
        key: 'groupManagement.groups',
        label: '建群与群资料',
        items: [
          'apis/groupManagement/createGroup',
          'apis/groupManagement/getGroupsInfo',
          'apis/groupManagement/getGroupAbstractInfo',
          'apis/groupManagement/setGroupInfo',
          'apis/groupManagement/setGroupInfoLegacy',
          'apis/groupManagement/getJoinedGroupList',
          'apis/groupManagement/getGroups',
        ],
      },
      {
        key: 'groupManagement.joining',
        label: '入群与申请',
        items: [
          'apis/groupManagement/inviteUserToGroup',
          'apis/groupManagement/joinGroup',
          'apis/groupManagement/getRecvGroupApplicationList',
          'apis/groupManagement/getUserReqGroupApplicationList',
          'apis/groupManagement/getGroupApplicationListByUserID',
          'apis/groupManagement/getSpecifiedUserGroupRequestInfo',
          'apis/groupManagement/getGroupApplicationUnhandledCount',
          'apis/groupManagement/groupApplicationResponse',
        ],
      },
      {
        key: 'groupManagement.members',
        label: '群成员',
        items: [
          'apis/groupManagement/getGroupMemberList',
          'apis/groupManagement/getGroupMembersInfo',
          'apis/groupManagement/getGroupMemberUserIDs',
          'apis/groupManagement/setGroupMemberInfo',
          'apis/groupManagement/kickGroup',
          'apis/groupManagement/quitGroup',
        ],
      },
      {
        key: 'groupManagement.muting',
        label: '禁言',
        items: [
          'apis/groupManagement/muteGroup',
          'apis/groupManagement/cancelMuteGroup',
          'apis/groupManagement/muteGroupMember',
          'apis/groupManagement/cancelMuteGroupMember',
        ],
      },
      {key: 'groupManagement.ownership', label: '转让与解散', items: ['apis/groupManagement/transferGroup', 'apis/groupManagement/dismissGroup']},
    ],
  },
  {
    key: 'conversationManagement',
    label: '会话管理',
    dir: 'apis/conversationManagement',
    items: [
      'apis/conversationManagement/getSortedConversationList',
      'apis/conversationManagement/getOwnerConversation',
      'apis/conversationManagement/getAllConversations',
      'apis/conversationManagement/getConversation',
      'apis/conversationManagement/getConversations',
      'apis/conversationManagement/getPinnedConversationIDs',
      'apis/conversationManagement/getNotNotifyConversationIDs',
      'apis/conversationManagement/getConversationOfflinePushUserIDs',
      'apis/conversationManagement/setConversations',
    ],
  },
  {
    key: 'messageManagement',
    label: '消息管理',
    dir: 'apis/messageManagement',
    items: [
      {
        key: 'messageManagement.sending',
        label: '发送',
        items: [
          'apis/messageManagement/sendMessage',
          'apis/messageManagement/batchSendMessage',
          'apis/messageManagement/send_business_notification',
          'apis/messageManagement/checkMsgIsSendSuccess',
        ],
      },
      {key: 'messageManagement.history', label: '搜索与撤回', items: ['apis/messageManagement/searchMsg', 'apis/messageManagement/revokeMessage']},
      {
        key: 'messageManagement.deleting',
        label: '删除与清空',
        // From the mildest (hidden for one user) to the strongest (gone for everyone).
        items: [
          'apis/messageManagement/deleteMsgs',
          'apis/messageManagement/clearConversationMsg',
          'apis/messageManagement/deleteUserAllMessage',
          'apis/messageManagement/deleteMsgPhysicalBySeq',
          'apis/messageManagement/deleteMsgPhysical',
        ],
      },
    ],
  },
  {
    key: 'objectStorage',
    label: '文件与对象存储',
    dir: 'apis/objectStorage',
    // In the order of one upload: limits, start, sign, finish, then reading the file back.
    items: [
      'apis/objectStorage/partLimit',
      'apis/objectStorage/partSize',
      'apis/objectStorage/initiateMultipartUpload',
      'apis/objectStorage/authSign',
      'apis/objectStorage/completeMultipartUpload',
      'apis/objectStorage/initiateFormData',
      'apis/objectStorage/completeFormData',
      'apis/objectStorage/accessURL',
      'apis/objectStorage/objectRedirect',
    ],
  },
  {
    key: 'statistics',
    label: '数据统计',
    dir: 'apis/statistics',
    items: ['apis/statistics/userRegisterCount', 'apis/statistics/getActiveUsers', 'apis/statistics/groupCreateCount', 'apis/statistics/getActiveGroups'],
  },
  {
    key: 'operations',
    label: '运维与监控',
    dir: 'apis/operations',
    items: [
      'apis/operations/prometheusDiscovery',
      'apis/operations/getPrometheus',
      'apis/operations/uploadLogs',
      'apis/operations/searchLogs',
      'apis/operations/deleteLogs',
    ],
  },
  {
    key: 'clientSync',
    label: '客户端 SDK 使用的接口',
    dir: 'apis/clientSync',
    items: [
      {
        key: 'clientSync.messages',
        label: '消息同步',
        items: ['apis/clientSync/getServerTime', 'apis/clientSync/getNewestSeq', 'apis/clientSync/pullMsgBySeq'],
      },
      {
        key: 'clientSync.read',
        label: '已读位置',
        items: [
          'apis/clientSync/getConversationsHasReadAndMaxSeq',
          'apis/clientSync/markMsgsAsRead',
          'apis/clientSync/markConversationAsRead',
          'apis/clientSync/setConversationHasReadSeq',
        ],
      },
      {
        key: 'clientSync.conversations',
        label: '会话同步',
        items: [
          'apis/clientSync/getFullConversationIDs',
          'apis/clientSync/getIncrementalConversations',
          'apis/clientSync/jssdkGetConversations',
          'apis/clientSync/jssdkGetActiveConversations',
        ],
      },
      {
        key: 'clientSync.friends',
        label: '好友同步',
        items: ['apis/clientSync/getFullFriendUserIDs', 'apis/clientSync/getIncrementalFriends', 'apis/clientSync/getIncrementalBlacks'],
      },
      {
        key: 'clientSync.groups',
        label: '群组同步',
        items: [
          'apis/clientSync/getFullJoinGroupIDs',
          'apis/clientSync/getIncrementalJoinGroups',
          'apis/clientSync/getFullGroupMemberUserIDs',
          'apis/clientSync/getIncrementalGroupMembers',
          'apis/clientSync/getIncrementalGroupMembersBatch',
        ],
      },
      {key: 'clientSync.push', label: '推送与角标', items: ['apis/clientSync/fcmUpdateToken', 'apis/clientSync/setAppBadge']},
    ],
  },
  {
    key: 'webhooks',
    label: 'Webhooks 回调',
    dir: 'webhooks',
    items: [
      'webhooks/introduction',
      'webhooks/example',
      {
        key: 'webhooks.user',
        label: '用户',
        dir: 'webhooks/user',
        items: [
          'webhooks/user/userRegisterBefore',
          'webhooks/user/userRegisterAfter',
          'webhooks/user/updateUserInfoBefore',
          'webhooks/user/updateUserInfoAfter',
          'webhooks/user/userOnline',
          'webhooks/user/userOffline',
        ],
      },
      {
        key: 'webhooks.relationship',
        label: '好友关系',
        dir: 'webhooks/relationship',
        items: [
          'webhooks/relationship/addFriendBefore',
          'webhooks/relationship/addFriendAfter',
          'webhooks/relationship/addFriendAgreeBefore',
          'webhooks/relationship/addFriendAgreeAfter',
          'webhooks/relationship/importFriendsBefore',
          'webhooks/relationship/importFriendAfter',
          'webhooks/relationship/setFriendRemarkBefore',
          'webhooks/relationship/setFriendRemarkAfter',
          'webhooks/relationship/deleteFriendAfter',
          // Named without the suffix: addBlack is the before-hook of blocking, removeBlack the after-hook of unblocking.
          'webhooks/relationship/addBlack',
          'webhooks/relationship/removeBlack',
        ],
      },
      {
        key: 'webhooks.group',
        label: '群组',
        dir: 'webhooks/group',
        items: [
          {
            key: 'webhooks.group.lifecycle',
            label: '建群、修改与解散',
            items: [
              'webhooks/group/createBefore',
              'webhooks/group/createAfter',
              'webhooks/group/setGroupInfoBefore',
              'webhooks/group/setGroupInfoAfter',
              'webhooks/group/transferGroupOwnerAfter',
              'webhooks/group/disMissGroupAfter',
            ],
          },
          {
            key: 'webhooks.group.members',
            label: '群成员',
            items: [
              // The apply and invite hooks fire first, then the member hook that every way in shares, then the after-hook.
              'webhooks/group/applyJoinGroupBefore',
              'webhooks/group/inviteJoinGroupBefore',
              'webhooks/group/memberJoinGroupBefore',
              'webhooks/group/joinGroupAfter',
              'webhooks/group/setMemberInfoBefore',
              'webhooks/group/setMemberInfoAfter',
              'webhooks/group/kickGroupMember',
              'webhooks/group/quitGroup',
            ],
          },
          {
            key: 'webhooks.group.messages',
            label: '群聊消息',
            items: ['webhooks/group/sendGroupMsgBefore', 'webhooks/group/sendGroupMsgAfter', 'webhooks/group/groupMsgRead'],
          },
        ],
      },
      {
        key: 'webhooks.msg',
        label: '单聊消息',
        dir: 'webhooks/msg',
        items: [
          // In the order the server calls them for one message: check, rewrite, then report.
          'webhooks/msg/sendSingleMsgBefore',
          'webhooks/msg/msgModify',
          'webhooks/msg/sendSingleMsgAfter',
          'webhooks/msg/singleMsgRead',
          'webhooks/msg/singleMsgRevokeAfter',
        ],
      },
      {key: 'webhooks.push', label: '推送', dir: 'webhooks/push', items: ['webhooks/push/onlinePushBefore', 'webhooks/push/offlinePushBefore']},
    ],
  },
];

export default buildSidebar('restapi', outline);
