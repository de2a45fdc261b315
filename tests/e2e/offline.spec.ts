/**
 * Offline reading in Chromium with JavaScript disabled, on one page of each doc type: served by the site, and
 * as a saved HTML file opened from disk (where even the stylesheet is missing). tests/built/offline.test.ts
 * checks every page's HTML without a browser; this checks that a browser really shows it.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect} from './fixtures';
import type {Browser, Page} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import {TAB_PANEL_LABEL_CLASS} from '../../src/data/tabFallback';
import {BUILD} from '../build-dir';

const SAMPLE = [
  '/guides/introduction',
  '/guides/gettingStarted/dockerCompose',
  '/guides/solution/s3',
  '/sdks/quickstart/android',
  '/sdks/api/message/sendMessage',
  '/sdks/class/message/messageInfo',
  '/sdks/enum/messageContentType',
  '/sdks/listener/advancedMsgListener',
  '/restapi/apis/introduction',
  '/restapi/apis/groupManagement/createGroup',
  '/restapi/webhooks/msg/sendSingleMsgBefore',
  '/restapi/errCode',
  '/blog/golang/architectural/example',
];

async function withoutJs(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const prefix of ['', '/en']) {
  for (const docPath of SAMPLE) {
    const url = `${prefix}${docPath}`;
    test(`without JavaScript: ${url}`, async ({browser, baseURL}) => {
      await withoutJs(browser, async (page) => {
        await page.goto(`${baseURL}${url}`);
        const article = page.locator('article');
        await expect(article.locator('h1')).toBeVisible();
        for (const selector of ['pre', 'table']) {
          const count = await article.locator(selector).count();
          for (let i = 0; i < count; i++) await expect(article.locator(selector).nth(i)).toBeVisible();
        }
        // Tab panels are unfolded, each under its label; the tab buttons that cannot work are hidden.
        const panels = article.locator('[role="tabpanel"]');
        for (let i = 0; i < (await panels.count()); i++) {
          await expect(panels.nth(i)).toBeVisible();
          await expect(panels.nth(i).locator(`.${TAB_PANEL_LABEL_CLASS}`)).toBeVisible();
        }
        if ((await article.locator('[role="tablist"]').count()) > 0) await expect(article.locator('[role="tablist"]').first()).toBeHidden();
        // A diagram shows its drawing (built into the HTML): the light one, as the page has the light palette.
        const diagrams = article.locator('[data-diagram]');
        for (let i = 0; i < (await diagrams.count()); i++) {
          await expect(diagrams.nth(i).locator('.mermaid-light > svg')).toBeVisible();
          await expect(diagrams.nth(i).locator('.mermaid-dark > svg')).toBeHidden();
        }
        await expect(page.locator(`nav.menu a.menu__link[href="${url}"]`).first()).toBeVisible();
        // A page of one REST call or callback has its examples panel where the table of contents would be.
        const panelInsteadOfToc = (await page.locator('.table-of-contents').count()) === 0 && (await article.getByTestId('api-examples').count()) === 1;
        const toc = page.locator('.table-of-contents a');
        if (!panelInsteadOfToc && (await article.locator('h2[id]').count()) > 0) await expect(toc.first()).toBeVisible();
      });
    });
  }
}

test('a saved page opened from disk, without its stylesheet or scripts, still reads', async ({browser}) => {
  const file = pathToFileURL(path.join(BUILD, 'en/restapi/apis/groupManagement/createGroup.html')).href;
  await withoutJs(browser, async (page) => {
    await page.goto(file);
    await expect(page.locator('article h1')).toHaveText(/create/i);
    await expect(page.locator('article table').first()).toBeVisible();
    await expect(page.locator('article pre', {hasText: 'curl'}).first()).toBeVisible();
    expect(await page.locator('nav.menu a').count()).toBeGreaterThan(10);
    // The request in every language, one after another (there is no tab to switch without scripts).
    const samples = page.getByTestId('api-examples').locator('[role="tabpanel"]');
    expect(await samples.count()).toBe(5);
    for (let i = 0; i < 5; i++) await expect(samples.nth(i)).toBeVisible();
  });
});

test('a saved page with a diagram, opened without its stylesheet, shows the diagram once, in light colours', async ({browser}) => {
  const file = pathToFileURL(path.join(BUILD, 'en/guides/introduction.html')).href;
  await withoutJs(browser, async (page) => {
    await page.goto(file);
    const diagram = page.locator('article [data-diagram]').first();
    await expect(diagram.locator('.mermaid-light > svg')).toBeVisible();
    await expect(diagram.locator('.mermaid-dark > svg')).toBeHidden();
  });
});

const TABBED_PAGE = '/en/sdks/api/message/sendMessage';

/** Every tab panel of the article visible, each under its label; returns how many there are. */
async function expectAllPanelsUnfolded(page: Page): Promise<number> {
  const panels = page.locator('article [role="tabpanel"]');
  const count = await panels.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(panels.nth(i)).toBeVisible();
    await expect(panels.nth(i).locator(`.${TAB_PANEL_LABEL_CLASS}`)).toBeVisible();
  }
  return count;
}

test.describe('tab panels where the page has not hydrated, with JavaScript on', () => {
  test('a page saved after hydration and opened from disk shows every platform panel', async ({browser, baseURL}) => {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saved-page-'));
    try {
      const live = await context.newPage();
      await live.goto(`${baseURL}${TABBED_PAGE}`);
      await live.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      // The hydrated page folds its panels; "Save page as" writes this DOM as it is.
      await expect(live.locator('article [role="tabpanel"]:visible')).toHaveCount(await live.locator('article [role="tablist"]').count());
      const saved = path.join(dir, 'sendMessage.html');
      fs.writeFileSync(saved, `<!DOCTYPE html>${await live.evaluate(() => document.documentElement.outerHTML)}`);
      const offline = await context.newPage();
      await offline.goto(pathToFileURL(saved).href);
      await expectAllPanelsUnfolded(offline);
    } finally {
      await context.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('a page whose bundle fails to load shows every platform panel', async ({browser, baseURL}) => {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    try {
      const page = await context.newPage();
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      await page.goto(`${baseURL}${TABBED_PAGE}`);
      await expectAllPanelsUnfolded(page);
      await expect(page.locator('article [role="tablist"]').first()).toBeHidden();
    } finally {
      await context.close();
    }
  });
});

test('a hydrated page folds its tab panels: one panel per tab group, tab buttons shown, no labels', async ({page}) => {
  await page.goto(TABBED_PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const groups = await page.locator('article [role="tablist"]').count();
  expect(groups).toBeGreaterThan(0);
  await expect(page.locator('article [role="tabpanel"]:visible')).toHaveCount(groups);
  await expect(page.locator(`article .${TAB_PANEL_LABEL_CLASS}:visible`)).toHaveCount(0);
  await expect(page.locator('article [role="tablist"]').first()).toBeVisible();
});
