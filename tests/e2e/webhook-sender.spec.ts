/**
 * "Send this to my receiver" on webhook pages, in Chromium, against the example receiver of
 * examples/webhook-receiver/receiver.ts: the verdicts allow, reject, modify and acknowledge, a receiver without CORS
 * headers, and one that is down. Like api-console.spec.ts, requests are recorded instead of routed, so the browser's
 * own CORS checks apply, and a request to any host but the site and the receiver fails the test.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {test as base, expect, type Page} from '@playwright/test';
import {createReceiver} from '../../examples/webhook-receiver/receiver';

/**
 * The example receiver, listening on a free loopback port. With `cors`, a wrapper adds what a browser needs to read
 * its answers (a preflight answer and Access-Control-Allow-Origin); the example itself sends no CORS headers.
 */
async function startReceiver(cors: boolean): Promise<{url: string; received: string[]; stop(): Promise<void>}> {
  const receiver = createReceiver({log: () => undefined});
  const handle = receiver.listeners('request')[0] as http.RequestListener;
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, operationID'});
        res.end();
        return;
      }
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callbackExample`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const request = (name: string) => fs.readFileSync(path.join(__dirname, '../../examples/webhook-receiver/requests', name), 'utf8');

interface Fixtures {
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** Origins the page may send requests to: the site, the receiver, and any other a test points the sender at. */
  allowed: string[];
  /** Console errors a test expects (a blocked request logs them); any other fails the test. */
  expectedConsole: RegExp | null;
}

const test = base.extend<Fixtures>({
  expectedConsole: [null, {option: true}],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; the receiver has none
  receiver: async ({}, use) => {
    const receiver = await startReceiver(true);
    await use(receiver);
    await receiver.stop();
  },
  allowed: async ({baseURL, receiver}, use) => {
    await use([new URL(baseURL!).origin, new URL(receiver.url).origin]);
  },
  page: async ({page, allowed, expectedConsole}, use) => {
    const problems: string[] = [];
    page.on('request', (req) => {
      if (!allowed.some((origin) => req.url().startsWith(`${origin}/`))) problems.push(`request to another host: ${req.url()}`);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource') && !expectedConsole?.test(msg.text()))
        problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    expect(problems, 'unexpected requests or console errors').toEqual([]);
  },
});

async function openSender(page: Page, pagePath: string, receiverUrl: string) {
  await page.goto(pagePath);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByTestId('webhook-sender-open').click();
  await page.getByLabel('Receiver URL (the url of config/webhooks.yml)').fill(receiverUrl);
}

const sendButton = (page: Page) => page.getByRole('button', {name: /^Send POST …\//});
const verdict = (page: Page) => page.getByTestId('webhook-sender-verdict');

test('the documented example is allowed, a banned word rejected', async ({page, receiver}) => {
  await openSender(page, '/en/restapi/webhooks/msg/sendSingleMsgBefore', receiver.url);
  await sendButton(page).click();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'allow');
  await expect(verdict(page)).toHaveText('The server would allow it, unchanged.');
  await expect(page.getByTestId('api-console-status')).toHaveText('200 OK');
  expect(receiver.received).toContain('POST /callbackExample/callbackBeforeSendSingleMsgCommand');

  await page.getByTestId('api-console-body').fill(request('before-send-reject.json'));
  await sendButton(page).click();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'reject');
  await expect(verdict(page)).toContainText('the caller gets errCode 30001, errMsg “message blocked by content policy”');
});

test('a masked phone number is a modification', async ({page, receiver}) => {
  await openSender(page, '/en/restapi/webhooks/msg/msgModify', receiver.url);
  await page.getByTestId('api-console-body').fill(request('before-send-modify.json'));
  await sendButton(page).click();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'modify');
  await expect(verdict(page)).toHaveText('The server would allow it, modified: it takes content from the answer.');
  await expect(page.getByTestId('api-console-answer')).toContainText('*');
});

test('an after-callback is only acknowledged; the receiver address is kept', async ({page, receiver}) => {
  await openSender(page, '/en/restapi/webhooks/msg/sendSingleMsgAfter', receiver.url);
  await sendButton(page).click();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'ack');
  expect(await page.evaluate(() => localStorage.getItem('openim-docs.webhook-sender.receiver'))).toBe(receiver.url);
});

test('zh-Hans: the sender speaks Chinese', async ({page, receiver}) => {
  await page.goto('/restapi/webhooks/msg/sendSingleMsgBefore');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByTestId('webhook-sender-open').click();
  await page.getByLabel('接收端 URL（config/webhooks.yml 中的 url）').fill(receiver.url);
  await page.getByRole('button', {name: /^发送 POST/}).click();
  await expect(verdict(page)).toHaveText('服务端会放行，不做修改。');
});

test('a receiver that is down: a clear message and what the server would do', async ({page, receiver}) => {
  await receiver.stop();
  await openSender(page, '/en/restapi/webhooks/msg/sendSingleMsgBefore', receiver.url);
  await sendButton(page).click();
  await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'unreachable');
  await expect(page.getByTestId('webhook-sender-result')).toContainText('the send fails with 90004');
});

test.describe('the example receiver as it is, without CORS headers', () => {
  test.use({expectedConsole: /blocked by CORS policy/});
  test('is reported as a CORS block, not as down', async ({page, allowed}) => {
    const plain = await startReceiver(false);
    allowed.push(new URL(plain.url).origin);
    try {
      await openSender(page, '/en/restapi/webhooks/msg/sendSingleMsgBefore', plain.url);
      await sendButton(page).click();
      await expect(page.getByTestId('api-console-failure')).toHaveAttribute('data-failure', 'cors');
    } finally {
      await plain.stop();
    }
  });
});
