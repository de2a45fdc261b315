/**
 * The theme's "Last updated on" date, formatted without ICU. The first `Intl.DateTimeFormat` a page creates loads
 * the locale's data: 150–230 ms of 4×-slowed CPU in Chromium, all inside one component's render during hydration,
 * so one long task on every doc page. For the one set of options the theme uses and the site's two locales, the
 * text is simple to build; tests/unit/date-format.test.ts checks it against ICU's for every day of many years.
 */

/** The options of the theme's LastUpdated (theme-classic 3.10), with the calendar the site's locales set. */
const DAY_OPTIONS: Readonly<Record<string, string>> = {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'};

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const BY_LOCALE: Readonly<Record<string, (date: Date) => string>> = {
  en: (date) => `${EN_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  'zh-Hans': (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
};

/** Years whose four digits and Gregorian calendar need no further rule (ICU writes others differently). */
const COVERED_YEARS = {from: 1000, to: 9999};

/**
 * A formatter for `locale` and `options` that needs no ICU, or null where ICU is needed: other options, other
 * locales. Dates it cannot write (invalid, outside COVERED_YEARS) go to ICU too.
 */
export function dayFormatter(locale: string, options: Intl.DateTimeFormatOptions): ((date: Date) => string) | null {
  const write = BY_LOCALE[locale];
  const keys = Object.keys(options).filter((key) => options[key as keyof Intl.DateTimeFormatOptions] !== undefined);
  const same = keys.length === Object.keys(DAY_OPTIONS).length && keys.every((key) => options[key as keyof Intl.DateTimeFormatOptions] === DAY_OPTIONS[key]);
  if (!write || !same) return null;
  return (date) => {
    const year = date.getUTCFullYear();
    return year >= COVERED_YEARS.from && year <= COVERED_YEARS.to ? write(date) : new Intl.DateTimeFormat(locale, options).format(date);
  };
}
