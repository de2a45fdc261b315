// plugins/error-codes/remark.ts: <ErrorCode code="…" /> becomes the code and its name, linked to its row, with the
// meaning from the error-code data in the page's language.
import path from 'node:path';
import type {Paragraph, Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkErrorCodes from '../../plugins/error-codes/remark';
import {SDK_ERROR_CODES} from '../../src/data/sdk/errors';

const SITE = path.resolve(__dirname, '../..');
const ZH = path.join(SITE, 'docs-guides/x.mdx');
const EN = path.join(SITE, 'i18n/en/docusaurus-plugin-content-docs-guides/current/x.mdx');

function expand(markdown: string, file = EN): Root {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown);
  remarkErrorCodes()(tree, {path: file});
  return tree;
}

describe('remarkErrorCodes', () => {
  it('links a server code to its row on the REST error-code page, named and explained in the page language', () => {
    const [paragraph] = expand('A stale token gives <ErrorCode code="1501" /> at once.').children as Paragraph[];
    const link = paragraph.children[1];
    expect(link).toMatchObject({
      type: 'link',
      url: '/restapi/errCode#1501',
      children: [
        {type: 'inlineCode', value: '1501'},
        {type: 'text', value: ' TokenExpiredError'},
      ],
    });
    expect(link.type === 'link' && link.title).toBe("The token's lifetime is over.");
    const [zh] = expand('令牌过期得到 <ErrorCode code="1501" />。', ZH).children as Paragraph[];
    expect(zh.children[1].type === 'link' && zh.children[1].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('links an SDK code to the SDK error-code page', () => {
    const sdk = SDK_ERROR_CODES[0];
    const [paragraph] = expand(`Offline calls fail with <ErrorCode code="${sdk.code}" />.`).children as Paragraph[];
    expect(paragraph.children[1]).toMatchObject({type: 'link', url: `/sdks/errcode#${sdk.code}`});
  });

  it('wraps a tag on a line of its own in a paragraph', () => {
    expect(expand('<ErrorCode code="1501" />').children[0]).toMatchObject({type: 'paragraph', children: [{type: 'link'}]});
  });

  it('fails the build on a code no table describes, naming the page', () => {
    expect(() => expand('<ErrorCode code="4242" />')).toThrow(/x\.mdx.*4242/);
    expect(() => expand('<ErrorCode code="abc" />')).toThrow(/code="<number>"/);
  });
});
