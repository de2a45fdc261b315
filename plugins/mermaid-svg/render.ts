/**
 * Draws Mermaid diagrams at build time, in Debian's Chromium driven by playwright-core: Mermaid measures text in a
 * real browser, so its layout is the one readers would get from the runtime. One page draws one diagram at a time
 * in both colour modes. Drawings are cached on disk by content (Mermaid's version, options, theme, source), so
 * rebuilds and the second locale reuse them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium.mjs';
import {COLOR_MODES, MERMAID_OPTIONS, MERMAID_THEMES, PLACEHOLDER_ID, type ColorMode} from './options';

const require = createRequire(__filename);
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (require('mermaid/package.json') as {version: string}).version;
export const CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/mermaid-svg');
/** The browser closes when no diagram has been asked for this long, so a build does not keep it. */
const IDLE_MS = 5_000;

export type Drawing = Record<ColorMode, {hash: string; svg: string}>;

/** Bump when tidy() changes, so cached drawings are made again. */
const TIDY_VERSION = 1;

/**
 * What Mermaid writes that a page cannot use as is:
 * - Some diagram types (state diagrams) give elements ids of their own names, not under the diagram's id: two
 *   drawings of the diagram on one page (both colour modes) would repeat them. They go under the placeholder id,
 *   with the references to them.
 * - Each edge carries its points again, base64 in `data-points`, for Mermaid's own scripts: nothing reads it here.
 */
export function tidy(svg: string): string {
  const foreign = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => !id.startsWith(PLACEHOLDER_ID));
  let result = svg.replace(/\sdata-points="[^"]*"/g, '');
  for (const id of new Set(foreign)) {
    const scoped = `${PLACEHOLDER_ID}-${id}`;
    result = result.split(`id="${id}"`).join(`id="${scoped}"`).split(`#${id})`).join(`#${scoped})`).split(`href="#${id}"`).join(`href="#${scoped}"`);
  }
  return result;
}

const configFor = (mode: ColorMode) => ({startOnLoad: false, theme: MERMAID_THEMES[mode], ...MERMAID_OPTIONS});

/** The drawing's name: a hash of everything that changes it. */
export function drawingHash(source: string, mode: ColorMode): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([MERMAID_VERSION, TIDY_VERSION, configFor(mode), source]))
    .digest('hex')
    .slice(0, 20);
}

export const cachedFile = (hash: string) => path.join(CACHE_DIR, `${hash}.svg`);

let pagePromise: Promise<Page> | null = null;
let browser: Browser | null = null;
let idleTimer: NodeJS.Timeout | null = null;
/** Drawings one after another: one page, and Mermaid's configuration is global to it. */
let queue: Promise<unknown> = Promise.resolve();

async function openPage(): Promise<Page> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Mermaid diagrams are drawn at build time in Chromium, and there is none at ${CHROMIUM_PATH}: run node scripts/ensure-system-packages.mjs chromium fonts-noto-cjk (or set CHROMIUM_PATH)`,
    );
  }
  browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({path: MERMAID_SCRIPT});
  return page;
}

function scheduleClose() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = browser;
    browser = null;
    pagePromise = null;
    void closing?.close();
  }, IDLE_MS);
  idleTimer.unref();
}

async function drawInBrowser(source: string, modes: ColorMode[]): Promise<string[]> {
  pagePromise ??= openPage();
  const page = await pagePromise;
  return page.evaluate(
    async ({source, configs, id}) => {
      const mermaid = (window as unknown as {mermaid: {initialize(c: unknown): void; render(id: string, s: string): Promise<{svg: string}>}}).mermaid;
      const svgs: string[] = [];
      for (const config of configs) {
        mermaid.initialize(config);
        svgs.push((await mermaid.render(id, source)).svg);
      }
      return svgs;
    },
    {source, configs: modes.map(configFor), id: PLACEHOLDER_ID},
  );
}

/**
 * Both colour modes of a diagram, from the cache or drawn now. A diagram Mermaid cannot parse fails with
 * Mermaid's message; `where` names the page.
 */
export function drawDiagram(source: string, where: string): Promise<Drawing> {
  const hashes = Object.fromEntries(COLOR_MODES.map((mode) => [mode, drawingHash(source, mode)])) as Record<ColorMode, string>;
  const task = async (): Promise<Drawing> => {
    // Looked up when the task runs, not when it is queued: the same diagram queued twice is drawn once.
    const missing = COLOR_MODES.filter((mode) => !fs.existsSync(cachedFile(hashes[mode])));
    if (missing.length) {
      if (idleTimer) clearTimeout(idleTimer);
      let svgs: string[];
      try {
        svgs = await drawInBrowser(source, missing);
      } catch (error) {
        throw new Error(`${where}: Mermaid could not draw a diagram: ${(error as Error).message.split('\n')[0]}\n${source}`);
      } finally {
        scheduleClose();
      }
      fs.mkdirSync(CACHE_DIR, {recursive: true});
      missing.forEach((mode, i) => {
        // Written whole, then renamed: a build stopped halfway leaves no truncated drawing in the cache.
        const temporary = `${cachedFile(hashes[mode])}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, tidy(svgs[i]));
        fs.renameSync(temporary, cachedFile(hashes[mode]));
      });
    }
    const read = (mode: ColorMode) => ({hash: hashes[mode], svg: fs.readFileSync(cachedFile(hashes[mode]), 'utf8')});
    return {light: read('light'), dark: read('dark')};
  };
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}
