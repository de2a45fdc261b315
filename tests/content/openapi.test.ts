/**
 * The OpenAPI document is the single source of the REST reference: it must be valid OpenAPI 3.1 (Redocly's linter),
 * its examples must match their own schemas, every operation must have a page in both locales and every call page
 * must render an operation that exists, naming the same one in both languages.
 */
import fs from 'node:fs';
import {createConfig, lint} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {MANIFEST} from '../../src/data/manifest';
import facts from '../../src/data/release/facts.json';
import {OPENAPI_FILE, listOperations, listWebhooks, loadDocument, type Schema} from '../../plugins/shared/openapi-document';
import {findDoc, headingTitle, withoutCode, type DocLocale} from '../helpers';
import {schemaValidator} from '../openapi-validator';
import {AUTHORED_H2, HOOK_AUTHORED_H2} from '../page-anatomy';

const doc = loadDocument();
const operations = listOperations(doc);
const LOCALES: DocLocale[] = ['zh-Hans', 'en'];
// Every page under apis/ but the overview and a category's index page (which explains a flow across its calls).
const CALL_PAGES = MANIFEST.restapi.filter((id) => id.startsWith('apis/') && id !== 'apis/introduction' && !id.endsWith('/index'));

/** JSON pointer of a path item, e.g. `/paths/~1group~1create_group/post`. */
const pointer = (apiPath: string, method: string) => `#/paths/${apiPath.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}`;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 with no lint errors (Redocly recommended rules)', async () => {
    const config = await createConfig({extends: ['recommended']});
    const problems = await lint({ref: OPENAPI_FILE, config});
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.1\./);
  }, 60_000);

  it('has request and response examples that validate against their own schemas', () => {
    const check = schemaValidator(doc);
    const failures: string[] = [];
    for (const {method, path: apiPath, operation} of operations) {
      const base = pointer(apiPath, method);
      // A GET route has no body; a redirect has no JSON answer but must name where it sends the reader.
      if (method === 'GET') {
        expect(operation.requestBody, `${operation.operationId} has no body`).toBeUndefined();
      } else {
        const request = operation.requestBody?.content['application/json'];
        expect(request?.example, `${operation.operationId} request example`).toBeDefined();
        for (const problem of check(`${base}/requestBody/content/application~1json/schema`, request?.example)) {
          failures.push(`${operation.operationId} request: ${problem}`);
        }
      }
      const redirect = Object.entries(operation.responses).find(([status]) => /^30[1278]$/.test(status));
      if (redirect && !operation.responses['200']) {
        expect(redirect[1].headers?.Location, `${operation.operationId} ${redirect[0]} Location header`).toBeDefined();
        continue;
      }
      const response = operation.responses['200']?.content?.['application/json'];
      expect(response?.example, `${operation.operationId} response example`).toBeDefined();
      for (const problem of check(`${base}/responses/200/content/application~1json/schema`, response?.example)) {
        failures.push(`${operation.operationId} response: ${problem}`);
      }
    }
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      for (const example of schema.examples ?? []) {
        for (const problem of check(`#/components/schemas/${name}`, example)) failures.push(`${name}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('sends no field the server ignores on input in a request example, and names only fields that exist', () => {
    const found: string[] = [];
    /** Walks a request schema beside its example, checking every `x-ignored-on-input` against the example's objects. */
    const walk = (schema: Schema | undefined, example: unknown, where: string): void => {
      if (!schema || example === null || typeof example !== 'object') return;
      const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
      if (Array.isArray(example)) return example.forEach((item, i) => walk(resolved.items, item, `${where}[${i}]`));
      for (const [key, value] of Object.entries(example)) {
        const property = resolved.properties?.[key];
        const ignored = property?.['x-ignored-on-input'] ?? [];
        const target = property?.type === 'array' ? property.items : property;
        const element = target?.$ref ? doc.components.schemas[target.$ref.split('/').pop()!] : target;
        for (const name of ignored) {
          if (!element?.properties?.[name]) found.push(`${where}.${key}: x-ignored-on-input names ${name}, which it does not have`);
        }
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item && typeof item === 'object') for (const name of ignored) if (name in item) found.push(`${where}.${key}: the example sends ignored ${name}`);
        }
        walk(property, value, `${where}.${key}`);
      }
    };
    for (const {operation} of operations) {
      const request = operation.requestBody?.content['application/json'];
      walk(request?.schema, request?.example, operation.operationId);
    }
    expect(found).toEqual([]);
  });

  it('describes every field in both languages', () => {
    const missing: string[] = [];
    const walk = (schema: Schema, where: string) => {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const at = `${where}.${name}`;
        if (!property.$ref && (!property.description || !property['x-description-zh-Hans'])) missing.push(at);
        walk(property, at);
        if (property.items) walk(property.items, `${at}[]`);
      }
      for (const part of schema.allOf ?? []) walk(part, where);
    };
    for (const {operation} of operations) {
      walk(operation.requestBody?.content['application/json']?.schema ?? {}, `${operation.operationId} request`);
      walk(operation.responses['200']?.content?.['application/json']?.schema ?? {}, `${operation.operationId} response`);
      expect(operation['x-summary-zh-Hans'], operation.operationId).toBeTruthy();
      expect(operation['x-description-zh-Hans'], operation.operationId).toBeTruthy();
      expect(['admin', 'user', 'anyUser', 'none']).toContain(operation['x-caller']);
    }
    for (const {key, webhook} of listWebhooks(doc)) {
      walk(webhook.requestBody?.content['application/json']?.schema ?? {}, `${key} request`);
      walk(webhook.responses['200']?.content?.['application/json']?.schema ?? {}, `${key} answer`);
    }
    for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name);
    expect(missing).toEqual([]);
  });

  it('takes no token exactly on the calls whose caller is none (the pages derive the token header from x-caller)', () => {
    const mismatched = operations
      .filter(({operation}) => (operation['x-caller'] === 'none') !== (Array.isArray(operation.security) && operation.security.length === 0))
      .map(({operation}) => operation.operationId);
    expect(mismatched).toEqual([]);
  });

  it('lists each error code once, in order, and every code an operation names is in that list', () => {
    const codes = doc['x-error-codes'].map((entry) => entry.code);
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b));
    for (const entry of doc['x-error-codes']) {
      for (const locale of LOCALES) {
        expect(entry.meaning[locale] && entry.cause[locale] && entry.action[locale], `${entry.code} ${locale}`).toBeTruthy();
      }
    }
    const unknown = operations.flatMap(({operation}) =>
      (operation['x-errors'] ?? []).filter((e) => !codes.includes(e.code)).map((e) => `${operation.operationId}: ${e.code}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('REST call pages and operations', () => {
  const tagOf = (id: string) => id.split('/')[1];
  const nameOf = (id: string) => id.split('/').pop()!;

  it('give every operation a page in the manifest, under its tag, named by its operationId', () => {
    const orphans = operations.map(({operation}) => `apis/${operation.tags[0]}/${operation.operationId}`).filter((id) => !MANIFEST.restapi.includes(id));
    expect(orphans).toEqual([]);
    expect(new Set(operations.map(({operation}) => operation.operationId)).size).toBe(operations.length);
  });

  it.each(CALL_PAGES.filter((id) => findDoc('restapi', id, 'zh-Hans') || findDoc('restapi', id, 'en')))(
    '%s renders its own operation in both locales',
    (id) => {
      for (const locale of LOCALES) {
        const file = findDoc('restapi', id, locale);
        expect(file, `${locale} file`).toBeDefined();
        const tags = [...fs.readFileSync(file!, 'utf8').matchAll(/<ApiOperation\s+operationId="([^"]+)"\s*\/>/g)].map((m) => m[1]);
        expect(tags, locale).toEqual([nameOf(id)]);
        const found = operations.find(({operation}) => operation.operationId === nameOf(id));
        expect(found?.operation.tags, `${id} is in the document under its folder`).toEqual([tagOf(id)]);
        // The tag writes the reference sections; the page adds exactly these two, in this order.
        const h2s = withoutCode(fs.readFileSync(file!, 'utf8'))
          .split('\n')
          .filter((line) => /^## /.test(line))
          .map(headingTitle);
        expect(h2s, `${locale} headings`).toEqual(AUTHORED_H2[locale]);
      }
    },
  );
});

describe('webhooks: catalogue and pages', () => {
  const webhooks = listWebhooks(doc);
  const releaseKeys = new Set((facts.files as Record<string, string[]>)['server:config/webhooks.yml']);
  const HOOK_PAGES = MANIFEST.restapi.filter((id) => id.startsWith('webhooks/') && !['webhooks/introduction', 'webhooks/example'].includes(id));
  const tagsIn = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/<ApiWebhook\s+name="([^"]+)"\s*\/>/g)].map((m) => m[1]);

  it.runIf(webhooks.length > 0)('files every callback under a real config key with real options, a command and a page', () => {
    const problems: string[] = [];
    for (const {key, webhook} of webhooks) {
      if (!releaseKeys.has(key)) problems.push(`${key}: not a key of config/webhooks.yml at the release`);
      for (const option of Object.keys(webhook['x-config'])) {
        if (!releaseKeys.has(`${key}.${option}`)) problems.push(`${key}.${option}: not in config/webhooks.yml`);
      }
      if (!/^callback\w+Command$/.test(webhook['x-command'])) problems.push(`${key}: odd command ${webhook['x-command']}`);
      if (!MANIFEST.restapi.includes(webhook['x-page'])) problems.push(`${key}: page ${webhook['x-page']} not in the manifest`);
      for (const locale of LOCALES) {
        const file = findDoc('restapi', webhook['x-page'], locale);
        if (file && !tagsIn(file).includes(key)) problems.push(`${key}: ${locale} page does not render it`);
        if (!webhook['x-failure']?.[locale]) problems.push(`${key}: no ${locale} failure text`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.runIf(webhooks.length > 0)('has request examples and answer examples that validate against their schemas', () => {
    const check = schemaValidator(doc);
    const failures: string[] = [];
    for (const {key, webhook} of webhooks) {
      const base = `#/webhooks/${key}/post`;
      const request = webhook.requestBody?.content['application/json'];
      if (request?.example === undefined) failures.push(`${key}: no request example`);
      failures.push(...check(`${base}/requestBody/content/application~1json/schema`, request?.example).map((p) => `${key} request: ${p}`));
      const answers = webhook.responses['200']?.content?.['application/json']?.examples ?? {};
      if (Object.keys(answers).length === 0) failures.push(`${key}: no answer examples`);
      if (webhook['x-timing'] === 'before' && !answers.allow) failures.push(`${key}: a before-hook needs an allow example`);
      for (const [name, example] of Object.entries(answers)) {
        failures.push(...check(`${base}/responses/200/content/application~1json/schema`, example.value).map((p) => `${key} ${name}: ${p}`));
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(HOOK_PAGES.filter((id) => findDoc('restapi', id, 'zh-Hans') || findDoc('restapi', id, 'en')))(
    '%s renders callbacks of the catalogue, the same in both locales, with the hook anatomy',
    (id) => {
      const names = LOCALES.map((locale) => tagsIn(findDoc('restapi', id, locale)!));
      expect(names[0].length, 'at least one <ApiWebhook />').toBeGreaterThan(0);
      expect(names[1]).toEqual(names[0]);
      for (const name of names[0]) expect(webhooks.find((w) => w.key === name)?.webhook['x-page'], name).toBe(id);
      for (const locale of LOCALES) {
        const h2s = withoutCode(fs.readFileSync(findDoc('restapi', id, locale)!, 'utf8'))
          .split('\n')
          .filter((l) => /^## /.test(l))
          .map(headingTitle);
        expect(h2s, locale).toEqual(HOOK_AUTHORED_H2[locale]);
      }
    },
  );
});
