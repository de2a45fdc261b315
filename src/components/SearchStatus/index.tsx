import React from 'react';
import {SEARCH_SUGGESTIONS} from '@site/src/data/search';
import {pick, useSiteLocale} from '@site/src/data/localized';
import {missingResultsUrl} from '@site/src/search/config';
import {searchTexts} from '@site/src/search/texts';
import styles from './styles.module.css';

export interface SearchStatusProps {
  state: 'loading' | 'empty' | 'error';
  query: string;
  /** Run one of the suggested queries. */
  onSuggestion: (query: string) => void;
}

/**
 * What a reader sees when a search waits for the index, finds nothing or cannot run: shared by the modal and the
 * search page, so both say the same words (site spec, section 8).
 */
export default function SearchStatus({state, query, onSuggestion}: SearchStatusProps): React.JSX.Element {
  const locale = useSiteLocale();
  const texts = searchTexts();
  if (state === 'loading') {
    return (
      <div className={styles.status} role="status" aria-busy="true" data-testid="search-loading">
        <p className={styles.help}>{texts.loading}</p>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className={styles.status} role="alert" data-testid="search-error">
        <p className={styles.title}>{texts.errorTitle}</p>
        <p className={styles.help}>{texts.errorHelp}</p>
      </div>
    );
  }
  return (
    <div className={styles.status} role="status" data-testid="search-no-results">
      <p className={styles.title}>
        {texts.noResultsText} "<strong>{query}</strong>"
      </p>
      <p className={styles.help}>{texts.suggestedQueryText}:</p>
      <ul className={styles.suggestions}>
        {pick(SEARCH_SUGGESTIONS, locale).map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        {texts.reportMissingResultsText}{' '}
        <a href={missingResultsUrl(query, locale)} target="_blank" rel="noopener noreferrer">
          {texts.reportMissingResultsLinkText}
        </a>
      </p>
    </div>
  );
}
