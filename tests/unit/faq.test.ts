import {describe, expect, it} from 'vitest';
import {FAQ, FAQ_TOPICS} from '../../src/data/faq';
import {filterFaq, textOf} from '../../src/components/FaqList/filter';
import {COMPONENTS, portOf} from '../../src/data/server';
import {CJK} from '../helpers';

describe('FAQ data', () => {
  it('has at least 25 questions with unique, URL-safe ids', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(25);
    expect(new Set(FAQ.map((e) => e.id)).size).toBe(FAQ.length);
    for (const e of FAQ) expect(e.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every topic', () => {
    for (const topic of FAQ_TOPICS)
      expect(
        FAQ.some((e) => e.topic === topic),
        topic,
      ).toBe(true);
  });

  it('is written in both languages', () => {
    for (const e of FAQ) {
      expect(e.question['zh-Hans'], e.id).toMatch(CJK);
      expect(textOf(e.answer['zh-Hans']), e.id).toMatch(CJK);
      expect(e.question.en, e.id).not.toMatch(CJK);
      expect(textOf(e.answer.en), e.id).not.toMatch(CJK);
      expect(textOf(e.answer.en).length, e.id).toBeGreaterThan(80);
    }
  });
});

describe('filterFaq', () => {
  it('matches every word in the question or the answer, ignoring case', () => {
    const ids = filterFaq(FAQ, 'ADMIN token', 'all', 'en').map((e) => e.id);
    expect(ids).toContain('admin-token');
    expect(ids.length).toBeLessThan(FAQ.length);
  });

  it('searches the text of answers, including code', () => {
    expect(filterFaq(FAQ, 'retainChatRecords', 'all', 'en').map((e) => e.id)).toEqual(['message-retention']);
  });

  it('filters by topic and by Chinese words', () => {
    const push = filterFaq(FAQ, '', 'push', 'zh-Hans');
    expect(push.length).toBeGreaterThan(0);
    expect(push.every((e) => e.topic === 'push')).toBe(true);
    expect(filterFaq(FAQ, '许可证', 'all', 'zh-Hans').map((e) => e.id)).toContain('license');
  });

  it('returns everything for an empty query and nothing for nonsense', () => {
    expect(filterFaq(FAQ, '   ', 'all', 'en')).toHaveLength(FAQ.length);
    expect(filterFaq(FAQ, '<script>alert(1)</script>', 'all', 'en')).toEqual([]);
  });
});

describe('FAQ facts come from src/data/server.ts', () => {
  it('names the component images and public ports recorded there', () => {
    const text = textOf(FAQ.find((e) => e.id === 'components-required')!.answer.en);
    for (const component of COMPONENTS) expect(text).toContain(component.image);
    const ports = textOf(FAQ.find((e) => e.id === 'which-ports')!.answer.en);
    expect(ports).toContain(String(portOf('openim-api')));
    expect(() => portOf('no-such-service')).toThrow(/No port recorded/);
  });
});
