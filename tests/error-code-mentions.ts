/**
 * Finding the error codes a page's prose names (issue #22, "one home per fact"): each must be an
 * `<ErrorCode code="N" />` tag, which plugins/error-codes/remark.ts renders from the error-code data, so that no page
 * gives a code a name or meaning of its own. Used by tests/content/error-code-mentions.test.ts; a module of its own so
 * that importing it runs no tests.
 *
 * The rule. Prose is the text of paragraphs and table cells as Markdown (or MDX) parses it: fenced code, code spans,
 * front matter, JSX attribute values, link URLs, MDX expressions (`{/* … *\/}`), raw HTML, headings and admonition
 * titles are not prose (a heading may name a code in plain text; its section links it). A number in prose that is a
 * known code (server `x-error-codes` ≥ 100, SDK `src/data/sdk/errors.ts`) is *not* a mention when, in this order:
 *
 * 1. range: it is joined to another number by `–`, `-`, `~`, `至`, `到`, `to`, or sits in "between N and M", or is
 *    followed by `以上`/`以下`/"and above" (`1501–1507` names a band of codes, which has no single row: plain text);
 * 2. port: its sentence says 端口/port/listen (10001, 10002 … are the servers' ports);
 * 3. HTTP status: it follows `HTTP`, `状态码` or "status (code)" directly;
 * 4. quantity: a counter or unit follows it (个, 条, 人, ms, users, items …) or a limit word precedes it (最多, 默认,
 *    up to, default …);
 * 5. message type: it follows `contentType`, 通知 or "notification" directly, or 通知/notification follows it (the
 *    notification content types 1201–1520 and 1701 share numbers with error codes).
 *
 * Otherwise it *is* a mention when any of these holds:
 *
 * a. its own constant name follows it (`1502（TokenInvalidError）`, `1002 NoPermissionError`);
 * b. it is in a table column headed 错误码 / errCode / code / error code;
 * c. it opens a parenthesis, `（1302）` or `(1001 otherwise)`: the way pages gloss a condition with its code;
 * d. an error-code cue comes before it in its sentence (errCode, error, code, 错误, 码, 返回, 得到, 收到, 遇到, 报,
 *    失败, 否则, returns, gets, gives, receives, fails, rejects, otherwise, else, treat …);
 * e. an error-code cue follows it in its clause (失败, 拒绝, 错误, 视为, fails, error, means, otherwise …), or it
 *    opens its paragraph or cell and an error message in a code span or quotes follows (`1001 "userID is legal"`);
 * f. it continues a list of mentions: only `、` `,` `/` 或 和 及 or and, or a contrast (而不是, not, rather than)
 *    separate it from the previous mention.
 *
 * Numbers the rule gets wrong on a given page are listed with a reason in the test's allowlist. Apart from the rule,
 * a hand-written link to a code's row (`[1501](/restapi/errCode#1501)`) is always a finding: the tag is that link.
 */
import type {Link, PhrasingContent, Root, RootContent, Table} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {ERROR_CODE_TAG} from '../plugins/error-codes/remark';
import {loadDocument} from '../plugins/shared/openapi-document';
import {SDK_ERROR_CODES} from '../src/data/sdk/errors';

const serverCodes = () => loadDocument()['x-error-codes'].filter((entry) => entry.code >= 100);

/** Constant name of every code a page may cite, by number (the SDK's name where both tables have the number). */
export const KNOWN_CODES: ReadonlyMap<number, string> = new Map([
  ...serverCodes().map((entry): [number, string] => [entry.code, entry.name]),
  ...SDK_ERROR_CODES.map((entry): [number, string] => [entry.code, entry.name]),
]);

/** A known code's number in prose, and what the rule made of it. */
export interface Finding {
  code: number;
  line: number;
  /** Offset of the number (or of the whole hand-written link) in the source file. */
  start: number;
  end: number;
  mention: boolean;
  /** Which clause of the rule decided: `+name`, `+cue-before`, `-port`, `+link` … */
  why: string;
  /** The sentence around it, for messages. */
  context: string;
}

/** A run of prose (a paragraph or table cell) flattened to a string, with where each part came from. */
interface Piece {
  text: string;
  /** Source offset of `text[0]` when `text` is a number-bearing text node, else undefined (not a candidate). */
  offset?: number;
  line: number;
  /** A tag already written, or a hand-written link to a code's row. */
  tag?: number;
  link?: {start: number; end: number; line: number};
}

const ERROR_ROW = /^(\/(?:restapi\/errCode|sdks\/errcode))?#(\d+)$/;

/** The code whose row a link points at: `/restapi/errCode#1501`, or `#1501` on an error-code page itself. */
function rowOfLink(link: Link, page: string): number | undefined {
  const match = ERROR_ROW.exec(link.url);
  if (!match || (!match[1] && !/(?:errCode|errcode)\.mdx?$/.test(page))) return undefined;
  return Number(match[2]);
}

function flatten(nodes: PhrasingContent[], page: string, out: Piece[]): void {
  for (const node of nodes) {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'text') out.push({text: node.value, offset: node.position?.start.offset, line});
    else if (node.type === 'inlineCode') out.push({text: `\`${node.value}\``, line});
    else if (node.type === 'break') out.push({text: '\n', line});
    else if (node.type === 'mdxJsxTextElement' && node.name === ERROR_CODE_TAG) {
      const code = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'code')?.value;
      out.push({text: `#${typeof code === 'string' ? code : ''}#`, line, tag: Number(code)});
    } else if (node.type === 'link' && rowOfLink(node, page) !== undefined) {
      const code = rowOfLink(node, page)!;
      out.push({text: `#${code}#`, line, tag: code, link: {start: node.position!.start.offset!, end: node.position!.end.offset!, line}});
    } else if (node.type === 'mdxTextExpression' || node.type === 'html' || node.type === 'image' || node.type === 'footnoteReference') continue;
    else if ('children' in node) flatten(node.children, page, out);
  }
}

interface Block {
  pieces: Piece[];
  /** Header of the table column the cell is in. */
  column?: string;
}

function blocksOf(tree: Root, page: string): Block[] {
  const blocks: Block[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading' || node.type === 'code' || node.type === 'html' || node.type === 'yaml' || node.type === 'mdxFlowExpression') continue;
      if (node.type === 'paragraph') {
        // The `[Title]` of `:::note[Title]` is the admonition's title: like a heading, not prose.
        if ((node.data as {directiveLabel?: boolean} | undefined)?.directiveLabel) continue;
        const pieces: Piece[] = [];
        flatten(node.children, page, pieces);
        blocks.push({pieces});
      } else if (node.type === 'table') {
        blocks.push(...tableBlocks(node, page));
      } else if (node.type === 'mdxJsxFlowElement' && node.name === ERROR_CODE_TAG) {
        continue;
      } else if ('children' in node) walk(node.children);
    }
  };
  walk(tree.children);
  return blocks;
}

function tableBlocks(table: Table, page: string): Block[] {
  const [head, ...rows] = table.children;
  const columns = (head?.children ?? []).map((cell) => {
    const pieces: Piece[] = [];
    flatten(cell.children, page, pieces);
    return pieces.map((piece) => piece.text).join('');
  });
  return rows.flatMap((row) =>
    row.children.map((cell, index) => {
      const pieces: Piece[] = [];
      flatten(cell.children, page, pieces);
      return {pieces, column: columns[index]};
    }),
  );
}

const NUMBER = /(?<![\w./#:-])\d+(?![\w])/g;
const SENTENCE_END = /[。！？；]|[.!?;](?=\s|$)/g;
const CLAUSE_END = /[。！？；，：]|[.!?;,:](?=\s|$)/;

const RANGE_BEFORE = /\d\s*(?:–|—|-|~|～|至|到|to)\s*$/;
const RANGE_AFTER = /^\s*(?:–|—|-|~|～|至|到|to\s+\d|以上|以下|and above|or (?:more|above|higher))/;
const BETWEEN = /(?:between|在)\s*$/;
const BETWEEN_END = /(?:between|在)\s*\d+\s*(?:和|与|and)\s*$/;
const PORT = /端口|\bports?\b|监听|\blisten/i;
const HTTP = /(?:HTTP|状态码|status(?:\s+code)?)\s*(?:是|为|of|is|=)?\s*$/i;
const UNIT_AFTER =
  /^\s*(?:个|条|人|名|项|片|次|秒|毫秒|分钟|字节|字符|ms\b|bytes?\b|members?\b|users?\b|messages?\b|items?\b|IDs?\b|groups?\b|characters?\b|seconds?\b|people\b|entries\b|friends?\b|parts?\b|connections?\b|rows\b|per\b|in all\b)/i;
const LIMIT_BEFORE =
  /(?:×|最多|至多|上限|不超过|超过|少于|多于|大于|小于|默认|每批|每页|up to|at most|no more than|more than|fewer than|above|below|over|default|batches of|pages of|limit of)\s*$/i;
const TYPE_BEFORE = /(?:contentType|通知|notifications?|Notification)`?\s*[（(:：]?\s*$/;
const TYPE_AFTER = /^\s*(?:[（(][^）)]*[）)])?\s*(?:通知|notification)/i;
const CODE_COLUMN = /错误码|errCode|^\s*code\s*$|error code/i;
const CUE_BEFORE =
  /errCode|error|\bcodes?\b|错误|码|返回|得到|收到|遇到|看到|报|失败|否则|变成|\bfail|\breturn|\bgets?\b|\bgot\b|\bgives?\b|\bgetting\b|receiv|answer|reject|refus|因|\bbecause|report|otherwise|\belse\b|turns? into|\bsees?\b|\bsays?\b|ends? (?:in|with)|treat|重试|retr(?:y|ies|ying)|处理|handle|响应体|\b(?:stops?|out|ends?) with\b/i;
const CUE_AFTER = /(?:失败|拒绝|错误|报错|fail|error|reject|refus|视为|当作|说明|\bmeans?\b|treat|otherwise|if not|on mismatch|comes back|tells|appears)/i;
const MESSAGE_AFTER = /^\s*(?:`|"|“|on `)/;
const LIST_SEPARATOR = /^\s*(?:、|，|,|\/|或|和|及|以及|or|and|, or|, and)?\s*(?:而不是|不是|not|rather than|instead of)?\s*$/;

/** Every known code's number in the prose of a page's source, classified by the rule. */
export function scanPage(source: string, page: string): Finding[] {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (page.endsWith('.mdx')) processor.use(remarkMdx);
  const findings: Finding[] = [];
  for (const block of blocksOf(processor.parse(source), page)) findings.push(...scanBlock(block, source));
  return findings;
}

function scanBlock({pieces, column}: Block, source: string): Finding[] {
  let text = '';
  const starts = pieces.map((piece) => {
    const start = text.length;
    text += piece.text;
    return start;
  });
  const findings: Finding[] = [];
  /** Ends (in `text`) of the mentions so far, tags included. */
  const mentionEnds: number[] = [];
  const sentenceAround = (at: number, end: number) => {
    const before = text.slice(0, at);
    const from = Math.max(0, ...[...before.matchAll(SENTENCE_END)].map((m) => m.index + 1));
    const rest = text.slice(end).search(SENTENCE_END);
    return {from, to: rest < 0 ? text.length : end + rest};
  };
  pieces.forEach((piece, index) => {
    const at0 = starts[index];
    if (piece.tag !== undefined) {
      mentionEnds.push(at0 + piece.text.length);
      if (piece.link) {
        const {from, to} = sentenceAround(at0, at0 + piece.text.length);
        findings.push({
          code: piece.tag,
          line: piece.link.line,
          start: piece.link.start,
          end: piece.link.end,
          mention: true,
          why: '+link',
          context: text.slice(from, to),
        });
      }
      return;
    }
    if (piece.offset === undefined) return;
    const raw = source.slice(piece.offset);
    let searchFrom = 0;
    for (const match of piece.text.matchAll(NUMBER)) {
      const code = Number(match[0]);
      const name = KNOWN_CODES.get(code);
      // Where the number is in the source: the same occurrence, counted from the node's start.
      const inSource = raw.indexOf(match[0], searchFrom);
      searchFrom = inSource + match[0].length;
      if (name === undefined) continue;
      const at = at0 + match.index;
      const end = at + match[0].length;
      const before = text.slice(0, at);
      const after = text.slice(end);
      const {from, to} = sentenceAround(at, end);
      const sentence = text.slice(from, to);
      const clauseAfter = after.split(CLAUSE_END)[0];
      const previous = mentionEnds.at(-1);
      let why: string;
      if (RANGE_BEFORE.test(before) || RANGE_AFTER.test(after) || (BETWEEN.test(before) && /^\s*(?:和|与|and)\s*\d/.test(after)) || BETWEEN_END.test(before))
        why = '-range';
      else if (PORT.test(sentence)) why = '-port';
      else if (HTTP.test(before)) why = '-http';
      else if (UNIT_AFTER.test(after) || LIMIT_BEFORE.test(before)) why = '-quantity';
      else if (TYPE_BEFORE.test(before) || TYPE_AFTER.test(after)) why = '-message-type';
      else if (after.replace(/^[\s（(`*]+/, '').startsWith(name)) why = '+name';
      else if (column !== undefined && CODE_COLUMN.test(column)) why = '+column';
      else if (previous !== undefined && previous >= from && LIST_SEPARATOR.test(text.slice(previous, at))) why = '+list';
      else if (/[（(]\s*$/.test(before)) why = '+parenthesis';
      else if (CUE_BEFORE.test(text.slice(from, at))) why = '+cue-before';
      else if (CUE_AFTER.test(clauseAfter) || (!before.trim() && MESSAGE_AFTER.test(after))) why = '+cue-after';
      else why = '-no-cue';
      const mention = why.startsWith('+');
      if (mention) mentionEnds.push(end);
      const line = piece.line + (piece.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
      findings.push({code, line, start: piece.offset + inSource, end: piece.offset + inSource + match[0].length, mention, why, context: sentence.trim()});
    }
  });
  return findings;
}
