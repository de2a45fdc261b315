#!/usr/bin/env node
// Prints, per docs instance and locale, how many manifest pages exist and which are missing.
// Usage: npm run content:status [-- --missing]   (--missing lists every missing id)
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/data/pages.json'), 'utf8'));
const DIRS = {
  'zh-Hans': (instance) => `docs-${instance}`,
  en: (instance) => `i18n/en/docusaurus-plugin-content-docs-${instance}/current`,
};
const listAll = process.argv.includes('--missing');
const exists = (dir, id) => ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(ROOT, dir, id + ext)));

let present = 0;
let total = 0;
console.log('instance  locale   present / total  missing');
for (const [instance, ids] of Object.entries(manifest)) {
  for (const [locale, dirOf] of Object.entries(DIRS)) {
    const missing = ids.filter((id) => !exists(dirOf(instance), id));
    present += ids.length - missing.length;
    total += ids.length;
    const shown = listAll ? missing : missing.slice(0, 4);
    const more = missing.length > shown.length ? ` … (+${missing.length - shown.length} more)` : '';
    console.log(
      `${instance.padEnd(9)} ${locale.padEnd(8)} ${String(ids.length - missing.length).padStart(7)} / ${String(ids.length).padEnd(5)}  ${shown.join(', ')}${more}`,
    );
  }
}
console.log(`\nall: ${present} / ${total} pages (${((present / total) * 100).toFixed(1)}%)`);
