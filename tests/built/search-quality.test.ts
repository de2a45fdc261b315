/**
 * Quality gate over the real built index: judged queries must find their page (hit@5 = 100%, hit@1 ≥ 90%),
 * and the suggestions offered on "no results" must themselves find something.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createEngine} from '@site/src/search/engine';
import {
  unpackRecords,
  withBodies,
  HEAD_CONTENT_CHARS,
  SEARCH_BODY_FILE,
  SEARCH_INDEX_FILE,
  type SearchBodyFile,
  type SearchIndexFile,
} from '@site/src/search/records';
import {SEARCH_SUGGESTIONS} from '@site/src/data/search';
import judged from './judged-queries.json';
import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {examplePath} from '../../plugins/openapi/samples';
import {BUILD} from '../build-dir';
import {deepWord} from '../../scripts/long-tasks.mjs';

const LOCALES = [
  {locale: 'zh-Hans' as const, dir: BUILD},
  {locale: 'en' as const, dir: path.join(BUILD, 'en')},
];

/** Rank (1-based) of the first hit on `page`, counting each page once; 0 when absent from the first `depth` pages. */
function pageRank(pages: string[], page: string, depth = 5): number {
  const distinct = [...new Set(pages)].slice(0, depth);
  return distinct.indexOf(page) + 1;
}

type Judged = Array<[string, string, ...string[]]>;
const LISTS = judged as unknown as Record<'zh-Hans' | 'en', Judged> & {twins: Record<'zh-Hans' | 'en', Judged>};
/** Every judged query of a locale: the general list and the near-twins (issue #20). */
const JUDGED = {
  'zh-Hans': [...LISTS['zh-Hans'], ...LISTS.twins['zh-Hans']],
  en: [...LISTS.en, ...LISTS.twins.en],
};

const doc = loadDocument();

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

describe.each(LOCALES)('search index ($locale)', ({locale, dir}) => {
  const head = unpackRecords(readJson<SearchIndexFile>(path.join(dir, SEARCH_INDEX_FILE)));
  const records = withBodies(head, readJson<SearchBodyFile>(path.join(dir, SEARCH_BODY_FILE)));
  const engine = createEngine(records);
  const headEngine = createEngine(head);
  const queries = JUDGED[locale];

  it('keeps the first file small: texts cut to their opening', () => {
    for (const r of head) expect(Array.from(r.content).length).toBeLessThanOrEqual(HEAD_CONTENT_CHARS);
  });

  it('answers most judged queries from the first file alone (before the full texts arrive)', () => {
    const found = queries.filter(([query, page]) => headEngine.search(query).some((h) => h.record.url.split('#')[0] === page));
    expect(found.length / queries.length).toBeGreaterThanOrEqual(0.8);
  });

  it('has at least 30 judged queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
  });

  it('finds every judged page in the top 5 and at least 90% first', () => {
    const misses: string[] = [];
    const notFirst: string[] = [];
    let first = 0;
    for (const [query, page, ...alsoRight] of queries) {
      const pages = engine.search(query).map((h) => h.record.url.split('#')[0]);
      const rank = pageRank(pages, page);
      if (rank === 0) misses.push(`${query} → ${page} (got ${[...new Set(pages)].slice(0, 5).join(', ') || 'nothing'})`);
      // Where the REST and the SDK reference both answer a query, either one first is a right answer.
      if (rank === 1 || (rank > 0 && alsoRight.includes(pages[0]))) first += 1;
      else if (rank > 1) notFirst.push(`${query} → ${page} at ${rank} (first: ${pages[0]})`);
    }
    expect(misses).toEqual([]);
    expect(first / queries.length, `not first: ${notFirst.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the page first for every near-twin query: direction words and exact identifiers decide', () => {
    const wrong = LISTS.twins[locale]
      .map(([query, page]) => ({query, page, first: engine.search(query)[0]?.record.url.split('#')[0]}))
      .filter(({page, first}) => first !== page)
      .map(({query, page, first}) => `${query} → ${page} (first: ${first ?? 'nothing'})`);
    expect(wrong).toEqual([]);
  });

  it('finds every REST call in the top 5 by its path, by its route name and by its title', () => {
    const misses: string[] = [];
    for (const located of listOperations(doc)) {
      const {operation} = located;
      const page = `/restapi/apis/${operation.tags[0]}/${operation.operationId}`;
      const routePath = examplePath(doc, located);
      const title = locale === 'en' ? operation.summary : operation['x-summary-zh-Hans'];
      // The route's name: its last segment (`pull_msg_by_seq`), or all its segments when the last alone is a common
      // word (`statistics group create`); a templated path is found by its example path instead.
      const segments = located.path.split('/').filter(Boolean);
      const last = segments[segments.length - 1];
      const name = last.startsWith('{') ? undefined : last.includes('_') ? last : segments.join(' ');
      for (const query of [routePath, name, title].filter((q): q is string => Boolean(q))) {
        const pages = engine.search(query).map((h) => h.record.url.split('#')[0]);
        if (pageRank(pages, page) === 0) misses.push(`${query} → ${page} (got ${[...new Set(pages)].slice(0, 5).join(', ') || 'nothing'})`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('offers only suggestions that find something', () => {
    for (const suggestion of SEARCH_SUGGESTIONS[locale]) expect(engine.search(suggestion).length, suggestion).toBeGreaterThan(0);
  });

  it('files every record under a section of the navbar (or the FAQ), never under the release pill', () => {
    const navbar = JSON.parse(fs.readFileSync(path.join('i18n', 'en', 'docusaurus-theme-classic', 'navbar.json'), 'utf8')) as Record<string, {message: string}>;
    const labels = Object.entries(navbar)
      .filter(([key]) => key.startsWith('item.label.') && key !== 'item.label.GitHub')
      .map(([key, value]) => (locale === 'en' ? value.message : key.slice('item.label.'.length)));
    const faq = locale === 'en' ? 'Frequently asked questions' : '常见问题';
    const sections = new Set(records.map((r) => r.hierarchy[0]));
    expect([...sections].sort()).toEqual([...labels, faq].sort());
    // Docs pages below the top level name their sidebar categories, without the section again.
    const webhook = records.find((r) => r.url === '/restapi/webhooks/group/sendGroupMsgBefore');
    expect(webhook?.trail).toEqual(locale === 'en' ? ['Webhooks', 'Groups', 'Group messages'] : ['Webhooks 回调', '群组', '群聊消息']);
    for (const r of records) expect(r.trail).not.toContain(r.hierarchy[0]);
  });

  it('gives the browser tests a word that only the full texts find (tests/e2e/search.spec.ts waits on it)', async () => {
    // The files deepWord asks for, read from this locale's build instead of a server.
    const request = {get: async (url: string) => ({json: async () => readJson(path.join(dir, path.basename(url)))})};
    const word = await deepWord(request as unknown as Parameters<typeof deepWord>[0], '');
    expect(headEngine.search(word), word).toEqual([]);
    expect(engine.search(word).length, word).toBeGreaterThan(0);
  });

  it('keeps words apart that the page shows apart: the method and the path, no tab labels', () => {
    for (const r of records) {
      expect(r.content, r.url).not.toMatch(/\b(?:GET|POST)(?:\/|\{url\})/);
      expect(r.content, r.url).not.toContain('Android iOS Flutter Web');
    }
  });

  it('indexes every written doc page of the locale, with links under the locale root', () => {
    const pages = new Set(records.map((r) => r.url.split('#')[0]));
    expect(pages.has('/faq')).toBe(true);
    expect(pages.has('/guides/introduction')).toBe(true);
    for (const r of records) expect(r.url.startsWith('/en/')).toBe(false);
  });
});
