// plugins/sdk/remark.ts: the tags of the sdks pages expand into the anatomy of their page type, in the page's
// language, with links only to pages that exist.
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {unified} from 'unified';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {describe, expect, it} from 'vitest';
import remarkSdk from '../../plugins/sdk/remark';
import {sdkDocId, sdkPageUrl} from '../../plugins/shared/sdk-pages';
import {SDK_LABELS} from '../../plugins/sdk/labels';
import {METHODS} from '../../src/data/sdk';
import {SDK_PLATFORMS} from '../../src/data/sdk/types';
import {SEARCH_FOLD_ATTRIBUTE} from '../../src/search/records';
import {sdkMethodH2} from '../page-anatomy';

const SITE = path.resolve(__dirname, '../..');
const fileOf = (id: string, locale: 'zh-Hans' | 'en') =>
  path.join(SITE, locale === 'en' ? 'i18n/en/docusaurus-plugin-content-docs-sdks/current' : 'docs-sdks', `${id}.mdx`);

function expand(id: string, locale: 'zh-Hans' | 'en', tag = 'SdkReference'): RootContent[] {
  const tree: Root = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: tag, attributes: [], children: []}]};
  remarkSdk()(tree, {path: fileOf(id, locale)});
  return tree.children;
}

/** A page's source parsed as Docusaurus parses an .mdx file. */
const parsePage = (file: string): Root => unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).parse(fs.readFileSync(file, 'utf8'));

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
    expect(headings(nodes)).toEqual([l.platforms, l.before, l.afterwards, l.errors]);
    const tabs = nodes.find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'PlatformTabs') as MdxJsxFlowElement;
    const values = tabs.children.map((item) => (item as MdxJsxFlowElement).attributes.find((a) => 'name' in a && a.name === 'value')?.value);
    expect(values).toEqual([...SDK_PLATFORMS]);
  });

  it('gives each generated heading the id of its English label, the same in both locales', () => {
    const ids = (locale: 'zh-Hans' | 'en') => expand(method.id, locale).flatMap((n) => (n.type === 'heading' ? [n.data?.hProperties?.id] : []));
    expect(ids('en')).toEqual(['platform-reference', 'before-you-call', 'callbacks-that-follow', 'errors']);
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

  it.each(['zh-Hans', 'en'] as const)('puts the platform tabs under the summary and the usage notes after them (%s)', (locale) => {
    const tree = parsePage(fileOf('api/message/sendMessage', locale));
    remarkSdk()(tree, {path: fileOf('api/message/sendMessage', locale)});
    const kinds = tree.children
      .filter((n) => n.type !== 'yaml')
      .slice(0, 4)
      .map((n) => (n.type === 'heading' ? `h${n.depth}` : n.type === 'mdxJsxFlowElement' ? n.name : n.type));
    expect(kinds).toEqual(['h1', 'paragraph', 'h2', 'PlatformTabs']);
    // An authored heading ends in the comment of its explicit id: `## Usage notes {/* #usage-notes */}`.
    expect(headings(tree.children.filter((n) => n.type === 'heading' && n.depth === 2)).map((h) => h.trim())).toEqual(sdkMethodH2(locale));
  });

  it('puts the platform tabs right under the title of a page that opens with no summary', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'heading', depth: 1, children: [{type: 'text', value: method.id}]},
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'Usage notes'}]},
        {type: 'mdxJsxFlowElement', name: 'SdkReference', attributes: [], children: []},
      ],
    };
    remarkSdk()(tree, {path: fileOf(method.id, 'en')});
    expect(headings(tree.children).slice(0, 3)).toEqual([method.id, SDK_LABELS.en.platforms, 'Usage notes']);
  });

  it('opens each platform tab with the name, the signature and the example, then the parameters and the result', () => {
    const tabs = expand('api/message/sendMessage', 'en').find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'PlatformTabs') as MdxJsxFlowElement;
    const l = SDK_LABELS.en;
    for (const item of tabs.children as MdxJsxFlowElement[]) {
      const [name, signature, example, params, result] = item.children;
      expect(name.type === 'paragraph' && name.children[0]).toMatchObject({type: 'strong', children: [{value: `${l.methodName}:`}]});
      expect(signature).toMatchObject({type: 'code', meta: null});
      expect(example).toMatchObject({type: 'code', meta: `title="${l.example}"`});
      expect(params.type).toBe('table');
      expect(result.type === 'paragraph' && result.children[0]).toMatchObject({type: 'strong', children: [{value: `${l.returns}:`}]});
    }
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
