/**
 * One tokenizer for index time and query time, so Chinese and identifiers match the same way in every browser.
 *
 * - Han runs become overlapping character bigrams ("发送消息" → 发送, 送消, 消息); a lone character stays itself.
 *   Bigrams need no dictionary, so the browser and the build agree without shipping a segmenter.
 * - Latin words are kept whole and also split at camelCase, snake_case and digit boundaries, so
 *   `getAdminToken`, `get_admin_token`, `admin` and (with prefix search) `getAdm` all meet.
 * - Numbers stay whole (`1501`).
 */

import {cutText} from './unicode';

const HAN = /\p{Script=Han}/u;
/** A Han run, or a run of Latin letters, digits and underscores. Everything else separates tokens. */
const SEGMENT = /\p{Script=Han}+|[\p{L}\p{N}_]+/gu;
/** Boundaries inside an identifier: fooBar, FOOBar, foo_bar, foo2bar. */
const CAMEL_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/**
 * The one cap on a query, in UTF-16 units (what an input's `maxLength` counts): the search page's input, its
 * URL's `q` and the engine all stop here, so a pasted 100,000-character query costs no more than a sentence.
 */
export const MAX_QUERY_LENGTH = 256;

/**
 * Distinct tokens of a query that are searched: each costs a walk of the vocabulary, and twelve already pin a
 * sentence down (a Chinese clause of 13 characters gives 12 bigrams).
 */
export const MAX_QUERY_TOKENS = 12;

/** The query as searched: cut to MAX_QUERY_LENGTH between code points, lone surrogates replaced. */
export function cutQuery(query: string): {text: string; cut: boolean} {
  return cutText(query, MAX_QUERY_LENGTH);
}

function hanBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

function latinTokens(word: string): string[] {
  const whole = word.toLowerCase();
  const parts = (word.match(CAMEL_PARTS) ?? []).map((p) => p.toLowerCase());
  const tokens = [whole];
  // get_admin_token is also getadmintoken, so the camelCase spelling and its prefixes (getAdm) find it.
  if (whole.includes('_')) {
    const joined = whole.replace(/_/g, '');
    if (joined) tokens.push(joined);
  }
  if (parts.length > 1) for (const part of parts) if (part !== whole) tokens.push(part);
  return tokens;
}

/** Tokens of a text, in order, duplicates kept (term frequency matters for ranking). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [segment] of text.normalize('NFKC').matchAll(SEGMENT)) {
    if (HAN.test(segment)) tokens.push(...hanBigrams(segment));
    else tokens.push(...latinTokens(segment));
  }
  return tokens;
}

/** The distinct tokens of a query, in order, after cutting it to MAX_QUERY_LENGTH; at most MAX_QUERY_TOKENS. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(cutQuery(query).text))].slice(0, MAX_QUERY_TOKENS);
}

/** The query as typed, cut into its Han runs and Latin words (lower case): what a phrase match looks for. */
export function queryPhrases(query: string): string[] {
  return [...cutQuery(query).text.normalize('NFKC').matchAll(SEGMENT)].map(([s]) => s.toLowerCase());
}

/** Words to highlight, longest first: the query's Han runs and their bigrams, Latin words and their camelCase parts. */
export function highlightWords(query: string): string[] {
  const words = new Set<string>();
  for (const [segment] of cutQuery(query).text.normalize('NFKC').matchAll(SEGMENT)) {
    words.add(segment.toLowerCase());
    if (HAN.test(segment)) for (const gram of hanBigrams(segment)) words.add(gram);
    else for (const part of latinTokens(segment).slice(1)) if (part.length > 2) words.add(part);
  }
  return [...words].sort((a, b) => b.length - a.length);
}
