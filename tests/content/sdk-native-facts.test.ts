/**
 * The native platforms' catalogue facts (Android, iOS, Flutter, Unity, uni-app) name only methods, parameters,
 * listener methods, classes and enum values their SDK declares at the commit recorded in src/data/sdk/sources.ts
 * (src/data/sdk/facts/*.json, written by scripts/extract-sdk-facts.mjs).
 */
import {describe, expect, it} from 'vitest';
import {CALLBACKS, CLASSES, ENUMS, LISTENERS, METHODS} from '../../src/data/sdk';
import {SDK_SOURCES} from '../../src/data/sdk/sources';
import android from '../../src/data/sdk/facts/android.json';
import ios from '../../src/data/sdk/facts/ios.json';
import flutter from '../../src/data/sdk/facts/flutter.json';
import unity from '../../src/data/sdk/facts/unity.json';
import uniapp from '../../src/data/sdk/facts/uniapp.json';
import {NATIVE_PLATFORMS, callbackProblems, catalogueEnumProblems, classProblems, listenerProblems, methodProblems, type Facts} from '../sdk-native-facts';

export const FACTS = {android, ios, flutter, unity, uniapp} as unknown as Record<(typeof NATIVE_PLATFORMS)[number], Facts>;

describe.each(NATIVE_PLATFORMS)('%s catalogue against its SDK source', (platform) => {
  const facts = FACTS[platform];

  it('was extracted at the commit sources.ts records', () => {
    const source = SDK_SOURCES.find((s) => s.platform === platform)!;
    expect(facts.repo).toBe(source.repo);
    expect(facts.ref).toBe(source.ref);
    expect(facts.commit.startsWith(source.commit), `${facts.commit} vs ${source.commit}`).toBe(true);
  });

  it('methods: names, parameters and examples', () => {
    expect(METHODS.flatMap((m) => methodProblems(m, platform, facts))).toEqual([]);
  });

  it('listeners: registration examples', () => {
    expect(LISTENERS.flatMap((l) => listenerProblems(l, platform, facts))).toEqual([]);
  });

  it('callbacks: the listener method each is called by', () => {
    expect(CALLBACKS.flatMap((c) => callbackProblems(c, platform, facts))).toEqual([]);
  });

  it('classes and enums: type names and values', () => {
    expect([...CLASSES.flatMap((c) => classProblems(c, platform, facts)), ...ENUMS.flatMap((e) => catalogueEnumProblems(e, platform, facts))]).toEqual([]);
  });
});
