/**
 * Every written page, in both locales: it is in the manifest, it exists in both languages, it has front matter,
 * exactly one H1 equal to its title (a zh reference page's H1 is its code identifier alone, as in English, and its
 * title adds the gloss), no placeholder text, and code blocks that parse.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {MANIFEST} from '../../src/data/manifest';
import {CJK, allDocFiles, withoutCode, writtenDocs, type DocLocale} from '../helpers';

/** A code identifier, as scripts/heading-ids.mjs recognises an H1 that both locales share. */
const IDENTIFIER = /^[A-Za-z_$][\w$.]*$/;
const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem ipsum|lorem)\b|待补充|待完善|敬请期待/i;
const docs = writtenDocs();

describe('page inventory', () => {
  it('has no doc outside the manifest', () => {
    const strays = allDocFiles().filter((doc) => !MANIFEST[doc.instance].includes(doc.id));
    expect(strays.map((doc) => `${doc.locale} ${doc.instance}/${doc.id}`)).toEqual([]);
  });

  it('has at least the section entry pages', () => {
    const ids = docs.map((doc) => `${doc.instance}/${doc.id}`);
    expect(ids).toEqual(expect.arrayContaining(['guides/introduction/index', 'sdks/introduction', 'restapi/apis/introduction', 'blog/introduction']));
  });
});

describe.each(docs)('$instance/$id', ({files}) => {
  it('exists in zh-Hans and in English', () => {
    expect(files['zh-Hans'], 'zh-Hans file').toBeDefined();
    expect(files.en, 'English file').toBeDefined();
  });

  for (const locale of ['zh-Hans', 'en'] as DocLocale[]) {
    const file = files[locale];
    if (!file) continue;
    const {data, content} = matter(fs.readFileSync(file, 'utf8'));
    const prose = withoutCode(content);

    it(`${locale}: has a title and a description in front matter`, () => {
      expect(typeof data.title, 'title').toBe('string');
      expect(String(data.title).trim().length).toBeGreaterThan(0);
      expect(typeof data.description, 'description').toBe('string');
      expect(String(data.description).trim().length).toBeGreaterThan(20);
    });

    it(`${locale}: has exactly one H1, equal to the title`, () => {
      const h1s = prose.split('\n').filter((line) => /^# \S/.test(line));
      expect(h1s).toHaveLength(1);
      const h1 = h1s[0].slice(2).trim();
      const title = String(data.title).trim();
      // `# sendMessage` titled `sendMessage 发送消息`: the H1 is the English one, the tab and search keep the gloss.
      const glossed = locale === 'zh-Hans' && IDENTIFIER.test(h1) && title.startsWith(h1) && !/[\w$.]/.test(title[h1.length] ?? '');
      if (!glossed) expect(h1).toBe(title);
    });

    it(`${locale}: has no placeholder text`, () => {
      expect(prose).not.toMatch(PLACEHOLDERS);
    });

    it(`${locale}: titles admonitions as :::kind[Title]`, () => {
      // `:::warning Title` is MDX 1 syntax: with mdx1Compat off it renders as raw text in .mdx pages.
      expect(prose.split('\n').filter((line) => /^\s*:::[a-z]+ +\S/.test(line))).toEqual([]);
    });

    it(`${locale}: says more than its title`, () => {
      const words = prose.replace(/^#.*$/gm, '').replace(/<[^>]+>/g, ' ');
      const size = locale === 'en' ? words.split(/\s+/).filter(Boolean).length : words.replace(/\s/g, '').length;
      expect(size).toBeGreaterThan(locale === 'en' ? 150 : 300);
    });

    if (locale === 'en') {
      it('en: prose is in English', () => {
        const cjkLines = prose.split('\n').filter((line) => CJK.test(line));
        expect(cjkLines).toEqual([]);
      });
    }

    it(`${locale}: JSON code blocks parse`, () => {
      const blocks = [...content.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]);
      for (const block of blocks) expect(() => JSON.parse(block), block.slice(0, 80)).not.toThrow();
    });
  }
});

describe('blog articles', () => {
  const articles = docs.filter((doc) => doc.instance === 'blog' && doc.id !== 'introduction');
  it.each(articles)('$id has an author, a date and the length of a real article', ({files}) => {
    for (const locale of ['zh-Hans', 'en'] as DocLocale[]) {
      const {data, content} = matter(fs.readFileSync(files[locale]!, 'utf8'));
      expect(data.author, locale).toBeTruthy();
      expect(String(data.date instanceof Date ? data.date.toISOString() : data.date)).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const prose = withoutCode(content);
      if (locale === 'en') expect(prose.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(600);
      else expect(prose.match(/[\u3400-\u9fff]/g)?.length ?? 0).toBeGreaterThanOrEqual(1200);
    }
  });
});
