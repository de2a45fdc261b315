/**
 * Search clients with the `search({requests})` shape the DocSearch modal calls: one over the local index, and a
 * wrapper for the Algolia client that records failures. Both report to a status store instead of throwing.
 */
import {createEngine, type SearchEngine} from './engine';
import {unpackRecords, type SearchIndexFile} from './records';
import {toDocSearchHit, type LocalDocSearchHit} from './hits';
import {highlightWords} from './tokenize';
import type {StatusStore} from './status';

const engines = new Map<string, Promise<SearchEngine>>();

/** Fetch and index a locale's records once; a failed load is forgotten so the next attempt retries. */
export function loadEngine(indexUrl: string, fetchImpl: typeof fetch = fetch): Promise<SearchEngine> {
  let pending = engines.get(indexUrl);
  if (!pending) {
    pending = fetchImpl(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`Search index ${indexUrl}: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => createEngine(unpackRecords(file)));
    pending.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, pending);
  }
  return pending;
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

export function emptyResult<Hit>(query: string, index: string) {
  return {
    hits: [] as Hit[], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query, params: '', index,
    processingTimeMS: 0, exhaustiveNbHits: true,
  };
}

export interface LocalClientOptions {
  indexUrl: string;
  baseUrl: string;
  /** Contextual filter: the `docusaurus_tag` values of the current page. */
  tags: readonly string[];
  status: StatusStore;
}

/** A search client that answers from the local index. It never throws: a failed load becomes status `error`. */
export function createLocalClient({indexUrl, baseUrl, tags, status}: LocalClientOptions) {
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
