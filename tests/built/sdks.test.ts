/**
 * The built SDK method pages open with the call: right after the title and summary, the platform tabs, each tab
 * leading with the signature and the example; then the usage notes and the generated sections. The table of contents
 * lists the sections in the order they are read, with the same anchors in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {METHODS} from '../../src/data/sdk';
import {BUILD} from '../build-dir';
import {sdkMethodH2} from '../page-anatomy';

const ROOTS = [
  ['zh-Hans', BUILD],
  ['en', path.join(BUILD, 'en')],
] as const;

/** The text of an element's HTML, without tags and the hash-link's zero-width space. */
const textOf = (html: string) =>
  html
    .replace(/<a[^>]*class="hash-link"[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\u200b/g, '')
    .trim();

/** The article of a built page (the table of contents and the footer are outside it). */
const articleOf = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

describe('SDK method pages', () => {
  it.each(METHODS.map((method) => method.id))('%s opens with the call, then the notes, in both languages', (id) => {
    const ids: string[][] = [];
    for (const [locale, root] of ROOTS) {
      const html = fs.readFileSync(path.join(root, 'sdks', `${id}.html`), 'utf8');
      const article = articleOf(html);
      const h2s = [...article.matchAll(/<h2[^>]*\bid="?([\w-]+)"?[^>]*>([\s\S]*?)<\/h2>/g)];
      expect(
        h2s.map((m) => textOf(m[2])),
        locale,
      ).toEqual(sdkMethodH2(locale));
      ids.push(h2s.map((m) => m[1]));

      // Title, one paragraph of summary, then the platform section.
      const afterTitle = article.slice(article.indexOf('</h1>'), article.indexOf('<h2'));
      expect(afterTitle.match(/<p>/g), `${locale}: paragraphs between the H1 and the platform section`).toHaveLength(1);

      // Every tab: its name, the method line, the signature, the example; the parameters and the result after.
      const panels = article.split(/role="?tabpanel/).slice(1);
      expect(panels.length, locale).toBeGreaterThan(0);
      for (const panel of panels) {
        const body = panel.slice(0, panel.search(/role="?tabpanel|<\/div><\/div><h2/));
        if (!body.includes('codeBlockContainer')) continue; // the platform lacks the method: one sentence says so
        const blocks = [...body.matchAll(/codeBlockContainer/g)].map((m) => m.index);
        const example = body.search(/codeBlockTitle[^>]*>/);
        expect(blocks.length, locale).toBeGreaterThanOrEqual(2);
        expect(example, `${locale}: the example is the second code block`).toBeGreaterThan(blocks[0]);
        expect(example).toBeLessThan(blocks[1] + 400);
        const table = body.indexOf('<table');
        if (table !== -1) expect(table, `${locale}: the parameters come after the example`).toBeGreaterThan(example);
      }

      // The table of contents, in reading order.
      const toc = html.slice(html.indexOf('table-of-contents'));
      const links = [...toc.slice(0, toc.indexOf('</ul>')).matchAll(/href="?#([\w-]+)/g)].map((m) => m[1]);
      expect(links, `${locale}: table of contents`).toEqual(ids.at(-1));
    }
    expect(ids[0], 'the same anchors in both languages').toEqual(ids[1]);
  });
});
