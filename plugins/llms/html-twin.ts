/**
 * The Markdown twin of a React page (the home page, the FAQ), which has no Markdown source: its built HTML's main
 * content turned into Markdown. Controls, icons and heading anchors are left out; links become absolute, to the
 * target's twin when it has one.
 */
import type {Element, Root as HastRoot} from 'hast';
import type {Root, RootContent} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {SKIP, visit} from 'unist-util-visit';
import {siteLink, splitHash} from './links';
import {stringify} from './twin';

/**
 * What the Markdown leaves out: controls, decorative icons, the anchors beside headings, and what a page marks with
 * `data-twin-omit`. A widget marked `data-twin-slot="name"` (cards, a one-platform-at-a-time example) is replaced by
 * the Markdown the caller gives for that slot.
 */
const DROPPED_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript', 'nav']);
const DROPPED_CLASSES = ['hash-link', 'buttonGroup__atn'];

const classes = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

/** The page's own content: what the layout puts between the navbar and the footer (a hero included), or `<main>`. */
function findContent(tree: HastRoot): Element | undefined {
  let wrapper: Element | undefined;
  let main: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (node.properties.id === '__docusaurus_skipToContent_fallback' && !wrapper) wrapper = node;
    if (node.tagName === 'main' && !main) main = node;
  });
  return wrapper ?? main;
}

const slotMarker = (name: string) => `@@twin-slot:${name}@@`;

/** The language of a Prism block sits on its `<pre>`; the Markdown converter reads it from the `<code>` inside. */
function prepare(main: Element): void {
  visit(main, 'element', (node: Element, index, parent) => {
    const drop =
      DROPPED_TAGS.has(node.tagName) ||
      node.properties.role === 'tablist' ||
      node.properties.dataTwinOmit !== undefined ||
      classes(node).some((c) => DROPPED_CLASSES.includes(c));
    if (drop && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const slot = node.properties.dataTwinSlot;
    if (typeof slot === 'string' && parent && index !== undefined) {
      parent.children[index] = {type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value: slotMarker(slot)}]};
      return SKIP;
    }
    // A row of buttons (links side by side, nothing else) reads as a list, not as links run together.
    const elements = node.children.filter((child) => child.type === 'element');
    const onlyLinks = elements.length > 1 && elements.every((child) => child.tagName === 'a');
    if (onlyLinks && node.children.every((child) => child.type === 'element' || (child.type === 'text' && !child.value.trim()))) {
      node.tagName = 'ul';
      node.children = elements.map((link) => ({type: 'element', tagName: 'li', properties: {}, children: [link]}));
    }
    if (node.tagName === 'pre') {
      const language = classes(node).find((c) => c.startsWith('language-'));
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (language && code) code.properties.className = [language];
    }
    return undefined;
  });
}

export interface HtmlTwinSite {
  /** Absolute URL of the locale's root, without a trailing slash. */
  root: string;
  /** The locale's prefix of site paths in the HTML (`/en` or ''). */
  prefix: string;
  twinPaths: ReadonlySet<string>;
}

function absolute(url: string, site: HtmlTwinSite): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const [target, hash] = splitHash(url);
  const sitePath = site.prefix && (target === site.prefix || target.startsWith(`${site.prefix}/`)) ? target.slice(site.prefix.length) || '/' : target;
  return siteLink(site, sitePath, hash);
}

/** Markdown of a built page's content, each `data-twin-slot` widget replaced by its entry in `slots`. */
export function htmlTwinMarkdown(html: string, site: HtmlTwinSite, slots: Readonly<Record<string, readonly RootContent[]>> = {}): string {
  const content = findContent(fromHtml(html));
  if (!content) throw new Error('the page has no content wrapper or <main> element');
  prepare(content);
  const tree = toMdast({type: 'root', children: [content]}) as Root;
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'image') && 'url' in node) node.url = absolute(node.url, site);
  });
  const filled = new Set<string>();
  visit(tree, 'paragraph', (node, index, parent) => {
    const name = node.children.length === 1 && node.children[0].type === 'text' ? /^@@twin-slot:(.+)@@$/.exec(node.children[0].value)?.[1] : undefined;
    if (!name || !parent || index === undefined) return undefined;
    const nodes = slots[name];
    if (!nodes) throw new Error(`the page has a twin slot "${name}" that nothing fills`);
    filled.add(name);
    parent.children.splice(index, 1, ...(nodes as typeof parent.children));
    return [SKIP, index + nodes.length];
  });
  const unused = Object.keys(slots).filter((name) => !filled.has(name));
  if (unused.length > 0) throw new Error(`no widget of the page marks the twin slot(s) ${unused.join(', ')}`);
  return stringify(tree);
}
