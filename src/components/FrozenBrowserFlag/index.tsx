/**
 * Stops a theme component from remounting its subtree once the page has hydrated. The theme's Tabs and CodeBlock key
 * their content on the browser flag (`useIsBrowser`), so after hydration React throws the server's DOM away and
 * builds it again: every code block of every page, and all nine platform panels of an SDK page. Both did it for
 * inline styles and a selection that hydration could not fix up; here code colours come from CSS for both modes
 * (plugins/code-highlight) and the tab selection follows a layout effect, so the remount only costs time.
 *
 * `FrozenBrowserFlag` shows its subtree the flag as it was when it mounted (false while hydrating, true after a
 * client-side navigation). `RealBrowserFlag` gives content further down the live flag again: a tab panel's content
 * (src/theme/TabItem) and a code block's buttons (src/theme/CodeBlock/Buttons), which the theme renders only in the
 * browser.
 */
import React, {createContext, useContext, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

const LiveFlag = createContext<boolean | null>(null);

export function FrozenBrowserFlag({children}: {children: React.ReactNode}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [atMount] = useState(isBrowser);
  return (
    <LiveFlag.Provider value={isBrowser}>
      <BrowserContext.Provider value={atMount}>{children}</BrowserContext.Provider>
    </LiveFlag.Provider>
  );
}

export function RealBrowserFlag({children}: {children: React.ReactNode}): React.JSX.Element {
  const seenHere = useIsBrowser();
  const live = useContext(LiveFlag) ?? seenHere;
  return <BrowserContext.Provider value={live}>{children}</BrowserContext.Provider>;
}
