/**
 * "Did you mean": the pages whose paths are closest to a missing one. A path is compared segment by segment,
 * with the last segment (the page's own name) weighing most, so `/sdks/api/sendMessage` finds
 * `/sdks/api/message/sendMessage` first, before the REST page of the same name in another section.
 */
import {pathSegments} from './path';
import type {PageEntry} from './pageList';

export interface Suggestion {
  path: string;
  title: string;
  /** 0 (unrelated) to 1 (same segments). */
  score: number;
}

export const MAX_SUGGESTIONS = 5;
/** Below this a page is not offered: unrelated pages are worse than none. */
export const MIN_SCORE = 0.55;
/** Segments compared, from the end, and characters per segment: bounds the work a hostile path can cause. */
const MAX_SEGMENTS = 8;
const MAX_SEGMENT_CHARS = 48;

/** Lower case, separators dropped: `k8s-deployment` and `K8sDeployment` compare equal. */
function normalise(segment: string): string {
  return Array.from(segment.toLowerCase().replace(/[-_.\s]+/g, ''))
    .slice(0, MAX_SEGMENT_CHARS)
    .join('');
}

function segmentsOf(path: string): string[] {
  return pathSegments(path).slice(-MAX_SEGMENTS).map(normalise).filter(Boolean);
}

/** Edit distance, two rows. */
function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * 1 for equal segments; high for a typo (`sendmesage`) or for one name inside the other (`docker` in
 * `dockercompose`, `k8s` at the start of `k8sdeployment`); low for names that merely share letters (`sendmessage`
 * and `deletemessage`): the edit ratio is squared to push those down.
 */
export function segmentSimilarity(a: string, b: string, allowContained = true): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const edits = (1 - levenshtein(a, b) / longest) ** 2;
  if (!allowContained) return edits;
  const contains = short.length >= 4 ? long.includes(short) : short.length === 3 && long.startsWith(short);
  const contained = contains ? 0.75 + (0.2 * short.length) / longest : 0;
  return Math.max(edits, contained);
}

function best(segment: string, among: readonly string[], allowContained = true): number {
  let top = 0;
  for (const other of among) top = Math.max(top, segmentSimilarity(segment, other, allowContained));
  return top;
}

/** How close a page's segments are to the missing path's. */
function score(missing: readonly string[], page: readonly string[]): number {
  const leafMissing = missing[missing.length - 1];
  const leafPage = page[page.length - 1];
  // The missing name may be a folder of the page (`/sdks/api/message` → pages in it), weighed a little lower; only
  // as a whole name or a typo of one, or every page under `message/` would look like a near miss for `sendMessage`.
  const folder = 0.85 * best(leafMissing, page.slice(0, -1), false);
  const leaf = Math.max(segmentSimilarity(leafMissing, leafPage), folder);
  const section = missing[0] === page[0] ? 1 : 0;
  if (missing.length === 1) return 0.85 * leaf + 0.15 * section;
  const context = missing.slice(0, -1).reduce((sum, segment) => sum + best(segment, page), 0) / (missing.length - 1);
  return 0.7 * leaf + 0.2 * context + 0.1 * section;
}

/** Up to `limit` pages closest to the missing path, best first; ties go to the shorter, then alphabetical path. */
export function suggestPages(missingPath: string, pages: readonly PageEntry[], limit = MAX_SUGGESTIONS): Suggestion[] {
  const missing = segmentsOf(missingPath);
  if (missing.length === 0) return [];
  const scored: Suggestion[] = [];
  for (const [path, title] of pages) {
    const segments = segmentsOf(path);
    if (segments.length === 0) continue;
    const value = score(missing, segments);
    if (value >= MIN_SCORE) scored.push({path, title, score: value});
  }
  return scored.sort((a, b) => b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path)).slice(0, limit);
}
