/**
 * Both locales of a built doc page have the same heading ids (issue #20): the H2/H3 anchors of `BUILD/x.html` and
 * `BUILD/en/x.html`, hand-written and generated alike, are identical and in the same order, the zh ones are plain
 * ASCII (a shared zh link has no percent-encoded Chinese), and the table of contents links to exactly those ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BUILD} from '../build-dir';

interface PageIds {
  headings: string[];
  toc: string[];
  panelInsteadOfToc: boolean;
}

/** H2/H3 ids of a page's Markdown and the anchors its table of contents links to; undefined for a non-doc page. */
function pageIds(file: string): PageIds | undefined {
  const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
  const markdown = $('.theme-doc-markdown');
  if (markdown.length === 0) return undefined;
  const headings = markdown
    .find('h2, h3')
    .map((_, el) => $(el).attr('id') ?? '')
    .get();
  const toc = $('.table-of-contents a')
    .map((_, el) => $(el).attr('href') ?? '')
    .get()
    .map((href) => (href.startsWith('#') ? decodeURIComponent(href.slice(1)) : href));
  // A page of one REST call or callback has the examples panel in the place of the table of contents.
  return {headings, toc, panelInsteadOfToc: $('.table-of-contents').length === 0 && $('[data-testid="api-examples"]').length === 1};
}

/** Doc pages built in both locales, as paths relative to BUILD (the English one is under BUILD/en/). */
function pagesInBothLocales(): string[] {
  return (fs.readdirSync(BUILD, {recursive: true}) as string[])
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => rel.endsWith('.html') && !rel.startsWith('en/'))
    .filter((rel) => fs.existsSync(path.join(BUILD, 'en', rel)))
    .sort();
}

/** An id a URL fragment carries as is: printable ASCII that needs no percent-encoding. */
const plainAscii = (id: string) => /^[\x21-\x7e]+$/.test(id) && encodeURI(id) === id && !id.includes('#');

describe('heading ids across locales', () => {
  const pages = pagesInBothLocales().flatMap((rel) => {
    const zh = pageIds(path.join(BUILD, rel));
    const en = pageIds(path.join(BUILD, 'en', rel));
    return zh && en ? [{rel, zh, en}] : [];
  });
  const withHeadings = pages.filter(({zh, en}) => zh.headings.length > 0 || en.headings.length > 0);

  it('finds the doc pages of both locales', () => {
    expect(pages.length).toBeGreaterThan(400);
    expect(withHeadings.length).toBeGreaterThan(350);
  });

  it('gives every H2/H3 the same id, in the same order, in both locales', () => {
    const differing = withHeadings
      .filter(({zh, en}) => zh.headings.join('\n') !== en.headings.join('\n'))
      .map(({rel, zh, en}) => {
        const i = zh.headings.findIndex((id, n) => id !== en.headings[n]);
        const at = i === -1 ? en.headings.length : i;
        return `${rel}: heading ${at + 1} is #${zh.headings[at] ?? '(none)'} in zh, #${en.headings[at] ?? '(none)'} in en`;
      });
    expect(differing).toEqual([]);
  });

  it('uses plain ASCII ids on zh pages (no percent-encoding in a shared link)', () => {
    const encoded = withHeadings.flatMap(({rel, zh}) => zh.headings.filter((id) => !plainAscii(id)).map((id) => `${rel}: #${id}`));
    expect(encoded).toEqual([]);
  });

  it('gives no two headings of a page the same id', () => {
    const repeated = withHeadings.flatMap(({rel, zh, en}) =>
      [zh, en].flatMap((ids, i) => ids.headings.filter((id, n) => ids.headings.indexOf(id) !== n).map((id) => `${i === 0 ? '' : 'en/'}${rel}: #${id}`)),
    );
    expect(repeated).toEqual([]);
  });

  it('links the table of contents to exactly those ids, in both locales', () => {
    const wrong = withHeadings.flatMap(({rel, zh, en}) =>
      [zh, en].flatMap((ids, i) =>
        ids.panelInsteadOfToc || ids.toc.join('\n') === ids.headings.join('\n')
          ? []
          : [`${i === 0 ? '' : 'en/'}${rel}: toc ${ids.toc.join(' ')} ≠ headings ${ids.headings.join(' ')}`],
      ),
    );
    expect(wrong).toEqual([]);
  });
});
