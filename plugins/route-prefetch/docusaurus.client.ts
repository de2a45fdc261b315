/**
 * `window.docusaurus` with the behaviour of `@docusaurus/core/lib/client/docusaurus.js` (3.10), replacing it in the
 * client bundle (./index). Differences: a route's chunk names come from an index built on first use instead of a
 * scan of every route per call, and `prefetch` queues the route and works through the queue in idle time, so the
 * links that enter the viewport at hydration no longer add long tasks. `preload` (hover, navigation) is unchanged.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
import {chunkNameIndex, idleQueue} from './queue';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type ChunkNames = Parameters<typeof flat>[0];

const fetched = new Set<string>();
const loaded = new Set<string>();
/** Chunk files already asked for: routes share chunks (the docs layout, the sidebar), one request each is enough. */
const requestedAssets = new Set<string>();

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

let index: Map<string, string[]> | null = null;
const chunkNamesOf = (routePath: string): string[] => {
  index ??= chunkNameIndex(routesChunkNames as Record<string, ChunkNames>, (chunks) => Object.values(flat(chunks)));
  return index.get(routePath) ?? [];
};

function prefetchNow(routePath: string): Promise<void> {
  const needed = matchRoutes(routes, routePath).flatMap((match) => (typeof match.route.path === 'string' ? chunkNamesOf(match.route.path) : []));
  return Promise.all(
    needed.map((chunkName) => {
      const asset = __webpack_require__.gca(chunkName);
      // Webpack may have merged the chunk into another one: nothing to fetch then.
      if (!asset || asset.includes('undefined') || requestedAssets.has(asset)) return Promise.resolve();
      requestedAssets.add(asset);
      return prefetchHelper(asset);
    }),
  ).then(() => undefined);
}

const queue = idleQueue();

const prefetch = (routePath: string): false | Promise<void> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return queue.add(() => prefetchNow(routePath));
};

const preload = (routePath: string): false | Promise<void> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
