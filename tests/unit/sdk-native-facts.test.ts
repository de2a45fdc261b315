/** The native-facts check reports an invented method, a wrong arity and an undeclared enum member. */
import {describe, expect, it} from 'vitest';
import {METHODS} from '../../src/data/sdk';
import type {SdkMethod} from '../../src/data/sdk/types';
import android from '../../src/data/sdk/facts/android.json';
import unity from '../../src/data/sdk/facts/unity.json';
import {methodProblems, type Facts} from '../sdk-native-facts';

const getSelf = METHODS.find((m) => m.id === 'api/user/getSelfUserInfo')!;
const withPlatform = (platform: 'android' | 'unity', patch: object): SdkMethod => ({
  ...getSelf,
  platforms: {...getSelf.platforms, [platform]: {...getSelf.platforms[platform], ...patch}},
});

describe('methodProblems', () => {
  it('accepts the real entry', () => {
    expect(methodProblems(getSelf, 'android', android as unknown as Facts)).toEqual([]);
  });

  it('names an invented method, with the entry and platform', () => {
    const entry = withPlatform('android', {name: 'getSelfUserInfoFast', example: 'OpenIMClient.getInstance().userInfoManager.getSelfUserInfoFast(base);'});
    expect(methodProblems(entry, 'android', android as unknown as Facts)).toEqual([
      'api/user/getSelfUserInfo android: method getSelfUserInfoFast is not declared',
      'api/user/getSelfUserInfo android: UserInfoManager.getSelfUserInfoFast is not declared',
    ]);
  });

  it('names wrong parameters and an undeclared enum member', () => {
    const entry = withPlatform('unity', {
      params: [{name: 'callback', type: 'OnBase<UserInfo>'}],
      example: 'IMSDK.GetSelfUserInfo(cb, ConversationType.Galaxy);',
    });
    expect(methodProblems(entry, 'unity', unity as unknown as Facts)).toEqual([
      "api/user/getSelfUserInfo unity: params (callback) differ from the SDK's (cb)",
      'api/user/getSelfUserInfo unity: IMSDK.GetSelfUserInfo takes 1 arguments, not 2',
      'api/user/getSelfUserInfo unity: enum member ConversationType.Galaxy is not declared',
    ]);
  });
});
