/**
 * Headings REST pages write themselves, after the sections the OpenAPI plugin generates (the call-page and webhook-page
 * anatomy of both languages). Shared by the content tests (sources) and the build-output tests (HTML); a module of
 * its own so that importing it runs no tests.
 */
import type {DocLocale} from './helpers';

/** The H2s a call page writes itself. */
export const AUTHORED_H2: Record<DocLocale, string[]> = {'zh-Hans': ['使用说明', '相关接口'], en: ['Usage notes', 'Related']};
/** The H2s a webhook page writes itself. */
export const HOOK_AUTHORED_H2: Record<DocLocale, string[]> = {'zh-Hans': ['使用说明', '相关'], en: ['Usage notes', 'Related']};
