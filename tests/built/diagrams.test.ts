/**
 * Diagrams drawn at build time (plugins/mermaid-svg): every ```mermaid fence of every doc page, in both locales, is
 * an SVG pair in the built HTML (readable without JavaScript), the drawings a page names are in its locale's
 * /diagrams/ for client-side navigation, and no script of the build carries Mermaid or a drawing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {INSTANCES, MANIFEST, docUrl} from '../../src/data/manifest';
import {findDoc, type DocLocale} from '../helpers';
import {BUILD} from '../build-dir';

const LOCALES: DocLocale[] = ['zh-Hans', 'en'];

const pages = INSTANCES.flatMap((instance) =>
  MANIFEST[instance].flatMap((id) =>
    LOCALES.flatMap((locale) => {
      const source = findDoc(instance, id, locale);
      const url = docUrl(instance, id, locale);
      const file = `${path.join(BUILD, url)}.html`;
      if (!source || !fs.existsSync(file)) return [];
      const fences = (fs.readFileSync(source, 'utf8').match(/^```mermaid\s*$/gm) ?? []).length;
      return fences ? [{url, locale, fences, html: fs.readFileSync(file, 'utf8')}] : [];
    }),
  ),
);

describe('diagrams in the built HTML', () => {
  it('exist: pages of both locales have diagrams', () => {
    expect(pages.filter((p) => p.locale === 'en').length).toBeGreaterThan(10);
    expect(pages.filter((p) => p.locale === 'zh-Hans').length).toBeGreaterThan(10);
  });

  it.each(pages.map((p) => [p.url, p] as const))('%s: each fence is a light and a dark SVG with text, ids unique', (_, page) => {
    const $ = load(page.html);
    const boxes = $('[data-diagram] .docusaurus-mermaid-container');
    expect(boxes.length).toBe(page.fences);
    boxes.each((_, box) => {
      for (const mode of ['light', 'dark']) {
        const svg = $(box).find(`.mermaid-${mode} > svg`);
        expect(svg.length).toBe(1);
        expect(svg.attr('id')).toBe(`${$(box).attr('data-mermaid-id')}-${mode}`);
        // Text is real text (SVG text or HTML labels), not paths.
        expect(svg.text().replace(/\s+/g, '')).toMatch(/\p{L}{2,}/u);
        expect(svg.html()).not.toContain('mermaid-svg-id');
        const file = path.join(BUILD, page.locale === 'en' ? 'en' : '', 'diagrams', `${$(box).attr(`data-mermaid-${mode}`)}.svg`);
        expect(fs.existsSync(file), file).toBe(true);
      }
    });
    const ids = $('[id]')
      .map((_, e) => $(e).attr('id'))
      .get();
    expect(ids.length).toBe(new Set(ids).size);
    expect(page.html).not.toContain('Syntax error in text');
  });
});

describe('scripts of the build', () => {
  const scripts = fs
    .readdirSync(path.join(BUILD, 'assets/js'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(BUILD, 'assets/js', f), 'utf8'));

  it('carry no Mermaid runtime and no drawing', () => {
    expect(scripts.length).toBeGreaterThan(10);
    // Strings of Mermaid's parser and renderer, and the root of every drawing.
    for (const marker of ['sequenceDiagram', 'flowchart-v2', '<svg id=\\"mermaid']) {
      expect(scripts.filter((s) => s.includes(marker)).length, marker).toBe(0);
    }
  });
});
