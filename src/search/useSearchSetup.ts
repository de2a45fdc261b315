import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {AlgoliaConfig} from './config';
import {SEARCH_BODY_FILE, SEARCH_INDEX_FILE} from './records';

/**
 * The backend the build chose, the current locale's index files and the URLs results are rebased onto. Cheap:
 * the navbar calls it on every page.
 */
export function useSearchBackend() {
  const {siteConfig, i18n} = useDocusaurusContext();
  return {
    algolia: (siteConfig.customFields?.docsearch ?? null) as AlgoliaConfig | null,
    locale: i18n.currentLocale,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    indexUrl: useBaseUrl(`/${SEARCH_INDEX_FILE}`),
    bodyUrl: useBaseUrl(`/${SEARCH_BODY_FILE}`),
  };
}

/**
 * Everything a search needs: the backend plus the contextual tags. The tags read the docs-version context (call it
 * inside Layout), which matches the path against every doc route: call it only where a search runs (the search
 * page, the open modal), not while a page hydrates.
 */
export function useSearchSetup() {
  // useContextualSearchFilters returns a new array on every render: keep one per distinct value, so clients built
  // from it stay the same and do not restart searches.
  const tagsKey = useContextualSearchFilters().tags.join('\n');
  const tags = useMemo(() => tagsKey.split('\n'), [tagsKey]);
  return {...useSearchBackend(), tags};
}
