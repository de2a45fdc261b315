/**
 * Every URL of both sitemaps, loaded in Chromium: status 200, a visible H1 once React has hydrated, no console
 * error, no failed request and no request to another host. Every 10th page is loaded again in light mode (the
 * site is dark by default). A slice fails with the list of its offending URLs and what went wrong on each.
 */
import {test, expect, type Page} from '@playwright/test';
import {settled} from './fixtures';
import {sitemapPaths, slices} from './site-urls';

const PATHS = sitemapPaths();
const SLICES = 24;
const LIGHT_SAMPLE_EVERY = 10;

/** Problems seen on the page since the last `take()`. */
function watch(page: Page, origin: string) {
  let problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`status ${res.status()}: ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // ERR_ABORTED is a prefetch cut short by the next page.goto, not a broken asset.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  // Observed, not intercepted: routing every request through the test runner tripled the time of a page. The
  // machine has no network, so such a request also fails; it is reported here either way.
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request to another host: ${url}`);
  });
  return {
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

async function visit(page: Page, url: string, theme: 'dark' | 'light'): Promise<string[]> {
  const found: string[] = [];
  const res = await page.goto(url, {waitUntil: 'load'});
  if (res?.status() !== 200) found.push(`status ${res?.status()}`);
  try {
    await settled(page);
  } catch {
    found.push('React did not hydrate or a diagram was not drawn within 10 s');
  }
  if (!(await page.locator('h1').first().isVisible())) found.push('no visible H1');
  const shown = await page.locator('html').getAttribute('data-theme');
  if (shown !== theme) found.push(`colour mode ${shown}, expected ${theme}`);
  return found;
}

test.describe('crawl of both sitemaps', () => {
  test('lists both locales', () => {
    expect(PATHS.filter((p) => p.startsWith('/en/')).length).toBeGreaterThan(400);
    expect(PATHS.filter((p) => !p.startsWith('/en/')).length).toBeGreaterThan(400);
  });

  for (const [i, paths] of slices(PATHS, SLICES).entries()) {
    test(`slice ${i + 1}/${SLICES} (${paths.length} pages)`, async ({page, baseURL}) => {
      test.setTimeout(paths.length * 6_000);
      const origin = new URL(baseURL!).origin;
      const watcher = watch(page, origin);
      const offenders: string[] = [];
      for (const [n, path] of paths.entries()) {
        const themes: Array<'dark' | 'light'> = (n + i) % LIGHT_SAMPLE_EVERY === 0 ? ['dark', 'light'] : ['dark'];
        for (const theme of themes) {
          const url = theme === 'light' ? `${path}?docusaurus-theme=light` : path;
          const found = [...(await visit(page, url, theme)), ...watcher.take()];
          if (found.length) offenders.push(`${url}\n    ${found.join('\n    ')}`);
        }
      }
      expect(offenders, `offending URLs:\n${offenders.join('\n')}`).toEqual([]);
    });
  }
});
