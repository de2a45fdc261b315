/**
 * The not-found page's path handling and "did you mean" matching (src/components/NotFoundHelp), over the real page
 * inventory, and the release facts the announcement and the navbar indicator read (src/data/release.ts).
 */
import {describe, expect, it} from 'vitest';
import pages from '../../src/data/pages.json';
import {MAX_QUERY_CHARS, decodePath, pathQuery, repairPath, sitePath} from '../../src/components/NotFoundHelp/path';
import {MAX_SUGGESTIONS, suggestPages} from '../../src/components/NotFoundHelp/suggest';
import {parsePageList, type PageEntry} from '../../src/components/NotFoundHelp/pageList';
import {RELEASE_ID, SDK_CORE_RELEASE, SERVER_RELEASE, releaseVersion} from '../../src/data/release';
import {SERVER_SOURCES} from '../../src/data/server';
import {ANNOUNCEMENT_ID} from '../../src/data/site';
import {toWellFormed} from '../../src/search/unicode';

/** Every page of the inventory as the build lists it: `/instance/id`, an index doc at its folder's path. */
const PAGES: PageEntry[] = Object.entries(pages as Record<string, string[]>).flatMap(([instance, ids]) =>
  ids.map((id): PageEntry => [`/${instance}/${id}`.replace(/\/index$/, ''), id.split('/').pop()!]),
);
const suggested = (path: string) => suggestPages(path, PAGES).map((s) => s.path);

describe('path handling', () => {
  it('never leaves a lone surrogate', () => {
    expect(toWellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(toWellFormed('\uDC00')).toBe('\uFFFD');
    expect(toWellFormed('ok \uD83D\uDE00')).toBe('ok \uD83D\uDE00');
  });

  it('decodes what is UTF-8 and replaces what is not, without throwing', () => {
    expect(decodePath('/sdks/%E5%8F%91%E9%80%81')).toBe('/sdks/发送');
    expect(decodePath('/a%ED%A0%80b')).toMatch(/^\/a\uFFFD+b$/);
    expect(decodePath('/100%')).toBe('/100%');
    expect(decodePath('/%F0%9F%98%80')).toBe('/😀');
  });

  it('repairs an address only where decodeURI would throw', () => {
    expect(repairPath('/en/sdks/api/sendMessage')).toBe('/en/sdks/api/sendMessage');
    expect(repairPath('/en/%E5%8F%91')).toBe('/en/%E5%8F%91');
    for (const raw of ['/en/%ED%A0%80', '/en/100%', '/en/%zz/%C3', '/en/%E5%8F']) {
      const repaired = repairPath(raw);
      expect(() => decodeURI(repaired), raw).not.toThrow();
    }
  });

  it('takes the path below the locale and bounds its length', () => {
    expect(sitePath('/en/sdks/api/sendMessage', '/en/')).toBe('/sdks/api/sendMessage');
    expect(sitePath('/sdks/api/sendMessage', '/')).toBe('/sdks/api/sendMessage');
    expect(sitePath(`/en/${'a'.repeat(10_000)}`, '/en/').length).toBeLessThanOrEqual(2048);
  });

  it('turns the last segment into search words', () => {
    expect(pathQuery('/sdks/api/sendMessage')).toBe('sendMessage');
    expect(pathQuery('/guides/gettingStarted/k8s-deployment.html')).toBe('k8s deployment');
    expect(pathQuery('/guides/introduction/index')).toBe('introduction');
    expect(pathQuery('/')).toBe('');
    expect(pathQuery('/%3Cscript%3Ealert(1)%3C/script%3E')).toBe('script>');
  });

  it('keeps hostile paths short and well formed', () => {
    const long = pathQuery(`/${'😀'.repeat(5000)}`);
    expect(Array.from(long).length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(toWellFormed(long)).toBe(long);
    expect(pathQuery('/x%ED%A0%80y')).toMatch(/^x\uFFFD+y$/);
    expect(pathQuery('/a%00b%0Ac')).toBe('a b c');
  });
});

describe('did you mean', () => {
  it('finds the SDK method a near miss names, in its own section first', () => {
    const found = suggested('/sdks/api/sendMessage');
    expect(found[0]).toBe('/sdks/api/message/sendMessage');
    expect(found).toContain('/restapi/apis/messageManagement/sendMessage');
    expect(found.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('survives typos, case and a wrong folder', () => {
    expect(suggested('/sdks/api/mesage/sendMesage')[0]).toBe('/sdks/api/message/sendMessage');
    expect(suggested('/SDKS/API/MESSAGE/SENDMESSAGE')[0]).toBe('/sdks/api/message/sendMessage');
    expect(suggested('/restapi/sendMessage')[0]).toBe('/restapi/apis/messageManagement/sendMessage');
    expect(suggested('/guides/gettingStarted/docker')[0]).toBe('/guides/gettingStarted/dockerCompose');
    expect(suggested('/guides/k8s')).toContain('/guides/gettingStarted/k8s-deployment');
  });

  it('offers nothing for paths unlike any page', () => {
    expect(suggested('/this/page/does-not-exist')).toEqual([]);
    expect(suggested('/')).toEqual([]);
    expect(suggested('/%ED%A0%80')).toEqual([]);
  });

  it('stays fast on a hostile path', () => {
    const started = performance.now();
    suggested(`/${'x/'.repeat(1000)}${'y'.repeat(5000)}`);
    suggested(`/<script>alert(1)</script>/${'\uD800'.repeat(3000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads only well-formed page lists', () => {
    expect(
      parsePageList({
        version: 1,
        locale: 'en',
        pages: [
          ['/faq', 'FAQ'],
          [1, 2],
          ['x', 'y'],
        ],
      }),
    ).toEqual([['/faq', 'FAQ']]);
    expect(() => parsePageList({pages: []})).toThrow();
    expect(() => parsePageList(null)).toThrow();
  });
});

describe('release', () => {
  it('reads the release line from the source pins', () => {
    expect(releaseVersion('v3.8.3-patch.16')).toBe('v3.8.3');
    expect(releaseVersion('3.8.3+hotfix.12')).toBe('v3.8.3');
    expect(() => releaseVersion('main')).toThrow(/version/);
    expect(SERVER_RELEASE.ref).toBe(SERVER_SOURCES.server.ref);
    expect(SERVER_RELEASE.version).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(SDK_CORE_RELEASE.repo).toBe('openimsdk/openim-sdk-core');
  });

  it('keys the announcement on both releases', () => {
    expect(ANNOUNCEMENT_ID).toBe(RELEASE_ID);
    expect(RELEASE_ID).toContain(SERVER_RELEASE.version);
    expect(RELEASE_ID).toContain(SDK_CORE_RELEASE.version);
  });
});
