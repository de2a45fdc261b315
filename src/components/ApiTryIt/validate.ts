/**
 * Checks a request body against its call's schema before anything is sent, with @cfworker/json-schema: it
 * interprets the schema instead of generating code, so it runs under the site's Content-Security-Policy, which
 * forbids eval (Ajv's compiled validators need it). Each problem is tied to the field it concerns and its line.
 */
import {Validator, type OutputUnit, type Schema} from '@cfworker/json-schema';
import {lineOf, parseJson, pointerSegment, pointerSegments, type JsonSyntaxProblem, type TextPosition} from './jsonText';
import {WORDED_KEYWORDS, type TryItSchema, type WordedKeyword} from './spec';

/** The schema rules the console words itself (spec.ts); any other keyword is reported in the validator's (English) words. */
export type IssueKeyword = WordedKeyword | 'other';

export interface SchemaIssue {
  /** JSON Pointer of the field (`/groupInfo/groupType`; a missing property's own pointer). */
  pointer: string;
  /** The field as a reader writes it: `groupInfo.groupType`, `memberUserIDs[0]`; empty for the body itself. */
  field: string;
  keyword: IssueKeyword;
  /** The rule's value: the expected type(s), the limit, the allowed values as JSON. */
  expected: string;
  /** For `type`: the JSON type the body has there. */
  actual: string;
  /** The validator's own sentence, for keywords without a worded message. */
  detail: string;
  line: number;
}

export type BodyCheck =
  {kind: 'syntax'; problem: JsonSyntaxProblem; found: string; position: TextPosition} | {kind: 'checked'; value: unknown; issues: SchemaIssue[]};

/** Keywords that only report that something below them failed; the failure itself is reported too. */
const SUMMARY_KEYWORDS = new Set([
  'properties',
  'items',
  'prefixItems',
  'additionalItems',
  'allOf',
  'contains',
  '$ref',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
const WORDED = new Set<string>(WORDED_KEYWORDS);

/** `groupInfo.groupType`, `memberUserIDs[0]`: how the reader sees the path in their JSON. */
export function fieldName(segments: readonly string[]): string {
  return segments.reduce((out, segment) => {
    if (/^\d+$/.test(segment)) return `${out}[${segment}]`;
    if (/^[A-Za-z_$][\w$]*$/.test(segment)) return out ? `${out}.${segment}` : segment;
    return `${out}[${JSON.stringify(segment)}]`;
  }, '');
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function at(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const segment of segments) node = (node as Record<string, unknown> | undefined)?.[segment];
  return node;
}

function safeSegments(pointer: string): string[] {
  try {
    return pointerSegments(pointer);
  } catch {
    return [];
  }
}

const toPointer = (segments: readonly string[]) => segments.map((segment) => `/${pointerSegment(segment)}`).join('');

/** The problems of one validator output unit; `required` gives one per missing property. */
function issuesOf(unit: OutputUnit, schema: TryItSchema, value: unknown, positions: Parameters<typeof lineOf>[0]): SchemaIssue[] {
  const segments = safeSegments(unit.instanceLocation);
  const rule = at(schema, safeSegments(unit.keywordLocation));
  const here = at(value, segments);
  const line = lineOf(positions, toPointer(segments));
  const base = {expected: '', actual: '', detail: unit.error, line};
  if (unit.keyword === 'required' && Array.isArray(rule) && typeof here === 'object' && here !== null) {
    return rule
      .filter((name): name is string => typeof name === 'string' && !(name in here))
      .map((name) => ({...base, pointer: toPointer([...segments, name]), field: fieldName([...segments, name]), keyword: 'required', expected: name}));
  }
  const keyword: IssueKeyword = WORDED.has(unit.keyword) ? (unit.keyword as WordedKeyword) : 'other';
  let expected = '';
  if (keyword === 'type') expected = ([] as unknown[]).concat(rule).join(' | ');
  else if (keyword === 'enum') expected = (Array.isArray(rule) ? rule : []).map((v) => JSON.stringify(v)).join(', ');
  else if (keyword === 'const' || keyword === 'pattern') expected = typeof rule === 'string' ? rule : JSON.stringify(rule);
  else if (keyword !== 'other') expected = String(rule);
  return [{...base, pointer: toPointer(segments), field: fieldName(segments), keyword, expected, actual: keyword === 'type' ? jsonType(here) : ''}];
}

/** Parses the body and validates it; no schema (a call without a body) accepts any JSON. */
export function checkBody(text: string, schema: TryItSchema | null): BodyCheck {
  const parsed = parseJson(text);
  if (!parsed.ok) return {kind: 'syntax', problem: parsed.problem, found: parsed.found, position: parsed.position};
  if (!schema) return {kind: 'checked', value: parsed.value, issues: []};
  const result = new Validator(schema as Schema, '2020-12', false).validate(parsed.value);
  const issues = result.errors.filter((unit) => !SUMMARY_KEYWORDS.has(unit.keyword)).flatMap((unit) => issuesOf(unit, schema, parsed.value, parsed.positions));
  // A value of the wrong type fails its other rules too (`"2"` is not in [0, 1, 2]): the type says it all.
  const mistyped = new Set(issues.filter((issue) => issue.keyword === 'type').map((issue) => issue.pointer));
  // One line per problem, in the order of the text.
  const seen = new Set<string>();
  const unique = issues.filter((issue) => {
    if (issue.keyword !== 'type' && mistyped.has(issue.pointer)) return false;
    const key = `${issue.pointer}\u0000${issue.keyword}\u0000${issue.expected}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => a.line - b.line);
  return {kind: 'checked', value: parsed.value, issues: unique};
}
