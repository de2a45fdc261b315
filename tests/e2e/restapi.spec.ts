import {test, expect, settled} from './fixtures';
import type {Page} from '@playwright/test';

const CALL = '/restapi/apis/groupManagement/createGroup';
const DESKTOP = {width: 1440, height: 900};
const PHONE = {width: 390, height: 844};

// A REST call page in each language: method, path and field tables are shown, and the curl block's copy button
// copies a command that runs as written.
for (const prefix of ['', '/en']) {
  test(`REST call page ${prefix || '/'}: endpoint, tables and a copyable curl`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${prefix}${CALL}`);
    await settled(page);
    const endpoint = page.getByTestId('api-endpoint');
    await expect(endpoint).toContainText('POST');
    await expect(endpoint).toContainText('/group/create_group');
    // Headers, request body, response data and errors.
    const tables = page.locator('article table');
    await expect(tables).toHaveCount(4);
    await expect(tables.nth(1)).toContainText('ownerUserID');
    // Fields the server ignores on input are not offered: groupInfo.memberCount (said once, in groupInfo's row).
    const fieldCell = (table: number) => tables.nth(table).locator('tr > td:first-child', {hasText: /(^|\s)memberCount$/});
    await expect(fieldCell(1)).toHaveCount(0);
    await expect(fieldCell(2)).toHaveCount(1);
    const curl = page.getByTestId('api-examples').locator('.theme-code-block', {hasText: 'curl -X POST'});
    await curl.hover();
    await curl.getByRole('button', {name: /copy|复制/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('curl -X POST http://localhost:10002/group/create_group')).toBe(true);
  });
}

/** The visible code block of the examples panel (the selected language's request). */
const requestBlock = (page: Page) => page.getByTestId('api-examples').locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();

test('wide screen: the examples panel stands right of the text, sticky, in place of the table of contents', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(CALL);
  await settled(page);
  const panel = page.getByTestId('api-examples');
  const main = page.locator('article h2#request-headers');
  const [panelBox, mainBox] = [await panel.boundingBox(), await main.boundingBox()];
  expect(panelBox!.x).toBeGreaterThan(mainBox!.x + mainBox!.width - 1);
  await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
  // The whole request is on the first screen.
  const block = await requestBlock(page).boundingBox();
  expect(block!.y + block!.height).toBeLessThanOrEqual(DESKTOP.height);
  // Scrolled far down the tables, the panel is still on screen.
  await page.locator('article h2#errors').scrollIntoViewIfNeeded();
  const after = await panel.boundingBox();
  expect(after!.y).toBeGreaterThanOrEqual(0);
  expect(after!.y).toBeLessThan(200);
});

test('phone: the request follows the endpoint and fits the first screen, and the page does not scroll sideways', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/en${CALL}`);
  await settled(page);
  const block = await requestBlock(page).boundingBox();
  expect(block!.y + block!.height).toBeLessThanOrEqual(PHONE.height);
  const endpoint = await page.getByTestId('api-endpoint').boundingBox();
  const panel = await page.getByTestId('api-examples').boundingBox();
  expect(panel!.y).toBeGreaterThan(endpoint!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the request language is in the URL, kept across pages, and a hostile value is ignored', async ({page}) => {
  await page.goto(`${CALL}?lang=go`);
  await settled(page);
  const tabs = page.getByTestId('api-examples').getByRole('tab');
  await expect(tabs.filter({hasText: 'Go'})).toHaveAttribute('aria-selected', 'true');
  await expect(requestBlock(page)).toContainText('http.NewRequest("POST", "http://localhost:10002/group/create_group"');
  await tabs.filter({hasText: 'Python'}).click();
  await expect(page).toHaveURL(/[?&]lang=python\b/);
  // Another call page opens on the same language.
  await page.goto('/restapi/apis/userManagement/userRegister');
  await settled(page);
  await expect(page.getByTestId('api-examples').getByRole('tab', {selected: true})).toHaveText('Python');
  await expect(requestBlock(page)).toContainText('requests.request(');
  await page.goto(`${CALL}?lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
  await settled(page);
  await expect(page.getByTestId('api-examples').getByRole('tab', {selected: true})).toHaveCount(1);
});

test('a webhook page shows what the server sends and what to answer beside its tables', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/en/restapi/webhooks/msg/sendSingleMsgBefore');
  await settled(page);
  const panel = page.getByTestId('api-examples');
  await expect(panel.locator('h2')).toHaveText(['Request example', 'Answer examples']);
  await expect(panel).toContainText('callbackBeforeSendSingleMsgCommand');
  const [panelBox, textBox] = [await panel.boundingBox(), await page.locator('article h2#configuration').boundingBox()];
  expect(panelBox!.x).toBeGreaterThan(textBox!.x + textBox!.width - 1);
});
