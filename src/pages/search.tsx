import React, {useEffect, useMemo, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchStatus from '@site/src/components/SearchStatus';
import SearchResults, {type ResultHit} from '@site/src/components/SearchResults';
import {createLocalClient, withStatus} from '@site/src/search/client';
import {createAlgoliaRestClient} from '@site/src/search/algoliaRest';
import {contextualFacetFilters} from '@site/src/search/config';
import {rebaseResultUrl} from '@site/src/search/hits';
import {createStatusStore} from '@site/src/search/status';
import {queryTokens} from '@site/src/search/tokenize';
import {resultCountText, searchTexts} from '@site/src/search/texts';
import {useSearchSetup} from '@site/src/search/useSearchSetup';
import styles from './search.module.css';

type PageState =
  | {kind: 'idle'}
  | {kind: 'no-terms'}
  | {kind: 'loading'}
  | {kind: 'results'; query: string; hits: ResultHit[]}
  | {kind: 'empty' | 'error'; query: string};

function queryFromLocation(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The full search page: `/search?q=` (and `/en/search?q=`), same index and filters as the modal. */
export default function SearchPage(): React.JSX.Element {
  const texts = searchTexts();
  // The contextual filters read the docs-version context, which only exists inside Layout.
  return (
    <Layout title={texts.pageTitle} description={texts.pageDescription}>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): React.JSX.Element {
  const {algolia, tags, locale, siteUrl, baseUrl, indexUrl, bodyUrl} = useSearchSetup();
  // Bumped when the full texts arrive, to run the current query again on them.
  const [refinedAt, setRefinedAt] = useState(0);
  const location = useLocation();
  const history = useHistory();
  const texts = searchTexts();
  const [query, setQuery] = useState(() => queryFromLocation(location.search));
  const [state, setState] = useState<PageState>({kind: 'idle'});
  const latest = useRef(0);

  const client = useMemo(() => {
    const status = createStatusStore();
    return {
      status,
      search: algolia
        ? withStatus(createAlgoliaRestClient(algolia, contextualFacetFilters(locale, tags)), status).search
        : createLocalClient({
            indexUrl, bodyUrl, baseUrl, tags, status, onRefined: () => setRefinedAt(Date.now()),
          }).search,
    };
  }, [algolia, locale, tags, indexUrl, bodyUrl, baseUrl]);

  // The URL is the state: reading it on arrival and after back/forward keeps links to a search shareable.
  useEffect(() => {
    setQuery(queryFromLocation(location.search));
  }, [location.search]);

  useEffect(() => {
    const run = ++latest.current;
    if (!query.trim()) {
      setState({kind: 'idle'});
      return undefined;
    }
    if (queryTokens(query).length === 0) {
      setState({kind: 'no-terms'});
      return undefined;
    }
    setState({kind: 'loading'});
    const timer = window.setTimeout(async () => {
      const response = await client.search({requests: [{query, hitsPerPage: 50}]});
      if (run !== latest.current) return;
      const status = client.status.get();
      const hits: ResultHit[] = (response.results?.[0]?.hits ?? []).map((hit: ResultHit) => ({
        ...hit,
        url: rebaseResultUrl(hit.url, siteUrl, baseUrl),
      }));
      if (status.state === 'error') setState({kind: 'error', query});
      else if (hits.length === 0) setState({kind: 'empty', query});
      else setState({kind: 'results', query, hits});
    }, algolia ? 200 : 0);
    return () => window.clearTimeout(timer);
  }, [query, client, algolia, siteUrl, baseUrl, refinedAt]);

  const onInput = (value: string) => {
    setQuery(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash});
  };

  return (
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{texts.pageTitle}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => onInput(event.target.value)}
            placeholder={texts.placeholder}
            aria-label={texts.placeholder}
            maxLength={2000}
            autoFocus
            autoComplete="off"
            spellCheck={false}
          />
        </form>
        <div className={styles.body} aria-live="polite">
          {state.kind === 'idle' && <p className={styles.help}>{texts.emptyQueryHelp}</p>}
          {state.kind === 'no-terms' && <p className={styles.help}>{texts.noSearchableTerms}</p>}
          {state.kind === 'loading' && <p className={styles.help}>{texts.loading}</p>}
          {(state.kind === 'empty' || state.kind === 'error') && (
            <SearchStatus state={state.kind} query={state.query} onSuggestion={onInput} />
          )}
          {state.kind === 'results' && (
            <>
              <p className={styles.count} data-testid="search-count">{resultCountText(state.hits.length, state.query)}</p>
              <SearchResults hits={state.hits} />
            </>
          )}
        </div>
      </main>
  );
}
