import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {brokenLinks} from '../../scripts/check-links.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(dir, 'site-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('scripts/check-links.mjs', () => {
  it('reports a link to a file that only exists in the other locale (the /en/openapi.yaml case)', () => {
    const root = site({
      'index.html': '<a href=/openapi.yaml>spec</a>',
      'openapi.yaml': 'openapi: 3.1.0',
      'en/index.html': '<a href=/en/openapi.yaml target=_blank>spec</a><a href="/openapi.yaml">root</a>',
    });
    expect(brokenLinks(root)).toEqual(['en/index.html: /en/openapi.yaml (no such file in the build)']);
  });

  it('accepts pages at exact paths, index pages, encoded names, queries, hashes and the other locale', () => {
    const root = site({
      'index.html': '<a href=/guides/intro?x=1#top>a</a><a href="/%E4%B8%AD.txt">b</a><a href=/en/>c</a><a href="#here">d</a>',
      'guides/intro.html': '<link rel=canonical href=https://docs.openim.io/guides/intro><img src=/img/a.svg>',
      'img/a.svg': '<svg/>',
      '中.txt': 'x',
      'en/index.html': '<a href=/>zh</a><a href=mailto:a@b.c>m</a><a href=https://github.com/openimsdk>gh</a>',
    });
    expect(brokenLinks(root)).toEqual([]);
  });

  it('checks sitemap entries and same-origin absolute links, and links outside the base path', () => {
    const root = site({
      'index.html': '<link rel=alternate href=https://docs.openim.io/docs/gone hreflang=en><a href=/elsewhere>x</a>',
      'sitemap.xml': '<urlset><url><loc>https://docs.openim.io/docs/missing</loc></url></urlset>',
    });
    expect(brokenLinks(root, {baseUrl: '/docs/'})).toEqual([
      'index.html: https://docs.openim.io/docs/gone (no such file in the build)',
      'index.html: /elsewhere (outside the base path /docs/)',
      'sitemap.xml: https://docs.openim.io/docs/missing (no such file in the build)',
    ]);
  });
});
