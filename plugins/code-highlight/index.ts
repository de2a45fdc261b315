/**
 * Code highlighted at build time (issue #25). The server bundle tokenizes every code block with Prism and writes the
 * tokens into the page's HTML, coloured by a stylesheet for both modes (./tokens); the browser's first load carries
 * no Prism and no grammar, and highlighted code looks right without JavaScript. The client bundle gets:
 * - ./server.client in place of ./server, so src/theme/CodeBlock/Content keeps the server's markup on hydration;
 * - an empty module in place of the theme's start-up module that added grammars to Prism on every page.
 * Only a block that mounts without server markup (client-side navigation, the dev server) loads ./lazy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../src/css/prism-themes';
import {tokenCss} from './tokens';

/** The theme's start-up module that loads the additional grammars into Prism (not the `@theme/` component). */
export const THEME_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
export const SERVER_HIGHLIGHTER = /plugins[\\/]code-highlight[\\/]server\.ts$/;

/** The themes are the config's `prism` themes (src/css/prism-themes.ts); the theme's container still reads them. */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  // Written when the config loads, so the file exists before the bundler looks for its client modules.
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  // Without the `data-theme` attribute (JavaScript off: the site's inline script sets it) the page shows Infima's
  // root palette, which is light, whatever the site's default mode: the code matches the page around it.
  const css = tokenCss(lightCodeTheme, darkCodeTheme, 'light');
  // The dev server builds the plugins again after every content edit: rewriting an unchanged file would make the
  // bundler compile the site a second time.
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) fs.writeFileSync(cssFile, css);
  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(SERVER_HIGHLIGHTER, path.join(__dirname, 'server.client.ts')),
          new NormalModuleReplacementPlugin(THEME_LANGUAGES_MODULE, path.join(__dirname, 'no-languages.client.js')),
        ],
      };
    },
  };
}
