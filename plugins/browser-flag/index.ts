/**
 * The browser flag (`useIsBrowser`) set in a transition (issue #25). Docusaurus sets it in an effect once the page
 * has hydrated, as an ordinary update: React then re-renders every component that reads it in one uninterrupted
 * task, a long task on a long page that a reader's tap waits behind. In a transition React does the same work in
 * slices and lets input through between them. The client bundle gets ./browserContext.client in place of the core's
 * module; the server's copy is left alone, as it never changes the flag.
 */
import path from 'node:path';
import {moduleReplacementPlugin} from '../shared/module-replacement';

/** Docusaurus's module that holds the browser flag (3.10). */
export const CORE_BROWSER_CONTEXT_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;

export default function browserFlagPlugin() {
  return moduleReplacementPlugin({name: 'browser-flag', pattern: CORE_BROWSER_CONTEXT_MODULE, standIn: path.join(__dirname, 'browserContext.client.tsx')});
}
