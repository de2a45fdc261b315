#!/usr/bin/env node
// The one test command: typecheck, unit and content tests, a production build of both locales (which fails
// on a broken link or anchor), then the browser tests against that build. Ends with one summary line.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'test-results');
fs.mkdirSync(OUT, {recursive: true});

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

const counts = {passed: 0, failed: 0};
const steps = [];

steps.push(['typecheck', run('typecheck', 'npx', ['tsc'])]);

const vitestJson = path.join(OUT, 'vitest.json');
steps.push(['unit + content', run('unit + content tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])]);
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
}

const built = run('build', 'npx', ['docusaurus', 'build']);
steps.push(['build', built]);

if (built && run('chromium', 'node', ['scripts/ensure-chromium.mjs'])) {
  const pwJson = path.join(OUT, 'playwright.json');
  steps.push(['browser', run('browser tests', 'npx', ['playwright', 'test'], {PW_JSON: pwJson})]);
  if (fs.existsSync(pwJson)) {
    const stats = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats;
    counts.passed += stats.expected;
    counts.failed += stats.unexpected + stats.flaky;
  }
} else {
  steps.push(['browser', false]);
}

const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nsteps: ${steps.map(([name, ok]) => `${name} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
// A failed step that ran no test (typecheck, build) still counts as a failure.
console.log(`tests: ${counts.passed} passed, ${counts.failed + (failedSteps.length && !counts.failed ? failedSteps.length : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
