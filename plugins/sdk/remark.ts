/**
 * Expands the SDK reference tags of an MDX page in the sdks instance into Markdown at build time, in the page's
 * language, from the SDK catalogue (src/data/sdk):
 *
 *   <SdkReference />    the catalogue entry whose id is this page's doc id: a method's platform tabs (moved up to
 *                       right under the page's summary) and sections, a class's fields, an enum's values, a
 *                       callback's payload or a listener's callbacks
 *   <SdkIndex />        the entries filed under this index page's folder, each with its one-line purpose
 *   <SdkErrorCodes />   every SDK error code, one anchor per code
 *   <NpmInstall platform="web" />
 *                       the npm install line of a JavaScript SDK, with the versions the examples are compiled
 *                       against (src/data/sdk/packages.ts), and what differs when the installed version is not the
 *                       one the reference describes
 *
 * Like plugins/openapi, the output is plain Markdown plus the theme's tabs, so it is in the table of contents, the
 * search index and saved HTML, and no page ships the catalogue to the browser. Every entry a page mentions links to
 * its page (a mention of an entry without a page fails the build). Generated headings carry the slug of their English
 * label as an explicit id, so their anchors are the same in both locales. The trees come from ./render.ts.
 */
import type {Root} from 'mdast';
import {SDK_ERRORS_FILE} from '../../src/data/sdk';
import type {SdkPlatformId} from '../../src/data/sdk/types';
import {SCRIPT_SDK_PACKAGES, isScriptPlatform, npmInstallCommand} from '../../src/data/sdk/packages';
import {appendFactSources, attribute, code, expandTags, inline, localeOf, paragraph, type Expansions} from '../shared/mdast';
import {errorCodeTable} from '../shared/error-code-table';
import {sdkDocId} from '../shared/sdk-pages';
import {entrySource} from './catalogue';
import {hoistUnderSummary, indexNodes, referenceNodes, viewOf, type View} from './render';

const PACKAGES_FILE = 'src/data/sdk/packages.ts';

interface TagContext {
  id: string;
  view: View;
  /** Repository paths of the data files the expanded tags read, for the page's "generated from" line. */
  sources: string[];
}

const EXPANSIONS: Expansions<TagContext> = {
  SdkReference: (_node, {id, view, sources}) => {
    const found = view.catalogue.findEntry(id);
    if (!found) throw new Error(`no catalogue entry with id "${id}" in src/data/sdk`);
    const source = entrySource(view.catalogue, id);
    if (source) sources.push(source);
    return referenceNodes(found, view);
  },
  SdkIndex: (_node, {id, view}) => indexNodes(id, view),
  NpmInstall: (node, {view, sources}) => {
    const platform = attribute(node, 'platform') ?? '';
    if (!isScriptPlatform(platform)) throw new Error(`platform="${platform}" is not a JavaScript SDK of src/data/sdk/packages.ts`);
    sources.push(PACKAGES_FILE);
    const differs = SCRIPT_SDK_PACKAGES[platform].installedDiffers;
    return [code('bash', npmInstallCommand(platform)), ...(differs ? [paragraph(inline(differs.note[view.locale]))] : [])];
  },
  SdkErrorCodes: (_node, {view, sources}) => {
    sources.push(SDK_ERRORS_FILE);
    return [errorCodeTable(view.catalogue.errorCodes, view.locale)];
  },
};

export interface RemarkSdkOptions {
  /** Render only these platforms (the per-platform Markdown slices for agents); every platform by default. */
  platforms?: readonly SdkPlatformId[];
}

export default function remarkSdk(options: RemarkSdkOptions = {}) {
  return (tree: Root, file: {path?: string}) => {
    const id = file.path ? sdkDocId(file.path) : undefined;
    if (!id) return;
    const context: TagContext = {id, view: viewOf(localeOf(file.path), options.platforms), sources: []};
    expandTags(tree, file.path, EXPANSIONS, context);
    hoistUnderSummary(tree);
    appendFactSources(tree, context.sources);
  };
}
