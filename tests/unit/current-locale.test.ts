import {describe, expect, it} from 'vitest';
import {currentLocale, DEFAULT_LOCALE} from '../../src/data/site';

describe('the locale the config is loaded for', () => {
  it('is the default locale when `docusaurus start` runs without --locale (the variable is the string "undefined")', () => {
    expect(currentLocale('undefined')).toBe(DEFAULT_LOCALE);
    expect(currentLocale(undefined)).toBe(DEFAULT_LOCALE);
    expect(currentLocale('')).toBe(DEFAULT_LOCALE);
  });

  it('is the named locale when it is one of the site', () => {
    expect(currentLocale('en')).toBe('en');
    expect(currentLocale('zh-Hans')).toBe('zh-Hans');
    expect(currentLocale('fr')).toBe(DEFAULT_LOCALE);
  });
});
