import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from './locale';

export {pick, type Localized} from './locale';

/** The current page's locale, narrowed to the two the site has. */
export function useSiteLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh-Hans';
}
