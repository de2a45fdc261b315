/**
 * Accessibility: axe-core on one page of every page type, in both locales, both colour modes and the mobile
 * layout, allows no violation of impact serious or critical. Keyboard-only readers reach the search, the language
 * switch, the colour switch and the sidebar.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, settled} from './fixtures';
import type {Page} from '@playwright/test';

/** One page of each page type, as a zh-Hans path (English adds /en). */
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  faq: '/faq',
  'search results': '/search?q=login',
  'not found': '/this/page/does-not-exist',
  'guides: overview': '/guides/introduction',
  'guides: deployment how-to': '/guides/gettingStarted/dockerCompose',
  'guides: solution with a diagram': '/guides/solution/s3',
  'sdks: introduction': '/sdks/introduction',
  'sdks: quickstart': '/sdks/quickstart/android',
  'sdks: method': '/sdks/api/message/sendMessage',
  'sdks: class': '/sdks/class/message/messageInfo',
  'sdks: enum': '/sdks/enum/messageContentType',
  'sdks: callback': '/sdks/callback/onRecvNewMessage',
  'sdks: listener': '/sdks/listener/advancedMsgListener',
  'sdks: error codes': '/sdks/errcode',
  'restapi: overview': '/restapi/apis/introduction',
  'restapi: call': '/restapi/apis/groupManagement/createGroup',
  'restapi: shared fields': '/restapi/commonFields',
  'restapi: webhook': '/restapi/webhooks/msg/sendSingleMsgBefore',
  'restapi: error codes': '/restapi/errCode',
  'blog: introduction': '/blog/introduction',
  'blog: article': '/blog/golang/architectural/example',
  'blog: tags': '/blog/tags',
};

const MOBILE = {width: 390, height: 844};

/**
 * Rules every finding of which is moderate or minor in axe-core (checked below against the installed version).
 * The test fails on serious and critical findings only, so running these costs time and can fail nothing; on the
 * shared-fields page `region` alone took 6.5 s of a 23 s run.
 */
const BELOW_SERIOUS = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'meta-viewport',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

/** The rules whose outcome depends on colours: the only ones a second colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({page});
  const {violations} = await (only ? builder.withRules(only) : builder.disableRules(BELOW_SERIOUS)).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join('\n      ')}`,
    );
}

for (const prefix of ['', '/en']) {
  test.describe(`axe ${prefix || '/'}`, () => {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      test(`${type}: dark, light and mobile`, async ({page}) => {
        // Three axe runs; the shared-fields page holds a few thousand table cells, each with its ARIA role. On a
        // two-core CI machine with a second worker busy, its three full runs took over two minutes.
        test.setTimeout(240_000);
        const url = `${prefix}${path}`;
        const withTheme = (theme: string) => `${url}${url.includes('?') ? '&' : '?'}docusaurus-theme=${theme}`;
        const found: string[] = [];
        await page.goto(url);
        found.push(...(await seriousViolations(page)).map((v) => `[dark] ${v}`));
        // Light mode changes colours only.
        await page.goto(withTheme('light'));
        found.push(...(await seriousViolations(page, COLOUR_RULES)).map((v) => `[light] ${v}`));
        // A new tab at phone size: resizing a page of thousands of table cells stalled the renderer for minutes.
        const phone = await page.context().newPage();
        await phone.setViewportSize(MOBILE);
        await phone.goto(url);
        found.push(...(await seriousViolations(phone)).map((v) => `[mobile] ${v}`));
        expect(found, found.join('\n')).toEqual([]);
      });
    }

    test('mobile: the open navigation drawer', async ({page}) => {
      await page.setViewportSize(MOBILE);
      await page.goto(`${prefix}/sdks/api/message/sendMessage`);
      await page.locator('button.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the rules skipped as below serious are moderate or minor in the installed axe-core', async ({page}) => {
  await page.goto('/faq');
  await new AxeBuilder({page}).withRules(['document-title']).analyze();
  const impacts = await page.evaluate((ids) => {
    const rules = (window as unknown as {axe: {_audit: {rules: Array<{id: string; impact?: string}>}}}).axe._audit.rules;
    return ids.map((id) => `${id}: ${rules.find((r) => r.id === id)?.impact ?? 'no such rule'}`);
  }, BELOW_SERIOUS);
  expect(impacts.filter((line) => !/: (moderate|minor)$/.test(line))).toEqual([]);
});

/** Tab through the page and describe each focused element, until `done` holds for all of `wanted` or the limit. */
async function tabUntil(page: Page, wanted: Record<string, string>, limit = 80): Promise<Set<string>> {
  const reached = new Set<string>();
  for (let i = 0; i < limit && reached.size < Object.keys(wanted).length; i++) {
    await page.keyboard.press('Tab');
    for (const [name, selector] of Object.entries(wanted)) {
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) reached.add(name);
    }
  }
  return reached;
}

test.describe('keyboard only', () => {
  test('Tab reaches the search, the language switch, the colour switch and the sidebar, and each works', async ({page}) => {
    await page.goto('/en/guides/introduction');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const wanted = {
      search: '.navbar .DocSearch-Button',
      language: '.navbar__items--right .dropdown > a.navbar__link',
      colour: '.navbar button[class*="toggleButton"]',
      sidebar: 'nav[aria-label] .theme-doc-sidebar-menu a.menu__link',
    };
    const reached = await tabUntil(page, wanted);
    expect([...reached].sort()).toEqual(Object.keys(wanted).sort());

    // Each control works from the keyboard alone.
    await page.locator(wanted.colour).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.locator(wanted.search).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    await page.locator(wanted.language).focus();
    await page.keyboard.press('Enter');
    const zh = page.locator('.navbar__items--right .dropdown__menu a', {hasText: '简体中文'});
    await expect(zh).toBeVisible();
    await zh.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guides\/introduction$/);
  });

  test('the first Tab offers a link that skips to the content', async ({page}) => {
    await page.goto('/sdks/api/message/sendMessage');
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveAttribute('href', '#__docusaurus_skipToContent_fallback');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Focus moved into the main content, past the navbar.
    expect(await page.evaluate(() => document.activeElement?.closest('nav.navbar') === null)).toBe(true);
  });
});
