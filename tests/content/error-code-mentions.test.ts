// Every error code a guides, SDK or REST page names in its prose is an <ErrorCode code="N" /> tag (issue #22): the
// code's name and meaning come from the error-code data, never from the page. The rule that tells a code from a port,
// an HTTP status, a count or a message type is described in tests/error-code-mentions.ts.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ERROR_CODE_TAG} from '../../plugins/error-codes/remark';
import {ROOT, writtenDocs, type DocLocale} from '../helpers';
import {scanPage, type Finding} from '../error-code-mentions';

const INSTANCES = ['guides', 'sdks', 'restapi'] as const;

interface Allowed {
  /** `instance/id`, as in the manifest. */
  page: string;
  /** Only on this locale's page; both when absent. */
  locale?: DocLocale;
  code: number;
  /** Text of the sentence the number is in, so that the entry covers that one use and no other on the page. */
  near: string;
  reason: string;
}

/** Known codes' numbers that the rule takes for a mention but that are not one. Keep it short; say why. */
const ALLOWED: Allowed[] = [
  {page: 'guides/gettingStarted/cluster', locale: 'zh-Hans', code: 10002, near: 'API（10002）', reason: 'the API port, glossed in parentheses'},
  {page: 'guides/gettingStarted/cluster', locale: 'zh-Hans', code: 10001, near: '网关（10001）', reason: 'the gateway port, glossed in parentheses'},
  {page: 'guides/gettingStarted/cluster', locale: 'en', code: 10002, near: 'API (10002)', reason: 'the API port, glossed in parentheses'},
  {page: 'guides/gettingStarted/cluster', locale: 'en', code: 10001, near: 'gateway (10001)', reason: 'the gateway port, glossed in parentheses'},
  {page: 'guides/gettingStarted/cluster', locale: 'en', code: 10001, near: 'the internet sees just', reason: 'ports open on the load balancer'},
  {page: 'guides/gettingStarted/cluster', locale: 'en', code: 10002, near: 'the internet sees just', reason: 'ports open on the load balancer'},
  {page: 'guides/gettingStarted/cluster', locale: 'en', code: 10005, near: 'the internet sees just', reason: 'ports open on the load balancer'},
  {page: 'guides/solution/chooseProject', code: 10009, near: '10009', reason: 'the admin API port, glossed in parentheses'},
  {page: 'guides/pressure_test', code: 1000, near: 'Max999Group', reason: 'the default of a setting, in parentheses'},
  {page: 'sdks/errcode', code: 10001, near: 'WASM', reason: 'a WASM-internal result code that shares the number, not the SDK code'},
  {page: 'sdks/errcode', code: 10002, near: 'WASM', reason: 'a WASM-internal result code that shares the number, not the SDK code'},
  {page: 'sdks/errcode', code: 10003, near: 'WASM', reason: 'a WASM-internal result code that shares the number, not the SDK code'},
  {page: 'sdks/errcode', locale: 'zh-Hans', code: 10002, near: '这些码只在 SDK 内部使用', reason: 'the WASM-internal code of the sentence before'},
  {page: 'sdks/errcode', locale: 'en', code: 10002, near: 'These stay inside', reason: 'the WASM-internal code of the sentence before'},
  {page: 'restapi/apis/groupManagement/groupApplicationResponse', code: 1505, near: '1506', reason: 'notification content types'},
  {page: 'restapi/apis/groupManagement/groupApplicationResponse', code: 1506, near: '1505', reason: 'notification content types'},
  {page: 'restapi/apis/userManagement/updateUserInfo', code: 1303, near: 'globalRecvMsgOpt', reason: 'the UserInfoUpdated notification type'},
  {page: 'restapi/webhooks/msg/sendSingleMsgAfter', code: 1303, near: '2101', reason: 'notification content types'},
  {page: 'restapi/webhooks/msg/sendSingleMsgAfter', code: 1503, near: '2101', reason: 'notification content types'},
  {page: 'restapi/webhooks/msg/sendSingleMsgAfter', code: 1505, near: '2101', reason: 'notification content types'},
  {page: 'restapi/webhooks/msg/sendSingleMsgAfter', code: 1506, near: '2101', reason: 'notification content types'},
  {page: 'restapi/webhooks/group/setGroupInfoAfter', locale: 'en', code: 1520, near: '1519', reason: 'notification content types'},
  {page: 'restapi/webhooks/msg/sendSingleMsgBefore', locale: 'en', code: 500, near: 'valid JSON body', reason: 'an HTTP status of the webhook answer'},
];

const allowed = (page: string, locale: DocLocale, finding: Finding) =>
  ALLOWED.some((entry) => entry.page === page && (entry.locale ?? locale) === locale && entry.code === finding.code && finding.context.includes(entry.near));

const pages = writtenDocs()
  .filter((doc) => (INSTANCES as readonly string[]).includes(doc.instance))
  .flatMap((doc) => (Object.entries(doc.files) as [DocLocale, string][]).map(([locale, file]) => ({page: `${doc.instance}/${doc.id}`, locale, file})));

const describeFinding = (file: string, finding: Finding) =>
  `${path.relative(ROOT, file)}:${finding.line}: ${finding.code} (${finding.why}) — write <${ERROR_CODE_TAG} code="${finding.code}" />: ${finding.context.slice(0, 120)}`;

describe('error-code mentions in prose', () => {
  it('reads every guides, SDK and REST page of both locales', () => {
    expect(pages.length).toBeGreaterThan(300);
  });

  it.each(pages)('$locale $page: each error code it names is an <ErrorCode /> tag', ({page, locale, file}) => {
    const bare = scanPage(fs.readFileSync(file, 'utf8'), file).filter((finding) => finding.mention && !allowed(page, locale, finding));
    expect(bare.map((finding) => describeFinding(file, finding))).toEqual([]);
  });

  it('has no allowlist entry that no longer matches anything', () => {
    const used = ALLOWED.filter((entry) =>
      pages.some(
        ({page, locale, file}) =>
          page === entry.page &&
          (entry.locale ?? locale) === locale &&
          scanPage(fs.readFileSync(file, 'utf8'), file).some(
            (finding) => finding.mention && finding.code === entry.code && finding.context.includes(entry.near),
          ),
      ),
    );
    expect(ALLOWED.filter((entry) => !used.includes(entry))).toEqual([]);
  });
});

describe('the mention rule', () => {
  const mentions = (markdown: string, page = 'x.mdx') =>
    scanPage(markdown, page)
      .filter((finding) => finding.mention)
      .map((finding) => finding.code);

  it('catches a bare code after a cue, in a list, in a gloss, or with its name', () => {
    expect(mentions('用户 token 返回 1002。')).toEqual([1002]);
    expect(mentions('A stale token fails with 1501 or 1505.')).toEqual([1501, 1505]);
    expect(mentions('被对方拉黑（1302）、被禁言（1402、1403）时发送失败。')).toEqual([1302, 1402, 1403]);
    expect(mentions('The gateway answers 1502 (`TokenInvalidError`).')).toEqual([1502]);
    expect(mentions('| 1001 "userID is legal" | Map the IDs. |\n| --- | --- |\n| 1001 "userID is legal" | x |')).toEqual([1001]);
  });

  it('flags a hand-written link to a code row', () => {
    expect(mentions('See [1501](/restapi/errCode#1501).')).toEqual([1501]);
  });

  it('leaves ports, HTTP statuses, counts, message types and ranges alone', () => {
    expect(mentions('客户端需要访问 10001 和 10002 端口。')).toEqual([]);
    expect(mentions('Open port 10002 and the errCode will not be 10000.')).toEqual([]);
    expect(mentions('A panic gives HTTP 500 with an empty body.')).toEqual([]);
    expect(mentions('最多 1000 个成员，否则返回错误。')).toEqual([]);
    expect(mentions('The members receive a 1504 (member left) notification.')).toEqual([]);
    expect(mentions('Token errors 1501–1507 make the SDK log out.')).toEqual([]);
  });

  it('accepts a tag, and keeps code, headings, comments and attributes out of prose', () => {
    expect(mentions('用户 token 返回 <ErrorCode code="1002" />，或 <ErrorCode code="1001" />。')).toEqual([]);
    expect(mentions('## 返回 1002 {/* #x */}\n\nThe code is shown as `1002`.\n\n```json\n{"errCode": 1002}\n```\n\n{/* returns 1002 */}')).toEqual([]);
    expect(mentions('<Foo title="returns 1002" />')).toEqual([]);
  });
});
