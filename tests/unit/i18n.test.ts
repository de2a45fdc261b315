import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INSTANCES} from '../../src/data/manifest';
import {CJK, ROOT} from '../helpers';

type Messages = Record<string, {message: string}>;
const read = (rel: string): Messages => JSON.parse(fs.readFileSync(path.join(ROOT, rel), 'utf8'));

/** Every category key the sidebar outlines declare. */
function outlineKeys(instance: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'sidebars', `${instance}.ts`), 'utf8');
  return [...source.matchAll(/key: '([^']+)'/g)].map((m) => m[1]);
}

describe('English UI', () => {
  const files = [
    'i18n/en/code.json',
    'i18n/en/docusaurus-theme-classic/navbar.json',
    'i18n/en/docusaurus-theme-classic/footer.json',
    ...INSTANCES.map((i) => `i18n/en/docusaurus-plugin-content-docs-${i}/current.json`),
  ];
  it.each(files)('%s has no Chinese', (file) => {
    const chinese = Object.entries(read(file)).filter(([, v]) => CJK.test(v.message));
    expect(chinese).toEqual([]);
  });

  it.each([...INSTANCES])('%s: every sidebar category has an English label', (instance) => {
    const messages = read(`i18n/en/docusaurus-plugin-content-docs-${instance}/current.json`);
    for (const key of outlineKeys(instance)) {
      expect(messages[`sidebar.tutorialSidebar.category.${key}`]?.message, key).toBeTruthy();
    }
  });

  it('names the navbar items as the spec does', () => {
    const labels = Object.values(read('i18n/en/docusaurus-theme-classic/navbar.json')).map((v) => v.message);
    expect(labels).toEqual(expect.arrayContaining(['Guides', 'Client SDKs', 'Server APIs', 'Blog']));
  });

  it('names the footer columns and links as the spec does', () => {
    const labels = Object.values(read('i18n/en/docusaurus-theme-classic/footer.json')).map((v) => v.message);
    expect(labels).toEqual(
      expect.arrayContaining(['Product', 'Business', 'Company', 'About Us', 'Contact Us', 'Resources', 'Documentation', 'Community', '@2025']),
    );
  });
});

describe('Chinese UI', () => {
  it('translates every string of the site’s own components', () => {
    const own = Object.entries(read('i18n/zh-Hans/code.json')).filter(([key]) => !key.startsWith('theme.'));
    expect(own.length).toBeGreaterThan(40);
    const untranslated = own.filter(([key, v]) => !CJK.test(v.message) && !['faq.meta.title', 'home.faq.title'].includes(key));
    expect(untranslated).toEqual([]);
  });
});
