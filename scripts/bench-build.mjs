#!/usr/bin/env node
// Clean production build of both locales. Prints wall time, peak memory (RSS of the build process tree,
// from GNU time when available), pages built and milliseconds per page.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
spawnSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, stdio: 'ignore'});

const gnuTime = fs.existsSync('/usr/bin/time');
const command = gnuTime ? ['/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build']] : ['npx', ['docusaurus', 'build']];
const start = process.hrtime.bigint();
const result = spawnSync(command[0], command[1], {cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28});
const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
const peakKb = gnuTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN) : NaN;

function htmlFiles(dir) {
  return fs.readdirSync(dir, {recursive: true}).filter((f) => String(f).endsWith('.html'));
}
const pages = htmlFiles(path.join(ROOT, 'build')).length;
const enPages = htmlFiles(path.join(ROOT, 'build/en')).length;

console.log('bench:build (clean, both locales)');
console.log(`  wall time      ${(wallMs / 1000).toFixed(1)} s`);
console.log(`  peak memory    ${Number.isNaN(peakKb) ? 'n/a (no /usr/bin/time)' : `${(peakKb / 1024).toFixed(0)} MiB (largest process)`}`);
console.log(`  pages built    ${pages} HTML files (zh-Hans ${pages - enPages}, en ${enPages})`);
console.log(`  per page       ${(wallMs / pages).toFixed(0)} ms`);
