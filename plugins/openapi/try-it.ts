/**
 * The "Try it" console of a REST call page: `<ApiTryIt spec="…" />`, whose `spec` is the small JSON the console
 * needs (src/components/ApiTryIt/spec.ts), taken from the OpenAPI document at build time. It is in every call
 * page's JavaScript, so it keeps only what the console uses: no prose but the error codes' names and meanings.
 */
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {WORDED_KEYWORDS, type TryItCaller, type TryItError, type TryItSchema, type TryItSpec} from '../../src/components/ApiTryIt/spec';
import {bilingual, findOperation, jsonBody, resolvePointer, text, type DocLocale, type OpenApiDocument} from '../shared/openapi-document';

/**
 * The schema keywords the console validates with: those it words, and `uniqueItems` (reported in the validator's
 * words); everything else (descriptions, examples, `x-` notes) is dropped.
 */
const KEPT_KEYWORDS = [...WORDED_KEYWORDS, 'uniqueItems'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

type RawSchema = Record<string, unknown> & {$ref?: string};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema with every `$ref` resolved in place and only validation keywords left. A schema that contains itself
 * (a reference back to a component on the path from the root) stops there as `{}`, which accepts any value.
 */
export function validationSchema(doc: OpenApiDocument, node: RawSchema, path: readonly string[] = []): TryItSchema {
  if (node.$ref) {
    if (path.includes(node.$ref)) return {};
    return validationSchema(doc, resolvePointer<RawSchema>(doc, node.$ref), [...path, node.$ref]);
  }
  const out: Record<string, unknown> = {};
  for (const keyword of KEPT_KEYWORDS) if (node[keyword] !== undefined) out[keyword] = node[keyword];
  if (isRecord(node.properties)) {
    const properties: Record<string, TryItSchema> = {};
    for (const [name, property] of Object.entries(node.properties)) {
      const simplified = validationSchema(doc, property as RawSchema, path);
      // A property with no rule accepts anything: listing it would only add bytes to the page.
      if (Object.keys(simplified).length > 0) properties[name] = simplified;
    }
    if (Object.keys(properties).length > 0) out.properties = properties;
  }
  if (isRecord(node.items)) out.items = validationSchema(doc, node.items, path);
  for (const list of SUBSCHEMA_LISTS) {
    const parts = node[list];
    if (Array.isArray(parts)) out[list] = parts.map((part) => validationSchema(doc, part as RawSchema, path));
  }
  const additional = node.additionalProperties;
  if (typeof additional === 'boolean') out.additionalProperties = additional;
  else if (isRecord(additional)) out.additionalProperties = validationSchema(doc, additional, path);
  return out;
}

/**
 * Codes any call may answer besides its own `x-errors`, by who calls it (the document's `x-error-codes` say when):
 * 1001 for a missing header or a malformed body, 500 for an uncoded server failure; with a token, 1501 (expired),
 * 1503 (not a JWT) and 1505 (signed with another secret); a user token can also be kicked (1506) or unknown to
 * Redis (1507), and a user token on an admin call gets 1002. 1502 and 1504 never come from a REST call.
 */
const GENERIC_CODES: Record<TryItCaller, readonly number[]> = {
  none: [1001, 500],
  admin: [1001, 1501, 1503, 1505, 1002, 500],
  user: [1001, 1501, 1503, 1505, 1506, 1507, 500],
};

export function tryItSpec(doc: OpenApiDocument, operationId: string, locale: DocLocale): TryItSpec {
  const {method, path: apiPath, operation} = findOperation(doc, operationId);
  // The console asks for a user token alike whether the call acts on that user only or on what any user may reach.
  const caller: TryItCaller = operation['x-caller'] === 'anyUser' ? 'user' : operation['x-caller'];
  const request = jsonBody(operation.requestBody?.content);
  const codes = new Map(doc['x-error-codes'].map((entry) => [entry.code, entry]));
  const errors: TryItError[] = [];
  const describe = (code: number, when?: string) => {
    const entry = codes.get(code);
    if (!entry) throw new Error(`${operationId}: error code ${code} is not in x-error-codes`);
    if (errors.some((error) => error.code === code)) return;
    errors.push({code, name: entry.name, meaning: bilingual(entry.meaning, locale), ...(when ? {when} : {})});
  };
  for (const error of operation['x-errors'] ?? []) describe(error.code, text(error, locale));
  for (const code of GENERIC_CODES[caller]) describe(code);
  return {
    operationId,
    method,
    path: apiPath,
    caller,
    schema: request?.schema ? validationSchema(doc, request.schema as RawSchema) : null,
    example: request?.example ?? {},
    response: jsonBody(operation.responses['200']?.content)?.example ?? {errCode: 0, errMsg: '', errDlt: ''},
    errors,
  };
}

/** The console's tag for a call page; the component shows a "Try it" button and loads the console on demand. */
export function tryItNode(doc: OpenApiDocument, operationId: string, locale: DocLocale): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ApiTryIt',
    attributes: [{type: 'mdxJsxAttribute', name: 'spec', value: JSON.stringify(tryItSpec(doc, operationId, locale))}],
    children: [],
  };
}
