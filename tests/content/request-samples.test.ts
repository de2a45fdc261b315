/**
 * The request samples of every REST call page (plugins/openapi/samples.ts) run as written: the TypeScript is
 * type-checked with `--strict` against Node 20's types, the Python compiles and its `json=` body is the call's
 * request example, and the Java compiles with the JDK the page names. (The Go samples are built, vetted and
 * gofmt-checked with the docs' other Go in go-snippets.test.ts; curl's quoting is tested in tests/unit/openapi.test.ts.)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {afterAll, describe, expect, it} from 'vitest';
import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {javaClassName, pythonLiteral, requestSamples, sampleRequest, type SampleLanguage} from '../../plugins/openapi/samples';
import {ROOT} from '../helpers';

const PYTHON = process.env.PYTHON_PATH ?? '/usr/bin/python3';
const JAVAC = process.env.JAVAC_PATH ?? '/usr/bin/javac';

const doc = loadDocument();
const calls = listOperations(doc).map((located) => {
  const request = sampleRequest(doc, located);
  const samples = requestSamples(request);
  const code = (id: SampleLanguage) => samples.find((sample) => sample.id === id)?.code ?? '';
  // A GET route sends no body at all; a POST without an example sends {}.
  return {operationId: request.operationId, body: request.method === 'GET' ? null : (request.body ?? {}), code};
});

/** A missing tool fails the test with what to install (npm test installs both: scripts/ensure-system-packages.mjs). */
function needs(binary: string, deb: string): void {
  if (!fs.existsSync(binary)) throw new Error(`${binary} is missing: as root, node scripts/ensure-system-packages.mjs ${deb}`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openim-request-samples-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

// The compilers (tsc, python3, javac) take seconds to start on a loaded two-core machine: a minute each, not five seconds.
describe('request samples', {timeout: 60_000}, () => {
  it('has five languages for every call', () => {
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls)
      for (const id of ['curl', 'go', 'typescript', 'python', 'java'] as const) expect(call.code(id), `${call.operationId} ${id}`).not.toBe('');
  });

  it('TypeScript: every sample type-checks with --strict as a Node 20 module', () => {
    const files = calls.map((call) => {
      const file = path.join(dir, 'ts', `${call.operationId}.mts`);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, call.code('typescript'));
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: ['node'],
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  });

  it('Python: every sample compiles and sends the request example as its body (a GET sends none)', () => {
    needs(PYTHON, 'python3');
    const input = calls.map((call) => ({name: call.operationId, source: call.code('python'), body: call.body}));
    // One interpreter for all samples: parse each, find requests.request(json=…), evaluate that literal.
    const checker = [
      'import ast, json, sys',
      'for item in json.load(sys.stdin):',
      '    tree = ast.parse(item["source"], item["name"])',
      '    compile(tree, item["name"], "exec")',
      '    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "request"]',
      '    body = [ast.literal_eval(k.value) for c in calls for k in c.keywords if k.arg == "json"]',
      '    if body != ([] if item["body"] is None else [item["body"]]):',
      '        print(item["name"] + ": the json= body is not the request example")',
    ].join('\n');
    const output = execFileSync(PYTHON, ['-c', checker], {input: JSON.stringify(input), encoding: 'utf8'});
    expect(output).toBe('');
  });

  it('Python: JSON values become Python literals of the same value', () => {
    expect(pythonLiteral({a: true, b: false, c: null, d: [1, 'x'], e: {}})).toBe(
      '{\n    "a": True,\n    "b": False,\n    "c": None,\n    "d": [\n        1,\n        "x",\n    ],\n    "e": {},\n}',
    );
  });

  it('Java: every sample compiles with javac', () => {
    needs(JAVAC, 'default-jdk-headless');
    const sources = path.join(dir, 'java');
    fs.mkdirSync(sources, {recursive: true});
    const files = calls.map((call) => {
      const file = path.join(sources, `${javaClassName(call.operationId)}.java`);
      fs.writeFileSync(file, call.code('java'));
      return file;
    });
    let output = '';
    try {
      execFileSync(JAVAC, ['--release', '17', '-Xlint:all', '-Werror', '-d', path.join(dir, 'classes'), ...files], {encoding: 'utf8', stdio: 'pipe'});
    } catch (error) {
      output = String((error as {stderr?: string}).stderr ?? error);
    }
    expect(output).toBe('');
  });
});
