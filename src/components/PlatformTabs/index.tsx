import React, {Children, isValidElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {useHistory} from '@docusaurus/router';
import {useStorageSlot} from '@docusaurus/theme-common';
import {useQueryStringValue} from '@docusaurus/theme-common/internal';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {PLATFORM_QUERY_KEY, PLATFORM_TAB_GROUP, isPlatformId, platformTabValues} from '@site/src/data/platforms';
import styles from './styles.module.css';

export interface PlatformTabsProps {
  /** `<TabItem value="<platform id>">` children, one per platform (ids from src/data/platforms.ts). */
  children: ReactNode;
}

/**
 * The platform a link asks for with `?platform=`. A known platform becomes the reader's choice, so the next page
 * opens on it too. Anything else (`?platform=`, `?platform=<script>`) is taken out of the URL, and the tabs show the
 * stored choice or the first platform: the theme's tabs would otherwise let the unknown value hide the stored one.
 */
function usePlatformFromUrl(): void {
  const history = useHistory();
  const requested = useQueryStringValue(PLATFORM_QUERY_KEY);
  // The slot the theme's tabs keep a group's choice in.
  const [, stored] = useStorageSlot(`docusaurus.tab.${PLATFORM_TAB_GROUP}`);
  useIsomorphicLayoutEffect(() => {
    if (requested === null) return;
    if (isPlatformId(requested)) {
      stored.set(requested);
      return;
    }
    const search = new URLSearchParams(history.location.search);
    search.delete(PLATFORM_QUERY_KEY);
    history.replace({...history.location, search: search.toString()});
  }, [requested, history, stored]);
}

/** What the reader does that ends holding the hash's section in place. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Whether a section of the page is being held in place: once per page, however many tab groups it has. */
let holding = false;

/** The element the URL's hash names, if any (a malformed escape names none). */
function hashTarget(): HTMLElement | null {
  try {
    return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the section the URL's hash names where the browser scrolled it, until the reader scrolls, taps, clicks or
 * types. The server's HTML shows the first platform; the switch to the reader's platform (from the URL or storage)
 * comes after the browser has scrolled to the hash, and changes the height of the tabs above every section of a method
 * page. Browsers do not reliably anchor the scroll position over that change (Chromium does not, Safari has no scroll
 * anchoring), so the page scrolls by however far the section moved.
 */
function useHashTargetHeld(): void {
  useIsomorphicLayoutEffect(() => {
    const target = hashTarget();
    const page = document.getElementById('__docusaurus');
    if (holding || !target || !page) return undefined;
    holding = true;
    const place = () => target.getBoundingClientRect().top + window.scrollY;
    let at = place();
    const observer = new ResizeObserver(() => {
      const now = place();
      if (now !== at) window.scrollBy({top: now - at, behavior: 'instant'});
      at = now;
    });
    observer.observe(page);
    const release = () => {
      observer.disconnect();
      READER_INPUT.forEach((type) => window.removeEventListener(type, release, true));
      holding = false;
    };
    READER_INPUT.forEach((type) => window.addEventListener(type, release, {capture: true, passive: true}));
    return release;
  }, []);
}

/**
 * Tabs with one child per client platform, on one compact row that scrolls sideways where it does not fit. Every
 * instance shares one group id, so a reader who picks Flutter once sees Flutter on every page (Docusaurus keeps the
 * choice in local storage), and the choice is in the URL (`?platform=flutter`), so a link can open any tab.
 */
export default function PlatformTabs({children}: PlatformTabsProps): React.JSX.Element {
  usePlatformFromUrl();
  useHashTargetHeld();
  const ids = Children.toArray(children)
    .filter(isValidElement<{value: string}>)
    .map((child) => child.props.value);
  return (
    <Tabs groupId={PLATFORM_TAB_GROUP} queryString={PLATFORM_QUERY_KEY} values={platformTabValues(ids)} className={styles.platformTabs}>
      {children}
    </Tabs>
  );
}
