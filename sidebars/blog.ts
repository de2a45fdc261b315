import {buildSidebar, type OutlineItem} from './lib';

// Reading order: the server's shape first, then how it is made fast, then the client.
const outline: OutlineItem[] = [
  'introduction',
  {
    key: 'serverArchitecture',
    label: '服务端架构',
    dir: 'golang/architectural',
    items: ['golang/architectural/example', 'golang/architectural/2', 'golang/architectural/3', 'golang/architectural/4'],
  },
  {
    key: 'serverOptimization',
    label: '服务端优化',
    dir: 'golang/optimization',
    items: ['golang/optimization/example', 'golang/optimization/2', 'golang/optimization/3', 'golang/optimization/4'],
  },
  {key: 'client', label: '客户端', dir: 'client', items: ['client/architectural/example', 'client/build/example', 'client/optimization/example']},
];

export default buildSidebar('blog', outline);
