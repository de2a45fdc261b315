import pages from '../../src/data/pages.json';
import {test, expect, settled} from './fixtures';

// Every guides page in both locales: it loads, shows its title, logs no error, and its diagrams render.
for (const prefix of ['', '/en']) {
  for (const id of pages.guides) {
    const url = `${prefix}/guides/${id.replace(/\/index$/, '')}`;
    test(`guides page ${url}`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveCount(1);
      // settled() brings each diagram into view (they draw near the viewport) and waits for its SVG.
      await settled(page);
      const diagrams = page.locator('[data-diagram]');
      for (let i = 0; i < (await diagrams.count()); i += 1) {
        await expect(diagrams.nth(i).locator('.docusaurus-mermaid-container svg')).toBeVisible();
      }
      await expect(page.locator('text=Syntax error in text')).toHaveCount(0);
    });
  }
}

test('a diagram below the fold is drawn only when the reader scrolls near it', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/guides/introduction');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const diagram = page.locator('[data-diagram]').first();
  await expect(diagram.locator('svg')).toHaveCount(0);
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible();
});
