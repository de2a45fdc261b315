import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {test, expect} from './fixtures';
import {slices} from './site-urls';

// Every REST call page shows a complete request on its first screen, in both languages, on a wide screen and a
// phone: the selected language's code block ends above the fold (a long body scrolls inside the block).
const ROUTES = listOperations(loadDocument()).map(({operation}) => `/restapi/apis/${operation.tags[0]}/${operation.operationId}`);
const VIEWPORTS = {desktop: {width: 1440, height: 900}, phone: {width: 390, height: 844}} as const;

// Slices of about 25 pages, so that the workers share the pages and no test runs near its timeout.
const SLICES = slices(ROUTES, Math.ceil(ROUTES.length / 25));

for (const prefix of ['', '/en']) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const [i, routes] of SLICES.entries()) {
      test(`call pages ${prefix || '/'} on a ${device}, slice ${i + 1}/${SLICES.length}: the request is on the first screen`, async ({page}) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        const below: string[] = [];
        for (const route of routes) {
          await page.goto(`${prefix}${route}`);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          const block = page.getByTestId('api-examples').locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
          const box = await block.boundingBox();
          if (!box || box.y + box.height > viewport.height) below.push(`${route}: ends at ${box ? Math.round(box.y + box.height) : 'nowhere'}`);
        }
        expect(below).toEqual([]);
      });
    }
  }
}
