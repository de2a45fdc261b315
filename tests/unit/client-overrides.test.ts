/**
 * Three plugins put their own module in place of one of Docusaurus's (plugins/route-prefetch, plugins/browser-flag,
 * plugins/date-format; plugins/shared/module-replacement.ts). Each pattern must name exactly one module of the installed core, and the stand-in must
 * export what the original exports: an upgrade that moves or changes either fails here, not in a reader's browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CORE_PREFETCH_MODULE} from '../../plugins/route-prefetch';
import {CORE_BROWSER_CONTEXT_MODULE} from '../../plugins/browser-flag';
import {THEME_INTL_MODULE} from '../../plugins/date-format';

const ROOT = path.join(__dirname, '../..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus');

function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).map((file) => path.join(dir, file));
}

/** The names a module exports, read from its source (`export const X`, `export function X`, `export default`). */
function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const names = [...source.matchAll(/^export (?:const|function|async function|class) (\w+)/gm)].map((m) => m[1]);
  if (/^export default /m.test(source)) names.push('default');
  return names.sort();
}

describe.each([
  ['route-prefetch', CORE_PREFETCH_MODULE, 'plugins/route-prefetch/docusaurus.client.ts'],
  ['browser-flag', CORE_BROWSER_CONTEXT_MODULE, 'plugins/browser-flag/browserContext.client.tsx'],
  ['date-format', THEME_INTL_MODULE, 'plugins/date-format/IntlUtils.ts'],
])('%s', (_name, pattern, standIn) => {
  const matches = ['core/lib', 'theme-common/lib'].flatMap((dir) => filesUnder(path.join(DOCUSAURUS, dir))).filter((f) => pattern.test(f));

  it('names exactly one module of the installed framework', () => {
    expect(matches).toHaveLength(1);
  });

  it('exports what the original exports', () => {
    expect(exportedNames(path.join(ROOT, standIn))).toEqual(exportedNames(matches[0]));
  });
});
