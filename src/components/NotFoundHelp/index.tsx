import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory, useLocation} from '@docusaurus/router';
import {pathQuery, sitePath} from './path';
import {PAGE_LIST_FILE, parsePageList} from './pageList';
import {suggestPages, type Suggestion} from './suggest';
import styles from './styles.module.css';

/**
 * Ways forward from a missing page: a search box prefilled with the words of the path, and the closest pages of
 * this locale. The path is read after hydration (the served 404.html is the same for every path), so without
 * JavaScript the box is empty but still submits to the search page.
 */
export default function NotFoundHelp(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const searchPath = useBaseUrl('/search');
  const listUrl = useBaseUrl(`/${PAGE_LIST_FILE}`);
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    // The raw, still-escaped address: the router's own copy is decoded, and a path is only data here.
    const missing = sitePath(window.location.pathname, siteConfig.baseUrl);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the served 404.html is the same for every path
    setQuery(pathQuery(missing));
    setSuggestions([]);
    const controller = new AbortController();
    fetch(listUrl, {signal: controller.signal})
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((data: unknown) => setSuggestions(suggestPages(missing, parsePageList(data))))
      .catch((error: unknown) => {
        // No list, no suggestions: the search box and the links below still lead on.
        if (!controller.signal.aborted) console.warn('Page suggestions unavailable:', error);
      });
    return () => controller.abort();
  }, [location.pathname, listUrl, siteConfig.baseUrl]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    history.push(words ? `${searchPath}?q=${encodeURIComponent(words)}` : searchPath);
  };

  return (
    <div className={styles.help}>
      <form className={styles.search} role="search" action={searchPath} method="get" onSubmit={onSubmit}>
        <label htmlFor="not-found-query" className={styles.label}>
          <Translate id="notFound.search.label">Search the documentation</Translate>
        </label>
        <div className={styles.field}>
          <input
            id="not-found-query"
            className={styles.input}
            type="search"
            name="q"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={translate({id: 'notFound.search.placeholder', message: 'e.g. sendMessage or docker compose'})}
          />
          <button type="submit" className="button button--primary">
            <Translate id="notFound.search.submit">Search</Translate>
          </button>
        </div>
      </form>
      {suggestions.length > 0 ? (
        <section aria-labelledby="not-found-suggestions" data-not-found-suggestions>
          {/* A plain h2: a permalink to a heading of a page that does not exist would be a dead end. */}
          <h2 id="not-found-suggestions" className={styles.heading}>
            <Translate id="notFound.suggestions.title">Did you mean</Translate>
          </h2>
          <ul className={styles.list}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.path}>
                <Link to={suggestion.path}>{suggestion.title}</Link>
                <span className={styles.path}>{withBaseUrl(suggestion.path)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
