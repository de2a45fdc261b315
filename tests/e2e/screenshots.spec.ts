/**
 * The screenshot gate: the first screen of every page type, in both locales, both colour modes, on a desktop
 * (1440 px) and a phone (390 px), compared with the baselines in tests/e2e/__screenshots__/. A change a reader
 * would see fails here with a diff image in test-results/; when the change is intended, look at the new images
 * and accept them with `npm run test:screenshots -- --update-snapshots`.
 * Determinism: Debian's Chromium and Noto CJK fonts (scripts/ensure-system-packages.mjs), animations off, the
 * caret hidden, web fonts loaded, diagrams drawn.
 */
import type {Page} from '@playwright/test';
import {test, expect, settled} from './fixtures';

interface PageType {
  name: string;
  path: string;
  /** Brings the page into the state to capture, after it has settled. */
  prepare?: (page: Page, locale: Locale) => Promise<void>;
}

type Locale = 'zh' | 'en';

const QUERY: Record<Locale, string> = {zh: '发送消息', en: 'send message'};

/** Waits until the results come from the full texts (they refine the first answer) and the list stops changing. */
async function resultsSettled(page: Page, list: string, refined: string): Promise<void> {
  await expect(page.locator(refined)).toBeAttached({timeout: 20_000});
  let last = '';
  for (let i = 0; i < 20; i++) {
    const now = await page.locator(list).innerText();
    if (now === last) break;
    last = now;
    await page.waitForTimeout(250);
  }
}

async function searchResults(page: Page): Promise<void> {
  await expect(page.getByTestId('search-count')).toBeVisible({timeout: 15_000});
  await resultsSettled(page, 'main', '[data-refined="true"]');
}

async function modalWithResults(page: Page, locale: Locale): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(QUERY[locale]);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await resultsSettled(page, '.DocSearch-Dropdown', '.site-search-host[data-refined="true"]');
}

const PAGE_TYPES: PageType[] = [
  {name: 'home', path: '/'},
  {name: 'faq', path: '/faq'},
  {name: 'search', path: '/search?q=QUERY', prepare: searchResults},
  {name: 'search-modal', path: '/guides/introduction', prepare: modalWithResults},
  {name: 'not-found', path: '/sdks/api/sendMessage'},
  {name: 'guide', path: '/guides/introduction'},
  {name: 'sdk-method', path: '/sdks/api/message/sendMessage'},
  {name: 'sdk-class', path: '/sdks/class/message/messageInfo'},
  {name: 'sdk-enum', path: '/sdks/enum/messageContentType'},
  {name: 'sdk-callback', path: '/sdks/callback/onBlackAdded'},
  {name: 'rest-call', path: '/restapi/apis/groupManagement/createGroup'},
  {name: 'webhook', path: '/restapi/webhooks/msg/sendSingleMsgBefore'},
  {name: 'error-codes', path: '/restapi/errCode'},
  {name: 'blog', path: '/blog/golang/architectural/example'},
];

const VIEWPORTS = {desktop: {width: 1440, height: 900}, phone: {width: 390, height: 844}} as const;
const MODES = ['dark', 'light'] as const;

for (const type of PAGE_TYPES) {
  for (const locale of ['zh', 'en'] as const) {
    test(`${type.name} (${locale})`, async ({page}) => {
      test.setTimeout(90_000);
      const prefix = locale === 'en' ? '/en' : '';
      const path = type.path.replace('QUERY', encodeURIComponent(QUERY[locale]));
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        for (const mode of MODES) {
          await page.goto(`${prefix}${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`);
          await settled(page);
          await page.evaluate(() => document.fonts.ready);
          await type.prepare?.(page, locale);
          await expect(page).toHaveScreenshot(`${type.name}-${locale}-${device}-${mode}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          });
        }
      }
    });
  }
}
