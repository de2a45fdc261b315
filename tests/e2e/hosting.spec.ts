/**
 * The site behind nginx with deploy/nginx/openim-docs.conf, in Chromium: its Content-Security-Policy blocks
 * nothing the site needs. Each page type is loaded and used (tabs, diagrams, the search modal and page, the
 * language switch); any policy violation, console error or failed request fails the test.
 */
import {test, expect, type Page} from '@playwright/test';
import {settled} from './fixtures';

const PORT = Number(process.env.NGINX_E2E_PORT ?? 4181);
let server: {url: string; stop(): Promise<void>};

test.describe.configure({mode: 'serial'});
test.beforeAll(async () => {
  // A plain ES module script (shared with the Lighthouse benchmark), loaded as one.
  const {startNginx} = await import('../../scripts/nginx.mjs');
  server = await startNginx({port: PORT});
});
test.afterAll(async () => {
  await server?.stop();
});

/** Record CSP violations (reported to the page as events) and every console error or failed request. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${req.url()}`);
  });
  return problems;
}

const PAGES = [
  '/',
  '/en/',
  '/faq',
  '/en/guides/introduction',
  '/guides/solution/s3',
  '/en/sdks/api/message/sendMessage',
  '/restapi/apis/groupManagement/createGroup',
  '/en/restapi/webhooks/msg/sendSingleMsgBefore',
  '/blog/golang/architectural/example',
  '/en/search?q=getAdminToken',
  // A redirect page of the client-redirects plugin: its inline script is allowed by hash.
  '/guides/solution/campareWithRocetchat',
];

test('the security policy lets every page type load, hydrate and draw', async ({page}) => {
  test.setTimeout(90_000);
  const problems = await watch(page);
  for (const url of PAGES) {
    const res = await page.goto(`${server.url}${url}`);
    expect(res?.status(), url).toBe(200);
    expect(res?.headers()['content-security-policy'], url).toContain("script-src 'self'");
    await settled(page);
    await expect(page.locator('h1').first(), url).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('under the policy the reader can switch tabs, colour, language and search', async ({page}) => {
  const problems = await watch(page);
  await page.goto(`${server.url}/en/sdks/api/initialization/login`);
  await settled(page);
  await page.getByRole('tab', {name: 'Flutter', exact: true}).click();
  await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('getAdminToken');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: '简体中文'}).click();
  // The chosen platform is in the URL, and the language switch keeps it.
  await expect(page).toHaveURL(`${server.url}/sdks/api/initialization/login?platform=flutter`);
  await expect(page.getByRole('tab', {name: 'Flutter', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expect(problems).toEqual([]);
});

test('an unknown path shows the localized not-found page, also under the policy', async ({page}) => {
  const problems = await watch(page);
  for (const [url, lang] of [
    ['/nope', 'zh-Hans'],
    ['/en/nope', 'en-GB'],
  ]) {
    const res = await page.goto(`${server.url}${url}`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toBeVisible();
  }
  // The 404 document itself is the one expected failure in the console.
  expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
});
