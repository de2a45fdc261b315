import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {watchLongTasks, longestTaskSince, longestTaskCpu, deepWord, TYPING_TASK_LIMIT_MS} from '../../scripts/long-tasks.mjs';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.locator('.DocSearch-Button');

/**
 * "No results" is said only once the full texts (2.6 MB) have been searched too; on a loaded machine they take more
 * than the default 10 s to arrive. Tests that wait for it are marked slow, which gives them 90 s in all.
 */
const FULL_TEXTS = {timeout: 40_000};

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
    // No backdrop blur: redrawn on every frame, it starved the search worker (src/theme/SearchBar/styles.css).
    expect(await page.locator('.DocSearch-Container').evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
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

  // DocSearch shows its own English words wherever a translation does not reach it.
  const MODAL_WORDS = [
    {
      url: '/guides/introduction',
      query: '消息',
      clear: '清除',
      clearLabel: '清空搜索词',
      closeLabel: '关闭搜索',
      inputLabel: '搜索文档',
      commands: ['切换', '选择', '关闭'],
      escapeLabel: 'Esc 键',
    },
    {
      url: '/en/guides/introduction',
      query: 'message',
      clear: 'Clear',
      clearLabel: 'Clear the query',
      closeLabel: 'Close the search',
      inputLabel: 'Search the docs',
      commands: ['Navigate', 'Select', 'Close'],
      escapeLabel: 'Escape key',
    },
  ];
  for (const words of MODAL_WORDS) {
    test(`speaks the page's language: buttons, labels and key hints (${words.url})`, async ({page}) => {
      await searchFor(page, words.url, words.query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const clear = page.locator('.DocSearch-Clear');
      await expect(clear).toHaveText(words.clear);
      await expect(clear).toHaveAttribute('aria-label', words.clearLabel);
      await expect(page.locator('.DocSearch-Close')).toHaveAttribute('aria-label', words.closeLabel);
      await expect(page.locator('#docsearch-label')).toHaveText(words.inputLabel);
      await expect(page.locator('.DocSearch-Commands .DocSearch-Label')).toHaveText(words.commands);
      await expect(page.locator('.DocSearch-Commands [aria-label]').last()).toHaveAttribute('aria-label', words.escapeLabel);
    });
  }

  test('does not load the modal or the index with the page, only on intent', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await open(page, '/guides/introduction');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((u) => u.includes('search-index.json'))).toEqual([]);
    await button(page).hover();
    await expect.poll(() => fetched.filter((u) => u.endsWith('/search-index.json')).length).toBe(1);
  });

  test("the modal's stylesheet arrives with the modal, which is styled from its first frame", async ({page}) => {
    await open(page, '/en/guides/introduction');
    const modalRules = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.DocSearch-Hit-Tree'))),
      );
    expect(await modalRules()).toBe(false);
    // The container's position, read the moment React adds it: an unstyled modal would be static, in the page flow.
    await page.evaluate(() => {
      const seen = window as unknown as {containerPosition?: string};
      new MutationObserver((records, observer) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes)))
          if (node instanceof HTMLElement && node.matches('.DocSearch-Container')) {
            seen.containerPosition = getComputedStyle(node).position;
            observer.disconnect();
          }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await button(page).click();
    await expect(modal(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {containerPosition?: string}).containerPosition)).toBe('fixed');
    expect(await modalRules()).toBe(true);
  });

  test('on a phone the results reach the bottom of the screen, with no empty footer under them', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await searchFor(page, '/en/guides/introduction', 'message');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // DocSearch hides the key hints on a phone and the local index shows no badge: nothing would be left in it.
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
    const dropdown = page.locator('.DocSearch-Dropdown');
    const box = (await dropdown.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(800);
    // Scrolled to its end, the list shows its last result whole.
    await dropdown.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    const last = (await page.locator('.DocSearch-Hit').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(800);
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

  test('a page hit shows its breadcrumbs; the before-hook comes first for "before" (issue #20)', async ({page}) => {
    await searchFor(page, '/en/', 'reject group message webhook');
    // The answer from the full texts, which ranks the page above its sections. The first answer (titles and
    // headings only) may show the section alone; on a loaded machine the full texts take seconds to arrive.
    await expect(page.locator('.site-search-host[data-refined="true"]')).toBeAttached({timeout: 30_000});
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toHaveAttribute('href', /\/en\/restapi\/webhooks\/group\/sendGroupMsgBefore$/);
    // Page hits (no section line of their own) name where the page is filed.
    await expect(page.getByTestId('search-hit-trail').first()).toHaveText(/^Webhooks › /);
    await input(page).fill('after a group message is sent');
    await expect(hits.first()).toHaveAttribute('href', /sendGroupMsgAfter/);
  });

  test('results stay in the current language', async ({page}) => {
    await searchFor(page, '/en/guides/introduction', 'token');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/en\//);
  });

  test('no results: says so, suggests queries and links to an issue form', async ({page}) => {
    test.slow();
    await searchFor(page, '/en/', 'zzqqxxnothing');
    const status = page.getByTestId('search-no-results');
    await expect(status).toContainText('No results for', FULL_TEXTS);
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
    test.slow();
    await open(page, '/en/search?q=zzqqxxnothing');
    await expect(page.getByTestId('search-no-results')).toContainText('No results for', FULL_TEXTS);
    await page.getByRole('searchbox').fill('!!!');
    await expect(page.locator('main')).toContainText('no letters, digits or Chinese characters');
    await page.getByRole('searchbox').fill('');
    await expect(page).toHaveURL(/\/en\/search$/);
  });

  test('groups results by section, one entry per page with its breadcrumbs, and filters by section (issue #20)', async ({page}) => {
    await open(page, '/en/search?q=' + encodeURIComponent('group message'));
    const results = page.getByTestId('search-results');
    const groups = results.getByTestId('search-group');
    await expect(groups.first()).toBeVisible();
    // Each section once, each page once.
    const sections = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections.length).toBeGreaterThan(1);
    const pages = await results.getByTestId('search-result').evaluateAll((els) => els.map((el) => el.querySelector('a')!.getAttribute('href')!.split('#')[0]));
    expect(new Set(pages).size).toBe(pages.length);
    // A webhook page names where it sits.
    const webhook = results
      .getByTestId('search-result')
      .filter({has: page.locator('a[href*="/restapi/webhooks/group/"]')})
      .first();
    await expect(webhook.getByTestId('search-result-trail')).toContainText('Webhooks');
    // The filter: one section, in the URL, shared by a reload; "All sections" brings the rest back.
    const filter = page.getByTestId('search-filter');
    await filter.getByRole('button', {name: /^Server APIs:/}).click();
    await expect(page).toHaveURL(/[?&]section=Server\+APIs/);
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toHaveAttribute('aria-label', 'Server APIs');
    await page.reload();
    await expect(groups).toHaveCount(1);
    await expect(filter.getByRole('button', {name: /^Server APIs:/})).toHaveAttribute('aria-pressed', 'true');
    await filter.getByRole('button', {name: /^All sections:/}).click();
    await expect(groups).toHaveCount(sections.length);
    await expect(page).not.toHaveURL(/section=/);
  });

  // Issue #25: the first answer comes from the first file, the full texts refine it a moment later. The filter row
  // that appeared then and the snippets that grew moved every result on a phone (CLS 0.21, Lighthouse 90).
  for (const [url, label] of [
    ['/en/search?q=sendMessage', 'en'],
    ['/search?q=' + encodeURIComponent('发送消息'), 'zh-Hans'],
  ]) {
    test(`${label}: the results do not move when the full texts refine them, on a phone`, async ({page}) => {
      test.slow();
      await page.setViewportSize({width: 390, height: 800});
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/search-bodies.json', async (route) => {
        await held;
        await route.continue();
      });
      await open(page, url);
      const body = page.locator('[data-state]');
      await expect(body).toHaveAttribute('data-state', 'results');
      await expect(page.getByTestId('search-filter')).toBeVisible();
      await page.evaluate(() => {
        const w = window as unknown as {__shift: number};
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
            if (!entry.hadRecentInput) w.__shift += entry.value;
          }
        }).observe({type: 'layout-shift'});
      });
      release();
      await expect(body).toHaveAttribute('data-refined', 'true', FULL_TEXTS);
      // Two frames: a shift is reported after the frame that made it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await page.evaluate(() => (window as unknown as {__shift: number}).__shift);
      // Web Vitals call under 0.1 good; the snippets' fixed two lines and the filter row drawn from the start keep
      // it near 0 (0.03 at most measured). Without them it was 0.07–0.21.
      expect(shift).toBeLessThan(0.05);
    });
  }

  test('a section filter the results do not have shows every section', async ({page}) => {
    await open(page, '/search?q=' + encodeURIComponent('发送消息') + '&section=' + encodeURIComponent('<b>nope</b>'));
    await expect(page.getByTestId('search-group').nth(1)).toBeVisible();
    await expect(page.getByTestId('search-filter').getByRole('button', {pressed: true})).toHaveText(/全部栏目/);
  });

  test('escapes a query that contains markup', async ({page}) => {
    await open(page, '/en/search?q=' + encodeURIComponent('<img src=x onerror=alert(1)>'));
    // The query's words (img, src, onerror) may find pages; either way the query shows as text.
    await expect(page.locator('main')).toContainText('"<img src=x onerror=alert(1)>"');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });
});

test('the full texts load after the first answer and then find words deep in a section', async ({page, request}) => {
  test.slow();
  // A word that only the full texts contain (not in any title, heading or opening of the first file).
  const deep = await deepWord(request, '/en');

  const order: string[] = [];
  page.on('request', (r) => r.url().includes('search-') && order.push(r.url().split('/').pop()!));
  await searchFor(page, '/en/guides/introduction', 'docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect.poll(() => order).toEqual(['search-index.json', 'search-bodies.json']);
  await input(page).fill(deep);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(FULL_TEXTS);
});

test('while the full texts load, a word only they contain shows loading, not "no results"', async ({page, request}) => {
  test.slow();
  const deep = await deepWord(request, '/en');

  // The full texts are held until the loading screen has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-bodies.json', async (route) => {
    await held;
    await route.continue();
  });
  await searchFor(page, '/en/guides/introduction', deep);
  const modal = page.locator('.site-search-host');
  await expect(modal.getByTestId('search-loading')).toHaveText('Loading the search index…');
  await expect(modal.getByTestId('search-no-results')).toHaveCount(0);
  release();
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible(FULL_TEXTS);
  await expect(modal.getByTestId('search-loading')).toHaveCount(0);
  await expect(modal.getByTestId('search-no-results')).toHaveCount(0);
});

/** The recent-search entries of the local index, as DocSearch stores them. */
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

/** Set a trap: planted markup that runs sets `window.__pwned`. */
function trap(value: number): string {
  return `<img src=x onerror="window.__pwned=${value}">`;
}

test.describe('issue #19: queries that crashed the page', () => {
  test('a query whose 120th character is half an emoji opens the search page (item 3)', async ({page}) => {
    test.slow();
    await open(page, '/en/search?q=' + 'a'.repeat(119) + encodeURIComponent('😀'));
    const status = page.getByTestId('search-no-results');
    const link = status.getByRole('link', {name: 'Let us know.'});
    await expect(link).toBeVisible(FULL_TEXTS);
    const href = await link.getAttribute('href');
    const title = new URL(href!).searchParams.get('title')!;
    // Cut before the emoji, not through it.
    expect(title).toBe(`Search: no results for "${'a'.repeat(119)}" (en)`);
  });

  test('a lone surrogate in the modal shows the no-results screen (item 3)', async ({page}) => {
    test.slow();
    await open(page, '/en/');
    await button(page).click();
    await input(page).waitFor();
    // Built in the page: a lone surrogate does not survive the trip through the test protocol.
    await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, `zzqqxx${String.fromCharCode(0xdc00)}`);
      box.dispatchEvent(new Event('input', {bubbles: true}));
    });
    const link = page.getByTestId('search-no-results').getByRole('link', {name: 'Let us know.'});
    await expect(link).toHaveAttribute('href', /title=.*zzqqxx%EF%BF%BD/, FULL_TEXTS);
  });
});

test.describe('issue #19: stored recent and favourite searches (item 4)', () => {
  const planted = (url: string, lvl1: string, n: number) => ({
    objectID: `planted-${n}`,
    url,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0: 'FAQ', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {hierarchy: {lvl1: {value: trap(n * 10 + 1), matchLevel: 'full', matchedWords: []}}},
    _snippetResult: {hierarchy: {lvl1: {value: trap(n * 10 + 2), matchLevel: 'full'}}, content: {value: trap(n * 10 + 3), matchLevel: 'full'}},
  });

  test('planted markup is shown as text and runs nothing; foreign URLs are dropped', async ({page}) => {
    const recent = [
      planted('/en/faq', `${trap(1)} Plain title`, 1),
      planted('javascript:window.__pwned=5', 'Script link', 2),
      planted('https://evil.example/phish', 'Foreign link', 3),
    ];
    const favorite = [planted('/en/guides/introduction', `${trap(6)} Favourite`, 4)];
    await page.addInitScript(
      ([r, f, keys]) => {
        localStorage.setItem(keys[0], r);
        localStorage.setItem(keys[1], f);
      },
      [JSON.stringify(recent), JSON.stringify(favorite), [RECENT_KEY, FAVORITE_KEY]] as const,
    );
    await open(page, '/en/');
    await button(page).click();
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits).toHaveCount(2);
    // Recent first, then favourites.
    await expect(hits.first()).toContainText(`${trap(1)} Plain title`);
    await expect(hits.nth(1)).toContainText(`${trap(6)} Favourite`);
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
    expect(stored.map((e: {url: string}) => e.url)).toEqual(['/en/faq']);
    // The texts stay as typed; every value DocSearch renders as HTML is escaped.
    expect(JSON.stringify([stored[0]._highlightResult, stored[0]._snippetResult])).not.toContain('<img');
    // Saving the planted entry as a favourite re-renders it in DocSearch's own list: still text.
    await hits.first().getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit').filter({hasText: 'Plain title'})).toHaveCount(1);
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  });

  for (const [name, value] of [
    ['[null,1]', '[null,1]'],
    ['not JSON', '{oops'],
    ['an object', '{"a":1}'],
  ] as const) {
    test(`a corrupted list (${name}) is dropped and search works`, async ({page}) => {
      await page.addInitScript(
        ([v, keys]) => {
          if (!sessionStorage.getItem('planted')) {
            localStorage.setItem(keys[0], v);
            localStorage.setItem(keys[1], v);
            sessionStorage.setItem('planted', '1');
          }
        },
        [value, [RECENT_KEY, FAVORITE_KEY]] as const,
      );
      await open(page, '/en/');
      await button(page).click();
      await input(page).fill('getAdminToken');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), FAVORITE_KEY)).toBeNull();
      // Still works on the next page.
      await page.keyboard.press('Escape');
      await open(page, '/en/faq');
      await button(page).click();
      await input(page).fill('token');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });
  }
});

// The goal is no task over 50 ms of CPU (bench:search measures it); the test fails at TYPING_TASK_LIMIT_MS, which a
// loaded CI machine stays under and indexing on the main thread would not.
test(`issue #19 item 7: typing stays responsive while the full texts load and index (no task over ${TYPING_TASK_LIMIT_MS} ms of CPU)`, async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const deep = await deepWord(request, '');
  await open(page, '/');
  await watchLongTasks(page);
  // The moment the first answer is drawn, marked in the page: the test tool only sees it once the page is free
  // again, which is after any task that blocks it.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.DocSearch-Hit')) return;
      performance.mark('search:first-answer');
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
  });
  const bodies = page.waitForResponse((r) => r.url().endsWith('/search-bodies.json'));
  const cpu = await longestTaskCpu(
    page,
    async () => {
      await button(page).click();
      await input(page).pressSequentially('消息');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // Keep typing while the 2.3 MB of full texts arrive and are indexed.
      await input(page).pressSequentially('推送 offline push 离线', {delay: 120});
      await bodies;
      await input(page).fill('');
      await input(page).pressSequentially(deep, {delay: 120});
      // Not expect(locator): its polling runs the test tool's scripts in the page, long tasks of their own.
      await page.waitForFunction(() => document.querySelector('.DocSearch-Hit') !== null, undefined, {polling: 100, timeout: 20_000});
      await input(page).pressSequentially(' 群组', {delay: 120});
    },
    'search:first-answer',
  );
  const since = await page.evaluate(() => performance.getEntriesByName('search:first-answer')[0].startTime);
  const wall = await longestTaskSince(page, since);
  const report = `longest main-thread task while typing after the first answer: ${wall.toFixed(0)} ms (longtask), ${cpu.toFixed(0)} ms of CPU`;
  console.log(report);
  testInfo.annotations.push({type: 'longest task', description: report});
  // A long task fails the test when it also used over the limit of CPU (see longestTaskCpu).
  expect(wall > TYPING_TASK_LIMIT_MS ? cpu : 0, report).toBeLessThanOrEqual(TYPING_TASK_LIMIT_MS);
});

test("issue #19 item 7: the search worker starts under the site's CSP (script-src 'self', no worker-src)", async ({page, baseURL}) => {
  const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx/openim-docs.conf'), 'utf8');
  const policy = conf.match(/add_header Content-Security-Policy "([^"]+)" always;/)![1];
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toMatch(/worker-src|'unsafe-eval'|blob:/);
  // nginx sends the policy with every response. The inline-script hashes are those of the build under test
  // (tests/built/nginx.test.ts checks that the configuration's match); everything else is the configuration's.
  await page.route(
    (url) => url.origin === new URL(baseURL!).origin,
    async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      let csp = policy;
      if ((response.headers()['content-type'] ?? '').includes('text/html')) {
        const hashes = [...body.toString('utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
          .filter(([, attrs, code]) => code && !/\bsrc=/.test(attrs) && !/application\/(ld\+)?json/.test(attrs))
          .map(([, , code]) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
        csp = policy.replace(/script-src 'self'[^;]*/, `script-src 'self' ${hashes.join(' ')}`);
      }
      await route.fulfill({response, body, headers: {...response.headers(), 'content-security-policy': csp}});
    },
  );
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const warnings: string[] = [];
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
  await searchFor(page, '/en/guides/introduction', 'getAdminToken');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(
    workers.some((url) => /\/assets\/js\/search\.[0-9a-f]+\.js$/.test(url)),
    workers.join(', '),
  ).toBe(true);
  expect(warnings.filter((w) => w.includes('worker'))).toEqual([]);
  // Requests still in flight (prefetches) must not outlive the test inside the handler.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test.describe('issue #19 item 7: where no worker can run, search runs on the page', () => {
  test('no Worker at all', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'Worker', {configurable: true, value: undefined});
    });
    await searchFor(page, '/en/guides/introduction', 'getAdminToken');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.goto('/en/search?q=docker');
    await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
  });

  test('a worker script that cannot load', async ({page, problems}) => {
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    await page.route(/\/assets\/js\/search\.[0-9a-f]+\.js$/, (route) => route.fulfill({status: 404, body: 'gone'}));
    await searchFor(page, '/en/guides/introduction', 'getAdminToken');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(warnings.some((w) => w.includes('searching on the page instead'))).toBe(true);
    // The missing worker script is this test's point, not a defect.
    problems.errors = problems.errors.filter((e) => !/\/assets\/js\/search\.[0-9a-f]+\.js/.test(e));
  });
});
