/** Every fence language is highlighted or plain on purpose, and no grammar is loaded twice. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {ADDITIONAL_PRISM_LANGUAGES, PLAIN_FENCE_LANGUAGES} from '../../src/data/codeLanguages';
import {PLATFORMS} from '../../src/data/platforms';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['docs-guides', 'docs-sdks', 'docs-restapi', 'docs-blog', 'i18n'];

/** Every language named after an opening ``` in the Markdown sources of both locales. */
function fenceLanguages(): Set<string> {
  const found = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of fs.readdirSync(path.join(ROOT, dir), {recursive: true}) as string[]) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(ROOT, dir, file), 'utf8');
      for (const [, lang] of text.matchAll(/^\s*```([\w+-]+)/gm)) found.add(lang!);
    }
  }
  return found;
}

const builtIn = (lang: string) => Prism.languages[lang] !== undefined;

describe('code languages', () => {
  it('loads no language that prism-react-renderer already has', () => {
    expect(ADDITIONAL_PRISM_LANGUAGES.filter(builtIn)).toEqual([]);
  });

  it('loads every additional language from prismjs', () => {
    for (const lang of ADDITIONAL_PRISM_LANGUAGES) {
      expect(fs.existsSync(path.join(ROOT, `node_modules/prismjs/components/prism-${lang}.js`)), lang).toBe(true);
    }
  });

  it('highlights every fence language and platform snippet language, or shows it plain on purpose', () => {
    const used = [...fenceLanguages(), ...PLATFORMS.map((p) => p.codeLanguage)];
    expect(used.length).toBeGreaterThan(10);
    const unknown = [...new Set(used)].filter(
      (lang) => !builtIn(lang) && !ADDITIONAL_PRISM_LANGUAGES.includes(lang) && !PLAIN_FENCE_LANGUAGES.includes(lang),
    );
    expect(unknown).toEqual([]);
  });

  it('loads no additional language that no page uses', () => {
    const used = new Set([...fenceLanguages(), ...PLATFORMS.map((p) => p.codeLanguage)]);
    expect(ADDITIONAL_PRISM_LANGUAGES.filter((lang) => !used.has(lang))).toEqual([]);
  });
});
