/**
 * What the OpenIM server would do with a receiver's answer to a webhook, by the rules of the document's answer
 * schema: after-callbacks are only acknowledged; for a before-callback, `actionCode` other than 0 lets the action
 * go on, `nextCode` 1 (with `actionCode` 0) rejects it with the answer's errCode, and any other answer lets it go
 * on, changed by the fields the callback may modify that the answer sets.
 */
import {isRecord, parseJsonObject} from '../ApiTryIt/spec';

export interface WebhookSpec {
  /** The config key, e.g. `beforeSendSingleMsg`. */
  name: string;
  /** The path segment the server appends to the configured URL, e.g. `callbackBeforeSendSingleMsgCommand`. */
  command: string;
  /** Synchronous callbacks wait for the answer; asynchronous ones are only acknowledged. */
  synchronous: boolean;
  /** Answer fields the server applies (beyond actionCode, errCode, errMsg, errDlt, nextCode); empty if none. */
  modifiable: string[];
  /** The documented request body. */
  example: unknown;
  /** What the server does when the POST fails or the answer is not JSON, in the page's language. */
  failure: string;
}

export type Verdict =
  | {kind: 'ack'}
  | {kind: 'not-json'}
  | {kind: 'allow'; reason: 'nextCode' | 'actionCode'}
  | {kind: 'reject'; errCode: number; errMsg: string; errDlt: string}
  | {kind: 'modify'; fields: string[]};

export function verdict(spec: Pick<WebhookSpec, 'synchronous' | 'modifiable'>, isJson: boolean, answer: unknown): Verdict {
  if (!spec.synchronous) return {kind: 'ack'};
  if (!isJson || !isRecord(answer)) return {kind: 'not-json'};
  const {actionCode, nextCode, errCode, errMsg, errDlt} = answer;
  if (typeof actionCode === 'number' && actionCode !== 0) return {kind: 'allow', reason: 'actionCode'};
  if (nextCode === 1) {
    return {
      kind: 'reject',
      errCode: typeof errCode === 'number' ? errCode : 0,
      errMsg: typeof errMsg === 'string' ? errMsg : '',
      errDlt: typeof errDlt === 'string' ? errDlt : '',
    };
  }
  const fields = spec.modifiable.filter((field) => answer[field] !== undefined && answer[field] !== null);
  return fields.length > 0 ? {kind: 'modify', fields} : {kind: 'allow', reason: 'nextCode'};
}

/** Reads the attribute the build wrote; anything else gives undefined. */
export function parseWebhookSpec(json: string): WebhookSpec | undefined {
  const value = parseJsonObject(json);
  if (!value) return undefined;
  const {name, command, synchronous, modifiable, failure} = value;
  if (typeof name !== 'string' || typeof command !== 'string' || !/^[A-Za-z]+$/.test(command) || typeof synchronous !== 'boolean') return undefined;
  if (!Array.isArray(modifiable) || !modifiable.every((f) => typeof f === 'string') || typeof failure !== 'string') return undefined;
  return value as unknown as WebhookSpec;
}
