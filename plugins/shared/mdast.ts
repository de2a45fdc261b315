/**
 * Small builders of Markdown syntax trees shared by the site's remark plugins (plugins/openapi, plugins/sdk), which
 * expand a tag such as `<ApiOperation />` or `<SdkReference />` into headings, tables and code blocks at build time.
 */
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {SKIP, visit} from 'unist-util-visit';
import type {Heading, List, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

export type {Locale as DocLocale} from '../../src/data/locale';
import type {Locale as DocLocale} from '../../src/data/locale';

/** The locale of a doc file: English pages live under i18n/en/. */
export function localeOf(filePath: string | undefined): DocLocale {
  return filePath?.split(path.sep).join('/').includes('/i18n/en/') ? 'en' : 'zh-Hans';
}

/** Inline Markdown (code, links, emphasis) of a description, as phrasing nodes. */
export function inline(markdown: string): PhrasingContent[] {
  if (!markdown) return [];
  const root = fromMarkdown(markdown);
  // Text such as `<groupID>` parses as raw HTML, which MDX cannot render: keep it as the literal text it is.
  visit(root, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = {type: 'text', value: node.value} as never;
  });
  return root.children.flatMap((block) => ('children' in block && block.type === 'paragraph' ? block.children : []));
}

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const inlineCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** The id Docusaurus gives a heading of this text (its slugger, lower case), before any `-1` for a repeated title. */
export const slugOf = (value: string): string => createSlugger().slug(value);

/**
 * A heading. With `id`, the heading carries it explicitly (Docusaurus keeps an id a remark plugin put in
 * `data.hProperties`): a generated section passes the slug of its English label, so that its anchor is the same in
 * both locales and is the one the English page always had.
 */
export const heading = (depth: Heading['depth'], value: string, id?: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(value)],
  ...(id ? {data: {hProperties: {id}}} : {}),
});
export const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const code = (lang: string, value: string, meta: string | null = null): RootContent => ({type: 'code', lang, meta, value});
export const json = (value: unknown): RootContent => code('json', JSON.stringify(value, null, 2));
const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map(cell)});

export function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((value) => [text(value)])), ...rows.map(row)],
  };
}

/** Lines of a table cell, separated by `<br>`. */
export function lines(parts: PhrasingContent[][]): PhrasingContent[] {
  return parts.filter((part) => part.length > 0).flatMap((part, i) => (i === 0 ? part : [{type: 'break'}, ...part]));
}

/** A paragraph that starts with a bold label: `**Who may call:** …`. */
export function labelledLine(label: string, rest: PhrasingContent[]): Paragraph {
  const [first, ...more] = rest;
  // The space joins a following text node, so the line renders as one text run.
  const lead: PhrasingContent[] = first?.type === 'text' ? [text(` ${first.value}`), ...more] : [text(' '), ...rest];
  return paragraph([{type: 'strong', children: [text(`${label}:`)]}, ...lead]);
}

/** A JSX element of the page's MDX scope (src/theme/MDXComponents.tsx), e.g. `<TabItem value="ios">`. */
export function jsxElement(name: string, attributes: Record<string, string>, children: RootContent[] = []): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children: children as MdxJsxFlowElement['children'],
  };
}

export function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

export function requiredAttribute(node: MdxJsxFlowElement, name: string): string {
  const value = attribute(node, name);
  if (!value) throw new Error(`needs a ${name} attribute`);
  return value;
}

/**
 * A self-link with an id (`<a id="1501" href="#1501">1501</a>`): an anchor that other pages and the search link to.
 * An `a` with an id is registered with the broken-anchor check by the theme's Link.
 */
export function anchor(id: string): PhrasingContent {
  return {
    type: 'mdxJsxTextElement',
    name: 'a',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: id},
      {type: 'mdxJsxAttribute', name: 'href', value: `#${id}`},
    ],
    children: [text(id)],
  };
}

/** An unordered list of one-paragraph items. */
export function bulletList(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

/** What a tag expands into, given the tag and what the plugin knows about the page. */
export type Expansions<Context> = Record<string, (node: MdxJsxFlowElement, context: Context) => RootContent[]>;

export const isTagOf =
  (expansions: Expansions<never>) =>
  (node: MdxJsxFlowElement): boolean =>
    node.name !== null && Object.hasOwn(expansions, node.name);

/**
 * Replaces every tag of `expansions` in the tree by the nodes it expands into. A failure names the page and the tag,
 * so a build error points at what to fix.
 */
export function expandTags<Context>(tree: Root, filePath: string | undefined, expansions: Expansions<Context>, context: Context): void {
  const isTag = isTagOf(expansions);
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
    if (!isTag(node) || !parent || index === undefined) return undefined;
    let nodes: RootContent[];
    try {
      nodes = expansions[node.name!](node, context);
    } catch (error) {
      throw new Error(`${filePath ?? 'a page'}: <${node.name} />: ${(error as Error).message}`);
    }
    parent.children.splice(index, 1, ...(nodes as typeof parent.children));
    return [SKIP, index + nodes.length];
  });
}

/** The tag that names, at the end of a page, the data files its generated parts come from (src/components/FactSources). */
export const FACT_SOURCES_TAG = 'FactSources';

/**
 * Append `<FactSources files="a,b" />` to a page whose tags were expanded from data files (repository-relative
 * paths), once per page: the reader sees where to correct a fact that is not in the page's own source.
 */
export function appendFactSources(tree: Root, files: readonly string[]): void {
  const unique = [...new Set(files)];
  if (unique.length === 0) return;
  const node: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: FACT_SOURCES_TAG,
    attributes: [{type: 'mdxJsxAttribute', name: 'files', value: unique.join(',')}],
    children: [],
  };
  tree.children.push(node);
}
