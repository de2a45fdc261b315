/**
 * The search worker: builds the engines and answers queries off the page's main thread, so indexing the full
 * texts (seconds of work) and a long query never freeze typing. Started by src/search/runner.ts.
 */
import {createSearchService} from './service';
import {createWorkerHandler, messageYield, type FromWorker, type ToWorker} from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = self as unknown as WorkerScope;
// Build in slices so a search that arrives meanwhile is answered (from the first file) within one slice.
const handle = createWorkerHandler(createSearchService({sliceMs: 25, yieldNow: messageYield()}), (m) => scope.postMessage(m));
scope.onmessage = (event) => handle(event.data);
