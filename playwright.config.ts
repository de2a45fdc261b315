import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium.mjs';

/** Port of the production build served for the browser tests (scripts/serve-build.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build under test: `build/`, or `BUILD_DIR` (tests/build-dir.ts). */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

// Debian's Chromium (scripts/chromium.mjs), never a browser downloaded by the test tool.
const BROWSER_ARGS = [
  ...CHROMIUM_ARGS,
  // The site must work with no network but its own: every other host fails to resolve. This replaces a route on
  // every request, which sent each one through the test runner and made a page load up to a third slower.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI only. Timing races between the test and a loaded two-core machine have each failed a whole CI run
  // once in about ten; a test that needed its retry is still named as flaky in `npm test`'s digest, to be fixed at
  // its cause. A real regression fails both tries. Locally a test gets one try, so a race shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Baselines of the screenshot gate (tests/e2e/screenshots.spec.ts), one file per page type, locale, device, mode.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Ten seconds for an expectation to hold: on a loaded two-core CI run the search index alone took over five to
  // arrive once the modal opened, and the first hit was not drawn within the default.
  expect: {timeout: 10_000, toHaveScreenshot: {threshold: 0.2}},
  reporter: process.env.PW_JSON ? [['list'], ['json', {outputFile: process.env.PW_JSON}]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {executablePath: CHROMIUM_PATH, args: BROWSER_ARGS},
    viewport: {width: 1280, height: 800},
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve-build.mjs --host 127.0.0.1 --port ${E2E_PORT} --dir ${JSON.stringify(BUILD_DIR)}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
