/**
 * Hostile requests against both servers that serve the build: Debian's nginx with deploy/nginx/openim-docs.conf
 * and scripts/serve-build.mjs (`npm run serve`, the browser tests). First named regressions on the real build
 * (header injection, open redirects, dotfiles, the 404 pages by name, methods, long URLs), then a seeded fuzzer
 * of a few thousand odd request targets against a small root with a secret beside it and symbolic links out of
 * it. No answer may crash a server, inject a header, redirect to another host or serve a file outside the root.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startNginx} from '../../scripts/nginx.mjs';
import {BUILD} from '../build-dir';
import {answerProblems, header, rawRequest, type RawAnswer} from '../hosting/raw-http';
import {requestTargets} from '../hosting/targets';

const ROOT = path.resolve(__dirname, '../..');
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const TARGETS = Number(process.env.FUZZ_TARGETS ?? 3000);
const OUTSIDE_SECRET = 'outside-the-root-7d1f0c';
const DOTFILE_SECRET = 'dotfile-secret-5a9e2b';

interface Server {
  name: string;
  port: number;
  stop(): Promise<void>;
  alive(): boolean;
}

async function waitForAnswer(port: number, deadline = Date.now() + 15_000): Promise<void> {
  for (;;) {
    const answer = await rawRequest(port, '/').catch(() => undefined);
    if (answer && !answer.noAnswer) return;
    if (Date.now() > deadline) throw new Error(`nothing answers on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startStatic(port: number, dir: string): Promise<Server> {
  const child: ChildProcess = spawn('node', ['scripts/serve-build.mjs', '--port', String(port), '--dir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitForAnswer(port).catch((error) => {
    child.kill();
    throw new Error(`${error.message}\n${stderr}`);
  });
  return {
    name: 'serve-build',
    port,
    alive: () => !exited,
    async stop() {
      if (stderr.trim()) console.log(`[serve-build stderr]\n${stderr.slice(0, 2000)}`);
      child.kill();
    },
  };
}

async function startNginxServer(port: number, dir: string): Promise<Server> {
  const server = await startNginx({port, buildDir: dir});
  return {name: 'nginx', port, alive: () => true, stop: () => server.stop()};
}

const STARTERS = [
  {name: 'nginx', start: startNginxServer, ports: [4182, 4184]},
  {name: 'serve-build', start: startStatic, ports: [4183, 4185]},
] as const;

const get = (server: Server, target: string, method = 'GET'): Promise<RawAnswer> => rawRequest(server.port, Buffer.from(target, 'latin1'), method);
const lang = (answer: RawAnswer) => /<html[^>]+lang="?([\w-]+)/.exec(answer.body.toString('utf8'))?.[1];

describe.each(STARTERS)('$name against the build', ({start, ports}) => {
  let server: Server;
  beforeAll(async () => {
    server = await start(ports[0], BUILD);
  }, 20_000);
  afterAll(async () => server?.stop());

  it('keeps an encoded CR/LF encoded in the redirect instead of injecting a header', async () => {
    const answer = await get(server, '/foo%0dSet-Cookie:%20injected=1/');
    expect(answerProblems(answer, `http://127.0.0.1:${server.port}`)).toEqual([]);
    expect(header(answer, 'set-cookie')).toBeUndefined();
    expect(answer.status).toBe(301);
    expect(header(answer, 'location')).toBe('/foo%0dSet-Cookie:%20injected=1');
  });

  it.each(['/%5Cevil.example/', '/%09/evil.example/', '//evil.example/', '/\\evil.example/', '///evil.example/', '/%2F%2Fevil.example/'])(
    'never redirects %s to another host',
    async (target) => {
      const answer = await get(server, target);
      expect(answerProblems(answer, `http://127.0.0.1:${server.port}`)).toEqual([]);
      expect([301, 400, 404]).toContain(answer.status);
    },
  );

  it('redirects a trailing slash away like the other server, keeping the query', async () => {
    const answer = await get(server, '/x/?a=1');
    expect(answer.status).toBe(301);
    expect(header(answer, 'location')).toBe('/x?a=1');
    expect(header(await get(server, '/en'), 'location')).toBe('/en/');
    expect((await get(server, '/en/')).status).toBe(200);
  });

  it.each([
    ['/404', 'zh-Hans'],
    ['/404.html', 'zh-Hans'],
    ['/en/404', 'en-GB'],
    ['/en/404.html', 'en-GB'],
    ['/.git/config', 'zh-Hans'],
    ['/en/.env', 'en-GB'],
    ['/.htaccess', 'zh-Hans'],
    ['/assets/.hidden', 'zh-Hans'],
  ])('answers %s with 404 and the %s not-found page', async (target, expected) => {
    const answer = await get(server, target);
    expect(answer.status).toBe(404);
    expect(lang(answer)).toBe(expected);
  });

  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH'])('refuses %s with 405 and sends no file', async (method) => {
    const answer = await get(server, '/index.html', method);
    expect(answer.status).toBe(405);
    expect(answer.body.toString()).not.toContain('__docusaurus');
  });

  it('answers a URL over 8 KB with 414 and a page that says so in both languages', async () => {
    const answer = await get(server, `/search?q=${'a'.repeat(9000)}`);
    expect(answer.status).toBe(414);
    const body = answer.body.toString('utf8');
    expect(body).toContain('链接过长');
    expect(body).toContain('This URL is too long');
  });

  it('still serves a search URL just under the limit', async () => {
    expect((await get(server, `/search?q=${'a'.repeat(7000)}`)).status).toBe(200);
  });
});

describe.each(STARTERS)('$name fuzzed with odd request targets', ({start, ports}) => {
  let server: Server;
  let dir: string;
  beforeAll(async () => {
    // A small root: the pages the rules need, a dotfile, .well-known, and links that lead out of it.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openim-fuzz-'));
    const root = path.join(dir, 'root');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      fs.writeFileSync(path.join(root, file), text);
    };
    write('index.html', '<html lang="zh-Hans"><h1>home</h1></html>');
    write('404.html', '<html lang="zh-Hans"><h1>not found</h1></html>');
    write('414.html', '<html><h1>链接过长 This URL is too long</h1></html>');
    write('en/index.html', '<html lang="en-GB"><h1>home</h1></html>');
    write('en/404.html', '<html lang="en-GB"><h1>not found</h1></html>');
    write('guides/introduction.html', '<html><h1>guide</h1></html>');
    write('.git/config', DOTFILE_SECRET);
    write('.env', DOTFILE_SECRET);
    write('.well-known/security.txt', 'Contact: mailto:security@example.org');
    fs.writeFileSync(path.join(dir, 'secret.txt'), OUTSIDE_SECRET);
    fs.symlinkSync(dir, path.join(root, 'out'));
    fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(root, 'link.html'));
    server = await start(ports[1], root);
  }, 20_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('serves .well-known but no dotfile, and follows no link out of the root', async () => {
    expect((await get(server, '/.well-known/security.txt')).status).toBe(200);
    for (const target of ['/.git/config', '/.env', '/out/secret.txt', '/link', '/link.html']) {
      const answer = await get(server, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString('latin1'), target).not.toMatch(new RegExp(`${OUTSIDE_SECRET}|${DOTFILE_SECRET}`));
    }
  });

  it(
    `survives ${TARGETS} seeded targets (seed ${SEED}) without a crash, an injected header, a foreign redirect or a file from outside`,
    {timeout: 120_000},
    async () => {
      const targets = requestTargets(SEED, TARGETS);
      const origin = `http://127.0.0.1:${server.port}`;
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      for (const target of targets) {
        const answer = await get(server, target);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const found = answerProblems(answer, origin);
        // A raw CR or LF ends the request line early: nginx then answers as HTTP/0.9, with a body and no status
        // line (so no header to inject). Any other target must get a status line.
        if (answer.noAnswer && !/[\r\n]/.test(target)) found.push('no status line');
        const body = answer.body.toString('latin1');
        if (body.includes(OUTSIDE_SECRET) || body.includes(DOTFILE_SECRET) || body.includes('root:x:0:0'))
          found.push('served a file from outside the root or a dotfile');
        if (found.length) problems.push(`${JSON.stringify(target).slice(0, 160)}: ${found.join('; ')}`);
        if (!server.alive()) {
          problems.push(`${JSON.stringify(target).slice(0, 160)}: the server exited`);
          break;
        }
      }
      console.log(`[fuzz] ${server.name}: ${targets.length} targets, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(problems.slice(0, 20)).toEqual([]);
      expect(server.alive()).toBe(true);
      expect((await get(server, '/')).status).toBe(200);
    },
  );
});
