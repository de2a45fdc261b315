/**
 * Where the pages of the sdks instance live and their URLs. Shared by the SDK plugin (links between entries), the
 * REST plugin (links from a call to its SDK counterpart) and the Markdown twins.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');
const ZH_DIR = path.join(SITE_DIR, 'docs-sdks');
const EN_DIR = path.join(SITE_DIR, 'i18n/en/docusaurus-plugin-content-docs-sdks/current');

/** Doc id of a file of the sdks instance in either locale, e.g. `api/message/sendMessage`. */
export function sdkDocId(filePath: string): string | undefined {
  for (const dir of [ZH_DIR, EN_DIR]) {
    const relative = path.relative(dir, filePath);
    if (!relative.startsWith('..') && !path.isAbsolute(relative))
      return relative
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '');
  }
  return undefined;
}

/**
 * URL of the page of a doc id (a category's `index` page is served at the category's URL). Every entry the
 * catalogue mentions has a page: a mention of one without a page fails the build here, naming the file to write,
 * rather than showing as plain text.
 */
export function sdkPageUrl(id: string): string {
  if (!['.mdx', '.md'].some((ext) => fs.existsSync(path.join(ZH_DIR, id + ext)))) {
    throw new Error(`links to the SDK page "${id}", which has no file (docs-sdks/${id}.mdx)`);
  }
  return `/sdks/${id.replace(/\/index$/, '')}`;
}
