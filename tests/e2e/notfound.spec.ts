/**
 * The not-found page as a reader meets it: a search box prefilled from the missing path that submits to the
 * locale's search page, "did you mean" links to the closest pages of the locale, static links that work without
 * JavaScript, and no crash on hostile paths. Also: the FAQ is reachable from the footer and the three FAQs link to
 * each other.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, settled} from './fixtures';

const LOCALES = [
  {prefix: '', label: 'zh-Hans', faq: '常见问题'},
  {prefix: '/en', label: 'en', faq: 'FAQ'},
];

const searchBox = '#not-found-query';
const suggestions = '[data-not-found-suggestions] a';

for (const {prefix, label, faq} of LOCALES) {
  test.describe(`not found (${label})`, () => {
    test('a near miss suggests the page it meant, and the box holds the words of the path', async ({page}) => {
      const res = await page.goto(`${prefix}/sdks/api/sendMessage`);
      expect(res?.status()).toBe(404);
      await settled(page);
      await expect(page.locator(suggestions).first()).toHaveAttribute('href', `${prefix}/sdks/api/message/sendMessage`);
      expect(await page.locator(suggestions).count()).toBeLessThanOrEqual(5);
      await expect(page.locator(searchBox)).toHaveValue('sendMessage');
      // The suggestions come from this locale's list, never another host.
      await page.locator(suggestions).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sdks/api/message/sendMessage$`));
      await expect(page.locator('article h1')).toContainText('sendMessage');
    });

    test('the page with its suggestions has no serious accessibility problem, dark or light', async ({page}) => {
      for (const theme of ['dark', 'light']) {
        await page.goto(`${prefix}/sdks/api/sendMessage?docusaurus-theme=${theme}`);
        await settled(page);
        await expect(page.locator(suggestions).first()).toBeVisible();
        const {violations} = await new AxeBuilder({page}).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${theme}: ${v.id}`);
        expect(serious).toEqual([]);
      }
    });

    test('the search box submits to the search page of the locale', async ({page}) => {
      await page.goto(`${prefix}/guides/gettingStarted/dockr-compose`);
      await settled(page);
      await expect(page.locator(searchBox)).toHaveValue('dockr compose');
      await page.locator(searchBox).fill('docker compose');
      await page.locator('form[role="search"] button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=docker%20compose$`));
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('the FAQ is linked from the footer', async ({page}) => {
      await page.goto(`${prefix}/`);
      await page.locator('footer').getByRole('link', {name: faq, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('the three FAQs link to each other', async ({page}) => {
      const pages = ['/faq', '/sdks/faq', '/guides/gettingStarted/faq'];
      for (const path of pages) {
        await page.goto(`${prefix}${path}`);
        for (const other of pages.filter((p) => p !== path)) {
          await expect(page.locator(`main a[href="${prefix}${other}"]`).first(), `${path} → ${other}`).toBeAttached();
        }
      }
    });
  });
}

test.describe('not found without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the form still searches and the section links stay', async ({page}) => {
    const res = await page.goto('/en/sdks/api/sendMessage');
    expect(res?.status()).toBe(404);
    await expect(page.locator('form[role="search"]')).toHaveAttribute('action', '/en/search');
    await expect(page.locator(`${searchBox}[name="q"]`)).toBeVisible();
    await expect(page.locator('nav[aria-labelledby="not-found-next"] a[href="/en/faq"]')).toBeVisible();
    await page.locator(searchBox).fill('sendMessage');
    await page.locator(searchBox).press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=sendMessage$/);
  });
});

test.describe('hostile paths', () => {
  test('a 10 KB path gets the host’s URL-too-long page', async ({page}) => {
    const res = await page.goto(`/en/${'a'.repeat(10 * 1024)}`);
    expect(res?.status()).toBe(414);
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('a path just under the host’s limit renders, with a short query', async ({page}) => {
    const res = await page.goto(`/en/sdks/${'%F0%9F%98%80x'.repeat(500)}/${'y'.repeat(500)}`);
    expect(res?.status()).toBe(404);
    await settled(page);
    const value = await page.locator(searchBox).inputValue();
    expect(Array.from(value).length).toBeLessThanOrEqual(100);
    expect(() => encodeURIComponent(value), 'no lone surrogate').not.toThrow();
  });

  test('a lone surrogate escape does not stop the page', async ({page}) => {
    // %ED%A0%80 is U+D800 in (invalid) UTF-8: the router's decodeURI would throw before anything renders.
    await page.goto('/en/sdks/api/%ED%A0%80send');
    await settled(page);
    await expect(page.locator(searchBox)).toBeVisible();
    const value = await page.locator(searchBox).inputValue();
    expect(() => encodeURIComponent(value), 'no lone surrogate').not.toThrow();
    expect(value).toContain('send');
  });

  test('markup in the path stays text', async ({page}) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    const res = await page.goto('/en/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res?.status()).toBe(404);
    await settled(page);
    await expect(page.locator(searchBox)).toHaveValue('script>');
    expect(await page.locator('script:not([src])').evaluateAll((s) => s.some((e) => e.textContent?.includes('alert(1)')))).toBe(false);
  });
});
