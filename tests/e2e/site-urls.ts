/** The site's URLs as the build lists them in its two sitemaps (zh-Hans at /, English at /en/). */
import fs from 'node:fs';
import path from 'node:path';
import {BUILD} from '../build-dir';

/** Site paths (no origin) of every `<loc>` in build/sitemap.xml and build/en/sitemap.xml, in that order. */
export function sitemapPaths(): string[] {
  return ['sitemap.xml', 'en/sitemap.xml'].flatMap((file) => {
    const xml = fs.readFileSync(path.join(BUILD, file), 'utf8');
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  });
}

/** `items` cut into `count` interleaved slices, so each slice holds pages of every section. */
export function slices<T>(items: readonly T[], count: number): T[][] {
  const out: T[][] = Array.from({length: count}, () => []);
  items.forEach((item, i) => out[i % count].push(item));
  return out;
}
