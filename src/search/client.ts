/**
 * Search clients with the `search({requests})` shape the DocSearch modal calls: one over the local index, and a
 * wrapper for the Algolia client that records failures. Both report to a status store instead of throwing.
 */
import type {LocalDocSearchHit} from './hits';
import {refineIndex, searchIndex, warmIndex} from './runner';
import type {HitAnswer} from './service';
import type {StatusStore} from './status';
import {toWellFormed} from './unicode';

export {warmIndex};

/** How long a query may wait on the index before the reader is told it is loading. */
export const LOADING_DELAY_MS = 150;

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
    hits: [] as Hit[],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    query,
    params: '',
    index,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
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

/**
 * A search client that answers from the local index, searched off the main thread (src/search/runner.ts). It never
 * throws: a failed load becomes status `error`.
 */
export function createLocalClient({indexUrl, bodyUrl, onRefined, baseUrl, tags, status}: LocalClientOptions) {
  // Ask for the full texts once per client, so the open search is run again once, not once per keystroke.
  let refining = false;
  const refine = () => {
    if (!bodyUrl || refining) return;
    refining = true;
    refineIndex(indexUrl, bodyUrl).then(
      () => onRefined?.(),
      (error) => {
        refining = false;
        console.warn('[search] full texts unavailable; searching titles and openings only:', error);
      },
    );
  };

  /**
   * The hits for one query. Nothing found in the titles and openings is not yet "no results": the answer waits for
   * the full texts, so a reader never sees the empty screen flash before the hits. Only a slow wait says `loading`,
   * so fast keystrokes over a loaded index do not flicker.
   */
  const answerFor = async (query: string, limit: number): Promise<HitAnswer> => {
    const slow = setTimeout(() => status.set({query, state: 'loading'}), LOADING_DELAY_MS);
    try {
      const first = await searchIndex(indexUrl, {query, tags, limit, baseUrl});
      if (first.hits.length || first.refined || !bodyUrl) return first;
      status.set({query, state: 'loading'});
      try {
        await refineIndex(indexUrl, bodyUrl);
      } catch {
        return first; // refine() below reports it; the titles' answer stands
      }
      return await searchIndex(indexUrl, {query, tags, limit, baseUrl});
    } finally {
      clearTimeout(slow);
    }
  };

  return {
    search: async ({requests}: {requests: SearchRequest[]}): Promise<SearchResponse<LocalDocSearchHit>> => {
      const results = [];
      for (const request of requests) {
        const query = queryOf(request);
        const index = request.indexName ?? 'local';
        if (!query.trim()) {
          status.set({query, state: 'idle'});
          results.push(emptyResult<LocalDocSearchHit>(query, index));
          continue;
        }
        const started = performance.now();
        const limit = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
        let answer: HitAnswer;
        try {
          answer = await answerFor(query, limit);
        } catch (error) {
          console.warn('[search] the search index could not be loaded:', error);
          status.set({query, state: 'error'});
          results.push(emptyResult<LocalDocSearchHit>(query, index));
          continue;
        }
        const {hits} = answer;
        status.set({query, state: hits.length ? 'results' : 'empty'});
        if (!answer.refined) refine();
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

/** The request with its query made well-formed: JSON carries a lone surrogate as `\udc00`, which a server may refuse. */
function wellFormedRequest(request: SearchRequest): SearchRequest {
  return {
    ...request,
    ...(request.query !== undefined && {query: toWellFormed(request.query)}),
    ...(request.params?.query !== undefined && {params: {...request.params, query: toWellFormed(request.params.query)}}),
  };
}

// Any signature (Algolia's own client's, the search page's REST one); withStatus reads only the hit counts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the arguments are passed through untouched
type CountedSearch = (...args: any[]) => Promise<{results?: ReadonlyArray<{nbHits?: number}>}>;

/** Wrap a client (Algolia's) so a failure shows our error screen rather than an uncaught rejection. */
export function withStatus<C extends {search: CountedSearch}>(client: C, status: StatusStore): C {
  return {
    ...client,
    search: async (params: {requests: SearchRequest[]}, ...rest: unknown[]) => {
      const query = queryOf(params.requests?.[0] ?? {});
      try {
        const response = await client.search({...params, requests: (params.requests ?? []).map(wellFormedRequest)}, ...rest);
        const count = (response.results ?? []).reduce((n, r) => n + (r.nbHits ?? 0), 0);
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
