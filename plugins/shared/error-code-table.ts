/**
 * The table of an error-code page (REST `x-error-codes`, SDK `src/data/sdk/errors.ts`): code, name, meaning, cause
 * and action, with an anchor per code (`#1501`) that other pages and the search link to.
 */
import type {RootContent} from 'mdast';
import type {Localized} from '../../src/data/locale';
import {SDK_ERROR_CODES, type SdkErrorCode} from '../../src/data/sdk/errors';
import {anchor, inline, inlineCode, table, type DocLocale} from './mdast';
import {findServerErrorCode} from './openapi-document';
import {sdkPageUrl} from './sdk-pages';

type Text = Localized;

export interface ErrorCodeEntry {
  code: number;
  name: string;
  meaning: Text;
  cause: Text;
  action: Text;
}

/** The table's column titles, the same on the REST and the SDK page. */
const COLUMNS: Record<DocLocale, {code: string; name: string; meaning: string; cause: string; action: string}> = {
  'zh-Hans': {code: '错误码', name: '名称', meaning: '含义', cause: '常见原因', action: '处理方法'},
  en: {code: 'Code', name: 'Name', meaning: 'Meaning', cause: 'Typical cause', action: 'What to do'},
};

export function errorCodeTable(entries: readonly ErrorCodeEntry[], locale: DocLocale): RootContent {
  const c = COLUMNS[locale];
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

/**
 * A code as the error-code data describes it, with the URL of its row, or undefined if neither table has it. SDK
 * codes are looked up first (the dev server passes its freshly loaded list), then the server's `x-error-codes`.
 */
export function describeErrorCode(code: number, sdkCodes: readonly SdkErrorCode[] = SDK_ERROR_CODES): (ErrorCodeEntry & {url: string}) | undefined {
  const sdk = sdkCodes.find((entry) => entry.code === code);
  if (sdk) return {...sdk, url: `${sdkPageUrl('errcode')}#${code}`};
  const server = findServerErrorCode(code);
  return server && {...server, url: `/restapi/errCode#${code}`};
}
