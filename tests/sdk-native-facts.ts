/**
 * Checks a catalogue entry's Android, iOS, Flutter, Unity and uni-app facts against the declarations extracted from
 * each SDK's source (src/data/sdk/facts/<platform>.json, scripts/extract-sdk-facts.mjs): the method exists where the
 * example calls it, its parameter names and count are the SDK's, and the SDK identifiers an example uses (manager
 * methods, listener methods, enum members, initialiser fields, uni-app IMMethods/IMEvents) are declared. Each problem
 * names the entry, the platform and the identifier.
 */
import type {SdkCallback, SdkClass, SdkEnum, SdkListener, SdkMethod, SdkPlatformId} from '../src/data/sdk/types';

export const NATIVE_PLATFORMS = ['android', 'ios', 'flutter', 'unity', 'uniapp'] as const satisfies readonly SdkPlatformId[];
export type NativePlatform = (typeof NATIVE_PLATFORMS)[number];

export interface FactMethod {
  name: string;
  params: string[];
  named?: string[];
}
export interface FactClass {
  file: string;
  kind: string;
  methods: FactMethod[];
  fields: Record<string, string>;
  /** ObjC superclass, when the SDK declares it. */
  extends?: string;
}
export interface Facts {
  repo: string;
  ref: string;
  commit: string;
  classes: Record<string, FactClass>;
  enums: Record<string, Record<string, number | string>>;
  blocks?: Record<string, string[]>;
}

/**
 * Identifiers an example uses that the extracted facts cannot decide, each with its reason. Keyed by platform, then
 * by identifier as the problem message spells it.
 */
export const ALLOWED: Partial<Record<NativePlatform, Record<string, string>>> = {
  android: {
    'method Open_im_sdk.hideAllConversations is not declared': 'Open_im_sdk is the gomobile binding of the core, shipped as an AAR, not in the Java source.',
    'method Open_im_sdk.setBatchMsgListener is not declared': 'Open_im_sdk is the gomobile binding of the core, shipped as an AAR, not in the Java source.',
    'method Open_im_sdk.setAppBadge is not declared': 'Open_im_sdk is the gomobile binding of the core, shipped as an AAR, not in the Java source.',
    'listener method onRecvNewMessages is not declared': "The core binding's OnBatchMsgListener (open_im_sdk_callback), not in the Java source.",
    'listener method onRecvOfflineNewMessages is not declared': "The core binding's OnBatchMsgListener (open_im_sdk_callback), not in the Java source.",
  },
  ios: {
    NSDictionary: 'A Foundation type, not declared by the SDK.',
    'method Open_im_sdkSetBatchMsgListener is not declared': 'Open_im_sdk* functions come from the core framework (OpenIMCore), not the ObjC headers.',
    'listener method onRecvNewMessages is not declared': "The core framework's Open_im_sdk_callbackOnBatchMsgListener, not the ObjC headers.",
    'listener method textViewDidBeginEditing is not declared': 'A UIKit UITextViewDelegate method the example implements, not an SDK one.',
  },
};

const allowed = (platform: NativePlatform, identifier: string) => Boolean(ALLOWED[platform]?.[identifier]);

/** The classes the SDK's public calls live on. */
function entryClasses(platform: NativePlatform, facts: Facts): string[] {
  const names = Object.keys(facts.classes);
  switch (platform) {
    case 'android':
      return names.filter((n) => /\/manager\//.test(facts.classes[n].file) || n === 'OpenIMClient');
    case 'ios':
      // The message factories are class methods of OIMMessageInfo.
      return ['OIMManager', 'OIMCallbacker', 'OIMMessageInfo'];
    case 'flutter':
      return names.filter((n) => /\/manager\//.test(facts.classes[n].file));
    case 'unity':
      return ['IMSDK'];
    case 'uniapp':
      return ['IMSDK'];
  }
}

const methodsNamed = (facts: Facts, classes: string[], name: string) => classes.flatMap((c) => facts.classes[c]?.methods.filter((m) => m.name === name) ?? []);
const sdkParams = (m: FactMethod) => [...m.params, ...(m.named ?? [])];

/** Text between the parenthesis at `open` and its match, and the top-level arguments in it. */
function callArguments(text: string, open: number): string[] {
  let depth = 0;
  let current = '';
  const args: string[] = [];
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (depth === 0) break;
    if (ch === ',' && depth === 1) {
      args.push(current);
      current = '';
    } else if (i > open) current += ch;
  }
  if (current.trim()) args.push(current);
  return args.map((a) => a.trim());
}

/** Code with string literals emptied and comments removed, so their words are not read as identifiers. */
function codeOnly(example: string): string {
  return example
    .replace(/@?"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, "''")
    .replace(/`(?:[^`\\]|\\.)*`/g, '``')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
}

/** `Enum.Member` uses, for the enum types the SDK declares. */
function enumProblems(code: string, facts: Facts, lower: boolean): string[] {
  const problems: string[] = [];
  for (const [, type, member] of code.matchAll(/\b([A-Z]\w*)\.(\w+)\b/g)) {
    const values = facts.enums[type];
    if (!values || (lower && /^[A-Z]/.test(member) && facts.classes[type]?.methods.some((m) => m.name === member))) continue;
    if (!(member in values) && !facts.classes[type]?.methods.some((m) => m.name === member)) problems.push(`enum member ${type}.${member} is not declared`);
  }
  return problems;
}

/** ObjC message sends to `receiver` as full selectors (`a:b:` from `[receiver a:x b:y]`). */
function objcSends(code: string, receiver: string): string[] {
  const selectors: string[] = [];
  let from = 0;
  for (;;) {
    const at = code.indexOf(`[${receiver} `, from);
    if (at < 0) return selectors;
    let depth = 0;
    let top = '';
    let i = at;
    for (; i < code.length; i++) {
      const ch = code[i];
      if ('[({'.includes(ch)) depth++;
      if ('])}'.includes(ch)) depth--;
      if (depth === 0) break;
      if (depth === 1 && i > at) top += ch;
    }
    const body = top.slice(receiver.length + 1);
    const labels = [...body.matchAll(/(\w+)\s*:/g)].map((m) => `${m[1]}:`);
    selectors.push(labels.length > 0 ? labels.join('') : (/^\s*(\w+)/.exec(body)?.[1] ?? ''));
    from = at + 1;
  }
}

/** A property of an ObjC class or of one of its superclasses. */
function hasProperty(facts: Facts, cls: string | undefined, prop: string): boolean {
  for (let c = cls; c && facts.classes[c]; c = facts.classes[c].extends) if (prop in facts.classes[c].fields) return true;
  return false;
}

const declaredOIM = (facts: Facts, id: string) =>
  id in facts.classes || id in facts.enums || Boolean(facts.blocks && id in facts.blocks) || Object.values(facts.enums).some((values) => id in values);

/** Problems with the SDK identifiers an example uses. */
export function exampleProblems(platform: NativePlatform, facts: Facts, example: string): string[] {
  const code = codeOnly(example);
  const problems: string[] = [];
  const has = (cls: string, method: string) => Boolean(facts.classes[cls]?.methods.some((m) => m.name === method));
  const listenerMethod = (name: string) =>
    Object.values(facts.classes).some(
      (c) => (c.kind === 'interface' || c.kind === 'protocol' || /Listener|Callback/.test(c.file)) && c.methods.some((m) => m.name === name),
    );
  switch (platform) {
    case 'android': {
      const client = facts.classes.OpenIMClient;
      for (const m of code.matchAll(/OpenIMClient\.getInstance\(\)\.(\w+)(?:\.(\w+))?\s*\(?/g)) {
        const [, first, second] = m;
        if (second) {
          const type = client.fields[first];
          if (!type) problems.push(`OpenIMClient has no field ${first}`);
          else if (!has(type, second)) problems.push(`${type}.${second} is not declared`);
        } else if (!has('OpenIMClient', first) && !(first in client.fields)) problems.push(`OpenIMClient.${first} is not declared`);
      }
      for (const [, name] of code.matchAll(/@Override\s+public\s+[\w<>[\], ]+?\s+(\w+)\s*\(/g))
        if (!listenerMethod(name)) problems.push(`listener method ${name} is not declared`);
      problems.push(...enumProblems(code, facts, false));
      break;
    }
    case 'ios': {
      for (const [receiver, cls] of [
        ['OIMManager.manager', 'OIMManager'],
        ['OIMManager.callbacker', 'OIMCallbacker'],
        ['OIMMessageInfo', 'OIMMessageInfo'],
      ])
        for (const sel of objcSends(code, receiver)) if (!has(cls, sel)) problems.push(`${cls} ${sel} is not declared`);
      for (const [, id] of code.matchAll(/\b(OIM[A-Z]\w*)/g)) if (!declaredOIM(facts, id)) problems.push(`${id} is not declared`);
      for (const [, cls, variable] of code.matchAll(/\b(OIM\w+)\s*\*\s*(\w+)\s*=/g))
        for (const [, prop] of code.matchAll(new RegExp(`\\b${variable}\\.(\\w+)\\s*=`, 'g')))
          if (!hasProperty(facts, cls, prop)) problems.push(`${cls} has no property ${prop}`);
      for (const [, sel] of code.matchAll(/^-\s*\(\w+\)\s*(\w+)/gm))
        if (!listenerMethod(sel) && !Object.values(facts.classes).some((c) => c.methods.some((m) => m.name.startsWith(`${sel}:`))))
          problems.push(`listener method ${sel} is not declared`);
      break;
    }
    case 'flutter': {
      const im = facts.classes.IMManager;
      for (const m of code.matchAll(/OpenIM\.iMManager\.(\w+)(?:\.(\w+))?\s*(\()?/g)) {
        const [, first, second] = m;
        const open = m.index + m[0].length - 1;
        let method: FactMethod[] = [];
        if (second) {
          const type = im.fields[first];
          if (!type) problems.push(`IMManager has no field ${first}`);
          else if (!has(type, second)) problems.push(`${type}.${second} is not declared`);
          else method = facts.classes[type].methods.filter((x) => x.name === second);
        } else if (!has('IMManager', first) && !(first in im.fields)) problems.push(`IMManager.${first} is not declared`);
        else method = im.methods.filter((x) => x.name === first);
        if (m[3] && method.length > 0) {
          for (const arg of callArguments(code, open)) {
            const named = /^(\w+)\s*:/.exec(arg)?.[1];
            if (named && !method.some((x) => x.named?.includes(named))) problems.push(`${second ?? first} has no named parameter ${named}`);
          }
        }
      }
      for (const m of code.matchAll(/\b(On\w+Listener)\s*\(/g)) {
        const listener = facts.classes[m[1]];
        if (!listener) {
          problems.push(`${m[1]} is not declared`);
          continue;
        }
        for (const arg of callArguments(code, m.index + m[0].length - 1)) {
          const named = /^(\w+)\s*:/.exec(arg)?.[1];
          if (named && !listener.methods.some((x) => x.name === named)) problems.push(`${m[1]} has no ${named}`);
        }
      }
      problems.push(...enumProblems(code, facts, true));
      break;
    }
    case 'unity': {
      for (const m of code.matchAll(/\bIMSDK\.(\w+)\s*\(/g)) {
        const overloads = facts.classes.IMSDK.methods.filter((x) => x.name === m[1]);
        if (overloads.length === 0) problems.push(`IMSDK.${m[1]} is not declared`);
        else {
          const count = callArguments(code, m.index + m[0].length - 1).length;
          if (!overloads.some((x) => x.params.length === count))
            problems.push(`IMSDK.${m[1]} takes ${overloads.map((x) => x.params.length).join(' or ')} arguments, not ${count}`);
        }
      }
      for (const m of code.matchAll(/\bnew\s+(\w+)\s*\{/g)) {
        const cls = facts.classes[m[1]];
        if (!cls) continue;
        for (const arg of callArguments(code, m.index + m[0].length - 1)) {
          const field = /^(\w+)\s*=/.exec(arg)?.[1];
          if (field && !(field in cls.fields)) problems.push(`${m[1]} has no field ${field}`);
        }
      }
      for (const m of code.matchAll(/class\s+\w+\s*:\s*(I\w+)\s*\{/g)) {
        const iface = facts.classes[m[1]];
        if (!iface) {
          problems.push(`${m[1]} is not declared`);
          continue;
        }
        const body = code.slice(m.index);
        for (const [, name] of body.matchAll(/public\s+[\w<>[\]]+\s+(\w+)\s*\(/g))
          if (!iface.methods.some((x) => x.name === name)) problems.push(`${m[1]} has no ${name}`);
      }
      problems.push(...enumProblems(code, facts, false));
      break;
    }
    case 'uniapp': {
      const methods = facts.enums.IMMethods;
      const events = facts.enums.IMEvents;
      for (const [, name] of code.matchAll(/\bIMMethods\.(\w+)/g)) if (!(name in methods)) problems.push(`IMMethods.${name} is not declared`);
      for (const [, name] of code.matchAll(/\bIMEvents\.(\w+)/g)) if (!(name in events)) problems.push(`IMEvents.${name} is not declared`);
      for (const [, name] of code.matchAll(/\bIMSDK\.(\w+)\s*\(/g)) if (!has('IMSDK', name)) problems.push(`IMSDK.${name} is not exported`);
      for (const [, type, member] of code.matchAll(/\b([A-Z]\w*)\.(\w+)\b/g))
        if (type !== 'IMMethods' && type !== 'IMEvents' && facts.enums[type] && !(member in facts.enums[type]))
          problems.push(`enum member ${type}.${member} is not declared`);
      break;
    }
  }
  return problems.filter((p) => !allowed(platform, p));
}

/** The native plugin method an IMMethods key calls, on Android (OpenIMSDK.java) and iOS (OpenIMModule.m). */
function uniappTargets(facts: Facts, key: string): {android: FactMethod[]; ios: FactMethod[]; value?: string} {
  const value = facts.enums.IMMethods?.[key];
  if (typeof value !== 'string') return {android: [], ios: []};
  return {
    value,
    android: facts.classes.OpenIMSDK?.methods.filter((m) => m.name === value) ?? [],
    ios: facts.classes.OpenIMModule?.methods.filter((m) => m.name === value || m.name.startsWith(`${value}:`)) ?? [],
  };
}

/**
 * The JavaScript layer passes arguments to the plugin by position, so only their count must match the Android
 * plugin's method (its trailing `callback` is added by asyncApi); the names are the catalogue's own.
 */
function uniappArity(android: FactMethod[], names: string[]): string[] {
  const counts = android.map((m) => m.params.filter((p) => p !== 'callback').length);
  return counts.length > 0 && !counts.includes(names.length)
    ? [`takes ${names.length} parameters, the plugin's ${android[0].name} ${counts.join(' or ')}`]
    : [];
}

/** Problems with one method's entry on one platform: name, parameters, example. */
export function methodProblems(method: SdkMethod, platform: NativePlatform, facts: Facts): string[] {
  const entry = method.platforms[platform];
  if (!entry || 'missing' in entry) return [];
  const say = (text: string) => `${method.id} ${platform}: ${text}`;
  const problems: string[] = [];
  const names = entry.params.map((p) => p.name);
  if (platform === 'uniapp') {
    const key = /^IMMethods\.(\w+)$/.exec(entry.name)?.[1];
    if (key) {
      const {value, android, ios} = uniappTargets(facts, key);
      if (!value) problems.push(say(`IMMethods.${key} is not declared in ${facts.ref === '' ? 'the polyfill' : 'openim-uniapp-polyfill'}`));
      else {
        if (android.length === 0 && ios.length === 0) problems.push(say(`plugin method ${value} (IMMethods.${key}) is not declared`));
        problems.push(...uniappArity(android, names).map(say));
      }
    } else if (!facts.classes.IMSDK.methods.some((m) => m.name === entry.name)) {
      // A plugin method asyncApi calls by its string name, without an IMMethods key.
      const android = facts.classes.OpenIMSDK.methods.filter((m) => m.name === entry.name);
      if (android.length === 0) problems.push(say(`${entry.name} is neither an IMSDK export nor a plugin method`));
      problems.push(...uniappArity(android, names).map(say));
    }
  } else {
    const candidates = methodsNamed(facts, entryClasses(platform, facts), entry.name);
    if (candidates.length === 0) {
      if (!allowed(platform, `method ${entry.name} is not declared`)) problems.push(say(`method ${entry.name} is not declared`));
    } else if (!candidates.some((m) => sdkParams(m).join(',') === names.join(',')) && !allowed(platform, `${method.id} params`))
      problems.push(say(`params (${names.join(', ')}) differ from the SDK's ${candidates.map((m) => `(${sdkParams(m).join(', ')})`).join(' or ')}`));
  }
  problems.push(...exampleProblems(platform, facts, entry.example).map(say));
  return problems;
}

export function listenerProblems(listener: SdkListener, platform: NativePlatform, facts: Facts): string[] {
  const register = listener.register[platform];
  if (!register) return [];
  return exampleProblems(platform, facts, register.example).map((p) => `${listener.id} ${platform}: ${p}`);
}

/** A callback's per-platform name: `Type.method(...)`, `OIMProtocol selector:`, or a uni-app event name. */
export function callbackProblems(callback: SdkCallback, platform: NativePlatform, facts: Facts): string[] {
  const name = callback.names[platform];
  if (!name) return [];
  const say = (text: string) => `${callback.id} ${platform}: ${text}`;
  const problems: string[] = [];
  if (platform === 'uniapp') {
    const events = Object.values(facts.enums.IMEvents ?? {});
    const word = /^(\w+)/.exec(name)?.[1];
    if (word && /^on[A-Z]/.test(word) && !events.includes(word)) problems.push(say(`event ${word} is not in IMEvents`));
    return problems;
  }
  const pattern = platform === 'ios' ? /\b(OIM\w+)\s+([\w:]+)/g : /\b([A-Z]\w*)(?:<\w+>)?\.(\w+)/g;
  for (const [, type, member] of name.matchAll(pattern)) {
    if (facts.blocks && type in facts.blocks) continue;
    const cls = facts.classes[type];
    if (!cls) problems.push(say(`${type} is not declared`));
    else if (!cls.methods.some((m) => m.name === member) && !(member in cls.fields)) problems.push(say(`${type}.${member} is not declared`));
  }
  return problems.filter((p) => !allowed(platform, p.slice(p.indexOf(': ') + 2)));
}

export function classProblems(cls: SdkClass, platform: NativePlatform, facts: Facts): string[] {
  const name = cls.names[platform];
  if (!name || platform === 'uniapp') return [];
  // Only a type name is checked; some entries describe the platform's form in words or as a parameter list.
  const type = /^([A-Z]\w*)(?:<[^>]*>)?(?: \*)?$/.exec(name)?.[1];
  if (!type) return [];
  const declared = type in facts.classes || Boolean(facts.blocks && type in facts.blocks);
  return declared || allowed(platform, type) ? [] : [`${cls.id} ${platform}: class ${type} is not declared`];
}

/** The enum type exists and every value the catalogue gives this platform is one of its values. */
export function catalogueEnumProblems(entry: SdkEnum, platform: NativePlatform, facts: Facts): string[] {
  const name = entry.names[platform];
  if (!name) return [];
  const type = /^(?:IMSDK\.)?(\w+)/.exec(name)?.[1] ?? name;
  const values = facts.enums[type];
  if (!values) return allowed(platform, type) ? [] : [`${entry.id} ${platform}: enum ${type} is not declared`];
  const declared = new Set(Object.values(values));
  return entry.values
    .filter((v) => !v.platforms || v.platforms.includes(platform))
    .filter((v) => !declared.has(v.value) && !allowed(platform, `${type}=${v.value}`))
    .map((v) => `${entry.id} ${platform}: ${v.name} = ${v.value} is not a value of ${type}`);
}
