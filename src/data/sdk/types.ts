/**
 * The shape of the client SDK catalogue: methods, listeners, callbacks, classes and enums, each kept once with its
 * facts for both languages and every platform. The `sdks` pages render these entries (plugins/sdk/remark.ts), so a
 * signature, a field or an enum value cannot differ between the Chinese and the English page.
 */
import type {Localized} from '../locale';

/** Tab values of src/data/platforms.ts; a test keeps the two lists equal. */
export const SDK_PLATFORMS = ['android', 'ios', 'flutter', 'web', 'electron', 'react-native', 'uniapp', 'mini-program', 'unity'] as const;
export type SdkPlatformId = (typeof SDK_PLATFORMS)[number];

/** Every method has these; the others are documented where their SDK offers the method. */
export const REQUIRED_PLATFORMS = ['android', 'ios', 'flutter', 'web'] as const satisfies readonly SdkPlatformId[];

/**
 * A reference to another catalogue entry by its doc id in the sdks instance, e.g. `class/message/messageInfo`,
 * `enum/messageContentType`, `callback/onProgress`, `listener/advancedMsgListener`. Rendered as a link once that page
 * exists, as plain text before.
 */
export type TypeRef = `${'class' | 'enum' | 'callback' | 'listener'}/${string}`;

/** A parameter as one platform spells it. Its meaning is looked up in the method's `params` (or COMMON_PARAMS). */
export interface PlatformParam {
  /** Name in this platform's signature, e.g. `recvID` or `callback`. */
  name: string;
  /** Type exactly as this platform's language writes it, e.g. `String`, `OIMMessageInfo *`, `Message`. */
  type: string;
  /** Default true. */
  required?: boolean;
  /** Key into the method's `params` (default: `name`) when platforms name the same parameter differently. */
  doc?: string;
}

/** One platform's form of a method. */
export interface PlatformMethod {
  /** Method name on this platform, e.g. `getAllConversationList` or `getAllConversationListWithOnSuccess:onFailure:`. */
  name: string;
  /** The declaration in the platform's language, as the SDK declares it (types, order, optionality). */
  signature: string;
  params: PlatformParam[];
  /** What the caller gets back, in this platform's terms: `Promise<WsResponse<ConversationItem[]>>`, `OnBase<String>`. */
  returns: string;
  /** A short call in the platform's language, using the site's example users (user001, user002) and group. */
  example: string;
  /** What differs on this platform, if anything worth a sentence. */
  note?: Localized;
}

/** A platform whose SDK has no such method, and what to do instead. */
export interface PlatformMissing {
  missing: Localized;
}

export type PlatformEntry = PlatformMethod | PlatformMissing;

export interface ParamDoc {
  description: Localized;
  /** The catalogue type the parameter carries, for the link in the table. */
  ref?: TypeRef;
}

export type SdkModule = 'initialization' | 'user' | 'relation' | 'group' | 'conversation' | 'message' | 'third';

export interface SdkMethod {
  /** Doc id of its page, e.g. `api/message/sendMessage`. */
  id: `api/${SdkModule}/${string}`;
  /** One line: what the method does (for the module's method table and the page description). */
  summary: Localized;
  /** What must have happened before the call. */
  requires: ReadonlyArray<'init' | 'login'>;
  /** Meaning of every parameter any platform has, keyed by name (or by a platform param's `doc`). */
  params: Record<string, ParamDoc>;
  /** What a successful call yields, whatever the platform's wrapping. */
  result: ParamDoc;
  /** Callbacks that fire on this or other devices as a consequence of the call. */
  triggers: readonly TypeRef[];
  /** SDK error codes (src/data/sdk/errors.ts) the call reports for its own reasons, beyond network and argument errors. */
  errors: readonly number[];
  platforms: Record<SdkPlatformId, PlatformEntry>;
}

/** A field of a class. */
export interface ClassField {
  name: string;
  /** Type in the core's JSON terms: `string`, `number`, `boolean`, `MessageItem[]`, ... */
  type: string;
  ref?: TypeRef;
  description: Localized;
  /** Platforms whose type has the field; default all that have the class. */
  platforms?: readonly SdkPlatformId[];
}

export interface SdkClass {
  /** Doc id, e.g. `class/message/messageInfo`. */
  id: `class/${string}`;
  summary: Localized;
  /** The type's name on each platform that has it, e.g. `{android: 'Message', ios: 'OIMMessageInfo', web: 'MessageItem'}`. */
  names: Partial<Record<SdkPlatformId, string>>;
  fields: readonly ClassField[];
  /** A realistic value, as the JSON the core exchanges with the platform layers. */
  example: unknown;
  /** Where platforms disagree (a field missing, a different type), said plainly. */
  differences?: Localized;
}

export interface EnumValue {
  /** Member name as the core or the TypeScript SDKs call it. */
  name: string;
  value: number;
  description: Localized;
  /** Platforms that define the value, default all that have the enum. */
  platforms?: readonly SdkPlatformId[];
}

export interface SdkEnum {
  id: `enum/${string}`;
  summary: Localized;
  names: Partial<Record<SdkPlatformId, string>>;
  values: readonly EnumValue[];
  /** Catalogue entries that take or return it. */
  usedBy: readonly TypeRef[];
  differences?: Localized;
}

export interface SdkCallback {
  id: `callback/${string}`;
  /** The listener it belongs to; none for the per-call callbacks (onBase, onProgress). */
  listener: TypeRef | null;
  summary: Localized;
  /** When it fires, and when it does not. */
  fires: Localized;
  /** Its argument, or null when it has none. */
  payload: {type: string; ref?: TypeRef; description: Localized} | null;
  /** Name on platforms that spell it differently, e.g. Web's event name `OnRecvNewMessages`. */
  names: Partial<Record<SdkPlatformId, string>>;
}

export interface SdkListener {
  id: `listener/${string}`;
  summary: Localized;
  callbacks: readonly TypeRef[];
  /** How it is registered on each platform: the registering call and a short example. */
  register: Partial<Record<SdkPlatformId, {call: string; example: string}>>;
}

/** The commit of each platform's SDK whose source the catalogue was read from. */
export interface SdkSource {
  platform: SdkPlatformId | 'core';
  repo: string;
  ref: string;
  commit: string;
  /** The files the facts were read from. */
  files: readonly string[];
}
