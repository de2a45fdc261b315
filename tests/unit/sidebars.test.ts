import {describe, expect, it} from 'vitest';
import type {NavbarItem} from '@docusaurus/theme-common';
import {buildSidebar, outlineOf, type OutlineCategory, type OutlineItem} from '../../sidebars/lib';
import guides from '../../sidebars/guides';
import sdks from '../../sidebars/sdks';
import restapi from '../../sidebars/restapi';
import blog from '../../sidebars/blog';
import {INSTANCES, MANIFEST, type Instance} from '../../src/data/manifest';
import {wordParts} from '../../src/theme/WordBreaks/parts';
import {sectionLabel} from '../../src/theme/DocBreadcrumbs/section';

type Item = string | {type: string; id?: string; key?: string; label?: string; link?: {id: string}; items?: Item[]};

const SIDEBARS: Record<Instance, Item[]> = {
  guides: (guides as {tutorialSidebar: Item[]}).tutorialSidebar,
  sdks: (sdks as {tutorialSidebar: Item[]}).tutorialSidebar,
  restapi: (restapi as {tutorialSidebar: Item[]}).tutorialSidebar,
  blog: (blog as {tutorialSidebar: Item[]}).tutorialSidebar,
};
const OUTLINES: Record<Instance, readonly OutlineItem[]> = {
  guides: outlineOf(guides),
  sdks: outlineOf(sdks),
  restapi: outlineOf(restapi),
  blog: outlineOf(blog),
};
const {guides: guidesOutline, sdks: sdksOutline, restapi: restapiOutline} = OUTLINES;

/** Doc ids in the order a reader meets them (a category's own page before its items), as Previous/Next do. */
function docIds(items: Item[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [item] : [...(item.id ? [item.id] : []), ...(item.link ? [item.link.id] : []), ...docIds(item.items ?? [])],
  );
}

function allCategories(items: Item[]): Exclude<Item, string>[] {
  return items.flatMap((item) => (typeof item === 'string' ? [] : [item, ...allCategories(item.items ?? [])]));
}

function category(instance: Instance, key: string): Exclude<Item, string> {
  const found = allCategories(SIDEBARS[instance]).find((c) => c.key === key);
  if (!found) throw new Error(`no category ${key} in the ${instance} sidebar`);
  return found;
}

/** The pages of a category in reading order, its own page first. */
function pagesOf(instance: Instance, key: string): string[] {
  return docIds([category(instance, key)]);
}

function outlineCategories(items: readonly OutlineItem[]): OutlineCategory[] {
  return items.flatMap((item) => (typeof item === 'string' ? [] : [item, ...outlineCategories(item.items)]));
}

/** A copy of an outline with `change` applied to every category's items (for breaking one on purpose). */
function edit(items: readonly OutlineItem[], change: (category: OutlineCategory) => OutlineItem[]): OutlineItem[] {
  return items.map((item) => (typeof item === 'string' ? item : {...item, items: change({...item, items: edit(item.items, change)})}));
}

const byName = (ids: string[]) => [...ids].sort();
const byNameIgnoringCase = (ids: string[]) => [...ids].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('sidebar builder: loud, no fallback', () => {
  it('refuses an id that is not in the manifest', () => {
    expect(() => buildSidebar('guides', ['introduction/nope'])).toThrow(/not in the page manifest/);
  });

  it('refuses a folder category without an items list instead of ordering the folder by name', () => {
    // @ts-expect-error: items is required by the type as well
    const folderOnly: OutlineItem = {key: 'enum', label: '枚举', dir: 'enum'};
    expect(() => buildSidebar('sdks', [folderOnly])).toThrow(/category "enum" has no items list/);
  });

  it('refuses an outline that leaves out a page of a folder', () => {
    const outline = edit(sdksOutline, (c) => c.items.filter((item) => item !== 'api/message/createTextMessage'));
    expect(() => buildSidebar('sdks', outline)).toThrow(/category "api\.message" \(folder api\/message\) does not list api\/message\/createTextMessage/);
  });

  it('refuses an outline that leaves out a page outside any folder category', () => {
    const outline = sdksOutline.filter((item) => item !== 'errcode');
    expect(() => buildSidebar('sdks', outline)).toThrow(/leaves out errcode/);
  });

  it('refuses a page named twice', () => {
    const outline = edit(restapiOutline, (c) => (c.key === 'messageManagement' ? [...c.items, 'apis/messageManagement/sendMessage'] : c.items));
    expect(() => buildSidebar('restapi', outline)).toThrow(/names "apis\/messageManagement\/sendMessage" twice/);
  });

  it('refuses a page of another folder inside a folder category', () => {
    const moved = 'webhooks/push/onlinePushBefore';
    const outline = edit(restapiOutline, (c) => (c.key === 'webhooks.msg' ? [...c.items, moved] : c.items.filter((item) => item !== moved)));
    expect(() => buildSidebar('restapi', outline)).toThrow(/holds pages of other folders: webhooks\/push\/onlinePushBefore/);
  });

  it('refuses a page of the inventory that has no file, instead of leaving it out', () => {
    const noPlatformPage = (_instance: Instance, id: string) => id !== 'enum/platform';
    expect(() => buildSidebar('sdks', sdksOutline, noPlatformPage)).toThrow(/"enum\/platform" .*has no file/);
  });

  it('refuses a category key used twice (keys are translation keys)', () => {
    const outline = [...guidesOutline, {key: 'performance', label: '重复', items: []}];
    expect(() => buildSidebar('guides', outline)).toThrow(/category "performance" is declared twice/);
  });

  it('emits the outline order as written', () => {
    expect(pagesOf('restapi', 'authenticationManagement')).toEqual([
      'apis/authenticationManagement/getAdminToken',
      'apis/authenticationManagement/getUserToken',
      'apis/authenticationManagement/parseToken',
      'apis/authenticationManagement/forceLogout',
    ]);
  });
});

describe('the sidebars', () => {
  it.each([...INSTANCES])('%s: holds every page of the inventory exactly once', (instance) => {
    const ids = docIds(SIDEBARS[instance]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(byName(ids)).toEqual(byName([...MANIFEST[instance]]));
  });

  it('give every section a tutorialSidebar whose first doc is the section entry page', () => {
    const entries: [Instance, string][] = [
      ['guides', 'introduction/index'],
      ['sdks', 'introduction'],
      ['restapi', 'apis/introduction'],
      ['blog', 'introduction'],
    ];
    for (const [instance, entry] of entries) expect(docIds(SIDEBARS[instance])[0]).toBe(entry);
  });

  // A folder listed in file-name order is the sign of a directory listing pasted in (or a fallback come back).
  // Short folders may be alphabetical by chance, so the check starts at four pages.
  it.each([...INSTANCES])('%s: no folder of four or more pages is in file-name order', (instance) => {
    const inNameOrder = outlineCategories(OUTLINES[instance])
      .filter((c) => c.dir)
      .map((c) => ({key: c.key, pages: pagesOf(instance, c.key).filter((id) => id !== `${c.dir}/index`)}))
      .filter(({pages}) => pages.length >= 4)
      .filter(({pages}) => [byName(pages), byNameIgnoringCase(pages)].some((sorted) => sorted.join() === pages.join()))
      .map(({key}) => key);
    expect(inNameOrder).toEqual([]);
  });

  it.each(['sdks', 'restapi'] as const)('%s: no category lists more than 12 pages directly', (instance) => {
    const long = allCategories(SIDEBARS[instance])
      .map((c) => ({key: c.key, direct: (c.items ?? []).filter((item) => typeof item === 'string').length}))
      .filter(({direct}) => direct > 12);
    expect(long).toEqual([]);
  });
});

describe('reading order', () => {
  const before = (pages: string[], first: string, then: string) => {
    expect(pages, `${first} is listed`).toContain(first);
    expect(pages, `${then} is listed`).toContain(then);
    expect(pages.indexOf(first), `${first} comes before ${then}`).toBeLessThan(pages.indexOf(then));
  };

  it('REST: authentication starts with the admin token, users with registration', () => {
    expect(pagesOf('restapi', 'authenticationManagement')[0]).toBe('apis/authenticationManagement/getAdminToken');
    expect(pagesOf('restapi', 'userManagement')[0]).toBe('apis/userManagement/userRegister');
    const sidebarPages = docIds(SIDEBARS.restapi);
    before(sidebarPages, 'apis/authenticationManagement/getAdminToken', 'apis/userManagement/userRegister');
  });

  it('REST: a group is created before it is joined, muted, transferred or dismissed', () => {
    const groups = pagesOf('restapi', 'groupManagement');
    expect(groups[0]).toBe('apis/groupManagement/createGroup');
    for (const later of ['inviteUserToGroup', 'joinGroup', 'muteGroup', 'cancelMuteGroup', 'transferGroup', 'dismissGroup']) {
      before(groups, 'apis/groupManagement/createGroup', `apis/groupManagement/${later}`);
    }
    before(groups, 'apis/groupManagement/muteGroup', 'apis/groupManagement/cancelMuteGroup');
    expect(groups.at(-1)).toBe('apis/groupManagement/dismissGroup');
  });

  it('REST: friends are asked before they are listed; messages are sent before they are revoked', () => {
    const friends = pagesOf('restapi', 'friendsManagement');
    expect(friends[0]).toBe('apis/friendsManagement/sendApplication');
    before(friends, 'apis/friendsManagement/addBlackList', 'apis/friendsManagement/deleteBlackList');
    expect(pagesOf('restapi', 'messageManagement')[0]).toBe('apis/messageManagement/sendMessage');
  });

  it('webhooks: in every group, each event’s before-hook comes ahead of its after-hook', () => {
    // The event of a hook is its file name without Before/After (and a plural s: importFriendsBefore/importFriendAfter).
    const event = (id: string) => id.replace(/(Before|After)$/, '').replace(/s$/, '');
    let pairs = 0;
    for (const group of ['webhooks.user', 'webhooks.relationship', 'webhooks.group', 'webhooks.msg', 'webhooks.push']) {
      const hooks = pagesOf('restapi', group);
      for (const hook of hooks.filter((id) => id.endsWith('Before'))) {
        const after = hooks.find((id) => id.endsWith('After') && event(id) === event(hook));
        if (!after) continue;
        pairs += 1;
        before(hooks, hook, after);
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(10);
  });

  it('webhooks: a user is registered before being updated; a message is checked, rewritten, then reported', () => {
    expect(pagesOf('restapi', 'webhooks.user')[0]).toBe('webhooks/user/userRegisterBefore');
    expect(pagesOf('restapi', 'webhooks.msg').slice(0, 3)).toEqual([
      'webhooks/msg/sendSingleMsgBefore',
      'webhooks/msg/msgModify',
      'webhooks/msg/sendSingleMsgAfter',
    ]);
  });

  it('SDK: the API opens with initSDK and login, ahead of every other method', () => {
    const api = pagesOf('sdks', 'api');
    expect(api.slice(0, 4)).toEqual(['api/index', 'api/initialization/index', 'api/initialization/initSDK', 'api/initialization/login']);
  });

  it('SDK messages: grouped by task; create, then send, then receive, then history', () => {
    const messages = category('sdks', 'api.message');
    expect((messages.items ?? []).every((item) => typeof item !== 'string')).toBe(true);
    const pages = pagesOf('sdks', 'api.message');
    const firstSend = pages.findIndex((id) => /\/send[A-Z]/.test(id));
    const firstCreate = pages.findIndex((id) => /\/create[A-Z]/.test(id));
    const firstHistory = pages.findIndex((id) => /History/.test(id));
    expect(pages[firstSend]).toBe('api/message/sendMessage');
    expect(firstCreate).toBeLessThan(firstSend);
    expect(firstSend).toBeLessThan(firstHistory);
    before(pages, 'api/message/createTextMessage', 'api/message/createImageMessageFromFullPath');
    before(pages, 'api/message/sendMessage', 'api/message/setMessageListener');
    before(pages, 'api/message/sendMessage', 'api/message/revokeMessage');
  });

  it('SDK groups and friends: created or asked before anything is done with them', () => {
    const groups = pagesOf('sdks', 'api.group');
    for (const later of ['inviteUserToGroup', 'changeGroupMute', 'transferGroupOwner', 'dismissGroup']) {
      before(groups, 'api/group/createGroup', `api/group/${later}`);
    }
    const friends = pagesOf('sdks', 'api.relation');
    before(friends, 'api/relation/addFriend', 'api/relation/acceptFriendApplication');
    before(friends, 'api/relation/acceptFriendApplication', 'api/relation/getFriendList');
  });

  it('SDK data structures: the main object first, its parts together, query types apart', () => {
    const message = pagesOf('sdks', 'class.message');
    expect(message[0]).toBe('class/message/index');
    expect(message[1]).toBe('class/message/messageInfo');
    const lastElem = Math.max(...message.map((id, i) => (id.endsWith('Elem') ? i : -1)));
    expect(message.indexOf('class/message/ConversationArgs')).toBeGreaterThan(lastElem);
    expect(pagesOf('sdks', 'class.group')[1]).toBe('class/group/groupInfo');
    expect(pagesOf('sdks', 'class.conversation')[1]).toBe('class/conversation/conversationInfo');
    expect(pagesOf('sdks', 'class.user')[1]).toBe('class/user/userInfo');
  });
});

describe('sidebar labels wrap between words', () => {
  it.each([
    ['createFileMessageFromFullPath', ['create', 'File', 'Message', 'From', 'Full', 'Path']],
    ['getConversationIDBySessionType', ['get', 'Conversation', 'ID', 'By', 'Session', 'Type']],
    ['createImageMessageByURL', ['create', 'Image', 'Message', 'By', 'URL']],
    ['send_business_notification', ['send_', 'business_', 'notification']],
    ['onRecvC2CReadReceipt', ['on', 'Recv', 'C2C', 'Read', 'Receipt']],
    ['全员禁言', ['全员禁言']],
    ['Transfer group ownership', ['Transfer group ownership']],
  ])('%s', (label, parts) => {
    expect(wordParts(label)).toEqual(parts);
    expect(wordParts(label).join('')).toBe(label);
  });
});

describe('breadcrumbs take the section from the navbar', () => {
  const navbar: NavbarItem[] = [
    // Another item into the guides (a release indicator) must not be taken for the section.
    {type: 'doc', docsPluginId: 'guides', docId: 'introduction/version', label: 'Server v3.8.3', position: 'left'},
    {type: 'doc', docsPluginId: 'guides', docId: 'introduction/index', label: 'Guides', position: 'left'},
    {type: 'doc', docsPluginId: 'sdks', docId: 'introduction', label: 'Client SDKs', position: 'left'},
    {href: 'https://github.com/openimsdk', label: 'GitHub', position: 'right'},
  ];

  it('names a section after the navbar item that opens its entry page', () => {
    expect(sectionLabel(navbar, 'sdks', 'introduction')).toBe('Client SDKs');
    expect(sectionLabel(navbar, 'guides', 'introduction/index')).toBe('Guides');
  });

  it('throws for a section the navbar does not open', () => {
    expect(() => sectionLabel(navbar, 'restapi', 'apis/introduction')).toThrow(/No navbar item opens "apis\/introduction"/);
  });
});
