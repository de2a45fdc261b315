/**
 * What a reader sees, measured from computed styles: method badges readable in both colour modes, tables that
 * fit the column on a desktop and become cards on a phone, no page scrolling sideways on a phone, diagrams
 * with body-size text and a full-screen viewer.
 */
import {test, expect, settled} from './fixtures';
import {textContrast} from './contrast';

const MODES = ['dark', 'light'] as const;
const DESKTOP = {width: 1440, height: 900};
const PHONE = {width: 390, height: 844};

for (const mode of MODES) {
  test(`method badges are readable in ${mode} mode (REST call and webhook)`, async ({page}) => {
    for (const path of ['/en/restapi/apis/groupManagement/createGroup', '/restapi/webhooks/msg/sendSingleMsgBefore']) {
      await page.goto(`${path}?docusaurus-theme=${mode}`);
      const badge = page.getByTestId('api-endpoint').locator('span').first();
      await expect(badge).toHaveText(/^(GET|POST)$/);
      const {ratio, color, background} = await textContrast(badge);
      expect(ratio, `${path}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('every column of the error-code and field tables is in sight at 1440 px', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  for (const path of ['/en/restapi/errCode', '/restapi/errCode', '/en/restapi/apis/groupManagement/createGroup', '/sdks/api/message/sendMessage']) {
    await page.goto(path);
    await settled(page);
    const clipped = await page.locator('article table').evaluateAll((tables) =>
      tables
        .filter((t) => t.getClientRects().length > 0)
        .map((t) => ({box: t.parentElement!, t}))
        .filter(({box, t}) => box.scrollWidth > box.clientWidth + 1 || t.getBoundingClientRect().right > box.getBoundingClientRect().right + 1)
        .map(({t}) => t.querySelector('th')?.textContent),
    );
    expect(clipped, path).toEqual([]);
  }
});

test('on a phone, tables of three or more columns become one card per row with labelled values', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en/restapi/apis/groupManagement/createGroup');
  await settled(page);
  const table = page.locator('article table.table-reflow').first();
  await expect(table).toBeVisible();
  expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe('block');
  const cell = table.locator('tbody tr').first().locator('td').nth(1);
  const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toBe('"Type"');
  await expect(table.locator('thead')).toBeAttached();
});

const PHONE_PAGES = [
  '/',
  '/en/',
  '/faq',
  '/en/search?q=token',
  '/en/guides/introduction',
  '/en/sdks/api/message/sendMessage',
  '/sdks/class/message/messageInfo',
  '/en/sdks/enum/messageContentType',
  '/en/restapi/apis/groupManagement/createGroup',
  '/restapi/webhooks/msg/sendSingleMsgBefore',
  '/en/restapi/errCode',
  '/en/blog/golang/architectural/example',
  '/en/nope',
];

test('no page type scrolls sideways at 390 px', async ({page}) => {
  await page.setViewportSize(PHONE);
  const wide: string[] = [];
  for (const path of PHONE_PAGES) {
    await page.goto(path);
    await settled(page);
    const {scroll, viewport} = await page.evaluate(() => ({scroll: document.documentElement.scrollWidth, viewport: window.innerWidth}));
    if (scroll > viewport) wide.push(`${path}: ${scroll} px in ${viewport}`);
  }
  expect(wide).toEqual([]);
});

test('diagram text is at least the body size, and a diagram opens full-screen to zoom and pan', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/en/guides/introduction');
  await settled(page);
  const diagram = page.locator('[data-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  const sizes = await diagram.locator('.mermaid-dark > svg').evaluate((svg) => {
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    const texts = Array.from(svg.querySelectorAll('text, .nodeLabel, .messageText, .actor')).filter((t) => t.getClientRects().length);
    const scale = svg.getBoundingClientRect().width / ((svg as SVGSVGElement).viewBox.baseVal.width || svg.getBoundingClientRect().width);
    return {body, smallest: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale))};
  });
  expect(sizes.smallest).toBeGreaterThanOrEqual(sizes.body - 0.5);

  await diagram.getByTestId('diagram-enlarge').click();
  const viewer = page.getByTestId('diagram-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('svg')).toBeVisible();
  const canvas = viewer.getByTestId('diagram-canvas');
  const scale = async () => Number(await canvas.getAttribute('data-scale'));
  const before = await scale();
  await viewer.getByRole('button', {name: 'Zoom in'}).click();
  expect(await scale()).toBeCloseTo(before * 1.25, 2);
  // The whole diagram is on screen when opened (fitted), not off to one side.
  const fitted = (await canvas.locator('svg').boundingBox())!;
  expect(fitted.x).toBeGreaterThanOrEqual(-fitted.width);
  await viewer.getByRole('button', {name: 'Fit'}).click();
  const box = (await canvas.locator('svg').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width + 1);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 30, {steps: 4});
  await page.mouse.up();
  expect(Number(await canvas.getAttribute('data-x'))).toBeCloseTo(80, 0);
  expect(Number(await canvas.getAttribute('data-y'))).toBeCloseTo(30, 0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(diagram.getByTestId('diagram-enlarge')).toBeFocused();
});

for (const mode of MODES) {
  test(`the search modal is an opaque panel with readable results in ${mode} mode`, async ({page}) => {
    await page.goto(`/en/guides/introduction?docusaurus-theme=${mode}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const button = page.locator('.DocSearch-Button');
    // The navbar button is a box: a border and the key hints.
    expect(await button.evaluate((b) => getComputedStyle(b).borderTopWidth)).not.toBe('0px');
    await button.click();
    await page.locator('.DocSearch-Input').fill('token');
    const hit = page.locator('.DocSearch-Hit').first();
    await expect(hit).toBeVisible();
    const alpha = (color: string) => Number(color.match(/[\d.]+/g)?.[3] ?? 1);
    const modal = page.locator('.DocSearch-Modal');
    expect(alpha(await modal.evaluate((m) => getComputedStyle(m).backgroundColor))).toBe(1);
    // A result that is not the selected one (that one is tinted over the panel) has a background of its own.
    const other = page.locator('.DocSearch-Hit:not([aria-selected="true"]) a').first();
    expect(alpha(await other.evaluate((a) => getComputedStyle(a).backgroundColor))).toBe(1);
    const {ratio} = await textContrast(hit.locator('.DocSearch-Hit-title').first());
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
}

for (const mode of MODES) {
  test(`chips, filters and tabs read at 4.5:1 in ${mode} mode, selected or not, and FAQ chips are at least 13 px`, async ({page}) => {
    const low: string[] = [];
    const check = async (label: string, locator: import('@playwright/test').Locator) => {
      expect(await locator.count(), `${label}: none on the page`).toBeGreaterThan(1);
      for (let i = 0; i < (await locator.count()); i++) {
        const item = locator.nth(i);
        if (!(await item.isVisible())) continue;
        const {ratio, color, background} = await textContrast(item);
        if (ratio < 4.5) low.push(`${label} #${i} "${(await item.innerText()).slice(0, 20)}": ${ratio} (${color} on ${background})`);
      }
    };
    await page.goto(`/en/faq?docusaurus-theme=${mode}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const chips = page.locator('[role="group"] button[aria-pressed]');
    expect(await chips.count()).toBeGreaterThan(3);
    await chips.nth(1).click();
    await check('FAQ chip', chips);
    const size = await chips.first().evaluate((c) => parseFloat(getComputedStyle(c).fontSize));
    expect(size).toBeGreaterThanOrEqual(13);

    await page.goto(`/en/sdks/api/message/sendMessage?docusaurus-theme=${mode}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await check('platform tab', page.locator('article [role="tab"]'));

    await page.goto(`/?docusaurus-theme=${mode}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await check('home platform switch', page.locator('main [role="tab"]'));

    // The search page's section filter: the chosen chip is filled, its page count too.
    await page.goto(`/en/search?q=group%20message&docusaurus-theme=${mode}`);
    const filter = page.getByTestId('search-filter');
    await filter.waitFor();
    await check('search filter', filter.locator('button'));
    await check('search filter count', filter.locator('button > span'));
    expect(low).toEqual([]);
  });
}
