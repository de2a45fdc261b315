/**
 * Offline reading: every doc page's built HTML, as a reader without JavaScript (or with a saved copy) gets it,
 * holds its title, its text, every table and code block of its source, the sidebar with the page in it, and a
 * table of contents linking each section. No browser: the HTML is parsed as written by the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {INSTANCES, MANIFEST, docUrl} from '../../src/data/manifest';
import {findDoc, forEachWithBreaks, withoutCode, type DocLocale} from '../helpers';
import {BUILD} from '../build-dir';
import {TAB_FALLBACK_STYLE_ID, TAB_PANEL_LABEL_CLASS} from '../../src/data/tabFallback';

const LOCALES: DocLocale[] = ['zh-Hans', 'en'];
const MIN_TEXT_CHARS = 150;

interface BuiltPage {
  url: string;
  source: string;
  html: string;
}

function builtFile(url: string): string | undefined {
  const base = path.join(BUILD, url);
  return [`${base}.html`, path.join(base, 'index.html')].find((f) => fs.existsSync(f));
}

const PAGES: BuiltPage[] = INSTANCES.flatMap((instance) =>
  MANIFEST[instance].flatMap((id) =>
    LOCALES.flatMap((locale) => {
      const source = findDoc(instance, id, locale);
      const url = docUrl(instance, id, locale);
      const file = builtFile(url);
      return source && file ? [{url, source: fs.readFileSync(source, 'utf8'), html: fs.readFileSync(file, 'utf8')}] : [];
    }),
  ),
);

/** Fenced code blocks of a Markdown source, Mermaid diagrams aside (they are drawn, not printed). */
function sourceCodeBlocks(markdown: string): number {
  const fences = [...markdown.matchAll(/^\s*(```|~~~)(\S*)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm)];
  return fences.filter((m) => m[2] !== 'mermaid').length;
}

/** Markdown tables of a source: their delimiter rows, outside code. */
function sourceTables(markdown: string): number {
  return withoutCode(markdown)
    .split('\n')
    .filter((line) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/.test(line)).length;
}

/** Problems a reader without JavaScript would meet on this page. */
function offlineProblems(page: BuiltPage): string[] {
  const $: CheerioAPI = load(page.html);
  const problems: string[] = [];
  const article = $('article');
  const h1 = article.find('h1').first().text().trim();
  const title = $('title').text().trim();
  if (!h1) problems.push('no H1 in the article');
  else if (!title.startsWith(h1)) problems.push(`<title> "${title}" does not start with the H1 "${h1}"`);

  const body = article.find('.theme-doc-markdown').clone();
  body.find(`h1, noscript, .${TAB_PANEL_LABEL_CLASS}`).remove();
  const text = body.text().replace(/\s+/g, ' ').trim();
  if (text.length < MIN_TEXT_CHARS) problems.push(`only ${text.length} characters of text`);

  const pre = article.find('pre').length;
  const wantPre = sourceCodeBlocks(page.source);
  if (pre < wantPre) problems.push(`${pre} code blocks in the HTML, ${wantPre} in the source`);
  const tables = article.find('table').length;
  const wantTables = sourceTables(page.source);
  if (tables < wantTables) problems.push(`${tables} tables in the HTML, ${wantTables} in the source`);

  // Hidden content must be a tab panel, which the head's fallback style shows under its label until hydration, or
  // a diagram's dark drawing beside its shown light one (the same diagram; the stylesheet swaps them by mode).
  article.find('[hidden]').each((_, el) => {
    const node = $(el);
    if (node.is('.mermaid-dark')) {
      if (node.siblings('.mermaid-light:not([hidden])').children('svg').length !== 1) problems.push('a hidden dark drawing without its light one');
      return;
    }
    if (node.attr('role') !== 'tabpanel') problems.push(`hidden <${el.tagName}> outside a tab panel`);
    else if (!node.children(`.${TAB_PANEL_LABEL_CLASS}`).text().trim()) problems.push('a tab panel without its label');
  });

  const here = $(`nav.menu a.menu__link[href="${page.url}"]`);
  if (here.length === 0) problems.push('the sidebar has no link to the page');
  const tocLinks = new Set(
    $('.table-of-contents a')
      .map((_, a) => $(a).attr('href'))
      .get(),
  );
  // A page of one REST call or callback has its examples panel where the table of contents would be (its sections
  // are few and in a fixed order); every other page links each section.
  const panelInsteadOfToc = tocLinks.size === 0 && $('[data-testid="api-examples"]').length === 1;
  if (!panelInsteadOfToc) {
    article.find('h2[id], h3[id]').each((_, el) => {
      const id = $(el).attr('id');
      if (!tocLinks.has(`#${id}`)) problems.push(`the table of contents lacks #${id}`);
    });
  }
  return problems;
}

describe('offline reading of every doc page', () => {
  it('covers every written page of both locales', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(800);
  });

  it('the head unfolds tabs before the body is parsed, and only its script may fold them', () => {
    for (const page of PAGES.slice(0, 5)) {
      const head = load(page.html)('head');
      // The build minifies both; the rules and the hydration check must survive that.
      const style = head.find(`style#${TAB_FALLBACK_STYLE_ID}`).text();
      expect(style).toContain('[role=tabpanel][hidden]');
      expect(style).toContain(`.${TAB_PANEL_LABEL_CLASS}`);
      const script = head
        .find('script')
        .filter((_, el) => load(el).text().includes(TAB_FALLBACK_STYLE_ID))
        .text();
      expect(script).toContain('data-has-hydrated');
      expect(head.find('noscript').length).toBe(0);
    }
  });

  it('every page shows its title, text, tables, code, sidebar and table of contents without JavaScript', {timeout: 120_000}, async () => {
    const offenders: string[] = [];
    await forEachWithBreaks(PAGES, (page) => {
      const problems = offlineProblems(page);
      if (problems.length) offenders.push(`${page.url}: ${problems.join('; ')}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the checks catch a page whose code only renders in the browser', () => {
    const page = PAGES.find((p) => sourceCodeBlocks(p.source) > 0)!;
    const stripped = {...page, html: page.html.replace(/<pre[\s\S]*?<\/pre>/g, '')};
    expect(offlineProblems(stripped).join()).toMatch(/code blocks in the HTML/);
  });
});
