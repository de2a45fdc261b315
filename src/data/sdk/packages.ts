/**
 * The npm packages of the JavaScript SDKs: what a page tells readers to install and how an example gets its SDK
 * object. The quickstarts render their install lines from here (<NpmInstall />), the reference pages prepend the
 * import and the SDK object to every example (snippets.ts), and the packages that are on the registry are
 * devDependencies at exactly these versions, so `npm install` proves they exist and the example test compiles every
 * example against them (tests/content/sdk-examples.test.ts).
 */
import type {Localized} from '../locale';
import type {SdkPlatformId} from './types';

export type ScriptPlatform = Extract<SdkPlatformId, 'web' | 'electron' | 'react-native' | 'uniapp' | 'mini-program'>;
export const SCRIPT_PLATFORMS: readonly ScriptPlatform[] = ['web', 'electron', 'react-native', 'uniapp', 'mini-program'];

export const isScriptPlatform = (platform: string): platform is ScriptPlatform => (SCRIPT_PLATFORMS as readonly string[]).includes(platform);

export interface NpmPackage {
  name: string;
  /** Exact version: the pages pin it, package.json pins it when the registry has it. */
  version: string;
  /** What to give `npm install` when the version is not on the registry (a repository tag). */
  source?: string;
}

/** An import of the SDK object's module: a default import, named imports, or both. */
export interface ImportSpec {
  from: string;
  default?: string;
  named?: readonly string[];
}

export interface ScriptSdkPackage {
  platform: ScriptPlatform;
  /** What `npm install` gets, in the order the page lists it (peer dependencies after the SDK). */
  install: readonly NpmPackage[];
  /**
   * Why this version cannot be installed from the npm registry, when it cannot. Its examples are then not compiled;
   * the test says so and checks the catalogue and the examples against facts extracted from the SDK's source
   * (src/data/sdk/facts/<platform>.json) instead.
   */
  offRegistry?: string;
  /**
   * The installed version differs from the source the catalogue was read from: said under the install line, and the
   * examples of these entries are not compiled against it (the test lists them).
   */
  installedDiffers?: {note: Localized; entries: readonly string[]};
  /** The name examples call the SDK by. */
  instance: string;
  /** The import that brings the SDK object (or what creates it). */
  instanceImport: ImportSpec;
  /** The statement that creates the SDK object, when importing it is not enough. */
  instanceStatement?: string;
  /** Type packages of the environment's globals (`uni`, `plus`, `wx`) that the platform's projects compile with. */
  globalTypes?: readonly NpmPackage[];
}

export const SCRIPT_SDK_PACKAGES: Readonly<Record<ScriptPlatform, ScriptSdkPackage>> = {
  web: {
    platform: 'web',
    install: [{name: '@openim/wasm-client-sdk', version: '3.8.3-patch.10'}],
    instance: 'OpenIM',
    instanceImport: {from: '@openim/wasm-client-sdk', named: ['getSDK']},
    // getSDK() returns the one instance, created on the first call (see the Web quickstart for its options).
    instanceStatement: 'const OpenIM = getSDK();',
  },
  electron: {
    platform: 'electron',
    // The Web SDK is a peer dependency: the renderer's types and the event names come from it.
    install: [
      {name: '@openim/electron-client-sdk', version: '3.8.3-patch.10'},
      {name: '@openim/wasm-client-sdk', version: '3.8.3-patch.10'},
    ],
    instance: 'IMSDK',
    instanceImport: {from: '@openim/electron-client-sdk/lib/render', named: ['getWithRenderProcess']},
    instanceStatement: 'const {instance: IMSDK} = getWithRenderProcess();',
  },
  'react-native': {
    platform: 'react-native',
    install: [
      // The package's prepack script builds lib/ when npm installs it from the tag.
      {name: '@openim/rn-client-sdk', version: '3.8.3-patch.12.4', source: 'github:openimsdk/open-im-sdk-reactnative#v3.8.3-patch.12.4'},
      {name: 'react-native-fs', version: '2.20.0'},
    ],
    offRegistry: '@openim/rn-client-sdk is not published on the npm registry; the quickstart installs it from its repository tag',
    instance: 'OpenIMSDK',
    instanceImport: {from: '@openim/rn-client-sdk', default: 'OpenIMSDK'},
  },
  uniapp: {
    platform: 'uniapp',
    install: [{name: 'openim-uniapp-polyfill', version: '1.4.3'}],
    instance: 'IMSDK',
    instanceImport: {from: 'openim-uniapp-polyfill', default: 'IMSDK'},
    globalTypes: [{name: '@dcloudio/types', version: '3.4.32'}],
  },
  'mini-program': {
    platform: 'mini-program',
    install: [{name: 'open-im-sdk', version: '3.5.2'}],
    installedDiffers: {
      note: {
        'zh-Hans':
          '参考页依据的是 open-im-sdk-web 仓库 `55e186b` 提交（包版本 v3.8.0-rc.2），该版本从未发布到 npm；npm 上最新的是 3.5.2，本站的示例都能在 3.5.2 上编译，只有两处例外：3.5.2 没有 `getFriendListPage`（请用 `getFriendList`）；`getGroupMemberList` 的类型声明不带参数（3.5.2 与 `55e186b` 都是如此），运行时却按本站所示接收 `{groupID, filter, offset, count}` 对象，在 TypeScript 中调用需要先把该方法经 `unknown` 断言成带参数的类型。',
        en: 'The reference pages follow commit `55e186b` of the open-im-sdk-web repository (package version v3.8.0-rc.2), which was never published to npm; the newest release there is 3.5.2. Every example on this site compiles against 3.5.2 with two exceptions: 3.5.2 has no `getFriendListPage` (use `getFriendList`), and the type declarations of `getGroupMemberList` (in 3.5.2 as in `55e186b`) list no parameters, although at run time it takes the `{groupID, filter, offset, count}` object shown here, so TypeScript accepts the call only after asserting the method to a type with the parameter through `unknown`.',
      },
      entries: ['api/relation/getFriendListPage', 'api/group/getGroupMemberList'],
    },
    instance: 'OpenIM',
    instanceImport: {from: 'open-im-sdk', named: ['OpenIMSDK']},
    instanceStatement: 'const OpenIM = new OpenIMSDK();',
    globalTypes: [{name: 'miniprogram-api-typings', version: '5.2.3'}],
  },
};

/** `npm install a@1 b@2`, as a page shows it. */
export const npmInstallCommand = (platform: ScriptPlatform): string =>
  `npm install ${SCRIPT_SDK_PACKAGES[platform].install.map(({name, version, source}) => source ?? `${name}@${version}`).join(' ')}`;
