/**
 * Turns a JSON schema of the document into the rows of a field table: one row per property, nested properties
 * (of objects and of arrays of objects) following their parent with a greater depth. Texts are in one locale.
 */
import {SDK_ENUM_BY_FIELD} from './sdk-enums';
import {bilingual, deref, refName, text, type DocLocale, type OpenApiDocument, type Schema} from '../shared/openapi-document';

export interface FieldRow {
  /** Dotted path from the top (`groupInfo.groupName`); unique within a table. */
  path: string;
  name: string;
  depth: number;
  /** `string`, `int64`, `GroupInfo`, `string[]`, `object`… */
  type: string;
  /** Component the type names, for a link to where it is described. */
  typeRef?: string;
  required: boolean;
  description: string;
  /** Enum values, default, bounds and rules the schema keywords cannot say, one per entry. */
  constraints: string[];
  /** The SDK enum whose values the field carries (`enum/conversationType`), for a link to the SDK reference. */
  sdkEnum?: string;
}

/** How deep nested objects are expanded; deeper ones are named by type only. */
const MAX_DEPTH = 3;

const WORDS = {
  'zh-Hans': {default: '默认值', min: '最小', max: '最大', len: '长度', items: '元素个数', oneOf: '可选值', pattern: '格式'},
  en: {default: 'Default', min: 'min', max: 'max', len: 'Length', items: 'Items', oneOf: 'Values', pattern: 'Pattern'},
} as const;

function range(min: number | undefined, max: number | undefined, locale: DocLocale): string | undefined {
  const w = WORDS[locale];
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return `${w.min} ${min}`;
  if (max !== undefined) return `${w.max} ${max}`;
  return undefined;
}

/** The constraints a reader must respect, from standard keywords and `x-` extensions. */
export function constraintsOf(schema: Schema, locale: DocLocale): string[] {
  const w = WORDS[locale];
  const out: string[] = [];
  if (schema.enum) {
    const meanings = schema['x-enum-descriptions'] ?? {};
    const values = schema.enum.map((value) => {
      const meaning = meanings[String(value)];
      return meaning ? `\`${String(value)}\` ${bilingual(meaning, locale)}` : `\`${String(value)}\``;
    });
    out.push(`${w.oneOf}: ${values.join(locale === 'en' ? '; ' : '；')}`);
  } else if (schema['x-enum-descriptions']) {
    const values = Object.entries(schema['x-enum-descriptions']).map(([value, meaning]) => `\`${value}\` ${bilingual(meaning, locale)}`);
    out.push(`${w.oneOf}: ${values.join(locale === 'en' ? '; ' : '；')}`);
  }
  if (schema.default !== undefined) out.push(`${w.default}: \`${JSON.stringify(schema.default)}\``);
  const numeric = range(schema.minimum, schema.maximum, locale);
  if (numeric) out.push(numeric);
  const length = range(schema.minLength, schema.maxLength, locale);
  if (length) out.push(`${w.len}: ${length}`);
  const items = range(schema.minItems, schema.maxItems, locale);
  if (items) out.push(`${w.items}: ${items}`);
  if (schema.pattern) out.push(`${w.pattern}: \`${schema.pattern}\``);
  const rule = bilingual(schema['x-constraints'], locale);
  if (rule) out.push(rule);
  return out;
}

/** The type as a reader reads it: the format of numbers, the element type of arrays, the name of components. */
export function typeLabel(schema: Schema): {type: string; typeRef?: string} {
  if (schema.$ref) return {type: refName(schema.$ref), typeRef: refName(schema.$ref)};
  if (schema.type === 'array' && schema.items) {
    const inner = typeLabel(schema.items);
    return {type: `${inner.type}[]`, typeRef: inner.typeRef};
  }
  if (schema.type === 'integer') return {type: schema.format ?? 'integer'};
  return {type: schema.type ?? 'any'};
}

/** The object whose properties a field's children are: itself, or its array's element type. */
function objectOf(doc: OpenApiDocument, schema: Schema): Schema | undefined {
  const target = deref(doc, schema.type === 'array' && schema.items ? schema.items : schema);
  const element = target.type === 'array' && target.items ? deref(doc, target.items) : target;
  return element.properties ? element : undefined;
}

/**
 * `ignored`: names of this level that the server ignores on input (the parent's `x-ignored-on-input`): a request
 * table leaves them out rather than list fields a reader must not fill.
 */
export function fieldRows(
  doc: OpenApiDocument,
  schema: Schema,
  locale: DocLocale,
  depth = 0,
  parent = '',
  seen: ReadonlySet<string> = new Set(),
  ignored: readonly string[] = [],
): FieldRow[] {
  const object = deref(doc, schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    if (ignored.includes(name)) return [];
    const path = parent ? `${parent}.${name}` : name;
    const {type, typeRef} = typeLabel(property);
    // A property that is a `$ref` keeps its own description when it has one, else the component's.
    const described = property.description ? property : deref(doc, property);
    const resolved = {...deref(doc, property), ...property};
    const row: FieldRow = {
      path,
      name,
      depth,
      type,
      typeRef,
      required: required.has(name),
      description: text(described, locale),
      constraints: constraintsOf(resolved, locale),
    };
    const items = resolved.type === 'array' && resolved.items ? deref(doc, resolved.items) : resolved;
    if (SDK_ENUM_BY_FIELD[name] && (items.enum || items['x-enum-descriptions'])) row.sdkEnum = SDK_ENUM_BY_FIELD[name];
    const child = objectOf(doc, property);
    // Stop at the depth limit and on recursive types, so a message that contains itself cannot loop.
    if (!child || depth + 1 >= MAX_DEPTH || (typeRef !== undefined && seen.has(typeRef))) return [row];
    const nextSeen = typeRef ? new Set([...seen, typeRef]) : seen;
    return [row, ...fieldRows(doc, child, locale, depth + 1, path, nextSeen, property['x-ignored-on-input'])];
  });
}
