#!/usr/bin/env node
// Serves the production build the way the static host does: exact paths without a trailing slash
// (`/faq` -> faq.html, `/guides/introduction` -> guides/introduction.html or .../index.html), and the
// localized not-found page with status 404 (`/en/...` -> en/404.html, anything else -> 404.html).
// Usage: node scripts/serve-build.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});
const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
  '.yaml': 'application/yaml', '.wasm': 'application/wasm',
};

function isFile(file) {
  return file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile();
}

/** The file a URL path maps to, or undefined. */
export function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  return [base, `${base}.html`, path.join(base, 'index.html')].find(isFile);
}

const server = http.createServer((req, res) => {
  const {pathname} = new URL(req.url ?? '/', 'http://localhost');
  let file;
  try {
    file = resolveFile(pathname);
  } catch {
    file = undefined;
  }
  const status = file ? 200 : 404;
  file ??= path.join(root, pathname === '/en' || pathname.startsWith('/en/') ? 'en/404.html' : '404.html');
  res.writeHead(status, {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/ (English at /en/)`);
});
