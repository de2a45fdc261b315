/** The foot of every doc page (issue #21): edit, last updated, the data files, and a report that quotes a selection. */
import {test, expect} from './fixtures';

test('"Report a problem" quotes the text the reader selected on the page', async ({page}) => {
  await page.goto('/en/sdks/api/message/sendMessage');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const sentence = await page.evaluate(() => {
    const paragraph = document.querySelector('.theme-doc-markdown > p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    return paragraph.textContent.replace(/\s+/g, ' ').trim();
  });
  const link = page.getByTestId('report-problem');
  await expect(link).toHaveAttribute('target', '_blank');
  // The new tab would leave the site (the fixture blocks it); the link's address is what it opens.
  const popup = page.waitForEvent('popup');
  await link.click();
  await (await popup).close();
  const body = new URL((await link.getAttribute('href'))!).searchParams.get('body')!;
  expect(body).toContain('/en/sdks/api/message/sendMessage');
  expect(body).toContain(`> ${sentence.slice(0, 80)}`);
});

for (const prefix of ['', '/en']) {
  test(`a reference page links its source file, its data file and its date (${prefix || 'zh-Hans'})`, async ({page}) => {
    await page.goto(`${prefix}/restapi/apis/messageManagement/sendMessage`);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      prefix
        ? /\/edit\/main\/i18n\/en\/docusaurus-plugin-content-docs-restapi\/current\/apis\/messageManagement\/sendMessage\.mdx$/
        : /\/edit\/main\/docs-restapi\/apis\/messageManagement\/sendMessage\.mdx$/,
    );
    await expect(page.getByTestId('fact-sources').getByRole('link', {name: 'openapi/openim-server.yaml'})).toBeVisible();
    await expect(page.getByTestId('report-problem')).toBeVisible();
  });
}
