/**
 * Cheaper prefetching of linked routes (issue #25). Docusaurus prefetches the chunks of every internal link that
 * scrolls into view, and for each link it scans the whole route table and every route's chunk list: on the SDK
 * method page, with its long sidebar, that was a fifth of the main thread's work after the first paint (3.2 s of
 * 4×-slowed CPU before, 2.6 s with prefetching off). The client bundle gets ./docusaurus.client in place of
 * `@docusaurus/core/lib/client/docusaurus.js`: the same `prefetch` and `preload`, with the chunk lists indexed once
 * and the prefetching done in idle time, a few links at a time.
 */
import path from 'node:path';
import {moduleReplacementPlugin} from '../shared/module-replacement';

/** Docusaurus's module that defines `window.docusaurus` (3.10). */
export const CORE_PREFETCH_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function routePrefetchPlugin() {
  return moduleReplacementPlugin({name: 'route-prefetch', pattern: CORE_PREFETCH_MODULE, standIn: path.join(__dirname, 'docusaurus.client.ts')});
}
