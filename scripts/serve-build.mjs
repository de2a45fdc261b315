#!/usr/bin/env node
// Serves the production build the way the static host (deploy/nginx/openim-docs.conf) does: exact paths without a
// trailing slash (`/faq` -> faq.html, `/guides/introduction` -> guides/introduction.html or .../index.html), the
// same redirects, and the localized not-found page with status 404 (`/en/...` -> en/404.html, else 404.html).
// Every request target, however odd, gets an answer: the server never throws on input.
// Usage: node scripts/serve-build.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml',
  '.wasm': 'application/wasm',
  '.md': 'text/markdown; charset=utf-8',
};

/** nginx's default request-line limit (large_client_header_buffers 8k): longer targets get 414, as there. */
export const MAX_TARGET_BYTES = 8192;
const METHODS = new Set(['GET', 'HEAD']);

/**
 * What the host answers for a request target, before any file is read:
 * `{redirect}` (301 to a path of this site), `{status}` (an error page), or `{path}` (a decoded path to look up).
 * Mirrors the nginx configuration; tests/built/request-fuzz.test.ts holds both to the same rules.
 */
export function route(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return {status: 400};
  if (Buffer.byteLength(target) > MAX_TARGET_BYTES) return {status: 414};
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt);
  // Control characters and spaces are refused before anything is decoded (nginx answers 400 too).
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\x00-\x20\x7f]/.test(target)) return {status: 400};
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {status: 400};
  }
  if (decoded.includes('\0')) return {status: 400};
  if (rawPath === '/en') return {redirect: `/en/${query}`};
  // A trailing slash is redirected away, except on the two home pages. The Location is the path as it was sent,
  // still percent-encoded (so no decoded CR or LF reaches a header), and only when it starts with one slash and
  // no backslash: `//host/` or `/\host/` would send a browser to another host.
  if (rawPath.length > 1 && rawPath.endsWith('/') && rawPath !== '/en/') {
    const stripped = rawPath.replace(/\/+$/, '');
    if (!/^\/[^/\\]/.test(stripped)) return {status: 404, path: decoded};
    return {redirect: stripped + query};
  }
  return {path: decoded};
}

/** The locale's not-found page for a decoded path. */
function notFoundPage(decodedPath) {
  return decodedPath === '/en' || decodedPath?.startsWith('/en/') ? 'en/404.html' : '404.html';
}

/** True when the decoded path names something the host must never serve: dotfiles (but .well-known), the 404 pages. */
function isForbidden(decodedPath) {
  const segments = decodedPath.split(/[/\\]/);
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return true;
  return /^\/(en\/)?404(\.html)?$/.test(decodedPath);
}

export function createFileResolver(root) {
  const realRoot = fs.realpathSync(root);
  /** A regular file inside the root (symlinks resolved, and refused when they lead out of it), or undefined. */
  function insideRoot(file) {
    try {
      const real = fs.realpathSync(file);
      const relative = path.relative(realRoot, real);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      return fs.statSync(real).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  }
  /** The file a decoded URL path maps to, or undefined. */
  return function resolveFile(decodedPath) {
    if (isForbidden(decodedPath)) return undefined;
    const base = path.join(realRoot, path.posix.normalize(`/${decodedPath}`));
    for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
      const file = insideRoot(candidate);
      if (file) return file;
    }
    return undefined;
  };
}

export function createServer(root) {
  const resolveFile = createFileResolver(root);
  const send = (req, res, status, file, extraHeaders = {}) => {
    res.writeHead(status, {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...extraHeaders});
    if (req.method === 'HEAD') return res.end();
    const stream = fs.createReadStream(file);
    // A file removed during a rebuild ends this answer, not the server.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
  const errorPage = (req, res, status, decodedPath) => {
    const page = status === 414 ? '414.html' : notFoundPage(decodedPath);
    const file = path.join(root, page);
    if (fs.existsSync(file)) return send(req, res, status, file);
    res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end(`${status}\n`);
  };

  return http.createServer((req, res) => {
    try {
      if (!METHODS.has(req.method ?? '')) {
        res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
        return res.end('405 Method Not Allowed\n');
      }
      const answer = route(req.url);
      if (answer.redirect) {
        res.writeHead(301, {Location: answer.redirect});
        return res.end();
      }
      if (answer.status) return errorPage(req, res, answer.status, answer.path);
      const file = resolveFile(answer.path);
      if (file) return send(req, res, 200, file);
      return errorPage(req, res, 404, answer.path);
    } catch (error) {
      console.error('[serve] answering', JSON.stringify(req.url), 'failed:', error);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end();
    }
  });
}

function main() {
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
  const server = createServer(root);
  // A malformed request (bad header, oversized header) is answered by Node itself; the socket error must not
  // end the process.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${root} at http://${values.host}:${values.port}/ (English at /en/)`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
