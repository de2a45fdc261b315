import {buildSidebar} from './lib';

export default buildSidebar('sdks', [
  'introduction',
  {key: 'quickstart', label: '快速开始', dir: 'quickstart', items: [
    'quickstart/android', 'quickstart/ios', 'quickstart/flutter', 'quickstart/browser', 'quickstart/electron',
    'quickstart/reactNative', 'quickstart/uniapp', 'quickstart/miniProgram', 'quickstart/unity',
  ]},
  {key: 'api', label: 'API 参考', dir: 'api', items: [
    {key: 'api.initialization', label: '初始化与登录', dir: 'api/initialization'},
    {key: 'api.user', label: '用户', dir: 'api/user'},
    {key: 'api.relation', label: '好友关系', dir: 'api/relation'},
    {key: 'api.group', label: '群组', dir: 'api/group'},
    {key: 'api.conversation', label: '会话', dir: 'api/conversation'},
    {key: 'api.message', label: '消息', dir: 'api/message'},
    {key: 'api.third', label: '第三方服务', dir: 'api/third'},
  ]},
  {key: 'listener', label: '监听器', dir: 'listener'},
  {key: 'callback', label: '回调', dir: 'callback'},
  {key: 'class', label: '数据结构', dir: 'class', items: [
    'class/response',
    'class/init/config',
    {key: 'class.user', label: '用户', dir: 'class/user'},
    {key: 'class.relation', label: '好友关系', dir: 'class/relation'},
    {key: 'class.group', label: '群组', dir: 'class/group'},
    {key: 'class.conversation', label: '会话', dir: 'class/conversation'},
    {key: 'class.message', label: '消息', dir: 'class/message'},
  ]},
  {key: 'enum', label: '枚举', dir: 'enum'},
  'errcode',
  'faq',
]);
