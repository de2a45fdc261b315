/**
 * Docs for agents (issue #21): every doc page, the home page and the FAQ have a Markdown twin at their URL plus
 * `.md`, announced by the page; a twin carries the page's title and every H2; both locales' twins state the same
 * identifiers; llms.txt lists every twin; a platform's slice has no other platform's code.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Heading, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {forEachWithBreaks} from '../helpers';
import {INSTANCES} from '@site/src/data/manifest';
import {LLMS_FULL_FILE, LLMS_INDEX_FILE, LLMS_SERVER_FILE, llmsPlatformFile, twinUrl} from '@site/src/data/llms';
import {PLATFORMS} from '@site/src/data/platforms';
import {allEntries} from '@site/src/data/sdk';
import {SDK_PLATFORMS, type SdkPlatformId} from '@site/src/data/sdk/types';
import {exampleAsShown} from '@site/src/data/sdk/snippets';
import {BUILD, builtDocPages} from '../build-dir';

const SITES = [
  {locale: 'zh-Hans', root: BUILD, prefix: ''},
  {locale: 'en', root: path.join(BUILD, 'en'), prefix: '/en'},
] as const;

const parse = (markdown: string): Root => fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
/** Each twin is parsed once for all the tests that read it. */
const parsed = new Map<string, Root>();
const parseFile = (file: string): Root => parsed.get(file) ?? parsed.set(file, parse(fs.readFileSync(file, 'utf8'))).get(file)!;
/** Heading text as a reader compares it: no zero-width break hints, no anchor "#", collapsed spaces. */
const normal = (value: string) =>
  value
    .replace(/[\u200b#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** Reading and parsing some 400 pages per locale takes seconds, more on a loaded machine (the project allows 60 s). */
const SLOW = 120_000;
const twinFile = (root: string, sitePath: string) => path.join(root, ...twinUrl(sitePath).split('/').filter(Boolean));

function headings(tree: Root, depth: number): string[] {
  const out: string[] = [];
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth === depth) out.push(normal(toString(node)));
  });
  return out;
}

/** The pages with a twin: every doc page, the home page and the FAQ. */
function twinnedPages(root: string): Array<[string, string]> {
  return [['/', path.join(root, 'index.html')], ['/faq', path.join(root, 'faq.html')], ...builtDocPages(root, INSTANCES)];
}

describe.each(SITES)('Markdown twins ($locale)', ({root, prefix}) => {
  const pages = twinnedPages(root);

  it(
    'exist for every doc page, the home page and the FAQ, and each page links its own',
    () => {
      expect(pages.length).toBeGreaterThan(400);
      const wrong = pages.filter(([sitePath, file]) => {
        const href = cheerio.load(fs.readFileSync(file, 'utf8'))('link[rel="alternate"][type="text/markdown"]').attr('href');
        return href !== `${prefix}${twinUrl(sitePath)}` || !fs.existsSync(twinFile(root, sitePath));
      });
      expect(wrong.map(([p]) => p)).toEqual([]);
    },
    SLOW,
  );

  it(
    "open with the page's title and carry every H2 of the page",
    async () => {
      const wrong: string[] = [];
      await forEachWithBreaks(pages, ([sitePath, file]) => {
        const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
        const scope = sitePath === '/' ? $('body') : $('.theme-doc-markdown, main').first();
        const twin = parseFile(twinFile(root, sitePath));
        const first = twin.children[0];
        if (first?.type !== 'heading' || first.depth !== 1 || normal(toString(first)) !== normal($('h1').first().text())) wrong.push(`${sitePath}: title`);
        const twinH2 = new Set(headings(twin, 2));
        for (const h2 of scope
          .find('h2')
          .toArray()
          .map((el) => normal($(el).text())))
          if (!twinH2.has(h2)) wrong.push(`${sitePath}: ## ${h2}`);
      });
      expect(wrong).toEqual([]);
    },
    SLOW,
  );

  it('link only to absolute URLs, a twin linking twins', () => {
    const twin = fs.readFileSync(twinFile(root, '/sdks/api/message/sendMessage'), 'utf8');
    const urls: string[] = [];
    visit(parse(twin), 'link', (node) => void urls.push(node.url));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => !/^(https?:|mailto:|#)/.test(url))).toEqual([]);
    expect(urls.some((url) => url.endsWith(`${prefix}/sdks/callback/onProgress.md`))).toBe(true);
  });

  it('keep diagrams as Mermaid source and each platform under its own heading', () => {
    const guide = fs.readFileSync(twinFile(root, '/sdks/introduction'), 'utf8');
    expect(fs.readFileSync(twinFile(root, '/guides/gettingStarted/cluster'), 'utf8')).toMatch(/^```mermaid\n(flowchart|graph|sequenceDiagram)/m);
    expect(guide).not.toContain('<PlatformTabs');
    const method = parse(fs.readFileSync(twinFile(root, '/sdks/api/message/sendMessage'), 'utf8'));
    expect(headings(method, 3)).toEqual(expect.arrayContaining(PLATFORMS.map((p) => p.label)));
  });
});

/**
 * Identifiers a twin states in code (not diagrams, whose labels are prose): camelCase and snake_case names such as
 * `sendMessage`, `recvID`, `send_msg`. Placeholders (`<userID>`, `<用户ID>`) are in the reader's language and left out.
 */
const IDENTIFIER = /\b(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z0-9]*[a-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9]|[A-Za-z0-9]+_[A-Za-z0-9_]*[a-z][A-Za-z0-9]*)\b/g;
function identifiers(file: string): Set<string> {
  const names = new Set<string>();
  visit(parseFile(file), (node) => {
    if ((node.type === 'code' && node.lang !== 'mermaid') || node.type === 'inlineCode') {
      for (const name of node.value.replace(/<[^<>\s]{1,40}>/g, ' ').match(IDENTIFIER) ?? []) names.add(name);
    }
  });
  return names;
}

describe('Markdown twins in both locales', () => {
  it(
    'state the same identifiers (code, field and method names)',
    () => {
      const mismatches: string[] = [];
      for (const [sitePath] of builtDocPages(BUILD, INSTANCES)) {
        const en = twinFile(path.join(BUILD, 'en'), sitePath);
        if (!fs.existsSync(en)) continue;
        const zhNames = identifiers(twinFile(BUILD, sitePath));
        const enNames = identifiers(en);
        const onlyZh = [...zhNames].filter((n) => !enNames.has(n));
        const onlyEn = [...enNames].filter((n) => !zhNames.has(n));
        if (onlyZh.length + onlyEn.length > 0) mismatches.push(`${sitePath}: zh only ${onlyZh.join(' ')} | en only ${onlyEn.join(' ')}`);
      }
      expect(mismatches).toEqual([]);
    },
    SLOW,
  );
});

describe.each(SITES)('llms.txt family ($locale)', ({root, prefix}) => {
  const index = fs.readFileSync(path.join(root, LLMS_INDEX_FILE), 'utf8');
  const links = [...index.matchAll(/^- \[[^\]]*\]\((https?:\/\/[^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);

  it('llms.txt lists every twin once, and every link opens a file of the build', () => {
    const twins = twinnedPages(root).map(([sitePath]) => `${prefix}${twinUrl(sitePath)}`);
    expect(links.filter((p) => p.endsWith('.md')).sort()).toEqual([...twins].sort());
    const missing = links.filter((p) => !fs.existsSync(path.join(BUILD, ...decodeURIComponent(p).split('/').filter(Boolean))));
    expect(missing).toEqual([]);
  });

  it(
    'llms-full.txt holds every twin, llms-server.txt the REST reference and no SDK page',
    () => {
      const full = fs.readFileSync(path.join(root, LLMS_FULL_FILE), 'utf8');
      const server = fs.readFileSync(path.join(root, LLMS_SERVER_FILE), 'utf8');
      for (const [sitePath] of builtDocPages(root, INSTANCES)) expect(full, sitePath).toContain(`${prefix}${twinUrl(sitePath)} -->`);
      expect(server).toContain(`${prefix}/restapi/apis/messageManagement/sendMessage.md -->`);
      expect(server).toContain(`${prefix}/restapi/webhooks/msg/sendSingleMsgBefore.md -->`);
      expect(server).not.toMatch(/\/sdks\/[^ ]+\.md -->/);
    },
    SLOW,
  );

  /** Every code string (signature, example as shown, listener registration) the SDK catalogue has for one platform. */
  const codeOf = new Map<SdkPlatformId, Set<string>>(
    SDK_PLATFORMS.map((platform) => {
      const out = new Set<string>();
      for (const found of allEntries()) {
        if (found.kind === 'method') {
          const entry = found.entry.platforms[platform];
          if ('example' in entry) [exampleAsShown(platform, entry.example), entry.signature].forEach((code) => out.add(code.trim()));
        }
        if (found.kind === 'listener') {
          const how = found.entry.register[platform];
          if (how) out.add(exampleAsShown(platform, how.example).trim());
        }
      }
      return [platform, out];
    }),
  );

  it.each(SDK_PLATFORMS)('llms-%s.txt has its platform reference and no other platform code', (platform) => {
    const slice = fs.readFileSync(path.join(root, llmsPlatformFile(platform)), 'utf8');
    const own = codeOf.get(platform)!;
    // Code another platform has and this one does not (short lines such as `logout()` are shared by several).
    const isOwn = (code: string) => [...own].some((mine) => mine.includes(code));
    const foreign = SDK_PLATFORMS.filter((p) => p !== platform).flatMap((p) => [...codeOf.get(p)!].filter((code) => code.length > 40 && !isOwn(code)));
    expect(own.size).toBeGreaterThan(50);
    expect([...own].filter((code) => slice.includes(code)).length, 'its own code').toBeGreaterThan(own.size * 0.9);
    expect(foreign.filter((code) => slice.includes(code)).map((code) => code.slice(0, 60))).toEqual([]);
    const quickstart = PLATFORMS.find((p) => p.id === platform)!.quickstart;
    expect(slice).toContain(`${prefix}/sdks/${quickstart}.md -->`);
  });
});
