/**
 * The search itself, wherever it runs: in the search worker (the usual case) or, where no worker can start, on
 * the page's main thread. It holds, per index, the engine over the small first file and then the one over the
 * full texts, and answers a query with the hits the modal and the search page render. No DOM, no fetching.
 */
import {createEngineSliced, type BuildSlices, type SearchEngine} from './engine';
import {toDocSearchHit, type LocalDocSearchHit} from './hits';
import {unpackRecords, withBodies, type SearchBodyFile, type SearchIndexFile, type SearchRecord} from './records';
import {cutQuery, highlightWords} from './tokenize';

export interface HitRequest {
  query: string;
  /** Contextual filter: the `docusaurus_tag` values of the current page. */
  tags: readonly string[];
  limit: number;
  /** The locale's base URL the hits' URLs are put under. */
  baseUrl: string;
}

export interface HitAnswer {
  hits: LocalDocSearchHit[];
  /** True once the answer comes from the full texts. */
  refined: boolean;
}

export interface SearchService {
  /** Build the engine over the small first file of index `key`. */
  loadHead(key: string, file: SearchIndexFile): Promise<void>;
  /** Build the engine over the full texts; the first file must be loaded. */
  loadBodies(key: string, file: SearchBodyFile): Promise<void>;
  search(key: string, request: HitRequest): HitAnswer;
}

interface Loaded {
  records: SearchRecord[];
  head: SearchEngine;
  full?: SearchEngine;
}

export function createSearchService(slices: BuildSlices): SearchService {
  const ready = new Map<string, Loaded>();
  // Builds under way, so a second request for the same index waits for the first instead of building again.
  const building = new Map<string, Promise<void>>();
  const once = (id: string, build: () => Promise<void>): Promise<void> => {
    let pending = building.get(id);
    if (!pending) {
      pending = build();
      pending.catch(() => building.delete(id));
      building.set(id, pending);
    }
    return pending;
  };
  const loaded = (key: string): Loaded => {
    const found = ready.get(key);
    if (!found) throw new Error(`Search index ${key} is not loaded`);
    return found;
  };
  return {
    loadHead: (key, file) =>
      once(`head ${key}`, async () => {
        const records = unpackRecords(file);
        ready.set(key, {records, head: await createEngineSliced(records, slices)});
      }),
    loadBodies: (key, file) =>
      once(`full ${key}`, async () => {
        const index = loaded(key);
        index.full = await createEngineSliced(withBodies(index.records, file), slices);
      }),
    search(key, {query, tags, limit, baseUrl}) {
      const index = loaded(key);
      const text = cutQuery(query).text;
      const words = highlightWords(text);
      const hits = (index.full ?? index.head).search(text, {tags, limit}).map((hit) => toDocSearchHit(hit, words, baseUrl));
      return {hits, refined: Boolean(index.full)};
    },
  };
}
