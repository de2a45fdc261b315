/**
 * The client platforms OpenIM ships an SDK for. One list feeds the home page, the SDK introduction,
 * the platform tabs (one tab group id for the whole site) and the tests.
 */
import type {Localized} from './locale';

export const PLATFORM_TAB_GROUP = 'platform';

/** The URL parameter that names a platform tab, so every tab can be linked: `?platform=flutter`. */
export const PLATFORM_QUERY_KEY = 'platform';

export interface Platform {
  /** Tab value and stable key. */
  id: string;
  label: string;
  /** Language(s) the SDK is used from. */
  language: string;
  /** Prism language of its code samples. */
  codeLanguage: string;
  /** Doc id of its quickstart in the sdks instance. */
  quickstart: string;
  /** Public repository of the SDK (or of its demo where the SDK is published from elsewhere). */
  repo: string;
  /** How the platform SDK reaches the shared Go core (openim-sdk-core). */
  builtOn: Localized;
}

export const PLATFORMS: readonly Platform[] = [
  {
    id: 'android',
    label: 'Android',
    language: 'Java / Kotlin',
    codeLanguage: 'java',
    quickstart: 'quickstart/android',
    repo: 'https://github.com/openimsdk/open-im-sdk-android',
    builtOn: {
      'zh-Hans': 'Java API（`io.openim:android-sdk`）封装由 gomobile 生成的内核 AAR（`io.openim:core-sdk`）',
      en: 'Java API (`io.openim:android-sdk`) over the gomobile-built core AAR (`io.openim:core-sdk`)',
    },
  },
  {
    id: 'ios',
    label: 'iOS',
    language: 'Objective-C / Swift',
    codeLanguage: 'objectivec',
    quickstart: 'quickstart/ios',
    repo: 'https://github.com/openimsdk/open-im-sdk-ios',
    builtOn: {
      'zh-Hans': 'Objective-C API 封装 gomobile 生成的内核框架（CocoaPods `OpenIMSDKCore`）',
      en: 'Objective-C API over the gomobile-built core framework (CocoaPods `OpenIMSDKCore`)',
    },
  },
  {
    id: 'flutter',
    label: 'Flutter',
    language: 'Dart',
    codeLanguage: 'dart',
    quickstart: 'quickstart/flutter',
    repo: 'https://github.com/openimsdk/open-im-sdk-flutter',
    builtOn: {
      'zh-Hans': '插件 `flutter_openim_sdk`，在 Android 与 iOS 上调用原生内核',
      en: 'Plugin `flutter_openim_sdk`, calling the native core on Android and iOS',
    },
  },
  {
    id: 'web',
    label: 'Web',
    language: 'TypeScript (WASM)',
    codeLanguage: 'typescript',
    quickstart: 'quickstart/browser',
    repo: 'https://github.com/openimsdk/open-im-sdk-web-wasm',
    builtOn: {
      'zh-Hans': '`@openim/wasm-client-sdk`：内核编译为 WebAssembly（`openIM.wasm`），在浏览器中运行',
      en: '`@openim/wasm-client-sdk`: the core compiled to WebAssembly (`openIM.wasm`) running in the browser',
    },
  },
  {
    id: 'electron',
    label: 'Electron',
    language: 'TypeScript',
    codeLanguage: 'typescript',
    quickstart: 'quickstart/electron',
    repo: 'https://github.com/openimsdk/openim-sdk-electron',
    builtOn: {
      'zh-Hans': '`@openim/electron-client-sdk`：主进程通过 FFI 加载内核动态库（`libopenimsdk`）',
      en: '`@openim/electron-client-sdk`: the main process loads the core as a shared library (`libopenimsdk`) over FFI',
    },
  },
  {
    id: 'react-native',
    label: 'React Native',
    language: 'TypeScript',
    codeLanguage: 'typescript',
    quickstart: 'quickstart/reactNative',
    repo: 'https://github.com/openimsdk/open-im-sdk-reactnative',
    builtOn: {'zh-Hans': '原生模块，封装 Android 与 iOS 的内核', en: 'Native module wrapping the Android and iOS cores'},
  },
  {
    id: 'uniapp',
    label: 'uni-app',
    language: 'JavaScript',
    codeLanguage: 'javascript',
    quickstart: 'quickstart/uniapp',
    repo: 'https://github.com/openimsdk/open-im-sdk-uniapp',
    builtOn: {'zh-Hans': '原生插件，封装 Android 与 iOS 的内核', en: 'Native plugin wrapping the Android and iOS cores'},
  },
  {
    id: 'mini-program',
    label: 'Mini Program',
    language: 'JavaScript',
    codeLanguage: 'javascript',
    quickstart: 'quickstart/miniProgram',
    repo: 'https://github.com/openimsdk/openim-miniprogram-demo',
    builtOn: {'zh-Hans': 'JavaScript SDK，用于微信等小程序环境', en: 'JavaScript SDK for WeChat-style mini-program runtimes'},
  },
  {
    id: 'unity',
    label: 'Unity',
    language: 'C#',
    codeLanguage: 'csharp',
    quickstart: 'quickstart/unity',
    repo: 'https://github.com/openimsdk/open-im-unity-demo',
    builtOn: {'zh-Hans': 'C# API，调用编译为本地库的内核', en: 'C# API calling the core built as a native library'},
  },
];

/** Tab values and labels for the given platform ids, in the order given; an unknown id is an authoring error. */
export function platformTabValues(ids: readonly string[]): {value: string; label: string}[] {
  return ids.map((id) => {
    const platform = PLATFORMS.find((p) => p.id === id);
    if (!platform) {
      throw new Error(`Unknown platform "${id}" in <PlatformTabs>; use one of: ${PLATFORMS.map((p) => p.id).join(', ')}`);
    }
    return {value: platform.id, label: platform.label};
  });
}

/** Whether a value (from a URL, say) is the id of one of the platforms. */
export function isPlatformId(value: string): boolean {
  return PLATFORMS.some((p) => p.id === value);
}
