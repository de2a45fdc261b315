/**
 * Issue #20: near-twin pages (before/after webhooks, sendMessage/sendMessageNotOss) are told apart by the reader's
 * direction word and the exact identifier; the search page groups hits by section and page.
 */
import {describe, expect, it} from 'vitest';
import {createEngine} from '@site/src/search/engine';
import {directionOf, intentFactor, intentOf, RANKING, titleDirection} from '@site/src/search/ranking';
import {filterGroups, groupHits, MAX_MORE_SECTIONS, sectionCounts} from '@site/src/search/grouping';
import type {SearchRecord} from '@site/src/search/records';

const record = (url: string, title: string, content: string, over: Partial<SearchRecord> = {}): SearchRecord => ({
  url,
  tag: 'docs-restapi-current',
  level: 1,
  hierarchy: ['服务端 API', title, '', ''],
  content,
  trail: [],
  ...over,
});

describe('direction words', () => {
  it.each([
    ['群消息发送前', 'before'],
    ['群消息发送后', 'after'],
    ['用户注册之前', 'before'],
    ['前置回调', 'before'],
    ['拦截群消息', 'before'],
    ['before a group message is sent', 'before'],
    ['reject group message webhook', 'before'],
    ['Block a friend request', 'before'],
    ['after send group message', 'after'],
    ['post-hook', 'after'],
  ] as const)('%s → %s', (query, direction) => {
    expect(directionOf(query)).toBe(direction);
  });

  it.each(['前端集成', '后台运行', '前提条件', '最后一条消息', '然后调用 login', 'send a message', 'before and after', '发送前后'])(
    'finds no side of an event in "%s"',
    (query) => {
      expect(directionOf(query)).toBeNull();
    },
  );

  it('reads a webhook title in either language, and its callback URL', () => {
    expect(titleDirection('群聊消息发送前回调')).toBe('before');
    expect(titleDirection('After a group message is sent')).toBe('after');
    expect(titleDirection('Send a message · {url}/callbackBeforeSendGroupMsgCommand')).toBe('before');
    expect(titleDirection('sendMessage 发送消息')).toBeNull();
    expect(titleDirection('callbackBeforeAfterCommand')).toBeNull();
  });
});

describe('intent factor', () => {
  const before = record('/w/before', '群聊消息发送前回调', '');
  const after = record('/w/after', '群聊消息发送后回调', '');
  it('raises the asked side and lowers the other', () => {
    const intent = intentOf('群消息发送前');
    expect(intentFactor(intent, before)).toBe(RANKING.sameDirection);
    expect(intentFactor(intent, after)).toBe(RANKING.otherDirection);
    expect(intentFactor(intentOf('群消息'), after)).toBe(1);
  });

  it('raises the page an identifier names exactly, by title or by REST path', () => {
    const sdk = record('/sdks/send', 'sendMessage 发送消息', '');
    const longer = record('/sdks/notoss', 'sendMessageNotOss 发送消息（不上传文件）', '');
    const rest = record('/rest/send', 'Send a message · /msg/send_msg', '');
    expect(intentFactor(intentOf('sendMessage'), sdk)).toBe(RANKING.exactIdentifier);
    expect(intentFactor(intentOf('sendMessage'), longer)).toBe(1);
    expect(intentFactor(intentOf('send_msg'), rest)).toBe(RANKING.exactIdentifier);
  });
});

describe('engine ranking of near-twins', () => {
  // The after page holds every word of the before query in its text; only the direction tells them apart.
  const records = [
    record('/w/after', '群聊消息发送后回调', '群消息发送前会先经过发送前回调，消息发送后服务端再调用本回调。'),
    record('/w/before', '群聊消息发送前回调', '在群消息写入之前调用，可以拦截。'),
    record('/sdks/notoss', 'sendMessageNotOss 发送消息（不上传文件）', 'sendMessageNotOss 与 sendMessage 相同，但不上传文件。sendMessage sendMessage'),
    record('/sdks/send', 'sendMessage 发送消息', '发送一条消息。'),
  ];
  const engine = createEngine(records);
  const first = (query: string) => engine.search(query)[0]?.record.url;

  it('puts the side the reader asked for first', () => {
    expect(first('群消息发送前')).toBe('/w/before');
    expect(first('群消息发送后')).toBe('/w/after');
  });

  it('puts the exact identifier above a longer one that repeats it', () => {
    expect(first('sendMessage')).toBe('/sdks/send');
    expect(first('sendMessageNotOss')).toBe('/sdks/notoss');
  });

  it('searches the breadcrumbs with the title', () => {
    const filed = createEngine([
      record('/w/x', 'Before a group message is sent', 'Stop a message.', {trail: ['Webhooks', 'Groups']}),
      record('/r/y', 'Send a message', 'Send one.'),
    ]);
    expect(filed.search('webhooks').map((h) => h.record.url)).toEqual(['/w/x']);
  });
});

describe('grouping for the search page', () => {
  const hit = (url: string, section: string, lvl2: string | null = null) => ({objectID: url, url, hierarchy: {lvl0: section, lvl1: url, lvl2}});
  const hits = [
    hit('/rest/a', 'Server APIs'),
    hit('/sdk/b#x', 'Client SDKs', 'X'),
    hit('/rest/a#one', 'Server APIs', 'One'),
    hit('/sdk/b', 'Client SDKs'),
    hit('/rest/c', 'Server APIs'),
    ...['two', 'three', 'four', 'five'].map((h) => hit(`/rest/a#${h}`, 'Server APIs', h)),
  ];

  it('lists each page once under its section, in the order of the ranking', () => {
    const groups = groupHits(hits);
    expect(groups.map((g) => g.section)).toEqual(['Server APIs', 'Client SDKs']);
    expect(groups[0].entries.map((e) => e.page)).toEqual(['/rest/a', '/rest/c']);
    expect(groups[1].entries[0].best.url).toBe('/sdk/b#x');
    // The page's own title hit below its best section still links once, as "more".
    expect(groups[1].entries[0].more.map((h) => h.url)).toEqual(['/sdk/b']);
    expect(groups[0].entries[0].more).toHaveLength(MAX_MORE_SECTIONS);
    expect(sectionCounts(groups)).toEqual([
      {section: 'Server APIs', count: 2},
      {section: 'Client SDKs', count: 1},
    ]);
  });

  it('filters to one section, and shows all for a section the results lack', () => {
    const groups = groupHits(hits);
    expect(filterGroups(groups, 'Client SDKs').map((g) => g.section)).toEqual(['Client SDKs']);
    expect(filterGroups(groups, '<script>')).toBe(groups);
    expect(filterGroups(groups, null)).toBe(groups);
  });
});
