/**
 * The messages between the page and the search worker, and the worker's side of them (kept out of
 * search.worker.ts so tests can drive it without a worker). The worker fetches, decodes, parses and indexes the
 * index files itself: none of their 3 MB passes through the page's main thread. A dedicated worker's requests
 * are still the page's to see and to route in its tests.
 */
import type {SearchBodyFile, SearchIndexFile} from './records';
import type {HitAnswer, HitRequest, SearchService} from './service';

/** `url` is absolute: a relative one would resolve against the worker's script, not the page. */
export type ToWorker = {id: number; kind: 'head' | 'bodies'; key: string; url: string} | {id: number; kind: 'search'; key: string; request: HitRequest};

export type FromWorker = {id: number; ok: true; answer?: HitAnswer} | {id: number; ok: false; error: string};

/** A response that is there: any other HTTP status is an error naming the URL. Used by the worker and by the page. */
export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/** Answer each message with one reply carrying its id; a failure is a reply too, never an uncaught error. */
export function createWorkerHandler(service: SearchService, post: (message: FromWorker) => void): (message: ToWorker) => void {
  return (message) => {
    const {id} = message;
    const answer = async (): Promise<HitAnswer | undefined> => {
      if (message.kind === 'search') return service.search(message.key, message.request);
      const file: unknown = await (await fetchOk(message.url)).json();
      if (message.kind === 'head') await service.loadHead(message.key, file as SearchIndexFile);
      else await service.loadBodies(message.key, file as SearchBodyFile);
      return undefined;
    };
    answer().then(
      (result) => post({id, ok: true, answer: result}),
      (error: unknown) => post({id, ok: false, error: error instanceof Error ? error.message : String(error)}),
    );
  };
}

/**
 * A yield that lets queued messages run before the next slice of work. A message on a channel is not clamped
 * the way nested timers are (4 ms each), and it queues behind the searches that arrived meanwhile.
 */
export function messageYield(): () => Promise<void> {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  // In Node (tests) an open port would keep the process alive.
  (channel.port1 as {unref?: () => void}).unref?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}
