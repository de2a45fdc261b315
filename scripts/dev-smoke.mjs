#!/usr/bin/env node
// Smoke test of the authoring loop: `npm start` (zh-Hans) and `npm run start:en` each start the dev server, every
// section's page renders in Chromium, and an edit shows up in the open page without a reload by hand: to a page
// (both servers), and on the English server to the OpenAPI document and to an SDK catalogue file, which pages are
// generated from. Bounded in time; a crash, a timeout or a page that does not answer 200 fails it. Prints one line
// per check with its time, and a JSON summary (`--json <file>`) that scripts/test-all.mjs counts.
// `npm run bench:dev` runs the English server alone (`--servers en`) for the figures.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from './bench-browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({options: {json: {type: 'string'}, port: {type: 'string', default: '3390'}, servers: {type: 'string', default: 'zh-Hans,en'}}});
const PORT = Number(values.port);
/** A cold start compiles both bundles of every page; on two cores that takes about a minute. */
const START_TIMEOUT_MS = 240_000;
const EDIT_TIMEOUT_MS = 60_000;

/** The English description of the operationID header, shown in the header table of every REST call page. */
const OPENAPI_ANCHOR = 'A request without it fails with 1001.';
/** The English result description of sendMessage in the SDK catalogue, shown in every platform tab of its page. */
const CATALOGUE_ANCHOR = "media URLs are filled in.',";

/** Edits whose result must appear in the open page: [label, file, page, how to change the file with a marker]. */
const PAGE_EDIT = (file) => ['an edited page', file, '/guides/introduction', (text, marker) => `${text.trimEnd()}\n\n${marker}\n`];
const DATA_EDITS = [
  [
    'an edit to the OpenAPI document',
    'openapi/openim-server.yaml',
    '/restapi/apis/messageManagement/sendMessage',
    (text, marker) => replaceOnce(text, OPENAPI_ANCHOR, `${OPENAPI_ANCHOR} ${marker}`),
  ],
  [
    'an edit to the SDK catalogue',
    'src/data/sdk/methods/message.ts',
    '/sdks/api/message/sendMessage',
    (text, marker) => replaceOnce(text, CATALOGUE_ANCHOR, `media URLs are filled in. ${marker}',`),
  ],
];

const SERVERS = [
  {locale: 'zh-Hans', name: 'npm start (zh-Hans)', script: 'start', prefix: '', edits: [PAGE_EDIT('docs-guides/introduction/index.mdx')]},
  {
    locale: 'en',
    name: 'npm run start:en',
    script: 'start:en',
    prefix: '/en',
    edits: [PAGE_EDIT('i18n/en/docusaurus-plugin-content-docs-guides/current/introduction/index.mdx'), ...DATA_EDITS],
  },
].filter((server) => values.servers.split(',').includes(server.locale));

function replaceOnce(text, anchor, replacement) {
  if (text.split(anchor).length !== 2) throw new Error(`dev-smoke: "${anchor}" must occur exactly once in the file it edits`);
  return text.replace(anchor, replacement);
}
/** One page of each section and the site's own pages, with text its H1 must contain. */
const PAGES = [
  ['/', null],
  ['/guides/introduction', null],
  ['/sdks/api/message/sendMessage', 'sendMessage'],
  ['/restapi/apis/messageManagement/sendMessage', null],
  ['/blog/golang/architectural/example', null],
  ['/faq', null],
];

const results = [];
function check(name, ok, detail = '') {
  results.push({name, ok});
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** Resolves once the server answers `url` with 200, rejects when it exits first or the time is up. */
async function waitForServer(server, url, timeoutMs) {
  const started = Date.now();
  let exited = null;
  server.once('exit', (code) => (exited = code));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`the dev server exited with code ${exited}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Stops npm and every process it started (docusaurus, its compiler): SIGTERM to the group, then SIGKILL. */
async function stop(server) {
  const signalGroup = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // the group is gone
    }
  };
  signalGroup('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  // npm may exit at once and leave docusaurus running: the group is killed whatever npm did.
  signalGroup('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const browser = await launchChromium();

/** Saves an edit and waits for its marker in the open page (hidden tab panels count: the text is in the DOM). */
async function editShows(page, origin, {name, prefix}, [label, file, route, change]) {
  const absolute = path.join(ROOT, file);
  const original = fs.readFileSync(absolute, 'utf8');
  try {
    // The previous edit's restore is still being compiled, and the dev server holds requests until it is done.
    await page.goto(`${origin}${prefix}${route}`, {timeout: START_TIMEOUT_MS});
    await page.locator('h1').first().waitFor({timeout: START_TIMEOUT_MS});
    const marker = `dev-smoke-${Date.now()}`;
    const saved = Date.now();
    fs.writeFileSync(absolute, change(original, marker));
    let shown = false;
    try {
      await page.getByText(marker).first().waitFor({state: 'attached', timeout: EDIT_TIMEOUT_MS});
      shown = true;
    } catch {
      // reported below
    }
    check(
      `${name}: ${label} shows in the open page`,
      shown,
      shown ? `${((Date.now() - saved) / 1000).toFixed(1)} s after saving` : `not within ${EDIT_TIMEOUT_MS / 1000} s`,
    );
  } finally {
    fs.writeFileSync(absolute, original);
  }
}

for (const server of SERVERS) {
  const {name, script, prefix, edits} = server;
  const log = [];
  const child = spawn('npm', ['run', script, '--', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const ms = await waitForServer(child, `${origin}${prefix}/`, START_TIMEOUT_MS);
    check(`${name}: starts`, true, `${(ms / 1000).toFixed(1)} s to the first 200`);
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [route, h1] of PAGES) {
      const url = `${origin}${prefix}${route === '/' ? '/' : route}`;
      const response = await page.goto(url, {timeout: START_TIMEOUT_MS});
      const heading = page.locator('h1').first();
      let ok = response?.status() === 200;
      try {
        await heading.waitFor({timeout: 60_000});
        if (h1) ok &&= (await heading.innerText()).includes(h1);
      } catch {
        ok = false;
      }
      check(`${name}: ${route} renders`, ok && errors.length === 0, errors.at(-1) ?? `HTTP ${response?.status()}`);
    }
    for (const edit of edits) await editShows(page, origin, server, edit);
    await page.close();
  } catch (error) {
    check(`${name}: starts and serves`, false, error.message);
    console.log(log.join('').split('\n').slice(-30).join('\n'));
  } finally {
    await stop(child);
  }
}

await browser.close();
const failed = results.filter((r) => !r.ok).length;
if (values.json) fs.writeFileSync(values.json, JSON.stringify({passed: results.length - failed, failed}));
console.log(`dev-smoke: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
