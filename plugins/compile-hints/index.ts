/**
 * V8's explicit compile hint on every script of the client bundle (issue #25). Without it, Chromium compiles a
 * function on the main thread the first time it is called, and nearly every function of main.js (React, the router,
 * each module's factory) is called while the page starts: on the SDK method page that was the largest long task
 * after the first paint. A script that starts with `//# allFunctionsCalledOnLoad` is compiled whole while it
 * streams in, on a background thread (Chromium 136 and later; other engines read a comment). The comment goes in
 * after minification, which would drop it, and before the content hash, which then covers it.
 */
import type {Plugin} from '@docusaurus/types';

/** The magic comment, alone on the first line of each script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING})],
      };
    },
  };
}
