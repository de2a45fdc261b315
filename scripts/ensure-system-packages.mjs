#!/usr/bin/env node
// The browser tests drive Debian's Chromium (no test tool may download a browser here) with Debian's CJK fonts (the
// Chinese pages and the screenshots need real glyphs, not boxes), the hosting tests run Debian's nginx against the
// build, and the Go tests build the example receiver and the Go snippets of the docs with Debian's Go (the one
// snippet that imports a module gets it from Debian too: Go may not download anything), and the REST pages' Python
// and Java request samples are compiled with Debian's python3 and JDK. Installs whichever is missing
// when we are root; otherwise says what to install.
//
//   node scripts/ensure-system-packages.mjs                      all of them
//   node scripts/ensure-system-packages.mjs golang-go ...        only the Debian packages named
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const PACKAGES = [
  {name: 'chromium', binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', env: 'CHROMIUM_PATH'},
  {name: 'nginx', binary: process.env.NGINX_PATH ?? '/usr/sbin/nginx', env: 'NGINX_PATH'},
  {name: 'fonts-noto-cjk', binary: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', env: 'none: install the package'},
  // tests/go.ts reads the same GO_PATH.
  {name: 'golang-go', binary: process.env.GO_PATH ?? '/usr/bin/go', env: 'GO_PATH'},
  // Source of github.com/gorilla/websocket for docs-guides/pressure_test.md (tests/content/go-snippets.test.ts).
  {name: 'golang-github-gorilla-websocket-dev', binary: '/usr/share/gocode/src/github.com/gorilla/websocket/go.mod', env: 'none: install the package'},
  // The request samples of the REST pages in Python and Java are compiled (tests/content/request-samples.test.ts).
  {name: 'python3', binary: process.env.PYTHON_PATH ?? '/usr/bin/python3', env: 'PYTHON_PATH'},
  {name: 'default-jdk-headless', binary: process.env.JAVAC_PATH ?? '/usr/bin/javac', env: 'JAVAC_PATH'},
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PACKAGES.some((p) => p.name === name));
if (unknown.length) {
  console.error(`Unknown package ${unknown.join(', ')}; this script knows ${PACKAGES.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
const missing = PACKAGES.filter((p) => (wanted.length === 0 || wanted.includes(p.name)) && !fs.existsSync(p.binary));
if (missing.length === 0) process.exit(0);

const names = missing.map((p) => p.name).join(' ');
if (process.getuid?.() === 0) {
  console.log(`Missing ${missing.map((p) => p.binary).join(', ')}: installing Debian's ${names}...`);
  // policy-rc.d 101: the package must not start an nginx service on port 80; the tests start their own.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', {mode: 0o755});
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, {stdio: 'inherit'});
  } finally {
    if (ownPolicy) fs.rmSync(policy, {force: true});
  }
  if (missing.every((p) => fs.existsSync(p.binary))) process.exit(0);
}
console.error(
  missing.map((p) => `The tests need ${p.name} at ${p.binary} (or set ${p.env}).`).join('\n') +
    `\nInstall with: sudo apt-get update && sudo apt-get install -y ${names}`,
);
process.exit(1);
