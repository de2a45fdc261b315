/**
 * Expands the REST reference tags of an MDX page into Markdown at build time, in the page's language, from the
 * OpenAPI document:
 *
 *   <ApiOperation operationId="createGroup" />  the call's endpoint, caller, headers, body, response, errors, curl
 *   <ApiSchema name="GroupInfo" />              a shared object's field table and example
 *   <ApiFields operationId="getAdminToken" part="request" />   one call's request (or response data) fields only
 *   <ApiErrorCodes />                           every error code, one anchor per code
 *   <ApiCatalogue />                            every call, grouped by category, with its purpose
 *   <ApiWebhook name="beforeSendSingleMsg" />   a callback: config excerpt, request, answers, failure behaviour
 *   <ApiWebhookCatalogue />                     every callback with its config key, command and page
 *   <ExampleFile path="examples/webhook-receiver/receiver.ts" />   a file of examples/ as a titled code block
 *
 * Because the result is plain Markdown (headings, tables, code blocks), it is in the table of contents, in the
 * search index and in the saved HTML, and no page ships the document to the browser. It runs before Docusaurus's own
 * remark plugins so that its headings get ids and its links are checked like hand-written ones; each generated heading
 * carries the slug of its English label as an explicit id, so its anchor is the same in both locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {visit} from 'unist-util-visit';
import type {PhrasingContent, Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {appendFactSources, attribute, code, expandTags, isTagOf, type Expansions, heading, inline, json, labelledLine, lines, localeOf, paragraph, requiredAttribute, slugOf, table} from '../mdast';
import {errorCodeTable} from '../error-code-table';
import {sdkPageUrl} from '../sdk/remark';
import {curlCommand} from './curl';
import {
  bilingual,
  deref,
  findOperation,
  findWebhook,
  listWebhooks,
  jsonBody,
  listOperations,
  loadDocument,
  OPENAPI_FILE,
  responseData,
  text,
  type DocLocale,
  type OpenApiDocument,
  type Parameter,
} from './document';
import {LABELS, WEBHOOK_LABELS, type Labels} from './labels';
import {fieldRows, type FieldRow} from './rows';

/** Site URL of the page that describes a component, from its `x-doc-page`, e.g. `/restapi/commonFields#groupinfo`. */
export function componentUrl(doc: OpenApiDocument, name: string): string | undefined {
  const page = doc.components.schemas[name]?.['x-doc-page'];
  return page ? `/restapi/${page}#${name.toLowerCase()}` : undefined;
}

/** Generated nodes that belong right under the page title rather than where the tag stands. */
const HOISTED = new WeakSet<object>();




/** The four columns of every field and header table. */
function fieldColumns(labels: Labels): string[] {
  const {field, type, required, description} = labels.columns;
  return [field, type, required, description];
}

/** The method-and-path badge; `searchKey` files the page under this path in the search index. */
function endpointNode(method: string, apiPath: string, searchKey?: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ApiEndpoint',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'method', value: method},
      {type: 'mdxJsxAttribute', name: 'path', value: apiPath},
      ...(searchKey ? [{type: 'mdxJsxAttribute' as const, name: 'operationId', value: searchKey}] : []),
    ],
    children: [],
  };
}


/** One row of a header table: name, type, required or not, meaning. */
function headerRow(name: string, type: string, required: boolean, meaning: PhrasingContent[], labels: Labels): PhrasingContent[][] {
  return [[{type: 'inlineCode', value: name}], [{type: 'inlineCode', value: type}], [{type: 'text', value: required ? labels.yes : labels.no}], meaning];
}

/** `SDK: conversationType`, linked to the SDK enum page (a missing page fails the build). */
function sdkEnumLine(id: string | undefined): PhrasingContent[] {
  if (!id) return [];
  return [{type: 'text', value: 'SDK: '}, {type: 'link', url: sdkPageUrl(id), children: [{type: 'inlineCode', value: id.slice('enum/'.length)}]}];
}

function fieldTable(doc: OpenApiDocument, rows: FieldRow[], labels: Labels): Table {
  return table(
    fieldColumns(labels),
    rows.map((r) => {
      const typeCode: PhrasingContent = {type: 'inlineCode', value: r.type};
      const url = r.typeRef ? componentUrl(doc, r.typeRef) : undefined;
      return [
        [
          // Nesting is shown by indentation and a corner, so the table stays one table (and readable offline).
          ...(r.depth > 0 ? [{type: 'text', value: `${'\u00a0'.repeat(r.depth * 3)}└ `} as PhrasingContent] : []),
          {type: 'inlineCode', value: r.name},
        ],
        [url ? {type: 'link', url, children: [typeCode]} : typeCode],
        [{type: 'text', value: r.required ? labels.yes : labels.no}],
        lines([inline(r.description), ...r.constraints.map(inline), sdkEnumLine(r.sdkEnum)]),
      ];
    }),
  );
}

function parameterRows(doc: OpenApiDocument, parameters: readonly Parameter[], locale: DocLocale, labels: Labels): PhrasingContent[][][] {
  return parameters.map((raw) => {
    const parameter = deref(doc, raw);
    return headerRow(parameter.name, parameter.schema?.type ?? 'string', parameter.required === true, inline(text(parameter, locale)), labels);
  });
}

function operationNodes(doc: OpenApiDocument, operationId: string, locale: DocLocale): RootContent[] {
  const labels = LABELS[locale];
  const {method, path: apiPath, operation} = findOperation(doc, operationId);
  const caller = operation['x-caller'];
  const out: RootContent[] = [];

  // Method, path and caller are hoisted under the page title (see hoistUnderTitle): the first thing a reader sees.
  const endpoint = endpointNode(method, apiPath, operationId);
  const callerLine = labelledLine(labels.callerLabel, [{type: 'text', value: labels.caller[caller]}]);
  HOISTED.add(endpoint);
  HOISTED.add(callerLine);
  out.push(endpoint, callerLine);

  const mainBranch = bilingual(operation['x-main-branch'], locale);
  if (mainBranch) {
    out.push({
      type: 'containerDirective',
      name: 'note',
      attributes: {},
      children: [
        {type: 'paragraph', data: {directiveLabel: true}, children: [{type: 'text', value: labels.mainBranch}]},
        paragraph(inline(mainBranch)),
      ],
    } as unknown as RootContent);
  }

  // Headers: operationID from the parameters, token from the caller (a content test keeps `x-caller: none` and
  // `security: []` in step).
  out.push(heading(2, labels.headers, slugOf(LABELS.en.headers)));
  const headerRows = parameterRows(doc, operation.parameters ?? [], locale, labels);
  if (caller !== 'none') headerRows.push(headerRow('token', 'string', true, inline(labels.tokenHeader[caller]), labels));
  out.push(table(fieldColumns(labels), headerRows));

  out.push(heading(2, labels.body, slugOf(LABELS.en.body)));
  const request = jsonBody(operation.requestBody?.content);
  const requestRows = request?.schema ? fieldRows(doc, request.schema, locale) : [];
  out.push(requestRows.length > 0 ? fieldTable(doc, requestRows, labels) : paragraph(inline(labels.noBody)));
  out.push(heading(3, labels.requestExample, slugOf(LABELS.en.requestExample)));
  out.push(json(request?.example ?? {}));

  out.push(heading(2, labels.response, slugOf(LABELS.en.response)));
  const data = responseData(doc, operation);
  const dataRows = data ? fieldRows(doc, {type: 'object', properties: {data}}, locale) : [];
  if (dataRows.length > 0) {
    out.push(paragraph(inline(labels.envelope)));
    out.push(fieldTable(doc, dataRows, labels));
  } else {
    out.push(paragraph(inline(labels.noData)));
  }
  out.push(heading(3, labels.responseExample, slugOf(LABELS.en.responseExample)));
  out.push(json(jsonBody(operation.responses['200']?.content)?.example ?? {errCode: 0, errMsg: '', errDlt: ''}));

  out.push(heading(2, labels.errors, slugOf(LABELS.en.errors)));
  const errors = operation['x-errors'] ?? [];
  if (errors.length === 0) {
    out.push(paragraph(inline(labels.noErrors)));
  } else {
    const names = new Map(doc['x-error-codes'].map((entry) => [entry.code, entry.name]));
    out.push(
      table(
        [labels.errorColumns.code, labels.errorColumns.name, labels.errorColumns.when],
        errors.map((error) => {
          const name = names.get(error.code);
          if (!name) throw new Error(`${operationId}: x-errors names code ${error.code}, which is not in x-error-codes`);
          return [
            [{type: 'link', url: `/restapi/errCode#${error.code}`, children: [{type: 'text', value: String(error.code)}]}],
            [{type: 'inlineCode', value: name}],
            inline(text(error, locale)),
          ];
        }),
      ),
    );
  }

  out.push(heading(2, labels.curl, slugOf(LABELS.en.curl)));
  out.push(paragraph(inline(caller === 'none' ? labels.curlNoToken : labels.curlIntro[caller])));
  out.push(code('bash', curlCommand({method, path: apiPath, caller, body: request?.example})));
  return out;
}

function schemaNodes(doc: OpenApiDocument, name: string, locale: DocLocale): RootContent[] {
  const schema = doc.components.schemas[name];
  if (!schema) throw new Error(`<ApiSchema name="${name}" />: no such schema in the OpenAPI document`);
  const labels = LABELS[locale];
  const out: RootContent[] = [fieldTable(doc, fieldRows(doc, schema, locale), labels)];
  const example = schema.examples?.[0];
  if (example !== undefined) {
    out.push(paragraph([{type: 'strong', children: [{type: 'text', value: labels.example}]}]));
    out.push(json(example));
  }
  return out;
}

function fieldsNodes(doc: OpenApiDocument, operationId: string, part: string, locale: DocLocale): RootContent[] {
  const {operation} = findOperation(doc, operationId);
  let schema;
  if (part === 'request') schema = jsonBody(operation.requestBody?.content)?.schema;
  else if (part === 'response') schema = responseData(doc, operation);
  else throw new Error(`part must be "request" or "response", got "${part}"`);
  if (!schema) throw new Error(`${operationId} has no ${part} fields`);
  return [fieldTable(doc, fieldRows(doc, schema, locale), LABELS[locale])];
}

/** The release's default base URL of `config/webhooks.yml`, shown in every generated excerpt. */
const WEBHOOK_BASE_URL = 'http://127.0.0.1:10006/callbackExample';

/** A callback's sections. `nested` (a page with several callbacks): headed by the config key, sections one level down. */
function webhookNodes(doc: OpenApiDocument, key: string, locale: DocLocale, nested: boolean): RootContent[] {
  const labels = LABELS[locale];
  const w = WEBHOOK_LABELS[locale];
  // Section ids are the slugs of the English labels, in both locales (issue #20).
  const en = WEBHOOK_LABELS.en;
  const hook = findWebhook(doc, key);
  const h2 = nested ? 3 : 2;
  const h3 = nested ? 4 : 3;
  const out: RootContent[] = [];
  if (nested) out.push({type: 'heading', depth: 2, children: [{type: 'inlineCode', value: key}], data: {hProperties: {id: slugOf(key)}}});

  const endpoint = endpointNode('POST', `{url}/${hook['x-command']}`, nested ? undefined : key);
  const summary = labelledLine(w.configKey, [
    {type: 'inlineCode', value: key},
    {type: 'text', value: ` · ${w.timing[hook['x-timing']]} (${w.sync[String(hook['x-synchronous']) as 'true' | 'false']})`},
  ]);
  if (!nested) {
    HOISTED.add(endpoint);
    HOISTED.add(summary);
  }
  out.push(endpoint, summary);

  out.push(heading(h2, w.configuration, slugOf(en.configuration)));
  out.push(paragraph(inline(w.configIntro)));
  const excerpt = {url: WEBHOOK_BASE_URL, [key]: {...hook['x-config'], enable: true}};
  out.push({type: 'code', lang: 'yaml', meta: 'title="config/webhooks.yml"', value: yaml.dump(excerpt, {flowLevel: 2}).trimEnd()});
  const notes = bilingual(hook['x-config-notes'], locale);
  if (notes) out.push(paragraph(inline(notes)));

  out.push(heading(h2, w.request, slugOf(en.request)));
  out.push(paragraph(inline(w.url)));
  out.push(code('text', `POST ${WEBHOOK_BASE_URL}/${hook['x-command']}`));
  out.push(paragraph(inline(w.headers)));
  out.push(table(fieldColumns(labels), [
    headerRow('Content-Type', 'string', true, [{type: 'inlineCode', value: 'application/json'}], labels),
    ...parameterRows(doc, hook.parameters ?? [], locale, labels),
  ]));
  const request = jsonBody(hook.requestBody?.content);
  out.push(paragraph(inline(w.bodyFields)));
  out.push(fieldTable(doc, request?.schema ? fieldRows(doc, request.schema, locale) : [], labels));
  out.push(heading(h3, w.requestExample, slugOf(en.requestExample)));
  out.push(json(request?.example ?? {}));

  out.push(heading(h2, w.response, slugOf(en.response)));
  const answer = jsonBody(hook.responses['200']?.content);
  out.push(paragraph(inline(w.responseFields)));
  out.push(fieldTable(doc, answer?.schema ? fieldRows(doc, answer.schema, locale) : [], labels));
  for (const [name, example] of Object.entries(answer?.examples ?? {})) {
    out.push(heading(h3, w.examples[name] ?? name, slugOf(en.examples[name] ?? name)));
    const said = locale === 'en' ? example.summary : example['x-summary-zh-Hans'];
    if (said) out.push(paragraph(inline(said)));
    out.push(json(example.value));
  }

  out.push(heading(h2, w.failure, slugOf(en.failure)));
  out.push(paragraph(inline(bilingual(hook['x-failure'], locale))));
  return out;
}

function webhookCatalogueNodes(doc: OpenApiDocument, locale: DocLocale): RootContent[] {
  const w = WEBHOOK_LABELS[locale];
  const c = w.catalogueColumns;
  return [
    table(
      [c.key, c.command, c.timing, c.page],
      listWebhooks(doc).map(({key, webhook}) => [
        [{type: 'inlineCode', value: key}],
        [{type: 'inlineCode', value: webhook['x-command']}],
        [{type: 'text', value: w.timing[webhook['x-timing']]}],
        [{type: 'link', url: `/restapi/${webhook['x-page']}`, children: [{type: 'text', value: locale === 'en' ? webhook.summary : webhook['x-summary-zh-Hans']}]}],
      ]),
    ),
  ];
}


function catalogueNodes(doc: OpenApiDocument, locale: DocLocale): RootContent[] {
  const c = LABELS[locale].catalogueColumns;
  const operations = listOperations(doc);
  return doc.tags.flatMap((tag) => {
    const calls = operations.filter(({operation}) => operation.tags.includes(tag.name));
    if (calls.length === 0) return [];
    return [
      heading(3, locale === 'en' ? tag['x-displayName'] : tag['x-displayName-zh-Hans'], slugOf(tag['x-displayName'])),
      paragraph(inline(text(tag, locale))),
      table(
        [c.call, c.path, c.purpose],
        calls.map(({path: apiPath, operation}) => [
          [
            {
              type: 'link',
              url: `/restapi/apis/${tag.name}/${operation.operationId}`,
              children: [{type: 'text', value: locale === 'en' ? operation.summary : operation['x-summary-zh-Hans']}],
            },
          ],
          [{type: 'inlineCode', value: apiPath}],
          inline(text(operation, locale)),
        ]),
      ),
    ];
  });
}


const SITE_DIR = path.resolve(__dirname, '../..');
const LANG_BY_EXTENSION: Record<string, string> = {'.ts': 'ts', '.go': 'go', '.json': 'json', '.mod': 'text', '.md': 'md'};

/** A runnable example is shown from its file, so the page cannot drift from the code the tests run. */
function exampleFileNodes(relative: string): RootContent[] {
  const file = path.resolve(SITE_DIR, relative);
  if (!file.startsWith(path.join(SITE_DIR, 'examples') + path.sep)) throw new Error(`${relative} is not under examples/`);
  const value = fs.readFileSync(file, 'utf8').trimEnd();
  return [{type: 'code', lang: LANG_BY_EXTENSION[path.extname(file)] ?? 'text', meta: `title="${relative}"`, value}];
}

/** Moves the nodes in HOISTED to just below the page's H1, keeping their order. */
function hoistUnderTitle(tree: Root): void {
  const hoisted = tree.children.filter((node) => HOISTED.has(node));
  const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (hoisted.length === 0 || title === -1) return;
  tree.children = tree.children.filter((node) => !hoisted.includes(node));
  tree.children.splice(title + 1, 0, ...hoisted);
}

interface TagContext {
  doc: OpenApiDocument;
  locale: DocLocale;
  /** Several <ApiWebhook /> on one page nest under an H2 per config key. */
  webhookTags: number;
}

/** What each tag expands into; the set of tags the plugin handles is this table's keys. */
const EXPANSIONS: Expansions<TagContext> = {
  ApiOperation: (node, {doc, locale}) => operationNodes(doc, requiredAttribute(node, 'operationId'), locale),
  ApiSchema: (node, {doc, locale}) => schemaNodes(doc, requiredAttribute(node, 'name'), locale),
  ApiFields: (node, {doc, locale}) => fieldsNodes(doc, requiredAttribute(node, 'operationId'), attribute(node, 'part') ?? 'request', locale),
  ApiErrorCodes: (_node, {doc, locale}) => [errorCodeTable(doc['x-error-codes'], locale)],
  ApiCatalogue: (_node, {doc, locale}) => catalogueNodes(doc, locale),
  ApiWebhook: (node, {doc, locale, webhookTags}) => webhookNodes(doc, requiredAttribute(node, 'name'), locale, webhookTags > 1),
  ApiWebhookCatalogue: (_node, {doc, locale}) => webhookCatalogueNodes(doc, locale),
  ExampleFile: (node) => exampleFileNodes(requiredAttribute(node, 'path')),
};

const isTag = isTagOf(EXPANSIONS);

/** The OpenAPI document as a repository path, for the page's "reference data" link. */
const OPENAPI_REPO_PATH = path.relative(SITE_DIR, OPENAPI_FILE).split(path.sep).join('/');

export default function remarkOpenApi() {
  return (tree: Root, file: {path?: string}) => {
    let tags = 0;
    let webhookTags = 0;
    const sources: string[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (isTag(node)) {
        tags += 1;
        sources.push(node.name === 'ExampleFile' ? requiredAttribute(node, 'path') : OPENAPI_REPO_PATH);
      }
      if (node.name === 'ApiWebhook') webhookTags += 1;
    });
    if (tags === 0) return;
    // Once per page, and only for pages that use the document.
    const context: TagContext = {doc: loadDocument(), locale: localeOf(file.path), webhookTags};
    expandTags(tree, file.path, EXPANSIONS, context);
    hoistUnderTitle(tree);
    appendFactSources(tree, sources);
  };
}
