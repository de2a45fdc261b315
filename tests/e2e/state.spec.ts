import {test, expect} from './fixtures';

test.describe('colour mode', () => {
  test('is dark by default, whatever the system prefers', async ({browser, baseURL}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('the toggle stores the choice under "theme" and a second tab follows', async ({page, context}) => {
    await page.goto('/guides/introduction');
    const second = await context.newPage();
    await second.goto('/faq');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('a dismissed announcement stays dismissed after reload', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('[class*="announcementBar"]').first();
  await expect(bar).toBeVisible();
  await bar.getByRole('button').click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
});

test('a chosen platform tab is shown again after reload and on other pages', async ({page}) => {
  await page.goto('/en/sdks/introduction');
  await page.getByRole('tab', {name: 'Web'}).click();
  await expect(page.getByRole('tab', {name: 'Web'})).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.platform'))).toBe('web');
  await page.reload();
  await expect(page.getByRole('tab', {name: 'Web'})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/sdks/introduction');
  await expect(page.getByRole('tab', {name: 'Web'})).toHaveAttribute('aria-selected', 'true');
});

test.describe('FAQ', () => {
  test('filters by words and by topic', async ({page}) => {
    await page.goto('/en/faq');
    const entries = page.locator('[data-faq-id]:visible');
    const total = await entries.count();
    expect(total).toBeGreaterThanOrEqual(25);
    await page.getByRole('searchbox').fill('retainChatRecords');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute('data-faq-id', 'message-retention');
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', {name: 'Push', exact: true}).click();
    expect(await entries.count()).toBeLessThan(total);
    await page.getByRole('searchbox').fill('zzzz-nothing');
    await expect(page.getByText('No question matches')).toBeVisible();
  });

  test('each answer is reachable by its hash', async ({page}) => {
    await page.goto('/faq#multi-device-login');
    const heading = page.locator('h2#multi-device-login');
    await expect(heading).toBeInViewport();
  });
});

test.describe('layout', () => {
  test('below 996px the hamburger opens the sidebar, locks scrolling and closes on navigation', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await page.goto('/en/guides/introduction');
    const toggle = page.locator('button.navbar__toggle');
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(page.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await sidebar.getByRole('link', {name: 'Client SDKs'}).click();
    await expect(page).toHaveURL(/\/en\/sdks\/introduction$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the open mobile sidebar closes when the window grows to desktop width', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await page.goto('/en/faq');
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('at 997px the navbar shows its items and no hamburger', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/en/');
    await expect(page.locator('button.navbar__toggle')).toBeHidden();
    await expect(page.locator('.navbar__items:not(.navbar__items--right)').getByRole('link', {name: 'Guides'})).toBeVisible();
  });
});

test('a blog article shows its author and date', async ({page}) => {
  await page.goto('/en/blog/golang/architectural/example');
  await expect(page.getByTestId('byline')).toContainText('OpenIM Docs Team');
  await expect(page.locator('[data-testid="byline"] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});

// plugins/date-format writes this date without ICU; the browser's own ICU must agree, and hydration with it.
test('"last updated" shows the date as the browser formats it, in both locales', async ({page}) => {
  for (const [url, locale] of [
    ['/en/guides/introduction', 'en'],
    ['/guides/introduction', 'zh-Hans'],
  ]) {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const time = page.locator('.theme-last-updated time');
    // A build from a shallow clone leaves the date out (plugins/git-history.ts).
    test.skip((await time.count()) === 0, 'this build has no "last updated" dates');
    const {shown, expected} = await time.evaluate((el, locale) => {
      const options = {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;
      return {shown: el.textContent, expected: new Intl.DateTimeFormat(locale, options).format(new Date(el.getAttribute('datetime')!))};
    }, locale);
    expect(shown).toBe(expected);
  }
});
