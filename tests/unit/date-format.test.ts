/**
 * plugins/date-format writes the theme's "Last updated on" date without ICU; the text must be ICU's, day for day,
 * in both locales, and anything it does not cover must still be ICU's.
 */
import {describe, expect, it} from 'vitest';
import {dayFormatter} from '../../plugins/date-format/dayFormat';

const OPTIONS: Intl.DateTimeFormatOptions = {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'};
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(['en', 'zh-Hans'])('%s', (locale) => {
  const write = dayFormatter(locale, OPTIONS)!;
  const icu = new Intl.DateTimeFormat(locale, OPTIONS);

  it('writes every day from 1970 to 2100 as ICU does, at any time of the day', () => {
    for (let t = 0; t < Date.UTC(2101, 0, 1); t += DAY_MS) {
      for (const time of [t, t + DAY_MS - 1]) expect(write(new Date(time))).toBe(icu.format(time));
    }
  });

  it('leaves years outside 1000–9999 to ICU, and an invalid date throws as ICU does', () => {
    for (const time of [Date.UTC(999, 11, 31), Date.UTC(1000, 0, 1), Date.UTC(9999, 11, 31), Date.UTC(10000, 0, 1), -62198755200000]) {
      expect(write(new Date(time))).toBe(icu.format(time));
    }
    expect(() => write(new Date(NaN))).toThrow(RangeError);
  });
});

it('covers only the theme options and the site locales', () => {
  expect(dayFormatter('en', OPTIONS)).toBeTypeOf('function');
  expect(dayFormatter('fr', OPTIONS)).toBeNull();
  expect(dayFormatter('en', {...OPTIONS, month: 'long'})).toBeNull();
  expect(dayFormatter('en', {...OPTIONS, timeZone: 'Asia/Shanghai'})).toBeNull();
  expect(dayFormatter('en', {...OPTIONS, hour: 'numeric'})).toBeNull();
  expect(dayFormatter('zh-Hans', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})).toBeNull();
  expect(dayFormatter('en', {...OPTIONS, weekday: undefined})).toBeTypeOf('function');
});
