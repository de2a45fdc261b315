/**
 * DocSearch's modal (@docsearch/react 4.7.0) reads and writes `window.localStorage` when it opens, partly outside
 * any try/catch (it measures its recent-search entries, and reads them with `getItem`). Where the browser blocks
 * storage, denies `getItem`, or throws on `setItem` (quota exceeded), the modal crashes or loses its lists.
 * Before the modal first opens, this tries all three and, if any throws, puts a storage that lives in memory in
 * its place, seeded with whatever search entries could still be read: the modal works, recent searches last until
 * the page is left, and nothing is written.
 */

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  constructor(seed: Iterable<[string, string]> = []) {
    for (const [key, value] of seed) this.#items.set(key, value);
  }
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

const PROBE = '__openim_docs_storage_probe__';

/** Null when `window.localStorage` can be reached, read and written; else what went wrong. */
function storageFailure(): unknown {
  try {
    const storage = window.localStorage;
    storage.getItem(PROBE);
    storage.setItem(PROBE, '1');
    storage.removeItem(PROBE);
    return null;
  } catch (error) {
    return error ?? new Error('storage failed');
  }
}

/** The DocSearch entries that can still be read (a storage that is only full can), to keep recent searches. */
function readableSearchEntries(): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      const value = key?.startsWith('__DOCSEARCH_') ? storage.getItem(key) : null;
      if (key && value !== null) entries.push([key, value]);
    }
  } catch {
    // nothing readable: start empty
  }
  return entries;
}

/** True when `window.localStorage` works (or has been replaced by the memory storage). */
export function ensureReadableStorage(): boolean {
  const failure = storageFailure();
  if (failure === null) return true;
  console.warn('Browser storage is blocked: search keeps its recent queries in memory for this page only.', failure);
  try {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      enumerable: true,
      value: new MemoryStorage(readableSearchEntries()),
    });
    return true;
  } catch {
    return false;
  }
}
