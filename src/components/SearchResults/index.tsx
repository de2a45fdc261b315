import React from 'react';
import {escapeHtml} from '@site/src/search/highlight';
import type {SectionGroup} from '@site/src/search/grouping';
import MarkedText from './MarkedText';
import ResultLink from './ResultLink';
import styles from './styles.module.css';

/** What the search page needs of a hit; both the local and the Algolia hits have it (Algolia's without a trail). */
export interface ResultHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  /** Breadcrumbs between the section and the page (local index only). */
  trail?: readonly string[];
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
  _snippetResult?: {content?: {value: string}};
}

const levelHtml = (hit: ResultHit, level: string): string => hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '');

/** The page title, then the heading the hit sits under: "Send a message › Request body". */
function titleParts(hit: ResultHit): Array<{key: string; html: string}> {
  return ['lvl1', 'lvl2', 'lvl3'].filter((level) => hit.hierarchy[level]).map((level) => ({key: level, html: levelHtml(hit, level)}));
}

/** The heading a section hit names: its own (lvl3, else lvl2). */
const sectionHtml = (hit: ResultHit): string => (hit.hierarchy.lvl3 ? levelHtml(hit, 'lvl3') : levelHtml(hit, 'lvl2'));

function Entry({best, more}: {best: ResultHit; more: readonly ResultHit[]}) {
  const trail = best.trail?.filter(Boolean) ?? [];
  return (
    <li className={styles.result} data-testid="search-result">
      {trail.length > 0 && (
        <p className={styles.trail} data-testid="search-result-trail">
          {trail.join(' › ')}
        </p>
      )}
      <ResultLink to={best.url} className={styles.title}>
        {titleParts(best).map((part, i) => (
          <React.Fragment key={part.key}>
            {i > 0 && <span className={styles.separator}> › </span>}
            <MarkedText html={part.html} />
          </React.Fragment>
        ))}
      </ResultLink>
      {best._snippetResult?.content?.value && (
        <p className={styles.snippet}>
          <MarkedText html={best._snippetResult.content.value} />
        </p>
      )}
      {more.length > 0 && (
        <ul className={styles.more}>
          {more.map((hit) => (
            <li key={hit.objectID}>
              <ResultLink to={hit.url}>
                <MarkedText html={hit.hierarchy.lvl2 ? sectionHtml(hit) : levelHtml(hit, 'lvl1')} />
              </ResultLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Results grouped by section, one entry per page, in the ranking's order. */
function SearchResults({groups, countLabel}: {groups: ReadonlyArray<SectionGroup<ResultHit>>; countLabel: (count: number) => string}): React.JSX.Element {
  return (
    <div data-testid="search-results">
      {groups.map((group) => (
        <section key={group.section} className={styles.group} data-testid="search-group" aria-label={group.section}>
          <h2 className={styles.groupTitle}>
            {group.section}
            <span className={styles.groupCount} aria-label={countLabel(group.entries.length)}>
              {group.entries.length}
            </span>
          </h2>
          <ol className={styles.results}>
            {group.entries.map((entry) => (
              <Entry key={entry.page} best={entry.best} more={entry.more} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** Memoised: the page redraws when its URL follows the query, and the same hits need not be drawn again. */
export default React.memo(SearchResults);
