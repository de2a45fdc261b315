/**
 * The sdks reference pages and the SDK catalogue match one to one: every method, class, enum, callback and listener
 * page renders its catalogue entry with <SdkReference /> (so both locales show the same signatures, fields and
 * values), every entry has its page in both locales, index pages list their entries with <SdkIndex />, and no page
 * writes by hand a section the catalogue generates.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {MANIFEST} from '../../src/data/manifest';
import {allEntries} from '../../src/data/sdk';
import {SDK_LABELS} from '../../plugins/sdk/labels';
import {findDoc, headingTitle, withoutCode, type DocLocale} from '../helpers';
import {SDK_METHOD_AUTHORED_H2} from '../page-anatomy';

const REFERENCE = /^(api\/[^/]+|callback|listener|class(\/[^/]+)?|enum)\//;
/** A method page: plugins/sdk moves its platform tabs up to right under its summary. */
const METHOD_PAGE = /^api\/[^/]+\/(?!index$)[^/]+$/;
const LOCALES: DocLocale[] = ['zh-Hans', 'en'];
const referencePages = MANIFEST.sdks.filter((id) => REFERENCE.test(id));
const written = (id: string) => LOCALES.map((locale) => findDoc('sdks', id, locale)).filter((f): f is string => Boolean(f));

/** The H2 titles of a Markdown body, outside code blocks. */
const h2sOf = (body: string) =>
  withoutCode(body)
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map(headingTitle);
const bodyOf = (file: string) => matter(fs.readFileSync(file, 'utf8')).content;

/** Headings the renderer generates, which a page must not also write. */
const GENERATED_H2 = new Set(
  LOCALES.flatMap((locale) => {
    const l = SDK_LABELS[locale];
    return [l.before, l.afterwards, l.platforms, l.errors, l.typeNames, l.fields, l.values, l.firesWhen, l.payload, l.namesPerPlatform, l.register];
  }),
);
const AUTHORED_NOTES: Record<DocLocale, string> = {'zh-Hans': '## 使用说明', en: '## Usage notes'};

describe('SDK reference pages', () => {
  it('has a page in both locales for every catalogue entry', () => {
    const missing = allEntries().flatMap(({entry}) => LOCALES.filter((locale) => !findDoc('sdks', entry.id, locale)).map((locale) => `${locale} ${entry.id}`));
    expect(missing).toEqual([]);
  });

  const pages = referencePages.filter((id) => written(id).length > 0);
  describe.each(pages)('%s', (id) => {
    const isIndex = id.endsWith('/index') || id === 'api/index';
    for (const locale of LOCALES) {
      const file = findDoc('sdks', id, locale);
      if (!file) continue;
      const body = withoutCode(bodyOf(file));

      if (isIndex) {
        it(`${locale}: lists its entries with <SdkIndex /> (api/index and class/index link their sections instead)`, () => {
          if (id !== 'api/index' && id !== 'class/index') expect(body).toContain('<SdkIndex />');
        });
      } else {
        it(`${locale}: renders its catalogue entry once, after the usage notes`, () => {
          expect(
            allEntries().some(({entry}) => entry.id === id),
            `no catalogue entry ${id}`,
          ).toBe(true);
          expect(body.match(/<SdkReference \/>/g)).toHaveLength(1);
          const notes = body.indexOf(AUTHORED_NOTES[locale]);
          expect(notes, AUTHORED_NOTES[locale]).toBeGreaterThan(-1);
          expect(notes).toBeLessThan(body.indexOf('<SdkReference />'));
        });
      }

      if (METHOD_PAGE.test(id)) {
        it(`${locale}: opens with a one-paragraph summary, which the platform tabs follow, then its notes and related pages`, () => {
          const blocks = body.split(/\n\s*\n/).map((block) => block.trim());
          const title = blocks.findIndex((block) => block.startsWith('# '));
          expect(title, 'H1').toBeGreaterThan(-1);
          const summary = blocks.slice(
            title + 1,
            blocks.findIndex((block) => block.startsWith('## ')),
          );
          expect(summary, 'blocks between the H1 and the first H2').toHaveLength(1);
          // A paragraph: no admonition, code block, component, table, list or quote.
          expect(summary[0]).not.toMatch(/^(:::|```|<|\||[-*] |\d+\. |> )/);
          expect(h2sOf(body)).toEqual(SDK_METHOD_AUTHORED_H2[locale]);
        });
      }

      it(`${locale}: writes no section the catalogue generates`, () => {
        expect(h2sOf(body).filter((h) => GENERATED_H2.has(h))).toEqual([]);
      });
    }
  });
});

/** The steps every platform quickstart takes, in this order (listeners before login, so no early event is lost). */
export const QUICKSTART_H2: Record<DocLocale, string[]> = {
  'zh-Hans': ['准备工作', '安装 SDK', '平台配置', '初始化', '获取用户 token', '设置监听', '登录', '发送消息', '接收消息', '登出', '常见问题排查'],
  en: [
    'Prerequisites',
    'Install the SDK',
    'Platform setup',
    'Initialise',
    'Get a user token',
    'Set listeners',
    'Log in',
    'Send a message',
    'Receive a message',
    'Log out',
    'Troubleshooting',
  ],
};

describe('SDK quickstarts', () => {
  const quickstarts = MANIFEST.sdks.filter((id) => id.startsWith('quickstart/') && id !== 'quickstart/index');
  describe.each(quickstarts.filter((id) => written(id).length > 0))('%s', (id) => {
    it.each(LOCALES)('%s: takes the steps in order', (locale) => {
      const file = findDoc('sdks', id, locale);
      expect(file).toBeDefined();
      expect(h2sOf(bodyOf(file!))).toEqual(QUICKSTART_H2[locale]);
    });
  });
});

describe('SDK error codes and FAQ', () => {
  it.runIf(written('errcode').length > 0).each(LOCALES)('%s: the error-code page renders every code from the data', (locale) => {
    const body = fs.readFileSync(findDoc('sdks', 'errcode', locale)!, 'utf8');
    expect(body.match(/<SdkErrorCodes \/>/g)).toHaveLength(1);
  });

  it.runIf(written('faq').length > 0).each(LOCALES)('%s: the FAQ answers at least 20 questions, each under its own heading', (locale) => {
    const prose = withoutCode(bodyOf(findDoc('sdks', 'faq', locale)!));
    const questions = prose.split('\n').filter((line) => /^#{2,3} /.test(line) && /[?？]$/.test(headingTitle(line)));
    expect(questions.length).toBeGreaterThanOrEqual(20);
  });
});
