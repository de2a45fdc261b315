#!/usr/bin/env node
// The browser tests drive Debian's Chromium; no test tool may download a browser here.
// Installs it when missing and we are root; otherwise says exactly what to install.
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'});
  if (fs.existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${CHROMIUM}.\n` +
    'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
    '(or set CHROMIUM_PATH to another Chromium binary).',
);
process.exit(1);
