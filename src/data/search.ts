import type {Localized} from './locale';

/**
 * Offered under "Try searching for" when a query finds nothing. Each must find a page in its locale
 * (tests/search/quality.test.ts checks them against the built index).
 */
export const SEARCH_SUGGESTIONS: Localized<readonly string[]> = {
  'zh-Hans': ['管理员 token', 'Docker Compose', '端口'],
  en: ['admin token', 'Docker Compose', 'ports'],
};
