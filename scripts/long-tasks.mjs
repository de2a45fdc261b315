/* global window -- functions passed to page.evaluate run in the page */
// Main-thread cost of what a page does, measured in Chromium for the search tests and bench:search: `longtask`
// entries (wall time) and the CPU time of each task from a trace (wall time also counts the moments a task waited
// for a CPU on a machine shared with other work).

/**
 * Issue #19's goal: no main-thread task over 50 ms of CPU while a reader types, measured by bench:search (median
 * of several sessions on a quiet machine).
 */
export const TYPING_TASK_GOAL_MS = 50;
/**
 * What the browser tests allow: three times the goal. A loaded two-core CI run measured up to 75 ms where a quiet
 * run measures 35; indexing the full texts on the main thread (the regression the tests guard against) costs
 * several hundred.
 */
export const TYPING_TASK_LIMIT_MS = 150;

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').APIRequestContext} APIRequestContext */

/** Record every long task (over 50 ms) the page runs from now on, with its start time. @param {Page} page */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask'});
  });
}

/**
 * The longest task that started after `since` (page time, ms); 0 when none was over 50 ms.
 * @param {Page} page
 * @param {number} since
 * @returns {Promise<number>}
 */
export function longestTaskSince(page, since) {
  return page.evaluate((t) => {
    /** @type {Array<{start: number; duration: number}>} */
    const tasks = /** @type {any} */ (window).__longTasks;
    return Math.max(0, ...tasks.filter((e) => e.start >= t).map((e) => e.duration));
  }, since);
}

/**
 * A Chromium trace event (only the fields read here).
 * @typedef {{name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: {name?: string}}} TraceEvent
 */

/** Top-level slices of the main thread's tasks in a Chromium trace. */
const TASK_SLICES = new Set(['ThreadControllerImpl::RunTask', 'BlinkScheduler_PerformMicrotaskCheckpoint']);

/**
 * Record a Chromium trace while `session` runs; returns the CPU time (ms) of each main-thread task of the page that
 * started after the performance mark `after` (all of them without one), in order. Wall time, which a `longtask`
 * entry reports, also counts the moments a task's thread waited for a CPU on a machine shared with other work; CPU
 * time is what the page's own code costs.
 * @param {Page} page
 * @param {() => Promise<void>} session
 * @param {string} [after]
 * @returns {Promise<number[]>}
 */
export async function taskCpuTimes(page, session, after) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {TraceEvent[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => void events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (data.value))));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {traceConfig: {includedCategories: ['toplevel', 'blink.user_timing']}, transferMode: 'ReportEvents'});
  await session();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const from = after === undefined ? -Infinity : events.find((e) => e.name === after)?.ts;
  if (from === undefined) throw new Error(`no performance mark ${after} in the trace`);
  // A task is a RunTask and the microtask checkpoint right after it (promise callbacks run there, outside RunTask).
  const slices = events.filter((e) => e.ph === 'X' && TASK_SLICES.has(e.name) && mains.has(`${e.pid}:${e.tid}`) && e.ts >= from).sort((a, b) => a.ts - b.ts);
  /** @type {number[]} */
  const cpu = [];
  let end = -Infinity;
  for (const slice of slices) {
    // A checkpoint inside a RunTask is already counted in it.
    if (slice.ts + (slice.dur ?? 0) <= end) continue;
    const time = slice.tdur ?? slice.dur ?? 0;
    if (slice.name !== 'ThreadControllerImpl::RunTask' && slice.ts - end < 1000 && cpu.length) cpu[cpu.length - 1] += time;
    else cpu.push(time);
    end = slice.ts + (slice.dur ?? 0);
  }
  return cpu.map((us) => us / 1000);
}

/**
 * The longest CPU time (ms) of a main-thread task while `session` runs, after the mark `after` (see taskCpuTimes).
 * @param {Page} page
 * @param {() => Promise<void>} session
 * @param {string} [after]
 * @returns {Promise<number>}
 */
export async function longestTaskCpu(page, session, after) {
  return Math.max(0, ...(await taskCpuTimes(page, session, after)));
}

/**
 * A word only the full texts of `prefix` contain: found once they have loaded and been indexed. The titles and
 * openings must not find it either way the engine looks (src/search/engine.ts): as a prefix of one of their words,
 * or with one typo. A word one letter off a title word ("implementations" and "implementation") would be answered
 * at once from the titles, and a test waiting for the full texts would wait for nothing.
 * @param {APIRequestContext} request
 * @param {string} prefix
 * @returns {Promise<string>}
 */
export async function deepWord(request, prefix) {
  const head = await (await request.get(`${prefix}/search-index.json`)).json();
  /** @type {string[]} */
  const bodies = (await (await request.get(`${prefix}/search-bodies.json`)).json()).bodies;
  const shallow = [
    ...new Set(
      JSON.stringify(head.records)
        .toLowerCase()
        .match(/[a-z0-9_]+/g) ?? [],
    ),
  ];
  const word = bodies
    .join(' ')
    .match(/\b[a-z]{9,}\b/g)
    ?.find((w) => !shallow.some((v) => v.startsWith(w) || withinOneEdit(w, v)));
  if (!word) throw new Error(`no word of nine letters or more is in the full texts of ${prefix || '/'} only`);
  return word;
}

/**
 * Whether `a` becomes `b` with at most one insertion, deletion or substitution.
 * @param {string} a
 * @param {string} b
 * @returns {boolean}
 */
export function withinOneEdit(a, b) {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (i === short.length) return true;
  // The first difference: skip a letter of the longer word, or of both when they are as long.
  return short.slice(short.length === long.length ? i + 1 : i) === long.slice(i + 1);
}
