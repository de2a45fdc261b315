import type {Browser, Page} from '@playwright/test';
import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {test, expect} from './fixtures';
import {slices} from './site-urls';

// Every REST call page shows a complete request on its first screen, in both languages, on a wide screen and a
// phone: the selected language's code block ends above the fold (a long body scrolls inside the block).
//
// Every page is measured as the server sends it, before hydration: the site's bundles are answered empty, so the
// inline scripts in <head> run (they fold the tab panels) and React never starts. Such a load costs a fraction of
// a hydrated one, and the first screen is drawn from that HTML. Every tenth page is also measured after hydration,
// which must not move the block, so the measure before hydration is the one the reader keeps.
const ROUTES = listOperations(loadDocument()).map(({operation}) => `/restapi/apis/${operation.tags[0]}/${operation.operationId}`);
const VIEWPORTS = {desktop: {width: 1440, height: 900}, phone: {width: 390, height: 844}} as const;
const HYDRATED_SAMPLE_EVERY = 10;

// Slices of about 60 pages, so that the workers share the pages and no test runs near its timeout.
const SLICES = slices(ROUTES, Math.ceil(ROUTES.length / 60));

/** Where the selected language's request block ends on the page as it is (px from the top), or null when none. */
async function blockBottom(page: Page): Promise<number | null> {
  const block = page.getByTestId('api-examples').locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  const box = await block.boundingBox();
  return box ? box.y + box.height : null;
}

/** Open `url` and measure where its request block ends (see blockBottom). */
async function requestBlockBottom(page: Page, url: string): Promise<number | null> {
  await page.goto(url);
  return blockBottom(page);
}

/** A tab where the site's pages stay as the server sent them: its bundles arrive empty (not failed, which would
 * unfold the tab panels: src/data/tabFallback.ts). */
async function unhydratedPage(browser: Browser, viewport: {width: number; height: number}): Promise<Page> {
  const context = await browser.newContext({viewport});
  await context.route(/\/assets\/js\/[^/]+\.js$/, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  return context.newPage();
}

for (const prefix of ['', '/en']) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const [i, routes] of SLICES.entries()) {
      test(`call pages ${prefix || '/'} on a ${device}, slice ${i + 1}/${SLICES.length}: the request is on the first screen`, async ({browser}) => {
        test.setTimeout(90_000);
        const page = await unhydratedPage(browser, viewport);
        const below: string[] = [];
        for (const route of routes) {
          const bottom = await requestBlockBottom(page, `${prefix}${route}`);
          if (bottom === null || bottom > viewport.height) below.push(`${route}: ends at ${bottom === null ? 'nowhere' : Math.round(bottom)}`);
        }
        await page.context().close();
        expect(below).toEqual([]);
      });
    }

    test(`call pages ${prefix || '/'} on a ${device}: hydration does not move the request block (every ${HYDRATED_SAMPLE_EVERY}th page)`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const unhydrated = await unhydratedPage(browser, viewport);
      const moved: string[] = [];
      for (const route of ROUTES.filter((_, n) => n % HYDRATED_SAMPLE_EVERY === 0)) {
        const url = `${prefix}${route}`;
        const before = await requestBlockBottom(unhydrated, url);
        await page.goto(url);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const after = await blockBottom(page);
        if (before === null || after === null || Math.abs(after - before) > 1) moved.push(`${route}: ${before} before hydration, ${after} after`);
      }
      await unhydrated.context().close();
      expect(moved).toEqual([]);
    });
  }
}
