/**
 * What the console keeps between visits, and where:
 * - the server address in localStorage (one server for every call page, kept across visits);
 * - the token in sessionStorage only: it grants access to the reader's server, so it ends with the tab and is
 *   never put into the URL or localStorage;
 * - per call, the draft (typed body, chosen mode, console open) in sessionStorage: it survives a reload, which is
 *   what a reader needs while trying a call, and ends with the tab, so request bodies (user IDs, passwords of
 *   user_register, message text) do not linger on a shared machine; a new tab starts from the documented example.
 * Every stored value is read as untrusted input: anything malformed is ignored, and storage that throws (blocked by
 * the browser) just means nothing is kept.
 */
import {parseJsonObject} from './spec';

const NAMESPACE = 'openim-docs.api-console';
export const SERVER_KEY = `${NAMESPACE}.server`;
export const TOKEN_KEY = `${NAMESPACE}.token`;
export const draftKey = (operationId: string): string => `${NAMESPACE}.draft.${operationId}`;

export const DEFAULT_SERVER = 'http://localhost:10002';
/** A body longer than this is not kept (sessionStorage is small and shared by the whole site). */
export const MAX_STORED_BODY = 100_000;

export type ConsoleMode = 'server' | 'sandbox';

export interface Draft {
  body: string;
  mode: ConsoleMode;
  open: boolean;
}

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string | null): void {
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or blocked storage: the value is simply not kept.
  }
}

/** A stored draft, or undefined when the value is missing or not one this console wrote. */
export function parseDraft(raw: string | null): Draft | undefined {
  if (raw === null || raw.length > MAX_STORED_BODY + 200) return undefined;
  const value = parseJsonObject(raw);
  if (!value) return undefined;
  const {body, mode, open} = value;
  if (typeof body !== 'string' || (mode !== 'server' && mode !== 'sandbox') || typeof open !== 'boolean') return undefined;
  return {body, mode, open};
}

export function serializeDraft(draft: Draft): string | null {
  return draft.body.length > MAX_STORED_BODY ? null : JSON.stringify(draft);
}

/** A stored token is used only if it could be sent as a header value as it is: visible ASCII, no spaces. */
export function parseToken(raw: string | null): string {
  return raw !== null && raw.length <= 4096 && /^[\x21-\x7e]*$/.test(raw) ? raw : '';
}
