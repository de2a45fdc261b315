/**
 * What the not-found page needs from the build:
 * - `page-list.json` per locale (`/page-list.json`, `/en/page-list.json`): every page's path and title, from the
 *   built HTML, for the "did you mean" links. Small (paths and titles only) and loaded by the not-found page alone.
 * - a client module that makes an undecodable address decodable before the router reads it (./client.ts).
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGE_LIST_FILE, type PageEntry, type PageListFile} from '../../src/components/NotFoundHelp/pageList';

/** Routes that are not pages to suggest: the not-found page itself, the search page, generated tag listings. */
const SKIPPED = /^\/(404|search)$|(^|\/)tags(\/|$)/;

/** The head of a built page is enough to find its title. */
const HEAD_BYTES = 64 * 1024;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'"};

/** The `<title>` of an HTML file without the site-title suffix Docusaurus appends (`sendMessage | OpenIM Docs`). */
async function titleOf(file: string, siteTitle: string): Promise<string | null> {
  const handle = await fs.open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const {buffer, bytesRead} = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    const match = /<title[^>]*>([^<]*)<\/title>/.exec(buffer.subarray(0, bytesRead).toString('utf8'));
    if (!match) return null;
    const title = match[1].replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity).trim();
    const suffix = ` | ${siteTitle}`;
    return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  } finally {
    await handle.close();
  }
}

export default function notFoundPlugin(context: LoadContext): Plugin {
  return {
    name: 'not-found',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      const pages: PageEntry[] = [];
      for (const routePath of [...new Set(routesPaths)].sort()) {
        if (!routePath.startsWith(baseUrl)) continue;
        const sitePath = `/${routePath.slice(baseUrl.length)}`.replace(/\/+$/, '') || '/';
        if (SKIPPED.test(sitePath)) continue;
        // trailingSlash: false writes `/a/b` as `a/b.html`; the home page and folder indexes as `index.html`.
        const rel = sitePath.slice(1);
        const candidates = rel ? [`${rel}.html`, `${rel}/index.html`] : ['index.html'];
        let title: string | null = null;
        for (const candidate of candidates) {
          title ??= await titleOf(path.join(outDir, candidate), context.siteConfig.title);
        }
        if (title) pages.push([sitePath, title]);
      }
      // Loud: a list that lost its pages would quietly turn every suggestion off.
      if (pages.length < 10) throw new Error(`not-found: only ${pages.length} pages found for ${context.i18n.currentLocale}`);
      const file: PageListFile = {version: 1, locale: context.i18n.currentLocale, pages};
      await fs.writeFile(path.join(outDir, PAGE_LIST_FILE), JSON.stringify(file));
    },
  };
}
