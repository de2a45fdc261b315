/**
 * Browser storage blocked (strict privacy settings, some embedded views): touching `localStorage` or
 * `sessionStorage` throws. The site still works; choices just do not survive a reload, and the console shows a
 * warning but no error (the fixture fails the test on any console error or uncaught exception).
 */
import {test, expect, settled} from './fixtures';
import type {Page} from '@playwright/test';

/** Make every read of the two storages throw, as a browser that blocks them does. */
function blockStorage(configurable: boolean) {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable,
      get() {
        throw new DOMException(`Access to ${name} is denied`, 'SecurityError');
      },
    });
  }
}

test.beforeEach(async ({context}, testInfo) => {
  if (testInfo.titlePath.some((t) => t.includes('getItem or setItem throws'))) return;
  await context.addInitScript(blockStorage, !testInfo.title.includes('cannot be replaced'));
});

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}

test('storage really is blocked in these tests', async ({page}) => {
  await page.goto('/en/');
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (e) {
        return (e as Error).name;
      }
    }),
  ).toBe('SecurityError');
});

test('colour mode switches but is not kept; a warning is logged', async ({page}) => {
  const warnings = collectWarnings(page);
  await page.goto('/en/guides/introduction');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(
    warnings.some((w) => /storage is not available/i.test(w)),
    warnings.join('\n'),
  ).toBe(true);
});

test('platform tabs switch and the URL names the choice, but it is not kept for other pages', async ({page}) => {
  await page.goto('/en/sdks/api/initialization/login');
  // A click before hydration reaches no handler (the tabs are in the HTML before React takes them over).
  await settled(page);
  const web = page.getByRole('tab', {name: 'Web', exact: true});
  await web.click();
  await expect(web).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?platform=web$/);
  await page.reload();
  await expect(page.getByRole('tab', {name: 'Web', exact: true})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/en/sdks/api/initialization/logout');
  await expect(page.getByRole('tab', {name: 'Web', exact: true})).toHaveAttribute('aria-selected', 'false');
});

test('the announcement can be dismissed and comes back after a reload', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('[class*="announcementBar"]').first();
  await expect(bar).toBeVisible();
  // The close button is in the HTML before React hydrates it; a click that comes first is lost (CI failed so).
  await settled(page);
  await bar.getByRole('button').click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('[class*="announcementBar"]').first()).toBeVisible();
});

test('search answers from the modal and the results page', async ({page}) => {
  const warnings = collectWarnings(page);
  await page.goto('/en/');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('getAdminToken');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(warnings.some((w) => w.includes('search keeps its recent queries in memory'))).toBe(true);
  await page.goto('/en/search?q=getAdminToken');
  await expect(page.locator('main a[href*="getAdminToken"]').first()).toBeVisible();
});

test('where storage cannot be replaced either, the search button leads to the results page', async ({page}) => {
  await page.goto('/en/faq');
  await page.locator('.DocSearch-Button').click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  await page.getByRole('searchbox').fill('getAdminToken');
  await expect(page.locator('main a[href*="getAdminToken"]').first()).toBeVisible();
});

test.describe('storage that is reachable but whose getItem or setItem throws', () => {
  /** From now on every getItem (or setItem) of every storage throws, as a browser that denies access late does. */
  async function breakStorage(page: Page, method: 'getItem' | 'setItem', error: string): Promise<void> {
    await page.evaluate(
      ([m, name]) => {
        Storage.prototype[m] = function () {
          throw new DOMException(`${m} is denied`, name);
        };
      },
      [method, error] as const,
    );
  }

  test('getItem throws: the modal still opens and answers (in-memory recent searches)', async ({page}) => {
    const warnings = collectWarnings(page);
    await page.goto('/en/');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await breakStorage(page, 'getItem', 'SecurityError');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('getAdminToken');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(warnings.some((w) => w.includes('search keeps its recent queries in memory'))).toBe(true);
  });

  test('setItem throws (quota exceeded): the modal answers and keeps the stored recent searches', async ({page}) => {
    await page.goto('/en/');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() =>
      localStorage.setItem(
        '__DOCSEARCH_RECENT_SEARCHES__local',
        JSON.stringify([
          {
            objectID: '/faq',
            url: '/en/faq',
            type: 'lvl1',
            content: null,
            hierarchy: {lvl0: 'FAQ', lvl1: 'Stored earlier', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
          },
        ]),
      ),
    );
    await breakStorage(page, 'setItem', 'QuotaExceededError');
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Stored earlier');
    await page.locator('.DocSearch-Input').fill('getAdminToken');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
});
