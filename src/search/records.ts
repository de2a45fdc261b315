/**
 * The shape of the local search index: what the build writes (plugins/search-index) and the browser reads.
 * Kept short on the wire: one array per record, no repeated keys.
 */

/** Where in a page a record starts: its title (lvl1) or one of its H2/H3 sections. */
export type RecordLevel = 1 | 2 | 3;

export interface SearchRecord {
  /** Path with anchor, relative to the site root of its locale, e.g. `/restapi/apis/introduction#first-call`. */
  url: string;
  /** The `docusaurus_tag` of the page (`docs-restapi-current`), or `default` for pages outside the docs. */
  tag: string;
  level: RecordLevel;
  /** lvl0 (section), lvl1 (page title), lvl2 (H2), lvl3 (H3); missing levels are empty strings. */
  hierarchy: [string, string, string, string];
  /** Plain text of the record's body. */
  content: string;
  /**
   * The sidebar categories between the section and the page (`Webhooks`, `Groups`, `Group messages`): shown as the
   * hit's breadcrumbs and searched with the page title, so "webhook" finds every webhook page. Empty outside docs.
   */
  trail: string[];
}

/** The page of a URL: everything before its first `#` (`/faq#push` → `/faq`); a URL without an anchor is its own page. */
export function pageOf(url: string): string {
  const hashAt = url.indexOf('#');
  return hashAt >= 0 ? url.slice(0, hashAt) : url;
}

/** The anchor of a URL without its `#` (`/faq#push` → `push`), or null when it has none. */
export function anchorOf(url: string): string | null {
  const hashAt = url.indexOf('#');
  return hashAt >= 0 ? url.slice(hashAt + 1) : null;
}

/**
 * Serialised record: [url, tagIndex, level, placeIndex, lvl1, lvl2, lvl3, content]. A place is the section and the
 * trail, kept once per distinct trail in `sections` (joined by TRAIL_SEPARATOR): a few hundred places, not one
 * trail per record, so breadcrumbs cost the first file about a kilobyte.
 */
export type PackedRecord = [string, number, RecordLevel, number, string, string, string, string];

/** Joins a place's section and trail in `sections`; never part of a label (a control character). */
const TRAIL_SEPARATOR = '\u001f';

export interface SearchIndexFile {
  version: 1;
  locale: string;
  tags: string[];
  /** Places: the section, then its trail, joined by TRAIL_SEPARATOR. A file without trails is read as sections alone. */
  sections: string[];
  records: PackedRecord[];
}

/** On a heading: its section's words belong to the page's record, not to a record of their own (plugins/sdk). */
export const SEARCH_FOLD_ATTRIBUTE = 'data-search-fold';

export const SEARCH_INDEX_FILE = 'search-index.json';
/** The full text of every record, in record order: loaded after the first answer, to refine it. */
export const SEARCH_BODY_FILE = 'search-bodies.json';
/**
 * Characters of each record's text kept in the first file: a one-line snippet until the full texts arrive. The SDK
 * reference made 90 too many for the 250 KB goal; 44 left room for the breadcrumbs of every page and the English
 * heading ids, and 38 for the 73 pages of the rest of the server API (issue #24: the Chinese first answer went from
 * 254.8 to about 244 KB gzip; the judged queries answer from this file as often as before).
 */
export const HEAD_CONTENT_CHARS = 38;

export interface SearchBodyFile {
  version: 1;
  bodies: string[];
}

/** A letter or digit of a word written with spaces between words (not Chinese, Japanese or Korean). */
const SPACED_WORD_CHAR = /^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}_]$/u;
/** A cut that would drop more than this many characters to end on a whole word ends mid-word instead. */
const MAX_WORD_BACKTRACK = 16;

/**
 * A record's text as the first file holds it: at most HEAD_CONTENT_CHARS characters, ending on a whole word and
 * "…" when cut, so the snippet shown until the full texts arrive never reads "Set recvI". The ellipsis is not a
 * word: searching ignores it.
 */
export function headText(content: string): string {
  const chars = Array.from(content);
  if (chars.length <= HEAD_CONTENT_CHARS) return content;
  let end = HEAD_CONTENT_CHARS - 1;
  const inWord = (i: number) => SPACED_WORD_CHAR.test(chars[i] ?? '');
  if (inWord(end) && inWord(end - 1)) {
    let start = end;
    while (start > 0 && inWord(start - 1)) start--;
    if (end - start <= MAX_WORD_BACKTRACK && start > 0) end = start;
  }
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}

/** Split records into the small first file (texts cut by headText) and the full texts. */
export function splitRecords(locale: string, records: readonly SearchRecord[]): {head: SearchIndexFile; body: SearchBodyFile} {
  const head = packRecords(
    locale,
    records.map((r) => ({...r, content: headText(r.content)})),
  );
  return {head, body: {version: 1, bodies: records.map((r) => r.content)}};
}

/** Records with their full text restored; a body file that does not match leaves the records as they were. */
export function withBodies(records: readonly SearchRecord[], body: SearchBodyFile): SearchRecord[] {
  if (body?.version !== 1 || body.bodies?.length !== records.length) throw new Error('Search bodies do not match the index');
  return records.map((r, i) => ({...r, content: body.bodies[i]}));
}

/** The section and trail of a record as one `sections` entry; a separator inside a label becomes a space. */
function placeKey(record: SearchRecord): string {
  return [record.hierarchy[0], ...record.trail].map((label) => label.replaceAll(TRAIL_SEPARATOR, ' ')).join(TRAIL_SEPARATOR);
}

export function packRecords(locale: string, records: readonly SearchRecord[]): SearchIndexFile {
  const tags: string[] = [];
  const sections: string[] = [];
  const indexOf = (list: string[], value: string): number => {
    const found = list.indexOf(value);
    if (found >= 0) return found;
    list.push(value);
    return list.length - 1;
  };
  const packed = records.map((r): PackedRecord => [
    r.url,
    indexOf(tags, r.tag),
    r.level,
    indexOf(sections, placeKey(r)),
    r.hierarchy[1],
    r.hierarchy[2],
    r.hierarchy[3],
    r.content,
  ]);
  return {version: 1, locale, tags, sections, records: packed};
}

export function unpackRecords(file: SearchIndexFile): SearchRecord[] {
  if (file?.version !== 1 || !Array.isArray(file.records)) throw new Error('Unknown search index format');
  const places = file.sections.map((place) => String(place).split(TRAIL_SEPARATOR));
  return file.records.map(([url, tag, level, place, lvl1, lvl2, lvl3, content]) => {
    const [section = '', ...trail] = places[place] ?? [];
    return {url, tag: file.tags[tag] ?? 'default', level, hierarchy: [section, lvl1, lvl2, lvl3], content, trail};
  });
}
