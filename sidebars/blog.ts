import {buildSidebar} from './lib';

// Reading order: the server's shape first, then how it is made fast, then the client.
export default buildSidebar('blog', [
  'introduction',
  {key: 'serverArchitecture', label: '服务端架构', items: [
    'golang/architectural/example', 'golang/architectural/2', 'golang/architectural/3', 'golang/architectural/4',
  ]},
  {key: 'serverOptimization', label: '服务端优化', items: [
    'golang/optimization/example', 'golang/optimization/2', 'golang/optimization/3', 'golang/optimization/4',
  ]},
  {key: 'client', label: '客户端', items: [
    'client/architectural/example', 'client/build/example', 'client/optimization/example',
  ]},
]);
