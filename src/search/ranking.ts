/**
 * What a reader means beyond the words they type, used to reorder the engine's hits (src/search/engine.ts).
 *
 * Many pages come in near-twins that share almost every word: the before-send and after-send webhook of the same
 * message, `sendMessage` and `sendMessageNotOss`. Word statistics cannot tell them apart; the reader's direction
 * word ("发送前", "before", "reject") and the exact identifier they typed can.
 */
import type {SearchRecord} from './records';
import {cutQuery} from './tokenize';

export type Direction = 'before' | 'after';

/**
 * Direction words of a Chinese query or title: 前/后 after a verb ("发送前", "注册后"), 之前/之后, 前置/后置.
 * Left out on purpose: 前端/后端 (front/back end), 前台/后台 (foreground/background), 前提 (prerequisite), 前缀
 * (prefix), 后续 (later), 最后 (last), 然后 (then), 以后 (from now on): none of them is the side of an event.
 */
const ZH_BEFORE = /前置|之前|(?<=\p{Script=Han})(?<![以之])前(?![端台提缀面言])/u;
const ZH_AFTER = /后置|之后|(?<=\p{Script=Han})(?<![最然以之])后(?![端台续缀面])/u;

/** English direction words, and verbs only a before-hook can do (it may stop what is about to happen). */
const EN_BEFORE = /\b(?:before|pre-?hooks?|reject(?:s|ed|ing)?|block(?:s|ed|ing)?|den(?:y|ies|ied)|intercept(?:s|ed|ing)?|veto(?:es|ed)?)\b/i;
const EN_AFTER = /\b(?:after|post-?hooks?)\b/i;
/** Chinese verbs of stopping: 拦截 (intercept), 拒绝 (reject), 阻止 (block). */
const ZH_STOP = /拦截|拒绝|阻止/u;

/** The side a text names when it names exactly one; null when it names both or neither. */
function oneSide(before: boolean, after: boolean): Direction | null {
  if (before === after) return null;
  return before ? 'before' : 'after';
}

/** The side of an event the text asks about; null when it names both or neither. */
export function directionOf(text: string): Direction | null {
  const before = ZH_BEFORE.test(text) || ZH_STOP.test(text) || EN_BEFORE.test(text);
  const after = ZH_AFTER.test(text) || EN_AFTER.test(text);
  return oneSide(before, after);
}

/**
 * The side of an event a page is about, read from its title. Titles of webhooks say it in words ("Before a group
 * message is sent", "群聊消息发送前回调") and again in their URL (`callbackBeforeSendGroupMsgCommand`), whose camelCase
 * parts are split here so the two agree.
 */
export function titleDirection(title: string): Direction | null {
  const words = title.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  const before = ZH_BEFORE.test(title) || /\bbefore\b/i.test(words);
  const after = ZH_AFTER.test(title) || /\bafter\b/i.test(words);
  return oneSide(before, after);
}

/** Identifiers as typed: a word with a capital or an underscore after its first letter (`sendMessage`, `send_msg`, `MsgData`). */
const WORD = /[A-Za-z_$][\w$]*/g;
const isIdentifier = (word: string): boolean => /[A-Z_]/.test(word.slice(1));

/**
 * The identifiers a page is named by: the first code-like word of its title (`sendMessage 发送消息` → sendmessage)
 * and the last segment of the path a REST title ends with (`Send a message · /msg/send_msg` → send_msg).
 */
function titleIdentifiers(title: string): string[] {
  const names: string[] = [];
  const first = /^[A-Za-z_$][\w$]*/.exec(title.trim());
  if (first) names.push(first[0].toLowerCase());
  const path = /\/([\w$]+)\s*$/.exec(title);
  if (path) names.push(path[1].toLowerCase());
  return names;
}

/** Factors, tuned on the judged queries (tests/built/judged-queries.json). */
export const RANKING = {
  /** The page is about the side the reader asked for. */
  sameDirection: 1.6,
  /** The page is about the other side: it stays in the list, just below its twin. */
  otherDirection: 0.4,
  /** The query names the page's identifier exactly, not a longer one that starts with it. */
  exactIdentifier: 1.8,
} as const;

export interface QueryIntent {
  direction: Direction | null;
  identifiers: Set<string>;
}

/** The query as the engine searches it (cut to MAX_QUERY_LENGTH), read for direction and identifiers. */
export function intentOf(query: string): QueryIntent {
  const text = cutQuery(query).text;
  return {
    direction: directionOf(text),
    identifiers: new Set((text.match(WORD) ?? []).filter(isIdentifier).map((word) => word.toLowerCase())),
  };
}

/** How much the reader's intent raises or lowers one record. 1 when the query says nothing beyond its words. */
export function intentFactor(intent: QueryIntent, record: SearchRecord): number {
  let factor = 1;
  const title = record.hierarchy[1];
  if (intent.direction) {
    const side = titleDirection(title);
    if (side) factor *= side === intent.direction ? RANKING.sameDirection : RANKING.otherDirection;
  }
  if (intent.identifiers.size > 0) {
    if (titleIdentifiers(title).some((name) => intent.identifiers.has(name))) factor *= RANKING.exactIdentifier;
  }
  return factor;
}
