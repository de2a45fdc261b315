/** The webhook sender's spec and its reading of a receiver's answer (src/components/WebhookSender/verdict.ts). */
import {describe, expect, it} from 'vitest';
import {listWebhooks, loadDocument} from '../../plugins/shared/openapi-document';
import {webhookSenderNode, webhookSenderSpec} from '../../plugins/openapi/webhook-sender';
import {parseWebhookSpec, verdict} from '../../src/components/WebhookSender/verdict';

const doc = loadDocument();

describe('the spec of a webhook page', () => {
  it('names the command, the example and the fields the server applies', () => {
    const modify = webhookSenderSpec(doc, 'beforeMsgModify', 'en');
    expect(modify).toMatchObject({name: 'beforeMsgModify', command: 'callbackBeforeMsgModifyCommand', synchronous: true});
    expect(modify.modifiable).toEqual(expect.arrayContaining(['content', 'ex', 'recvID']));
    expect(modify.modifiable).not.toContain('nextCode');
    expect(webhookSenderSpec(doc, 'beforeSendSingleMsg', 'en').modifiable).toEqual([]);
    const after = webhookSenderSpec(doc, 'afterSendSingleMsg', 'zh-Hans');
    expect(after.synchronous).toBe(false);
    expect(after.failure).toMatch(/[\u4e00-\u9fff]/);
    expect(webhookSenderSpec(doc, 'beforeSendSingleMsg', 'en').failure).toContain('fails with 90004');
  });

  it('reads back on every webhook page, in both languages, and stays small', () => {
    for (const {key} of listWebhooks(doc)) {
      for (const locale of ['en', 'zh-Hans'] as const) {
        const value = webhookSenderNode(doc, key, locale).attributes[0].value as string;
        expect(parseWebhookSpec(value)?.name, key).toBe(key);
        expect(Buffer.byteLength(value), key).toBeLessThan(6000);
      }
    }
  });

  it('refuses anything the build did not write', () => {
    for (const bad of ['', '[]', '{"name":"a","command":"../x","synchronous":true,"modifiable":[],"failure":""}', '{"name":"a"}']) {
      expect(parseWebhookSpec(bad), bad).toBeUndefined();
    }
  });
});

describe('what the server would do with an answer', () => {
  const before = {synchronous: true, modifiable: ['content', 'ex']};
  it.each([
    [before, true, {actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0}, {kind: 'allow', reason: 'nextCode'}],
    [
      before,
      true,
      {actionCode: 0, errCode: 30001, errMsg: 'blocked', errDlt: 'rule', nextCode: 1},
      {kind: 'reject', errCode: 30001, errMsg: 'blocked', errDlt: 'rule'},
    ],
    [before, true, {actionCode: 1, errCode: 30001, nextCode: 1}, {kind: 'allow', reason: 'actionCode'}],
    [before, true, {actionCode: 0, nextCode: 0, content: '{"content":"x"}', ex: null}, {kind: 'modify', fields: ['content']}],
    [{synchronous: true, modifiable: []}, true, {actionCode: 0, nextCode: 0, content: 'x'}, {kind: 'allow', reason: 'nextCode'}],
    [before, false, undefined, {kind: 'not-json'}],
    [before, true, [1], {kind: 'not-json'}],
    [{synchronous: false, modifiable: []}, false, undefined, {kind: 'ack'}],
  ] as const)('%j, %j, %j: %j', (spec, isJson, answer, expected) => {
    expect(verdict({...spec, modifiable: [...spec.modifiable]}, isJson, answer)).toEqual(expected);
  });
});
