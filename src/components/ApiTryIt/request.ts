/**
 * Sends one request from the browser to the reader's server and says what happened, telling apart the ways a
 * cross-origin call fails. Nothing here goes anywhere but the URL it is given. Shared by the REST console and the
 * webhook sender.
 */
import {isMixedContent} from './address';

/** How long a call may take before the console gives up (the 10 s). */
export const TIMEOUT_MS = 10_000;
/** How much of a non-JSON answer is shown. */
export const PREVIEW_CHARS = 600;

export type FailureKind = 'timeout' | 'cancelled' | 'csp' | 'mixed-content' | 'cors' | 'unreachable' | 'redirect';

export interface Answer {
  kind: 'answer';
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  text: string;
  /** The parsed body; undefined when the answer is not JSON. */
  json: unknown;
  isJson: boolean;
}

export type Outcome = Answer | {kind: 'failure'; failure: FailureKind; ms: number};

export interface Exchange {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What is known after fetch rejected, in the order that decides the reason. */
export interface FailureFacts {
  timedOut: boolean;
  cancelled: boolean;
  /** The page's Content-Security-Policy refused the connection (a `securitypolicyviolation` for this URL). */
  cspBlocked: boolean;
  pageProtocol: string;
  target: URL;
  /** A no-cors request to the same URL got through: the server answers, but not with CORS headers. */
  reachable: boolean;
}

export function classifyFailure(facts: FailureFacts): FailureKind {
  if (facts.timedOut) return 'timeout';
  if (facts.cancelled) return 'cancelled';
  if (facts.cspBlocked) return 'csp';
  if (isMixedContent(facts.pageProtocol, facts.target)) return 'mixed-content';
  return facts.reachable ? 'cors' : 'unreachable';
}

/** A fresh `operationID`: the time in milliseconds and six random digits, unique enough for one reader. */
export function newOperationId(now = Date.now(), random: () => number = randomDigits): string {
  return `${now}${String(random()).padStart(6, '0').slice(-6)}`;
}

function randomDigits(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] % 1_000_000;
}

/** The body as JSON if it is JSON, else undefined. */
export function readJson(text: string): {isJson: boolean; json: unknown} {
  try {
    return {isJson: true, json: JSON.parse(text)};
  } catch {
    return {isJson: false, json: undefined};
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Does anything answer at this URL? An opaque no-cors GET tells, without the page reading the answer. (The browser
 * allows no redirect mode but "follow" for it; the OpenIM server answers its paths without redirecting.)
 */
async function answers(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3000);
  try {
    await fetch(url, {method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', signal: controller.signal});
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs the exchange; `cancel` aborts it from the page (the Cancel button). Never throws. */
export async function post(exchange: Exchange, cancel: AbortSignal, timeoutMs = TIMEOUT_MS): Promise<Outcome> {
  const target = new URL(exchange.url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  cancel.addEventListener('abort', onCancel);
  let cspBlocked = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    try {
      if (new URL(event.blockedURI).origin === target.origin) cspBlocked = true;
    } catch {
      // A blocked "inline" or "eval" is not this request.
    }
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(exchange.url, {
      method: 'POST',
      headers: exchange.headers,
      body: exchange.body,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      // A redirect could lead anywhere: the console only talks to the address the reader set.
      redirect: 'manual',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    if (response.type === 'opaqueredirect') return {kind: 'failure', failure: 'redirect', ms: elapsed()};
    const text = await response.text();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {
      kind: 'answer',
      status: response.status,
      statusText: response.statusText,
      ms: elapsed(),
      headers,
      text,
      ...readJson(text),
    };
  } catch {
    const ms = elapsed();
    if (timedOut || cancel.aborted) return {kind: 'failure', failure: timedOut ? 'timeout' : 'cancelled', ms};
    // The violation event is queued as its own task: give it the chance to arrive before deciding.
    await pause(50);
    const mixed = isMixedContent(window.location.protocol, target);
    const reachable = !cspBlocked && !mixed && (await answers(exchange.url));
    return {
      kind: 'failure',
      failure: classifyFailure({timedOut, cancelled: false, cspBlocked, pageProtocol: window.location.protocol, target, reachable}),
      ms,
    };
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

/** The OpenIM envelope's error, when the answer carries one (`errCode` other than 0). */
export interface EnvelopeError {
  code: number;
  errMsg: string;
  errDlt: string;
}

export function envelopeError(json: unknown): EnvelopeError | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const {errCode, errMsg, errDlt} = json as Record<string, unknown>;
  if (typeof errCode !== 'number' || errCode === 0) return undefined;
  return {code: errCode, errMsg: typeof errMsg === 'string' ? errMsg : '', errDlt: typeof errDlt === 'string' ? errDlt : ''};
}
