/**
 * The table of an error-code page (REST `x-error-codes`, SDK `src/data/sdk/errors.ts`): code, name, meaning, cause
 * and action, with an anchor per code (`#1501`) that other pages and the search link to.
 */
import type {RootContent} from 'mdast';
import {anchor, inline, inlineCode, table, type DocLocale} from './mdast';
import {LABELS} from './openapi/labels';

type Text = Record<DocLocale, string>;

export interface ErrorCodeEntry {
  code: number;
  name: string;
  meaning: Text;
  cause: Text;
  action: Text;
}

export function errorCodeTable(entries: readonly ErrorCodeEntry[], locale: DocLocale): RootContent {
  const c = LABELS[locale].errorCodeColumns;
  return table(
    [c.code, c.name, c.meaning, c.cause, c.action],
    entries.map((entry) => [
      [anchor(String(entry.code))],
      [inlineCode(entry.name)],
      inline(entry.meaning[locale]),
      inline(entry.cause[locale]),
      inline(entry.action[locale]),
    ]),
  );
}
