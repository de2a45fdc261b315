import React from 'react';
import {escapeHtml} from '@site/src/search/highlight';
import MarkedText from './MarkedText';
import ResultLink from './ResultLink';
import styles from './styles.module.css';

/** What the search page needs of a hit; both the local and Algolia hits have it. */
export interface ResultHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
  _snippetResult?: {content?: {value: string}};
}

function trail(hit: ResultHit): Array<{key: string; html: string}> {
  return ['lvl1', 'lvl2', 'lvl3']
    .filter((level) => hit.hierarchy[level])
    .map((level) => ({key: level, html: hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '')}));
}

function SearchResults({hits}: {hits: ResultHit[]}): React.JSX.Element {
  return (
    <ol className={styles.results} data-testid="search-results">
      {hits.map((hit) => (
        <li key={hit.objectID} className={styles.result}>
          <p className={styles.section}>{hit.hierarchy.lvl0}</p>
          <ResultLink to={hit.url} className={styles.title}>
            {trail(hit).map((part, i) => (
              <React.Fragment key={part.key}>
                {i > 0 && <span className={styles.separator}> › </span>}
                <MarkedText html={part.html} />
              </React.Fragment>
            ))}
          </ResultLink>
          {hit._snippetResult?.content?.value && (
            <p className={styles.snippet}>
              <MarkedText html={hit._snippetResult.content.value} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Memoised: the page redraws when its URL follows the query, and the same hits need not be drawn again. */
export default React.memo(SearchResults);
