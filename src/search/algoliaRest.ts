/**
 * The search page's Algolia client when the build configured DocSearch: one POST to the multi-query endpoint,
 * the same request the modal's own client sends. No SDK: the page needs one call.
 */
import {algoliaHost, type AlgoliaConfig} from './config';
import type {SearchRequest, SearchResponse} from './client';
import type {LocalDocSearchHit} from './hits';

export function createAlgoliaRestClient(config: AlgoliaConfig, facetFilters: Array<string | string[]>) {
  return {
    search: async ({requests}: {requests: SearchRequest[]}) => {
      const response = await fetch(`${algoliaHost(config)}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {
          'x-algolia-application-id': config.appId,
          'x-algolia-api-key': config.apiKey,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          requests: requests.map((r) => ({
            indexName: config.indexName,
            query: r.query ?? '',
            hitsPerPage: r.hitsPerPage ?? 50,
            facetFilters,
            attributesToSnippet: ['content:24'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          })),
        }),
      });
      if (!response.ok) throw new Error(`Algolia: HTTP ${response.status}`);
      // DocSearch's records: the shape the local index imitates (src/search/hits.ts).
      return (await response.json()) as SearchResponse<LocalDocSearchHit>;
    },
  };
}
