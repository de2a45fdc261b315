/**
 * A smaller route registry in the browser's bundle (issue #25). Docusaurus's `.docusaurus/registry.js` gives each
 * chunk a loader, its module's source path and its webpack id. The path is read only by react-loadable's
 * `Capture`, which the server bundle uses to list a page's chunks in its HTML; the browser never reads it. It is
 * about a third of the registry, which main.js carries for every route of the locale. The loader empties the path
 * in the client bundle only; the server bundle keeps it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function clientRegistryPlugin({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: path.join(generatedFilesDir, 'registry.js'), use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
