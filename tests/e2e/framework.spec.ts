/**
 * The loading, navigation and error behaviour the spec takes from the framework (site-spec §2 "Navigation
 * behaviour", §4, §7, §8 error catalogue, §9 delays) still works in this site: nothing in src/ or the config may
 * override or break it. Each behaviour is provoked in the built site from the browser, by delaying, failing or
 * rewriting the site's own chunk requests.
 *
 * Where a scenario produces console errors on purpose, the test uses Playwright's bare `test` and asserts that the
 * errors are the expected ones; the others use the fixture, which fails on any console error.
 *
 * The spinner and the red error box (tests 1 and 2) cannot be reached by client-side navigation: PendingNavigation
 * keeps the old page until every chunk of the next route has loaded and reloads the document when one fails (tests
 * 3 and 6). They show when a page is entered at its `.html` path (`/en/guides/introduction.html`, which the static
 * host serves): the first render uses the normalised path, whose page chunks the pre-hydration preload did not load.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {test as bare, type BrowserContext, type Page, type Request} from '@playwright/test';
import {test, expect, settled} from './fixtures';
import {BUILD} from '../build-dir';

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** The React Root reports that the first client render differs from the server HTML; expected on a `.html` entry. */
const HYDRATION_MISMATCH = /onRecoverableError: Error: Minified React error #418/;
/** Chromium's line for a request the test aborted or the server answered with an error. */
const FAILED_RESOURCE = /^Failed to load resource: /;

interface ConsoleLog {
  errors: string[];
  warnings: string[];
}

/** Console errors (and uncaught exceptions) and warnings of a page, for the tests that provoke them. */
function listen(page: Page): ConsoleLog {
  const log: ConsoleLog = {errors: [], warnings: []};
  page.on('console', (msg) => {
    if (msg.type() === 'error') log.errors.push(msg.text());
    if (msg.type() === 'warning') log.warnings.push(msg.text());
  });
  page.on('pageerror', (err) => log.errors.push(`pageerror: ${err.message}`));
  return log;
}

function expectOnlyErrors(errors: string[], allowed: RegExp[]): void {
  expect(
    errors.filter((e) => !allowed.some((re) => re.test(e))),
    'unexpected console errors',
  ).toEqual([]);
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 10_000});
}

/** A chunk of the site: a script under assets/js, not the two entry scripts every page loads. */
function isRouteChunk(req: Request): boolean {
  return req.resourceType() === 'script' && /\/assets\/js\/(?!(runtime~)?main\.)[^/]+\.js$/.test(req.url());
}

/**
 * Holds the requests `match` accepts until `release()`; `held` lists them in order. Later routes take precedence
 * in Playwright, so other requests fall back to whatever was routed before (the fixture's guard, if any).
 */
async function holdRequests(page: Page, match: (req: Request) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/*', async (route) => {
    if (!match(route.request())) return route.fallback();
    held.push(route.request().url());
    await released;
    await route.fallback();
  });
  return {held, release};
}

/**
 * The chunks a page entered at `entry` (a `.html` path) loads only while rendering: from a not-found page of the
 * same locale (whose chunks are loaded), preload what the entry's own preload loads, then record what the
 * normalised path still needs.
 */
async function chunksRenderedLazily(context: BrowserContext, entry: string): Promise<string[]> {
  const probe = await context.newPage();
  try {
    await probe.goto(`${entry.startsWith('/en/') ? '/en' : ''}/__framework-spec-not-found`);
    await hydrated(probe);
    await probe.evaluate(async (p) => void (await window.docusaurus.preload(p)), entry);
    const urls: string[] = [];
    probe.on('request', (req) => {
      if (isRouteChunk(req)) urls.push(req.url());
    });
    await probe.evaluate(async (p) => void (await window.docusaurus.preload(p)), entry.replace(/\.html$/, ''));
    return urls;
  } finally {
    await probe.close();
  }
}

type FirstSeen = Record<string, number | undefined>;

/**
 * Init script: records, in page time (performance.now()), when each selector first matches and when the first
 * click happens, so the 200 ms thresholds are measured in the page and not across the test's connection.
 */
function watchFirstSeen(selectors: Record<string, string>): void {
  const seen: Record<string, number> = {};
  (window as unknown as {__firstSeen: Record<string, number>}).__firstSeen = seen;
  const check = () => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(selectors)) {
      if (!(name in seen) && document.querySelector(selector)) seen[name] = now;
    }
  };
  new MutationObserver(check).observe(document, {childList: true, subtree: true});
  // The event's own time stamp: when the input happened, however busy the page was.
  document.addEventListener('click', (e) => (seen.click ??= e.timeStamp), true);
}

function firstSeen(page: Page): Promise<FirstSeen> {
  return page.evaluate(() => ({...(window as unknown as {__firstSeen: FirstSeen}).__firstSeen}));
}

/** A selector for the script element webpack inserts for any of these chunk URLs. */
function scriptFor(urls: string[]): string {
  return urls.map((u) => `script[src$="${new URL(u).pathname}"]`).join(', ');
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Spinner after 200 ms
// ---------------------------------------------------------------------------------------------------------------

bare('1. a page whose chunk is slow shows the loading spinner only after 200 ms', async ({page, context}) => {
  const log = listen(page);
  const entry = '/en/guides/introduction.html';
  const chunks = await chunksRenderedLazily(context, entry);
  expect(chunks.length, 'page chunks loaded while rendering').toBeGreaterThan(0);
  await page.addInitScript(watchFirstSeen, {spinner: 'svg#loader', chunk: scriptFor(chunks)});
  const gate = await holdRequests(page, (req) => chunks.includes(req.url()));

  await page.goto(entry);
  // Docusaurus's Loading component (theme-fallback: classic does not replace it): an animated SVG, id "loader".
  const spinner = page.locator('svg#loader');
  await expect(spinner).toBeVisible();
  await expect(page.locator('article h1')).toHaveCount(0);
  const t = await firstSeen(page);

  gate.release();
  await expect(page.locator('article h1')).toHaveText('What is OpenIM');
  await expect(spinner).toHaveCount(0);
  // The delay runs from the moment the page asked for its chunk: the browser's own request start (resource timing,
  // known once the chunk has arrived), or the script's insertion if that was seen earlier. Not before 200 ms (with
  // margin), and well before the chunk arrived (held until the spinner showed); the upper bound leaves room for a
  // main thread busy rendering on a loaded machine.
  const requested = await page.evaluate((urls) => Math.min(...urls.flatMap((u) => performance.getEntriesByName(u).map((e) => e.startTime))), gate.held);
  const delay = t.spinner! - Math.min(requested, t.chunk!);
  expect(delay, 'spinner delay (ms)').toBeGreaterThanOrEqual(150);
  expect(delay, 'spinner delay (ms)').toBeLessThan(2000);
  expectOnlyErrors(log.errors, [HYDRATION_MISMATCH]);
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Red error box with Retry
// ---------------------------------------------------------------------------------------------------------------

for (const {entry, title} of [
  {entry: '/en/guides/introduction.html', title: 'What is OpenIM'},
  // The box is the framework's and untranslated: "Retry" in Chinese too.
  {entry: '/guides/introduction.html', title: 'OpenIM 是什么'},
]) {
  bare(`2. a page whose chunk fails shows the red box with the error and Retry loads it (${entry})`, async ({page, context}) => {
    const log = listen(page);
    const chunks = await chunksRenderedLazily(context, entry);
    expect(chunks.length).toBeGreaterThan(0);
    let failing = true;
    const asked: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (!chunks.includes(url)) return route.fallback();
      asked.push(url);
      return failing ? route.abort('failed') : route.fallback();
    });

    await page.goto(entry);
    const retry = page.getByRole('button', {name: 'Retry', exact: true});
    await expect(retry).toBeVisible();
    const box = retry.locator('xpath=../..');
    await expect(box).toHaveCSS('background-color', 'rgb(250, 56, 62)');
    // The raw error: webpack's ChunkLoadError naming the chunk and the URL that failed.
    const message = (await box.locator('p').textContent()) ?? '';
    expect(message).toMatch(/^ChunkLoadError: Loading chunk \S+ failed\.\s+\(error: http\S+\.js\)$/);
    expect(
      chunks.some((url) => message.includes(url)),
      message,
    ).toBe(true);
    await expect(page.locator('article h1')).toHaveCount(0);

    failing = false;
    const before = asked.length;
    await retry.click();
    await expect(page.locator('article h1')).toHaveText(title);
    await expect(retry).toHaveCount(0);
    expect(asked.length, 'Retry requests the chunk again').toBeGreaterThan(before);
    expect(log.errors.some((e) => FAILED_RESOURCE.test(e))).toBe(true);
    expectOnlyErrors(log.errors, [HYDRATION_MISMATCH, FAILED_RESOURCE]);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Route-change progress bar
// ---------------------------------------------------------------------------------------------------------------

const FEATURES = {
  en: {from: '/en/guides/introduction', to: '/en/guides/introduction/features', title: 'Features'},
  zh: {from: '/guides/introduction', to: '/guides/introduction/features', title: '功能一览'},
};

test.describe('3. route-change progress bar', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(watchFirstSeen, {bar: '#nprogress'});
  });

  test('starts 200 ms after a slow route change and completes when the route has updated', async ({page}) => {
    const {from, to, title} = FEATURES.zh;
    await page.goto(from);
    await settled(page);
    const oldTitle = await page.locator('article h1').textContent();
    // From now on the next route's chunks wait until released.
    const gate = await holdRequests(page, isRouteChunk);
    await page.locator(`.theme-doc-sidebar-menu a[href="${to}"]`).click();

    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const t = await firstSeen(page);
    const delay = t.bar! - t.click!;
    expect(delay, 'progress bar delay (ms)').toBeGreaterThanOrEqual(150);
    expect(delay, 'progress bar delay (ms)').toBeLessThan(2000);
    expect(gate.held.length, 'the next route waits for its chunks').toBeGreaterThan(0);
    // A bar only: the theme turns nprogress's spinner off.
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    // The old page stays until the next one has loaded, and the bar does not complete before.
    await expect(page.locator('article h1')).toHaveText(oldTitle!);
    await expect(bar).toBeVisible();

    gate.release();
    await expect(page.locator('article h1')).toHaveText(title);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not show for a route change that completes within 200 ms', async ({page}) => {
    const {from, to, title} = FEATURES.zh;
    await page.goto(from);
    await settled(page);
    // The next route's chunks are already loaded, so the change completes at once.
    await page.evaluate(async (p) => void (await window.docusaurus.preload(p)), to);
    await page.locator(`.theme-doc-sidebar-menu a[href="${to}"]`).click();
    await expect(page.locator('article h1')).toHaveText(title);
    // Wait past the bar's delay (with margin), measured in the page, before concluding it never showed.
    await page.waitForFunction(() => performance.now() - (window as unknown as {__firstSeen: FirstSeen}).__firstSeen.click! > 500);
    expect((await firstSeen(page)).bar, 'progress bar shown').toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 4. Crash page
// ---------------------------------------------------------------------------------------------------------------

const CRASH = {
  // i18n/en/code.json and i18n/zh-Hans/code.json: theme.ErrorPageContent.title / .tryAgain
  en: {title: 'This page crashed.', tryAgain: 'Try again'},
  zh: {title: '页面已崩溃。', tryAgain: '重试'},
};
const FAULT = ['Rendering the page content failed', 'The served chunk is broken', 'Injected by framework.spec.ts'];

/**
 * Chunk prelude (runs in the page before the chunk registers its modules): every module of this one chunk whose
 * default export is a function (the page's MDX content component) gets a stand-in that throws an error with a
 * chain of causes while `window.__renderFault` is set, and renders the original otherwise.
 */
function breakDefaultExports(chunkGlobal: string, messages: string[]): void {
  type Factory = (this: unknown, module: {exports: unknown}, exports: unknown, require: unknown) => void;
  type Fn = (this: unknown, ...args: unknown[]) => unknown;
  const w = window as unknown as Record<string, unknown> & {__renderFault?: boolean};
  const queue = w[chunkGlobal] as {push(data: [unknown, Record<string, Factory>]): unknown};
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, and called on the queue
  const push = queue.push;
  const standIns = new WeakMap<Fn, Fn>();
  const fault = () => messages.reduceRight<Error | undefined>((cause, m) => (cause ? new Error(m, {cause}) : new Error(m)), undefined)!;
  queue.push = function (data) {
    queue.push = push;
    const modules = data[1];
    for (const id of Object.keys(modules)) {
      const factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        const real = module.exports;
        if (real === null || typeof real !== 'object') return;
        module.exports = new Proxy(real, {
          get(target, key) {
            const value = Reflect.get(target, key) as unknown;
            if (key !== 'default' || typeof value !== 'function') return value;
            const original = value as Fn;
            if (!standIns.has(original)) {
              standIns.set(original, function (this: unknown, ...args: unknown[]) {
                if (w.__renderFault) throw fault();
                return original.apply(this, args);
              });
            }
            return standIns.get(original);
          },
        });
      };
    }
    return push.call(this, data);
  };
}

for (const locale of ['en', 'zh'] as const) {
  bare(`4. a render error shows the crash page with its causes, and Try again recovers (${locale})`, async ({page}) => {
    const log = listen(page);
    const {from, to, title} = FEATURES[locale];
    await page.goto(from);
    await settled(page);
    const chunkGlobal = await page.evaluate(() => Object.keys(window).find((k) => k.startsWith('webpackChunk')));
    expect(chunkGlobal, 'webpack chunk-loading global').toBeTruthy();

    // Serve the next page's chunks with the fault built in (after their "use strict" directive).
    const prelude = `(${breakDefaultExports.toString()})(${JSON.stringify(chunkGlobal)}, ${JSON.stringify(FAULT)});`;
    const broken: string[] = [];
    await page.route('**/*', async (route) => {
      if (!isRouteChunk(route.request())) return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/^("use strict";)?/, (directive) => directive + prelude);
      broken.push(route.request().url());
      await route.fulfill({response, body});
    });
    await page.evaluate(() => ((window as unknown as {__renderFault: boolean}).__renderFault = true));
    await page.locator(`.theme-doc-sidebar-menu a[href="${to}"]`).click();

    const crashed = page.getByRole('heading', {level: 1, name: CRASH[locale].title, exact: true});
    await expect(crashed).toBeVisible();
    expect(broken.length).toBeGreaterThan(0);
    // Contained by the layout's error boundary: navbar and footer stay.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const causes = page.locator('main p', {hasText: 'Cause:'});
    expect(await causes.textContent()).toBe(FAULT.join('\n\nCause:\n'));
    // React reports the error it caught.
    expect(
      log.errors.some((e) => e.includes(FAULT[0])),
      log.errors.join('\n'),
    ).toBe(true);

    await page.evaluate(() => ((window as unknown as {__renderFault: boolean}).__renderFault = false));
    await page.getByRole('button', {name: CRASH[locale].tryAgain, exact: true}).click();
    await expect(page.locator('article h1')).toHaveText(title);
    await expect(crashed).toHaveCount(0);
    expectOnlyErrors(log.errors, [new RegExp(FAULT[0])]);
    // Linked routes are prefetched in idle time (plugins/route-prefetch): a request still in the handler when the
    // test ends must not fail the run.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Base-URL banner
// ---------------------------------------------------------------------------------------------------------------

/** Serves the build below `prefix` only (a wrong base URL): everything else, the site's assets included, is 404. */
async function serveBuildUnder(prefix: string): Promise<{origin: string; close(): Promise<void>}> {
  const root = BUILD;
  const isFile = (file: string) => file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
  const server = http.createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const base = pathname.startsWith(prefix) ? path.join(root, decodeURIComponent(pathname.slice(prefix.length))) : '';
    const file = base ? [base, `${base}.html`, path.join(base, 'index.html')].find(isFile) : undefined;
    if (!file) {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('not found');
      return;
    }
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream';
    res.writeHead(200, {'Content-Type': type});
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The page may still be fetching (assets under the wrong base): close() alone would wait for those connections.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

bare('5. the home page served under a wrong base URL shows the banner with the suggested base URL', async ({page, baseURL}) => {
  const log = listen(page);
  // Served where it belongs, the site loads and the banner stays out.
  await page.goto(`${baseURL}/en/`);
  await hydrated(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);

  const wrong = await serveBuildUnder('/wrong/');
  try {
    for (const {home, configured} of [
      {home: '/wrong/', configured: '/ (default value)'},
      {home: '/wrong/en/', configured: '/en/'},
    ]) {
      await page.goto(wrong.origin + home);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your Docusaurus site did not load properly.');
      await expect(banner).toContainText('A very common reason is a wrong site baseUrl configuration.');
      await expect(banner).toContainText(`Current configured baseUrl = ${configured}`);
      await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(home);
    }
    // Only the home page carries the banner.
    await page.goto(`${wrong.origin}/wrong/en/faq`);
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  } finally {
    await wrong.close();
  }
  // The scripts and styles of the wrongly served pages were not found.
  expect(log.errors.some((e) => e.includes('404'))).toBe(true);
  expectOnlyErrors(log.errors, [/^Failed to load resource: the server responded with a status of 404/]);
});

// ---------------------------------------------------------------------------------------------------------------
// 6. Full reload when the next route's chunk fails
// ---------------------------------------------------------------------------------------------------------------

bare('6. a failed chunk during client-side navigation reloads the page at the new path', async ({page}) => {
  const log = listen(page);
  const {from, to, title} = FEATURES.en;
  await page.goto(from);
  await settled(page);
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));

  // Every chunk fails until the browser loads a new document; that document then loads normally.
  let failing = true;
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) failing = false;
  });
  await page.route('**/*', (route) => (failing && isRouteChunk(route.request()) ? route.abort('failed') : route.fallback()));
  const documentRequest = page.waitForRequest((req) => req.isNavigationRequest() && new URL(req.url()).pathname === to);
  await page.locator(`.theme-doc-sidebar-menu a[href="${to}"]`).click();

  await documentRequest;
  await expect(page.locator('article h1')).toHaveText(title);
  await hydrated(page);
  expect(new URL(page.url()).pathname).toBe(to);
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), 'still the old document').toBeUndefined();
  // PendingNavigation logs the load error as a warning before it reloads.
  expect(
    log.warnings.some((w) => /ChunkLoadError: Loading chunk \S+ failed/.test(w)),
    log.warnings.join('\n'),
  ).toBe(true);
  // The aborted requests, and the hover preload's rejected promise (Link preloads on mouseenter).
  expectOnlyErrors(log.errors, [FAILED_RESOURCE, /Loading chunk \S+ failed/]);
});

// ---------------------------------------------------------------------------------------------------------------
// 7. No prefetch on 2g or save-data connections
// ---------------------------------------------------------------------------------------------------------------

/**
 * Init script: the Network Information API reports this connection; `__chunkScripts` counts the chunk scripts
 * webpack inserts (it removes each once loaded, so the elements themselves cannot be counted).
 */
function emulateConnection(connection: {effectiveType: string; saveData: boolean}): void {
  Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => connection});
  const w = window as unknown as {__chunkScripts: number};
  w.__chunkScripts = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) w.__chunkScripts++;
      }
    }
  }).observe(document, {childList: true, subtree: true});
}

const CONNECTIONS = [
  {name: 'a 4g connection', effectiveType: '4g', saveData: false, prefetches: true},
  {name: 'a 2g connection', effectiveType: '2g', saveData: false, prefetches: false},
  {name: 'a slow-2g connection', effectiveType: 'slow-2g', saveData: false, prefetches: false},
  {name: 'a save-data connection', effectiveType: '4g', saveData: true, prefetches: false},
];

for (const {name, prefetches, ...connection} of CONNECTIONS) {
  test(`7. linked routes are ${prefetches ? '' : 'not '}prefetched on ${name}`, async ({page}) => {
    await page.addInitScript(emulateConnection, connection);
    // <link rel=prefetch> requests (Link, when a link enters the viewport) and chunk scripts (Link, on hover).
    const prefetched: string[] = [];
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (!/\/assets\/js\//.test(req.url())) return;
      if (req.resourceType() === 'script') scripts.push(req.url());
      else prefetched.push(req.url());
    });
    await page.goto('/en/');
    await settled(page);
    const guides = page.locator('.navbar a[href="/en/guides/introduction"]');
    // Intersection observers are notified in the order they were created: once a new one on a navbar link has been
    // called, the site's (created at hydration) have been too, and any prefetch has started.
    await guides.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const io = new IntersectionObserver(() => (io.disconnect(), resolve()));
          io.observe(el);
        }),
    );
    const prefetchLinks = page.locator('link[rel="prefetch"]');

    const scriptElements = () => page.evaluate(() => (window as unknown as {__chunkScripts: number}).__chunkScripts);
    const before = {elements: await scriptElements(), requests: scripts.length};
    // Hovering preloads the link's route: its scripts are inserted by the mouseenter handler, before hover() returns.
    await guides.hover();
    if (prefetches) {
      // Prefetching runs in idle time (plugins/route-prefetch), a little after the links came into view.
      await expect.poll(() => prefetchLinks.count()).toBeGreaterThan(0);
      await expect.poll(() => prefetched.length).toBeGreaterThan(0);
      expect(await scriptElements()).toBeGreaterThan(before.elements);
      await expect.poll(() => scripts.length).toBeGreaterThan(before.requests);
    } else {
      // Give queued prefetching its idle time before saying there was none.
      for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})));
      expect(await prefetchLinks.count()).toBe(0);
      expect(prefetched).toEqual([]);
      expect(await scriptElements()).toBe(before.elements);
      expect(scripts.length).toBe(before.requests);
    }

    // Navigation itself still loads the route (and shows that its chunks were not loaded before).
    await guides.click();
    await expect(page.locator('article h1')).toHaveText('What is OpenIM');
    if (!prefetches) expect(scripts.length).toBeGreaterThan(before.requests);
  });
}
