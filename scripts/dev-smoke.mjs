#!/usr/bin/env node
// Smoke test of the authoring loop: `npm start` (zh-Hans) and `npm run start:en` each start the dev server, every
// section's page renders in Chromium, and an edit to a page shows up without a reload by hand. Bounded in time; a
// crash, a timeout or a page that does not answer 200 fails it. Prints one line per check and a JSON summary
// (`--json <file>`) that scripts/test-all.mjs counts.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from './bench-browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({options: {json: {type: 'string'}, port: {type: 'string', default: '3390'}}});
const PORT = Number(values.port);
/** A cold start compiles both bundles of every page; on two cores that takes about a minute. */
const START_TIMEOUT_MS = 240_000;
const EDIT_TIMEOUT_MS = 60_000;

const SERVERS = [
  {name: 'npm start (zh-Hans)', script: 'start', prefix: '', edited: 'docs-guides/introduction/index.mdx'},
  {name: 'npm run start:en', script: 'start:en', prefix: '/en', edited: 'i18n/en/docusaurus-plugin-content-docs-guides/current/introduction/index.mdx'},
];
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

for (const {name, script, prefix, edited} of SERVERS) {
  const log = [];
  const server = spawn('npm', ['run', script, '--', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));
  const editedFile = path.join(ROOT, edited);
  const original = fs.readFileSync(editedFile, 'utf8');
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const ms = await waitForServer(server, `${origin}${prefix}/`, START_TIMEOUT_MS);
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
    // An edit to a page appears in the open browser without a reload by hand.
    await page.goto(`${origin}${prefix}/guides/introduction`);
    await page.locator('h1').first().waitFor();
    const marker = `dev-smoke-${Date.now()}`;
    const saved = Date.now();
    fs.writeFileSync(editedFile, `${original.trimEnd()}\n\n${marker}\n`);
    let shown = false;
    try {
      await page.getByText(marker).waitFor({timeout: EDIT_TIMEOUT_MS});
      shown = true;
    } catch {
      // reported below
    }
    check(`${name}: an edited page updates in the browser`, shown, shown ? `${((Date.now() - saved) / 1000).toFixed(1)} s after saving` : 'not within 60 s');
    await page.close();
  } catch (error) {
    check(`${name}: starts and serves`, false, error.message);
    console.log(log.join('').split('\n').slice(-30).join('\n'));
  } finally {
    fs.writeFileSync(editedFile, original);
    await stop(server);
  }
}

await browser.close();
const failed = results.filter((r) => !r.ok).length;
if (values.json) fs.writeFileSync(values.json, JSON.stringify({passed: results.length - failed, failed}));
console.log(`dev-smoke: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
