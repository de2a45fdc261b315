/**
 * What the last search came to, shared between the search client and the screens we draw in the modal
 * (DocSearch's own error screen only appears for Algolia's RetryError, so the site tracks failures itself).
 */
/** `loading`: the query waits for the index (its first file, or the full texts before saying nothing matched). */
export type SearchState = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchStatus {
  query: string;
  state: SearchState;
}

type Listener = () => void;

export function createStatusStore() {
  let status: SearchStatus = {query: '', state: 'idle'};
  const listeners = new Set<Listener>();
  return {
    get: (): SearchStatus => status,
    set: (next: SearchStatus): void => {
      if (next.query === status.query && next.state === status.state) return;
      status = next;
      listeners.forEach((l) => l());
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type StatusStore = ReturnType<typeof createStatusStore>;
