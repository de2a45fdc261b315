/**
 * plugins/lazy-css keeps DocSearch's modal stylesheet out of the stylesheet every page links, by a `test` on
 * Docusaurus's `styles` split-chunks group; without that group the build stops with a message.
 */
import {describe, expect, it} from 'vitest';
import lazyCssPlugin, {inPageStylesheet} from '../../plugins/lazy-css';

const moduleAt = (file: string | undefined) => ({nameForCondition: () => file});

/** The client config's split-chunks part as Docusaurus 3.10 writes it (core/lib/webpack/base.js). */
const docusaurusConfig = () => ({
  optimization: {
    splitChunks: {
      name: false,
      cacheGroups: {
        default: false,
        common: {name: 'common', priority: 40},
        styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50},
      },
    },
  },
});

type Configure = (config: unknown, isServer: boolean) => unknown;
const configure = (config: unknown, isServer = false) => (lazyCssPlugin().configureWebpack as unknown as Configure)(config, isServer);

describe('on-demand stylesheets', () => {
  it("leaves only DocSearch's modal.css out of the page's stylesheet", () => {
    expect(inPageStylesheet(moduleAt('/site/node_modules/@docsearch/css/dist/modal.css'))).toBe(false);
    expect(inPageStylesheet(moduleAt('C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css'))).toBe(false);
    // The navbar button's own CSS is on every page, as are the site's stylesheets.
    expect(inPageStylesheet(moduleAt('/site/node_modules/@docsearch/css/dist/button.css'))).toBe(true);
    expect(inPageStylesheet(moduleAt('/site/src/theme/SearchBar/styles.css'))).toBe(true);
    expect(inPageStylesheet(moduleAt('/site/src/components/modal.css'))).toBe(true);
    expect(inPageStylesheet(moduleAt(undefined))).toBe(true);
  });

  it("sets that test on Docusaurus's styles group and changes nothing else", () => {
    const config = docusaurusConfig();
    const before = JSON.parse(JSON.stringify(config));
    expect(configure(config)).toEqual({});
    const {test, ...styles} = config.optimization.splitChunks.cacheGroups.styles as Record<string, unknown>;
    expect(test).toBe(inPageStylesheet);
    expect(styles).toEqual(before.optimization.splitChunks.cacheGroups.styles);
    expect({...config.optimization.splitChunks.cacheGroups, styles: undefined}).toEqual({...before.optimization.splitChunks.cacheGroups, styles: undefined});
  });

  it('leaves the server bundle alone', () => {
    const config = {optimization: {splitChunks: false}};
    expect(configure(config, true)).toEqual({});
    expect(config).toEqual({optimization: {splitChunks: false}});
  });

  it('stops the build, saying what to update, when Docusaurus has no styles group', () => {
    expect(() => configure({optimization: {splitChunks: {cacheGroups: {}}}})).toThrow(/no longer has a `styles` split-chunks group/);
    expect(() => configure({optimization: {splitChunks: false}})).toThrow(/plugins\/lazy-css/);
    expect(() => configure({})).toThrow(/lazy-css/);
  });
});
