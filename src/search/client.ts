/**
 * Search clients with the `search({requests})` shape the DocSearch modal calls: one over the local index, and a
 * wrapper for the Algolia client that records failures. Both report to a status store instead of throwing.
 */
import type {SearchEngine} from './engine';
import {unpackRecords, withBodies, type SearchBodyFile, type SearchIndexFile, type SearchRecord} from './records';
import {toDocSearchHit, type LocalDocSearchHit} from './hits';
import {highlightWords} from './tokenize';
import type {StatusStore} from './status';

/** Per index URL: the records of the small first file, and the engine built on them. */
const heads = new Map<string, Promise<{records: SearchRecord[]; engine: SearchEngine}>>();
/** Per index URL: the engine over the full texts, once it is built. */
const refining = new Map<string, Promise<SearchEngine>>();
const refined = new Map<string, SearchEngine>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A failed load is forgotten, so the next search retries it. */
function remember<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The engine (MiniSearch and the tokenizer) is a chunk of its own, fetched with the index: never with the page. */
function engineModule() {
  return import('./engine');
}

function loadHead(indexUrl: string) {
  return remember(heads, indexUrl, async () => {
    const [file, {createEngine}] = await Promise.all([fetchJson<SearchIndexFile>(indexUrl), engineModule()]);
    const records = unpackRecords(file);
    return {records, engine: createEngine(records)};
  });
}

/** The best engine available now: the full one once built, else the one over the first file. */
export async function loadEngine(indexUrl: string): Promise<SearchEngine> {
  return refined.get(indexUrl) ?? (await loadHead(indexUrl)).engine;
}

/** Load the full texts and build the engine over them (once per index). */
function refineEngine(indexUrl: string, bodyUrl: string): Promise<SearchEngine> {
  return remember(refining, indexUrl, async () => {
    const [{records}, body, {createEngine}] = await Promise.all([
      loadHead(indexUrl),
      fetchJson<SearchBodyFile>(bodyUrl),
      engineModule(),
    ]);
    const engine = createEngine(withBodies(records, body));
    refined.set(indexUrl, engine);
    return engine;
  });
}

export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  params?: {query?: string; hitsPerPage?: number};
}

export interface SearchResponse<Hit> {
  results: Array<{
    hits: Hit[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    query: string;
    params: string;
    index: string;
    processingTimeMS: number;
    exhaustiveNbHits: boolean;
  }>;
}

function queryOf(request: SearchRequest): string {
  return request.query ?? request.params?.query ?? '';
}

function emptyResult<Hit>(query: string, index: string) {
  return {
    hits: [] as Hit[], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query, params: '', index,
    processingTimeMS: 0, exhaustiveNbHits: true,
  };
}

export interface LocalClientOptions {
  indexUrl: string;
  /** The full texts; fetched after the first answer so they do not delay it. */
  bodyUrl?: string;
  /** Called once the full texts are in, so an open search can run again on them. */
  onRefined?: () => void;
  baseUrl: string;
  /** Contextual filter: the `docusaurus_tag` values of the current page. */
  tags: readonly string[];
  status: StatusStore;
}

/** A search client that answers from the local index. It never throws: a failed load becomes status `error`. */
export function createLocalClient({indexUrl, bodyUrl, onRefined, baseUrl, tags, status}: LocalClientOptions) {
  return {
    async search({requests}: {requests: SearchRequest[]}): Promise<SearchResponse<LocalDocSearchHit>> {
      const results = [];
      for (const request of requests) {
        const query = queryOf(request);
        const index = request.indexName ?? 'local';
        if (!query.trim()) {
          status.set({query, state: 'idle'});
          results.push(emptyResult<LocalDocSearchHit>(query, index));
          continue;
        }
        let engine: SearchEngine;
        try {
          engine = await loadEngine(indexUrl);
        } catch (error) {
          console.warn('[search] the search index could not be loaded:', error);
          status.set({query, state: 'error'});
          results.push(emptyResult<LocalDocSearchHit>(query, index));
          continue;
        }
        const started = performance.now();
        const limit = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
        const words = highlightWords(query);
        const hits = engine.search(query, {tags, limit}).map((hit) => toDocSearchHit(hit, words, baseUrl));
        status.set({query, state: hits.length ? 'results' : 'empty'});
        if (bodyUrl && !refined.has(indexUrl)) {
          refineEngine(indexUrl, bodyUrl).then(
            () => onRefined?.(),
            (error) => console.warn('[search] full texts unavailable; searching titles and openings only:', error),
          );
        }
        results.push({
          ...emptyResult<LocalDocSearchHit>(query, index),
          hits,
          nbHits: hits.length,
          nbPages: 1,
          hitsPerPage: limit,
          processingTimeMS: Math.round(performance.now() - started),
        });
      }
      return {results};
    },
  };
}

/** Wrap a client (Algolia's) so a failure shows our error screen rather than an uncaught rejection. */
export function withStatus<C extends {search: (...args: any[]) => Promise<any>}>(client: C, status: StatusStore): C {
  return {
    ...client,
    async search(params: {requests: SearchRequest[]}, ...rest: unknown[]) {
      const query = queryOf(params.requests?.[0] ?? {});
      try {
        const response = await client.search(params, ...rest);
        const count = (response.results ?? []).reduce((n: number, r: {nbHits?: number}) => n + (r.nbHits ?? 0), 0);
        status.set({query, state: count > 0 ? 'results' : 'empty'});
        return response;
      } catch (error) {
        console.warn('[search] the search service could not be reached:', error);
        status.set({query, state: 'error'});
        return {results: params.requests.map((r) => emptyResult(queryOf(r), r.indexName ?? ''))};
      }
    },
  };
}
