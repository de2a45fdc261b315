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
    items: ['apis/authenticationManagement/getAdminToken', 'apis/authenticationManagement/getUserToken', 'apis/authenticationManagement/forceLogout'],
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
        ],
      },
      {
        key: 'userManagement.notificationAccounts',
        label: '通知账号',
        items: ['apis/userManagement/addNotificationAccount', 'apis/userManagement/searchNotificationAccount', 'apis/userManagement/updateNotificationAccount'],
      },
    ],
  },
  {
    key: 'friendsManagement',
    label: '好友管理',
    dir: 'apis/friendsManagement',
    items: [
      'apis/friendsManagement/sendApplication',
      'apis/friendsManagement/getRecvApplication',
      'apis/friendsManagement/getSentApplication',
      'apis/friendsManagement/processApplication',
      'apis/friendsManagement/importFriend',
      'apis/friendsManagement/getFriendList',
      'apis/friendsManagement/checkFriend',
      'apis/friendsManagement/updateFriends',
      'apis/friendsManagement/deleteFriend',
      'apis/friendsManagement/addBlackList',
      'apis/friendsManagement/getBlackList',
      'apis/friendsManagement/deleteBlackList',
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
          'apis/groupManagement/setGroupInfo',
          'apis/groupManagement/getJoinedGroupList',
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
          'apis/groupManagement/groupApplicationResponse',
        ],
      },
      {
        key: 'groupManagement.members',
        label: '群成员',
        items: [
          'apis/groupManagement/getGroupMemberList',
          'apis/groupManagement/getGroupMembersInfo',
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
      'apis/conversationManagement/setConversations',
    ],
  },
  {
    key: 'messageManagement',
    label: '消息管理',
    dir: 'apis/messageManagement',
    items: [
      'apis/messageManagement/sendMessage',
      'apis/messageManagement/batchSendMessage',
      'apis/messageManagement/send_business_notification',
      'apis/messageManagement/revokeMessage',
      'apis/messageManagement/deleteUserAllMessage',
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
