// Shared by the browser scripts (benchmarks, dev smoke test): serve build/ like production and launch Debian's
// Chromium with the flags this machine needs (the same as playwright.config.ts). Never a browser downloaded by a
// test tool.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium, or `CHROMIUM_PATH`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for this machine: no sandbox or GPU, and none of the browser's own network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Debian Chromium driven by Playwright. */
export function launchChromium() {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}

/**
 * Start the static server on `port` (serving `dir`, build/ by default) and a headless Chromium; `close()` stops
 * both.
 */
export async function startBench(port, {dir} = {}) {
  const args = ['scripts/serve-build.mjs', '--port', String(port), ...(dir ? ['--dir', dir] : [])];
  const server = spawn('node', args, {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await launchChromium();
  return {
    browser,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await browser.close();
      server.kill();
    },
  };
}
