/**
 * The client SDK catalogue: every method, listener, callback, class and enum the sdks pages document, each found by
 * the doc id of its page. The pages render entries through plugins/sdk/remark.ts; the tests check that pages and
 * entries match one to one and that every reference resolves.
 */
import {CALLBACKS} from './callbacks';
import {MESSAGE_CLASSES} from './classes/message';
import {OTHERS_CLASSES} from './classes/others';
import {ENUMS} from './enums';
import {LISTENERS} from './listeners';
import {CONVERSATION_METHODS} from './methods/conversation';
import {GROUP_METHODS} from './methods/group';
import {GROUP_MEMBERS_METHODS} from './methods/group-members';
import {INITIALIZATION_METHODS} from './methods/initialization';
import {MESSAGE_METHODS} from './methods/message';
import {MESSAGE_CREATE_METHODS} from './methods/message-create';
import {RELATION_METHODS} from './methods/relation';
import {THIRD_METHODS} from './methods/third';
import {USER_METHODS} from './methods/user';
import type {SdkCallback, SdkClass, SdkEnum, SdkListener, SdkMethod} from './types';

/**
 * The file each group of entries is written in, repository-relative: a page's "reference data" link opens the file
 * that holds its entry (plugins/sdk/remark.ts), so a fix to a fact starts one click from the page that shows it.
 */
const SOURCE_FILES: ReadonlyArray<readonly [string, ReadonlyArray<{id: string}>]> = [
  ['src/data/sdk/methods/initialization.ts', INITIALIZATION_METHODS],
  ['src/data/sdk/methods/user.ts', USER_METHODS],
  ['src/data/sdk/methods/relation.ts', RELATION_METHODS],
  ['src/data/sdk/methods/group.ts', GROUP_METHODS],
  ['src/data/sdk/methods/group-members.ts', GROUP_MEMBERS_METHODS],
  ['src/data/sdk/methods/conversation.ts', CONVERSATION_METHODS],
  ['src/data/sdk/methods/message-create.ts', MESSAGE_CREATE_METHODS],
  ['src/data/sdk/methods/message.ts', MESSAGE_METHODS],
  ['src/data/sdk/methods/third.ts', THIRD_METHODS],
  ['src/data/sdk/classes/message.ts', MESSAGE_CLASSES],
  ['src/data/sdk/classes/others.ts', OTHERS_CLASSES],
  ['src/data/sdk/enums.ts', ENUMS],
  ['src/data/sdk/callbacks.ts', CALLBACKS],
  ['src/data/sdk/listeners.ts', LISTENERS],
];

/** The repository-relative file that holds the entry `id`, or undefined for an id the catalogue lacks. */
export function sourceFileOf(id: string): string | undefined {
  return SOURCE_FILES.find(([, entries]) => entries.some((entry) => entry.id === id))?.[0];
}

/** Where the SDK error codes are kept. */
export const SDK_ERRORS_FILE = 'src/data/sdk/errors.ts';

export const METHODS: readonly SdkMethod[] = [
  ...INITIALIZATION_METHODS,
  ...USER_METHODS,
  ...RELATION_METHODS,
  ...GROUP_METHODS,
  ...GROUP_MEMBERS_METHODS,
  ...CONVERSATION_METHODS,
  ...MESSAGE_CREATE_METHODS,
  ...MESSAGE_METHODS,
  ...THIRD_METHODS,
];
export const CLASSES: readonly SdkClass[] = [...MESSAGE_CLASSES, ...OTHERS_CLASSES];
export {CALLBACKS, ENUMS, LISTENERS};

export type CatalogueEntry =
  | {kind: 'method'; entry: SdkMethod}
  | {kind: 'class'; entry: SdkClass}
  | {kind: 'enum'; entry: SdkEnum}
  | {kind: 'callback'; entry: SdkCallback}
  | {kind: 'listener'; entry: SdkListener};

const BY_ID = new Map<string, CatalogueEntry>([
  ...METHODS.map((entry) => [entry.id, {kind: 'method', entry}] as const),
  ...CLASSES.map((entry) => [entry.id, {kind: 'class', entry}] as const),
  ...ENUMS.map((entry) => [entry.id, {kind: 'enum', entry}] as const),
  ...CALLBACKS.map((entry) => [entry.id, {kind: 'callback', entry}] as const),
  ...LISTENERS.map((entry) => [entry.id, {kind: 'listener', entry}] as const),
]);

export function findEntry(id: string): CatalogueEntry | undefined {
  return BY_ID.get(id);
}

export function allEntries(): CatalogueEntry[] {
  return [...BY_ID.values()];
}
