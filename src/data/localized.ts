import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** A text kept once in both languages, next to the fact it describes. */
export interface Localized<T = string> {
  'zh-Hans': T;
  en: T;
}

export type SiteLocale = keyof Localized;

export function pick<T>(text: Localized<T>, locale: string): T {
  return locale === 'en' ? text.en : text['zh-Hans'];
}

/** The current page's locale, narrowed to the two the site has. */
export function useSiteLocale(): SiteLocale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh-Hans';
}
