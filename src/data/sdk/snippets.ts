/**
 * Makes a catalogue example of a JavaScript SDK a complete snippet: the example is written once without the lines
 * every example would repeat (importing the SDK and getting its object), and this module puts them on top, merged
 * with the example's own imports. The reference pages render the result and the example test compiles exactly the
 * same text, so what a reader copies is what was type-checked.
 */
import {SCRIPT_SDK_PACKAGES, isScriptPlatform, type ImportSpec, type ScriptPlatform} from './packages';
import type {SdkPlatformId} from './types';

interface ParsedImport {
  from: string;
  typeOnly: boolean;
  default?: string;
  named: string[];
}

const IMPORT_LINE = /^import\s+(type\s+)?(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"];?\s*$/;

/** The example's leading import lines, and the rest. An import the pattern cannot read is an error, not a guess. */
export function splitImports(example: string): {imports: ParsedImport[]; body: string} {
  const lines = example.split('\n');
  const imports: ParsedImport[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index];
    if (!line.startsWith('import ')) break;
    const match = IMPORT_LINE.exec(line);
    if (!match) throw new Error(`cannot read the import line ${JSON.stringify(line)}: write it on one line as import [type] [Default,] {a, b} from 'module';`);
    const [, typeOnly, defaultName, named, from] = match;
    imports.push({
      from,
      typeOnly: Boolean(typeOnly),
      default: defaultName,
      named: (named ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    });
  }
  while (index < lines.length && lines[index].trim() === '') index++;
  return {imports, body: lines.slice(index).join('\n')};
}

const merge = (into: ParsedImport[], spec: ParsedImport) => {
  const same = into.find((i) => i.from === spec.from && i.typeOnly === spec.typeOnly);
  if (!same) return void into.push({...spec, named: [...spec.named]});
  same.default ??= spec.default;
  for (const name of spec.named) if (!same.named.includes(name)) same.named.push(name);
};

const importLine = ({from, typeOnly, default: defaultName, named}: ParsedImport): string => {
  const parts = [defaultName, named.length > 0 ? `{${named.join(', ')}}` : undefined].filter(Boolean).join(', ');
  return `import ${typeOnly ? 'type ' : ''}${parts} from '${from}';`;
};

const asParsed = (spec: ImportSpec): ParsedImport => ({from: spec.from, typeOnly: false, default: spec.default, named: [...(spec.named ?? [])]});

/** Does the example create or import the SDK object itself (the init examples do)? */
const definesInstance = (body: string, instance: string) => new RegExp(`\\b(const|let|var)\\s+(\\{[^}]*\\b)?${instance}\\b`).test(body);

/** The example as a reader copies it: the SDK's import and object first, then the example's own lines. */
export function completeExample(platform: ScriptPlatform, example: string): string {
  const sdk = SCRIPT_SDK_PACKAGES[platform];
  const {imports, body} = splitImports(example);
  const ownInstance = definesInstance(body, sdk.instance) || imports.some((i) => i.default === sdk.instance || i.named.includes(sdk.instance));
  const merged: ParsedImport[] = [];
  if (!ownInstance) merge(merged, asParsed(sdk.instanceImport));
  for (const spec of imports) merge(merged, spec);
  const head = merged.map(importLine);
  if (!ownInstance && sdk.instanceStatement) head.push(sdk.instanceStatement);
  return head.length > 0 ? `${head.join('\n')}\n\n${body}` : body;
}

/** What a page shows for any platform's example: JavaScript SDKs' completed, the others as written. */
export const exampleAsShown = (platform: SdkPlatformId, example: string): string => (isScriptPlatform(platform) ? completeExample(platform, example) : example);
