#!/usr/bin/env node
// Maintenance tool, not part of the build or the tests: reads the native client SDKs (Android, iOS, Flutter, Unity,
// uni-app) and the React Native SDK, whose package is not on the npm registry, at the commits recorded in src/data/sdk/sources.ts from local git mirrors and writes
// src/data/sdk/facts/<platform>.json, the declarations tests/content/sdk-native-facts.test.ts checks the catalogue
// against.
//   node scripts/extract-sdk-facts.mjs [mirrorRoot]     (default /work/.mirror, as `fetch` lays it out)
//
// What it parses, with regular expressions over declarations (comments and string contents blanked first):
//   Java, C#   classes, interfaces, enums (and Java @interface); their public methods (every method of an interface)
//              with parameter names; public fields with their types; enum constants and `static final int` constants
//              of the files under an `enums/` folder (Android) or of C# enums, with their values.
//   Dart       classes; their methods with positional and named parameter names; `Function(...)? name` fields of
//              listener classes (as methods); `static const` members of the classes under lib/src/enum/.
//   ObjC       @interface and @protocol blocks of headers: methods as full selectors with parameter names,
//              properties; NS_ENUM types with their members; block typedefs. In the uni-app plugin's .m file, the
//              selectors it exports with UNI_EXPORT_METHOD(_SYNC).
//   TS         the uni-app polyfill package's enums (IMMethods, IMEvents and the value enums) and its default export;
//              the React Native SDK's classes (methods with parameter names, `?` and defaults dropped), `export enum`
//              blocks and `export const X = {A: 'a', ...}` objects (its OpenIMEvent names) as enums.
// What it does not parse: method bodies, overloads' types (only names and parameter names are kept), generics beyond
// skipping them, inheritance (a class's inherited members are not listed under it), macros other than NS_ENUM and
// the uni-app export macros, and anything declared outside the files listed in sources.ts.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MIRRORS = process.argv[2] ?? '/work/.mirror';
const PLATFORMS = ['android', 'ios', 'flutter', 'unity', 'uniapp', 'react-native'];
/** The uni-app JavaScript layer apps import; its IMMethods names the native plugin methods. */
const POLYFILL = {name: 'openim-uniapp-polyfill', version: '1.4.3', files: ['src/types/enum.ts', 'src/index.ts']};

/** platform -> {repo, ref, commit, files} as sources.ts records them. */
function readSources() {
  const text = fs.readFileSync(path.join(ROOT, 'src/data/sdk/sources.ts'), 'utf8');
  const sources = {};
  for (const [block] of text.matchAll(/\{\s*platform:[\s\S]*?files:\s*\[[\s\S]*?\],?\s*\}/g)) {
    const field = (name) => new RegExp(`${name}:\\s*'([^']*)'`).exec(block)?.[1];
    const files = [.../files:\s*\[([\s\S]*?)\]/.exec(block)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
    sources[field('platform')] = {repo: field('repo'), ref: field('ref'), commit: field('commit'), files};
  }
  return sources;
}

const git = (repo, ...args) =>
  execFileSync('git', ['-C', path.join(MIRRORS, repo.replace('/', '+'), 'repo'), ...args], {encoding: 'utf8', maxBuffer: 64 << 20});

/** A sources.ts pattern (`*` within a folder, `**` across folders) as a RegExp over repository paths. */
function globRegExp(glob) {
  const body = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** Comments removed and string/char literal contents blanked, so braces and parentheses inside them do not count. */
function stripCode(text) {
  let out = '';
  for (let i = 0; i < text.length;) {
    const two = text.slice(i, i + 2);
    if (two === '//') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (text[i] === '"' || text[i] === "'") {
      const quote = text[i];
      out += quote;
      i++;
      while (i < text.length && text[i] !== quote && text[i] !== '\n') {
        if (text[i] === '\\') i++;
        i++;
      }
      out += quote;
      i++;
    } else {
      out += text[i++];
    }
  }
  return out;
}

/** Index of the brace that closes the one at `open`. */
function closingBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The declarations directly inside a body: nested blocks dropped, split where a block opens or closes and at `;`.
 * Braces inside parentheses (Dart's named parameters, a `_buildParam({...})` argument) stay part of the declaration.
 */
function memberHeaders(body) {
  const headers = [];
  let current = '';
  let depth = 0;
  let parens = 0;
  const cut = () => {
    headers.push(current.replace(/\s+/g, ' ').trim());
    current = '';
  };
  for (const ch of body) {
    if (depth === 0 && (ch === '(' || ch === ')')) parens += ch === '(' ? 1 : -1;
    if (depth === 0 && parens > 0) current += ch;
    else if (ch === '{') {
      if (depth++ === 0) cut();
    } else if (ch === '}') {
      if (--depth === 0) cut();
    } else if (depth === 0) {
      if (ch === ';') cut();
      else current += ch;
    }
  }
  cut();
  return headers.filter(Boolean);
}

/** Splits at commas outside <>, (), [] and {}. */
function splitTop(list) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if ('<([{'.includes(ch)) depth++;
    if ('>)]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The name of a Java/C#/Dart parameter: the last identifier before any default value. */
function paramName(param) {
  const decl = param
    .replace(/@\w+(\([^)]*\))?/g, '')
    .replace(/\[\w+(\([^)]*\))?\]/g, '')
    .split('=')[0]
    .trim();
  return /(\w+)\s*$/.exec(decl)?.[1] ?? decl;
}

/** Type declarations of a Java or C# file, nested ones included. */
function typeDeclarations(code) {
  return [...code.matchAll(/(@?)\b(class|interface|enum|struct)\s+(\w+)[^{;()]*\{/g)].map((m) => {
    const open = m.index + m[0].length - 1;
    return {kind: m[1] ? 'annotation' : m[2], name: m[3], body: code.slice(open + 1, closingBrace(code, open))};
  });
}

const METHOD =
  /^((?:(?:public|protected|private|internal|static|final|abstract|default|synchronized|native|override|virtual|async|unsafe|extern|new)\s+)*)(?:<[^>]*>\s*)?([\w.$<>[\]?, ]+?)\s+(\w+)(?:<[^>]*>)?\s*\(([\s\S]*)\)\s*(?:throws [\w., ]+)?(?:where [\s\S]*)?$/;

/** A Java or C# class-like type: public methods and fields, enum constants. */
function parseJavaLikeType({kind, body}, {constantsAsEnum}) {
  const methods = [];
  const fields = {};
  const constants = {};
  const headers = memberHeaders(body);
  if (kind === 'enum') {
    // Java: NAME(1), NAME2(2); C#: Name = 1, Name2  (implicit values count on from the previous one)
    let next = 0;
    const list = body.includes(';') && !/\bpublic\b/.test(body.split(';')[0]) ? body.split(';')[0] : body;
    for (const item of splitTop(list.replace(/\[[^\]]*\]/g, ''))) {
      const m = /^(\w+)\s*(?:\(\s*(-?\d+)\s*\)|=\s*(-?(?:0x)?[\da-fA-F]+))?/.exec(item);
      if (!m) continue;
      const value = m[2] ?? m[3];
      const number = value === undefined ? next : Number(value);
      constants[m[1]] = number;
      next = number + 1;
    }
    return {kind, methods, fields, constants};
  }
  for (const header of headers) {
    const clean = header.replace(/^(\s*(@\w+(\([^)]*\))?|\[[^\]]*\])\s*)+/, '');
    const constant =
      /(?:static final|const)\s+\w+\s+(\w+)\s*=\s*(-?\d+)$/.exec(clean) ?? (kind === 'annotation' ? /^\w+\s+(\w+)\s*=\s*(-?\d+)$/.exec(clean) : null);
    if (constant && (constantsAsEnum || kind === 'annotation')) {
      constants[constant[1]] = Number(constant[2]);
      continue;
    }
    const method = METHOD.exec(clean);
    if (method && !/\b(new|return|delegate)\b/.test(method[2])) {
      const isPublic = kind === 'interface' || /\bpublic\b/.test(method[1]);
      if (isPublic) methods.push({name: method[3], params: splitTop(method[4]).map(paramName), static: /\bstatic\b/.test(method[1]) || undefined});
      continue;
    }
    const field = /^public\s+(?:(?:static|final|readonly)\s+)*([\w.<>[\]?, ]+?)\s+(\w+)(\s*=.*)?$/.exec(clean);
    if (field) fields[field[2]] = field[1];
  }
  return {kind, methods, fields, constants};
}

/** Adds a parsed type to the facts, merging C# partial classes. */
function addType(facts, name, file, parsed, asEnum) {
  if (asEnum || Object.keys(parsed.constants).length > 0) facts.enums[name] = {...facts.enums[name], ...parsed.constants};
  if (parsed.kind === 'enum' || parsed.kind === 'annotation') return;
  const existing = facts.classes[name];
  if (existing) {
    existing.methods.push(...parsed.methods);
    Object.assign(existing.fields, parsed.fields);
    return;
  }
  facts.classes[name] = {file, kind: parsed.kind, methods: parsed.methods, fields: parsed.fields};
}

function parseJavaOrCSharp(facts, file, text) {
  text = text.replace(/^\s*#.*$/gm, ''); // C# #region/#if lines
  const constantsAsEnum = /(^|\/)enums\//i.test(file);
  for (const decl of typeDeclarations(stripCode(text))) addType(facts, decl.name, file, parseJavaLikeType(decl, {constantsAsEnum}), constantsAsEnum);
  // C# delegates: a callback type, recorded as a class with one method named Invoke.
  for (const m of stripCode(text).matchAll(/\bdelegate\s+[\w<>[\]]+\s+(\w+)(?:<[^>]*>)?\s*\(([^)]*)\)/g))
    facts.classes[m[1]] = {file, kind: 'delegate', methods: [{name: 'Invoke', params: splitTop(m[2]).map(paramName)}], fields: {}};
}

/** Dart parameters: positional names, then `{...}` named ones, then `[...]` optional positional ones. */
function dartParams(list) {
  const named = /\{([\s\S]*)\}/.exec(list);
  const outside = list.replace(/\{[\s\S]*\}/, '');
  const optional = /\[([\s\S]*)\]/.exec(outside);
  const positional = outside.replace(/\[[\s\S]*\]/, '');
  const names = (part) => splitTop(part).map((p) => paramName(p.replace(/\brequired\s+/, '')));
  return {params: [...names(positional), ...(optional ? names(optional[1]) : [])], named: named ? names(named[1]) : []};
}

function parseDart(facts, file, text) {
  const code = stripCode(text);
  const isEnum = file.includes('/enum/');
  for (const m of code.matchAll(/\b(class|enum)\s+(\w+)[^{;]*\{/g)) {
    const open = m.index + m[0].length - 1;
    const body = code.slice(open + 1, closingBrace(code, open));
    const methods = [];
    const fields = {};
    const constants = {};
    for (const header of memberHeaders(body)) {
      const clean = header.replace(/^(@\w+(\([^)]*\))?\s*)+/, '').split(' => ')[0];
      const constant = /^static const (?:\w+ )?(\w+)\s*=\s*(-?\d+)/.exec(clean);
      if (constant) {
        constants[constant[1]] = Number(constant[2]);
        continue;
      }
      const callbackField = /^(?:final\s+)?(?:[\w<>?]+\s+)?Function\s*\(([^)]*)\)\??\s+(\w+)$/.exec(clean);
      if (callbackField) {
        methods.push({name: callbackField[2], params: splitTop(callbackField[1]).map(paramName), field: true});
        continue;
      }
      const method = /^(?:(?:static|external|factory)\s+)*(?:([\w<>?, [\]]+?)\s+)?(\w+)\s*\(([\s\S]*)\)\s*(?:async\s*)?(?:=>[\s\S]*)?$/.exec(clean);
      if (method && !method[2].startsWith('_') && !['if', 'for', 'while', 'switch', 'return'].includes(method[2]) && method[2] !== m[2]) {
        methods.push({name: method[2], ...dartParams(method[3])});
        continue;
      }
      const field = /^(?:(?:late|final|static|const)\s+)*([\w<>?, [\]]+?)\s+(\w+)(\s*=.*)?$/.exec(clean);
      if (field && !field[2].startsWith('_')) fields[field[2]] = field[1];
    }
    // Dart enhanced enums: `history(0), search(1);` before the first member.
    if (m[1] === 'enum') for (const [, name, value] of (body.split(';')[0] ?? '').matchAll(/(\w+)\s*\(\s*(-?\d+)\s*\)/g)) constants[name] = Number(value);
    if (isEnum || Object.keys(constants).length > 0) facts.enums[m[2]] = constants;
    facts.classes[m[2]] = {file, kind: m[1], methods, fields};
  }
}

/** An ObjC method declaration `- (ret)part:(type)name part2:(type)name2` as selector and parameter names. */
function objcSelector(decl) {
  const rest = decl.replace(/^[-+]\s*\([^)]*\)\s*/, '').replace(/\b(NS_SWIFT_NAME|NS_DEPRECATED|API_\w+|__attribute__)\s*\([^)]*\)/g, '');
  const parts = [...rest.matchAll(/(\w+)\s*:\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*(\w+)/g)];
  if (parts.length === 0) return {name: /^(\w+)/.exec(rest)?.[1] ?? rest.trim(), params: []};
  return {name: parts.map((p) => `${p[1]}:`).join(''), params: parts.map((p) => p[3])};
}

function parseObjcHeader(facts, file, text) {
  const code = stripCode(text);
  for (const m of code.matchAll(/@(interface|protocol)\s+(\w+)\s*(?:\(\s*(\w*)\s*\))?(?:\s*:\s*(\w+))?([\s\S]*?)@end/g)) {
    const [, kind, name, category, superclass, body] = m;
    if (kind === 'protocol' && /^\s*;/.test(body)) continue;
    const entry = (facts.classes[name] ??= {file, kind: kind === 'protocol' ? 'protocol' : 'class', methods: [], fields: {}});
    if (superclass && kind === 'interface') entry.extends = superclass;
    if (category !== undefined) entry.categories = [...(entry.categories ?? []), category || '(extension)'];
    for (const decl of body.match(/^\s*[-+]\s*\([\s\S]*?;/gm) ?? []) {
      const sel = objcSelector(decl.trim().replace(/\s+/g, ' '));
      entry.methods.push({...sel, static: decl.trim().startsWith('+') || undefined});
    }
    for (const p of body.matchAll(/@property\s*(\([^)]*\))?\s*([\w<> *,]+?)\s*\*?\s*(\w+)\s*;/g)) entry.fields[p[3]] = p[2].trim();
  }
  for (const m of code.matchAll(/typedef\s+NS_(?:ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*\{([\s\S]*?)\}/g)) {
    let next = 0;
    const values = {};
    for (const item of splitTop(m[2])) {
      const v = /^(\w+)\s*(?:=\s*(-?\w+))?/.exec(item.trim());
      if (!v) continue;
      const number = v[2] === undefined ? next : Number(v[2]) || (values[v[2]] ?? Number(v[2]));
      values[v[1]] = number;
      next = number + 1;
    }
    facts.enums[m[1]] = values;
  }
  for (const m of code.matchAll(/typedef\s+[\w *]+\(\s*\^\s*(\w+)\s*\)\s*\(([^)]*)\)/g))
    facts.blocks[m[1]] = splitTop(m[2]).map((p) => /(\w+)\s*$/.exec(p)?.[1] ?? p);
}

/** The selectors a uni-app iOS module exports to JavaScript, with parameter names from their definitions. */
function parseUniModule(facts, file, text) {
  const code = stripCode(text);
  const definitions = new Map();
  for (const decl of code.match(/^[-+]\s*\([^)]*\)[^{;]*/gm) ?? []) {
    const sel = objcSelector(decl.replace(/\s+/g, ' ').trim());
    definitions.set(sel.name, sel.params);
  }
  const beforeExports = code.slice(0, code.search(/UNI_EXPORT_METHOD/));
  const name = [...beforeExports.matchAll(/@implementation\s+(\w+)/g)].pop()?.[1] ?? path.basename(file, '.m');
  const methods = [...text.matchAll(/UNI_EXPORT_METHOD(_SYNC)?\s*\(\s*@selector\(\s*([\w:]+)\s*\)\s*\)/g)].map((m) => ({
    name: m[2],
    params: definitions.get(m[2]) ?? m[2].split(':').slice(0, -1),
    sync: Boolean(m[1]) || undefined,
  }));
  facts.classes[name] = {file, kind: 'class', methods, fields: {}};
}

/** TypeScript `export enum X { A = 1, B = "b" }` blocks and the keys of `export default {...}`. */
function parseTsEnums(facts, text) {
  for (const m of text.matchAll(/export\s+(?:const\s+)?enum\s+(\w+)\s*\{([\s\S]*?)\}/g)) {
    let next = 0;
    const values = {};
    for (const item of splitTop(m[2].replace(/\/\/.*$/gm, '').replace(/\n/g, ','))) {
      const v = /^(\w+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|(-?\d+)))?/.exec(item);
      if (!v) continue;
      const value = v[2] ?? v[3] ?? (v[4] === undefined ? next : Number(v[4]));
      values[v[1]] = value;
      if (typeof value === 'number') next = value + 1;
    }
    facts.enums[m[1]] = values;
  }
}

/** The name of a TypeScript parameter: `name?: Type = default` → `name`. */
const tsParamName = (param) => /^(?:\.\.\.)?(\w+)/.exec(param.trim())?.[1] ?? param.trim();

/** TypeScript classes with their methods, enums and `export const X = {...}` objects (React Native SDK). */
function parseTs(facts, file, text) {
  parseTsEnums(facts, text);
  for (const m of text.matchAll(/export\s+const\s+(\w+)\s*=\s*\{([\s\S]*?)\}/g)) {
    const values = {};
    for (const item of splitTop(m[2].replace(/\/\/.*$/gm, ''))) {
      const v = /^(\w+)\s*:\s*(?:'([^']*)'|"([^"]*)"|(-?\d+))/.exec(item);
      if (v) values[v[1]] = v[2] ?? v[3] ?? Number(v[4]);
    }
    if (Object.keys(values).length > 0) facts.enums[m[1]] = values;
  }
  const code = stripCode(text);
  for (const m of code.matchAll(/\bclass\s+(\w+)(?:<[^>]*>)?(?:\s+extends\s+(\w+)(?:<[^>]*>)?)?(?:\s+implements\s+[\w<>, ]+)?\s*\{/g)) {
    const open = m.index + m[0].length - 1;
    const body = code.slice(open + 1, closingBrace(code, open));
    const methods = [];
    // Members at the class's own indentation: `  name(params) {`, `  async name<T>(params): T {`.
    for (const h of body.matchAll(/^ {2}(?:(?:public|private|protected|static|async)\s+)*(\w+)\s*(?:<[^>]*>)?\s*\(/gm)) {
      if (['if', 'for', 'while', 'switch', 'catch', 'constructor'].includes(h[1])) continue;
      const start = h.index + h[0].length;
      let depth = 1;
      let end = start;
      while (end < body.length && depth > 0) {
        if (body[end] === '(') depth++;
        else if (body[end] === ')') depth--;
        end++;
      }
      methods.push({name: h[1], params: splitTop(body.slice(start, end - 1)).map(tsParamName)});
    }
    facts.classes[m[1]] = {file, kind: 'class', ...(m[2] ? {extends: m[2]} : {}), methods, fields: {}};
  }
}

/** The uni-app polyfill's source, unpacked from the registry into a temporary folder (npm pack). */
function polyfillFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uniapp-polyfill-'));
  const spec = `${POLYFILL.name}@${POLYFILL.version}`;
  const tgz = execFileSync('npm', ['pack', spec, '--silent'], {cwd: dir, encoding: 'utf8'}).trim().split('\n').pop();
  execFileSync('tar', ['xzf', tgz], {cwd: dir});
  return POLYFILL.files.map((file) => ({file, text: fs.readFileSync(path.join(dir, 'package', file), 'utf8')}));
}

const PARSERS = {
  '.java': parseJavaOrCSharp,
  '.cs': parseJavaOrCSharp,
  '.dart': parseDart,
  '.h': parseObjcHeader,
  '.m': parseUniModule,
  '.ts': parseTs,
};

/** Files a platform's facts are read from: sources.ts's list, plus the ones named here with the reason. */
const EXTRA_FILES = {
  // The enums (OIMConversationType, ...) and the shared block typedefs are declared in this header.
  ios: ['OpenIMSDK/Utils/OIMDefine.h'],
  // Enums.cs's neighbours: the platform IDs that IMConfig.PlatformID takes.
  unity: ['Runtime/Enums/*.cs'],
  // OpenIMSDK extends Emitter, whose on/off are how examples subscribe.
  'react-native': ['src/emitter.ts'],
};

function extract(platform, source) {
  const commit = git(source.repo, 'rev-parse', `${source.commit}^{commit}`).trim();
  const tree = git(source.repo, 'ls-tree', '-r', '--name-only', commit).split('\n').filter(Boolean);
  const patterns = [...source.files, ...(EXTRA_FILES[platform] ?? [])].map(globRegExp);
  const files = tree.filter((file) => patterns.some((re) => re.test(file)) && PARSERS[path.extname(file)]);
  const facts = {
    _comment: 'Generated by scripts/extract-sdk-facts.mjs from the SDK source at this commit; do not edit by hand.',
    repo: source.repo,
    ref: source.ref,
    commit,
    files,
    classes: {},
    enums: {},
    blocks: {},
  };
  for (const file of files) PARSERS[path.extname(file)](facts, file, git(source.repo, 'show', `${commit}:${file}`));
  if (platform === 'uniapp') {
    facts.polyfill = {package: POLYFILL.name, version: POLYFILL.version, files: POLYFILL.files};
    for (const {text} of polyfillFiles()) parseTsEnums(facts, text);
    const index = polyfillFiles().find((f) => f.file === 'src/index.ts').text;
    const exported = /export default \{([\s\S]*?)\}/.exec(index)[1];
    facts.classes.IMSDK = {
      file: `${POLYFILL.name}/src/index.ts`,
      kind: 'object',
      methods: splitTop(exported).map((key) => ({name: key.split(':')[0].trim(), params: []})),
      fields: {},
    };
  }
  if (Object.keys(facts.blocks).length === 0) delete facts.blocks;
  return facts;
}

const sources = readSources();
for (const platform of PLATFORMS) {
  const facts = extract(platform, sources[platform]);
  const out = path.join(ROOT, 'src/data/sdk/facts', `${platform}.json`);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify(facts, null, 1)}\n`);
  const methods = Object.values(facts.classes).reduce((n, c) => n + c.methods.length, 0);
  console.log(
    `${path.relative(ROOT, out)}: ${facts.files.length} files, ${Object.keys(facts.classes).length} types, ${methods} methods, ${Object.keys(facts.enums).length} enums`,
  );
}
