/**
 * The navbar search. Not a swizzle: theme-classic ships an empty SearchBar and no search theme is installed
 * (theme-search-algolia cannot run without an Algolia app). This renders a button in DocSearch's markup and DocSearch's modal and
 * feeds the modal from the local index, or from Algolia when the build configured it.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents as untypedKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
// Types from the package root: Docusaurus declares its subpaths as untyped modules (theme-search-algolia), which
// would make them `any` here.
import type {DocSearchHit, DocSearchModal as DocSearchModalType, ModalTranslations, UseDocSearchKeyboardEventsProps} from '@docsearch/react';
import '@docsearch/css/dist/button.css';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import {useColorMode} from '@docusaurus/theme-common';
import SearchStatus from '@site/src/components/SearchStatus';
import {algoliaHost, contextualFacetFilters, missingResultsUrl} from '@site/src/search/config';
import {createLocalClient, warmIndex, withStatus} from '@site/src/search/client';
import {rebaseResultUrl} from '@site/src/search/hits';
import {createStatusStore, type StatusStore} from '@site/src/search/status';
import {ensureReadableStorage} from '@site/src/search/storageGuard';
import {cleanStoredSearches} from '@site/src/search/storedSearches';
import MarkedText from '@site/src/components/SearchResults/MarkedText';
import ResultLink from '@site/src/components/SearchResults/ResultLink';
import {searchTexts, type SearchTexts} from '@site/src/search/texts';
import {useSearchBackend, useSearchSetup} from '@site/src/search/useSearchSetup';
import SearchButton from './SearchButton';
import './styles.css';

type ModalComponent = typeof DocSearchModalType;
const useDocSearchKeyboardEvents = untypedKeyboardEvents as (props: UseDocSearchKeyboardEventsProps) => void;
let modalModule: Promise<ModalComponent> | null = null;

/** The modal and its stylesheet load on first intent (hover, focus, hotkey), never with the page. */
function loadModal(): Promise<ModalComponent> {
  modalModule ??= Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')])
    .then(([mod]) => mod.DocSearchModal)
    .catch((error) => {
      modalModule = null;
      throw error;
    });
  return modalModule;
}

/** A printable key typed on the focused button opens the modal with that key as the query. */
function isQueryKey(event: React.KeyboardEvent): boolean {
  return event.key.length === 1 && /[\p{L}\p{N}]/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** What DocSearch's highlight element (its `Snippet`) is given: the hit and the path of the attribute to draw. */
interface SnippetProps {
  hit: Record<string, unknown>;
  attribute: string;
  className?: string;
}

function valueAt(hit: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), hit);
}

/**
 * DocSearch draws each highlight with `dangerouslySetInnerHTML` (the `_snippetResult` value, else the plain field).
 * The same text drawn as text nodes: the highlight's `<mark>` stays, anything else shows as typed.
 */
function SnippetText({hit, attribute, className}: SnippetProps) {
  const snippet = valueAt(hit, `_snippetResult.${attribute}.value`);
  if (typeof snippet === 'string' && snippet) return <MarkedText html={snippet} className={className} />;
  const plain = valueAt(hit, attribute);
  return <span className={className}>{typeof plain === 'string' ? plain : ''}</span>;
}

const isSnippet = (props: unknown): props is SnippetProps =>
  typeof props === 'object' && props !== null && 'hit' in props && typeof (props as {attribute?: unknown}).attribute === 'string';

/** The hit's markup with every DocSearch highlight element swapped for SnippetText; everything else kept. */
function asText(node: React.ReactNode): React.ReactNode {
  return React.Children.map(node, (child) => {
    if (!React.isValidElement<{children?: React.ReactNode}>(child)) return child;
    if (isSnippet(child.props)) return <SnippetText {...child.props} />;
    if (child.props.children === undefined) return child;
    return React.cloneElement(child, undefined, asText(child.props.children));
  });
}

/** A hit's breadcrumbs as one line; only a list of strings counts (recent searches keep none). */
function trailText(hit: unknown): string {
  const trail = (hit as {trail?: unknown}).trail;
  return Array.isArray(trail) && trail.every((crumb) => typeof crumb === 'string') ? trail.filter(Boolean).join(' › ') : '';
}

const hasClass = (node: React.ReactNode, name: string): boolean =>
  React.isValidElement<{className?: unknown}>(node) && typeof node.props.className === 'string' && node.props.className.split(' ').includes(name);

/**
 * A page hit's texts with its breadcrumbs as the second line, where DocSearch draws the page title under a
 * section hit: "Webhooks › Groups › Group messages" says where a page sits before it is opened.
 */
function withTrail(node: React.ReactNode, trail: string): React.ReactNode {
  return React.Children.map(node, (child) => {
    if (!React.isValidElement<{children?: React.ReactNode}>(child)) return child;
    if (hasClass(child, 'DocSearch-Hit-content-wrapper')) {
      if (React.Children.toArray(child.props.children).some((part) => hasClass(part, 'DocSearch-Hit-path'))) return child;
      return React.cloneElement(
        child,
        undefined,
        child.props.children,
        <span className="DocSearch-Hit-path" data-testid="search-hit-trail">
          {trail}
        </span>,
      );
    }
    if (child.props.children === undefined) return child;
    return React.cloneElement(child, undefined, withTrail(child.props.children, trail));
  });
}

/** A hit, recent or favourite search: a site link (no prefetch per drawn hit), its texts drawn as text. */
function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  const trail = trailText(hit);
  const texts = asText(children);
  return <ResultLink to={hit.url}>{trail ? withTrail(texts, trail) : texts}</ResultLink>;
}

/** Put a query into the modal's input the way typing would, so DocSearch runs it. */
function typeIntoModal(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter, called on the input below
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  // React fires onChange only when the value differs from the one it last saw; running the same query again (the
  // full texts arrived) needs it to see a change, so its record of the value is reset first.
  (input as {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue('');
  setValue?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** Our loading, no-results and error screens, drawn inside the open modal in place of DocSearch's own. */
function ModalStatus({host, status}: {host: HTMLElement; status: StatusStore}) {
  const current = useSyncExternalStore(status.subscribe, status.get, status.get);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [inputValue, setInputValue] = useState('');

  useEffect(() => {
    const find = () => {
      setTarget(host.querySelector<HTMLElement>('.DocSearch-Dropdown'));
      setInputValue(host.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(host, {childList: true, subtree: true});
    host.addEventListener('input', find);
    return () => {
      observer.disconnect();
      host.removeEventListener('input', find);
    };
  }, [host]);

  const stale = current.query !== inputValue || !inputValue.trim();
  if (!target || stale || current.state === 'idle' || current.state === 'results') return null;
  return createPortal(<SearchStatus state={current.state} query={current.query} onSuggestion={(q) => typeIntoModal(host, q)} />, target);
}

/**
 * The modal's texts in the reader's language. DocSearchModal takes the modal's part of DocSearch's translations
 * itself, not `{button, modal}`: given that shape it showed its English defaults in both locales.
 */
function modalTranslations(texts: SearchTexts): ModalTranslations {
  return {
    searchBox: {
      placeholderText: texts.placeholder,
      searchInputLabel: texts.placeholder,
      clearButtonTitle: texts.clearButtonText,
      clearButtonAriaLabel: texts.clearButtonLabel,
      closeButtonText: texts.closeButtonText,
      closeButtonAriaLabel: texts.closeButtonLabel,
    },
    startScreen: {
      recentSearchesTitle: texts.recentSearchesTitle,
      noRecentSearchesText: texts.noRecentSearchesText,
      saveRecentSearchButtonTitle: texts.saveRecentSearch,
      removeRecentSearchButtonTitle: texts.removeRecentSearch,
      favoriteSearchesTitle: texts.favoriteSearchesTitle,
      removeFavoriteSearchButtonTitle: texts.removeFavoriteSearch,
    },
    errorScreen: {titleText: texts.errorTitle, helpText: texts.errorHelp},
    noResultsScreen: {
      noResultsText: texts.noResultsText,
      suggestedQueryText: texts.suggestedQueryText,
      reportMissingResultsText: texts.reportMissingResultsText,
      reportMissingResultsLinkText: texts.reportMissingResultsLinkText,
    },
    footer: {
      selectText: texts.selectText,
      selectKeyAriaLabel: texts.enterKeyLabel,
      navigateText: texts.navigateText,
      navigateUpKeyAriaLabel: texts.arrowUpKeyLabel,
      navigateDownKeyAriaLabel: texts.arrowDownKeyLabel,
      closeText: texts.closeText,
      closeKeyAriaLabel: texts.escapeKeyLabel,
      poweredByText: texts.poweredByText,
    },
  };
}

/** The open modal. Only it reads the contextual tags: working them out on every page slowed hydration. */
function OpenModal({Modal, host, initialQuery, onClose}: {Modal: ModalComponent; host: HTMLElement; initialQuery: string | undefined; onClose: () => void}) {
  const {algolia, tags, locale, siteUrl, baseUrl, indexUrl, bodyUrl} = useSearchSetup();
  const {colorMode} = useColorMode();
  const history = useHistory();
  const texts = searchTexts();
  const status = useMemo(() => createStatusStore(), []);

  // DocSearch's client type (Algolia's LiteClient: `params` as a string, responses of any record type) is wider than
  // the requests the modal sends, which are what the local client answers (tests/e2e/search.spec.ts): `any` at this seam.
  /* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return */
  const transformSearchClient = useCallback(
    (client: any) => {
      if (algolia) return withStatus(client, status);
      const local = createLocalClient({
        indexUrl,
        bodyUrl,
        baseUrl,
        tags,
        status,
        // The full texts arrived: run the open query again so its results use them.
        onRefined: () => {
          const openHost = document.querySelector<HTMLElement>('.site-search-host');
          // Tests (and anyone curious) can tell the first answer from the refined one.
          if (openHost) openHost.dataset.refined = 'true';
          const value = openHost?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value;
          if (openHost && value) typeIntoModal(openHost, value);
        },
      });
      return {...client, search: local.search};
    },
    [algolia, indexUrl, bodyUrl, baseUrl, tags, status],
  );
  /* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return */

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: rebaseResultUrl(item.url, siteUrl, baseUrl)})),
    [siteUrl, baseUrl],
  );

  return createPortal(
    <>
      <Modal
        appId={algolia?.appId ?? 'local'}
        apiKey={algolia?.apiKey ?? 'local'}
        indices={[
          {
            name: algolia?.indexName ?? 'local',
            searchParameters: algolia ? {facetFilters: contextualFacetFilters(locale, tags)} : {},
          },
        ]}
        theme={colorMode}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        onAskAiToggle={() => undefined}
        isAskAiActive={false}
        placeholder={texts.placeholder}
        navigator={{navigate: ({itemUrl}) => history.push(itemUrl)}}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={({query}) => missingResultsUrl(query, locale)}
        portalContainer={host}
        translations={modalTranslations(texts)}
      />
      <ModalStatus host={host} status={status} />
    </>,
    host,
  );
}

export default function SearchBar(): React.JSX.Element {
  const {algolia, baseUrl, indexUrl} = useSearchBackend();
  const history = useHistory();
  const texts = searchTexts();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [host, setHost] = useState<HTMLElement | null>(null);

  const prepare = useCallback(() => {
    loadModal()
      .then((component) => setModal(() => component))
      .catch((error) => console.warn('[search]', error));
    // Warm the index too; a failure here is reported when the reader searches.
    if (!algolia) warmIndex(indexUrl).catch(() => undefined);
  }, [algolia, indexUrl]);

  const open = useCallback(() => {
    // Where storage is blocked and cannot be stood in for, the modal would crash: the results page needs none.
    if (!ensureReadableStorage()) {
      history.push(`${baseUrl}search`);
      return;
    }
    // DocSearch renders stored recent searches as HTML and crashes on a corrupted list: check them first.
    cleanStoredSearches(window.localStorage, algolia?.indexName ?? 'local', window.location.origin);
    prepare();
    setIsOpen(true);
  }, [prepare, history, baseUrl, algolia]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, isAskAiActive: false, onAskAiToggle: () => undefined});

  // The modal portals into a container of ours, so our status screens can find its dropdown.
  useEffect(() => {
    if (!isOpen) return undefined;
    const element = document.createElement('div');
    element.className = 'site-search-host';
    element.dataset.backend = algolia ? 'algolia' : 'local';
    document.body.appendChild(element);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the container is a DOM node made on opening, after render
    setHost(element);
    return () => {
      element.remove();
      setHost(null);
    };
  }, [isOpen, algolia]);

  return (
    <>
      {algolia && (
        <Head>
          <link rel="preconnect" href={algoliaHost(algolia)} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={buttonRef}
        onClick={open}
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
          if (!isQueryKey(event)) return;
          event.preventDefault();
          setInitialQuery(event.key);
          open();
        }}
        label={texts.button}
      />
      {isOpen && Modal && host && <OpenModal Modal={Modal} host={host} initialQuery={initialQuery} onClose={close} />}
    </>
  );
}
