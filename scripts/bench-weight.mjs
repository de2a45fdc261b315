#!/usr/bin/env node
// Bytes a first view loads (HTML, JS, CSS; raw and gzip) for the home page and a doc page in each locale,
// measured in Debian's Chromium against the production build (run `npm run build` first).
import {spawn} from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 4174;
const PAGES = ['/', '/guides/introduction', '/en/', '/en/restapi/apis/introduction'];

const server = spawn('node', ['scripts/serve-build.mjs', '--port', String(PORT)], {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const kind = (type, url) => (type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : url.endsWith('.js') ? 'js' : 'other');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log('bench:weight (first view, cold cache)');
console.log('page                               html raw/gzip        js raw/gzip           css raw/gzip');
for (const page of PAGES) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const totals = {html: [0, 0], js: [0, 0], css: [0, 0], other: [0, 0]};
  const pending = [];
  tab.on('response', (res) => {
    pending.push(
      res.body().then(
        (body) => {
          const t = totals[kind(res.request().resourceType(), res.url())];
          t[0] += body.length;
          t[1] += zlib.gzipSync(body).length;
        },
        () => {},
      ),
    );
  });
  await tab.goto(`http://127.0.0.1:${PORT}${page}`, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  const cell = ([raw, gz]) => `${kb(raw)} / ${kb(gz)}`.padEnd(22);
  console.log(`${page.padEnd(34)} ${cell(totals.html)} ${cell(totals.js)} ${cell(totals.css)}`);
  await context.close();
}
await browser.close();
server.kill();
