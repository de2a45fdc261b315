import pages from '../../src/data/pages.json';
import {test, expect} from './fixtures';

// Every guides page in both locales: it loads, shows its title, logs no error, and its diagrams render.
for (const prefix of ['', '/en']) {
  for (const id of pages.guides) {
    const url = `${prefix}/guides/${id.replace(/\/index$/, '')}`;
    test(`guides page ${url}`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveCount(1);
      const diagrams = page.locator('.docusaurus-mermaid-container');
      for (let i = 0; i < (await diagrams.count()); i += 1) {
        await expect(diagrams.nth(i).locator('svg')).toBeVisible();
      }
      await expect(page.locator('text=Syntax error in text')).toHaveCount(0);
    });
  }
}
