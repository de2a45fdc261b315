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
