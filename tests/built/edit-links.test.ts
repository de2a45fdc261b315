/**
 * Every built doc page, in both locales, says where it comes from and how to fix it (issue #21): "Edit this page"
 * opens its own language's source file, which exists and is the page's; reference pages also link the data file
 * their generated parts come from; "last updated" is dated from git; "Report a problem" carries the page's URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {INSTANCES, englishDir, sourceDir} from '@site/src/data/manifest';
import {sourceFileOf} from '@site/src/data/sdk';
import {DOCS_REPO_BRANCH, DOCS_REPO_URL, parseSourceRef, type SourceRef} from '@site/src/data/site';
import {hasFullGitHistory} from '../../plugins/git-history';
import {BUILD, builtDocPages} from '../build-dir';
import {forEachWithBreaks} from '../helpers';

const EDIT_PREFIX = `${DOCS_REPO_URL}/edit/${DOCS_REPO_BRANCH}/`;
const repoPath = (href: string) => decodeURIComponent(href.slice(EDIT_PREFIX.length));
const VIEW_PREFIX = `${DOCS_REPO_URL}/blob/${DOCS_REPO_BRANCH}/`;
/** A data-file link: the editor for a whole file, or the file view at an entry's line. */
function sourceRefOf(href: string): SourceRef {
  if (href.startsWith(EDIT_PREFIX)) return {file: repoPath(href)};
  const {file, line} = parseSourceRef(href.slice(VIEW_PREFIX.length));
  return {file: decodeURIComponent(file), line};
}

const fullHistory = hasFullGitHistory();

/** Built doc pages of a locale: [site path without extension or leading slash, file]. */
const docPages = (root: string): Array<[string, string]> => builtDocPages(root, INSTANCES).map(([p, file]) => [p.slice(1), file]);

/** What a page says of its source, read once per page: parsing 400 pages once per check took most of a minute. */
interface PageSourceFacts {
  sitePath: string;
  editHref: string;
  factSourceHrefs: string[];
  dated: boolean;
  reportHref: string;
}

async function readPages(root: string): Promise<PageSourceFacts[]> {
  const facts: PageSourceFacts[] = [];
  await forEachWithBreaks(docPages(root), ([sitePath, file]) => {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    facts.push({
      sitePath,
      editHref: $('a.theme-edit-this-page').attr('href') ?? '',
      factSourceHrefs: $('[data-testid="fact-sources"] a')
        .toArray()
        .map((a) => $(a).attr('href') ?? ''),
      dated: $('.theme-last-updated time[datetime]').length > 0,
      reportHref: $('[data-testid="report-problem"]').attr('href') ?? '',
    });
  });
  return facts;
}

describe.each([
  {locale: 'zh-Hans', root: BUILD, dirOf: sourceDir},
  {locale: 'en', root: path.join(BUILD, 'en'), dirOf: englishDir},
])('doc pages ($locale)', ({locale, root, dirOf}) => {
  let pages: PageSourceFacts[] = [];
  beforeAll(async () => {
    pages = await readPages(root);
  });

  it('are all found', () => {
    expect(pages.length).toBeGreaterThanOrEqual(400);
  });

  it('link "Edit this page" to their own source file in their own language', () => {
    const wrong: string[] = [];
    for (const {sitePath, editHref: href} of pages) {
      const instance = sitePath.split('/')[0] as (typeof INSTANCES)[number];
      const source = repoPath(href);
      const expected = `${dirOf(instance)}/${sitePath.slice(instance.length + 1)}`;
      const matches = href.startsWith(EDIT_PREFIX) && fs.existsSync(source) && [expected, `${expected}/index`].includes(source.replace(/\.mdx?$/, ''));
      if (!matches) wrong.push(`${sitePath}: ${href || 'no edit link'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('link the data files their reference parts are generated from', () => {
    const wrong: string[] = [];
    for (const {sitePath, factSourceHrefs} of pages) {
      const refs = factSourceHrefs.map(sourceRefOf);
      // An entry's link points at the line where the entry starts: `id: '<id>'`, or its quoted name for a family.
      // The page's doc id (`class/response`) is its entry's id, whatever the depth of its folder.
      const entryId = sitePath.startsWith('sdks/') ? sitePath.slice('sdks/'.length) : undefined;
      const startsEntry = (text: string) => !!entryId && (text.includes(`id: '${entryId}'`) || text.includes(`'${entryId.split('/').pop()}'`));
      for (const {file: source, line} of refs) {
        if (!fs.existsSync(source)) wrong.push(`${sitePath}: ${source} does not exist`);
        else if (line !== undefined && !startsEntry(fs.readFileSync(source, 'utf8').split('\n')[line - 1] ?? ''))
          wrong.push(`${sitePath}: ${source}:${line} is not where the entry starts`);
      }
      const sources = refs.map((ref) => ref.file);
      const apiCall = /^restapi\/apis\/[^/]+\/[^/]+$/.test(sitePath);
      if (apiCall && !sources.includes('openapi/openim-server.yaml')) wrong.push(`${sitePath}: no link to the OpenAPI document`);
      // Every page of a catalogue entry links the module that holds it.
      const entryFile = entryId && sourceFileOf(entryId);
      if (entryFile && !sources.includes(entryFile)) wrong.push(`${sitePath}: no link to ${entryFile}`);
    }
    expect(wrong).toEqual([]);
  });

  it.runIf(fullHistory)('show the date of their last commit', () => {
    expect(pages.filter((page) => !page.dated).map((page) => page.sitePath)).toEqual([]);
  });

  it('offer "Report a problem" prefilled with the page\'s address', () => {
    const wrong = pages.filter(({sitePath, reportHref: href}) => {
      const body = href.startsWith(`${DOCS_REPO_URL}/issues/new?`) ? (new URL(href).searchParams.get('body') ?? '') : '';
      return !body.includes(`${locale === 'en' ? '/en/' : '/'}${sitePath}`);
    });
    expect(wrong.map((page) => page.sitePath)).toEqual([]);
  });
});
