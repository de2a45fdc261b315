/**
 * The example webhook receiver (examples/webhook-receiver) really answers as the webhooks pages say: started on a
 * loopback port, it gets the request files and the catalogue's own request examples, and its answers are checked
 * against the behaviour and against the catalogue's answer schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BANNED_WORD_ERR_CODE, COMMANDS, createReceiver} from '../../examples/webhook-receiver/receiver';
import {findWebhook, loadDocument} from '../../plugins/shared/openapi-document';
import {schemaValidator} from '../openapi-validator';

const DIR = path.resolve(__dirname, '../../examples/webhook-receiver');
const request = (name: string) => JSON.parse(fs.readFileSync(path.join(DIR, 'requests', name), 'utf8')) as {callbackCommand: string};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createReceiver({log: () => {}});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbackExample`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(command: string, body: unknown, init: RequestInit = {}) {
  const res = await fetch(`${base}/${command}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', operationID: '1767225600123456789'},
    body: JSON.stringify(body),
    ...init,
  });
  return {status: res.status, body: (await res.json()) as Record<string, unknown>};
}

describe('example receiver, with the request files', () => {
  it('allows an ordinary text message unchanged', async () => {
    const body = request('before-send-allow.json');
    const answer = await post(body.callbackCommand, body);
    expect(answer).toEqual({status: 200, body: {actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0}});
  });

  it('rejects a message with a banned word: actionCode 0, nextCode 1 and its own errCode', async () => {
    const body = request('before-send-reject.json');
    const answer = await post(body.callbackCommand, body);
    expect(answer.body).toMatchObject({actionCode: 0, nextCode: 1, errCode: BANNED_WORD_ERR_CODE});
  });

  it('rewrites a text with a phone number through the modify hook, keeping the element shape', async () => {
    const body = request('before-send-modify.json') as {callbackCommand: string; content: string};
    expect(body.callbackCommand).toBe(COMMANDS.beforeMsgModify);
    const answer = await post(body.callbackCommand, body);
    expect(answer.body).toMatchObject({actionCode: 0, errCode: 0, nextCode: 0});
    const before = JSON.parse(body.content) as {content: string};
    const after = JSON.parse(String(answer.body.content)) as {content: string};
    expect(after.content).not.toBe(before.content);
    expect(after.content).not.toMatch(/\d{7,}/);
  });

  it('acknowledges the after-send report', async () => {
    const body = request('after-send.json');
    const answer = await post(body.callbackCommand, body);
    expect(answer).toEqual({status: 200, body: {actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0}});
  });

  it('answers bad requests with a clear status and JSON error', async () => {
    expect((await post('callbackNoSuchCommand', {})).status).toBe(404);
    expect((await post(COMMANDS.beforeSendSingleMsg, {}, {method: 'PUT'})).status).toBe(405);
    const broken = await fetch(`${base}/${COMMANDS.beforeSendSingleMsg}`, {method: 'POST', body: '{not json'});
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty('error');
  });
});

describe('example receiver, with the catalogue', () => {
  const doc = loadDocument();
  const keys = ['beforeSendSingleMsg', 'beforeMsgModify', 'afterSendSingleMsg'].filter((key) => doc.webhooks?.[key]);
  const check = schemaValidator(doc);

  it.each(keys)('answers the catalogue request example of %s with an answer its schema accepts', async (key) => {
    const hook = findWebhook(doc, key);
    const answer = await post(hook['x-command'], hook.requestBody?.content['application/json']?.example);
    expect(answer.status).toBe(200);
    expect(check(`#/webhooks/${key}/post/responses/200/content/application~1json/schema`, answer.body)).toEqual([]);
  });
});
