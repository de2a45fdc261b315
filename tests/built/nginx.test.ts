/**
 * Static hosting with a real web server: Debian's nginx runs deploy/nginx/openim-docs.conf against the build on a
 * loopback port, and every answer a reader or a cache depends on is checked: routes of both locales, exact paths,
 * the localized 404, cache headers, gzip and the security headers.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startNginx} from '../../scripts/nginx.mjs';
import {configuredPolicy, contentSecurityPolicy, inlineScriptHashes} from '../../scripts/csp.mjs';
import {BUILD} from '../build-dir';

const PORT = Number(process.env.NGINX_TEST_PORT ?? 4180);
const YEAR = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request, without the automatic decompression and redirects of fetch, so the raw answer is seen. */
function request(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port: PORT, path: urlPath, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}));
    });
    req.on('error', reject);
    req.end();
  });
}

function sitemapPaths(): string[] {
  return ['sitemap.xml', 'en/sitemap.xml'].flatMap((file) =>
    [...fs.readFileSync(path.join(BUILD, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
  );
}

const firstAsset = (dir: string) => `/${dir}/${fs.readdirSync(path.join(BUILD, dir)).find((f) => /\.[0-9a-f]{8}\.(js|css)$/.test(f))}`;

let server: {stop(): Promise<void>};
beforeAll(async () => {
  server = await startNginx({port: PORT, buildDir: BUILD});
}, 20_000);
afterAll(async () => {
  await server?.stop();
});

describe('nginx serving the build', () => {
  it('answers every URL of both sitemaps with 200', {timeout: 60_000}, async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(800);
    const bad: string[] = [];
    for (const p of paths) {
      const {status} = await request(p, {}, 'HEAD');
      if (status !== 200) bad.push(`${status} ${p}`);
    }
    expect(bad).toEqual([]);
  });

  it('serves zh-Hans at / and English at /en/', async () => {
    expect((await request('/')).body).toMatch(/<html[^>]+lang="?zh-Hans/);
    expect((await request('/en/')).body).toMatch(/<html[^>]+lang="?en-GB/);
    const bare = await request('/en');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/en/');
  });

  it('serves pages at exact paths and redirects a trailing slash away, keeping the query', async () => {
    const page = await request('/en/guides/introduction');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1');
    const slash = await request('/guides/introduction/?from=old');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/guides/introduction?from=old');
    expect((await request('/search?q=token')).status).toBe(200);
  });

  it.each([
    ['/no/such/page', 'zh-Hans'],
    ['/guides', 'zh-Hans'],
    ['/en/no/such/page', 'en-GB'],
    ['/en/guides/nope', 'en-GB'],
  ])('answers the unknown path %s with 404 and the %s not-found page', async (urlPath, lang) => {
    const res = await request(urlPath);
    expect(res.status).toBe(404);
    expect(res.body).toMatch(new RegExp(`<html[^>]+lang="?${lang}`));
    expect(res.body).toContain('not-found-next');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    for (const asset of [firstAsset('assets/js'), firstAsset('assets/css'), `/en${firstAsset('en/assets/js').slice(3)}`]) {
      const res = await request(asset, {}, 'HEAD');
      expect(res.status, asset).toBe(200);
      expect(res.headers['cache-control'], asset).toBe(YEAR);
    }
    for (const other of ['/', '/en/faq', '/search-index.json', '/en/search-index.json', '/openapi.yaml', '/img/logo.svg', '/sitemap.xml']) {
      const res = await request(other, {}, 'HEAD');
      expect(res.status, other).toBe(200);
      expect(res.headers['cache-control'], other).toBe('no-cache');
      expect(res.headers.etag, other).toBeTruthy();
    }
  });

  it('compresses text with gzip when the client accepts it, and only then', async () => {
    for (const p of ['/en/guides/introduction', firstAsset('assets/js'), firstAsset('assets/css'), '/search-index.json', '/openapi.yaml']) {
      const zipped = await request(p, {'Accept-Encoding': 'gzip'}, 'HEAD');
      expect(zipped.headers['content-encoding'], p).toBe('gzip');
      expect(zipped.headers.vary, p).toContain('Accept-Encoding');
      expect((await request(p, {}, 'HEAD')).headers['content-encoding'], p).toBeUndefined();
    }
  });

  it('sends the security headers on pages, assets and errors', async () => {
    const policy = contentSecurityPolicy(inlineScriptHashes(BUILD));
    for (const p of ['/', '/en/sdks/introduction', firstAsset('assets/js'), '/en/missing']) {
      const {headers} = await request(p, {}, 'HEAD');
      expect(headers['content-security-policy'], p).toBe(policy);
      expect(headers['x-content-type-options'], p).toBe('nosniff');
      expect(headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], p).toBe('DENY');
      expect(headers.server, p).toBe('nginx');
    }
  });

  it("keeps the configuration's policy in step with the build's inline scripts (else: node scripts/csp.mjs --write)", () => {
    expect(configuredPolicy()).toBe(contentSecurityPolicy(inlineScriptHashes(BUILD)));
  });

  it('sends the right content types for data the site publishes', async () => {
    expect((await request('/search-index.json', {}, 'HEAD')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await request('/openapi.yaml', {}, 'HEAD')).headers['content-type']).toMatch(/^application\/yaml/);
    expect((await request(firstAsset('assets/js'), {}, 'HEAD')).headers['content-type']).toMatch(/javascript/);
  });

  it('serves the Markdown twins and the llms files as UTF-8 text, compressed, with the site headers (issue #21)', async () => {
    for (const twin of ['/sdks/api/message/sendMessage.md', '/en/index.md', '/en/faq.md']) {
      const answer = await request(twin, {'Accept-Encoding': 'gzip'});
      expect(answer.status, twin).toBe(200);
      expect(answer.headers['content-type'], twin).toBe('text/markdown; charset=utf-8');
      expect(answer.headers['content-security-policy'], twin).toBe(configuredPolicy());
      expect(answer.headers['cache-control'], twin).toBe('no-cache');
    }
    expect((await request('/sdks/api/message/sendMessage.md', {'Accept-Encoding': 'gzip'})).headers['content-encoding']).toBe('gzip');
    for (const file of ['/llms.txt', '/en/llms-full.txt', '/en/llms-flutter.txt', '/llms-server.txt']) {
      expect((await request(file, {}, 'HEAD')).headers['content-type'], file).toBe('text/plain; charset=utf-8');
    }
    expect((await request('/sdks/api/message/noSuchPage.md')).status).toBe(404);
  });
});
