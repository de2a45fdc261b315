/**
 * Turns local engine hits into the Algolia-shaped hits the DocSearch modal renders, and rebases result URLs.
 */
import type {EngineHit} from './engine';
import {highlight, snippetText} from './highlight';
import {anchorOf, pageOf} from './records';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

interface AttributeResult {
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
}

/** The subset of DocSearch's hit type the modal reads. Structural, so it stays assignable to theirs. */
export interface LocalDocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'content' | 'lvl1' | 'lvl2' | 'lvl3';
  /** Breadcrumbs between the section and the page: drawn under a page hit in the modal and on the search page. */
  trail: string[];
  content: string | null;
  hierarchy: Record<Level, string | null> & {lvl0: string; lvl1: string};
  _highlightResult: {
    content: AttributeResult;
    hierarchy: Record<Level, AttributeResult>;
    hierarchy_camel: Array<Record<Level, AttributeResult>>;
  };
  _snippetResult: {
    content: {value: string; matchLevel: AttributeResult['matchLevel']};
    hierarchy: Record<Level, AttributeResult>;
    hierarchy_camel: Array<Record<Level, AttributeResult>>;
  };
}

function attribute(text: string | null, words: readonly string[]): AttributeResult {
  const {html, matchedWords} = highlight(text ?? '', words);
  return {value: html, matchLevel: matchedWords.length ? 'full' : 'none', matchedWords};
}

/** Join a locale's base URL (`/`, `/en/`, `/docs/en/`) and a site-relative path (`/guides/x#y`). */
export function joinBaseUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * Internal result URLs (relative, or on the site's own origin) become paths under the current base URL, so they
 * work on a copy served from another host or sub-path. External URLs are kept unchanged.
 */
export function rebaseResultUrl(url: string, siteUrl: string, baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, siteUrl);
  } catch {
    return url;
  }
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
  if (!isRelative && parsed.origin !== new URL(siteUrl).origin) return url;
  const path = parsed.pathname + parsed.search + parsed.hash;
  return path.startsWith(baseUrl) ? path : joinBaseUrl(baseUrl, path);
}

export function toDocSearchHit(hit: EngineHit, words: readonly string[], baseUrl: string): LocalDocSearchHit {
  const {record} = hit;
  const [lvl0, lvl1, lvl2, lvl3] = record.hierarchy;
  const hierarchy: LocalDocSearchHit['hierarchy'] = {
    lvl0,
    lvl1,
    lvl2: lvl2 || null,
    lvl3: lvl3 || null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlighted = Object.fromEntries(LEVELS.map((l) => [l, attribute(hierarchy[l], words)])) as Record<Level, AttributeResult>;
  const around = snippetText(record.content, words);
  const snippet = highlight(around, words);
  const url = joinBaseUrl(baseUrl, record.url);
  const type = hit.headingMatched || !record.content ? (`lvl${record.level}` as const) : 'content';
  return {
    objectID: record.url,
    url,
    url_without_anchor: pageOf(url),
    anchor: anchorOf(url),
    type,
    trail: record.trail,
    // The window the snippet shows, not the whole section: hits cross from the worker and go into recent searches.
    content: type === 'content' ? around : null,
    hierarchy,
    _highlightResult: {
      content: {value: snippet.html, matchLevel: snippet.matchedWords.length ? 'full' : 'none', matchedWords: snippet.matchedWords},
      hierarchy: highlighted,
      hierarchy_camel: [highlighted],
    },
    _snippetResult: {
      content: {value: snippet.html, matchLevel: snippet.matchedWords.length ? 'full' : 'none'},
      hierarchy: highlighted,
      hierarchy_camel: [highlighted],
    },
  };
}
