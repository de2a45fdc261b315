/**
 * Identifiers render literally on the reference pages: a description from the OpenAPI document or the SDK catalogue
 * that writes `si_<a>_<b>` or `sg_*` outside a code span passes through Markdown, and underscores or asterisks then
 * turn part of the name into emphasis (`si<em>a</em>b`). Emphasis glued to a letter or digit on either side is that
 * accident: authored emphasis stands between spaces or punctuation, and in Chinese between Han characters.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, builtDocPages} from '../build-dir';

const GLUED = /[A-Za-z0-9_<>]<(em|strong)>|<\/(em|strong)>[A-Za-z0-9_<>]/g;

/** Each glued emphasis with a little context, from the page's article only (not the navigation). */
export function gluedEmphasis(html: string): string[] {
  const article = html.slice(html.indexOf('theme-doc-markdown'));
  // Other tags become spaces: the end of one block and the start of the next are not glued.
  const text = article.replace(/<(?!\/?(em|strong)>)[^>]+>/g, ' ');
  return [...text.matchAll(GLUED)].map((m) => text.slice(Math.max(0, m.index - 30), m.index + 40).replace(/\s+/g, ' '));
}

describe('gluedEmphasis', () => {
  it('finds emphasis Markdown made inside an identifier, and not emphasis an author wrote', () => {
    expect(gluedEmphasis('<div class="theme-doc-markdown"><p>key si<em>a</em>b</p></div>')).not.toEqual([]);
    expect(gluedEmphasis('<div class="theme-doc-markdown"><p>an <em>important</em> point; 很<strong>重要</strong>。</p></div>')).toEqual([]);
    expect(gluedEmphasis('<div class="theme-doc-markdown"><div>Android</div><p><strong>Register:</strong> x</p></div>')).toEqual([]);
  });
});

describe.each([
  ['zh-Hans', BUILD],
  ['en', path.join(BUILD, 'en')],
])('reference pages (%s)', (_locale, root) => {
  const pages = builtDocPages(root, ['restapi', 'sdks']);
  it('are built', () => expect(pages.length).toBeGreaterThan(300));
  it('keep an identifier in a table cell inline: break points do not turn it into a code block', () => {
    const boxed = pages.flatMap(([route, file]) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<pre[^>]*><code[^>]*>((?:(?!<\/code>).)*?<wbr\/?>(?:(?!<\/code>).)*?)<\/code><\/pre>/g)]
        .filter((m) => !m[1].includes('<span'))
        .map((m) => `${route}: ${m[1].replace(/<wbr\/?>/g, '')}`),
    );
    expect(boxed).toEqual([]);
  });

  it('show identifiers without emphasis inside them', () => {
    const found = pages.flatMap(([route, file]) => gluedEmphasis(fs.readFileSync(file, 'utf8')).map((snippet) => `${route}: …${snippet}…`));
    expect(found).toEqual([]);
  });
});
