/**
 * What the example webhook receiver answers (examples/webhook-receiver), as one table both receivers are tested with:
 * tests/unit/webhook-receiver.test.ts runs it against receiver.ts, tests/unit/webhook-receiver-go.test.ts against the
 * compiled main.go. Each case pins the status, the Content-Type and the answer byte for byte (the page promises the
 * two versions answer with the same bytes), so the receivers cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findWebhook, loadDocument} from '../plugins/shared/openapi-document';
import {schemaValidator} from './openapi-validator';

export const RECEIVER_DIR = path.resolve(__dirname, '../examples/webhook-receiver');
export const BASE_PATH = '/callbackExample';

/** A receiver listening somewhere, and what it has logged so far (Go's lines start with a date). */
export interface ReceiverUnderTest {
  /** `http://127.0.0.1:<port>` */
  origin: () => string;
  logs: () => string[];
}

interface Case {
  name: string;
  method?: string;
  /** From the server's root, query included. */
  path: string;
  body?: string;
  status: number;
  answer: Record<string, unknown>;
  /** Other response headers that must be there. */
  headers?: Record<string, string>;
  /** The end of a line the receiver logs for this request. */
  log?: string;
}

const file = (name: string) => fs.readFileSync(path.join(RECEIVER_DIR, 'requests', name), 'utf8');
const fields = (name: string) => JSON.parse(file(name)) as Record<string, unknown> & {callbackCommand: string};
const to = (command: string) => `${BASE_PATH}/${command}`;
/** A request file with some fields changed, as OpenIM would encode it. */
const edited = (name: string, changes: Record<string, unknown>) => JSON.stringify({...fields(name), ...changes});
const text = (value: string) => JSON.stringify({content: value});

const ALLOW = {actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0};
const REJECT = {actionCode: 0, errCode: 30001, errMsg: 'message blocked by content policy', errDlt: 'rule: banned-words', nextCode: 1};
const MAX_BODY = 1024 * 1024;
/** A JSON object of exactly `size` bytes. */
const objectOfSize = (size: number) => `{"ex":"${'x'.repeat(size - '{"ex":""}'.length)}"}`;

const BEFORE_SEND = 'callbackBeforeSendSingleMsgCommand';
const MODIFY = 'callbackBeforeMsgModifyCommand';
const AFTER_SEND = 'callbackAfterSendSingleMsgCommand';

export const CASES: Case[] = [
  // The request files, as the page and the README show them.
  {name: 'requests/before-send-allow.json: allowed unchanged', path: to(BEFORE_SEND), body: file('before-send-allow.json'), status: 200, answer: ALLOW},
  {
    name: 'requests/before-send-reject.json: rejected (actionCode 0, nextCode 1)',
    path: to(BEFORE_SEND),
    body: file('before-send-reject.json'),
    status: 200,
    answer: REJECT,
  },
  {
    name: 'requests/before-send-modify.json: the phone number masked in a new content element',
    path: to(MODIFY),
    body: file('before-send-modify.json'),
    status: 200,
    answer: {...ALLOW, content: text('Call me at +** *** **** 8000 after six.')},
  },
  {
    name: 'requests/after-send.json: acknowledged and logged',
    path: to(AFTER_SEND),
    body: file('after-send.json'),
    status: 200,
    answer: ALLOW,
    log: 'after-send operationID=a3f1c2d4-6b7e-4f80-9a1b-2c3d4e5f6a70 user001 -> user002 serverMsgID=5d41402abc4b2a76b9719d911017c592 contentType=101',
  },
  // The rules around them.
  {
    name: 'a banned word is rejected by the modify hook too',
    path: to(MODIFY),
    body: edited('before-send-modify.json', {content: text('Buy Followers here, call 13800138000')}),
    status: 200,
    answer: REJECT,
  },
  {
    name: 'a phone number is left alone by the before-send hook (its answer cannot change the message)',
    path: to(BEFORE_SEND),
    body: edited('before-send-allow.json', {content: text('Call me at +86 138 0013 8000 after six.')}),
    status: 200,
    answer: ALLOW,
  },
  {
    name: 'a message that is not text is allowed whatever it contains',
    path: to(BEFORE_SEND),
    body: edited('before-send-reject.json', {contentType: 102, content: JSON.stringify({sourcePicture: {url: 'https://example.com/casino bonus.png'}})}),
    status: 200,
    answer: ALLOW,
  },
  {
    name: 'a text element that is not JSON is allowed',
    path: to(MODIFY),
    body: edited('before-send-modify.json', {content: 'casino bonus 13800138000'}),
    status: 200,
    answer: ALLOW,
  },
  {
    name: 'a field of the wrong type counts as missing, not as a bad request',
    path: to(BEFORE_SEND),
    body: edited('before-send-reject.json', {contentType: '101'}),
    status: 200,
    answer: ALLOW,
  },
  {
    name: 'HTML characters, CJK and U+2028 come back as the same bytes from both receivers',
    path: to(MODIFY),
    body: edited('before-send-modify.json', {content: JSON.stringify({content: '<b>电话</b> & 138-0013-8000\u2028ok', extra: 1})}),
    status: 200,
    answer: {...ALLOW, content: answerBytes({content: '<b>电话</b> & ***-****-8000\u2028ok', extra: 1})},
  },
  {
    name: 'the query string is ignored (main-branch after-hooks carry ?key=)',
    path: `${to(AFTER_SEND)}?key=e30`,
    body: file('after-send.json'),
    status: 200,
    answer: ALLOW,
  },
  {name: 'a body of exactly 1 MiB is read', path: to(BEFORE_SEND), body: objectOfSize(MAX_BODY), status: 200, answer: ALLOW},
  // Errors: a status and a JSON body with an `error` field.
  {
    name: 'an unknown command is 404',
    path: to('callbackNoSuchCommand'),
    body: '{}',
    status: 404,
    answer: {error: 'unknown callback command', command: 'callbackNoSuchCommand'},
  },
  {
    name: 'a path outside the base path is 404',
    path: `/elsewhere/${BEFORE_SEND}`,
    body: '{}',
    status: 404,
    answer: {error: 'unknown callback command', command: ''},
  },
  {
    name: 'PUT is 405 with Allow: POST',
    method: 'PUT',
    path: to(BEFORE_SEND),
    body: '{}',
    status: 405,
    answer: {error: 'method not allowed', method: 'PUT'},
    headers: {allow: 'POST'},
  },
  {name: 'GET is 405', method: 'GET', path: to(AFTER_SEND), status: 405, answer: {error: 'method not allowed', method: 'GET'}, headers: {allow: 'POST'}},
  {name: 'a body that is not JSON is 400', path: to(BEFORE_SEND), body: '{not json', status: 400, answer: {error: 'request body is not valid JSON'}},
  {name: 'an empty body is 400', path: to(BEFORE_SEND), body: '', status: 400, answer: {error: 'request body is not valid JSON'}},
  {name: 'JSON followed by more text is 400', path: to(BEFORE_SEND), body: '{} {}', status: 400, answer: {error: 'request body is not valid JSON'}},
  {name: 'a JSON array is 400', path: to(BEFORE_SEND), body: '[]', status: 400, answer: {error: 'request body must be a JSON object'}},
  {name: 'JSON null is 400', path: to(BEFORE_SEND), body: 'null', status: 400, answer: {error: 'request body must be a JSON object'}},
  {name: 'a body over 1 MiB is 413', path: to(BEFORE_SEND), body: objectOfSize(MAX_BODY + 1), status: 413, answer: {error: 'request body too large'}},
];

/** The bytes both receivers send for an answer: JSON without spaces, keys in order, U+2028/U+2029 escaped. */
export function answerBytes(answer: unknown): string {
  return JSON.stringify(answer).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

async function send(receiver: ReceiverUnderTest, {method = 'POST', path: target, body}: Case) {
  const res = await fetch(receiver.origin() + target, {
    method,
    // What OpenIM sends (pkg/common/webhook/http_client.go).
    headers: {'Content-Type': 'application/json; charset=utf-8', operationID: 'a3f1c2d4-6b7e-4f80-9a1b-2c3d4e5f6a70'},
    body,
  });
  return {status: res.status, headers: res.headers, text: await res.text()};
}

/** Defines the tests of the table (and of the catalogue's request examples) against one receiver. */
export function receiverContract(receiver: ReceiverUnderTest): void {
  describe('answers every case of the shared table', () => {
    it.each(CASES)('$name', async (testCase) => {
      const answer = await send(receiver, testCase);
      expect({status: answer.status, body: JSON.parse(answer.text) as unknown}).toEqual({status: testCase.status, body: testCase.answer});
      expect(answer.text, 'the same bytes from both receivers').toBe(answerBytes(testCase.answer));
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      for (const [name, value] of Object.entries(testCase.headers ?? {})) expect(answer.headers.get(name), name).toBe(value);
      if (testCase.log) {
        const line = testCase.log;
        await expect.poll(() => receiver.logs().filter((logged) => logged.endsWith(line))).not.toEqual([]);
      }
    });
  });

  describe('answers the catalogue request examples', () => {
    const doc = loadDocument();
    const keys = ['beforeSendSingleMsg', 'beforeMsgModify', 'afterSendSingleMsg'].filter((key) => doc.webhooks?.[key]);
    const check = schemaValidator(doc);

    it.each(keys)('%s: an answer its schema accepts', async (key) => {
      const hook = findWebhook(doc, key);
      const example: unknown = hook.requestBody?.content['application/json']?.example;
      const answer = await send(receiver, {name: key, path: to(hook['x-command']), body: JSON.stringify(example), status: 200, answer: {}});
      expect(answer.status).toBe(200);
      expect(check(`#/webhooks/${key}/post/responses/200/content/application~1json/schema`, JSON.parse(answer.text))).toEqual([]);
    });
  });
}
