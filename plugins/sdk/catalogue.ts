/**
 * The SDK catalogue as the SDK plugin reads it. A build uses the modules imported once. The dev server compiles
 * pages for as long as it runs, with this plugin loaded once: there, when a file of src/data/sdk has changed since
 * the last load, the catalogue is loaded again from disk (jiti, without Node's module cache), so that an edit shows
 * on the open page. The MDX pages of the sdks instance declare those files as dependencies (plugins/dev-reload), so
 * the edit recompiles them.
 */
import fs from 'node:fs';
import path from 'node:path';
import jiti from 'jiti';
import * as sdk from '../../src/data/sdk';
import {COMMON_PARAMS} from '../../src/data/sdk/common';
import {SDK_ERROR_CODES} from '../../src/data/sdk/errors';

export interface Catalogue {
  allEntries: typeof sdk.allEntries;
  findEntry: typeof sdk.findEntry;
  sourceFileOf: typeof sdk.sourceFileOf;
  commonParams: typeof COMMON_PARAMS;
  errorCodes: typeof SDK_ERROR_CODES;
}

export const CATALOGUE_DIR = path.resolve(__dirname, '../../src/data/sdk');

const FROM_BUILD: Catalogue = {
  allEntries: sdk.allEntries,
  findEntry: sdk.findEntry,
  sourceFileOf: sdk.sourceFileOf,
  commonParams: COMMON_PARAMS,
  errorCodes: SDK_ERROR_CODES,
};

/** The catalogue's source files (what a page of the sdks instance depends on). */
export function catalogueFiles(): string[] {
  return (fs.readdirSync(CATALOGUE_DIR, {recursive: true}) as string[]).filter((f) => f.endsWith('.ts')).map((f) => path.join(CATALOGUE_DIR, f));
}

const newestChange = () => Math.max(...catalogueFiles().map((file) => fs.statSync(file).mtimeMs));

let loaded: {at: number; catalogue: Catalogue} | undefined;

function loadFresh(): Catalogue {
  const load = jiti(__filename, {requireCache: false, cache: false, interopDefault: false});
  const fresh = load(path.join(CATALOGUE_DIR, 'index.ts')) as typeof sdk;
  const common = load(path.join(CATALOGUE_DIR, 'common.ts')) as {COMMON_PARAMS: typeof COMMON_PARAMS};
  const errors = load(path.join(CATALOGUE_DIR, 'errors.ts')) as {SDK_ERROR_CODES: typeof SDK_ERROR_CODES};
  return {
    allEntries: fresh.allEntries,
    findEntry: fresh.findEntry,
    sourceFileOf: fresh.sourceFileOf,
    commonParams: common.COMMON_PARAMS,
    errorCodes: errors.SDK_ERROR_CODES,
  };
}

/** A module's lines, read once per version of the file: every page of its entries asks, in every build pass. */
const linesByFile = new Map<string, {mtimeMs: number; lines: string[]}>();
function linesOf(file: string): string[] {
  const {mtimeMs} = fs.statSync(file);
  let cached = linesByFile.get(file);
  if (cached?.mtimeMs !== mtimeMs) linesByFile.set(file, (cached = {mtimeMs, lines: fs.readFileSync(file, 'utf8').split('\n')}));
  return cached.lines;
}

/**
 * Where an entry is kept, as a source reference (`src/data/sdk/methods/message.ts#L425`): its module and the line of
 * its `id` (or of its quoted name, for entries a function makes), so the page's "generated from" link opens the
 * entry itself. An entry whose line cannot be found fails.
 */
export function entrySource(catalogue: Catalogue, id: string): string | undefined {
  const file = catalogue.sourceFileOf(id);
  if (!file) return undefined;
  const lines = linesOf(path.resolve(CATALOGUE_DIR, '../../..', file));
  // An entry written out says `id: '<id>'`; one of a family built by a function is named in quotes where it is made.
  const name = `'${id.slice(id.lastIndexOf('/') + 1)}'`;
  let at = lines.findIndex((text) => text.includes(`id: '${id}'`));
  if (at === -1) at = lines.findIndex((text) => text.includes(name));
  if (at === -1) throw new Error(`${file} holds the entry "${id}" but no line says id: '${id}' or names ${name}`);
  return `${file}#L${at + 1}`;
}

/** The catalogue for the page being compiled: the imported one, or in the dev server the one on disk now. */
export function currentCatalogue(): Catalogue {
  if (process.env.NODE_ENV !== 'development') return FROM_BUILD;
  const at = newestChange();
  if (!loaded) loaded = {at, catalogue: FROM_BUILD};
  if (at > loaded.at) loaded = {at, catalogue: loadFresh()};
  return loaded.catalogue;
}
