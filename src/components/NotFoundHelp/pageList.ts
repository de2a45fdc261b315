/**
 * The list of a locale's pages the not-found page suggests from: written at build time by plugins/not-found
 * (`/page-list.json`, `/en/page-list.json`) and read only by the not-found page.
 */

export const PAGE_LIST_FILE = 'page-list.json';

/** A page: its path below the locale's base URL (`/sdks/api/message/sendMessage`) and its title. */
export type PageEntry = readonly [path: string, title: string];

export interface PageListFile {
  version: 1;
  locale: string;
  pages: PageEntry[];
}

/** The pages of a fetched list; anything of another shape is rejected rather than half-used. */
export function parsePageList(data: unknown): PageEntry[] {
  const file = data as Partial<PageListFile> | null;
  if (file?.version !== 1 || !Array.isArray(file.pages)) throw new Error('Unknown page list format');
  return file.pages.filter(
    (entry): entry is PageEntry => Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].startsWith('/') && typeof entry[1] === 'string',
  );
}
