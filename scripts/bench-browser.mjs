// Shared by the browser scripts (benchmarks, dev smoke test): serve build/ like production and launch Debian's
// Chromium with the flags this machine needs (scripts/chromium.mjs). Never a browser downloaded by a test tool.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

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
