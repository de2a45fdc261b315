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
      await settled(page);
      // Each diagram shows one drawing: the one of the current colour mode.
      const diagrams = page.locator('[data-diagram]');
      for (let i = 0; i < (await diagrams.count()); i += 1) {
        await expect(diagrams.nth(i).locator('.mermaid-dark > svg')).toBeVisible();
        await expect(diagrams.nth(i).locator('.mermaid-light > svg')).toBeHidden();
      }
    });
  }
}

test('diagrams are drawn at build time: in the HTML, in both colour modes, with no Mermaid runtime', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/guides/introduction');
  await settled(page);
  const diagram = page.locator('[data-diagram]').first();
  // Text is real text, and the SVG came with the page: hydration kept it.
  await expect(diagram.locator('.mermaid-dark > svg')).toBeVisible();
  await expect(diagram.locator('.mermaid-dark > svg')).toContainText(/\w{3,}/);
  // The other colour mode shows the other drawing, at once and without drawing anything.
  await page
    .getByRole('button', {name: /dark mode|light mode|system mode/i})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(diagram.locator('.mermaid-light > svg')).toBeVisible();
  await expect(diagram.locator('.mermaid-dark > svg')).toBeHidden();
  // Nothing on the page loads Mermaid: no chunk of it was requested.
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
  expect(bodies.filter((body) => body.includes('mermaid.esm') || body.includes('securityLevel')).length).toBe(0);
});

test('a diagram reached by client-side navigation is fetched from /diagrams/ and shown', async ({page}) => {
  await page.goto('/en/guides/solution/s3');
  await settled(page);
  const drawings: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/diagrams/')) drawings.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // In-app navigation: the box mounts empty and loads its two drawings.
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
  await page.locator('nav.menu a[href="/en/guides/introduction"]').first().click();
  await expect(page).toHaveURL(/\/en\/guides\/introduction$/);
  // A full page load would bring the drawings inside the HTML and fetch none.
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
  const diagram = page.locator('[data-diagram]').first();
  await expect(diagram.locator('.mermaid-dark > svg')).toBeVisible();
  // Playwright may report a response a little after the page has used its body.
  await expect.poll(() => drawings.length).toBeGreaterThanOrEqual(2);
  expect(drawings.every((d) => /^200 \/en\/diagrams\/[0-9a-f]{20}\.svg$/.test(d))).toBe(true);
  await expect(diagram.getByTestId('diagram-enlarge')).toBeVisible();
});
