import {test, expect, settled} from './fixtures';

const LOCALES = [
  {prefix: '', lang: 'zh-Hans', nav: ['指南', '客户端 SDK', '服务端 API', '博客']},
  {prefix: '/en', lang: 'en-GB', nav: ['Guides', 'Client SDKs', 'Server APIs', 'Blog']},
];

for (const {prefix, lang, nav} of LOCALES) {
  test.describe(`shell (${lang})`, () => {
    test('home page links every kind of visitor onward', async ({page}) => {
      await page.goto(`${prefix}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-platform]')).toHaveCount(9);
    });

    test('navbar items lead to the section entry pages', async ({page}) => {
      const targets = ['/guides/introduction', '/sdks/introduction', '/restapi/apis/introduction', '/blog/introduction'];
      for (const [i, label] of nav.entries()) {
        await page.goto(`${prefix}/`);
        await page.locator('.navbar__items:not(.navbar__items--right)').getByRole('link', {name: label, exact: true}).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${targets[i]}$`));
        await expect(page.locator('article h1')).toBeVisible();
      }
      await page.goto(`${prefix}/`);
      await expect(page.locator('.navbar__items--right a[href="https://github.com/openimsdk"]')).toHaveCount(1);
    });

    test('every internal link in the navbar, footer and home page answers 200', async ({page, request}) => {
      await page.goto(`${prefix}/`);
      const hrefs = await page
        .locator('nav.navbar a[href], footer a[href], main a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
      expect(internal.length).toBeGreaterThan(10);
      for (const href of internal) {
        const res = await request.get(href.split('#')[0]);
        expect(res.status(), href).toBe(200);
      }
      const mail = page.locator('footer a[href^="mailto:"]');
      await expect(mail).toHaveAttribute('href', 'mailto:info@openim.io');
      await expect(page.locator('footer')).toContainText('@2025');
    });

    test('an unknown URL shows the not-found page with status 404', async ({page}) => {
      const res = await page.goto(`${prefix}/this/page/does-not-exist`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator(`nav[aria-labelledby="not-found-next"] a[href="${prefix}/faq"]`)).toBeVisible();
    });
  });
}

test('switching language keeps the path, the query string and the hash', async ({page}) => {
  await page.goto('/faq?source=test#token-lifetime');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/en\/faq\?source=test#token-lifetime$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: '简体中文'}).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/faq\?source=test#token-lifetime$/);
});

test('switching language on a doc page lands on the same section, whose heading id is readable (issue #20)', async ({page}) => {
  await page.goto('/sdks/api/message/sendMessage#usage-notes');
  await expect(page.locator('h2#usage-notes')).toBeInViewport();
  // The hydrated dropdown's links; a click before hydration is tests/e2e/first-paint.spec.ts's.
  await settled(page);
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/en\/sdks\/api\/message\/sendMessage#usage-notes$/);
  await expect(page.locator('h2#usage-notes')).toBeInViewport();
  await expect(page.locator('h2#usage-notes')).toContainText('Usage notes');
});

test.describe('redirects', () => {
  for (const prefix of ['', '/en']) {
    test(`the misspelt comparison path goes to the comparison page (${prefix || 'zh-Hans'})`, async ({page}) => {
      await page.goto(`${prefix}/guides/solution/campareWithRocetchat`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/guides/solution/compareWithRocketChat$`));
      await expect(page.locator('h1')).toContainText('Rocket.Chat');
    });
  }
});
