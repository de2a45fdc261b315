#!/usr/bin/env node
/**
 * Heading ids shared by both locales (issue #20, "Locales drift").
 *
 * Every zh page carries, on each H2 and H3, the same explicit id as the matching heading of its English twin, so that
 * switching language keeps the reader's place and a shared zh link has no percent-encoded Chinese anchor. Headings
 * are paired by position: the two files of a page must have the same sequence of H2/H3 levels.
 *
 *   node scripts/heading-ids.mjs           check: every zh H2/H3 carries its English twin's explicit id, and the zh H1
 *                                          of a reference page is the English H1 (a code identifier); exits 1 with
 *                                          the offenders
 *   node scripts/heading-ids.mjs --write   writes the English id (the one the English page has today) explicitly onto
 *                                          both headings, puts the English H1 on such zh pages, and rewrites every
 *                                          link to a zh anchor that moved (zh docs, src/data, src/pages, plugins)
 *
 * Explicit ids use Docusaurus's comment syntax: `## Title {/* #id *\/}` in MDX, `## Title <!-- #id -->` in CommonMark
 * (.md) files; a classic `{#id}` already in a .md heading is read too. Headings that the remark plugins generate
 * (plugins/sdk, plugins/openapi) are not in the sources: those plugins set the English id themselves.
 *
 * Ids are computed like Docusaurus's heading plugin (@docusaurus/mdx-loader, remark/headings): an explicit id is used
 * as is and does not count as a duplicate; every other heading of any level is slugged in page order by one
 * github-slugger, so a repeated title gets `-1`, `-2`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createSlugger} from '@docusaurus/utils';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const INSTANCES = ['guides', 'sdks', 'restapi', 'blog'];

const zhDir = (instance) => `docs-${instance}`;
const enDir = (instance) => `i18n/en/docusaurus-plugin-content-docs-${instance}/current`;

/** Outside the docs, the folders whose links may point at a zh anchor; and what in them belongs to someone else. */
const LINK_DIRS = ['src/data', 'src/pages', 'plugins'];
const LINK_EXCLUDED = ['src/search', 'plugins/search-index', 'src/components/SearchResults', 'src/pages/search.tsx'];
const LINK_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|jsx|json|md|mdx)$/;

/** The levels the table of contents shows and that both locales must share. */
const PAIRED = new Set([2, 3]);

/** An H1 that is a code identifier (`sendMessage`, `MessageInfo.ex`): the zh page uses it as is. */
export const IDENTIFIER = /^[A-Za-z_$][\w$.]*$/;

/** Markdown flavour of a file, as `markdown.format: 'detect'` decides it. */
export const formatOf = (file) => (file.endsWith('.mdx') ? 'mdx' : 'md');

// ---------------------------------------------------------------------------------------------------------------
// Reading headings
// ---------------------------------------------------------------------------------------------------------------

/** A fence opener: up to any indentation (fences sit in list items and JSX), three or more backticks or tildes. */
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
/** An ATX heading. CommonMark allows three spaces of indentation (four make code); MDX has no indented code. */
const ATX = {md: /^( {0,3})(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/, mdx: /^([ \t]*)(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/};
/** Trailing explicit ids: an MDX comment, an HTML comment (.md only), the classic `{#id}` (escaped `\{#id}` in MDX). */
const MDX_COMMENT_ID = /[ \t]*\{\/\*([\s\S]*?)\*\/\}$/;
const HTML_COMMENT_ID = /[ \t]*<!--([\s\S]*?)-->$/;
const CLASSIC_ID = /[ \t]*\\?\{#((?:.(?!\{#|\}))*.)\}$/;

/** `#id` of a comment's first word, as Docusaurus reads it; undefined when the comment is no id. */
function commentId(comment) {
  const first = comment.trim().split(' ')[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

/** Splits a heading's content into its text and its explicit id, if it has one. */
export function splitExplicitId(content, format) {
  const comment = format === 'mdx' ? MDX_COMMENT_ID.exec(content) : HTML_COMMENT_ID.exec(content);
  if (comment) {
    const id = commentId(comment[1]);
    if (id) return {content: content.slice(0, comment.index).trimEnd(), id, syntax: 'comment'};
  }
  const classic = CLASSIC_ID.exec(content);
  if (classic) return {content: content.slice(0, classic.index).trimEnd(), id: classic[1].trim(), syntax: 'classic'};
  return {content, id: undefined, syntax: undefined};
}

const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/**
 * The text Docusaurus slugs for a heading's inline Markdown: code spans keep their content, links and images their
 * label, emphasis and escapes lose their marks, HTML (in .md) is dropped and JSX tags (in .mdx) keep their children.
 */
export function headingText(content, format) {
  const codeSpans = [];
  let text = content.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _ticks, inner) => {
    codeSpans.push(inner.length > 1 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() ? inner.slice(1, -1) : inner);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });
  text = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(format === 'md' ? /<!--[\s\S]*?-->|<\/?[A-Za-z][^>]*>/g : /<\/?[A-Za-z][^>]*>|<>|<\/>/g, '')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
      if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  // eslint-disable-next-line no-control-regex -- NUL marks where a code span was taken out (above)
  return text.replace(/\u0000(\d+)\u0000/g, (_m, i) => codeSpans[Number(i)]).trim();
}

/**
 * The ATX headings of a Markdown or MDX source, in order, with their line number (0-based), level, content and
 * explicit id. Front matter, fenced code (``` and ~~~, closed by a fence of the same character at least as long)
 * and comments are skipped; headings inside JSX children and admonitions count, as they do for Docusaurus.
 */
/**
 * @param {string} source
 * @param {'md' | 'mdx'} format
 * @returns {{line: number, level: number, indent: string, content: string, text: string, explicitId?: string, syntax?: 'comment' | 'classic'}[]}
 */
export function scanHeadings(source, format) {
  const lines = source.split('\n');
  const headings = [];
  let i = 0;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((line, n) => n > 0 && /^---\s*$/.test(line));
    i = end === -1 ? 0 : end + 1;
  }
  let fence = null;
  let comment = null;
  for (; i < lines.length; i += 1) {
    const line = lines[i];
    if (fence) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length) fence = null;
      continue;
    }
    if (comment) {
      if (line.includes(comment)) comment = null;
      continue;
    }
    const open = FENCE.exec(line);
    if (open && !(open[2][0] === '`' && open[3].includes('`'))) {
      fence = {char: open[2][0], length: open[2].length};
      continue;
    }
    const atx = ATX[format].exec(line);
    if (atx) {
      const level = atx[2].length;
      // A closing sequence of #s (`## Title ##`) is not part of the title.
      const raw = (atx[3] ?? '').replace(/(^|[ \t]+)#+$/, '');
      const explicit = splitExplicitId(raw, format);
      headings.push({
        line: i,
        level,
        indent: atx[1],
        content: explicit.content,
        text: headingText(explicit.content, format),
        explicitId: explicit.id,
        syntax: explicit.syntax,
      });
      continue;
    }
    // A comment that spans lines hides what looks like a heading in it.
    const trimmed = line.trim();
    if (format === 'md' && trimmed.startsWith('<!--') && !trimmed.includes('-->')) comment = '-->';
    if (format === 'mdx' && trimmed.startsWith('{/*') && !trimmed.includes('*/}')) comment = '*/}';
  }
  return headings;
}

/**
 * The id each heading gets in the build, like Docusaurus's heading plugin: explicit ids as is, others slugged.
 * @param {{text: string, explicitId?: string}[]} headings
 * @returns {string[]}
 */
export function assignIds(headings) {
  const slugger = createSlugger();
  return headings.map((h) => h.explicitId ?? slugger.slug(h.text));
}

/** A heading line carrying `id` explicitly, in the comment syntax of the file's format. */
export function headingLine(heading, id, format) {
  const mark = format === 'mdx' ? `{/* #${id} */}` : `<!-- #${id} -->`;
  const content = heading.content ? `${heading.content} ` : '';
  return `${heading.indent}${'#'.repeat(heading.level)} ${content}${mark}`;
}

/** Replaces heading lines of a source. `edits` maps a line number to its new text. */
function editLines(source, edits) {
  if (edits.size === 0) return source;
  const lines = source.split('\n');
  for (const [line, value] of edits) lines[line] = value;
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Pairs of pages
// ---------------------------------------------------------------------------------------------------------------

function listDocs(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true})
    .map((rel) => String(rel).split(path.sep).join('/'))
    .filter((rel) => /\.mdx?$/.test(rel))
    .sort();
}

/** URL of a zh doc from its path in its instance: an `index` doc is served at its folder's URL. */
export function docUrl(instance, rel) {
  const id = rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/${instance}/${id}`.replace(/\/$/, '');
}

/**
 * The two sources of one page, their formats ('md' or 'mdx', default 'mdx') and the name of the page in messages.
 * @typedef {{zh: string, en: string, zhFormat?: 'md' | 'mdx', enFormat?: 'md' | 'mdx', label?: string}} PairSources
 */

/** Each zh doc with its English twin (same path under i18n/en/…/current); zh docs without one are left out. */
export function docPairs(root = ROOT) {
  return INSTANCES.flatMap((instance) =>
    listDocs(path.join(root, zhDir(instance))).flatMap((rel) => {
      const zh = path.join(root, zhDir(instance), rel);
      const en = path.join(root, enDir(instance), rel);
      if (!fs.existsSync(en)) return [];
      return [{instance, id: rel.replace(/\.mdx?$/, ''), rel, zh, en, url: docUrl(instance, rel)}];
    }),
  );
}

const levels = (headings) => headings.map((h) => h.level).join(',');
const paired = (headings) => headings.filter((h) => PAIRED.has(h.level));
const h1Of = (headings) => headings.find((h) => h.level === 1);

/**
 * The zh H1 a page should have: the English H1 when that is an identifier the zh H1 starts with; else undefined.
 * @param {string | undefined} zhH1
 * @param {string | undefined} enH1
 * @returns {string | undefined}
 */
export function expectedZhH1(zhH1, enH1) {
  if (!zhH1 || !enH1 || !IDENTIFIER.test(enH1) || zhH1 === enH1) return undefined;
  if (!zhH1.startsWith(enH1) || /[\w$.]/.test(zhH1[enH1.length])) return undefined;
  return enH1;
}

/**
 * Compares the two files of one page. `label` names the page in messages. Returns the problems (empty when the pair
 * is in order): a different sequence of H2/H3 levels, an English H2/H3 without an explicit id, a zh H2/H3 without
 * the English id, an id used twice, an id that is not plain ASCII, and a zh H1 that should be the English one.
 *
 * @param {PairSources} pair
 * @returns {string[]}
 */
export function pairProblems({zh, en, zhFormat = 'mdx', enFormat = 'mdx', label = 'page'}) {
  const zhHeadings = scanHeadings(zh, zhFormat);
  const enHeadings = scanHeadings(en, enFormat);
  const zhPaired = paired(zhHeadings);
  const enPaired = paired(enHeadings);
  const problems = [];
  if (levels(zhPaired) !== levels(enPaired)) {
    problems.push(
      `${label}: the H2/H3 levels differ between the locales (zh ${levels(zhPaired) || 'none'}; en ${levels(enPaired) || 'none'}), so headings cannot be paired`,
    );
    return problems;
  }
  const seen = new Set();
  enPaired.forEach((enHeading, i) => {
    const zhHeading = zhPaired[i];
    const where = `${label}:${zhHeading.line + 1}`;
    if (!enHeading.explicitId) {
      problems.push(`${label} (en line ${enHeading.line + 1}): "${enHeading.text}" has no explicit id`);
      return;
    }
    const id = enHeading.explicitId;
    if (!/^[\x21-\x7e]+$/.test(id)) problems.push(`${label} (en line ${enHeading.line + 1}): id "${id}" is not plain ASCII`);
    if (seen.has(id)) problems.push(`${label}: id "${id}" is used by two headings`);
    seen.add(id);
    if (zhHeading.explicitId !== id) {
      problems.push(`${where}: "${zhHeading.text}" should carry the English id #${id} (has ${zhHeading.explicitId ? `#${zhHeading.explicitId}` : 'none'})`);
    }
  });
  const zhH1 = h1Of(zhHeadings);
  const enH1 = h1Of(enHeadings);
  const h1 = expectedZhH1(zhH1?.text, enH1?.text);
  if (h1)
    problems.push(`${label}:${zhH1.line + 1}: the H1 should be the English H1 "# ${h1}" (is "# ${zhH1.text}"; the title in front matter keeps the gloss)`);
  return problems;
}

/**
 * Problems of every page of the site.
 * @returns {string[]}
 */
export function checkAll(root = ROOT) {
  return docPairs(root).flatMap((pair) =>
    pairProblems({
      zh: fs.readFileSync(pair.zh, 'utf8'),
      en: fs.readFileSync(pair.en, 'utf8'),
      zhFormat: formatOf(pair.zh),
      enFormat: formatOf(pair.en),
      label: path.relative(root, pair.zh),
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Writing ids
// ---------------------------------------------------------------------------------------------------------------

/**
 * Ids of a source after edits, re-read. H4–H6 headings whose id would move because headings before them stopped
 * counting as duplicates (explicit ids are not counted) are pinned to their old id, so no rendered id changes but
 * those of the paired headings (and the H1, which is rendered without an id).
 */
function pinUnpaired(source, format, oldIds) {
  let current = source;
  for (let round = 0; round < 50; round += 1) {
    const headings = scanHeadings(current, format);
    const ids = assignIds(headings);
    const edits = new Map();
    headings.forEach((h, i) => {
      if (h.level >= 4 && !h.explicitId && ids[i] !== oldIds[i]) edits.set(h.line, headingLine(h, oldIds[i], format));
    });
    if (edits.size === 0) return {source: current, ids};
    current = editLines(current, edits);
  }
  throw new Error('pinning H4–H6 ids did not settle');
}

/**
 * The edited sources of one page: the English id on both headings of each H2/H3 pair, the English H1 on a zh
 * reference page. Also returns, per locale, how the ids of the page moved (old id → new id), for the links.
 *
 * @param {PairSources} pair
 */
export function planPair({zh, en, zhFormat = 'mdx', enFormat = 'mdx', label = 'page'}) {
  const zhHeadings = scanHeadings(zh, zhFormat);
  const enHeadings = scanHeadings(en, enFormat);
  const zhPaired = paired(zhHeadings);
  const enPaired = paired(enHeadings);
  if (levels(zhPaired) !== levels(enPaired)) {
    throw new Error(`${label}: the H2/H3 levels differ between the locales (zh ${levels(zhPaired)}; en ${levels(enPaired)})`);
  }
  const zhOld = assignIds(zhHeadings);
  const enOld = assignIds(enHeadings);
  const enIdOf = new Map(enHeadings.map((h, i) => [h, enOld[i]]));

  const enEdits = new Map();
  const zhEdits = new Map();
  const written = {en: 0, zh: 0};
  enPaired.forEach((enHeading, i) => {
    const id = enIdOf.get(enHeading);
    const zhHeading = zhPaired[i];
    if (enHeading.explicitId !== id) {
      enEdits.set(enHeading.line, headingLine(enHeading, id, enFormat));
      written.en += 1;
    }
    if (zhHeading.explicitId !== id) {
      zhEdits.set(zhHeading.line, headingLine(zhHeading, id, zhFormat));
      written.zh += 1;
    }
  });
  const zhH1 = h1Of(zhHeadings);
  const h1 = expectedZhH1(zhH1?.text, h1Of(enHeadings)?.text);
  if (h1) {
    const heading = {...zhH1, content: h1};
    zhEdits.set(zhH1.line, zhH1.explicitId ? headingLine(heading, zhH1.explicitId, zhFormat) : `${zhH1.indent}# ${h1}`);
  }

  const enResult = pinUnpaired(editLines(en, enEdits), enFormat, enOld);
  const zhResult = pinUnpaired(editLines(zh, zhEdits), zhFormat, zhOld);
  const moved = (oldIds, newIds, headings) => {
    const map = new Map();
    oldIds.forEach((old, i) => {
      if (old !== newIds[i] && headings[i].level > 1) map.set(old, newIds[i]);
    });
    return map;
  };
  const enMoved = moved(enOld, enResult.ids, enHeadings);
  if (enMoved.size > 0) throw new Error(`${label}: English ids would change: ${[...enMoved].map(([a, b]) => `${a} → ${b}`).join(', ')}`);
  return {
    zh: zhResult.source,
    en: enResult.source,
    zhMoved: moved(zhOld, zhResult.ids, zhHeadings),
    written,
    h1Changed: Boolean(h1),
    pinned: {
      en: countPins(enResult.source, enFormat) - countPins(editLines(en, enEdits), enFormat),
      zh: countPins(zhResult.source, zhFormat) - countPins(editLines(zh, zhEdits), zhFormat),
    },
  };
}

const countPins = (source, format) => scanHeadings(source, format).filter((h) => h.level >= 4 && h.explicitId).length;

// ---------------------------------------------------------------------------------------------------------------
// Links to zh anchors
// ---------------------------------------------------------------------------------------------------------------

function decodeFragment(fragment) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Rewrites the links of a text that point at a moved zh anchor. `resolve(target)` gives the moved ids of the page a
 * link target (the part before `#`; '' for the page itself) leads to, or undefined. Handles Markdown links
 * `[x](/path#id)`, `[x](#id)`, reference definitions, JSX `href`/`to` attributes and, in code, string literals.
 * Returns the new text and the number of links rewritten.
 *
 * @param {string} text
 * @param {(target: string) => Map<string, string> | undefined} resolve
 * @param {{code?: boolean}} [options]
 * @returns {{text: string, count: number}}
 */
export function rewriteLinks(text, resolve, {code = false} = {}) {
  let count = 0;
  const swap = (target) => {
    const hash = target.indexOf('#');
    if (hash === -1) return target;
    const moved = resolve(target.slice(0, hash));
    const fragment = decodeFragment(target.slice(hash + 1));
    const next = moved?.get(fragment);
    if (next === undefined) return target;
    count += 1;
    return `${target.slice(0, hash)}#${next}`;
  };
  let out = text
    // Markdown inline links and images: ](target) or ](<target>), with an optional title.
    .replace(/\]\(([ \t]*<?)([^\s<>()]*#[^\s<>()]*)(>?(?:[ \t]+(?:"[^"]*"|'[^']*'))?[ \t]*)\)/g, (_m, a, target, b) => `](${a}${swap(target)}${b})`)
    // Reference definitions: [label]: target
    .replace(/^([ \t]*\[[^\]]+\]:[ \t]*<?)([^\s<>]*#[^\s<>]*)/gm, (_m, a, target) => `${a}${swap(target)}`)
    // JSX attributes: href="…", to='…', href={'…'}, to={`…`}
    .replace(/\b(href|to)=(\{?)(["'`])([^"'`{}]*#[^"'`{}]*)\3/g, (_m, name, brace, quote, target) => `${name}=${brace}${quote}${swap(target)}${quote}`);
  if (code) {
    // String literals in code (src/data, src/pages, plugins) that name a doc URL with an anchor.
    out = out.replace(/(["'`])(\/(?:guides|sdks|restapi|blog)\/[^"'`\s#]*#[^"'`\s$]+)\1/g, (_m, quote, target) => `${quote}${swap(target)}${quote}`);
  }
  return {text: out, count};
}

/** The doc URL (without anchor) a link target of a zh page leads to, or undefined when it leaves the zh docs. */
export function resolveTarget(target, pageUrl, pageFile, urlOfFile) {
  if (target === '') return pageUrl;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const clean = target.replace(/[?].*$/, '');
  if (/\.mdx?$/.test(clean) && pageFile && !clean.startsWith('/')) {
    return urlOfFile(path.resolve(path.dirname(pageFile), decodeFragment(clean)));
  }
  if (clean.startsWith('/')) return clean.replace(/\/$/, '') || '/';
  if (!pageUrl) return undefined;
  // A relative URL resolves against the page's URL (trailingSlash: false, so against its folder).
  return new URL(clean, `https://site${pageUrl}`).pathname.replace(/\/$/, '');
}

function filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, {recursive: true})
    .map((rel) => path.join(dir, String(rel)).split(path.sep).join('/'))
    .filter((rel) => LINK_EXTENSIONS.test(rel) && !LINK_EXCLUDED.some((x) => rel === x || rel.startsWith(`${x}/`)))
    .filter((rel) => fs.statSync(path.join(root, rel)).isFile());
}

// ---------------------------------------------------------------------------------------------------------------
// The whole site
// ---------------------------------------------------------------------------------------------------------------

/** Writes the ids, the H1s and the links; returns counts and the problems that stopped a page. */
export function writeAll(root = ROOT) {
  const pairs = docPairs(root);
  const problems = [];
  const stats = {pages: 0, headings: {en: 0, zh: 0}, pinned: {en: 0, zh: 0}, h1: 0, links: 0, linkFiles: new Set(), files: new Set()};
  const movedByUrl = new Map();
  const zhDocs = INSTANCES.flatMap((instance) =>
    listDocs(path.join(root, zhDir(instance))).map((rel) => ({file: path.join(root, zhDir(instance), rel), url: docUrl(instance, rel)})),
  );
  const urlByFile = new Map(zhDocs.map((doc) => [doc.file, doc.url]));
  const planned = [];
  for (const pair of pairs) {
    const label = path.relative(root, pair.zh);
    try {
      const plan = planPair({
        zh: fs.readFileSync(pair.zh, 'utf8'),
        en: fs.readFileSync(pair.en, 'utf8'),
        zhFormat: formatOf(pair.zh),
        enFormat: formatOf(pair.en),
        label,
      });
      planned.push({pair, plan});
      if (plan.zhMoved.size > 0) movedByUrl.set(pair.url, plan.zhMoved);
    } catch (error) {
      problems.push(error.message);
    }
  }

  // Links first, on the planned zh sources, so the new heading lines and the new links are written together.
  const resolverFor = (pageUrl, pageFile) => (target) => {
    const url = resolveTarget(target, pageUrl, pageFile, (file) => urlByFile.get(file));
    return url === undefined ? undefined : movedByUrl.get(url);
  };
  for (const {pair, plan} of planned) {
    const {text, count} = rewriteLinks(plan.zh, resolverFor(pair.url, pair.zh));
    plan.zh = text;
    stats.links += count;
    if (count > 0) stats.linkFiles.add(path.relative(root, pair.zh));
  }
  for (const {pair, plan} of planned) {
    for (const [file, next] of [
      [pair.zh, plan.zh],
      [pair.en, plan.en],
    ]) {
      if (fs.readFileSync(file, 'utf8') !== next) {
        fs.writeFileSync(file, next);
        stats.files.add(path.relative(root, file));
      }
    }
    stats.headings.en += plan.written.en;
    stats.headings.zh += plan.written.zh;
    stats.pinned.en += plan.pinned.en;
    stats.pinned.zh += plan.pinned.zh;
    if (plan.h1Changed) stats.h1 += 1;
    stats.pages += 1;
  }
  // zh-only docs (no English twin) and the site's code may link to a moved zh anchor too.
  const pairedFiles = new Set(pairs.map((p) => p.zh));
  const others = [
    ...zhDocs.filter((doc) => !pairedFiles.has(doc.file)).map((doc) => ({file: doc.file, url: doc.url})),
    ...LINK_DIRS.flatMap((dir) => filesUnder(root, dir)).map((rel) => ({file: path.join(root, rel), url: undefined})),
  ];
  for (const {file, url} of others) {
    const rel = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    const {text, count} = rewriteLinks(source, resolverFor(url, url ? file : undefined), {code: !/\.mdx?$/.test(rel)});
    if (count > 0) {
      fs.writeFileSync(file, text);
      stats.links += count;
      stats.linkFiles.add(rel);
      stats.files.add(rel);
    }
  }
  return {stats, problems};
}

function main(argv) {
  const write = argv.includes('--write');
  if (write) {
    const {stats, problems} = writeAll();
    console.log(
      `heading-ids: ${stats.pages} pages; explicit ids written on ${stats.headings.en} English and ${stats.headings.zh} zh H2/H3 headings; ` +
        `H4–H6 ids pinned: ${stats.pinned.en} en, ${stats.pinned.zh} zh; zh H1s set to the English identifier: ${stats.h1}; ` +
        `links rewritten: ${stats.links} in ${stats.linkFiles.size} files; files changed: ${stats.files.size}`,
    );
    if (problems.length > 0) {
      console.error(`heading-ids: ${problems.length} page(s) left as they were:\n  ${problems.join('\n  ')}`);
      return 1;
    }
  }
  const problems = checkAll();
  if (problems.length > 0) {
    console.error(`heading-ids: ${problems.length} problem(s). Run \`node scripts/heading-ids.mjs --write\` to fix what it can:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  if (!write) console.log("heading-ids: every zh H2/H3 carries its English twin's id");
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
