/**
 * The site's two languages and a text kept in both. Plain data, no React: the config, the build plugins, the
 * components and the tests all read these, so there is one locale type and one bilingual-text type.
 */
export const LOCALES = ['zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';

/** A text (or any value) kept once in both languages, next to the fact it describes. */
export type Localized<T = string> = Record<Locale, T>;

export function pick<T>(text: Localized<T>, locale: string): T {
  return locale === 'en' ? text.en : text['zh-Hans'];
}
