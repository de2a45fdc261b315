/**
 * Every Go snippet a reader can copy compiles: each ```go block of the docs (both locales; REST API, guides and SDK
 * pages) and the Go request sample of every REST call (generated from openapi/openim-server.yaml) must be a complete Go file, and all of them are built, vetted and
 * gofmt-checked with Debian's Go in a temporary module (tests/go.ts: no download, nothing written to the tree).
 * A failure names the page and the line of the snippet.
 *
 * The blog is left out: its Go blocks are labelled sketches of OpenIM's internals ("示意（非源码）"), not programs.
 * A snippet may import only the standard library or a module Debian packages (DEBIAN_MODULES), since Go may not
 * download anything here; scripts/ensure-system-packages.mjs installs those packages with Go.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {goMissing, gofmtList, runGo} from '../go';
import {ROOT, allDocFiles} from '../helpers';
import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {requestSamples, sampleRequest} from '../../plugins/openapi/samples';

/** Third-party modules the snippets may import: module path → the Debian package and the source it installs. */
const DEBIAN_MODULES: Record<string, {deb: string; dir: string}> = {
  'github.com/gorilla/websocket': {deb: 'golang-github-gorilla-websocket-dev', dir: '/usr/share/gocode/src/github.com/gorilla/websocket'},
};

interface Snippet {
  /** Package directory in the temporary module. */
  dir: string;
  /** `<file>:<line of the opening fence>`, relative to the repository. */
  where: string;
  file: string;
  /** Line of the file just before the snippet's first line. */
  offset: number;
  code: string;
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})[ \t]*(?:go|golang)(?=[ \t]|$)/i;

/** The ```go blocks of a Markdown file, with the indentation of their fence removed. */
function fencedGo(file: string): Omit<Snippet, 'dir'>[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const found: Omit<Snippet, 'dir'>[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence] = open;
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    const code = lines
      .slice(i + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    const relative = path.relative(ROOT, file);
    found.push({where: `${relative}:${i + 1}`, file: relative, offset: i + 1, code: `${code}\n`});
    i = end;
  }
  return found;
}

/** The Go request sample of every REST call, as its page shows it (plugins/openapi/samples.ts). */
function requestSamplesGo(): Omit<Snippet, 'dir'>[] {
  const document = loadDocument();
  return listOperations(document).map((located) => {
    const sample = requestSamples(sampleRequest(document, located));
    const go = sample.find((s) => s.id === 'go');
    if (!go) throw new Error('requestSamples() has no Go sample');
    const where = `Go sample of ${located.operation.operationId}`;
    return {where, file: where, offset: 0, code: `${go.code}\n`};
  });
}

const docs = allDocFiles().filter((doc) => doc.instance !== 'blog');
const SNIPPETS: Snippet[] = [...docs.flatMap((doc) => fencedGo(doc.file)), ...requestSamplesGo()].map((snippet, index) => ({
  ...snippet,
  dir: `s${String(index + 1).padStart(3, '0')}`,
}));

/** The snippet without comments, to find its package clause and imports. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

function packageClause(code: string): string | undefined {
  return /^\s*package\s+([A-Za-z_]\w*)/.exec(withoutComments(code))?.[1];
}

function imports(code: string): string[] {
  const source = withoutComments(code);
  const blocks = [...source.matchAll(/^import\s*\(([\s\S]*?)\)/gm)].map((m) => m[1]);
  const single = [...source.matchAll(/^import\s+(?:[\w.]+\s+)?("[^"]+")/gm)].map((m) => m[1]);
  return [...blocks, ...single].flatMap((text) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
}

/** Problems found by a tool, per snippet directory, as `<page>:<line>:<column>: <message>`. */
const problems = new Map<string, string[]>(SNIPPETS.map((snippet) => [snippet.dir, []]));
/** Tool output that names no snippet (a broken module, a crash). */
const unattributed: string[] = [];
let moduleDir = '';

function report(snippet: Snippet, line: number, message: string) {
  problems.get(snippet.dir)?.push(`${snippet.file}:${snippet.offset + line}: ${message}`);
}

/**
 * Files each tool output line to the snippet it names, at the page's line; `skip` holds snippets already reported
 * (vet repeats the compiler's errors).
 */
function attribute(tool: string, output: string, skip = new Set<string>()) {
  for (const line of output.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const at = /(?:^|[\s:/])(s\d{3})\/snippet\.go:(\d+)(?::\d+)?:\s*(.*)$/.exec(line);
    const snippet = at && SNIPPETS.find((s) => s.dir === at[1]);
    if (at && snippet) {
      if (!skip.has(snippet.dir)) report(snippet, Number(at[2]), `${tool}: ${at[3]}`);
    } else if (!(skip.size && /^vet: |^(go: )?exit status/.test(line))) unattributed.push(`${tool}: ${line}`);
  }
}

beforeAll(async () => {
  const missing = goMissing();
  if (missing) throw new Error(missing);
  const version = await runGo(['env', 'GOVERSION'], ROOT);
  const goLine = /^go(\d+\.\d+)/.exec(version.output)?.[1];
  if (!goLine) throw new Error(`cannot read the Go version: ${version.output}`);

  moduleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openim-go-snippets-'));
  const modules = new Set<string>();
  for (const snippet of SNIPPETS) {
    if (!packageClause(snippet.code)) {
      report(snippet, 1, 'not a complete Go file: a reader copies it as it is, so it starts with a package clause and its imports');
      continue;
    }
    let usable = true;
    for (const imported of imports(snippet.code)) {
      if (!imported.split('/')[0].includes('.')) continue; // standard library
      const module = Object.keys(DEBIAN_MODULES).find((name) => imported === name || imported.startsWith(`${name}/`));
      if (!module) {
        report(snippet, 1, `imports ${imported}, which Go may not download here: add the Debian package that has it to DEBIAN_MODULES`);
        usable = false;
      } else if (!fs.existsSync(path.join(DEBIAN_MODULES[module].dir, 'go.mod'))) {
        const {deb} = DEBIAN_MODULES[module];
        report(snippet, 1, `imports ${imported}: install Debian's ${deb} (node scripts/ensure-system-packages.mjs ${deb})`);
        usable = false;
      } else modules.add(module);
    }
    if (!usable) continue;
    fs.mkdirSync(path.join(moduleDir, snippet.dir));
    fs.writeFileSync(path.join(moduleDir, snippet.dir, 'snippet.go'), snippet.code);
  }
  // A directory replacement needs no checksum and no download; the required version is only a placeholder.
  const requires = [...modules].map((name) => `require ${name} v0.0.0\nreplace ${name} => ${DEBIAN_MODULES[name].dir}\n`);
  fs.writeFileSync(path.join(moduleDir, 'go.mod'), `module openim.docs/snippets\n\ngo ${goLine}\n\n${requires.join('\n')}`);

  if (!fs.readdirSync(moduleDir).some((name) => name.startsWith('s'))) return;
  // One after the other: vet reuses what build compiled, and the machine may have two cores.
  const build = await runGo(['build', './...'], moduleDir);
  if (!build.ok) attribute('go build', build.output);
  const vet = await runGo(['vet', './...'], moduleDir);
  if (!vet.ok) attribute('go vet', vet.output, new Set(SNIPPETS.filter((s) => problems.get(s.dir)?.length).map((s) => s.dir)));
  for (const file of await gofmtList(moduleDir)) {
    const snippet = SNIPPETS.find((s) => file.startsWith(`${s.dir}/`));
    if (snippet) report(snippet, 1, 'not gofmt-formatted (gofmt -d shows the change)');
  }
}, 300_000);

afterAll(() => {
  if (moduleDir) fs.rmSync(moduleDir, {recursive: true, force: true});
});

describe('Go snippets of the docs and the OpenAPI document', () => {
  it('build as one module without problems outside the snippets', () => {
    expect(unattributed).toEqual([]);
  });

  if (SNIPPETS.length) {
    it.each(SNIPPETS.map((snippet) => [snippet.where, snippet] as const))('%s compiles, passes go vet and is gofmt-formatted', (_where, snippet) => {
      expect(problems.get(snippet.dir)).toEqual([]);
    });
  }
});
