/** Where a link in a Markdown twin points: absolute, and to the target's own twin when it has one. */
import {twinUrl} from '../../src/data/llms';
import {pageOf} from '../../src/search/records';

export interface LinkSite {
  /** Absolute URL of the locale's root, without a trailing slash. */
  root: string;
  /** Site paths (no locale prefix) of the pages that have a twin. */
  twinPaths: ReadonlySet<string>;
}

/** A URL cut at its `#`: the page (src/search/records.ts) and the fragment with its `#` (empty without one). */
export function splitHash(url: string): [string, string] {
  const page = pageOf(url);
  return [page, url.slice(page.length)];
}

/** The absolute URL of a site path: its twin (`/index.md` for the home page) when it has one, else the page. */
export function siteLink({root, twinPaths}: LinkSite, sitePath: string, hash = ''): string {
  return `${root}${twinPaths.has(sitePath) ? twinUrl(sitePath) : sitePath}${hash}`;
}
