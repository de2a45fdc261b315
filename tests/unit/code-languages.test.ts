/** Every fence language is highlighted or plain on purpose, and no grammar is loaded twice. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {ADDITIONAL_PRISM_LANGUAGES, PLAIN_FENCE_LANGUAGES} from '../../src/data/codeLanguages';
import {PLATFORMS} from '../../src/data/platforms';
import {ROOT, allDocFiles} from '../helpers';

/** Every language named after an opening ``` in the docs of both locales, and the platforms' snippet languages. */
function usedLanguages(): Set<string> {
  const found = new Set(PLATFORMS.map((p) => p.codeLanguage));
  for (const {file} of allDocFiles()) {
    for (const [, lang] of fs.readFileSync(file, 'utf8').matchAll(/^\s*```([\w+-]+)/gm)) found.add(lang);
  }
  return found;
}

const used = usedLanguages();
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
    expect(used.size).toBeGreaterThan(10);
    const unknown = [...used].filter((lang) => !builtIn(lang) && !ADDITIONAL_PRISM_LANGUAGES.includes(lang) && !PLAIN_FENCE_LANGUAGES.includes(lang));
    expect(unknown).toEqual([]);
  });

  it('loads no additional language that no page uses', () => {
    expect(ADDITIONAL_PRISM_LANGUAGES.filter((lang) => !used.has(lang))).toEqual([]);
  });
});
