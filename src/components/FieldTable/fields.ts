import type {ReactNode} from 'react';
import type {Localized} from '@site/src/data/localized';

/** A description written inline for one page, or kept once in data for both locales. */
export type FieldText = ReactNode | Localized<ReactNode>;

export function isLocalized(text: FieldText): text is Localized<ReactNode> {
  return typeof text === 'object' && text !== null && 'zh-Hans' in text && 'en' in text;
}

/** One field of a request, response or data structure. */
export interface Field {
  name: string;
  type: string;
  required?: boolean;
  description: FieldText;
  /** Allowed values, ranges, defaults: anything a caller must respect. */
  constraints?: FieldText;
  /** Fields of a nested object (or of each element of an array of objects). */
  children?: readonly Field[];
}

export interface FieldRow {
  field: Field;
  depth: number;
  /** Dotted path from the top, e.g. `offlinePushInfo.title`: unique within a table, used as the row key. */
  path: string;
}

/** Flattens nested fields depth-first so that a child row follows its parent. */
export function flattenFields(fields: readonly Field[], depth = 0, parent = ''): FieldRow[] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    return [{field, depth, path}, ...flattenFields(field.children ?? [], depth + 1, path)];
  });
}
