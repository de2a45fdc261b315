import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// SDK method pages render the catalogue as synced platform tabs: the reader's platform follows them from page to
// page (client-side navigation and a fresh load) and survives a reload.
for (const prefix of ['', '/en']) {
  test(`SDK method pages ${prefix || '/'}: the chosen platform follows the reader`, async ({page}) => {
    await page.goto(`${prefix}/sdks/api/initialization/login`);
    const flutter = page.getByRole('tab', {name: 'Flutter', exact: true});
    await flutter.click();
    await expect(flutter).toHaveAttribute('aria-selected', 'true');
    // The visible panel is Flutter's: its Dart signature, not Android's Java one.
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('Future<UserInfo> login(');

    // Next method page, reached through a link on the page (client-side navigation).
    await page.locator('article a[href$="/sdks/api/initialization/logout"]').first().click();
    await expect(page).toHaveURL(/\/sdks\/api\/initialization\/logout$/);
    // The URL changes before the new page replaces the old one: ask the new page, not the old page's tabs.
    await expect(page.locator('article h1')).toHaveText('logout');
    await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('logout');
  });
}

test('a type name in a parameter table links to its class page', async ({page}) => {
  await page.goto('/en/sdks/api/message/sendMessage');
  // A click before hydration is replayed after it (tests/e2e/first-paint.spec.ts); here the tab works at once.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Flutter passes the message itself (Web wraps it in a parameter object).
  await page.getByRole('tab', {name: 'Flutter', exact: true}).click();
  const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
  const link = panel.locator('table a[href$="/sdks/class/message/messageInfo"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/en\/sdks\/class\/message\/messageInfo$/);
  await expect(page.locator('article h1')).toHaveText('messageInfo');
});

// The platform is in the URL: a link opens any tab, and the choice it makes follows the reader like a click does.
const LOGIN = '/sdks/api/initialization/login';
const selectedTab = (page: Page) => page.locator('article [role="tablist"] [role="tab"][aria-selected="true"]').first();

for (const prefix of ['', '/en']) {
  test(`?platform=flutter opens the Flutter tab and the next page keeps it ${prefix || '/'}`, async ({page}) => {
    await page.goto(`${prefix}${LOGIN}?platform=flutter`);
    await expect(selectedTab(page)).toHaveText('Flutter');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('Future<UserInfo> login(');
    await page.locator('article a[href$="/sdks/api/initialization/logout"]').first().click();
    await expect(page).toHaveURL(/\/sdks\/api\/initialization\/logout$/);
    await expect(page.locator('article h1')).toHaveText('logout');
    await expect(selectedTab(page)).toHaveText('Flutter');
  });
}

test('clicking a tab puts it in the URL, beside the hash and other parameters', async ({page}) => {
  await page.goto(`/en${LOGIN}?from=test#errors`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByRole('tab', {name: 'Web', exact: true}).click();
  await expect(page).toHaveURL(/\?from=test&platform=web#errors$/);
  await page.getByRole('tab', {name: 'Unity', exact: true}).click();
  await expect(page).toHaveURL(/\?from=test&platform=unity#errors$/);
});

test('?platform= with a hash selects the tab and scrolls to the heading', async ({page}) => {
  await page.goto(`/en/sdks/api/message/sendMessage?platform=flutter#errors`);
  await expect(selectedTab(page)).toHaveText('Flutter');
  await expect(page.locator('h2#errors')).toBeInViewport();
});

test('switching language keeps the platform and the section', async ({page}) => {
  await page.goto(`${LOGIN}?platform=unity#errors`);
  await expect(selectedTab(page)).toHaveText('Unity');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/en\/sdks\/api\/initialization\/login\?platform=unity#errors$/);
  await expect(selectedTab(page)).toHaveText('Unity');
  await expect(page.locator('h2#errors')).toBeInViewport();
});

const HOSTILE = ['', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'FLUTTER', 'constructor', '__proto__', 'flutter%00', '../../etc/passwd'];

test('an unknown ?platform= is dropped from the URL and the stored choice applies, without errors', async ({page}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  // No stored choice: the first platform.
  await page.goto(`/en${LOGIN}?platform=${encodeURIComponent('<script>alert(1)</script>')}#errors`);
  await expect(selectedTab(page)).toHaveText('Android');
  await expect(page).toHaveURL(/\/en\/sdks\/api\/initialization\/login#errors$/);
  await page.getByRole('tab', {name: 'Web', exact: true}).click();
  for (const value of HOSTILE) {
    await page.goto(`/en${LOGIN}?platform=${encodeURIComponent(value)}&from=test`);
    await expect(selectedTab(page), value).toHaveText('Web');
    await expect(page, value).toHaveURL(/\/en\/sdks\/api\/initialization\/login\?from=test$/);
  }
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.platform'))).toBe('web');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

// The selector: one row. On a wide screen all nine tabs fit beside the sidebar and the table of contents, no label
// broken; on a phone the row scrolls sideways (the page itself does not) and keeps the selected tab in view.
for (const prefix of ['', '/en']) {
  test(`the nine platform tabs fit one line at 1440 px ${prefix || '/'}`, async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto(`${prefix}/sdks/api/message/sendMessage`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const list = page.locator('article [role="tablist"]').first();
    const tabs = list.locator('[role="tab"]');
    await expect(tabs).toHaveCount(9);
    const row = await list.evaluate((ul) => ({height: ul.getBoundingClientRect().height, scroll: ul.scrollWidth, width: ul.clientWidth}));
    const heights = await tabs.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().height));
    expect(new Set(heights).size, `tab heights ${heights.join(', ')}`).toBe(1);
    expect(row.height).toBeCloseTo(heights[0], 0);
    expect(row.scroll).toBeLessThanOrEqual(row.width);
  });
}

test('on a phone the tabs scroll in their row, the page does not, and the selected tab is in view', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/en/sdks/api/message/sendMessage?platform=unity');
  await expect(selectedTab(page)).toHaveText('Unity');
  const list = page.locator('article [role="tablist"]').first();
  const inRow = (name: string) =>
    list.evaluate((ul, label) => {
      const tab = Array.from(ul.querySelectorAll('[role="tab"]'))
        .find((li) => li.textContent === label)!
        .getBoundingClientRect();
      const row = ul.getBoundingClientRect();
      return tab.left >= row.left - 0.5 && tab.right <= row.right + 0.5;
    }, name);
  expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
  await expect.poll(() => inRow('Unity')).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const heights = await list.locator('[role="tab"]').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().height));
  expect(new Set(heights).size, `tab heights ${heights.join(', ')}`).toBe(1);

  // Keyboard: the arrows move focus along the row (wrapping at its ends), Enter selects; the new tab comes into view.
  await selectedTab(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', {name: 'Android', exact: true})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(selectedTab(page)).toHaveText('iOS');
  await expect(page).toHaveURL(/\?platform=ios$/);
  await expect.poll(() => inRow('iOS')).toBe(true);
});
