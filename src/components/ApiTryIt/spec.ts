/**
 * What a REST call page hands its console (`<ApiTryIt spec="…" />`, written by plugins/openapi/try-it.ts at build
 * time): only the facts the console needs, in the page's language, so that every call page ships a small string.
 * The type is shared by the plugin that writes it and the console that reads it.
 */

/** Who may make the call: decides which `token` header is sent (mirrors `x-caller` of the OpenAPI document). */
export type TryItCaller = 'admin' | 'user' | 'none';

/** The schema keywords the console explains in the reader's language (validate.ts). */
export const WORDED_KEYWORDS = [
  'type',
  'required',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
] as const;
export type WordedKeyword = (typeof WORDED_KEYWORDS)[number];

/** A JSON Schema (2020-12) with the document's `$ref`s resolved and its prose removed. */
export interface TryItSchema {
  type?: string | string[];
  properties?: Record<string, TryItSchema>;
  required?: string[];
  items?: TryItSchema;
  allOf?: TryItSchema[];
  anyOf?: TryItSchema[];
  oneOf?: TryItSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  additionalProperties?: TryItSchema | boolean;
}

/** An error code the reader may get from this call, described in the page's language. */
export interface TryItError {
  code: number;
  name: string;
  meaning: string;
  /** When this call returns it (from the call's `x-errors`); absent for the codes any call may return. */
  when?: string;
}

export interface TryItSpec {
  operationId: string;
  method: string;
  path: string;
  caller: TryItCaller;
  /** The request body's schema; null when the call takes no body. */
  schema: TryItSchema | null;
  /** The documented request body, the editor's starting text. */
  example: unknown;
  /** The documented answer (the whole envelope), which the sandbox returns. */
  response: unknown;
  errors: TryItError[];
}

/** The page with every server error code, one anchor per code. */
export const ERROR_CODE_PAGE = '/restapi/errCode';

export function errorCodeUrl(code: number): string {
  return `${ERROR_CODE_PAGE}#${code}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text that holds an object, as that object; anything else (not JSON, an array, a number) gives undefined. */
export function parseJsonObject(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the attribute the build wrote; anything that is not a spec (a hand-edited page) gives undefined. */
export function parseSpec(json: string): TryItSpec | undefined {
  const value = parseJsonObject(json);
  if (!value) return undefined;
  const {operationId, method, path, caller, schema, errors} = value;
  if (typeof operationId !== 'string' || typeof method !== 'string' || typeof path !== 'string' || !path.startsWith('/')) return undefined;
  if (caller !== 'admin' && caller !== 'user' && caller !== 'none') return undefined;
  if (schema !== null && !isRecord(schema)) return undefined;
  if (!Array.isArray(errors)) return undefined;
  return value as unknown as TryItSpec;
}
