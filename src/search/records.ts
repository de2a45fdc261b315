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
}

/** Serialised record: [url, tagIndex, level, lvl0Index, lvl1, lvl2, lvl3, content]. */
export type PackedRecord = [string, number, RecordLevel, number, string, string, string, string];

export interface SearchIndexFile {
  version: 1;
  locale: string;
  tags: string[];
  sections: string[];
  records: PackedRecord[];
}

export const SEARCH_INDEX_FILE = 'search-index.json';
/** The full text of every record, in record order: loaded after the first answer, to refine it. */
export const SEARCH_BODY_FILE = 'search-bodies.json';
/** Characters of each record's text kept in the first file: a one-line snippet until the full texts arrive (the SDK reference made 90 too many for the 250 KB goal). */
export const HEAD_CONTENT_CHARS = 50;

export interface SearchBodyFile {
  version: 1;
  bodies: string[];
}

/** Split records into the small first file (text cut to HEAD_CONTENT_CHARS) and the full texts. */
export function splitRecords(locale: string, records: readonly SearchRecord[]): {head: SearchIndexFile; body: SearchBodyFile} {
  const head = packRecords(locale, records.map((r) => ({...r, content: Array.from(r.content).slice(0, HEAD_CONTENT_CHARS).join('')})));
  return {head, body: {version: 1, bodies: records.map((r) => r.content)}};
}

/** Records with their full text restored; a body file that does not match leaves the records as they were. */
export function withBodies(records: readonly SearchRecord[], body: SearchBodyFile): SearchRecord[] {
  if (body?.version !== 1 || body.bodies?.length !== records.length) throw new Error('Search bodies do not match the index');
  return records.map((r, i) => ({...r, content: body.bodies[i]}));
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
    r.url, indexOf(tags, r.tag), r.level, indexOf(sections, r.hierarchy[0]),
    r.hierarchy[1], r.hierarchy[2], r.hierarchy[3], r.content,
  ]);
  return {version: 1, locale, tags, sections, records: packed};
}

export function unpackRecords(file: SearchIndexFile): SearchRecord[] {
  if (file?.version !== 1 || !Array.isArray(file.records)) throw new Error('Unknown search index format');
  return file.records.map(([url, tag, level, section, lvl1, lvl2, lvl3, content]) => ({
    url,
    tag: file.tags[tag] ?? 'default',
    level,
    hierarchy: [file.sections[section] ?? '', lvl1, lvl2, lvl3],
    content,
  }));
}
