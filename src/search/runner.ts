/**
 * Where searches run. Normally in a Web Worker (src/search/search.worker.ts): building the engine over the full
 * texts takes seconds and would otherwise freeze typing. Where no worker can start (no Worker, a blocked script,
 * a worker that dies), the same service runs on the main thread, building in slices of a few milliseconds.
 * In the worker, the worker fetches the index files too; on the main thread, the page does.
 */
import type {SearchBodyFile, SearchIndexFile} from './records';
import type {HitAnswer, HitRequest, SearchService} from './service';
import {fetchOk, type FromWorker, type ToWorker} from './workerProtocol';

/** The worker could not start or stopped: search again on the main thread. */
class WorkerUnavailable extends Error {}

interface Backend {
  loadHead(key: string, url: string): Promise<void>;
  loadBodies(key: string, url: string): Promise<void>;
  search(key: string, request: HitRequest): Promise<HitAnswer>;
}

/** The URL as the page resolves it (a worker would resolve a relative one against its own script). */
function absoluteUrl(url: string): string {
  return typeof location === 'undefined' ? url : new URL(url, location.href).href;
}

type Pending = {resolve: (answer: HitAnswer | undefined) => void; reject: (error: Error) => void};
type Message = ToWorker extends infer M ? (M extends ToWorker ? Omit<M, 'id'> : never) : never;

export function workerBackend(worker: Worker): Backend {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: WorkerUnavailable | null = null;

  const fail = (reason: string) => {
    failure ??= new WorkerUnavailable(reason);
    for (const waiter of pending.values()) waiter.reject(failure);
    pending.clear();
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const reply = event.data;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiter?.resolve(reply.answer);
    else waiter?.reject(new Error(reply.error));
  };
  worker.onerror = (event) => {
    // Handled here: the page falls back to searching itself.
    event.preventDefault();
    fail(event.message || 'the search worker could not start');
  };
  worker.onmessageerror = () => fail('a message from the search worker could not be read');

  const call = (message: Message) =>
    new Promise<HitAnswer | undefined>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++nextId;
      pending.set(id, {resolve, reject});
      worker.postMessage({...message, id});
    });
  // The worker fetches the file itself: the page's main thread never holds its bytes.
  const load = async (kind: 'head' | 'bodies', key: string, url: string) => {
    await call({kind, key, url: absoluteUrl(url)});
  };
  return {
    loadHead: (key, url) => load('head', key, url),
    loadBodies: (key, url) => load('bodies', key, url),
    async search(key, request) {
      // A copy of the tags: a frozen or proxied array cannot be cloned into the worker.
      const answer = await call({kind: 'search', key, request: {...request, tags: [...request.tags]}});
      return answer ?? {hits: [], refined: false};
    },
  };
}

/** Give the page a turn between slices: input and rendering first where the browser can tell (scheduler.yield). */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function mainThreadBackend(): Backend {
  let service: Promise<SearchService> | null = null;
  // The engine (MiniSearch and the tokenizer) is a chunk of its own, fetched with the index, never with the page.
  const get = () =>
    (service ??= import('./service').then(
      ({createSearchService}) => createSearchService({sliceMs: 8, yieldNow: yieldToPage}),
      (error) => {
        service = null;
        throw error;
      },
    ));
  return {
    async loadHead(key, url) {
      const [search, response] = await Promise.all([get(), fetchOk(url)]);
      await search.loadHead(key, (await response.json()) as SearchIndexFile);
    },
    async loadBodies(key, url) {
      const [search, response] = await Promise.all([get(), fetchOk(url)]);
      await search.loadBodies(key, (await response.json()) as SearchBodyFile);
    },
    search: async (key, request) => (await get()).search(key, request),
  };
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // This exact form lets the bundler emit the worker as a chunk of its own, under the site's script-src 'self'.
    return new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'});
  } catch (error) {
    console.warn('[search] no search worker; searching on the page instead:', error);
    return null;
  }
}

let backend: Backend | null = null;
let onWorker = false;
/** Per index URL: its first file loaded into the backend; its full texts loaded. */
const heads = new Map<string, Promise<void>>();
const bodies = new Map<string, Promise<void>>();

function currentBackend(): Backend {
  if (!backend) {
    const worker = startWorker();
    onWorker = worker !== null;
    backend = worker ? workerBackend(worker) : mainThreadBackend();
  }
  return backend;
}

/** A failed load is forgotten (only if it is still the one cached), so the next search retries it. */
function remember(cache: Map<string, Promise<void>>, key: string, load: () => Promise<void>): Promise<void> {
  let pending = cache.get(key);
  if (!pending) {
    const started = load();
    started.catch(() => {
      if (cache.get(key) === started) cache.delete(key);
    });
    cache.set(key, started);
    pending = started;
  }
  return pending;
}

/** Run `op` on the backend; when the worker turns out to be unavailable, once more on the main thread. */
async function withFallback<T>(op: (b: Backend) => Promise<T>): Promise<T> {
  const used = currentBackend();
  try {
    return await op(used);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    if (backend === used && onWorker) {
      console.warn('[search] the search worker is unavailable; searching on the page instead:', error.message);
      backend = mainThreadBackend();
      onWorker = false;
      heads.clear();
      bodies.clear();
    }
    return op(currentBackend());
  }
}

const loadHead = (b: Backend, indexUrl: string) => remember(heads, indexUrl, () => b.loadHead(indexUrl, indexUrl));

/** Fetch and index the first file ahead of the first query (on hover or focus of the search button). */
export function warmIndex(indexUrl: string): Promise<void> {
  return withFallback((b) => loadHead(b, indexUrl));
}

/** Hits for `request` from the best engine built so far: the full texts once indexed, else the first file. */
export function searchIndex(indexUrl: string, request: HitRequest): Promise<HitAnswer> {
  return withFallback(async (b) => {
    await loadHead(b, indexUrl);
    return b.search(indexUrl, request);
  });
}

/** Fetch and index the full texts (once per index); resolves when searches use them. */
export function refineIndex(indexUrl: string, bodyUrl: string): Promise<void> {
  return withFallback(async (b) => {
    await loadHead(b, indexUrl);
    await remember(bodies, indexUrl, () => b.loadBodies(indexUrl, bodyUrl));
  });
}

/** Forget the backend and every loaded index (tests). */
export function resetSearchRunner(): void {
  backend = null;
  onWorker = false;
  heads.clear();
  bodies.clear();
}
