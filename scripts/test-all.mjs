#!/usr/bin/env node
// The one test command: typecheck, lint, the Debian packages the tests use, unit and content tests (Go included), the
// dev server of each locale (scripts/dev-smoke.mjs), a production build of both locales (which fails on a broken link
// or anchor), then the browser tests against that build. Prints each step's time and ends with one summary line.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'test-results');
fs.mkdirSync(OUT, {recursive: true});

/** Seconds each step took, by label, for the summary. */
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
  timings.push([label, (Date.now() - started) / 1000]);
  return result.status === 0;
}

const counts = {passed: 0, failed: 0};
const steps = [];
/** What failed, one line each, repeated at the end: CI shows only the tail of a long log. */
const failures = [];
/** Browser tests that failed and then passed on their retry (CI only): not failures, but named to be fixed. */
const flaky = [];
// Reports keep the terminal's colour codes (ESC [ ... m) in their messages.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(ANSI_COLOUR, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/**
 * Add the counts a tool wrote to its JSON report to the summary; `pick` reads `{passed, failed}` from the report.
 * A tool that wrote no report (it did not run, or crashed first) adds nothing.
 */
function addCounts(file, pick) {
  if (!fs.existsSync(file)) return;
  const {passed, failed} = pick(JSON.parse(fs.readFileSync(file, 'utf8')));
  counts.passed += passed;
  counts.failed += failed;
}

steps.push(['typecheck', run('typecheck', 'npx', ['tsc'])]);

/** A check without a test runner (a linter) counts as one test, passed or failed. */
function check(label, command, args) {
  const ok = run(label, command, args);
  counts[ok ? 'passed' : 'failed'] += 1;
  steps.push([label, ok]);
}

// ESLint over the whole tree (eslint.config.mjs).
check('lint', 'npm', ['run', 'lint']);
check('format', 'npm', ['run', 'format:check']);

/** Run Vitest projects and add their counts to the summary. */
function vitest(label, projects, jsonName) {
  const json = path.join(OUT, jsonName);
  fs.rmSync(json, {force: true});
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${json}`];
  const ok = run(label, 'npx', args);
  addCounts(json, (report) => ({passed: report.numPassedTests, failed: report.numFailedTests}));
  const report = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : undefined;
  for (const file of report?.testResults ?? []) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${label}: ${path.relative(ROOT, file.name)} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that failed before any test ran (an import error) has no failed test to name.
    if (file.status === 'failed' && !failed.length) failures.push(`${label}: ${path.relative(ROOT, file.name)}: ${firstLine(file.message)}`);
  }
  if (!ok && report?.numFailedTests === 0)
    failures.push(`${label}: Vitest failed with every test passed, so on an unhandled error; see "Unhandled Error" above`);
  return ok;
}

// Go for the unit and content tests that compile the Go receiver and the Go snippets, Chromium for the browser tests,
// nginx for the hosting tests (Debian packages; installed when missing). The Go tests fail, saying what to install,
// when Go is still missing.
const packages = run('system packages', 'node', ['scripts/ensure-system-packages.mjs']);
steps.push(['system packages', packages]);

steps.push(['unit + content', vitest('unit + content tests', ['unit', 'content'], 'vitest.json')]);

// `npm start` and `npm run start:en`: each starts, renders a page of every section and shows an edit.
const devJson = path.join(OUT, 'dev-smoke.json');
fs.rmSync(devJson, {force: true});
steps.push(['dev server', packages && run('dev server smoke test', 'node', ['scripts/dev-smoke.mjs', '--json', devJson])]);
addCounts(devJson, (dev) => dev);

// `npm run build`: both locales, then scripts/check-links.mjs over the output.
const built = run('build', 'npm', ['run', 'build']);
steps.push(['build', built]);
// Checks on what the build wrote: search index quality, offline HTML, nginx serving it.
steps.push(['build output', built && packages && vitest('build output tests', ['built'], 'vitest-built.json')]);

if (built && packages) {
  const pwJson = path.join(OUT, 'playwright.json');
  // A report left by an earlier run would be counted if Playwright crashed before writing this run's.
  fs.rmSync(pwJson, {force: true});
  steps.push(['browser', run('browser tests', 'npx', ['playwright', 'test'], {PW_JSON: pwJson})]);
  addCounts(pwJson, ({stats}) => ({passed: stats.expected, failed: stats.unexpected}));
  if (fs.existsSync(pwJson)) {
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests) {
          const name = `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}`;
          if (test.status === 'unexpected') failures.push(`browser (${test.status}): ${name}: ${firstLine(test.results.at(-1)?.errors?.[0]?.message)}`);
          // A flaky test's last result passed; its first try holds the error.
          if (test.status === 'flaky') flaky.push(`browser: ${name}: ${firstLine(test.results[0]?.errors?.[0]?.message)}`);
        }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(fs.readFileSync(pwJson, 'utf8')).suites) visit(suite, []);
  }
} else {
  steps.push(['browser', false]);
}

if (failures.length) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
if (flaky.length) console.log(`\nflaky (failed, then passed on the retry):\n${flaky.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntimes: ${timings.map(([label, seconds]) => `${label} ${seconds.toFixed(0)} s`).join(', ')}`);
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nsteps: ${steps.map(([name, ok]) => `${name} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
// A failed step that ran no test (typecheck, build) still counts as a failure.
const failedCount = counts.failed + (failedSteps.length && !counts.failed ? failedSteps.length : 0);
console.log(`tests: ${counts.passed} passed, ${failedCount} failed${flaky.length ? `, ${flaky.length} flaky (named above)` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
