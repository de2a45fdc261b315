import {describe, expect, it} from 'vitest';
import {PLATFORMS, PLATFORM_TAB_GROUP, platformTabValues} from '../../src/data/platforms';
import {MANIFEST} from '../../src/data/manifest';
import {CJK} from '../helpers';

describe('platforms', () => {
  it('are the nine SDK platforms, each with a quickstart in the manifest', () => {
    expect(PLATFORMS).toHaveLength(9);
    for (const p of PLATFORMS) expect(MANIFEST.sdks).toContain(p.quickstart);
    expect(new Set(PLATFORMS.map((p) => p.id)).size).toBe(9);
  });

  it('describe how each is built in both languages', () => {
    for (const p of PLATFORMS) {
      expect(p.builtOn['zh-Hans']).toMatch(CJK);
      expect(p.builtOn.en).not.toMatch(CJK);
    }
  });

  it('share one tab group id and resolve labels in the given order', () => {
    expect(PLATFORM_TAB_GROUP).toBe('platform');
    expect(platformTabValues(['web', 'flutter'])).toEqual([
      {value: 'web', label: 'Web'},
      {value: 'flutter', label: 'Flutter'},
    ]);
  });

  it('reject an unknown platform with the list of valid ids', () => {
    expect(() => platformTabValues(['windows-phone'])).toThrow(/Unknown platform "windows-phone".*android/);
  });
});
