import {describe, expect, it} from 'vitest';
import {buildSidebar, idsIn} from '../../sidebars/lib';
import guides from '../../sidebars/guides';
import sdks from '../../sidebars/sdks';
import restapi from '../../sidebars/restapi';
import blog from '../../sidebars/blog';

type Item = string | {type: string; id?: string; key?: string; link?: {id: string}; items?: Item[]};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [...(item.id ? [item.id] : []), ...(item.link ? [item.link.id] : []), ...docIds(item.items ?? [])],
  );
}

describe('sidebar builder', () => {
  it('lists the docs directly in a folder, without its index or sub-folders', () => {
    expect(idsIn('sdks', 'api/group')).toContain('api/group/createGroup');
    expect(idsIn('sdks', 'api/group')).not.toContain('api/group/index');
    expect(idsIn('sdks', 'class')).toEqual(['class/response']);
  });

  it('refuses an id that is not in the manifest', () => {
    expect(() => buildSidebar('guides', ['introduction/nope'])).toThrow(/not in the page manifest/);
  });

  it('leaves out docs that are not written and empty categories', () => {
    // Every page exists by now: pretend the enum pages are not written yet.
    const notEnums = (_instance: string, id: string) => !id.startsWith('enum/');
    const sidebar = buildSidebar('sdks', [{key: 'enum', label: '枚举', dir: 'enum'}, 'introduction'], notEnums);
    const items = sidebar.tutorialSidebar as Item[];
    expect(docIds(items)).toContain('introduction');
    expect(docIds(items)).toEqual(['introduction']);
  });

  it('gives every section a tutorialSidebar whose first doc is the section entry page', () => {
    const entries: [unknown, string][] = [
      [guides, 'introduction/index'],
      [sdks, 'introduction'],
      [restapi, 'apis/introduction'],
      [blog, 'introduction'],
    ];
    for (const [sidebar, entry] of entries) {
      const items = (sidebar as {tutorialSidebar: Item[]}).tutorialSidebar;
      expect(docIds(items)[0]).toBe(entry);
    }
  });
});
