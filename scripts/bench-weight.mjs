#!/usr/bin/env node
// Bytes a first view loads (HTML, JS, CSS; raw and gzip) for the home page and a doc page in each locale,
// measured in Debian's Chromium against the production build (run `npm run build` first).
import zlib from 'node:zlib';
import {startBench} from './bench-browser.mjs';

const PORT = 4174;
const PAGES = [
  '/',
  '/guides/introduction',
  '/en/',
  '/en/restapi/apis/introduction',
  '/restapi/apis/groupManagement/createGroup',
  '/en/restapi/apis/messageManagement/sendMessage',
];

// BUILD_DIR measures another build (a before/after comparison), like the tests.
const {browser, origin, close} = await startBench(PORT, {dir: process.env.BUILD_DIR});

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
  await tab.goto(`${origin}${page}`, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  const cell = ([raw, gz]) => `${kb(raw)} / ${kb(gz)}`.padEnd(22);
  console.log(`${page.padEnd(34)} ${cell(totals.html)} ${cell(totals.js)} ${cell(totals.css)}`);
  await context.close();
}
await close();
