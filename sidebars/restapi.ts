import {buildSidebar} from './lib';

export default buildSidebar('restapi', [
  'apis/introduction',
  {key: 'basics', label: '基础', items: ['commonConfigs', 'commonFields', 'contentDescription', 'errCode']},
  {key: 'authenticationManagement', label: '鉴权管理', dir: 'apis/authenticationManagement'},
  {key: 'userManagement', label: '用户管理', dir: 'apis/userManagement'},
  {key: 'friendsManagement', label: '好友管理', dir: 'apis/friendsManagement'},
  {key: 'groupManagement', label: '群组管理', dir: 'apis/groupManagement'},
  {key: 'conversationManagement', label: '会话管理', dir: 'apis/conversationManagement'},
  {key: 'messageManagement', label: '消息管理', dir: 'apis/messageManagement'},
  {key: 'webhooks', label: 'Webhooks 回调', items: [
    'webhooks/introduction',
    'webhooks/example',
    {key: 'webhooks.user', label: '用户', dir: 'webhooks/user'},
    {key: 'webhooks.relationship', label: '好友关系', dir: 'webhooks/relationship'},
    {key: 'webhooks.group', label: '群组', dir: 'webhooks/group'},
    {key: 'webhooks.msg', label: '单聊消息', dir: 'webhooks/msg'},
    {key: 'webhooks.push', label: '推送', dir: 'webhooks/push'},
  ]},
]);
