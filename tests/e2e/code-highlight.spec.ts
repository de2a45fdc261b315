/**
 * Code highlighted at build time (plugins/code-highlight, issue #25): the page's HTML carries coloured tokens for
 * both modes, the first load fetches no Prism, hydration keeps the server's lines, and a page reached by client-side
 * navigation gets its code highlighted by a chunk loaded then.
 */
import {test, expect, settled} from './fixtures';
import type {Page, Request} from '@playwright/test';
import {darkCodeTheme, lightCodeTheme} from '../../src/css/prism-themes';

const SDK_PAGE = '/en/sdks/api/message/sendMessage';
const NEXT_PAGE = '/en/sdks/api/message/createTextMessage';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const keywordColour = (theme: typeof darkCodeTheme) => rgb(String(theme.styles.find((entry) => entry.types.includes('keyword'))!.style.color));

/** The computed colour of the first keyword token in the visible code block. */
async function firstKeywordColour(page: Page): Promise<string> {
  const keyword = page.locator('.theme-code-block:visible code .token.keyword').first();
  await keyword.waitFor();
  return keyword.evaluate((element) => getComputedStyle(element).color);
}

/** Whether a script holding Prism's grammars was fetched: the lazy chunk is the only one that has them. */
function watchPrismChunk(page: Page): () => Promise<boolean> {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return async () => {
    for (const request of scripts) {
      const body = await (await request.response())?.text();
      if (body?.includes('clike')) return true;
    }
    return false;
  };
}

test('a doc page shows highlighted code from its HTML, in both modes, and loads no Prism', async ({page}) => {
  const prismLoaded = watchPrismChunk(page);
  await page.goto(SDK_PAGE);
  await settled(page);
  expect(await firstKeywordColour(page)).toBe(keywordColour(darkCodeTheme));
  const before = await page.locator('.theme-code-block:visible code').first().innerHTML();

  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await firstKeywordColour(page)).toBe(keywordColour(lightCodeTheme));
  // The block's own background follows the mode too, not only its tokens.
  const background = await page
    .locator('.theme-code-block:visible pre')
    .first()
    .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  expect(background).toBe(rgb(lightCodeTheme.plain.backgroundColor!));
  // Hydration and the mode change left the server's lines as they were.
  expect(await page.locator('.theme-code-block:visible code').first().innerHTML()).toBe(before);
  expect(await prismLoaded()).toBe(false);
});

test('without JavaScript the code is highlighted in both modes, as in a saved page', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${baseURL}${SDK_PAGE}`);
  // No script sets the mode, so the page shows Infima's light root palette, and the code matches it.
  expect(await firstKeywordColour(page)).toBe(keywordColour(lightCodeTheme));
  // A saved page keeps the attribute the site's script had set on <html>.
  await context.route(`${baseURL}${SDK_PAGE}`, async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({body: html.replace('<html ', '<html data-theme=dark '), contentType: 'text/html'});
  });
  await page.reload();
  expect(await firstKeywordColour(page)).toBe(keywordColour(darkCodeTheme));
  await context.close();
});

test('a page reached by client-side navigation highlights its code once the Prism chunk loads', async ({page}) => {
  const prismLoaded = watchPrismChunk(page);
  await page.goto(SDK_PAGE);
  await settled(page);
  await page.locator(`a[href="${NEXT_PAGE}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
  // The URL changes before the new page replaces the old one, whose code blocks would answer first and then leave
  // the document (a detached element has no computed colour), so wait for the new page's title.
  await expect(page.locator('article h1')).toContainText('createTextMessage');
  await expect.poll(() => firstKeywordColour(page)).toBe(keywordColour(darkCodeTheme));
  expect(await prismLoaded()).toBe(true);
});

test('hydration keeps the code blocks and platform panels the server drew: nothing is drawn twice', async ({page}) => {
  // Hold the main bundle until the server's elements are marked, so the marks are set before React starts.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(SDK_PAGE, {waitUntil: 'commit'});
  await page.locator('footer.footer').waitFor({state: 'attached'});
  const selector = '[role="tabpanel"], .theme-code-block, .theme-code-block code .token';
  const drawn = await page.locator(selector).count();
  expect(drawn).toBeGreaterThan(100);
  await page.evaluate((all) => {
    for (const element of Array.from(document.querySelectorAll(all))) element.setAttribute('data-server-drawn', '');
  }, selector);
  release();
  await settled(page);
  expect(await page.locator(selector).count()).toBe(drawn);
  // React keeps unknown attributes it did not render only on elements it hydrated rather than rebuilt.
  expect(await page.locator(`:is(${selector}):not([data-server-drawn])`).count()).toBe(0);
  // What renders only in the browser still appears: every code block gets its copy button.
  await expect(page.locator('.theme-code-block button[aria-label]:has(svg)').first()).toBeAttached();
  expect(await page.locator('.theme-code-block:not(:has(button))').count()).toBe(0);
});
