import type {FaqEntry, FaqTopic} from '@site/src/data/faq';

/** Plain text of a React node tree, so answers can be searched without rendering them. */
export function textOf(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node === 'object' && 'props' in node) {
    return textOf((node as {props: {children?: unknown}}).props.children);
  }
  return '';
}

/**
 * Entries whose question or answer (in the given locale) contains every word of the query, case-insensitively,
 * optionally limited to one topic. An empty query matches everything.
 */
export function filterFaq(entries: readonly FaqEntry[], query: string, topic: FaqTopic | 'all', locale: 'zh-Hans' | 'en'): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (topic !== 'all' && entry.topic !== topic) return false;
    const haystack = `${entry.question[locale]} ${textOf(entry.answer[locale])}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
