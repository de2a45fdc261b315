/**
 * Every example of a JavaScript SDK compiles as a reader copies it: the text the reference page shows (the example
 * with its import and SDK object on top, src/data/sdk/snippets.ts) is type-checked with `--strict` against the package
 * and version the quickstart installs, which are devDependencies at exactly those versions.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {LISTENERS, METHODS} from '../../src/data/sdk';
import {SDK_SOURCES} from '../../src/data/sdk/sources';
import type {PlatformMethod} from '../../src/data/sdk/types';
import {SCRIPT_PLATFORMS, SCRIPT_SDK_PACKAGES, npmInstallCommand, type ScriptPlatform} from '../../src/data/sdk/packages';
import {completeExample, splitImports} from '../../src/data/sdk/snippets';
import {ROOT, allDocFiles} from '../helpers';

/** The part of src/data/sdk/facts/<platform>.json this test reads. */
interface ScriptFacts {
  commit: string;
  classes: Record<string, {extends?: string; methods: {name: string; params: string[]}[]}>;
  enums: Record<string, Record<string, string | number>>;
}

interface Example {
  platform: ScriptPlatform;
  /** Catalogue entry id, e.g. api/message/sendMessage or listener/connListener. */
  id: string;
  code: string;
}

const examples: Example[] = [
  ...METHODS.flatMap((method) =>
    SCRIPT_PLATFORMS.flatMap((platform) => {
      const entry = method.platforms[platform];
      return 'example' in entry ? [{platform, id: method.id, code: completeExample(platform, entry.example)}] : [];
    }),
  ),
  ...LISTENERS.flatMap((listener) =>
    SCRIPT_PLATFORMS.flatMap((platform) => {
      const how = listener.register[platform];
      return how ? [{platform, id: listener.id, code: completeExample(platform, how.example)}] : [];
    }),
  ),
];

const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {devDependencies: Record<string, string>};
const compiled = (platform: ScriptPlatform) => !SCRIPT_SDK_PACKAGES[platform].offRegistry;
const skippedEntries = (platform: ScriptPlatform) => SCRIPT_SDK_PACKAGES[platform].installedDiffers?.entries ?? [];

/**
 * One program for all compiled examples, each its own module file under node_modules/.cache (inside the project, so
 * the packages resolve from node_modules; outside the tree git sees).
 */
const RUN_DIR = path.join(ROOT, 'node_modules/.cache/openim-sdk-examples', `${process.pid}`);

function typeCheck(platform: ScriptPlatform, toCheck: Example[]): Map<Example, string[]> {
  // A folder per run: two test runs sharing node_modules must not delete each other's files.
  const dir = path.join(RUN_DIR, platform);
  const files = new Map<string, Example>();
  for (const example of toCheck) {
    const file = path.join(dir, `${example.id.replaceAll('/', '__')}.ts`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // A snippet without imports would be a script sharing one global scope with the others.
    fs.writeFileSync(file, `${example.code}\n\nexport {};\n`);
    files.set(file, example);
  }
  const program = ts.createProgram([...files.keys()], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    // The packages' own declarations are theirs to fix; a reader's project skips them too (the tsc default in
    // every framework template), and the examples' use of them is still checked.
    skipLibCheck: true,
    types: (SCRIPT_SDK_PACKAGES[platform].globalTypes ?? []).map((p) => p.name),
  });
  fs.rmSync(dir, {recursive: true, force: true});
  const problems = new Map<Example, string[]>(toCheck.map((example) => [example, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const example = diagnostic.file && files.get(path.resolve(diagnostic.file.fileName));
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!example || !diagnostic.file) throw new Error(`compiler: ${message}`);
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    problems.get(example)!.push(`line ${line + 1}: ${message}\n    ${example.code.split('\n')[line]}`);
  }
  return problems;
}

describe('JavaScript SDK examples', () => {
  const toCheck = examples.filter((e) => compiled(e.platform) && !skippedEntries(e.platform).includes(e.id));
  const problems = new Map(
    SCRIPT_PLATFORMS.flatMap((platform) => [
      ...typeCheck(
        platform,
        toCheck.filter((e) => e.platform === platform),
      ),
    ]),
  );
  fs.rmSync(RUN_DIR, {recursive: true, force: true});

  it('reports what it compiled per platform', () => {
    for (const platform of SCRIPT_PLATFORMS) {
      const all = examples.filter((e) => e.platform === platform);
      const sdk = SCRIPT_SDK_PACKAGES[platform];
      const checked = toCheck.filter((e) => e.platform === platform);
      const passing = checked.filter((e) => problems.get(e)!.length === 0);
      const packages = sdk.install.map(({name, version}) => `${name}@${version}`).join(' + ');
      console.log(
        sdk.offRegistry
          ? `${platform}: ${all.length} examples not compiled: ${sdk.offRegistry}; their methods, calls and enum members are checked against facts extracted from its source (src/data/sdk/facts/${platform}.json)`
          : `${platform}: ${passing.length} of ${checked.length} examples compile against ${packages}` +
              (all.length > checked.length ? ` (${all.length - checked.length} not compiled: ${skippedEntries(platform).join(', ')})` : ''),
      );
    }
    expect(toCheck.length).toBeGreaterThan(300);
  });

  describe.each(toCheck.map((e) => [`${e.platform} ${e.id}`, e] as const))('%s', (_name, example) => {
    it('compiles with --strict as shown', () => {
      expect(problems.get(example), `\n${example.code}\n`).toEqual([]);
    });
  });

  /**
   * A package npm cannot install is checked against facts extracted from its source at the recorded commit
   * (scripts/extract-sdk-facts.mjs): every method the catalogue names and every call, event and enum member an
   * example uses must be declared there, with the catalogue's parameter count.
   */
  describe.each(SCRIPT_PLATFORMS.filter((p) => !compiled(p)))('%s (not on the registry)', (platform) => {
    const sdk = SCRIPT_SDK_PACKAGES[platform];
    const facts = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/data/sdk/facts', `${platform}.json`), 'utf8')) as ScriptFacts;
    const source = SDK_SOURCES.find((s) => s.platform === platform)!;
    const sdkClass = Object.values(facts.classes).find((c) => c.extends);
    const inherited = sdkClass?.extends ? (facts.classes[sdkClass.extends]?.methods ?? []) : [];
    const methods = new Map([...inherited, ...(sdkClass?.methods ?? [])].map((m) => [m.name, m.params]));

    it('has facts extracted at the commit sources.ts records', () => {
      expect(facts.commit.startsWith(source.commit)).toBe(true);
      expect(methods.size).toBeGreaterThan(100);
    });

    it.each(METHODS.filter((m) => 'name' in m.platforms[platform]).map((m) => [m.id, m.platforms[platform] as PlatformMethod] as const))(
      '%s: the method and its parameter count are the SDK’s',
      (_id, entry) => {
        expect(methods.has(entry.name), `${entry.name} is not a method of the SDK`).toBe(true);
        expect(entry.params.map((p) => p.name)).toEqual(methods.get(entry.name));
      },
    );

    it.each(examples.filter((e) => e.platform === platform).map((e) => [e.id, e] as const))(
      '%s: the example uses only what the SDK declares',
      (_id, example) => {
        const unknown = [
          ...[...example.code.matchAll(new RegExp(`\\b${sdk.instance}\\.(\\w+)\\(`, 'g'))].map((m) => m[1]).filter((name) => !methods.has(name)),
          ...[...example.code.matchAll(/\b([A-Z]\w+)\.(\w+)\b/g)]
            .filter(([, type, member]) => facts.enums[type] && !(member in facts.enums[type]))
            .map(([whole]) => whole),
        ];
        expect(unknown, example.code).toEqual([]);
      },
    );
  });
});

describe('JavaScript SDK packages', () => {
  it.each(SCRIPT_PLATFORMS.filter(compiled))('%s: package.json pins every package the page installs at its version', (platform) => {
    const {install, globalTypes = []} = SCRIPT_SDK_PACKAGES[platform];
    for (const {name, version} of [...install, ...globalTypes]) expect(packageJson.devDependencies[name], name).toBe(version);
  });

  it('no page writes an SDK install line by hand: <NpmInstall platform="…" /> renders it from the data', () => {
    const sdkNames = SCRIPT_PLATFORMS.flatMap((p) => SCRIPT_SDK_PACKAGES[p].install.map((i) => i.name)).filter((name) => name !== 'react-native-fs');
    const handWritten = allDocFiles().flatMap(({file}) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\b(npm (i|install)|yarn add|pnpm add)\b/.test(line) && sdkNames.some((name) => line.includes(name)))
        .map((line) => `${path.relative(ROOT, file)}: ${line}`),
    );
    expect(handWritten).toEqual([]);
  });

  it.each(SCRIPT_PLATFORMS)('%s: the install command names exact versions or a repository tag', (platform) => {
    expect(npmInstallCommand(platform)).toMatch(/^npm install( (@?[\w./-]+@\d[\w.+-]*|github:[\w./-]+#[\w.+-]+))+$/);
  });
});

describe('completeExample', () => {
  it('puts the import and the SDK object on top and merges the example’s imports from the same module', () => {
    const shown = completeExample('web', "import {CbEvents} from '@openim/wasm-client-sdk';\n\nOpenIM.on(CbEvents.OnConnectSuccess, () => {});");
    expect(shown).toBe(
      "import {getSDK, CbEvents} from '@openim/wasm-client-sdk';\nconst OpenIM = getSDK();\n\nOpenIM.on(CbEvents.OnConnectSuccess, () => {});",
    );
  });

  it('leaves an example that creates the SDK object alone', () => {
    const example = "import {getSDK} from '@openim/wasm-client-sdk';\n\nconst OpenIM = getSDK({debug: true});";
    expect(completeExample('web', example)).toBe(example);
  });

  it('refuses an import it cannot read rather than guessing', () => {
    expect(() => splitImports("import {\n  CbEvents,\n} from '@openim/wasm-client-sdk';")).toThrow(/one line/);
  });
});
