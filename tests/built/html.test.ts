/** Checks on every built HTML page that no browser is needed for. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD} from '../build-dir';

function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html')).map((f) => path.join(dir, f));
}

describe('built pages', () => {
  const files = htmlFiles(BUILD);

  it('exist for both locales', () => {
    expect(files.some((f) => f.includes(`${path.sep}en${path.sep}`))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('contain no admonition that failed to parse (raw ":::" text)', () => {
    const raw = files.filter((f) => /<p>:::[a-z]/.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(BUILD, f));
    expect(raw).toEqual([]);
  });

  it('name no Algolia host when Algolia is not configured', () => {
    if (process.env.DOCSEARCH_APP_ID) return;
    const named = files.filter((f) => /algolia\.net|algolianet\.com/.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(BUILD, f));
    expect(named).toEqual([]);
  });
});
