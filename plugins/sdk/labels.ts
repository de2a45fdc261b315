/** Headings and column names of the generated SDK reference, per language. */
import type {DocLocale} from '../shared/mdast';

export interface SdkLabels {
  before: string;
  afterwards: string;
  platforms: string;
  errors: string;
  typeNames: string;
  fields: string;
  example: string;
  differences: string;
  usedBy: string;
  values: string;
  firesWhen: string;
  payload: string;
  namesPerPlatform: string;
  register: string;
  callbacks: string;
  methods: string;
  columns: {
    parameter: string;
    type: string;
    required: string;
    description: string;
    field: string;
    platforms: string;
    platform: string;
    name: string;
    value: string;
    code: string;
    method: string;
    summary: string;
    listener: string;
  };
  yes: string;
  no: string;
  allPlatforms: string;
  none: string;
  methodName: string;
  returns: string;
  note: string;
  missing: (platform: string) => string;
  requires: Record<'init' | 'login', string>;
  /** Under "before you call" when a method needs neither init nor login. */
  noRequirement: string;
  noPayload: string;
  belongsTo: string;
  perCall: string;
  serverErrors: string;
  noOwnErrors: string;
  callWith: string;
  noneFire: string;
}

export const SDK_LABELS: Record<DocLocale, SdkLabels> = {
  'zh-Hans': {
    before: '调用前提',
    afterwards: '随后触发的回调',
    platforms: '各平台接口',
    errors: '错误码',
    typeNames: '各平台类型名',
    fields: '字段',
    example: '示例',
    differences: '平台差异',
    usedBy: '用到它的地方',
    values: '取值',
    firesWhen: '触发时机',
    payload: '回调参数',
    namesPerPlatform: '各平台名称',
    register: '注册方式',
    callbacks: '回调列表',
    methods: '方法列表',
    columns: {
      parameter: '参数',
      type: '类型',
      required: '必填',
      description: '说明',
      field: '字段',
      platforms: '平台',
      platform: '平台',
      name: '名称',
      value: '值',
      code: '错误码',
      method: '方法',
      summary: '作用',
      listener: '所属监听',
    },
    yes: '是',
    no: '否',
    allPlatforms: '全部',
    none: '—',
    methodName: '方法名',
    returns: '结果',
    note: '注意',
    missing: (platform) => `${platform} SDK 没有这个方法。`,
    requires: {init: 'SDK 已初始化', login: '用户已登录'},
    noRequirement: '没有前提：不需要先初始化 SDK，也不需要登录。',
    noPayload: '这个回调没有参数。',
    belongsTo: '所属监听',
    perCall: '不属于任何监听：作为参数随单次调用传入，只为这次调用触发。',
    serverErrors: '需要访问服务端的调用还可能返回服务端错误码，见',
    noOwnErrors: '除网络和参数错误外，这个方法没有自己的错误码。',
    callWith: '注册',
    noneFire: '这个方法不会触发监听回调，结果只通过返回值（或结果回调）给出。',
  },
  en: {
    before: 'Before you call',
    afterwards: 'Callbacks that follow',
    platforms: 'Platform reference',
    errors: 'Errors',
    typeNames: 'Type names per platform',
    fields: 'Fields',
    example: 'Example',
    differences: 'Platform differences',
    usedBy: 'Where it is used',
    values: 'Values',
    firesWhen: 'When it fires',
    payload: 'Payload',
    namesPerPlatform: 'Names per platform',
    register: 'How to register',
    callbacks: 'Callbacks',
    methods: 'Methods',
    columns: {
      parameter: 'Parameter',
      type: 'Type',
      required: 'Required',
      description: 'Description',
      field: 'Field',
      platforms: 'Platforms',
      platform: 'Platform',
      name: 'Name',
      value: 'Value',
      code: 'Code',
      method: 'Method',
      summary: 'Purpose',
      listener: 'Listener',
    },
    yes: 'Yes',
    no: 'No',
    allPlatforms: 'All',
    none: '—',
    methodName: 'Method',
    returns: 'Result',
    note: 'Note',
    missing: (platform) => `The ${platform} SDK has no such method.`,
    requires: {init: 'the SDK is initialised', login: 'a user is logged in'},
    noRequirement: 'None: the SDK need not be initialised and no user need be logged in.',
    noPayload: 'This callback has no argument.',
    belongsTo: 'Listener',
    perCall: 'Belongs to no listener: it is passed with a single call and fires for that call only.',
    serverErrors: "Calls that reach the server can also return the server's error codes, see",
    noOwnErrors: 'Beyond network and argument errors, this method reports no codes of its own.',
    callWith: 'Register with',
    noneFire: 'This method fires no listener callbacks; its result comes back only as its return value (or result callback).',
  },
};
