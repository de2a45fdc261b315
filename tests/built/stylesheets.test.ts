/**
 * What a page links before it paints: the site's one stylesheet per locale, without the search modal's rules, which
 * arrive with the modal (plugins/lazy-css). A Docusaurus or Rspack upgrade that merges them back fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD} from '../build-dir';
import {forEachWithBreaks} from '../helpers';

const files = fs.readdirSync(BUILD, {recursive: true}) as string[];
const pages = files.filter((file) => file.endsWith('.html'));
// A rule only DocSearch's modal.css has (the site's own overrides name the container, never the hit tree).
const MODAL_RULE = '.DocSearch-Hit-Tree{';

describe('stylesheets', () => {
  it("every page links its locale's one stylesheet, and it holds none of the search modal's rules", async () => {
    const linked = new Set<string>();
    await forEachWithBreaks(pages, (file) => {
      const html = fs.readFileSync(path.join(BUILD, file), 'utf8');
      if (!html.includes('id=__docusaurus')) return;
      for (const [, href] of html.matchAll(/<link rel=stylesheet href=([^\s>]+)/g)) linked.add(href);
    });
    expect([...linked].sort()).toEqual([
      expect.stringMatching(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/),
      expect.stringMatching(/^\/en\/assets\/css\/styles\./),
    ]);
    for (const href of linked) {
      const css = fs.readFileSync(path.join(BUILD, href), 'utf8');
      // The navbar's search button is drawn with the page; the modal is not.
      expect(css, href).toContain('.DocSearch-Button{');
      expect(css, href).not.toContain(MODAL_RULE);
    }
  });

  it("each locale has the modal's rules in a stylesheet of their own", () => {
    for (const dir of ['assets/css', 'en/assets/css']) {
      const sheets = fs.readdirSync(path.join(BUILD, dir)).filter((name) => !name.startsWith('styles.'));
      const withModal = sheets.filter((name) => fs.readFileSync(path.join(BUILD, dir, name), 'utf8').includes(MODAL_RULE));
      expect(withModal, dir).toHaveLength(1);
    }
  });
});
