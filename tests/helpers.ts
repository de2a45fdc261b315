/** Shared by the unit and content tests: reading the docs of both locales from disk. */
import fs from 'node:fs';
import path from 'node:path';
import {INSTANCES, MANIFEST, englishDir, sourceDir, type Instance} from '../src/data/manifest';
import flat from '@docusaurus/core/lib/client/flat';
import {SCRIPT_LIST_ID} from '../src/data/scriptLoading';

export const ROOT = path.resolve(__dirname, '..');
export const LOCALE_DIRS = {'zh-Hans': sourceDir, en: englishDir} as const;
export type DocLocale = keyof typeof LOCALE_DIRS;

export interface DocFile {
  instance: Instance;
  id: string;
  locale: DocLocale;
  file: string;
}

/** The file of a doc in a locale, or undefined if it is not written. */
export function findDoc(instance: Instance, id: string, locale: DocLocale): string | undefined {
  const base = path.join(ROOT, LOCALE_DIRS[locale](instance), id);
  return ['.md', '.mdx'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** Every manifest doc that exists in at least one locale, with its files per locale. */
export function writtenDocs(): {instance: Instance; id: string; files: Partial<Record<DocLocale, string>>}[] {
  return INSTANCES.flatMap((instance) =>
    MANIFEST[instance].flatMap((id) => {
      const files = {'zh-Hans': findDoc(instance, id, 'zh-Hans'), en: findDoc(instance, id, 'en')};
      return files['zh-Hans'] || files.en ? [{instance, id, files}] : [];
    }),
  );
}

/** Every Markdown file under a locale's folders, as instance + id. */
export function allDocFiles(): DocFile[] {
  return INSTANCES.flatMap((instance) =>
    (Object.keys(LOCALE_DIRS) as DocLocale[]).flatMap((locale) => {
      const dir = path.join(ROOT, LOCALE_DIRS[locale](instance));
      if (!fs.existsSync(dir)) return [];
      return (fs.readdirSync(dir, {recursive: true}) as string[])
        .filter((rel) => /\.mdx?$/.test(rel))
        .map((rel) => ({
          instance,
          locale,
          id: rel
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/'),
          file: path.join(dir, rel),
        }));
    }),
  );
}

/** Markdown with fenced code blocks removed, so headings and words inside code are not counted. */
export function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

/**
 * The title of a Markdown heading line, without its `#`s and without the explicit id that both locales share
 * (`{/* #id *\/}` in MDX, `<!-- #id -->` or `{#id}` in .md; scripts/heading-ids.mjs writes them).
 */
export function headingTitle(line: string): string {
  return line
    .replace(/^\s*#+\s*/, '')
    .replace(/\s*(\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->)\s*$/, '')
    .trim();
}

export const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Runs `check` on each item, letting the test worker answer its runner every half second. A worker that computes
 * for a minute without a break misses the deadline of a message to its runner, and Vitest reports an unhandled
 * "Timeout calling onTaskUpdate" although every assertion passed (seen on a loaded two-core CI machine, in the
 * checks that parse every built page).
 */
export async function forEachWithBreaks<T>(items: Iterable<T>, check: (item: T) => void): Promise<void> {
  let since = Date.now();
  for (const item of items) {
    check(item);
    if (Date.now() - since > 500) {
      await new Promise((resolve) => setImmediate(resolve));
      since = Date.now();
    }
  }
}

/**
 * The entry scripts a built page lists for its after-paint loader (src/data/scriptLoading.ts), or null when it
 * lists none. The minified HTML leaves attribute values unquoted where it can.
 */
export function listedEntryScripts(html: string): string[] | null {
  const list = new RegExp(`<script type="?application/json"? id="?${SCRIPT_LIST_ID}"?>([^<]*)</script>`).exec(html);
  return list ? (JSON.parse(list[1]) as string[]) : null;
}

/** A route's chunk-name tree in `routesChunkNames` (Docusaurus's generated file). */
export type ChunkNames = Parameters<typeof flat>[0];

/** The chunk names of one `routesChunkNames` entry, as Docusaurus flattens them. */
export const chunkNamesOf = (chunks: ChunkNames): string[] => Object.values<string>(flat(chunks));

/** Docusaurus 3.10's lookup (`getChunkNamesToLoad` in core's client/docusaurus.js): the reference for plugins/route-prefetch. */
export const docusaurusChunkScan = (all: Record<string, ChunkNames>, route: string): string[] =>
  Object.entries(all)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === route)
    .flatMap(([, chunks]) => chunkNamesOf(chunks));
