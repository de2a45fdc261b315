/**
 * Stands in for `@docusaurus/core/lib/client/browserContext` in the client bundle (./index.ts): the same `Context`
 * and provider, with the flag set in a transition so the re-render it causes is sliced.
 */
import React, {createContext, startTransition, useEffect, useState} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: React.ReactNode}): React.JSX.Element {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
