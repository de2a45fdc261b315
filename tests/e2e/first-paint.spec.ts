/**
 * The page is painted from its HTML before its scripts are fetched (src/data/scriptLoading.ts, issue #25): the
 * scripts load after the first contentful paint, in order, and the page still hydrates; where the browser reports
 * no paint timing it loads them at DOMContentLoaded.
 */
import type {Page} from '@playwright/test';
import {test, expect, settled} from './fixtures';
import {SCRIPT_LIST_ID} from '../../src/data/scriptLoading';

const SDK_PAGE = '/en/sdks/api/message/sendMessage';

/** When the first contentful paint happened and when each entry script was requested, in page time. */
async function paintAndScripts(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => ({name: entry.name.split('/').pop()!, start: entry.startTime}));
    return {paint, scripts};
  });
}

/** Hold the page's main.js until the returned function is called: the page stays painted but not hydrated. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const url of [SDK_PAGE, '/guides/introduction']) {
  test(`${url}: the entry scripts are requested after the first contentful paint, and the page hydrates`, async ({page}) => {
    await page.goto(url);
    await settled(page);
    const {paint, scripts} = await paintAndScripts(page);
    expect(paint).not.toBeNull();
    expect(scripts.map((s) => s.name.split('.')[0]).sort()).toEqual(['main', 'runtime~main']);
    for (const script of scripts) expect(script.start).toBeGreaterThanOrEqual(paint);
    // The HTML names the scripts in a list, not as <script src>: nothing is fetched before the paint.
    expect(await page.locator(`head script[type="application/json"]#${SCRIPT_LIST_ID}`).count()).toBe(1);
    const listed = JSON.parse((await page.locator(`#${SCRIPT_LIST_ID}`).textContent())!) as string[];
    expect(listed.map((src) => src.split('/').pop()!.split('.')[0])).toEqual(['runtime~main', 'main']);
  });
}

test('without paint timing the scripts load at DOMContentLoaded and the page hydrates', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {configurable: true, get: () => []});
  });
  await page.goto(SDK_PAGE);
  await settled(page);
  // Hydrated: the platform tabs switch.
  await page.getByRole('tab', {name: 'Flutter', exact: true}).click();
  await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');
});

test('an entry script that fails to load leaves the page readable with its tab panels unfolded', async ({page, problems}) => {
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.fulfill({status: 503, body: 'down'}));
  await page.goto(SDK_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  // The fallback style (src/data/tabFallback.ts) is enabled again by the load error: every panel shows.
  await expect.poll(() => page.evaluate(() => (document.getElementById('tabs-unfolded') as HTMLStyleElement).disabled)).toBe(false);
  await expect(page.locator('[role=tabpanel]').first()).toBeVisible();
  await expect(page.locator('[role=tabpanel]').nth(1)).toBeVisible();
  problems.errors.length = 0; // the 503 is this test's doing
});

test('a tab clicked before the page has hydrated is selected once it has', async ({page}) => {
  const release = await holdMainScript(page);
  await page.goto(SDK_PAGE);
  const flutter = page.getByRole('tab', {name: 'Flutter', exact: true});
  await flutter.click();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await settled(page);
  await expect(flutter).toHaveAttribute('aria-selected', 'true');
  // Clicked once: the theme switch, a button too, was not touched.
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
});

test('text typed into a field before the page has hydrated is taken up once it has', async ({page}) => {
  const release = await holdMainScript(page);
  await page.goto('/en/faq');
  await page.getByRole('searchbox').fill('retainChatRecords');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await settled(page);
  await expect(page.locator('[data-faq-id]:visible')).toHaveCount(1);
  await expect(page.getByRole('searchbox')).toHaveValue('retainChatRecords');
});

test('a language link clicked before the page has hydrated keeps the query and the section', async ({page}) => {
  const release = await holdMainScript(page);
  await page.goto('/sdks/api/message/sendMessage?from=test#usage-notes');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/en\/sdks\/api\/message\/sendMessage\?from=test#usage-notes$/);
  // Still before hydration (main.js is held on this page too): the browser itself scrolled to the section.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await expect(page.locator('h2#usage-notes')).toBeInViewport();
  release();
});
