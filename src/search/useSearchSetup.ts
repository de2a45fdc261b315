import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {AlgoliaConfig} from './config';
import {SEARCH_BODY_FILE, SEARCH_INDEX_FILE} from './records';

/**
 * What the navbar search and the search page both need: the backend the build chose, the contextual tags, the
 * current locale's index files and the URLs results are rebased onto. Call it inside Layout (the tags read the
 * docs-version context).
 */
export function useSearchSetup() {
  const {siteConfig, i18n} = useDocusaurusContext();
  // useContextualSearchFilters returns a new array on every render: keep one per distinct value, so clients built
  // from it stay the same and do not restart searches.
  const tagsKey = useContextualSearchFilters().tags.join('\n');
  const tags = useMemo(() => tagsKey.split('\n'), [tagsKey]);
  return {
    algolia: (siteConfig.customFields?.docsearch ?? null) as AlgoliaConfig | null,
    tags,
    locale: i18n.currentLocale,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    indexUrl: useBaseUrl(`/${SEARCH_INDEX_FILE}`),
    bodyUrl: useBaseUrl(`/${SEARCH_BODY_FILE}`),
  };
}
