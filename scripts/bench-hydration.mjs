#!/usr/bin/env node
// What a first view costs the main thread until React has hydrated, per page type and locale, next to the plain
// Docusaurus fixture (scripts/bench-fixture.mjs): CPU time of the page's main-thread tasks from navigation to
// `data-has-hydrated`, the longest of them, and the page's element count. Chromium runs with its CPU slowed 4×
// (Lighthouse's mobile setting), medians of --runs=N (3). Run `npm run build` first.
//   npm run bench:hydration [-- --runs=5] [-- --no-fixture]
/* global document -- counted in the page (page.evaluate) */
import {parseArgs} from 'node:util';
import {startBench} from './bench-browser.mjs';
import {buildPlainFixture} from './bench-fixture.mjs';
import {FIXTURE_PAGES, PAGE_TYPES, REST_FIELDS, inEnglish} from './bench-pages.mjs';
import {taskCpuTimes} from './long-tasks.mjs';

const {values: args} = parseArgs({options: {runs: {type: 'string', default: '3'}, 'no-fixture': {type: 'boolean', default: false}}});
const RUNS = Math.max(1, Number(args.runs) || 3);
const PORT = 4176;
const CPU_SLOWDOWN = 4;
// Each page type (and the REST reference's longest table) in zh-Hans and in English.
const PAGES = [...PAGE_TYPES.slice(0, 4), REST_FIELDS, ...PAGE_TYPES.slice(4)].flatMap(({type, page}) => [
  [type, page],
  [type, inEnglish(page)],
]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(dir, pages, label) {
  const {browser, origin, close} = await startBench(PORT, {dir});
  console.log(`\n${label}: main thread until hydrated (CPU ${CPU_SLOWDOWN}× slower), medians of ${RUNS}`);
  console.log(`${'page type'.padEnd(13)}${'path'.padEnd(46)}${'CPU total'.padStart(11)}${'longest'.padStart(10)}${'elements'.padStart(10)}`);
  try {
    for (const [type, page] of pages) {
      const totals = [];
      const longest = [];
      let elements = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
        const tasks = await taskCpuTimes(tab, async () => {
          await tab.goto(`${origin}${page}`);
          await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
        });
        totals.push(tasks.reduce((sum, t) => sum + t, 0));
        longest.push(Math.max(0, ...tasks));
        elements = await tab.evaluate(() => document.getElementsByTagName('*').length);
        await context.close();
      }
      console.log(
        `${type.padEnd(13)}${page.padEnd(46)}${`${median(totals).toFixed(0)} ms`.padStart(11)}${`${median(longest).toFixed(0)} ms`.padStart(10)}${String(elements).padStart(10)}`,
      );
    }
  } finally {
    await close();
  }
}

await measure(undefined, PAGES, 'this site');
if (!args['no-fixture']) {
  const fixture = buildPlainFixture();
  await measure(fixture.buildDir, FIXTURE_PAGES, `plain Docusaurus (252 docs per locale)`);
}
