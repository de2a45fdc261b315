/** Every text of the search UI in one place, translated with the site's i18n (ids under `search.`). */
import {translate} from '@docusaurus/Translate';

export function searchTexts() {
  return {
    button: translate({id: 'search.button', message: 'Search'}),
    placeholder: translate({id: 'search.placeholder', message: 'Search the docs'}),
    noResultsText: translate({id: 'search.noResults', message: 'No results for'}),
    suggestedQueryText: translate({id: 'search.suggested', message: 'Try searching for'}),
    reportMissingResultsText: translate({id: 'search.reportMissing', message: 'Believe this query should return results?'}),
    reportMissingResultsLinkText: translate({id: 'search.reportMissingLink', message: 'Let us know.'}),
    errorTitle: translate({id: 'search.error.title', message: 'Unable to fetch results'}),
    errorHelp: translate({id: 'search.error.help', message: 'You might want to check your network connection.'}),
    emptyQueryHelp: translate({id: 'search.emptyQuery', message: 'Type a word, an API name or an error code, in Chinese or English.'}),
    noSearchableTerms: translate({id: 'search.noTerms', message: 'Your query has no letters, digits or Chinese characters to search for.'}),
    pageTitle: translate({id: 'search.page.title', message: 'Search the documentation'}),
    pageDescription: translate({
      id: 'search.page.description',
      message: 'Full-text search across the guides, the client SDK reference, the server REST API and the blog.',
    }),
    loading: translate({id: 'search.loading', message: 'Loading the search index…'}),
    recentSearchesTitle: translate({id: 'search.recent', message: 'Recent'}),
    noRecentSearchesText: translate({id: 'search.noRecent', message: 'No recent searches'}),
    clearButtonText: translate({id: 'search.clearButton', message: 'Clear', description: 'Visible label of the button that empties the search box'}),
    clearButtonLabel: translate({id: 'search.clear', message: 'Clear the query'}),
    closeButtonText: translate({id: 'search.close', message: 'Close'}),
    closeButtonLabel: translate({id: 'search.closeLabel', message: 'Close the search'}),
    saveRecentSearch: translate({id: 'search.saveRecent', message: 'Save this search'}),
    removeRecentSearch: translate({id: 'search.removeRecent', message: 'Remove this search from history'}),
    favoriteSearchesTitle: translate({id: 'search.favorites', message: 'Favorites'}),
    removeFavoriteSearch: translate({id: 'search.removeFavorite', message: 'Remove this search from favorites'}),
    selectText: translate({id: 'search.select', message: 'Select'}),
    navigateText: translate({id: 'search.navigate', message: 'Navigate'}),
    closeText: translate({id: 'search.closeKey', message: 'Close'}),
    enterKeyLabel: translate({id: 'search.key.enter', message: 'Enter key'}),
    arrowUpKeyLabel: translate({id: 'search.key.up', message: 'Arrow up'}),
    arrowDownKeyLabel: translate({id: 'search.key.down', message: 'Arrow down'}),
    escapeKeyLabel: translate({id: 'search.key.escape', message: 'Escape key'}),
    poweredByText: translate({id: 'search.poweredBy', message: 'Search by'}),
    sectionFilter: translate({id: 'search.page.sectionFilter', message: 'Show results from', description: 'Label of the section filter on the search page'}),
    allSections: translate({id: 'search.page.allSections', message: 'All sections', description: 'Section filter button that shows every section'}),
  };
}

export type SearchTexts = ReturnType<typeof searchTexts>;

/** "N pages for "q"": the search page counts pages, each listed once with the sections of it that matched. */
export function resultCountText(count: number, query: string): string {
  return translate(
    {id: 'search.page.count', message: '{count} pages for "{query}"', description: 'Search page line above the results'},
    {count: String(count), query},
  );
}

/** "N pages": the count beside a section's heading and on its filter button, for screen readers. */
export function pageCountText(count: number): string {
  return translate({id: 'search.page.sectionCount', message: '{count} pages', description: 'Number of result pages in one section'}, {count: String(count)});
}

/** Shown under the search page's input when a query longer than the cap was cut to it. */
export function queryCutText(max: number): string {
  return translate(
    {
      id: 'search.queryCut',
      message: 'Only the first {max} characters of your query are searched.',
      description: 'Search page notice when a long query was shortened',
    },
    {max: String(max)},
  );
}
