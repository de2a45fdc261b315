/**
 * Where the catalogue's facts were read: one SDK release per platform, pinned to its commit. When a platform SDK is
 * released again, re-read the listed files at the new tag and update the commit here and the entries that changed.
 */
import type {SdkSource} from './types';

export const SDK_SOURCES: readonly SdkSource[] = [
  {
    platform: 'core',
    repo: 'openimsdk/openim-sdk-core',
    ref: 'v3.8.3-patch.14',
    commit: 'cd8ff5f',
    files: [
      'open_im_sdk/*.go',
      'open_im_sdk_callback/callback_client.go',
      'pkg/sdkerrs/code.go',
      'pkg/constant/constant.go',
      'sdk_struct/sdk_struct.go',
      'pkg/db/model_struct/data_model_struct.go',
    ],
  },
  {
    platform: 'android',
    repo: 'openimsdk/open-im-sdk-android',
    ref: 'v3.8.3.4',
    commit: 'ddff4c5',
    files: ['OpenIM-SDK/src/main/java/io/openim/android/sdk/**'],
  },
  {
    platform: 'ios',
    repo: 'openimsdk/open-im-sdk-ios',
    ref: '3.8.3-hotfix.11',
    commit: '2d88e36',
    files: ['OpenIMSDK/Interface/*.h', 'OpenIMSDK/Model/*.h', 'OpenIMSDK/Callbacker/OIMCallbacker.h'],
  },
  {
    platform: 'flutter',
    repo: 'openimsdk/open-im-sdk-flutter',
    ref: '3.8.3+hotfix.12',
    commit: '95889be',
    files: ['lib/src/manager/*.dart', 'lib/src/models/*.dart', 'lib/src/enum/*.dart', 'lib/src/listener/*.dart'],
  },
  {
    platform: 'web',
    repo: 'openimsdk/openim-sdk-js-wasm',
    ref: 'v3.8.3-patch.10',
    commit: '16e2599',
    files: ['src/sdk/index.ts', 'src/types/params.ts', 'src/types/entity.ts', 'src/types/enum.ts', 'src/constant/index.ts'],
  },
  {
    // Readers install the npm package 3.8.3-patch.10, which has no tag in the repository (the newest is v3.8.3-patch.3,
    // commit 1f2823e), so the facts are checked against that package's declarations: the renderer's IMSDKInterface,
    // which inherits most methods from @openim/wasm-client-sdk 3.8.3-patch.10, and lib/index.js for what the main
    // process really does with the arguments the renderer forwards.
    platform: 'electron',
    repo: 'openimsdk/openim-sdk-electron',
    ref: 'npm @openim/electron-client-sdk@3.8.3-patch.10',
    commit: '1f2823e',
    files: [
      'lib/render.d.ts',
      'lib/types/params.d.ts',
      'lib/index.js',
      '@openim/wasm-client-sdk@3.8.3-patch.10: lib/sdk/index.d.ts',
      '@openim/wasm-client-sdk@3.8.3-patch.10: lib/types/*.d.ts',
    ],
  },
  {
    platform: 'react-native',
    repo: 'openimsdk/open-im-sdk-reactnative',
    ref: 'v3.8.3-patch.12.4',
    commit: '37ae2bc',
    files: ['src/sdk.ts', 'src/types/params.ts', 'src/types/entity.ts', 'src/types/enum.ts', 'src/constants/OpenIMEvents.ts'],
  },
  {
    platform: 'uniapp',
    repo: 'openimsdk/open-im-sdk-uniapp',
    ref: 'v3.8.3',
    commit: 'caa4a79',
    files: ['android/openIM/src/main/java/com/example/openim/OpenIMSDK.java', 'ios/OpenIMUniPlugin/OpenIMUniPlugin/Classes/OpenIMModule.m'],
  },
  {
    platform: 'mini-program',
    repo: 'openimsdk/open-im-sdk-web',
    ref: 'main (package open-im-sdk v3.8.0-rc.2)',
    commit: '55e186b',
    files: ['src/api/index.ts', 'src/types/params.ts', 'src/types/entity.ts', 'src/types/enum.ts', 'src/constant/api.ts'],
  },
  {
    platform: 'unity',
    repo: 'openimsdk/open-im-sdk-unity',
    ref: 'main',
    commit: 'f932b62',
    files: ['Runtime/IMSDK.cs', 'Runtime/Native/DataTypeDef.cs', 'Runtime/Types/*.cs', 'Runtime/Enums/Enums.cs', 'Runtime/Interface/*.cs'],
  },
];
