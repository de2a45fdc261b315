/**
 * The built REST reference: the OpenAPI document is published, and every call page shows the same anatomy in both
 * languages (generated sections first, then the page's own notes and related calls).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {listOperations, listWebhooks, loadDocument} from '../../plugins/shared/openapi-document';
import {LABELS, WEBHOOK_LABELS} from '../../plugins/openapi/labels';
import {examplePath} from '../../plugins/openapi/samples';
import {AUTHORED_H2, HOOK_AUTHORED_H2} from '../page-anatomy';
import {BUILD} from '../build-dir';

const doc = loadDocument();

/** The text of every H2 of a built page, without the hash-link's zero-width space. */
function h2s(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
    m[1]
      .replace(/<a[^>]*class="hash-link"[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\u200b/g, '')
      .trim(),
  );
}

describe('published OpenAPI document', () => {
  it('is served as /openapi.yaml and /openapi.json with the same content as the repository file', () => {
    const published = yaml.load(fs.readFileSync(path.join(BUILD, 'openapi.yaml'), 'utf8'));
    expect(published).toEqual(doc);
    expect(JSON.parse(fs.readFileSync(path.join(BUILD, 'openapi.json'), 'utf8'))).toEqual(doc);
  });
});

describe('REST call pages', () => {
  const calls = listOperations(doc).map((located) => ({
    route: `restapi/apis/${located.operation.tags[0]}/${located.operation.operationId}`,
    method: located.method,
    url: `http://localhost:10002${examplePath(doc, located)}`,
    hasParameters: (located.operation.parameters ?? []).some((p) => 'in' in p && (p.in === 'path' || p.in === 'query')),
  }));

  it.each(calls)('$route follows the call anatomy in both languages', ({route, method, url, hasParameters}) => {
    for (const [locale, dir] of [
      ['zh-Hans', BUILD],
      ['en', path.join(BUILD, 'en')],
    ] as const) {
      const html = fs.readFileSync(path.join(dir, `${route}.html`), 'utf8');
      const l = LABELS[locale];
      // The examples panel comes first in the page (beside the text on a wide screen, right under the endpoint on a
      // narrow one), then the generated sections and the page's own.
      // A GET route has no body; its path and query parameters get their own section.
      const requestSections = method === 'GET' ? [] : [l.body];
      expect(h2s(html), locale).toEqual([
        l.requestExample,
        l.responseExample,
        l.headers,
        ...(hasParameters ? [l.parameters] : []),
        ...requestSections,
        l.response,
        l.errors,
        ...AUTHORED_H2[locale],
      ]);
      expect(html, locale).toMatch(/data-testid="?api-endpoint/);
      // Code is highlighted token by token: compare the text a reader sees.
      const curl = method === 'GET' ? `curl -i ${url}` : `curl -X ${method} ${url}`;
      expect(html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'), locale).toContain(curl);
    }
  });
});

describe('webhook pages', () => {
  const pages = new Map<string, string[]>();
  for (const {key, webhook} of listWebhooks(doc)) pages.set(webhook['x-page'], [...(pages.get(webhook['x-page']) ?? []), key]);

  it.each([...pages.entries()])('%s follows the hook anatomy in both languages', (page, keys) => {
    for (const [locale, dir] of [
      ['zh-Hans', BUILD],
      ['en', path.join(BUILD, 'en')],
    ] as const) {
      const html = fs.readFileSync(path.join(dir, `restapi/${page}.html`), 'utf8');
      const w = WEBHOOK_LABELS[locale];
      // One callback: its sections are H2s. Several: one H2 per config key, sections below it.
      const generated = keys.length === 1 ? [w.requestExample, w.answerExamples, w.configuration, w.request, w.response, w.failure] : [...keys].sort();
      const found = h2s(html);
      const authored = found.slice(-HOOK_AUTHORED_H2[locale].length);
      expect(authored, locale).toEqual(HOOK_AUTHORED_H2[locale]);
      expect(keys.length === 1 ? found.slice(0, -2) : [...found.slice(0, -2)].sort(), locale).toEqual(generated);
      const text = html.replace(/<[^>]+>/g, '');
      for (const key of keys) expect(text, `${locale} ${key}`).toContain(`/${doc.webhooks![key].post['x-command']}`);
    }
  });
});
