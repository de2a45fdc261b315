/**
 * The prefetching that replaces Docusaurus's (plugins/route-prefetch): the chunk-name index gives each route the
 * names Docusaurus's own scan finds (for every route of a build: tests/built/route-prefetch.test.ts), and the idle
 * queue runs its jobs in order, within the idle time it is given, and never stalls.
 */
import {describe, expect, it} from 'vitest';
import {chunkNameIndex, idleQueue, routeOfKey} from '../../plugins/route-prefetch/queue';
import {chunkNamesOf as namesOf, docusaurusChunkScan as scan, type ChunkNames} from '../helpers';

const SAMPLE: Record<string, ChunkNames> = {
  '/en/blog-7cb': {__comp: 'a', __context: {plugin: 'p'}},
  '/en/blog-86e': {__comp: 'b', items: [{content: 'c'}, {content: 'd'}]},
  '/en/sdks-1f2': {__comp: 'e'},
  '/en/sdks/api/message/send-message-3aa': {__comp: 'f', content: 'g'},
};

describe('chunk-name index', () => {
  it('strips the route hash and keeps every key of a route, in order', () => {
    expect(routeOfKey('/en/blog/2018/12/14/hello-world-fe9')).toBe('/en/blog/2018/12/14/hello-world');
    const index = chunkNameIndex(SAMPLE, namesOf);
    for (const route of ['/en/blog', '/en/sdks', '/en/sdks/api/message/send-message', '/missing']) {
      expect(index.get(route) ?? []).toEqual(scan(SAMPLE, route));
    }
    expect(index.get('/en/blog')).toEqual(['a', 'p', 'b', 'c', 'd']);
  });
});

describe('idle queue', () => {
  /** A scheduler the test drives: each call of `idle(ms)` runs one pending callback with that much time left. */
  function manualScheduler() {
    const pending: Array<(deadline: {timeRemaining(): number}) => void> = [];
    let clock = 0;
    return {
      schedule: (work: (deadline: {timeRemaining(): number}) => void) => void pending.push(work),
      idle(ms: number, costPerJob = 0) {
        const end = clock + ms;
        pending.shift()?.({timeRemaining: () => Math.max(0, end - (clock += costPerJob))});
      },
      get pending() {
        return pending.length;
      },
    };
  }

  it('runs jobs in order, as many as fit in an idle period, and at least one per period', async () => {
    const scheduler = manualScheduler();
    const queue = idleQueue(scheduler.schedule);
    const ran: number[] = [];
    const results = [1, 2, 3, 4, 5].map((n) => queue.add(async () => (ran.push(n), n * 10)));
    expect(scheduler.pending).toBe(1); // one idle callback for the whole batch
    scheduler.idle(0); // no idle time at all: one job still runs
    expect(ran).toEqual([1]);
    scheduler.idle(10, 4); // each job uses 4 ms of the 10: after three, less than 1 ms is left
    expect(ran).toEqual([1, 2, 3, 4]);
    scheduler.idle(50);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(scheduler.pending).toBe(0);
    expect(queue.length).toBe(0);
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('a job that throws rejects its own promise and the next job still runs', async () => {
    const scheduler = manualScheduler();
    const queue = idleQueue(scheduler.schedule);
    const broken = queue.add((): Promise<void> => {
      throw new Error('no route');
    });
    const next = queue.add(async () => 'ok');
    scheduler.idle(50);
    await expect(broken).rejects.toThrow('no route');
    await expect(next).resolves.toBe('ok');
  });
});
