/**
 * The server REST API as one OpenAPI 3.1 document (`openapi/openim-server.yaml`): loading it, following `$ref`s and
 * finding operations. Only the parts of OpenAPI this site writes are typed; the document is validated as a whole by
 * Redocly in tests/content/openapi.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const OPENAPI_FILE = path.resolve(__dirname, '../../openapi/openim-server.yaml');

import type {Locale as DocLocale, Localized} from '../../src/data/locale';

export type {DocLocale};

/** A text kept in both languages inside an `x-` extension. */
export type Bilingual = Localized;

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  'x-description-zh-Hans'?: string;
  'x-constraints'?: Bilingual;
  'x-enum-descriptions'?: Record<string, Bilingual>;
  'x-content-type'?: number;
  'x-doc-page'?: string;
  /** Properties of this field's object (or array element) that a request may carry but the server ignores: left
   * out of request tables, said once in the field's x-constraints. */
  'x-ignored-on-input'?: string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  examples?: unknown[];
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  'x-description-zh-Hans'?: string;
  schema?: Schema;
  example?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  /** Named examples (webhook answers: allow, reject, modify, ack). */
  examples?: Record<string, {summary?: string; 'x-summary-zh-Hans'?: string; value: unknown}>;
}

export interface ErrorRef {
  code: number;
  description: string;
  'x-description-zh-Hans': string;
}

/**
 * Who may call, as the handler checks it: `admin` (admin token only), `user` (the user named in the request, or an
 * admin), `anyUser` (any valid token; the page says what a user may act on) and `none` (no token header).
 */
export type Caller = 'admin' | 'user' | 'anyUser' | 'none';

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  'x-summary-zh-Hans': string;
  description: string;
  'x-description-zh-Hans': string;
  'x-caller': Caller;
  'x-errors'?: ErrorRef[];
  'x-main-branch'?: Bilingual;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: {required?: boolean; content: Record<string, MediaType>};
  responses: Record<string, Response>;
}

/** One status of an operation; a redirect names its Location in `headers`. */
export interface Response {
  description: string;
  'x-description-zh-Hans'?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, {description?: string; schema?: Schema; example?: unknown}>;
}

/** A callback the server POSTs to the app server: an entry of the top-level `webhooks` map. */
export interface WebhookOperation extends Omit<Operation, 'x-caller'> {
  'x-page': string;
  'x-command': string;
  'x-timing': 'before' | 'after';
  'x-synchronous': boolean;
  'x-config': Record<string, unknown>;
  'x-config-notes'?: Bilingual;
  'x-failure': Bilingual;
}

/** A webhook with the config key it is filed under in `config/webhooks.yml`. */
export interface LocatedWebhook {
  key: string;
  webhook: WebhookOperation;
}

export interface ErrorCode {
  code: number;
  name: string;
  origin: 'tools' | 'server';
  meaning: Bilingual;
  cause: Bilingual;
  action: Bilingual;
}

export interface Tag {
  name: string;
  description: string;
  'x-description-zh-Hans': string;
  'x-displayName': string;
  'x-displayName-zh-Hans': string;
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  tags: Tag[];
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, WebhookOperation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    securitySchemes: Record<string, unknown>;
  };
  'x-error-codes': ErrorCode[];
}

/** An operation with the method and path it lives under. */
export interface LocatedOperation {
  method: string;
  path: string;
  operation: Operation;
}

let cache: {mtimeMs: number; doc: OpenApiDocument} | undefined;

/** Reads the document; re-reads it when the file changed, so the dev server picks up edits on the next page compile. */
export function loadDocument(): OpenApiDocument {
  const {mtimeMs} = fs.statSync(OPENAPI_FILE);
  if (!cache || cache.mtimeMs !== mtimeMs) {
    cache = {mtimeMs, doc: yaml.load(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument};
  }
  return cache.doc;
}

/** Follows a local `$ref` such as `#/components/schemas/GroupInfo`. */
export function resolvePointer<T>(doc: OpenApiDocument, ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got "${ref}"`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolved $ref "${ref}"`);
  return node as T;
}

/** The component name a `$ref` points at, e.g. `GroupInfo`. */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

export function deref<T extends {$ref?: string}>(doc: OpenApiDocument, node: T): T {
  return node.$ref ? resolvePointer<T>(doc, node.$ref) : node;
}

export function listOperations(doc: OpenApiDocument): LocatedOperation[] {
  return Object.entries(doc.paths).flatMap(([apiPath, item]) =>
    Object.entries(item).map(([method, operation]) => ({method: method.toUpperCase(), path: apiPath, operation})),
  );
}

export function listWebhooks(doc: OpenApiDocument): LocatedWebhook[] {
  return Object.entries(doc.webhooks ?? {}).map(([key, item]) => ({key, webhook: item.post}));
}

export function findWebhook(doc: OpenApiDocument, key: string): WebhookOperation {
  const webhook = doc.webhooks?.[key]?.post;
  if (!webhook) throw new Error(`No webhook "${key}" in ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  return webhook;
}

export function findOperation(doc: OpenApiDocument, operationId: string): LocatedOperation {
  const found = listOperations(doc).find(({operation}) => operation.operationId === operationId);
  if (!found) throw new Error(`No operation "${operationId}" in ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  return found;
}

export function text(node: {description?: string; 'x-description-zh-Hans'?: string}, locale: DocLocale): string {
  return (locale === 'en' ? node.description : node['x-description-zh-Hans']) ?? '';
}

export function bilingual(value: Bilingual | undefined, locale: DocLocale): string {
  return value ? value[locale] : '';
}

/** The JSON body of a request or response, or undefined when the call has none. */
export function jsonBody(content: Record<string, MediaType> | undefined): MediaType | undefined {
  return content?.['application/json'];
}

/** The `data` schema of a success response (the second part of `allOf: [ApiResponse, {data}]`), if any. */
export function responseData(doc: OpenApiDocument, operation: Operation): Schema | undefined {
  const schema = jsonBody(operation.responses['200']?.content)?.schema;
  if (!schema?.allOf) return undefined;
  for (const part of schema.allOf) {
    const data = deref(doc, part).properties?.data;
    if (data && part.$ref === undefined) return data;
  }
  return undefined;
}

/** A server error code of the document's `x-error-codes`, for pages outside the REST reference that cite one. */
export function findServerErrorCode(code: number): ErrorCode | undefined {
  return loadDocument()['x-error-codes'].find((entry) => entry.code === code);
}
