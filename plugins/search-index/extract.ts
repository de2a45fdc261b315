/**
 * Reads one built HTML page and cuts it into search records: the page title and each H2/H3 section, with the
 * plain text below it. Runs at build time (postBuild), on the same HTML a reader receives.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {SEARCH_FOLD_ATTRIBUTE, type RecordLevel, type SearchRecord} from '../../src/search/records';

/** Where the searchable text of a page lives: a doc's Markdown body, or a page that marks its own root. */
const ROOT_SELECTOR = '.theme-doc-markdown, [data-search-root]';
/**
 * Never indexed: anchors' "#" links, controls, tab labels (one "Android iOS Flutter …" row per tab set, read as
 * body text), diagrams (their source is not prose), and anything marked.
 */
const SKIP_SELECTOR =
  '.hash-link, button, input, select, textarea, svg, script, style, noscript, nav, [role=tablist], .docusaurus-mermaid-container, [data-search-ignore]';
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'pre',
  'div',
  'section',
  'blockquote',
  'dt',
  'dd',
  'br',
  'table',
  'ul',
  'ol',
  'details',
  'summary',
  'header',
]);
/** A long code block adds identifiers, not more meaning: keep its start. */
const MAX_CODE_CHARS = 400;
/** Keep records small enough that the index of a whole locale stays light. */
const MAX_RECORD_CHARS = 1500;

/**
 * Headings whose section counts towards the page's own record rather than making a record of its own: the
 * sections every SDK reference page repeats (marked by plugins/sdk) and the hand-written "Related" links.
 */
const FOLDED_SELECTOR = `[${SEARCH_FOLD_ATTRIBUTE}], #related`;

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Draft {
  level: RecordLevel;
  anchor: string;
  heading: string;
  parts: string[];
}

/**
 * Records of one page; an empty list when the page has no searchable root (home, 404, search).
 * `path` is site-relative, without base URL or locale prefix, e.g. `/guides/introduction`.
 */
export function extractRecords(html: string, path: string, fallbackSection: string): SearchRecord[] {
  const $: CheerioAPI = load(html);
  const root = $(ROOT_SELECTOR).first();
  if (root.length === 0) return [];
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  // A doc's breadcrumbs start with its section (src/theme/DocBreadcrumbs); other pages say theirs or have the
  // navbar's active section link (not the release pill beside the logo, which links into the guides).
  const crumbs = breadcrumbsOf($);
  const section = root.attr('data-search-section') || crumbs[0] || clean($('.navbar__link--active:not(.navbar-release)').first().text()) || fallbackSection;
  const trail = crumbs[0] === section ? crumbs.slice(1) : crumbs;
  root.find(SKIP_SELECTOR).remove();

  const drafts: Draft[] = [];
  let current: Draft | null = null;
  const headingText = (el: Element) => clean($(el).text());

  const visit = (node: AnyNode): void => {
    // domhandler's node types are a string enum (domelementtype, not a dependency of ours): compared by value.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison
    if (node.type === 'text') {
      if (current) current.parts.push((node as unknown as {data: string}).data);
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison
    if (node.type !== 'tag') return;
    const el = node;
    const name = el.tagName.toLowerCase();
    if ((name === 'h2' || name === 'h3') && $(el).is(FOLDED_SELECTOR)) {
      // The section's text goes to the page record; a heading as a word separator.
      current = drafts.find((d) => d.level === 1) ?? current;
      current?.parts.push(' ', headingText(el), ' ');
      return;
    }
    if (name === 'h1' || name === 'h2' || name === 'h3') {
      const level = Number(name[1]) as RecordLevel;
      current = {level, anchor: level === 1 ? '' : ($(el).attr('id') ?? ''), heading: headingText(el), parts: []};
      drafts.push(current);
      return;
    }
    const rowAnchor = name === 'tr' ? $(el).children('td').first().find('a[id]').attr('id') : undefined;
    if (rowAnchor) {
      // A table row with its own anchor (an error code) is a record of its own, so `10102` or `LoginRepeatError`
      // finds that row rather than a table cut off at MAX_RECORD_CHARS.
      const cells = $(el).children('td');
      const section = current;
      current = {level: 3, anchor: rowAnchor, heading: clean(`${cells.eq(0).text()} ${cells.eq(1).text()}`), parts: []};
      drafts.push(current);
      for (const child of el.children) visit(child);
      current = section;
      return;
    }
    if (name === 'pre') {
      if (current) current.parts.push(' ', $(el).text().slice(0, MAX_CODE_CHARS), ' ');
      return;
    }
    for (const child of el.children) visit(child);
    if (BLOCK_TAGS.has(name) && current) current.parts.push(' ');
  };
  for (const child of root.get(0)!.children) visit(child);

  // A zh reference page's H1 is its identifier, as in English; its title adds the Chinese gloss
  // (`sendMessage 发送消息`), which readers search by: the record is named by the title when it extends the H1.
  const docTitle = clean($('title').text()).replace(/\s+\|[^|]*$/, '');
  const heading = drafts.find((d) => d.level === 1)?.heading;
  const h1 = heading ? (docTitle.startsWith(`${heading} `) ? docTitle : heading) : docTitle;
  // A REST call page is also known by its path (`/auth/get_admin_token`): make it part of the page title that
  // every record of the page is found by and shown with.
  const endpoint = clean($('[data-operation-id] code').first().text());
  const title = endpoint ? `${h1} · ${endpoint}` : h1;
  const records: SearchRecord[] = [];
  let lvl2 = '';
  for (const draft of drafts) {
    if (draft.level === 2) lvl2 = draft.heading;
    if (draft.level > 1 && !draft.anchor) continue; // a heading without an id cannot be linked to
    const content = clean(draft.parts.join('')).slice(0, MAX_RECORD_CHARS);
    records.push({
      url: draft.anchor ? `${path}#${draft.anchor}` : path,
      tag,
      level: draft.level,
      hierarchy: [section, title, draft.level === 1 ? '' : draft.level === 2 ? draft.heading : lvl2, draft.level === 3 ? draft.heading : ''],
      content,
      trail,
    });
  }
  return records;
}

/** The page's breadcrumbs without the home link (an icon, no text) and without the page's own crumb. */
function breadcrumbsOf($: CheerioAPI): string[] {
  return $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, item) => clean($(item).text()))
    .get()
    .filter(Boolean);
}
