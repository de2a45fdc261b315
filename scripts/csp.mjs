#!/usr/bin/env node
// The Content-Security-Policy of the site. Scripts may only come from the site itself, plus the few inline
// scripts Docusaurus writes into the HTML (colour mode before first paint, the base-URL warning, the redirect
// pages), allowed by their SHA-256 hashes, which this computes from the build.
//   node scripts/csp.mjs           print the policy for the build in build/ (or BUILD_DIR)
//   node scripts/csp.mjs --write   write it into deploy/nginx/openim-docs.conf
// tests/built/nginx.test.ts fails when the configuration's policy and the build's inline scripts differ.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const NGINX_CONF = path.join(ROOT, 'deploy/nginx/openim-docs.conf');

/** SHA-256 hashes (CSP source form) of every inline executable script in the build's HTML, sorted. */
export function inlineScriptHashes(buildDir = path.join(ROOT, 'build')) {
  const hashes = new Set();
  const files = fs.readdirSync(buildDir, {recursive: true}).filter((f) => f.endsWith('.html'));
  for (const file of files) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!body || /\bsrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs)) continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Servers the REST pages' "Try it" console may call, besides the site itself (`connect-src`). By default the
 * reader's own OpenIM API server on their machine, on any port. To let readers call a shared server, add its origin
 * (`https://im-api.example.com`, or `http://10.0.0.5:10002` for a site served over http) and run
 * `node scripts/csp.mjs --write`; the console tells a reader whose server the policy refuses to ask for this.
 */
export const CONSOLE_CONNECT_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The policy. Styles allow 'unsafe-inline': React, Mermaid and Infima write style attributes and elements. */
export function contentSecurityPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${CONSOLE_CONNECT_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy the nginx configuration sends. */
export function configuredPolicy(conf = fs.readFileSync(NGINX_CONF, 'utf8')) {
  return conf.match(/add_header Content-Security-Policy "([^"]+)" always;/)?.[1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const policy = contentSecurityPolicy(inlineScriptHashes(process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : undefined));
  if (process.argv.includes('--write')) {
    const conf = fs.readFileSync(NGINX_CONF, 'utf8');
    if (!configuredPolicy(conf)) throw new Error(`No Content-Security-Policy line in ${NGINX_CONF}`);
    fs.writeFileSync(NGINX_CONF, conf.replace(/(add_header Content-Security-Policy ")[^"]+(" always;)/, `$1${policy}$2`));
    console.log(`Wrote the policy into ${path.relative(ROOT, NGINX_CONF)}`);
  } else {
    console.log(policy);
  }
}
