/** The parts of ./docusaurus.client that do not need the bundle's generated modules, so unit tests can run them. */

/** Removes the route hash Docusaurus appends to a chunk-names key: `/blog/2018/12/14/hello-fe9` → `/blog/2018/12/14/hello`. */
export const routeOfKey = (key: string): string => key.replace(/-[^-]+$/, '');

/**
 * Route path → its chunk names, in the order Docusaurus's own scan of `routesChunkNames` finds them (every key whose
 * path without the hash equals the route's, in key order).
 */
export function chunkNameIndex<C>(routesChunkNames: Record<string, C>, namesOf: (chunks: C) => string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const route = routeOfKey(key);
    const names = index.get(route) ?? [];
    names.push(...namesOf(chunks));
    index.set(route, names);
  }
  return index;
}

type IdleDeadlineLike = {timeRemaining(): number};
type IdleScheduler = (work: (deadline: IdleDeadlineLike) => void) => void;

/** Slice of main-thread time given to queued work where the browser has no idle callbacks (Safari). */
const FALLBACK_SLICE_MS = 5;
/** Idle callbacks run within this even on a page that is never idle, so prefetching still happens. */
const IDLE_TIMEOUT_MS = 2000;

const browserScheduler: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, {timeout: IDLE_TIMEOUT_MS});
    return;
  }
  window.setTimeout(() => {
    const start = performance.now();
    work({timeRemaining: () => Math.max(0, FALLBACK_SLICE_MS - (performance.now() - start))});
  }, 50);
};

/**
 * Jobs run in idle time, in the order added, as many per idle period as fit (at least one, so a busy page still
 * makes progress). `add` returns a promise of the job's own result.
 */
export function idleQueue(schedule: IdleScheduler = browserScheduler) {
  const jobs: Array<() => void> = [];
  let scheduled = false;
  const run = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    do jobs.shift()?.();
    while (jobs.length > 0 && deadline.timeRemaining() > 1);
    if (jobs.length > 0) arm();
  };
  const arm = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(run);
  };
  return {
    add<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        jobs.push(() => {
          try {
            job().then(resolve, reject);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        arm();
      });
    },
    get length() {
      return jobs.length;
    },
  };
}
