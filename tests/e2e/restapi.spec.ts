import {test, expect} from './fixtures';

// A REST call page in each language: method, path and field tables are shown, and the curl block's copy button
// copies a command that runs as written.
for (const prefix of ['', '/en']) {
  test(`REST call page ${prefix || '/'}: endpoint, tables and a copyable curl`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${prefix}/restapi/apis/groupManagement/createGroup`);
    const endpoint = page.getByTestId('api-endpoint');
    await expect(endpoint).toContainText('POST');
    await expect(endpoint).toContainText('/group/create_group');
    // Headers, request body, response data and errors.
    await expect(page.locator('article table')).toHaveCount(4);
    await expect(page.locator('article table').nth(1)).toContainText('ownerUserID');
    const curl = page.locator('.theme-code-block', {hasText: 'curl -X POST'});
    await curl.hover();
    await curl.getByRole('button', {name: /copy|复制/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('curl -X POST http://localhost:10002/group/create_group')).toBe(true);
  });
}
