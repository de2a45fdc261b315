import {buildSidebar, type OutlineItem} from './lib';

// Reading order: what OpenIM is, then running it (the quickest trial first, production set-ups after),
// then building on it, then how fast it is.
const outline: OutlineItem[] = [
  {
    key: 'introduction',
    label: '产品介绍',
    dir: 'introduction',
    items: ['introduction/product', 'introduction/features', 'introduction/termDefinition', 'introduction/version'],
  },
  {
    key: 'gettingStarted',
    label: '部署与运维',
    dir: 'gettingStarted',
    items: [
      'gettingStarted/quickTestServer',
      'gettingStarted/dockerCompose',
      'gettingStarted/imSourceCodeDeployment',
      'gettingStarted/env-comp',
      'gettingStarted/cluster',
      'gettingStarted/k8s-deployment',
      'gettingStarted/arm',
      'gettingStarted/internalDeployment',
      'gettingStarted/config-center',
      'gettingStarted/admin',
      'gettingStarted/nginxDomainConfig',
      'gettingStarted/faultRecovery',
      'gettingStarted/faq',
    ],
  },
  {
    key: 'solution',
    label: '解决方案',
    dir: 'solution',
    items: [
      'solution/chooseProject',
      'solution/integrate',
      'solution/migrate',
      'solution/developNewFeatures',
      'solution/offlinePush',
      'solution/s3',
      'solution/s3convert',
      'solution/sensitiveInfoFilter',
      'solution/aiRobot',
      'solution/compareWithRocketChat',
    ],
  },
  {key: 'performance', label: '性能测试', items: ['benchmark_test', 'pressure_test']},
];

export default buildSidebar('guides', outline);
