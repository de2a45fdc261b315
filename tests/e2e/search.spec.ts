import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.locator('.DocSearch-Button');

/** Keyboard shortcuts exist once React has hydrated the page. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Open `url`, open the modal with the button and type `query`. */
async function searchFor(page: Page, url: string, query: string): Promise<void> {
  await open(page, url);
  await button(page).click();
  await input(page).fill(query);
}

test.describe('search modal', () => {
  test('Ctrl+K and "/" open it, Escape and a click outside close it; overlay at z-index 300', async ({page}) => {
    await open(page, '/guides/introduction');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    expect(await page.locator('.DocSearch-Container').evaluate((el) => getComputedStyle(el).zIndex)).toBe('300');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.locator('.DocSearch-Container').click({position: {x: 10, y: 400}});
    await expect(modal(page)).toHaveCount(0);
  });

  test('a letter typed on the focused button opens it with that letter', async ({page}) => {
    await open(page, '/en/guides/introduction');
    await button(page).focus();
    await page.keyboard.press('k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('k');
  });

  test('does not load the modal or the index with the page, only on intent', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await open(page, '/guides/introduction');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((u) => u.includes('search-index.json'))).toEqual([]);
    await button(page).hover();
    await expect.poll(() => fetched.filter((u) => u.endsWith('/search-index.json')).length).toBe(1);
  });

  test('a Chinese query reaches the right section', async ({page}) => {
    await searchFor(page, '/', '离线推送通道');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toContainText('离线推送');
    await first.click();
    await expect(page).toHaveURL(/\/faq#offline-push-providers$/);
    await expect(page.locator('#offline-push-providers')).toBeInViewport();
  });

  test('an English query shows highlighted hits and reaches the page, offline', async ({page}) => {
    // The fixture already aborts every request that is not to the site: this is the offline case.
    await searchFor(page, '/en/faq', 'getAdm');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await input(page).fill('journey of a message');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toContainText(/journey of a message/i);
    await first.click();
    await expect(page).toHaveURL(/\/en\/blog\/golang\/architectural\/2/);
    await expect(page.locator('h1')).toContainText(/journey of a message/i);
  });

  test('results stay in the current language', async ({page}) => {
    await searchFor(page, '/en/guides/introduction', 'token');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/en\//);
  });

  test('no results: says so, suggests queries and links to an issue form', async ({page}) => {
    await searchFor(page, '/en/', 'zzqqxxnothing');
    const status = page.getByTestId('search-no-results');
    await expect(status).toContainText('No results for');
    await expect(status).toContainText('Try searching for');
    await expect(status).toContainText('Believe this query should return results?');
    await expect(status.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/openimsdk\/docs\/issues\/new/);
    await status.getByRole('button', {name: 'admin token'}).click();
    await expect(input(page)).toHaveValue('admin token');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  test('an index that cannot load shows the network error texts', async ({page, problems}) => {
    await page.route('**/search-index.json', (route) => route.abort('failed'));
    await searchFor(page, '/en/guides/introduction', 'token');
    const status = page.getByTestId('search-error');
    await expect(status).toContainText('Unable to fetch results');
    await expect(status).toContainText('You might want to check your network connection.');
    // The failed index request is this test's point, not a defect.
    problems.errors = problems.errors.filter((e) => !e.includes('search-index.json'));
  });

  test('markup, punctuation, emoji and a 2,000-character query execute nothing and crash nothing', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await open(page, '/');
    await button(page).click();
    for (const query of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '?!.,;', '😀🎉', 'token '.repeat(333) + 'xx']) {
      await input(page).fill(query);
      await expect(modal(page)).toBeVisible();
    }
    await input(page).fill('<img src=x onerror=alert(1)> token');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('names no Algolia host when Algolia is not configured', async ({page}) => {
    await open(page, '/');
    expect(await page.content()).not.toMatch(/algolia\.net|algolianet/);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
  });
});

test.describe('search page', () => {
  test('shows the results of q and keeps the URL in step with the input', async ({page}) => {
    await open(page, '/search?q=' + encodeURIComponent('会话序列号'));
    await expect(page.getByTestId('search-results').locator('li').first()).toContainText('seq');
    const box = page.getByRole('searchbox');
    await box.fill('rockscache');
    await expect(page).toHaveURL(/\/search\?q=rockscache$/);
    await expect(page.getByTestId('search-results').locator('a').first()).toHaveAttribute('href', /\/blog\/golang\/optimization\/example/);
  });

  test('in English, with no results and with nothing to search for', async ({page}) => {
    await open(page, '/en/search?q=zzqqxxnothing');
    await expect(page.getByTestId('search-no-results')).toContainText('No results for');
    await page.getByRole('searchbox').fill('!!!');
    await expect(page.locator('main')).toContainText('no letters, digits or Chinese characters');
    await page.getByRole('searchbox').fill('');
    await expect(page).toHaveURL(/\/en\/search$/);
  });

  test('escapes a query that contains markup', async ({page}) => {
    await open(page, '/en/search?q=' + encodeURIComponent('<img src=x onerror=alert(1)>'));
    // The query's words (img, src, onerror) may find pages; either way the query shows as text.
    await expect(page.locator('main')).toContainText('"<img src=x onerror=alert(1)>"');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });
});

test('the full texts load after the first answer and then find words deep in a section', async ({page, request}) => {
  // A word that only the full texts contain (not in any title, heading or opening of the first file).
  const head = await (await request.get('/en/search-index.json')).json();
  const bodies: string[] = (await (await request.get('/en/search-bodies.json')).json()).bodies;
  const shallow = JSON.stringify(head.records).toLowerCase();
  const deep = bodies.join(' ').match(/\b[a-z]{9,}\b/g)!.find((w) => !shallow.includes(w))!;
  expect(deep).toBeTruthy();

  const order: string[] = [];
  page.on('request', (r) => r.url().includes('search-') && order.push(r.url().split('/').pop()!));
  await searchFor(page, '/en/guides/introduction', 'docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect.poll(() => order).toEqual(['search-index.json', 'search-bodies.json']);
  await input(page).fill(deep);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});
