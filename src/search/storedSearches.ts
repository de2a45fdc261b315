/**
 * DocSearch keeps the hits a reader chose (recent searches) and starred (favourites) in localStorage and renders
 * their `_highlightResult`/`_snippetResult` values, or failing those the plain fields, as HTML. A planted entry
 * would run its markup when the modal opens, and a corrupted list (`[null,1]`) crashes the modal on every page.
 * Before the modal opens, each list is read and rewritten: only well-formed entries with known fields of the
 * right types and a URL on this site are kept, and every highlight is rebuilt from the plain text, escaped.
 */
import {escapeHtml} from './highlight';
import {anchorOf, pageOf} from './records';
import {cutText} from './unicode';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const TYPES = new Set<string>([...LEVELS, 'content']);
/** DocSearch shows at most 10 favourites and 7 recent searches. */
const MAX_ENTRIES = 10;
/** Texts are kept to this many characters: the modal shows one line of each. */
const MAX_TEXT = 500;
/** Longer identifiers and URLs are not something DocSearch wrote. */
const MAX_ID = 2000;

interface Attribute {
  value: string;
  matchLevel: 'none';
  matchedWords: string[];
}

export interface StoredSearch {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: {content: Attribute; hierarchy: Record<Level, Attribute>};
  _snippetResult: {content: Attribute; hierarchy: Record<Level, Attribute>};
}

export const storedSearchKeys = (indexName: string): string[] => [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string (cut to MAX_TEXT), or null for a missing or empty value; undefined when the value is of another type. */
function optionalText(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? cutText(value, MAX_TEXT).text : undefined;
}

/** The path of `url` when it stays on `origin` (http or https), else null: no `javascript:`, no other host. */
export function internalPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url.length > MAX_ID) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** Plain text as a highlight value: escaped, with no `<mark>` (a stored search has no query to mark). */
const asAttribute = (text: string | null): Attribute => ({value: escapeHtml(text ?? ''), matchLevel: 'none', matchedWords: []});

/** The entry rebuilt from its known fields, or null when it is not one DocSearch could have written. */
export function cleanStoredSearch(entry: unknown, origin: string): StoredSearch | null {
  if (!isRecord(entry) || !isRecord(entry.hierarchy)) return null;
  const {objectID, type} = entry;
  if (typeof objectID !== 'string' || !objectID || objectID.length > MAX_ID) return null;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  const url = internalPath(entry.url, origin);
  if (url === null) return null;
  const source = entry.hierarchy;
  const hierarchy = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const text = optionalText(source[level]);
    if (text === undefined) return null;
    hierarchy[level] = text;
  }
  const content = optionalText(entry.content);
  if (content === undefined) return null;
  // DocSearch draws the level named by `type` (or the content): without it the entry shows nothing.
  if (!(type === 'content' ? content : hierarchy[type as Level]) || !hierarchy.lvl1) return null;
  const attributes = Object.fromEntries(LEVELS.map((level) => [level, asAttribute(hierarchy[level])])) as Record<Level, Attribute>;
  return {
    objectID,
    url,
    url_without_anchor: pageOf(url),
    anchor: anchorOf(url),
    type: type as StoredSearch['type'],
    content,
    hierarchy,
    _highlightResult: {content: asAttribute(content), hierarchy: attributes},
    _snippetResult: {content: asAttribute(content), hierarchy: attributes},
  };
}

/** The well-formed entries of a stored list, or null when the value is not a JSON array. */
export function cleanStoredList(raw: string, origin: string): StoredSearch[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const seen = new Set<string>();
  const clean: StoredSearch[] = [];
  for (const entry of parsed.slice(0, MAX_ENTRIES * 2)) {
    const search = cleanStoredSearch(entry, origin);
    if (!search || seen.has(search.objectID)) continue;
    seen.add(search.objectID);
    clean.push(search);
    if (clean.length === MAX_ENTRIES) break;
  }
  return clean;
}

/**
 * Rewrite the recent and favourite searches of `indexName` in `storage` as clean lists; drop a list that is not
 * a JSON array or keeps nothing. Never throws: storage that fails is left to the in-memory stand-in.
 */
export function cleanStoredSearches(storage: Storage, indexName: string, origin: string): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const clean = cleanStoredList(raw, origin);
      if (!clean || clean.length === 0) {
        storage.removeItem(key);
        continue;
      }
      const rewritten = JSON.stringify(clean);
      if (rewritten !== raw) storage.setItem(key, rewritten);
    } catch (error) {
      // Never leave an unchecked list behind: removing needs no space.
      try {
        storage.removeItem(key);
      } catch {
        // storage that fails this way has been replaced by the in-memory stand-in before the modal opens
      }
      console.warn('[search] recent searches could not be checked:', error);
    }
  }
}
