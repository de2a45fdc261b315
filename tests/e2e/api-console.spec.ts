/**
 * The "Try it" console of REST call pages in Chromium, against the built site and a mock of the OpenIM API on a
 * loopback port (tests/mock-openim/server.ts): sending, errCode answers, the admin token, schema errors before
 * sending, every failure the console tells apart, the sandbox, and what survives a reload.
 *
 * These tests do not use fixtures.ts: its request routing makes Playwright answer CORS preflights itself, and the
 * console must be seen passing the mock's real preflight. Instead every request is recorded, and one to any host
 * but the site and the mock fails the test: the console talks to nothing but the server the reader set.
 */
import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {startMockOpenIM, type MockOpenIM} from '../mock-openim/server';
import net from 'node:net';

/** A loopback port nothing listens on right now (several test runs may share the machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Fixtures {
  mock: MockOpenIM;
  /** Origins the page may send requests to: the site, the mock, and any server a test points the console at. */
  allowed: string[];
  /** Console errors a test expects (a blocked request logs them); any other console error fails the test. */
  expectedConsole: RegExp | null;
}

const test = base.extend<Fixtures>({
  expectedConsole: [null, {option: true}],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; the mock has none
  mock: async ({}, use) => {
    const mock = await startMockOpenIM();
    await use(mock);
    await mock.stop();
  },
  allowed: async ({baseURL, mock}, use) => {
    await use([new URL(baseURL!).origin, mock.url]);
  },
  page: async ({page, allowed, expectedConsole}, use) => {
    const problems: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !allowed.some((origin) => url.startsWith(`${origin}/`))) problems.push(`request to another host: ${url}`);
    });
    page.on('console', (msg) => {
      const text = msg.text();
      if (msg.type() === 'error' && !text.startsWith('Failed to load resource') && !expectedConsole?.test(text)) problems.push(`console: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    expect(problems, 'unexpected requests or console errors').toEqual([]);
  },
});

const CREATE_GROUP = '/en/restapi/apis/groupManagement/createGroup';

async function openConsole(page: Page, path = CREATE_GROUP) {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByTestId('api-try-it').click();
  await expect(page.getByTestId('api-console')).toBeVisible();
}

async function useServer(page: Page, url: string) {
  await page.getByLabel('Server address').fill(url);
}

const send = (page: Page) => page.getByRole('button', {name: /^Send POST/}).click();
const body = (page: Page) => page.getByTestId('api-console-body');
const posts = (mock: MockOpenIM, path: string) => mock.requests.filter((r) => r.method === 'POST' && r.path === path);

async function getAdminToken(page: Page, secret = 'openIM123') {
  await page.getByText('Get an admin token from the secret').click();
  await page.getByLabel('Secret (config/share.yml)').fill(secret);
  await page.getByRole('button', {name: 'Get admin token'}).click();
  // Settled: the note has the answer, not "Sending…", so a mock answer queued next is for the call, not this request.
  const note = page.getByTestId('api-console-token-note');
  await expect(note).toBeVisible();
  await expect(note).not.toContainText('Sending…');
}

test('the console is a button until opened; its code is not in the page', async ({page}) => {
  const scripts: string[] = [];
  const keep = (body: string) => scripts.push(body);
  page.on('response', (res) => {
    // A route prefetched in idle time may still be loading when the test ends; its body is then gone, and not needed.
    if (res.url().endsWith('.js')) res.text().then(keep, () => undefined);
  });
  await page.goto(CREATE_GROUP);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByTestId('api-try-it')).toHaveText('Try it: send this request to your server');
  await expect(page.getByTestId('api-console')).toHaveCount(0);
  // The validator (@cfworker/json-schema) arrives with the console, not before.
  expect(scripts.some((s) => s.includes('does not match any of'))).toBe(false);
  await page.getByTestId('api-try-it').click();
  await expect(page.getByTestId('api-console')).toBeVisible();
  await expect.poll(() => scripts.some((s) => s.includes('does not match any of'))).toBe(true);
});

test('happy path: admin token from the secret, then the call, with a fresh operationID each time', async ({page, mock}) => {
  await openConsole(page);
  await useServer(page, mock.url);
  await getAdminToken(page);
  await expect(page.getByTestId('api-console-token-note')).toContainText('Admin token received');
  const token = await page.getByLabel('Token (a user token or an admin token)').inputValue();
  expect(token.split('.')).toHaveLength(3);

  await send(page);
  await expect(page.getByTestId('api-console-status')).toHaveText('200 OK');
  await expect(page.getByTestId('api-console-time')).toHaveText(/^\d+ ms$/);
  await expect(page.getByTestId('api-console-answer')).toContainText('"groupName": "Weekend hikers"');
  await expect(page.getByTestId('api-console-announcement')).toHaveText(/^Answer 200 in \d+ ms\.$/);
  await page.getByText(/Response headers \(\d+\)/).click();
  await expect(page.getByTestId('api-console-result')).toContainText('content-type');
  await send(page);
  await expect.poll(() => posts(mock, '/group/create_group').length).toBe(2);

  const [first, second] = posts(mock, '/group/create_group');
  expect(first.headers.operationid).toMatch(/^\d{19}$/);
  expect(second.headers.operationid).not.toBe(first.headers.operationid);
  expect(first.headers.token).toBe(token);
  expect(first.headers['content-type']).toBe('application/json');
  expect(JSON.parse(first.body)).toMatchObject({ownerUserID: 'user001'});
  // The mock's own CORS preflight was asked (a custom header makes the browser ask first).
  expect(mock.requests.some((r) => r.method === 'OPTIONS' && r.path === '/group/create_group')).toBe(true);

  // The token is in this tab's session storage only: never in the URL, never in local storage.
  expect(page.url()).not.toContain(token);
  const stored = await page.evaluate(() => ({local: JSON.stringify({...localStorage}), session: JSON.stringify({...sessionStorage})}));
  expect(stored.local).not.toContain(token);
  expect(stored.local).toContain(mock.url);
  expect(stored.session).toContain(token);
});

test('a wrong secret is explained and leaves the token empty', async ({page, mock}) => {
  await openConsole(page);
  await useServer(page, mock.url);
  await getAdminToken(page, 'not-the-secret');
  const note = page.getByTestId('api-console-token-note');
  await expect(note).toContainText('errCode 1002 NoPermissionError');
  await expect(note).toContainText('errDlt: secret invalid');
  await expect(note.getByRole('link')).toHaveAttribute('href', '/en/restapi/errCode#1002');
  await expect(page.getByLabel('Token (a user token or an admin token)')).toHaveValue('');
});

test('an errCode answer is explained and linked to its row of the error-code table', async ({page, mock}) => {
  await openConsole(page);
  await useServer(page, mock.url);
  await getAdminToken(page);
  mock.next({errCode: 1202});
  await send(page);
  const explanation = page.getByTestId('api-console-result').getByTestId('api-console-errcode');
  await expect(explanation).toContainText('errCode 1202 GroupIDExisted');
  await expect(explanation).toContainText('This call returns it when: groupInfo.groupID is set');
  await expect(page.getByTestId('api-console-announcement')).toContainText('errCode 1202');
  await explanation.getByRole('link', {name: 'Error code 1202 in the error-code table'}).click();
  await expect(page).toHaveURL(/\/en\/restapi\/errCode#1202$/);
  await expect(page.locator('[id="1202"]')).toBeAttached();
});

test('a token the server does not know gets its errCode explained too', async ({page, mock}) => {
  await openConsole(page);
  await useServer(page, mock.url);
  await page.getByLabel('Token (a user token or an admin token)').fill('not-a-jwt');
  await send(page);
  await expect(page.getByTestId('api-console-errcode')).toContainText('errCode 1503 TokenMalformedError: The token header is not a JWT.');
});

test('schema errors are shown beside their lines and nothing is sent', async ({page, mock}) => {
  await openConsole(page);
  await useServer(page, mock.url);
  await body(page).fill('{\n  "memberUserIDs": ["user002", 7],\n  "groupInfo": {\n    "groupType": "2"\n  }\n}');
  const issues = page.getByTestId('api-console-issues');
  await expect(issues.locator('li')).toHaveCount(3);
  await expect(issues.locator('li').nth(0)).toHaveText('Line 1 ownerUserID is required.');
  await expect(issues.locator('li').nth(1)).toHaveText('Line 2 memberUserIDs[1] must be of type string, not integer.');
  await expect(issues.locator('li').nth(2)).toHaveText('Line 4 groupInfo.groupType must be of type integer, not string.');
  await expect(body(page)).toHaveAttribute('aria-invalid', 'true');
  await send(page);
  await expect(page.getByTestId('api-console-announcement')).toHaveText('Not sent: the body has 3 problem(s), listed under the editor.');
  // The "Line 4" button puts the caret on that line.
  await issues.getByRole('button', {name: 'Line 4'}).click();
  await expect(body(page)).toBeFocused();
  expect(await body(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(0, el.selectionStart).split('\n').length)).toBe(4);
  expect(posts(mock, '/group/create_group')).toEqual([]);
});

test('a JSON syntax error names its line and column', async ({page, mock}) => {
  await openConsole(page);
  await body(page).fill('{\n  "ownerUserID": "user001",\n  "groupInfo": {"groupType": 2,}\n}');
  await expect(page.getByTestId('api-console-issues')).toContainText('JSON syntax error at line 3, column 32: unexpected “}”.');
  await send(page);
  await expect(page.getByTestId('api-console-announcement')).toContainText('Not sent');
  expect(mock.requests).toEqual([]);
});

test('server down: a clear message, and the typed body stays', async ({page, mock, allowed}) => {
  await openConsole(page);
  const down = await startMockOpenIM();
  const address = down.url;
  await down.stop();
  allowed.push(address);
  await useServer(page, address);
  const typed = '{\n  "ownerUserID": "me",\n  "groupInfo": {"groupType": 2}\n}';
  await body(page).fill(typed);
  await send(page);
  await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'unreachable');
  await expect(page.getByTestId('api-console-failure')).toContainText(`Could not reach ${address}.`);
  await expect(body(page)).toHaveValue(typed);
  expect(mock.requests).toEqual([]);
});

test('timeout after 10 s, and Cancel', async ({page, mock}) => {
  // Playwright's clock stands in for the browser's timers: 10 s pass at once, with no hook in the site's code.
  await page.clock.install();
  await openConsole(page);
  await useServer(page, mock.url);
  await page.getByLabel('Token (a user token or an admin token)').fill(mock.userToken('user001'));
  mock.next({delayMs: 60_000});
  await send(page);
  await expect(page.getByRole('button', {name: 'Cancel'})).toBeVisible();
  await expect.poll(() => posts(mock, '/group/create_group').length).toBe(1);
  await page.clock.fastForward(9_000);
  await expect(page.getByTestId('api-console-failure')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'timeout');
  await expect(page.getByTestId('api-console-failure')).toContainText('No answer from');

  mock.next({delayMs: 60_000});
  await send(page);
  await page.getByRole('button', {name: 'Cancel'}).click();
  await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'cancelled');
  await expect(page.getByRole('button', {name: 'Cancel'})).toHaveCount(0);
});

test('an answer that is not JSON shows its first bytes', async ({page, mock}) => {
  await openConsole(page);
  await useServer(page, mock.url);
  mock.next({raw: {status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>'}});
  await send(page);
  await expect(page.getByTestId('api-console-status')).toHaveText('502 Bad Gateway');
  await expect(page.getByTestId('api-console-result')).toContainText('The answer is not JSON');
  await expect(page.getByTestId('api-console-answer')).toHaveText('<html><body><h1>502 Bad Gateway</h1></body></html>');
});

test.describe('a server without CORS headers', () => {
  test.use({expectedConsole: /blocked by CORS policy/});
  test('is told apart from a server that is down', async ({page, mock}) => {
    await openConsole(page);
    await useServer(page, mock.url);
    mock.next({noCors: true});
    await send(page);
    await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'cors');
    await expect(page.getByTestId('api-console-failure')).toContainText('answers, but the browser may not read the answer (CORS)');
  });
});

test.describe("under the site's Content-Security-Policy, behind nginx", () => {
  let nginx: {url: string; stop(): Promise<void>};
  test.beforeAll(async () => {
    // A plain ES module script, loaded as one (as hosting.spec.ts does).
    const {startNginx} = await import('../../scripts/nginx.mjs');
    nginx = await startNginx({port: Number(process.env.NGINX_CONSOLE_PORT ?? (await freePort()))});
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });
  // Chromium logs the refusal twice: the policy's report and fetch's own error.
  test.use({
    expectedConsole:
      /^(Connecting to 'http:\/\/127\.0\.0\.2:\d+\/group\/create_group' violates the following Content Security Policy directive: "connect-src|Fetch API cannot load http:\/\/127\.0\.0\.2:\d+\/group\/create_group\. Refused to connect)/,
  });

  test('the console works with a local server, and names the policy when it blocks another', async ({page, mock, allowed}) => {
    allowed.push(nginx.url);
    const response = await page.goto(`${nginx.url}${CREATE_GROUP}`);
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' http://localhost:* http://127.0.0.1:*");
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByTestId('api-try-it').click();
    // Validation runs under the policy (no eval), and 127.0.0.1 is allowed.
    await useServer(page, mock.url);
    await page.getByLabel('Token (a user token or an admin token)').fill(mock.userToken('user001'));
    await body(page).fill('{"ownerUserID": "user001", "groupInfo": {"groupType": "2"}}');
    await expect(page.getByTestId('api-console-issues')).toContainText('groupInfo.groupType must be of type integer');
    await body(page).fill('{"ownerUserID": "user001", "groupInfo": {"groupType": 2}}');
    await send(page);
    await expect(page.getByTestId('api-console-status')).toHaveText('200 OK');
    // 127.0.0.2 is this machine too, but not in connect-src: the browser refuses before sending anything.
    await useServer(page, mock.url.replace('127.0.0.1', '127.0.0.2'));
    await send(page);
    await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'csp');
    await expect(page.getByTestId('api-console-failure')).toContainText("This site's Content-Security-Policy does not allow connections to http://127.0.0.2:");
  });
});

test('sandbox: validates, answers with the documented example offline, and survives a reload with the typed body', async ({page, mock}) => {
  await openConsole(page);
  await page.getByLabel(/Sandbox \(no server/).check();
  await expect(page.getByLabel('Server address')).toHaveCount(0);
  const typed = '{\n  "ownerUserID": "typed-by-me",\n  "groupInfo": {"groupType": 2}\n}';
  await body(page).fill(typed);
  await page.getByRole('button', {name: 'Check and answer (sandbox)'}).click();
  await expect(page.getByTestId('api-console-sandbox')).toHaveText('Sandbox answer: the documented example, not an answer from a server. No request was sent.');
  await expect(page.getByTestId('api-console-answer')).toContainText('"groupID": "3041837296"');
  expect(mock.requests).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('api-console')).toBeVisible();
  await expect(page.getByLabel(/Sandbox \(no server/)).toBeChecked();
  await expect(body(page)).toHaveValue(typed);
  // A corrupt draft is ignored, not a crash: the console starts from the example.
  await page.evaluate(() => sessionStorage.setItem('openim-docs.api-console.draft.createGroup', '{"body": 42, "open": true'));
  await page.evaluate(() => localStorage.setItem('openim-docs.api-console.server', 'javascript:alert(1)'));
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByTestId('api-try-it').click();
  await expect(body(page)).toHaveValue(/"ownerUserID": "user001"/);
  await expect(page.getByLabel('Server address')).toHaveValue('http://localhost:10002');
});

test('the server address must be an http(s) URL', async ({page}) => {
  await openConsole(page);
  const address = page.getByLabel('Server address');
  await address.fill('javascript:alert(1)');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('api-console')).toContainText('Only http:// and https:// addresses can be called.');
  await address.fill('localhost:10002');
  await expect(page.getByTestId('api-console')).toContainText('Only http:// and https:// addresses can be called.');
  await address.fill('http://localhost:10002');
  await expect(address).toHaveAttribute('aria-invalid', 'false');
});

test('zh-Hans: the console speaks Chinese and links the error table of its locale', async ({page, mock}) => {
  await page.goto('/restapi/apis/groupManagement/createGroup');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByText('在线调试', {exact: true})).toBeVisible();
  await page.getByTestId('api-try-it').click();
  await page.getByLabel('服务地址').fill(mock.url);
  await page.getByLabel('token（用户 token 或管理员 token）').fill('a.b.c');
  await page.getByRole('button', {name: /^发送 POST/}).click();
  const explanation = page.getByTestId('api-console-errcode');
  await expect(explanation).toContainText('errCode 1505 TokenUnknownError');
  await expect(explanation.getByRole('link')).toHaveAttribute('href', '/restapi/errCode#1505');
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`at ${width} px in ${theme} mode the open console fits and passes axe`, async ({page, mock}) => {
      await page.setViewportSize({width, height});
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await openConsole(page);
      await useServer(page, mock.url);
      mock.next({errCode: 1202});
      await page.getByLabel('Token (a user token or an admin token)').fill(mock.userToken('user001'));
      await body(page).fill('{"ownerUserID": 1, "groupInfo": {"groupType": 2}}');
      await expect(page.getByTestId('api-console-issues')).toBeVisible();
      await body(page).fill('{"ownerUserID": "user001", "groupInfo": {"groupType": 2}}');
      await send(page);
      await expect(page.getByTestId('api-console-errcode')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({page}).include('[data-testid="api-console"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('keyboard: open the console and send with the keyboard alone', async ({page, mock}) => {
  await page.goto(CREATE_GROUP);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByTestId('api-try-it').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('api-try-it')).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel(/Sandbox \(no server/).focus();
  await page.keyboard.press('Space');
  const sendButton = page.getByRole('button', {name: 'Check and answer (sandbox)'});
  await sendButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('api-console-sandbox')).toBeVisible();
  expect(mock.requests).toEqual([]);
});

test('with storage blocked by the browser the console still works; nothing is kept', async ({page, context, mock}) => {
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${name} is denied`, 'SecurityError');
        },
      });
    }
  });
  await openConsole(page);
  await useServer(page, mock.url);
  await page.getByLabel('Token (a user token or an admin token)').fill(mock.userToken('user001'));
  await send(page);
  await expect(page.getByTestId('api-console-status')).toHaveText('200 OK');
  await page.reload();
  await expect(page.getByTestId('api-console')).toHaveCount(0);
});
