import {describe, expect, it} from 'vitest';
import {flattenFields, isLocalized} from '../../src/components/FieldTable/fields';

describe('flattenFields', () => {
  it('puts nested fields right after their parent, one level deeper, with dotted paths', () => {
    const rows = flattenFields([
      {name: 'users', type: 'object[]', description: 'list', children: [
        {name: 'userID', type: 'string', description: 'id'},
        {name: 'ex', type: 'object', description: 'extra', children: [{name: 'k', type: 'string', description: 'key'}]},
      ]},
      {name: 'count', type: 'int', description: 'n'},
    ]);
    expect(rows.map((r) => [r.path, r.depth])).toEqual([
      ['users', 0], ['users.userID', 1], ['users.ex', 1], ['users.ex.k', 2], ['count', 0],
    ]);
  });

  it('tells data descriptions in both languages from inline ones', () => {
    expect(isLocalized({'zh-Hans': '说明', en: 'meaning'})).toBe(true);
    expect(isLocalized('meaning')).toBe(false);
  });
});
