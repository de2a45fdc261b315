/** Listeners of the listener/ pages. Facts: see ./sources.ts. */
import type {SdkListener} from './types';

export const LISTENERS: readonly SdkListener[] = [
  {
    id: 'listener/connectListener',
    summary: {
      'zh-Hans': '连接监听：长连接的连接中、成功、失败，以及被踢下线和 token 过期。初始化时传入，整个 SDK 生命周期只有一个。',
      en: "Connection listener: the long-lived connection connecting, up or failing, plus kicked offline and token expired. Passed at init; there is one for the SDK's whole life.",
    },
    callbacks: ['callback/onConnecting', 'callback/onConnectSuccess', 'callback/onConnectFailed', 'callback/onKickedOffline', 'callback/onUserTokenExpired'],
    register: {
      android: {
        call: 'OpenIMClient.getInstance().initSDK(application, initConfig, OnConnListener listener)',
        example: `OpenIMClient.getInstance().initSDK(getApplication(), config, new OnConnListener() {
    @Override
    public void onConnectSuccess() { Log.i("IM", "connected"); }

    @Override
    public void onKickedOffline() { /* back to the login screen */ }
});`,
      },
      ios: {
        call: '[OIMManager.manager initSDKWithConfig:onConnecting:onConnectFailure:onConnectSuccess:onKickedOffline:onUserTokenExpired:onUserTokenInvalid:] / [OIMManager.callbacker addIMSDKListener:]',
        example: `// in addition to the blocks passed to initSDKWithConfig:...
[OIMManager.callbacker addIMSDKListener:self]; // self adopts <OIMSDKListener>

- (void)onKickedOffline {
    NSLog(@"kicked offline, show the login screen");
}`,
      },
      flutter: {
        call: 'OpenIM.iMManager.initSDK(..., listener: OnConnectListener(...))',
        example: `await OpenIM.iMManager.initSDK(
  platformID: IMPlatform.android,
  apiAddr: 'http://localhost:10002',
  wsAddr: 'ws://localhost:10001',
  dataDir: dataDir,
  listener: OnConnectListener(
    onConnectSuccess: () => print('connected'),
    onKickedOffline: () => print('kicked offline'),
  ),
);`,
      },
      web: {
        call: 'OpenIM.on(CbEvents.OnConnectSuccess | OnConnecting | OnConnectFailed | OnKickedOffline | OnUserTokenExpired, handler)',
        example: `import {CbEvents, getSDK} from '@openim/wasm-client-sdk';

const OpenIM = getSDK();
OpenIM.on(CbEvents.OnKickedOffline, () => {
  // back to the login page
});
OpenIM.on(CbEvents.OnConnectFailed, ({errCode, errMsg}) => console.warn(errCode, errMsg));`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnKickedOffline, handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnKickedOffline, () => {
  // back to the login page
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnKickedOffline, handler)',
        example: `import OpenIMSDK, {OpenIMEvent} from '@openim/rn-client-sdk';

OpenIMSDK.on(OpenIMEvent.OnKickedOffline, () => {
  // back to the login screen
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnKickedOffline, handler)',
        example: `import IMSDK from 'openim-uniapp-polyfill';

IMSDK.subscribe(IMSDK.IMEvents.OnKickedOffline, () => {
  uni.reLaunch({url: '/pages/login/index'});
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnKickedOffline, handler)',
        example: `import {CbEvents} from 'open-im-sdk';

OpenIM.on(CbEvents.OnKickedOffline, () => {
  wx.reLaunch({url: '/pages/login/index'});
});`,
      },
      unity: {
        call: 'IMSDK.InitSDK(IMConfig config, IConnListener conn)',
        example: `class ConnListener : IConnListener {
    public void OnConnecting() { }
    public void OnConnectSuccess() { Debug.Log("connected"); }
    public void OnConnectFailed(int errCode, string errMsg) { }
    public void OnKickedOffline() { /* back to login */ }
    public void OnUserTokenExpired() { }
    public void OnUserTokenInvalid(string errMsg) { }
}
IMSDK.InitSDK(config, new ConnListener());`,
      },
    },
  },
  {
    id: 'listener/advancedMsgListener',
    summary: {
      'zh-Hans': '高级消息监听：逐条收到新消息，以及撤回通知和单聊已读回执。',
      en: 'Advanced message listener: new messages one at a time, plus revoke notices and one-to-one read receipts.',
    },
    callbacks: [
      'callback/onRecvNewMessage',
      'callback/onRecvOfflineNewMessage',
      'callback/onNewRecvMessageRevoked',
      'callback/onRecvC2CReadReceipt',
      'callback/onRecvGroupReadReceipt',
    ],
    register: {
      android: {
        call: 'OpenIMClient.getInstance().messageManager.setAdvancedMsgListener(OnAdvanceMsgListener listener)',
        example: `OpenIMClient.getInstance().messageManager.setAdvancedMsgListener(new OnAdvanceMsgListener() {
    @Override
    public void onRecvNewMessage(Message msg) {
        // append msg to the open chat, if it belongs there
    }
});`,
      },
      ios: {
        call: '[OIMManager.callbacker addAdvancedMsgListener:]',
        example: `[OIMManager.callbacker addAdvancedMsgListener:self]; // self adopts <OIMAdvancedMsgListener>

- (void)onRecvNewMessage:(OIMMessageInfo *)msg {
    NSLog(@"new message %@ from %@", msg.clientMsgID, msg.sendID);
}`,
      },
      flutter: {
        call: 'OpenIM.iMManager.messageManager.setAdvancedMsgListener(OnAdvancedMsgListener(...))',
        example: `OpenIM.iMManager.messageManager.setAdvancedMsgListener(OnAdvancedMsgListener(
  onRecvNewMessage: (msg) => print('new message \${msg.clientMsgID}'),
  onNewRecvMessageRevoked: (info) => print('revoked \${info.clientMsgID}'),
));`,
      },
      web: {
        call: 'OpenIM.on(CbEvents.OnNewRecvMessageRevoked | OnRecvC2CReadReceipt | OnRecvGroupReadReceipt | ..., handler)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnNewRecvMessageRevoked, ({data}) => {
  // replace the revoked message in the open chat
});
OpenIM.on(CbEvents.OnRecvC2CReadReceipt, ({data}) => {
  // mark own messages as read
});`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnNewRecvMessageRevoked | OnRecvC2CReadReceipt | ..., handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnNewRecvMessageRevoked, ({data}) => {
  // replace the revoked message in the open chat
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnNewRecvMessageRevoked | OnRecvC2CReadReceipt | ..., handler)',
        example: `OpenIMSDK.on(OpenIMEvent.OnNewRecvMessageRevoked, (revokedInfo) => {
  // replace the revoked message in the open chat
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnNewRecvMessageRevoked | ..., handler)',
        example: `IMSDK.subscribe(IMSDK.IMEvents.OnNewRecvMessageRevoked, ({data}) => {
  // replace the revoked message in the open chat
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnRecvNewMessage | OnNewRecvMessageRevoked | ..., handler)',
        example: `import {CbEvents} from 'open-im-sdk';
import type {MessageItem} from 'open-im-sdk';

OpenIM.on(CbEvents.OnRecvNewMessage, ({data}) => {
  const message = data as MessageItem; // the SDK types every event's data as unknown
  console.log(message.clientMsgID);
});`,
      },
      unity: {
        call: 'IMSDK.SetAdvancedMsgListener(IAdvancedMsgListener l)',
        example: `// MsgListener implements every method of IAdvancedMsgListener
IMSDK.SetAdvancedMsgListener(new MsgListener());
// e.g. public void OnRecvNewMessage(Message message) { Debug.Log(message.ClientMsgID); }`,
      },
    },
  },
  {
    id: 'listener/batchMsgListener',
    summary: {
      'zh-Hans': '批量消息监听：新消息按批次以数组送达。一旦设置，core 不再逐条调用高级消息监听的 `onRecvNewMessage`。',
      en: "Batch message listener: new messages arrive in batches, as arrays. Once it is set, the core no longer calls the advanced listener's `onRecvNewMessage` per message.",
    },
    callbacks: ['callback/onRecvNewMessages', 'callback/onRecvOfflineNewMessages'],
    register: {
      web: {
        call: 'OpenIM.on(CbEvents.OnRecvNewMessages, handler)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnRecvNewMessages, ({data}) => {
  data.forEach((message) => {
    // append to the open chat if message belongs there
  });
});`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnRecvNewMessages, handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnRecvNewMessages, ({data}) => {
  data.forEach((message) => console.log(message.clientMsgID));
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnRecvNewMessages, handler)',
        example: `OpenIMSDK.on(OpenIMEvent.OnRecvNewMessages, (messages) => {
  messages.forEach((message) => console.log(message.clientMsgID));
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnRecvNewMessages, handler)',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

IMSDK.subscribe(IMSDK.IMEvents.OnRecvNewMessages, ({data}) => {
  (data as MessageItem[]).forEach((message) => console.log(message.clientMsgID));
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnRecvNewMessages, handler)',
        example: `import {CbEvents} from 'open-im-sdk';
import type {MessageItem} from 'open-im-sdk';

OpenIM.on(CbEvents.OnRecvNewMessages, ({data}) => {
  const messages = data as MessageItem[]; // the SDK types every event's data as unknown
  messages.forEach((message) => console.log(message.clientMsgID));
});`,
      },
      unity: {
        call: 'IMSDK.SetBatchMsgListener(IBatchMsgListener l)',
        example: `class BatchListener : IBatchMsgListener {
    public void OnRecvNewMessages(List<Message> messageList) {
        foreach (var m in messageList) Debug.Log(m.ClientMsgID);
    }
    public void OnRecvOfflineNewMessages(List<Message> messageList) { }
}
IMSDK.SetBatchMsgListener(new BatchListener());`,
      },
    },
  },
  {
    id: 'listener/conversationListener',
    summary: {
      'zh-Hans': '会话监听：登录后的数据同步进度、会话新增与变更、总未读数变化和对方输入状态。',
      en: "Conversation listener: data sync progress after login, new and changed conversations, the total unread count and the other side's typing state.",
    },
    callbacks: [
      'callback/onSyncServerStart',
      'callback/onSyncServerFinish',
      'callback/onSyncServerFailed',
      'callback/onNewConversation',
      'callback/onConversationChanged',
      'callback/onTotalUnreadMessageCountChanged',
      'callback/onInputStatusChanged',
    ],
    register: {
      android: {
        call: 'OpenIMClient.getInstance().conversationManager.setOnConversationListener(OnConversationListener listener)',
        example: `OpenIMClient.getInstance().conversationManager.setOnConversationListener(new OnConversationListener() {
    @Override
    public void onConversationChanged(List<ConversationInfo> list) { /* update rows */ }

    @Override
    public void onTotalUnreadMessageCountChanged(int i) { /* update the badge */ }
});`,
      },
      ios: {
        call: '[OIMManager.callbacker addConversationListener:]',
        example: `[OIMManager.callbacker addConversationListener:self]; // self adopts <OIMConversationListener>

- (void)onTotalUnreadMessageCountChanged:(NSInteger)totalUnreadCount {
    self.tabBarItem.badgeValue = totalUnreadCount > 0 ? @(totalUnreadCount).stringValue : nil;
}`,
      },
      flutter: {
        call: 'OpenIM.iMManager.conversationManager.setConversationListener(OnConversationListener(...))',
        example: `OpenIM.iMManager.conversationManager.setConversationListener(OnConversationListener(
  onSyncServerFinish: (reinstalled) => loadConversations(),
  onConversationChanged: (list) => updateRows(list),
  onTotalUnreadMessageCountChanged: (count) => setBadge(count),
));`,
      },
      web: {
        call: 'OpenIM.on(CbEvents.OnConversationChanged | OnNewConversation | OnTotalUnreadMessageCountChanged | ..., handler)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnConversationChanged, ({data}) => {
  // merge the changed conversations into the list
});
OpenIM.on(CbEvents.OnTotalUnreadMessageCountChanged, ({data}) => console.log('unread', data));`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnConversationChanged | ..., handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnNewConversation, ({data}) => {
  // prepend the new conversations
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnConversationChanged | ..., handler)',
        example: `OpenIMSDK.on(OpenIMEvent.OnConversationChanged, (conversations) => {
  // merge the changed conversations into the list
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnConversationChanged | ..., handler)',
        example: `IMSDK.subscribe(IMSDK.IMEvents.OnConversationChanged, ({data}) => {
  // merge the changed conversations into the list
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnConversationChanged | ..., handler)',
        example: `import {CbEvents} from 'open-im-sdk';
import type {ConversationItem} from 'open-im-sdk';

OpenIM.on(CbEvents.OnConversationChanged, ({data}) => {
  // the SDK has already parsed the JSON, but types every event's data as unknown
  const changed = data as ConversationItem[];
  console.log(changed.map((conversation) => conversation.conversationID));
});`,
      },
      unity: {
        call: 'IMSDK.SetConversationListener(IConversationListener l)',
        example: `// ConvListener implements every method of IConversationListener
IMSDK.SetConversationListener(new ConvListener());
// e.g. public void OnTotalUnreadMessageCountChanged(int totalUnreadCount) { badge.text = totalUnreadCount.ToString(); }`,
      },
    },
  },
  {
    id: 'listener/friendshipListener',
    summary: {
      'zh-Hans': '好友关系监听：好友申请的新增、同意、拒绝和删除，好友的增删与资料变化，以及黑名单变化。',
      en: 'Friendship listener: friend requests added, accepted, rejected and deleted, friends added, removed and changed, and blacklist changes.',
    },
    callbacks: [
      'callback/onFriendApplicationAdded',
      'callback/onFriendApplicationDeleted',
      'callback/onFriendApplicationAccepted',
      'callback/onFriendApplicationRejected',
      'callback/onFriendAdded',
      'callback/onFriendDeleted',
      'callback/onFriendInfoChanged',
      'callback/onBlackAdded',
      'callback/onBlackDeleted',
    ],
    register: {
      android: {
        call: 'OpenIMClient.getInstance().friendshipManager.setOnFriendshipListener(OnFriendshipListener listener)',
        example: `OpenIMClient.getInstance().friendshipManager.setOnFriendshipListener(new OnFriendshipListener() {
    @Override
    public void onFriendApplicationAdded(FriendApplicationInfo u) { /* show a red dot */ }

    @Override
    public void onFriendAdded(FriendInfo u) { /* add to contacts */ }
});`,
      },
      ios: {
        call: '[OIMManager.callbacker addFriendListener:]',
        example: `[OIMManager.callbacker addFriendListener:self]; // self adopts <OIMFriendshipListener>

- (void)onFriendApplicationAdded:(OIMFriendApplication *)application {
    NSLog(@"request from %@", application.fromUserID);
}`,
      },
      flutter: {
        call: 'OpenIM.iMManager.friendshipManager.setFriendshipListener(OnFriendshipListener(...))',
        example: `OpenIM.iMManager.friendshipManager.setFriendshipListener(OnFriendshipListener(
  onFriendApplicationAdded: (info) => print('request from \${info.fromUserID}'),
  onFriendAdded: (info) => print('new friend \${info.userID}'),
));`,
      },
      web: {
        call: 'OpenIM.on(CbEvents.OnFriendApplicationAdded | OnFriendAdded | OnBlackAdded | ..., handler)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnFriendApplicationAdded, ({data}) => {
  // data.fromUserID sent a request
});`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnFriendApplicationAdded | ..., handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnFriendAdded, ({data}) => {
  // add data to the contact list
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnFriendApplicationAdded | ..., handler)',
        example: `OpenIMSDK.on(OpenIMEvent.OnFriendApplicationAdded, (application) => {
  // application.fromUserID sent a request
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnFriendApplicationAdded | ..., handler)',
        example: `IMSDK.subscribe(IMSDK.IMEvents.OnFriendAdded, ({data}) => {
  // add data to the contact list
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnFriendApplicationAdded | ..., handler)',
        example: `import {CbEvents} from 'open-im-sdk';
import type {FriendApplicationItem} from 'open-im-sdk';

OpenIM.on(CbEvents.OnFriendApplicationAdded, ({data}) => {
  const application = data as FriendApplicationItem; // the SDK types every event's data as unknown
  // show a red dot on the contacts tab
  console.log('friend request from', application.fromUserID);
});`,
      },
      unity: {
        call: 'IMSDK.SetFriendShipListener(IFriendShipListener l)',
        example: `// FriendListener implements every method of IFriendShipListener
IMSDK.SetFriendShipListener(new FriendListener());
// e.g. public void OnFriendAdded(FriendInfo friendInfo) { contacts.Add(friendInfo); }`,
      },
    },
  },
  {
    id: 'listener/groupListener',
    summary: {
      'zh-Hans': '群组监听：加入和退出的群、成员增删与资料变化、入群申请的全过程、群资料变化和群解散。',
      en: 'Group listener: groups joined and left, members added, removed and changed, the life of requests to join, group profile changes and dismissal.',
    },
    callbacks: [
      'callback/onJoinedGroupAdded',
      'callback/onJoinedGroupDeleted',
      'callback/onGroupMemberAdded',
      'callback/onGroupMemberDeleted',
      'callback/onGroupApplicationAdded',
      'callback/onGroupApplicationDeleted',
      'callback/onGroupApplicationAccepted',
      'callback/onGroupApplicationRejected',
      'callback/onGroupInfoChanged',
      'callback/onGroupMemberInfoChanged',
      'callback/onGroupDismissed',
    ],
    register: {
      android: {
        call: 'OpenIMClient.getInstance().groupManager.setOnGroupListener(OnGroupListener listener)',
        example: `OpenIMClient.getInstance().groupManager.setOnGroupListener(new OnGroupListener() {
    @Override
    public void onJoinedGroupAdded(GroupInfo info) { /* add to the group list */ }

    @Override
    public void onGroupDismissed(GroupInfo info) { /* close the chat */ }
});`,
      },
      ios: {
        call: '[OIMManager.callbacker addGroupListener:]',
        example: `[OIMManager.callbacker addGroupListener:self]; // self adopts <OIMGroupListener>

- (void)onGroupInfoChanged:(OIMGroupInfo *)changeInfo {
    NSLog(@"group %@ changed", changeInfo.groupID);
}`,
      },
      flutter: {
        call: 'OpenIM.iMManager.groupManager.setGroupListener(OnGroupListener(...))',
        example: `OpenIM.iMManager.groupManager.setGroupListener(OnGroupListener(
  onJoinedGroupAdded: (info) => print('joined \${info.groupID}'),
  onGroupMemberAdded: (member) => print('\${member.userID} joined \${member.groupID}'),
));`,
      },
      web: {
        call: 'OpenIM.on(CbEvents.OnJoinedGroupAdded | OnGroupMemberAdded | OnGroupInfoChanged | ..., handler)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {GroupItem, WSEvent} from '@openim/wasm-client-sdk';

// the package types no data for this event, so the handler declares it
OpenIM.on(CbEvents.OnGroupInfoChanged, ({data}: WSEvent<GroupItem>) => {
  if (data.groupID === 'group001') {
    // refresh the chat header
  }
});`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnGroupInfoChanged | ..., handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnJoinedGroupDeleted, ({data}) => {
  // remove data.groupID from the group list
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnGroupInfoChanged | ..., handler)',
        example: `OpenIMSDK.on(OpenIMEvent.OnGroupMemberAdded, (member) => {
  // member.userID joined member.groupID
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnGroupInfoChanged | ..., handler)',
        example: `IMSDK.subscribe(IMSDK.IMEvents.OnJoinedGroupAdded, ({data}) => {
  // add data to the group list
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnGroupInfoChanged | ..., handler)',
        example: `import {CbEvents} from 'open-im-sdk';
import type {GroupApplicationItem} from 'open-im-sdk';

OpenIM.on(CbEvents.OnGroupApplicationAdded, ({data}) => {
  const application = data as GroupApplicationItem; // the SDK types every event's data as unknown
  // show the request to the group's admins
  console.log(application.userID, 'asks to join', application.groupID);
});`,
      },
      unity: {
        call: 'IMSDK.SetGroupListener(IGroupListener l)',
        example: `// GroupListener implements every method of IGroupListener
IMSDK.SetGroupListener(new GroupListener());
// e.g. public void OnGroupDismissed(GroupInfo groupInfo) { CloseChat(groupInfo.GroupID); }`,
      },
    },
  },
  {
    id: 'listener/userListener',
    summary: {
      'zh-Hans': '用户监听：自己的资料被修改（包括在其他设备上），以及已订阅用户的在线状态变化。',
      en: 'User listener: your own profile changed (on any device), and online status changes of the users you subscribed to.',
    },
    callbacks: ['callback/onSelfUserInfoUpdate', 'callback/onUserStatusChanged'],
    register: {
      android: {
        call: 'OpenIMClient.getInstance().userInfoManager.setOnUserListener(OnUserListener listener)',
        example: `OpenIMClient.getInstance().userInfoManager.setOnUserListener(new OnUserListener() {
    @Override
    public void onSelfInfoUpdated(UserInfo info) { /* refresh the profile page */ }
});`,
      },
      ios: {
        call: '[OIMManager.callbacker addUserListener:]',
        example: `[OIMManager.callbacker addUserListener:self]; // self adopts <OIMUserListener>

- (void)onSelfInfoUpdated:(OIMUserInfo *)info {
    NSLog(@"my nickname is now %@", info.nickname);
}`,
      },
      flutter: {
        call: 'OpenIM.iMManager.userManager.setUserListener(OnUserListener(...))',
        example: `OpenIM.iMManager.userManager.setUserListener(OnUserListener(
  onSelfInfoUpdated: (info) => print('nickname: \${info.nickname}'),
  onUserStatusChanged: (status) => print('\${status.userID} changed'),
));`,
      },
      web: {
        call: 'OpenIM.on(CbEvents.OnSelfInfoUpdated | OnUserStatusChanged, handler)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

OpenIM.on(CbEvents.OnSelfInfoUpdated, ({data}) => {
  // data is the updated profile
});`,
      },
      electron: {
        call: 'IMSDK.on(CbEvents.OnSelfInfoUpdated | OnUserStatusChanged, handler) (renderer)',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';

IMSDK.on(CbEvents.OnUserStatusChanged, ({data}) => {
  // data.userID, data.status, data.platformIDs
});`,
      },
      'react-native': {
        call: 'OpenIMSDK.on(OpenIMEvent.OnSelfInfoUpdated | OnUserStatusChanged, handler)',
        example: `OpenIMSDK.on(OpenIMEvent.OnSelfInfoUpdated, (selfUserInfo) => {
  // refresh the profile page
});`,
      },
      uniapp: {
        call: 'IMSDK.subscribe(IMSDK.IMEvents.OnSelfInfoUpdated, handler)',
        example: `IMSDK.subscribe(IMSDK.IMEvents.OnSelfInfoUpdated, ({data}) => {
  // refresh the profile page
});`,
      },
      'mini-program': {
        call: 'OpenIM.on(CbEvents.OnSelfInfoUpdated | OnUserStatusChanged, handler)',
        example: `import {CbEvents} from 'open-im-sdk';
import type {SelfUserInfo} from 'open-im-sdk';

OpenIM.on(CbEvents.OnSelfInfoUpdated, ({data}) => {
  const me = data as SelfUserInfo; // the SDK types every event's data as unknown
  // refresh the profile page
  console.log(me.nickname);
});`,
      },
      unity: {
        call: 'IMSDK.SetUserListener(IUserListener l)',
        example: `// UserListener implements every method of IUserListener
IMSDK.SetUserListener(new UserListener());
// e.g. public void OnSelfInfoUpdated(UserInfo userInfo) { nameLabel.text = userInfo.Nickname; }`,
      },
    },
  },
];
