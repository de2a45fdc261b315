/**
 * Headings REST pages write themselves, after the sections the OpenAPI plugin generates (the call-page and webhook-page
 * anatomy of both languages), and the order of an SDK method page's sections. Shared by the unit and content tests
 * (sources) and the build-output tests (HTML); a module of its own so that importing it runs no tests.
 */
import {SDK_LABELS} from '../plugins/sdk/labels';
import type {DocLocale} from './helpers';

/** The H2s a call page writes itself. */
export const AUTHORED_H2: Record<DocLocale, string[]> = {'zh-Hans': ['使用说明', '相关接口'], en: ['Usage notes', 'Related']};
/** The H2s a webhook page writes itself. */
export const HOOK_AUTHORED_H2: Record<DocLocale, string[]> = {'zh-Hans': ['使用说明', '相关'], en: ['Usage notes', 'Related']};

/** The H2s an SDK method page writes itself: its usage notes and its related pages. */
export const SDK_METHOD_AUTHORED_H2: Record<DocLocale, [notes: string, related: string]> = {'zh-Hans': ['使用说明', '相关'], en: ['Usage notes', 'Related']};

/**
 * The H2s of an SDK method page in reading order: the reader's platform's call right under the summary (hoisted by
 * plugins/sdk), the page's usage notes, the generated sections, the page's related pages.
 */
export function sdkMethodH2(locale: DocLocale): string[] {
  const l = SDK_LABELS[locale];
  const [notes, related] = SDK_METHOD_AUTHORED_H2[locale];
  return [l.platforms, notes, l.before, l.afterwards, l.errors, related];
}
