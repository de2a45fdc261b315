import React, {useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchStatus from '@site/src/components/SearchStatus';
import SearchResults, {type ResultHit} from '@site/src/components/SearchResults';
import {createLocalClient, withStatus} from '@site/src/search/client';
import {createAlgoliaRestClient} from '@site/src/search/algoliaRest';
import {contextualFacetFilters} from '@site/src/search/config';
import {rebaseResultUrl} from '@site/src/search/hits';
import {filterGroups, groupHits, sectionCounts} from '@site/src/search/grouping';
import {createStatusStore} from '@site/src/search/status';
import {cutQuery, MAX_QUERY_LENGTH, queryTokens} from '@site/src/search/tokenize';
import {pageCountText, queryCutText, resultCountText, searchTexts} from '@site/src/search/texts';
import {useSearchSetup} from '@site/src/search/useSearchSetup';
import styles from './search.module.css';

type PageState =
  {kind: 'idle'} | {kind: 'no-terms'} | {kind: 'loading'} | {kind: 'results'; query: string; hits: ResultHit[]} | {kind: 'empty' | 'error'; query: string};

/** How long typing pauses before the URL follows the query. */
const URL_DELAY_MS = 300;

/** Ranked hits asked of the engine: grouped by page, they make a few dozen entries. */
const HITS_PER_QUERY = 100;

/** `section` of the URL: the section filter, by its label; anything else is ignored when drawn. */
function sectionFromLocation(search: string): string | null {
  return new URLSearchParams(search).get('section') || null;
}

/** `q` of the URL, cut to MAX_QUERY_LENGTH the way the input's maxLength cuts typing. */
function queryFromLocation(search: string): {text: string; cut: boolean} {
  return cutQuery(new URLSearchParams(search).get('q') ?? '');
}

/** The URL's search part with `q` set to `query` (removed when empty), other parameters kept. */
function searchWithQuery(search: string, query: string, key = 'q'): string {
  const params = new URLSearchParams(search);
  if (query) params.set(key, query);
  else params.delete(key);
  const next = params.toString();
  return next ? `?${next}` : '';
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
  const [refinements, setRefinements] = useState(0);
  const location = useLocation();
  const history = useHistory();
  const texts = searchTexts();
  const [query, setQuery] = useState(() => queryFromLocation(location.search).text);
  // The reader's query was longer than MAX_QUERY_LENGTH and only its start is searched.
  const [wasCut, setWasCut] = useState(() => queryFromLocation(location.search).cut);
  const [state, setState] = useState<PageState>({kind: 'idle'});
  const [section, setSection] = useState(() => sectionFromLocation(location.search));
  // A newer query is being answered; the results shown are those of the previous one.
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  // The search part this page last wrote into the URL: its own writes are not read back as new queries.
  const written = useRef<string | null>(null);

  const client = useMemo(() => {
    const status = createStatusStore();
    return {
      status,
      search: algolia
        ? withStatus(createAlgoliaRestClient(algolia, contextualFacetFilters(locale, tags)), status).search
        : createLocalClient({
            indexUrl,
            bodyUrl,
            baseUrl,
            tags,
            status,
            onRefined: () => setRefinements((n) => n + 1),
          }).search,
    };
  }, [algolia, locale, tags, indexUrl, bodyUrl, baseUrl]);

  // The URL is the state: reading it on arrival and after back/forward keeps links to a search shareable.
  useEffect(() => {
    if (location.search === written.current) return;
    const {text, cut} = queryFromLocation(location.search);
    setQuery(text);
    setSection(sectionFromLocation(location.search));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL changes outside React too (back/forward)
    if (cut) setWasCut(true);
  }, [location.search]);

  // The URL follows the query (cut to the cap, so a shared link carries what was searched) once typing pauses,
  // without telling the router: a router update redraws the whole page (navbar, footer), a long task while the
  // reader types. Back and forward read the URL itself; the router is told when the input loses focus (below).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const search = searchWithQuery(window.location.search, query);
      if (search === window.location.search) return;
      written.current = search;
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }, URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  // Leaving the input (for the language menu, a link): the router learns the URL, so links built from it carry q.
  const syncRouter = () => {
    const search = searchWithQuery(window.location.search, query);
    if (search === location.search) return;
    written.current = search;
    history.replace({pathname: location.pathname, search, hash: location.hash});
  };

  useEffect(() => {
    const run = ++latest.current;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new query clears the previous one's state at once
    setBusy(false);
    if (!query.trim()) {
      setState({kind: 'idle'});
      return undefined;
    }
    if (queryTokens(query).length === 0) {
      setState({kind: 'no-terms'});
      return undefined;
    }
    // Results stay up while the next query runs: replacing them with "Loading" on each keystroke redrew the list.
    setState((shown) => (shown.kind === 'results' ? shown : {kind: 'loading'}));
    setBusy(true);
    const timer = window.setTimeout(
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the clients never reject: failures come back as status `error`
      async () => {
        const response = await client.search({requests: [{query, hitsPerPage: HITS_PER_QUERY}]});
        if (run !== latest.current) return;
        setBusy(false);
        const status = client.status.get();
        const hits: ResultHit[] = (response.results?.[0]?.hits ?? []).map((hit: ResultHit) => ({
          ...hit,
          url: rebaseResultUrl(hit.url, siteUrl, baseUrl),
        }));
        if (status.state === 'error') setState({kind: 'error', query});
        else if (hits.length === 0) setState({kind: 'empty', query});
        else setState({kind: 'results', query, hits});
      },
      algolia ? 200 : 0,
    );
    return () => window.clearTimeout(timer);
  }, [query, client, algolia, siteUrl, baseUrl, refinements]);

  const groups = useMemo(() => (state.kind === 'results' ? groupHits(state.hits) : []), [state]);
  const shownGroups = useMemo(() => filterGroups(groups, section), [groups, section]);
  const pageCount = groups.reduce((sum, group) => sum + group.entries.length, 0);

  // A filter is a choice to share: it goes into the URL at once (`?q=…&section=…`), the router told.
  const chooseSection = (next: string | null) => {
    setSection(next);
    const search = searchWithQuery(window.location.search, next ?? '', 'section');
    written.current = search;
    history.replace({pathname: location.pathname, search, hash: location.hash});
  };

  const onInput = (value: string) => {
    const {text, cut} = cutQuery(value);
    setQuery(text);
    // Shorter than the cap again: the notice no longer applies. At the cap it stays (a paste may have been cut).
    if (cut) setWasCut(true);
    else if (text.length < MAX_QUERY_LENGTH) setWasCut(false);
  };

  // The browser cuts a paste to maxLength without a word: say so when the pasted text did not fit.
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    const kept = box.value.length - ((box.selectionEnd ?? 0) - (box.selectionStart ?? 0));
    if (kept + event.clipboardData.getData('text').length > MAX_QUERY_LENGTH) setWasCut(true);
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
          onPaste={onPaste}
          onBlur={syncRouter}
          placeholder={texts.placeholder}
          aria-label={texts.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoFocus
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      {wasCut && (
        <p className={styles.notice} role="status" data-testid="search-query-cut">
          {queryCutText(MAX_QUERY_LENGTH)}
        </p>
      )}
      <div className={styles.body} aria-live="polite" aria-busy={busy} data-state={state.kind} data-refined={refinements > 0}>
        {state.kind === 'idle' && <p className={styles.help}>{texts.emptyQueryHelp}</p>}
        {state.kind === 'no-terms' && <p className={styles.help}>{texts.noSearchableTerms}</p>}
        {state.kind === 'loading' && <p className={styles.help}>{texts.loading}</p>}
        {(state.kind === 'empty' || state.kind === 'error') && <SearchStatus state={state.kind} query={state.query} onSuggestion={onInput} />}
        {state.kind === 'results' && (
          <>
            <p className={styles.count} data-testid="search-count">
              {resultCountText(pageCount, state.query)}
            </p>
            {/* Drawn even for one section: the full texts often add sections, and a row that appears then pushed
              the results down after first paint (CLS 0.21 on a phone). */}
            <div className={styles.filter} role="group" aria-label={texts.sectionFilter} data-testid="search-filter">
              {[{section: null, count: pageCount}, ...sectionCounts(groups)].map((choice) => {
                const active = choice.section === null ? shownGroups === groups : choice.section === section && shownGroups !== groups;
                return (
                  <button
                    key={choice.section ?? ''}
                    type="button"
                    className={clsx(styles.chip, active && styles.chipActive)}
                    aria-pressed={active}
                    aria-label={`${choice.section ?? texts.allSections}: ${pageCountText(choice.count)}`}
                    onClick={() => chooseSection(choice.section)}>
                    {choice.section ?? texts.allSections}
                    <span className={styles.chipCount}>{choice.count}</span>
                  </button>
                );
              })}
            </div>
            <SearchResults groups={shownGroups} countLabel={pageCountText} />
          </>
        )}
      </div>
    </main>
  );
}
