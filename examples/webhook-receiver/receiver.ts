/**
 * A minimal OpenIM webhook receiver for one-to-one messages (open-im-server v3.8.3).
 *
 * OpenIM POSTs every enabled callback to `<url>/<callbackCommand>`, where `url` comes from
 * config/webhooks.yml. This receiver answers three commands:
 *
 *   callbackBeforeSendSingleMsgCommand  (key beforeSendSingleMsg)  allow or reject
 *   callbackBeforeMsgModifyCommand      (key beforeMsgModify)      allow, reject or rewrite a text message
 *   callbackAfterSendSingleMsgCommand   (key afterSendSingleMsg)   log one line and acknowledge
 *
 * The before-send answer cannot change a message: its response type has only the common fields.
 * Rewriting goes through beforeMsgModify, which OpenIM calls just before it queues a text message.
 *
 * Node 20 standard library only. Run: `npx tsx receiver.ts` (or compile with tsc, see README.md).
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {basename} from 'node:path';

export const COMMANDS = {
  beforeSendSingleMsg: 'callbackBeforeSendSingleMsgCommand',
  beforeMsgModify: 'callbackBeforeMsgModifyCommand',
  afterSendSingleMsg: 'callbackAfterSendSingleMsgCommand',
} as const;

/** Policy: a text message containing one of these words (case-insensitive) is rejected. */
export const BANNED_WORDS: readonly string[] = ['casino bonus', 'buy followers', 'crypto giveaway'];

/**
 * Policy: a phone-number-like run (optional "+", then 7 to 15 digits, single spaces or dashes allowed
 * between digits) is masked in text messages. Deliberately simple; tune it for your users' formats.
 */
export const PHONE_PATTERN = /\+?\d(?:[ -]?\d){6,14}/g;

/** errCode returned to the sender on rejection: app-defined, >= 100, and unused by OpenIM. */
export const BANNED_WORD_ERR_CODE = 30001;

const TEXT_CONTENT_TYPE = 101; // content is the JSON string {"content":"<the text>"}

/** The body of the message hooks (CommonCallbackReq in pkg/callbackstruct), spelled as OpenIM sends it. */
export interface MsgCallbackRequest {
  sendID: string;
  callbackCommand: string;
  serverMsgID: string;
  clientMsgID: string;
  operationID: string;
  senderPlatformID: number;
  senderNickname: string;
  sessionType: number; // 1 one-to-one, 3 group
  msgFrom: number; // 100 user, 200 system (REST /msg/send_msg)
  contentType: number; // 101 text, 102 picture, ...
  status: number;
  sendTime: number; // ms
  createTime: number; // ms
  content: string; // the message element as a JSON string
  seq: number; // not assigned yet: 0
  atUserList: string[] | null;
  faceURL: string;
  ex: string;
  recvID?: string; // before/after send only; the modify hook carries no recvID
}

/** The answer OpenIM decodes (CommonCallbackResp, plus `content` for the modify hook). */
export interface CallbackResponse {
  actionCode: number;
  errCode: number;
  errMsg: string;
  errDlt: string;
  nextCode: number;
  /** Replacement message element as a JSON string; only the modify hook reads it. */
  content?: string;
}

/** JSON.stringify, but with U+2028 and U+2029 escaped as Go's encoding/json does: main.go answers with the same bytes. */
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

/** All zeros: go ahead unchanged. Also the acknowledgement for after-hooks. */
function allow(): CallbackResponse {
  return {actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0};
}

/** OpenIM stops the action only when actionCode is 0 and nextCode is 1; errCode/errMsg/errDlt reach the sender. */
function reject(errCode: number, errMsg: string, errDlt: string): CallbackResponse {
  return {actionCode: 0, errCode, errMsg, errDlt, nextCode: 1};
}

/** The parsed text element of a text message, or null for any other message. */
function textElement(body: MsgCallbackRequest): {content: string} | null {
  if (body.contentType !== TEXT_CONTENT_TYPE || typeof body.content !== 'string') return null;
  try {
    const elem: unknown = JSON.parse(body.content);
    if (typeof elem === 'object' && elem !== null && typeof (elem as {content?: unknown}).content === 'string') {
      return elem as {content: string};
    }
  } catch {
    // Not JSON: nothing this policy can read.
  }
  return null;
}

export function findBannedWord(text: string): string | undefined {
  const lower = text.toLowerCase();
  return BANNED_WORDS.find((word) => lower.includes(word));
}

/** Replaces every digit of each phone-like run, except the last four, with "*". */
export function maskPhoneNumbers(text: string): string {
  return text.replace(PHONE_PATTERN, (run) => {
    const digits = run.replace(/\D/g, '').length;
    let seen = 0;
    return run.replace(/\d/g, (digit) => (++seen <= digits - 4 ? '*' : digit));
  });
}

/**
 * The policy for both before-hooks, as a pure function of the request body.
 * - text with a banned word: reject (either hook can stop the message);
 * - text with a phone number, in the modify hook: rewrite `content` (the whole element, as a JSON string);
 * - anything else: allow unchanged.
 */
export function decideBeforeSend(body: MsgCallbackRequest): CallbackResponse {
  const elem = textElement(body);
  if (elem === null) return allow();

  if (findBannedWord(elem.content) !== undefined) {
    return reject(BANNED_WORD_ERR_CODE, 'message blocked by content policy', 'rule: banned-words');
  }

  if (body.callbackCommand === COMMANDS.beforeMsgModify) {
    const masked = maskPhoneNumbers(elem.content);
    if (masked !== elem.content) {
      return {...allow(), content: toJson({...elem, content: masked})};
    }
  }
  return allow();
}

export interface ReceiverOptions {
  /** Path part of `url` in config/webhooks.yml. Default: /callbackExample */
  basePath?: string;
  /** Largest request body accepted, in bytes. Default: 1 MiB */
  maxBodyBytes?: number;
  /** Where log lines go. Default: console.log */
  log?: (line: string) => void;
}

type Handler = (body: MsgCallbackRequest, log: (line: string) => void) => CallbackResponse;

const HANDLERS: Record<string, Handler> = {
  [COMMANDS.beforeSendSingleMsg]: (body) => decideBeforeSend(body),
  [COMMANDS.beforeMsgModify]: (body) => decideBeforeSend(body),
  [COMMANDS.afterSendSingleMsg]: (body, log) => {
    // The send does not wait for this answer and OpenIM never retries it: keep it fast, queue real work.
    log(`after-send operationID=${body.operationID} ${body.sendID} -> ${body.recvID} ` + `serverMsgID=${body.serverMsgID} contentType=${body.contentType}`);
    return allow();
  },
};

class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
  res.end(toJson(payload));
}

async function readJsonObject(req: IncomingMessage, maxBytes: number): Promise<MsgCallbackRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(413, 'request body too large');
    chunks.push(chunk as Buffer);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'request body must be a JSON object');
  }
  return parsed as MsgCallbackRequest;
}

/** Builds the receiver. The returned server is not listening yet: call `.listen(port)`. */
export function createReceiver(options: ReceiverOptions = {}): Server {
  const basePath = (options.basePath ?? '/callbackExample').replace(/\/+$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const log = options.log ?? ((line: string) => console.log(line));

  // Node does not wait for the listener's promise; it never rejects, as every error is answered in the catch below.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  return createServer(async (req, res) => {
    try {
      // Route by the path only: on the main branch OpenIM appends a `?key=...` query to after-hooks.
      const {pathname} = new URL(req.url ?? '/', 'http://receiver.invalid');
      const command = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1) : '';
      const handler = Object.hasOwn(HANDLERS, command) ? HANDLERS[command] : undefined;
      if (handler === undefined) {
        sendJson(res, 404, {error: 'unknown callback command', command});
        return;
      }
      if (req.method !== 'POST') {
        sendJson(res, 405, {error: 'method not allowed', method: req.method}, {Allow: 'POST'});
        return;
      }
      const body = await readJsonObject(req, maxBodyBytes);
      sendJson(res, 200, handler(body, log));
    } catch (err) {
      if (err instanceof HttpError) {
        sendJson(res, err.status, {error: err.message});
      } else {
        log(`internal error on ${req.url}: ${String(err)}`);
        sendJson(res, 500, {error: 'internal error'});
      }
    }
  });
}

// Listen only when this file is the program being run (tsx receiver.ts, node receiver.js), not when imported.
// Checking the entry file's name works the same for CommonJS and ES modules; update it if you rename the file.
const entry = process.argv[1];
if (entry !== undefined && /^receiver\.[cm]?[jt]s$/.test(basename(entry))) {
  const port = Number(process.env.PORT ?? 10006);
  createReceiver().listen(port, () => {
    console.log(`OpenIM webhook receiver on http://127.0.0.1:${port}/callbackExample`);
  });
}
