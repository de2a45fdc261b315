// The SDK catalogue (src/data/sdk) as data: ids belong to the page inventory, every reference resolves, every method
// covers the required platforms, every parameter is described, enum values are unique. Pages are checked in
// tests/content/sdk.test.ts.
import {describe, expect, it} from 'vitest';
import {MANIFEST} from '../../src/data/manifest';
import {PLATFORMS} from '../../src/data/platforms';
import {allEntries, CALLBACKS, CLASSES, ENUMS, findEntry, LISTENERS, METHODS} from '../../src/data/sdk';
import {COMMON_PARAMS} from '../../src/data/sdk/common';
import {SDK_ERROR_CODES} from '../../src/data/sdk/errors';
import {SDK_SOURCES} from '../../src/data/sdk/sources';
import {REQUIRED_PLATFORMS, SDK_PLATFORMS, type TypeRef} from '../../src/data/sdk/types';
import {findServerErrorCode} from '../../plugins/shared/openapi-document';

const SDK_PAGES = new Set(MANIFEST.sdks);
const filled = (text: {'zh-Hans': string; en: string}) => text['zh-Hans'].trim() !== '' && text.en.trim() !== '';

/** Every reference any entry makes, with the entry that makes it. */
function references(): [string, TypeRef][] {
  const refs: [string, TypeRef][] = [];
  for (const method of METHODS) {
    for (const doc of Object.values(method.params)) if (doc.ref) refs.push([method.id, doc.ref]);
    if (method.result.ref) refs.push([method.id, method.result.ref]);
    for (const ref of method.triggers) refs.push([method.id, ref]);
  }
  for (const cls of CLASSES) for (const field of cls.fields) if (field.ref) refs.push([cls.id, field.ref]);
  for (const e of ENUMS) for (const ref of e.usedBy) refs.push([e.id, ref]);
  for (const cb of CALLBACKS) {
    if (cb.listener) refs.push([cb.id, cb.listener]);
    if (cb.payload?.ref) refs.push([cb.id, cb.payload.ref]);
  }
  for (const listener of LISTENERS) for (const ref of listener.callbacks) refs.push([listener.id, ref]);
  for (const doc of Object.values(COMMON_PARAMS)) if (doc.ref) refs.push(['COMMON_PARAMS', doc.ref]);
  return refs;
}

describe('SDK catalogue', () => {
  it('lists the same platforms as the platform tabs', () => {
    expect([...SDK_PLATFORMS]).toEqual(PLATFORMS.map((p) => p.id));
  });

  it('records a source commit for the core and every platform', () => {
    expect(SDK_SOURCES.map((s) => s.platform).sort()).toEqual(['core', ...SDK_PLATFORMS].sort());
    for (const source of SDK_SOURCES) expect(source.commit, source.repo).toMatch(/^[0-9a-f]{7,40}$/);
  });

  it('files every entry under a doc id of the page inventory, once', () => {
    const ids = allEntries().map(({entry}) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(SDK_PAGES.has(id), `${id} is not an sdks page in pages.json`).toBe(true);
    for (const id of ids) expect(id.endsWith('/index'), `${id}: index pages list entries, they are not one`).toBe(false);
  });

  it('resolves every reference to an entry of the kind its prefix names', () => {
    for (const [from, ref] of references()) {
      const found = findEntry(ref);
      // A reference to a page still being written is allowed only if that page is in the inventory.
      expect(SDK_PAGES.has(ref), `${from} -> ${ref}: no such sdks page`).toBe(true);
      if (found) expect(found.kind, `${from} -> ${ref}`).toBe(ref.slice(0, ref.indexOf('/')));
    }
  });

  it('keeps listeners and callbacks pointing at each other', () => {
    for (const listener of LISTENERS) {
      for (const ref of listener.callbacks) {
        const found = findEntry(ref);
        if (found?.kind === 'callback') expect(found.entry.listener, `${ref} is listed by ${listener.id}`).toBe(listener.id);
      }
    }
    for (const callback of CALLBACKS) {
      if (!callback.listener) continue;
      const found = findEntry(callback.listener);
      if (found?.kind === 'listener') expect(found.entry.callbacks, `${found.entry.id} lists ${callback.id}`).toContain(callback.id);
    }
  });

  describe.each(METHODS.map((m) => [m.id, m] as const))('%s', (_id, method) => {
    it('documents every platform: its form of the method, or why its SDK has none and what to use instead', () => {
      // Android, iOS, Flutter and Web are always read; where one of them truly lacks the method (Web has no log
      // upload, for one), the entry says so rather than inventing a call. Most methods exist on all four.
      expect(REQUIRED_PLATFORMS.some((platform) => !('missing' in method.platforms[platform]))).toBe(true);
      for (const platform of SDK_PLATFORMS) {
        const entry = method.platforms[platform];
        expect(entry, platform).toBeDefined();
        if ('missing' in entry) expect(filled(entry.missing), platform).toBe(true);
      }
    });

    it('names, types and describes every parameter of every platform', () => {
      expect(filled(method.summary)).toBe(true);
      expect(filled(method.result.description)).toBe(true);
      for (const platform of SDK_PLATFORMS) {
        const entry = method.platforms[platform];
        if ('missing' in entry) continue;
        const form = entry;
        for (const text of [form.name, form.signature, form.returns, form.example]) expect(text.trim(), platform).not.toBe('');
        for (const param of form.params) {
          expect(param.name.trim(), `${platform} parameter`).not.toBe('');
          expect(param.type.trim(), `${platform} ${param.name}`).not.toBe('');
          const doc = method.params[param.doc ?? param.name] ?? COMMON_PARAMS[param.doc ?? param.name];
          expect(doc, `${platform} ${param.name}: no description`).toBeDefined();
          expect(filled(doc.description)).toBe(true);
          // The signature shows the parameter the table describes.
          expect(form.signature, `${platform} signature lacks ${param.name}`).toContain(param.name);
        }
      }
    });

    it('cites only known error codes', () => {
      for (const code of method.errors) {
        const known = SDK_ERROR_CODES.some((e) => e.code === code) || findServerErrorCode(code) !== undefined;
        expect(known, String(code)).toBe(true);
      }
    });
  });

  describe.each(ENUMS.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
    it('has unique values and names on every platform', () => {
      for (const platform of SDK_PLATFORMS) {
        const values = entry.values.filter((v) => !v.platforms || v.platforms.includes(platform));
        expect(new Set(values.map((v) => v.value)).size, platform).toBe(values.length);
        expect(new Set(values.map((v) => v.name)).size, platform).toBe(values.length);
      }
      for (const value of entry.values) expect(filled(value.description), value.name).toBe(true);
    });
  });

  describe.each(CLASSES.map((c) => [c.id, c] as const))('%s', (_id, entry) => {
    it('describes every field and gives an example value', () => {
      expect(entry.fields.length).toBeGreaterThan(0);
      for (const field of entry.fields) {
        expect(field.name.trim()).not.toBe('');
        expect(field.type.trim(), field.name).not.toBe('');
        expect(filled(field.description), field.name).toBe(true);
      }
      expect(entry.example).toBeDefined();
      for (const platform of REQUIRED_PLATFORMS) expect(entry.names[platform], `${platform} type name`).toBeTruthy();
    });
  });
});

describe('SDK error codes', () => {
  it('lists each code of openim-sdk-core once, with all texts in both languages', () => {
    const codes = SDK_ERROR_CODES.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    for (const e of SDK_ERROR_CODES) {
      expect(e.name).toMatch(/^[A-Z][A-Za-z]+$/);
      for (const text of [e.meaning, e.cause, e.action]) expect(filled(text), String(e.code)).toBe(true);
    }
  });
});
