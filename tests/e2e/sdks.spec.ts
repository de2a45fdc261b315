import {test, expect} from './fixtures';

// SDK method pages render the catalogue as synced platform tabs: the reader's platform follows them from page to
// page (client-side navigation and a fresh load) and survives a reload.
for (const prefix of ['', '/en']) {
  test(`SDK method pages ${prefix || '/'}: the chosen platform follows the reader`, async ({page}) => {
    await page.goto(`${prefix}/sdks/api/initialization/login`);
    const flutter = page.getByRole('tab', {name: 'Flutter', exact: true});
    await flutter.click();
    await expect(flutter).toHaveAttribute('aria-selected', 'true');
    // The visible panel is Flutter's: its Dart signature, not Android's Java one.
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('Future<UserInfo> login(');

    // Next method page, reached through a link on the page (client-side navigation).
    await page.locator('article a[href$="/sdks/api/initialization/logout"]').first().click();
    await expect(page).toHaveURL(/\/sdks\/api\/initialization\/logout$/);
    await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('logout');
  });
}

test('a type name in a parameter table links to its class page', async ({page}) => {
  await page.goto('/en/sdks/api/message/sendMessage');
  // Flutter passes the message itself (Web wraps it in a parameter object).
  await page.getByRole('tab', {name: 'Flutter', exact: true}).click();
  const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
  const link = panel.locator('table a[href$="/sdks/class/message/messageInfo"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/en\/sdks\/class\/message\/messageInfo$/);
  await expect(page.locator('article h1')).toHaveText('messageInfo');
});
