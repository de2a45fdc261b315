/**
 * The search modal's stylesheet loads with the modal, not with every page (issue #25). Docusaurus puts the CSS of
 * the whole client bundle, lazily loaded chunks included, into the one `styles.css` every page links before it paints
 * (the `styles` cache group, `chunks: 'all'`, against the load-order problems of split CSS). DocSearch's modal.css was
 * a sixth of that file (without it, 20.4 KB gzip instead of 24.6), and the navbar's SearchBar already imports it only
 * when a reader shows intent to search. Left out of the group, it stays in the modal's lazy chunk, which Rspack's CSS runtime
 * fetches and applies before the import resolves, so the modal never draws unstyled. Its rules sit in a cascade
 * layer, so the order in which the file arrives does not change which rule wins.
 */
import type {Plugin} from '@docusaurus/types';

/** Stylesheets that only an on-demand chunk imports, by the path of the file. */
export const ON_DEMAND_STYLESHEETS: readonly RegExp[] = [/[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/];

/** What a split-chunks `test` gets: Rspack's module, of which only the path matters here. */
interface ModuleLike {
  nameForCondition(): string | null | undefined;
}

/** Whether a CSS module goes into the page's stylesheet: every one but the on-demand ones. */
export function inPageStylesheet(module: ModuleLike): boolean {
  const file = module.nameForCondition() ?? '';
  return !ON_DEMAND_STYLESHEETS.some((pattern) => pattern.test(file));
}

interface SplitChunksConfig {
  optimization?: {splitChunks?: false | {cacheGroups?: Record<string, unknown>}};
}

export default function lazyCssPlugin(): Plugin {
  return {
    name: 'lazy-css',
    configureWebpack(config, isServer) {
      // The server bundle writes no CSS and splits no chunks.
      if (isServer) return {};
      const {splitChunks} = (config as SplitChunksConfig).optimization ?? {};
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      // Fail the build rather than ship the modal's CSS on every page again unnoticed.
      if (!styles || typeof styles !== 'object')
        throw new Error("lazy-css: Docusaurus no longer has a `styles` split-chunks group to keep the search modal's CSS out of; update plugins/lazy-css.");
      (styles as {test?: unknown}).test = inPageStylesheet;
      return {};
    },
  };
}
