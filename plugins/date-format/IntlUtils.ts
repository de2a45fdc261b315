/**
 * Stands in for `@docusaurus/theme-common/lib/utils/IntlUtils` in both bundles (./index.ts): the same hooks, with
 * the theme's "Last updated on" date written without ICU (./dayFormat.ts). Any other format is ICU's, as before.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dayFormatter} from './dayFormat';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale].calendar;
}

/** An `Intl.DateTimeFormat` whose `format` is `write`; anything else asks ICU's, made on first use. */
function withFormat(locale: string, options: Intl.DateTimeFormatOptions, write: (date: Date) => string): Intl.DateTimeFormat {
  let icu: Intl.DateTimeFormat | undefined;
  return new Proxy({} as Intl.DateTimeFormat, {
    get(_target, key) {
      if (key === 'format') return (date?: Date | number) => write(date === undefined ? new Date() : new Date(date));
      icu ??= new Intl.DateTimeFormat(locale, options);
      const value: unknown = Reflect.get(icu, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(icu) : value;
    },
  });
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const all = {calendar, ...options};
  const write = dayFormatter(currentLocale, all);
  return write ? withFormat(currentLocale, all, write) : new Intl.DateTimeFormat(currentLocale, all);
}
