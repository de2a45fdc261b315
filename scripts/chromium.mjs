// Debian's Chromium and the flags this machine needs, for everything that drives a browser: the browser tests
// (playwright.config.ts), the benchmarks and dev smoke test (scripts/bench-browser.mjs) and the build-time diagram
// drawing (plugins/mermaid-svg/render.ts). Never a browser downloaded by a test tool.

/** Debian's Chromium, or `CHROMIUM_PATH`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox or GPU, and none of the browser's own network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
