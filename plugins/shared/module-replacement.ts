/**
 * A plugin that puts one of this site's modules in place of one of Docusaurus's in the bundle: the way the site
 * changes a framework module's behaviour without a fork. tests/unit/client-overrides.test.ts checks that each
 * pattern names one installed module and that the stand-in exports what it exports.
 */
import type {Plugin} from '@docusaurus/types';

export interface ModuleReplacement {
  /** The plugin's name. */
  name: string;
  /** Matches the resolved path of the framework's module. */
  pattern: RegExp;
  /** Absolute path of the stand-in. */
  standIn: string;
  /** Also replace it in the server bundle, which renders the HTML (default: the browser's bundle only). */
  server?: boolean;
}

export function moduleReplacementPlugin({name, pattern, standIn, server = false}: ModuleReplacement): Plugin {
  return {
    name,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer && !server) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(pattern, standIn)]};
    },
  };
}
