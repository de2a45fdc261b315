#!/usr/bin/env node
// Fails the build on a link to a file the build does not contain. Docusaurus checks links to its routes, but not
// links to plain files (`pathname:///openapi.yaml`, static files, the other locale's pages): those went unchecked,
// and /en/openapi.yaml was a 404. Runs after both locales are built (`npm run build`), over every HTML page and
// both sitemaps, so links between the locales are checked too.
//   node scripts/check-links.mjs [--dir build]
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';

/** href/src attribute values, quoted or not (the build's HTML is minified). */
const ATTRIBUTE = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;
const SITEMAP_LOC = /<loc>([^<]+)<\/loc>/g;

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const decodeEntities = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Every link of the build that points to this site and names no file in it, as `page: link` lines.
 * `baseUrl` and `siteUrl` are the config's (BASE_URL, SITE_URL): links are written with the base path, and
 * canonical and hreflang links with the origin.
 */
export function brokenLinks(buildDir, {baseUrl = '/', siteUrl = 'https://docs.openim.io'} = {}) {
  const origin = new URL(siteUrl).origin;
  const exists = new Map();
  const fileExists = (sitePath) => {
    if (!exists.has(sitePath)) {
      const base = path.join(buildDir, sitePath);
      const found = [base, `${base}.html`, path.join(base, 'index.html')].some((f) => {
        try {
          return fs.statSync(f).isFile();
        } catch {
          return false;
        }
      });
      exists.set(sitePath, found);
    }
    return exists.get(sitePath);
  };
  /** Problem text for a link, or undefined when it is fine or not ours to check. */
  const check = (link) => {
    let url;
    try {
      url = new URL(link, `${origin}${baseUrl}`);
    } catch {
      return `unparseable link`;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return undefined;
    if (!url.pathname.startsWith(baseUrl)) return `outside the base path ${baseUrl}`;
    let sitePath;
    try {
      sitePath = decodeURIComponent(url.pathname.slice(baseUrl.length));
    } catch {
      return 'malformed percent-encoding';
    }
    if (sitePath.split('/').includes('..')) return 'climbs out of the site';
    return fileExists(sitePath) ? undefined : 'no such file in the build';
  };

  const problems = [];
  const record = (where, link) => {
    if (/^(#|mailto:|tel:|javascript:|data:)/i.test(link) || link === '') return;
    const problem = check(link);
    if (problem) problems.push(`${where}: ${link} (${problem})`);
  };
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const page = path.relative(buildDir, file);
    for (const m of html.matchAll(ATTRIBUTE)) record(page, decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
  }
  for (const sitemap of ['sitemap.xml', 'en/sitemap.xml']) {
    const file = path.join(buildDir, sitemap);
    if (!fs.existsSync(file)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(SITEMAP_LOC)) record(sitemap, decodeEntities(m[1]));
  }
  return problems;
}

function main() {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const buildDir = path.resolve(values.dir);
  const started = performance.now();
  const problems = brokenLinks(buildDir, {baseUrl: process.env.BASE_URL ?? '/', siteUrl: process.env.SITE_URL ?? 'https://docs.openim.io'});
  if (problems.length) {
    console.error(`[check-links] ${problems.length} broken link(s) in ${buildDir}:\n${problems.slice(0, 50).join('\n')}`);
    process.exit(1);
  }
  console.log(`[check-links] every link to this site names a file of the build (${Math.round(performance.now() - started)} ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
