// Shared by the browser benchmarks: serve build/ like production and launch Debian's Chromium with the flags
// this machine needs (the same as playwright.config.ts). Never a browser downloaded by a test tool.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Start the static server on `port` and a headless Chromium; `close()` stops both. */
export async function startBench(port) {
  const server = spawn('node', ['scripts/serve-build.mjs', '--port', String(port)], {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return {
    browser,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await browser.close();
      server.kill();
    },
  };
}
