/**
 * The search page's view of a ranked hit list: one entry per page (its best hit, plus the other sections of the
 * page that matched), entries grouped by section in the order of each section's best hit, and the count per section
 * that the section filter shows. Pure, so the same list is drawn the same way in the browser and in tests.
 */
import {pageOf} from './records';

/** What grouping needs of a hit; the local and the Algolia hits both have it. */
export interface GroupableHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
}

export interface PageEntry<H extends GroupableHit> {
  /** The page's URL without its anchor. */
  page: string;
  /** The best-ranked hit on the page: its title, breadcrumbs and snippet are the entry's. */
  best: H;
  /** Other sections of the same page that matched, in rank order, at most MAX_MORE_SECTIONS. */
  more: H[];
}

export interface SectionGroup<H extends GroupableHit> {
  section: string;
  entries: Array<PageEntry<H>>;
}

/** Sections of one page listed under its entry: enough to jump to the right place, not a second result list. */
export const MAX_MORE_SECTIONS = 3;

/** Ranked hits → sections → pages, every order taken from the ranking. */
export function groupHits<H extends GroupableHit>(hits: readonly H[]): Array<SectionGroup<H>> {
  const groups = new Map<string, SectionGroup<H>>();
  const entries = new Map<string, PageEntry<H>>();
  for (const hit of hits) {
    const page = pageOf(hit.url);
    const entry = entries.get(page);
    if (entry) {
      // A page's title hit below one of its sections still links the page itself, never twice.
      if (entry.more.length < MAX_MORE_SECTIONS && hit.url !== entry.best.url && !entry.more.some((h) => h.url === hit.url)) entry.more.push(hit);
      continue;
    }
    const section = hit.hierarchy.lvl0 ?? '';
    let group = groups.get(section);
    if (!group) {
      group = {section, entries: []};
      groups.set(section, group);
    }
    const created: PageEntry<H> = {page, best: hit, more: []};
    entries.set(page, created);
    group.entries.push(created);
  }
  return [...groups.values()];
}

/** Pages per section, for the filter; sections in the order the groups appear. */
export function sectionCounts<H extends GroupableHit>(groups: ReadonlyArray<SectionGroup<H>>): Array<{section: string; count: number}> {
  return groups.map((group) => ({section: group.section, count: group.entries.length}));
}

/**
 * The groups the filter lets through: all of them without a filter, or when the filter names a section the results
 * do not have (a stale or hand-edited URL shows everything rather than nothing).
 */
export function filterGroups<H extends GroupableHit>(groups: ReadonlyArray<SectionGroup<H>>, section: string | null): ReadonlyArray<SectionGroup<H>> {
  if (!section) return groups;
  const kept = groups.filter((group) => group.section === section);
  return kept.length > 0 ? kept : groups;
}
