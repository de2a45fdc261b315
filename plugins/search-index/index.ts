/**
 * Local search index: after each locale's build, read every built page and write `search-index.json` and
 * `search-bodies.json` next to it (`/search-index.json`, `/en/search-index.json`, ...). The browser loads them
 * lazily; nothing leaves the site.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from './extract';
import {SEARCH_BODY_FILE, SEARCH_INDEX_FILE, splitRecords, type SearchRecord} from '../../src/search/records';

/** The HTML file a route was written to (trailingSlash: false writes `/a/b` as `a/b.html`). */
async function htmlFileOf(outDir: string, routePath: string): Promise<string | null> {
  const rel = routePath.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = rel ? [`${rel}.html`, `${rel}/index.html`] : ['index.html'];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return null;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const locale = context.i18n.currentLocale;
      const records: SearchRecord[] = [];
      for (const routePath of [...new Set(routesPaths)].sort()) {
        if (!routePath.startsWith(baseUrl)) continue;
        const sitePath = `/${routePath.slice(baseUrl.length)}`.replace(/\/+$/, '') || '/';
        if (sitePath === '/' || sitePath === '/404' || sitePath === '/search') continue;
        const file = await htmlFileOf(outDir, sitePath);
        if (!file) continue;
        records.push(...extractRecords(await fs.readFile(file, 'utf8'), sitePath, context.siteConfig.title));
      }
      if (records.length === 0) throw new Error(`search-index: no searchable page found for locale ${locale}`);
      // Two files: a small one that answers the first query, and the full texts that refine the answers after.
      const {head, body} = splitRecords(locale, records);
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(head));
      await fs.writeFile(path.join(outDir, SEARCH_BODY_FILE), JSON.stringify(body));
    },
  };
}
