import {DOCS_REPO_URL} from '../data/site';
import {cutText, toWellFormed} from './unicode';

/**
 * Which search backend the build chose. Algolia DocSearch when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and
 * DOCSEARCH_INDEX_NAME were set at build time (docusaurus.config.ts puts them in customFields), otherwise the
 * local index.
 */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Read at build time from the environment; null unless all three are set. */
export function algoliaFromEnv(env: Record<string, string | undefined>): AlgoliaConfig | null {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

export function algoliaHost(config: AlgoliaConfig): string {
  return `https://${config.appId}-dsn.algolia.net`;
}

/** Characters of the query kept in the issue title. */
const TITLE_QUERY_LENGTH = 120;

/**
 * "Let us know." opens a new issue on the docs repository about a query that found nothing. The query is cut
 * between code points and made well-formed first: `encodeURIComponent` throws on half an emoji.
 */
export function missingResultsUrl(query: string, locale: string): string {
  const title = `Search: no results for "${cutText(query, TITLE_QUERY_LENGTH).text}" (${locale})`;
  return `${DOCS_REPO_URL}/issues/new?title=${encodeURIComponent(toWellFormed(title))}&labels=search`;
}

/** The DocSearch `facetFilters` of contextual search: this language, and the docs versions of this page. */
export function contextualFacetFilters(locale: string, tags: readonly string[]): Array<string | string[]> {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
