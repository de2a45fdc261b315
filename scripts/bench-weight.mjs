#!/usr/bin/env node
// Bytes a first view loads (HTML, JS, CSS; raw and gzip) for one page of each type in each locale, measured in
// Debian's Chromium against the production build (run `npm run build` first), and the same for the plain
// Docusaurus fixture (scripts/bench-fixture.mjs) at its usual size and at twice as many docs: how much of the
// first view grows with the page count (Docusaurus's route table in main.js) and by how much per page.
//   npm run bench:weight [-- --no-fixture]
import zlib from 'node:zlib';
import {startBench} from './bench-browser.mjs';
import {buildPlainFixture} from './bench-fixture.mjs';
import {FIXTURE_PAGES, PAGE_TYPES, inEnglish} from './bench-pages.mjs';

const PORT = 4174;
// Every page type in zh-Hans, then in English.
const PAGES = [...PAGE_TYPES.map(({type, page}) => [type, page]), ...PAGE_TYPES.map(({type, page}) => [type, inEnglish(page)])];
const FIXTURE_SIZES = [252, 504];

// Scripts the page runs (runtime, main.js, the route's chunks: the sidebar's data among them) are `script` requests;
// chunks Docusaurus prefetches for links in view (`<link rel=prefetch>`) are fetched, not run, and counted apart.
const kind = (type, url) =>
  type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : url.endsWith('.js') ? 'prefetch' : 'other';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Bytes by kind of what `pages` load on a cold first view; also the raw size of main.js. */
async function measure(dir, pages, label) {
  const {browser, origin, close} = await startBench(PORT, {dir});
  const rows = [];
  try {
    for (const [type, page] of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const totals = {html: [0, 0], js: [0, 0], css: [0, 0], prefetch: [0, 0], other: [0, 0]};
      let main = 0;
      const pending = [];
      tab.on('response', (res) => {
        pending.push(
          res.body().then(
            (body) => {
              const t = totals[kind(res.request().resourceType(), res.url())];
              t[0] += body.length;
              t[1] += zlib.gzipSync(body).length;
              if (/\/main\.[0-9a-f]+\.js$/.test(res.url())) main = zlib.gzipSync(body).length;
            },
            () => {},
          ),
        );
      });
      await tab.goto(`${origin}${page}`, {waitUntil: 'networkidle'});
      await Promise.all(pending);
      rows.push({label, type, page, totals, main});
      await context.close();
    }
  } finally {
    await close();
  }
  return rows;
}

const cell = ([raw, gz]) => `${kb(raw)} / ${kb(gz)}`.padEnd(22);
const print = (rows) => {
  for (const {label, type, page, totals, main} of rows) {
    console.log(
      `${label.padEnd(14)} ${type.padEnd(11)} ${page.padEnd(44)} ${cell(totals.html)} ${cell(totals.js)} ${kb(main).padStart(9)}   ${cell(totals.css)} ${cell(totals.prefetch)}`,
    );
  }
};

console.log('bench:weight (first view, cold cache; raw / gzip; js run: the scripts the page runs, main.js among them)');
console.log(
  `${'site'.padEnd(14)} ${'page type'.padEnd(11)} ${'page'.padEnd(44)} ${'html'.padEnd(22)} ${'js run'.padEnd(22)} ${'main.js'.padStart(9)}   ${'css'.padEnd(22)} js prefetched`,
);
// BUILD_DIR measures another build (a before/after comparison), like the tests.
print(await measure(process.env.BUILD_DIR, PAGES, 'this site'));

if (!process.argv.includes('--no-fixture')) {
  const fixtureRows = [];
  for (const docs of FIXTURE_SIZES) {
    const {buildDir} = buildPlainFixture({docs});
    fixtureRows.push(...(await measure(buildDir, FIXTURE_PAGES, `plain ${docs}×2`)));
  }
  print(fixtureRows);
  const doc = (docs) => fixtureRows.find((r) => r.label === `plain ${docs}×2` && r.type === 'doc');
  const [small, large] = FIXTURE_SIZES.map(doc);
  const perRoute = (large.main - small.main) / (FIXTURE_SIZES[1] - FIXTURE_SIZES[0]);
  console.log(
    `\nplain Docusaurus: doubling the docs (${FIXTURE_SIZES[0]} → ${FIXTURE_SIZES[1]} per locale) adds ${kb(large.totals.js[1] - small.totals.js[1])} gzip ` +
      `to a doc page's first-view JS, ${kb(large.main - small.main)} of it in main.js (${perRoute.toFixed(0)} bytes gzip per route), ` +
      `and ${kb(large.totals.prefetch[1] - small.totals.prefetch[1])} gzip to what it prefetches`,
  );
}
