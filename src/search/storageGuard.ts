/**
 * DocSearch's modal (@docsearch/react 4.7.0) reads `window.localStorage` outside any try/catch when it opens, to
 * measure its recent-search entries. Where the browser blocks storage that read throws and the modal crashes.
 * Before the modal first opens, this checks the read and, only if it throws, puts a storage that lives in
 * memory in its place: the modal works, recent searches last until the page is left, and nothing is written.
 */

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
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

/** True when reading `window.localStorage` works (or has been replaced by the memory storage). */
export function ensureReadableStorage(): boolean {
  try {
    void window.localStorage;
    return true;
  } catch (error) {
    console.warn('Browser storage is blocked: search keeps its recent queries in memory for this page only.', error);
  }
  try {
    Object.defineProperty(window, 'localStorage', {configurable: true, enumerable: true, value: new MemoryStorage()});
    return true;
  } catch {
    return false;
  }
}
