/**
 * The Markdown twin of a doc page: its source parsed as Docusaurus parses it, the reference tags expanded by the
 * same remark plugins that build the HTML page (plugins/openapi, plugins/sdk), then every site component turned into
 * plain Markdown (./components.ts) and every link made absolute. A twin reads without the site: tables as GFM tables,
 * each platform's signature and example under its own heading, diagrams as Mermaid source, admonitions as GitHub
 * alerts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Blockquote, Heading, Html, Link, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {unified} from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {PLATFORMS} from '../../src/data/platforms';
import type {SdkPlatformId} from '../../src/data/sdk/types';
import remarkOpenApi from '../openapi/remark';
import remarkErrorCodes from '../error-codes/remark';
import remarkSdk from '../sdk/remark';
import {attribute, heading, paragraph, text, type DocLocale} from '../shared/mdast';
import {componentMarkdown, type Messages} from './components';
import {siteLink, splitHash} from './links';

/** A doc page as the docs plugin loaded it. */
export interface TwinPage {
  /** Docs instance: guides, sdks, restapi, blog. */
  instance: string;
  title: string;
  description: string;
  /** Absolute path of the page's source file. */
  file: string;
}

/** What every twin of a locale needs to know about the site. */
export interface TwinSite {
  locale: DocLocale;
  /** Absolute URL of the locale's root, without a trailing slash: `https://docs.openim.io/en`. */
  root: string;
  /** Site paths (no locale prefix) of the pages that have a twin, to link twins to twins. */
  twinPaths: ReadonlySet<string>;
  /** Site path of every doc source file, for relative links between files (`./2.md`). */
  pathOfFile: ReadonlyMap<string, string>;
  /** The locale's UI strings (i18n/<locale>/code.json), for the labels of components. */
  messages: Messages;
  /** Only this platform's code (a platform slice); every platform when absent. */
  platform?: SdkPlatformId;
}

const ALERTS: Record<string, string> = {note: 'NOTE', tip: 'TIP', info: 'NOTE', warning: 'WARNING', caution: 'CAUTION', danger: 'CAUTION'};

/** Code languages that belong to one client platform only; in a platform slice, other platforms' blocks are dropped. */
const PLATFORM_LANGUAGES: Partial<Record<string, SdkPlatformId[]>> = {
  java: ['android'],
  kotlin: ['android'],
  groovy: ['android'],
  objectivec: ['ios'],
  swift: ['ios'],
  ruby: ['ios'],
  dart: ['flutter'],
  csharp: ['unity'],
};

function parse(file: string): Root {
  const source = fs.readFileSync(file, 'utf8');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  // Docusaurus reads .md as CommonMark and .mdx as MDX (`markdown.format: 'detect'`).
  if (file.endsWith('.mdx')) processor.use(remarkMdx);
  return processor.parse(source);
}

/** The tags of a page expanded by the plugin of its docs instance, as for the HTML page. */
function expand(tree: Root, page: TwinPage, site: TwinSite): void {
  if (page.instance === 'restapi') remarkOpenApi()(tree, {path: page.file});
  if (page.instance === 'sdks') remarkSdk(site.platform ? {platforms: [site.platform]} : {})(tree, {path: page.file});
  remarkErrorCodes()(tree, {path: page.file});
}

/** An absolute link: to the target's twin when it has one, else to the page or file on the site. */
function absoluteUrl(url: string, page: TwinPage, site: TwinSite): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const [target, hash] = splitHash(url);
  let sitePath = target;
  if (!target.startsWith('/')) {
    const resolved = site.pathOfFile.get(path.resolve(path.dirname(page.file), decodeURIComponent(target)));
    if (!resolved) throw new Error(`${page.file}: the relative link "${url}" names no doc file`);
    sitePath = resolved;
  }
  return siteLink(site, sitePath, hash);
}

/** `:::warning[Title]` as a GitHub alert: `> [!WARNING]` alone on the first line, the title in bold below, then the body. */
function alert(kind: string, title: PhrasingContent[] | undefined, body: RootContent[]): Blockquote {
  const marker = ALERTS[kind];
  if (!marker) throw new Error(`no Markdown form for the admonition ":::${kind}"`);
  const lead: Paragraph = paragraph([{type: 'html', value: `[!${marker}]`}, ...(title ? [text('\n'), {type: 'strong', children: title} as const] : [])]);
  return {type: 'blockquote', children: [lead, ...(body as Blockquote['children'])]};
}

interface Walk {
  page: TwinPage;
  site: TwinSite;
  /** Depth of the last heading above, so a platform's heading nests under the section it belongs to. */
  depth: number;
}

function platformHeading(value: string, walk: Walk): Heading {
  const label = PLATFORMS.find((p) => p.id === value)?.label;
  if (!label) throw new Error(`${walk.page.file}: <TabItem value="${value}"> names no platform`);
  return heading(Math.min(walk.depth + 1, 6) as Heading['depth'], label);
}

function flowJsx(node: MdxJsxFlowElement, walk: Walk): RootContent[] {
  if (node.name === 'PlatformTabs') {
    return node.children.flatMap((item) => {
      if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') return [];
      const value = attribute(item, 'value') ?? '';
      if (walk.site.platform && value !== walk.site.platform) return [];
      const title = platformHeading(value, walk);
      return [title, ...blocks(item.children, {...walk, depth: title.depth})];
    });
  }
  // The two-column layout of REST and webhook pages: the text first, then the examples panel it stood beside.
  if (node.name === 'ApiColumns') {
    const isPanel = (child: RootContent) => child.type === 'mdxJsxFlowElement' && child.name === 'ApiExamples';
    return blocks([...node.children.filter((c) => !isPanel(c)), ...node.children.filter(isPanel)] as RootContent[], walk);
  }
  if (node.name === 'ApiMain' || node.name === 'ApiExamples' || node.name === 'div') return blocks(node.children, walk);
  // The request in several languages: every language, one code block each (the block names its language).
  if (node.name === 'Tabs') return node.children.flatMap((item) => (item.type === 'mdxJsxFlowElement' ? blocks(item.children as RootContent[], walk) : []));
  if (node.name === 'Callout') {
    const title = attribute(node, 'title');
    return [alert(attribute(node, 'kind') ?? 'note', title ? [text(title)] : undefined, blocks(node.children, walk))];
  }
  const generated = componentMarkdown(node, walk.site);
  if (generated) return blocks(generated, walk);
  throw new Error(`${walk.page.file}: <${node.name} /> has no Markdown form (plugins/llms/components.ts)`);
}

function phrasing(nodes: PhrasingContent[], walk: Walk): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    switch (node.type as string) {
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxTextElement': {
        const element = node as unknown as MdxJsxTextElement;
        if (element.name === 'br') return [{type: 'html', value: '<br>'}];
        const href = attribute(element as unknown as MdxJsxFlowElement, 'href');
        const children = phrasing(element.children, walk);
        // A self-anchor (`<a id="1501" href="#1501">`) is only its text in Markdown.
        if (element.name === 'a' && href && !href.startsWith('#')) return [{type: 'link', url: absoluteUrl(href, walk.page, walk.site), children}];
        if (element.name === 'code') return [{type: 'inlineCode', value: children.map((c) => ('value' in c ? c.value : '')).join('')}];
        return children;
      }
      case 'textDirective': {
        // `a:b` in prose parses as a directive; Docusaurus prints it back as text, so does the twin.
        const directive = node as unknown as {name: string; children: PhrasingContent[]};
        return [text(`:${directive.name}`), ...phrasing(directive.children, walk)];
      }
      case 'link': {
        const link = node as Link;
        return [{...link, url: absoluteUrl(link.url, walk.page, walk.site), children: phrasing(link.children, walk)}];
      }
      case 'image':
        return [{...node, url: absoluteUrl((node as {url: string}).url, walk.page, walk.site)} as PhrasingContent];
      case 'html':
        return /^<!--[\s\S]*-->$/.test((node as Html).value.trim()) ? [] : [node];
      default:
        return 'children' in node ? [{...node, children: phrasing(node.children, walk)}] : [node];
    }
  });
}

/** A line break inside a table cell would end the row: there it is `<br>`, as on the page. */
function cellBreaks(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.map((node) =>
    node.type === 'break' ? {type: 'html', value: '<br>'} : 'children' in node ? {...node, children: cellBreaks(node.children)} : node,
  );
}

function blocks(nodes: RootContent[], walk: Walk): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    switch (node.type as string) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        break;
      case 'html':
        if (!/^<!--[\s\S]*-->$/.test((node as Html).value.trim())) out.push(node);
        break;
      case 'heading': {
        const h = node as Heading;
        walk.depth = h.depth;
        // The explicit id's comment (`## Usage notes {/* #usage-notes */}`) leaves a space behind.
        const children = phrasing(h.children, walk);
        const last = children.at(-1);
        if (last?.type === 'text') children[children.length - 1] = text(last.value.trimEnd());
        out.push({type: 'heading', depth: h.depth, children});
        break;
      }
      case 'containerDirective': {
        const directive = node as unknown as {name: string; children: RootContent[]};
        const [first, ...rest] = directive.children;
        const labelled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
        out.push(alert(directive.name, labelled ? phrasing(first.children, walk) : undefined, blocks(labelled ? rest : directive.children, walk)));
        break;
      }
      case 'leafDirective':
        throw new Error(`${walk.page.file}: the directive "::${(node as unknown as {name: string}).name}" has no Markdown form`);
      case 'mdxJsxFlowElement':
        out.push(...flowJsx(node as MdxJsxFlowElement, walk));
        break;
      case 'code': {
        const owners = PLATFORM_LANGUAGES[(node as {lang?: string}).lang ?? ''];
        if (!(walk.site.platform && owners && !owners.includes(walk.site.platform))) out.push(node);
        break;
      }
      case 'table': {
        const table = node as Extract<RootContent, {type: 'table'}>;
        out.push({
          ...table,
          children: table.children.map((row) => ({
            ...row,
            children: row.children.map((cell) => ({...cell, children: cellBreaks(phrasing(cell.children, walk))})),
          })),
        });
        break;
      }
      case 'paragraph': {
        const children = phrasing((node as Paragraph).children, walk);
        if (children.length > 0) out.push({type: 'paragraph', children});
        break;
      }
      default:
        out.push('children' in node ? ({...node, children: blocks(node.children, walk)} as RootContent) : node);
    }
  }
  return out;
}

/** The page's Markdown: its H1 (the title when the source has none), its description as a quote, then the body. */
export function twinMarkdown(page: TwinPage, site: TwinSite): string {
  const tree = parse(page.file);
  expand(tree, page, site);
  const body = blocks(tree.children, {page, site, depth: 1});
  const titleAt = body.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const head: RootContent[] = titleAt === -1 ? [heading(1, page.title)] : [body.splice(titleAt, 1)[0]];
  if (page.description) head.push({type: 'blockquote', children: [paragraph([text(page.description)])]});
  return stringify({type: 'root', children: [...head, ...body]});
}

export function stringify(tree: Root): string {
  // Tables unpadded: aligned pipes would add a third to a reference page's size and nothing for a reader.
  return unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one', emphasis: '_'})
    .stringify(tree);
}
