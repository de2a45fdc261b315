// plugins/sdk/remark.ts: the tags of the sdks pages expand into the anatomy of their page type, in the page's
// language, with links only to pages that exist.
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import remarkSdk from '../../plugins/sdk/remark';
import {sdkDocId, sdkPageUrl} from '../../plugins/shared/sdk-pages';
import {SDK_LABELS} from '../../plugins/sdk/labels';
import {METHODS} from '../../src/data/sdk';
import {SDK_PLATFORMS} from '../../src/data/sdk/types';
import {SEARCH_FOLD_ATTRIBUTE} from '../../src/search/records';

const SITE = path.resolve(__dirname, '../..');
const fileOf = (id: string, locale: 'zh-Hans' | 'en') =>
  path.join(SITE, locale === 'en' ? 'i18n/en/docusaurus-plugin-content-docs-sdks/current' : 'docs-sdks', `${id}.mdx`);

function expand(id: string, locale: 'zh-Hans' | 'en', tag = 'SdkReference'): RootContent[] {
  const tree: Root = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: tag, attributes: [], children: []}]};
  remarkSdk()(tree, {path: fileOf(id, locale)});
  return tree.children;
}

const headings = (nodes: RootContent[]) =>
  nodes.filter((n) => n.type === 'heading').map((n) => (n.type === 'heading' && n.children[0].type === 'text' ? n.children[0].value : ''));

describe('remarkSdk', () => {
  it('knows the doc id of a page in either locale', () => {
    expect(sdkDocId(fileOf('api/message/sendMessage', 'zh-Hans'))).toBe('api/message/sendMessage');
    expect(sdkDocId(fileOf('api/message/sendMessage', 'en'))).toBe('api/message/sendMessage');
    expect(sdkDocId(path.join(SITE, 'docs-restapi/x.mdx'))).toBeUndefined();
  });

  const method = METHODS[0];
  it.each(['zh-Hans', 'en'] as const)('expands a method into its sections and one tab per platform (%s)', (locale) => {
    const nodes = expand(method.id, locale);
    const l = SDK_LABELS[locale];
    expect(headings(nodes)).toEqual([l.before, l.afterwards, l.platforms, l.errors]);
    const tabs = nodes.find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'PlatformTabs') as MdxJsxFlowElement;
    const values = tabs.children.map((item) => (item as MdxJsxFlowElement).attributes.find((a) => 'name' in a && a.name === 'value')?.value);
    expect(values).toEqual([...SDK_PLATFORMS]);
  });

  it('gives each generated heading the id of its English label, the same in both locales', () => {
    const ids = (locale: 'zh-Hans' | 'en') => expand(method.id, locale).flatMap((n) => (n.type === 'heading' ? [n.data?.hProperties?.id] : []));
    expect(ids('en')).toEqual(['before-you-call', 'callbacks-that-follow', 'platform-reference', 'errors']);
    expect(ids('zh-Hans')).toEqual(ids('en'));
  });

  it('marks the sections every page repeats for the search index, and only those', () => {
    const folded = expand(method.id, 'en').flatMap((n) =>
      n.type === 'heading' && SEARCH_FOLD_ATTRIBUTE in ((n.data as {hProperties?: object} | undefined)?.hProperties ?? {})
        ? [(n.children[0] as {value: string}).value]
        : [],
    );
    expect(folded).toEqual([SDK_LABELS.en.before, SDK_LABELS.en.afterwards, SDK_LABELS.en.errors]);
  });

  it('renders only the platforms it is given (the per-platform slices for agents)', () => {
    const tree: Root = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'SdkReference', attributes: [], children: []}]};
    remarkSdk({platforms: ['flutter']})(tree, {path: fileOf(method.id, 'en')});
    const tabs = tree.children.find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'PlatformTabs') as MdxJsxFlowElement;
    expect(tabs.children.map((item) => (item as MdxJsxFlowElement).attributes.find((a) => 'name' in a && a.name === 'value')?.value)).toEqual(['flutter']);
  });

  it('links every reference to its page', () => {
    const json = JSON.stringify(expand(method.id, 'en'));
    for (const ref of method.triggers) expect(json, ref).toContain(`"url":"/sdks/${ref}"`);
  });

  it('fails loudly on a reference to a page that has no file (issue #21: no silent plain text)', () => {
    expect(sdkPageUrl('api/index')).toBe('/sdks/api');
    expect(() => sdkPageUrl('callback/onNoSuchCallback')).toThrow(/callback\/onNoSuchCallback.*docs-sdks\/callback\/onNoSuchCallback\.mdx/);
  });

  it('names the page and the problem when a page has no catalogue entry', () => {
    expect(() => expand('api/message/noSuchMethod', 'en')).toThrow(
      /noSuchMethod\.mdx: <SdkReference \/>: no catalogue entry with id "api\/message\/noSuchMethod"/,
    );
  });
});
