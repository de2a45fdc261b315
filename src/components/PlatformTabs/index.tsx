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

/**
 * Tabs with one child per client platform, on one compact row that scrolls sideways where it does not fit. Every
 * instance shares one group id, so a reader who picks Flutter once sees Flutter on every page (Docusaurus keeps the
 * choice in local storage), and the choice is in the URL (`?platform=flutter`), so a link can open any tab.
 */
export default function PlatformTabs({children}: PlatformTabsProps): React.JSX.Element {
  usePlatformFromUrl();
  const ids = Children.toArray(children)
    .filter(isValidElement<{value: string}>)
    .map((child) => child.props.value);
  return (
    <Tabs groupId={PLATFORM_TAB_GROUP} queryString={PLATFORM_QUERY_KEY} values={platformTabValues(ids)} className={styles.platformTabs}>
      {children}
    </Tabs>
  );
}
