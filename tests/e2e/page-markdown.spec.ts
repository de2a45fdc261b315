/** "Copy page as Markdown" and the Markdown link above every doc page (issue #21), in a real browser. */
import {test, expect} from './fixtures';

const PAGE = '/en/sdks/api/message/sendMessage';

test('copies the page as Markdown: the twin, title first, on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByTestId('open-markdown')).toHaveAttribute('href', `${PAGE}.md`);
  await page.getByTestId('copy-markdown').click();
  await expect(page.getByTestId('copy-markdown')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# sendMessage\n')).toBe(true);
  expect(copied).toContain('### Flutter');
  // The label comes back, ready for another copy.
  await expect(page.getByTestId('copy-markdown')).toHaveText('Copy page as Markdown', {timeout: 5000});
});

test('says why when the Markdown cannot be loaded, and keeps the link to open it', async ({page, context, problems}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sdks/api/message/sendMessage');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'not here'}));
  await page.getByTestId('copy-markdown').click();
  await expect(page.getByTestId('copy-markdown-status')).toContainText('404');
  await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('copy-markdown').click();
  await expect(page.getByTestId('copy-markdown-status')).not.toContainText('404');
  await expect(page.getByTestId('copy-markdown-status')).not.toBeEmpty();
  await expect(page.getByTestId('open-markdown')).toBeVisible();
  // The two failures above are this test's doing; anything else still fails it.
  const caused = (error: string) => error.includes('sendMessage.md') || /Failed to load resource.*404/.test(error);
  problems.errors.splice(0, problems.errors.length, ...problems.errors.filter((error) => !caused(error)));
});

test('the Markdown twin is served as UTF-8 Markdown', async ({request}) => {
  const answer = await request.get(`${PAGE}.md`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await answer.text()).toMatch(/^# sendMessage\n/);
});
