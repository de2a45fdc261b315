#!/usr/bin/env node
// Runs deploy/nginx/openim-docs.conf with Debian's nginx against a build, unprivileged and self-contained: a
// throwaway prefix directory holds the main configuration, pid, logs and temp files. The site's file is used as
// written, with only `listen` and `root` pointed at a loopback port and the build.
//   node scripts/nginx.mjs [--port 8080] [--dir build]     serve until Ctrl+C
// Imported by the hosting tests and the Lighthouse benchmark (startNginx).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITE_CONF = path.join(ROOT, 'deploy/nginx/openim-docs.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/**
 * The site's configuration with its listen and root lines replaced; fails if either line is not there once.
 * `csp: false` drops the Content-Security-Policy line, whose script hashes are those of our inline scripts: the
 * benchmark serves another site (the plain Docusaurus fixture) with everything else the same.
 */
export function siteConfig(port, buildDir, {csp = true} = {}) {
  let conf = fs.readFileSync(SITE_CONF, 'utf8');
  const replacements = [
    [/^(\s*)listen [^;]+;$/m, `listen 127.0.0.1:${port};`],
    [/^(\s*)root [^;]+;$/m, `root ${buildDir};`],
  ];
  if (!csp) replacements.push([/^(\s*)add_header Content-Security-Policy .+;$/m, '']);
  for (const [pattern, value] of replacements) {
    if ((conf.match(new RegExp(pattern.source, 'gm')) ?? []).length !== 1) {
      throw new Error(`${SITE_CONF} must have exactly one line matching ${pattern}`);
    }
    conf = conf.replace(pattern, `$1${value}`);
  }
  return conf;
}

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Start nginx on 127.0.0.1:port serving buildDir. Resolves once it listens; `stop()` ends it. */
export async function startNginx({port, buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(ROOT, 'build'), csp = true}) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}: run npm run build`);
  if (!fs.existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run node scripts/ensure-system-packages.mjs (or set NGINX_PATH)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'openim-docs-nginx-'));
  fs.writeFileSync(path.join(prefix, 'site.conf'), siteConfig(port, path.resolve(buildDir), {csp}));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  types { application/yaml yaml yml; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      `  include ${prefix}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForPort(port, 10_000),
      exited.then((code) => {
        const log = fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
        throw new Error(`nginx exited with ${code}\n${log}`);
      }),
    ]);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}

async function main() {
  const {values} = parseArgs({options: {port: {type: 'string', default: '8080'}, dir: {type: 'string', default: 'build'}}});
  const server = await startNginx({port: Number(values.port), buildDir: path.resolve(values.dir)});
  console.log(`nginx serves ${values.dir} with deploy/nginx/openim-docs.conf at ${server.url}/ (English at /en/)`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
