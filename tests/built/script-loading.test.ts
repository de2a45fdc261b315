/**
 * Every built page, in both locales, names its entry scripts in the list the after-paint loader reads
 * (src/data/scriptLoading.ts) and fetches no script from its HTML: a `<script src>` in the page would be fetched and
 * run before the first paint again. Every script of the bundle starts with V8's compile hint
 * (plugins/compile-hints): a minifier or bundler upgrade that drops it puts the compiling back on the main thread.
 * main.js carries the route registry without its module paths (plugins/client-registry).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COMPILE_HINT} from '../../plugins/compile-hints';
import {BUILD} from '../build-dir';
import {forEachWithBreaks, listedEntryScripts} from '../helpers';

const files = fs.readdirSync(BUILD, {recursive: true}) as string[];
const pages = files.filter((file) => file.endsWith('.html'));

describe('entry scripts', () => {
  it('are listed for the loader, exist in the build, and no page fetches a script from its HTML', async () => {
    expect(pages.length).toBeGreaterThan(800);
    const problems: string[] = [];
    const existing = new Set<string>();
    await forEachWithBreaks(pages, (file) => {
      const html = fs.readFileSync(path.join(BUILD, file), 'utf8');
      // Redirect pages (plugin-client-redirects) carry no app and no scripts.
      if (!html.includes('id=__docusaurus')) return;
      const src = /<script\b[^>]*\bsrc=/.exec(html);
      if (src) problems.push(`${file}: <script src> in the HTML`);
      const scripts = listedEntryScripts(html);
      if (!scripts) {
        problems.push(`${file}: no script list`);
        return;
      }
      const names = scripts.map((url) => url.split('/').pop()!.split('.')[0]);
      if (names.join(' ') !== 'runtime~main main') problems.push(`${file}: lists ${names.join(', ')}`);
      for (const url of scripts) {
        if (existing.has(url)) continue;
        if (fs.existsSync(path.join(BUILD, url))) existing.add(url);
        else problems.push(`${file}: ${url} is not in the build`);
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('compile hints', () => {
  it('every script of both locales starts with the hint, on a line of its own', () => {
    const scripts = files.filter((file) => /(^|\/)assets\/js\/[^/]+\.js$/.test(file));
    expect(scripts.filter((file) => file.startsWith('en/')).length).toBeGreaterThan(100);
    expect(scripts.filter((file) => !file.startsWith('en/')).length).toBeGreaterThan(100);
    const missing = scripts.filter((file) => !fs.readFileSync(path.join(BUILD, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(missing.slice(0, 10)).toEqual([]);
  });
});

describe('route registry in main.js', () => {
  it("names no module's source path in either locale", () => {
    const mains = files.filter((file) => /(^|\/)assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
    expect(mains).toHaveLength(2);
    for (const file of mains) {
      const paths = fs.readFileSync(path.join(BUILD, file), 'utf8').match(/"@(?:site|generated|theme)\/[^"]*"/g) ?? [];
      // Core's own loader of the not-found page names its component outside the registry.
      expect(paths.filter((p) => p !== '"@theme/NotFound"').slice(0, 3), file).toEqual([]);
    }
  });
});
