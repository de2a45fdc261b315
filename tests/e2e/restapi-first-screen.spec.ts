import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {test, expect} from './fixtures';

// Every REST call page shows a complete request on its first screen, in both languages, on a wide screen and a
// phone: the selected language's code block ends above the fold (a long body scrolls inside the block).
const ROUTES = listOperations(loadDocument()).map(({operation}) => `/restapi/apis/${operation.tags[0]}/${operation.operationId}`);
const VIEWPORTS = {desktop: {width: 1440, height: 900}, phone: {width: 390, height: 844}} as const;

for (const prefix of ['', '/en']) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`every call page ${prefix || '/'} on a ${device}: the request is on the first screen`, async ({page}) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const below: string[] = [];
      for (const route of ROUTES) {
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
