import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** What the search page needs of a hit; both the local and Algolia hits have it. */
export interface ResultHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
  _snippetResult?: {content?: {value: string}};
}

/**
 * Highlighted values arrive as HTML whose text was escaped before `<mark>` was added (see src/search/highlight.ts;
 * Algolia escapes the same way), so inserting them cannot run markup from a page or a query.
 */
function Marked({html, className}: {html: string; className?: string}) {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function trail(hit: ResultHit): Array<{key: string; html: string}> {
  return ['lvl1', 'lvl2', 'lvl3']
    .filter((level) => hit.hierarchy[level])
    .map((level) => ({key: level, html: hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? ''}));
}

export default function SearchResults({hits}: {hits: ResultHit[]}): React.JSX.Element {
  return (
    <ol className={styles.results} data-testid="search-results">
      {hits.map((hit) => (
        <li key={hit.objectID} className={styles.result}>
          <p className={styles.section}>{hit.hierarchy.lvl0}</p>
          <Link to={hit.url} className={styles.title}>
            {trail(hit).map((part, i) => (
              <React.Fragment key={part.key}>
                {i > 0 && <span className={styles.separator}> › </span>}
                <Marked html={part.html} />
              </React.Fragment>
            ))}
          </Link>
          {hit._snippetResult?.content?.value && (
            <p className={styles.snippet}>
              <Marked html={hit._snippetResult.content.value} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
