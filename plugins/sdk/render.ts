/**
 * The SDK reference as Markdown trees, from the catalogue (src/data/sdk): a method's platform tabs, a class's fields,
 * an enum's values, a callback's payload, a listener's callbacks, an index page's table. The page's language and
 * platforms are resolved once into a view; every builder reads from it.
 */
import type {Heading, PhrasingContent, Root, RootContent} from 'mdast';
import {SEARCH_FOLD_ATTRIBUTE} from '../../src/search/records';
import {PLATFORMS} from '../../src/data/platforms';
import type {CatalogueEntry} from '../../src/data/sdk';
import {
  SDK_PLATFORMS,
  type ParamDoc,
  type PlatformEntry,
  type PlatformMethod,
  type PlatformMissing,
  type SdkCallback,
  type SdkClass,
  type SdkEnum,
  type SdkListener,
  type SdkMethod,
  type SdkPlatformId,
  type TypeRef,
} from '../../src/data/sdk/types';
import {bulletList, code, heading, inline, inlineCode, jsxElement, labelledLine, paragraph, slugOf, table, text, json, type DocLocale} from '../shared/mdast';
import {describeErrorCode} from '../shared/error-code-table';
import {sdkPageUrl} from '../shared/sdk-pages';
import {exampleAsShown} from '../../src/data/sdk/snippets';
import {currentCatalogue, type Catalogue} from './catalogue';
import {SDK_LABELS, type SdkLabels} from './labels';

/** What a page renders for: its language (labels and descriptions) and the platforms it shows. */
export interface View {
  locale: DocLocale;
  l: SdkLabels;
  /** Every platform on a page; one platform in that platform's slice for agents (plugins/llms). */
  platforms: readonly SdkPlatformId[];
  /** The SDK catalogue the page renders from (reloaded from disk in the dev server). */
  catalogue: Catalogue;
}

export const viewOf = (locale: DocLocale, platforms: readonly SdkPlatformId[] = SDK_PLATFORMS, catalogue: Catalogue = currentCatalogue()): View => ({
  locale,
  l: SDK_LABELS[locale],
  platforms,
  catalogue,
});

/**
 * Sections every reference page repeats (preconditions, follow-up callbacks, errors, per-platform names,
 * back-links): marked for the search index, which counts their words towards the page instead of making one record
 * each, so that "errors" is not answered by 120 pages.
 */
const FOLDED_IN_SEARCH: ReadonlySet<SectionKey> = new Set(['before', 'afterwards', 'errors', 'typeNames', 'namesPerPlatform', 'usedBy']);

/** The labels of SdkLabels that title a generated section. */
type SectionKey = {[K in keyof SdkLabels]: SdkLabels[K] extends string ? K : never}[keyof SdkLabels];

/**
 * A generated section's heading in the page's language, with the id of its English label in both locales (issue #20:
 * switching language keeps the reader's place, and English anchors stay what they were).
 */
function section(depth: 2 | 3, l: SdkLabels, key: SectionKey): Heading {
  const node = heading(depth, l[key], slugOf(SDK_LABELS.en[key]));
  if (FOLDED_IN_SEARCH.has(key)) node.data = {hProperties: {...node.data?.hProperties, [SEARCH_FOLD_ATTRIBUTE]: ''}};
  return node;
}

/** A mention of another entry, linked to its page; an entry without a ref is named as plain text. */
function refTo(ref: string | undefined, label: PhrasingContent): PhrasingContent {
  return ref ? {type: 'link', url: sdkPageUrl(ref), children: [label]} : label;
}

/** The short name of an entry, the last segment of its id: `class/message/messageInfo` -> `messageInfo`. */
const shortName = (id: string): string => id.slice(id.lastIndexOf('/') + 1);

const platformLabel = (id: SdkPlatformId): string => PLATFORMS.find((p) => p.id === id)?.label ?? id;
const codeLanguage = (id: SdkPlatformId): string => PLATFORMS.find((p) => p.id === id)?.codeLanguage ?? 'text';

/** `<PlatformTabs>` with one `<TabItem>` per platform that has content, in the site's platform order. */
function platformTabs(v: View, content: (platform: SdkPlatformId) => RootContent[] | undefined): RootContent {
  const items = v.platforms.flatMap((platform) => {
    const children = content(platform);
    return children ? [jsxElement('TabItem', {value: platform}, children)] : [];
  });
  return jsxElement('PlatformTabs', {}, items);
}

function paramDoc(method: SdkMethod, key: string, {catalogue}: View): ParamDoc {
  const doc = method.params[key] ?? catalogue.commonParams[key];
  if (!doc) throw new Error(`${method.id}: parameter "${key}" has no description in params or COMMON_PARAMS`);
  return doc;
}

const isMissing = (entry: PlatformEntry): entry is PlatformMissing => 'missing' in entry;

/**
 * One platform's tab of a method: what to write first (the name, the signature, the example), then what to look up
 * (parameters, result, the platform's note).
 */
function platformMethodNodes(method: SdkMethod, platform: SdkPlatformId, entry: PlatformMethod, v: View): RootContent[] {
  const {locale, l} = v;
  const language = codeLanguage(platform);
  const c = l.columns;
  const nodes: RootContent[] = [
    labelledLine(l.methodName, [inlineCode(entry.name)]),
    code(language, entry.signature),
    code(language, exampleAsShown(platform, entry.example), `title="${l.example}"`),
  ];
  if (entry.params.length > 0) {
    nodes.push(
      table(
        [c.parameter, c.type, c.required, c.description],
        entry.params.map((param) => {
          const doc = paramDoc(method, param.doc ?? param.name, v);
          return [
            [inlineCode(param.name)],
            [refTo(doc.ref, inlineCode(param.type))],
            [text(param.required === false ? l.no : l.yes)],
            inline(doc.description[locale]),
          ];
        }),
      ),
    );
  }
  nodes.push(labelledLine(l.returns, [refTo(method.result.ref, inlineCode(entry.returns)), text(' — '), ...inline(method.result.description[locale])]));
  if (entry.note) nodes.push(labelledLine(l.note, inline(entry.note[locale])));
  return nodes;
}

function errorRows(codes: readonly number[], {locale, catalogue}: View): PhrasingContent[][][] {
  return codes.map((value) => {
    const entry = describeErrorCode(value, catalogue.errorCodes);
    if (!entry) throw new Error(`error code ${value} is neither an SDK code (src/data/sdk/errors.ts) nor a server code (openapi x-error-codes)`);
    return [[{type: 'link', url: entry.url, children: [text(String(value))]}], [inlineCode(entry.name)], inline(entry.meaning[locale])];
  });
}

/** Generated nodes that belong right under a method page's title and summary (see hoistUnderSummary). */
const UNDER_SUMMARY = new WeakSet<object>();

/**
 * Moves a method page's platform section (its heading and tabs) to right after the page's summary, the first
 * paragraph under the H1, so that the reader's signature and example are on the first screen and the usage notes
 * follow. A page whose H1 is not followed by a paragraph gets the section right under the H1; a tree without an H1
 * keeps it where the tag stood.
 */
export function hoistUnderSummary(tree: Root): void {
  const hoisted = tree.children.filter((node) => UNDER_SUMMARY.has(node));
  const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (hoisted.length === 0 || title === -1) return;
  const rest = tree.children.filter((node) => !UNDER_SUMMARY.has(node));
  const at = rest[title + 1]?.type === 'paragraph' ? title + 2 : title + 1;
  tree.children = [...rest.slice(0, at), ...hoisted, ...rest.slice(at)];
}

function methodNodes(method: SdkMethod, v: View): RootContent[] {
  const {locale, l} = v;
  const requirementLinks: Record<'init' | 'login', string> = {init: 'api/initialization/initSDK', login: 'api/initialization/login'};
  const platforms = [
    section(2, l, 'platforms'),
    platformTabs(v, (platform) => {
      const entry = method.platforms[platform];
      if (isMissing(entry)) return [paragraph([text(l.missing(platformLabel(platform))), text(' '), ...inline(entry.missing[locale])])];
      return platformMethodNodes(method, platform, entry, v);
    }),
  ];
  platforms.forEach((node) => UNDER_SUMMARY.add(node));
  const nodes: RootContent[] = [
    ...platforms,
    section(2, l, 'before'),
    // An empty list would leave the heading bare (initSDK, getLoginStatus): say that nothing is needed.
    method.requires.length === 0
      ? paragraph([text(l.noRequirement)])
      : bulletList(method.requires.map((req) => [refTo(requirementLinks[req], text(l.requires[req]))])),
    section(2, l, 'afterwards'),
    method.triggers.length === 0
      ? paragraph([text(l.noneFire)])
      : bulletList(
          method.triggers.map((ref) => {
            const callback = v.catalogue.findEntry(ref);
            const summary = callback?.kind === 'callback' ? [text(': '), ...inline(callback.entry.summary[locale])] : [];
            return [refTo(ref, inlineCode(shortName(ref))), ...summary];
          }),
        ),
  ];
  nodes.push(section(2, l, 'errors'));
  const c = l.columns;
  if (method.errors.length > 0) nodes.push(table([c.code, c.name, c.description], errorRows(method.errors, v)));
  else nodes.push(paragraph([text(l.noOwnErrors)]));
  nodes.push(
    paragraph([text(`${l.serverErrors} `), {type: 'link', url: '/restapi/errCode', children: [text('/restapi/errCode')]}, text(locale === 'en' ? '.' : '。')]),
  );
  return nodes;
}

/** Per-platform names of a type, `—` where the platform lacks it. */
function namesTable(names: Partial<Record<SdkPlatformId, string>>, {l, platforms}: View): RootContent {
  return table(
    [l.columns.platform, l.columns.name],
    platforms.map((platform) => [[text(platformLabel(platform))], names[platform] ? [inlineCode(names[platform])] : [text(l.none)]]),
  );
}

function platformList(platforms: readonly SdkPlatformId[] | undefined, l: SdkLabels): PhrasingContent[] {
  return [text(platforms ? platforms.map(platformLabel).join(', ') : l.allPlatforms)];
}

/** Entries that mention a type: method parameters and results, class fields, callback payloads, enum usage. */
export function usersOf(id: string, catalogue: Catalogue): string[] {
  const users = new Set<string>();
  for (const item of catalogue.allEntries()) {
    const {kind, entry} = item;
    if (kind === 'method' && (Object.values(entry.params).some((p) => p.ref === id) || entry.result.ref === id || entry.triggers.includes(id as TypeRef)))
      users.add(entry.id);
    if (kind === 'class' && entry.fields.some((f) => f.ref === id)) users.add(entry.id);
    if (kind === 'callback' && entry.payload?.ref === id) users.add(entry.id);
    if (kind === 'enum' && entry.id === id) entry.usedBy.forEach((ref) => users.add(ref));
  }
  users.delete(id);
  return [...users].sort();
}

function usedByNodes(id: string, {l, catalogue}: View): RootContent[] {
  const users = usersOf(id, catalogue);
  if (users.length === 0) return [];
  return [section(2, l, 'usedBy'), paragraph(users.flatMap((user, i) => [...(i > 0 ? [text(' · ')] : []), refTo(user, inlineCode(shortName(user)))]))];
}

function classNodes(entry: SdkClass, v: View): RootContent[] {
  const {locale, l} = v;
  const c = l.columns;
  return [
    section(2, l, 'fields'),
    table(
      [c.field, c.type, c.description, c.platforms],
      entry.fields.map((field) => [
        [inlineCode(field.name)],
        [refTo(field.ref, inlineCode(field.type))],
        inline(field.description[locale]),
        platformList(field.platforms, l),
      ]),
    ),
    section(2, l, 'typeNames'),
    namesTable(entry.names, v),
    ...(entry.differences ? [section(2, l, 'differences'), paragraph(inline(entry.differences[locale]))] : []),
    section(2, l, 'example'),
    json(entry.example),
    ...usedByNodes(entry.id, v),
  ];
}

function enumNodes(entry: SdkEnum, v: View): RootContent[] {
  const {locale, l} = v;
  const c = l.columns;
  return [
    section(2, l, 'values'),
    table(
      [c.name, c.value, c.description, c.platforms],
      entry.values.map((value) => [
        [inlineCode(value.name)],
        [inlineCode(String(value.value))],
        inline(value.description[locale]),
        platformList(value.platforms, l),
      ]),
    ),
    section(2, l, 'typeNames'),
    namesTable(entry.names, v),
    ...(entry.differences ? [section(2, l, 'differences'), paragraph(inline(entry.differences[locale]))] : []),
    ...usedByNodes(entry.id, v),
  ];
}

function callbackNodes(entry: SdkCallback, v: View): RootContent[] {
  const {locale, l} = v;
  const c = l.columns;
  return [
    labelledLine(l.belongsTo, entry.listener ? [refTo(entry.listener, inlineCode(shortName(entry.listener)))] : [text(l.perCall)]),
    section(2, l, 'firesWhen'),
    paragraph(inline(entry.fires[locale])),
    section(2, l, 'payload'),
    entry.payload
      ? table([c.type, c.description], [[[refTo(entry.payload.ref, inlineCode(entry.payload.type))], inline(entry.payload.description[locale])]])
      : paragraph([text(l.noPayload)]),
    section(2, l, 'namesPerPlatform'),
    namesTable(entry.names, v),
    ...usedByNodes(entry.id, v),
  ];
}

function listenerNodes(entry: SdkListener, v: View): RootContent[] {
  const {locale, l} = v;
  const c = l.columns;
  return [
    section(2, l, 'register'),
    platformTabs(v, (platform) => {
      const how = entry.register[platform];
      return how ? [labelledLine(l.callWith, [inlineCode(how.call)]), code(codeLanguage(platform), exampleAsShown(platform, how.example))] : undefined;
    }),
    section(2, l, 'callbacks'),
    table(
      [c.name, c.summary],
      entry.callbacks.map((ref) => {
        const callback = v.catalogue.findEntry(ref);
        return [[refTo(ref, inlineCode(shortName(ref)))], callback?.kind === 'callback' ? inline(callback.entry.summary[locale]) : []];
      }),
    ),
  ];
}

export function referenceNodes(found: CatalogueEntry, v: View): RootContent[] {
  switch (found.kind) {
    case 'method':
      return methodNodes(found.entry, v);
    case 'class':
      return classNodes(found.entry, v);
    case 'enum':
      return enumNodes(found.entry, v);
    case 'callback':
      return callbackNodes(found.entry, v);
    case 'listener':
      return listenerNodes(found.entry, v);
  }
}

/** One-line purpose of any entry. */
const summaryOf = (found: CatalogueEntry, locale: DocLocale): PhrasingContent[] => inline(found.entry.summary[locale]);

/** The table of an index page: the entries filed under its folder (any depth), in catalogue order. */
export function indexNodes(indexId: string, {locale, l, catalogue}: View): RootContent[] {
  const folder = indexId.replace(/\/?index$/, '');
  const c = l.columns;
  const entries = catalogue.allEntries().filter(({entry}) => entry.id.startsWith(`${folder}/`) && !entry.id.endsWith('/index'));
  if (entries.length === 0) throw new Error(`no catalogue entries under ${folder}/`);
  const methods = entries.every((e) => e.kind === 'method');
  const callbacks = entries.every((e) => e.kind === 'callback');
  return [
    table(
      methods ? [c.method, c.summary, c.platforms] : callbacks ? [c.name, c.summary, c.listener] : [c.name, c.summary],
      entries.map((found) => {
        const cells: PhrasingContent[][] = [[refTo(found.entry.id, inlineCode(shortName(found.entry.id)))], summaryOf(found, locale)];
        if (found.kind === 'method') {
          const offered = SDK_PLATFORMS.filter((p) => !isMissing(found.entry.platforms[p]));
          cells.push([text(offered.length === SDK_PLATFORMS.length ? l.allPlatforms : offered.map(platformLabel).join(', '))]);
        }
        if (found.kind === 'callback')
          cells.push(found.entry.listener ? [refTo(found.entry.listener, inlineCode(shortName(found.entry.listener)))] : [text(l.none)]);
        return cells;
      }),
    ),
  ];
}
