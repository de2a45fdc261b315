/**
 * A `test` whose pages fail on console errors, uncaught exceptions and failed requests to the site itself.
 * Other hosts do not resolve (playwright.config.ts): the site must work with no network but its own.
 */
import {test as base, expect, type Page} from '@playwright/test';

export interface PageProblems {
  errors: string[];
}

function guard(page: Page, problems: PageProblems, baseURL: string): void {
  const origin = new URL(baseURL).origin;
  page.on('console', (msg) => {
    // Bad statuses are checked on the responses below, where a deliberate 404 page can be told apart.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      problems.errors.push(`console: ${msg.text()}`);
    }
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.request().isNavigationRequest()) {
      problems.errors.push(`status ${res.status()}: ${res.url()}`);
    }
  });
  page.on('pageerror', (err) => problems.errors.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    // ERR_ABORTED: a prefetch cut short by the next navigation, not a broken asset.
    if (req.url().startsWith(origin) && req.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`);
    }
  });
}

export const test = base.extend<{problems: PageProblems}>({
  problems: [
    async ({page, baseURL}, use) => {
      const problems: PageProblems = {errors: []};
      guard(page, problems, baseURL!);
      await use(problems);
      expect(problems.errors, 'console errors or failed requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Wait until the page is interactive: React has hydrated, and every Mermaid diagram (`[data-diagram]`,
 * src/components/MermaidDiagram) holds its drawings. They are in the built HTML; after a client-side navigation
 * they are fetched. Checks that run earlier see a half-built page.
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout});
  const diagrams = page.locator('[data-diagram]');
  const count = await diagrams.count();
  for (let i = 0; i < count; i++) await diagrams.nth(i).locator('svg').first().waitFor({state: 'attached', timeout});
}
