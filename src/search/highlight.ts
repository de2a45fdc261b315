/**
 * Highlighting for result snippets. Text from the index is escaped before `<mark>` is added, so a page or a query
 * that contains markup (`<script>`, `<img onerror>`) is shown as text and never executed.
 */

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matcher(words: readonly string[]): RegExp | null {
  const usable = words.filter((w) => w.length > 0);
  if (usable.length === 0) return null;
  return new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
}

export interface Highlighted {
  /** Escaped HTML with `<mark>` around every match. */
  html: string;
  /** The words that matched at least once (lower case). */
  matchedWords: string[];
}

/** Escape `text` and wrap every occurrence of one of `words` (case-insensitive) in `<mark>`. */
export function highlight(text: string, words: readonly string[]): Highlighted {
  const re = matcher(words);
  if (!re) return {html: escapeHtml(text), matchedWords: []};
  const matched = new Set<string>();
  let html = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    html += escapeHtml(text.slice(last, start)) + '<mark>' + escapeHtml(m[0]) + '</mark>';
    matched.add(m[0].toLowerCase());
    last = start + m[0].length;
  }
  html += escapeHtml(text.slice(last));
  return {html, matchedWords: [...matched]};
}

/**
 * A window of about `length` characters of `text` around the first match, with ellipses where it was cut.
 * Without a match it is the start of the text.
 */
export function snippetText(text: string, words: readonly string[], length = 120): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const re = matcher(words);
  const first = re ? text.search(re) : -1;
  // Convert the UTF-16 offset to a code point offset so a window never splits a surrogate pair.
  const at = first < 0 ? 0 : Array.from(text.slice(0, first)).length;
  const start = Math.max(0, Math.min(at - Math.floor(length / 4), chars.length - length));
  const end = Math.min(chars.length, start + length);
  return (start > 0 ? '…' : '') + chars.slice(start, end).join('') + (end < chars.length ? '…' : '');
}

export interface MarkedSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decode the character references an escaped highlight holds (ours and Algolia's); unknown ones stay as typed. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/**
 * A highlight value (escaped text with `<mark>` around matches) as plain text segments, so it can be rendered as
 * text nodes. Any other markup in it, planted or not, comes out as visible text and is never parsed as HTML.
 */
export function markedSegments(html: string): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let marked = false;
  for (const part of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) marked = true;
    else if (/^<\/mark>$/i.test(part)) marked = false;
    else if (part) segments.push({text: decodeEntities(part), marked});
  }
  return segments;
}
