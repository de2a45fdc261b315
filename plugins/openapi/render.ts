/**
 * The REST reference as Markdown trees, from the OpenAPI document: a call's endpoint, caller, headers, body,
 * response, errors and curl; a shared object's fields; the catalogue of every call; a runnable example file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PhrasingContent, Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {code, heading, inline, json, jsxElement, labelledLine, lines, paragraph, slugOf, table} from '../shared/mdast';
import {sdkPageUrl} from '../shared/sdk-pages';
import {javaClassName, requestSamples, sampleRequest} from './samples';
import {tryItNode} from './try-it';
import {
  bilingual,
  deref,
  findOperation,
  jsonBody,
  listOperations,
  responseData,
  text,
  type DocLocale,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from '../shared/openapi-document';
import {LABELS, type Labels} from './labels';
import releaseFacts from '../../src/data/release/facts.json';
import {fieldRows, type FieldRow} from './rows';

/** Site URL of the page that describes a component, from its `x-doc-page`, e.g. `/restapi/commonFields#groupinfo`. */
export function componentUrl(doc: OpenApiDocument, name: string): string | undefined {
  const page = doc.components.schemas[name]?.['x-doc-page'];
  return page ? `/restapi/${page}#${name.toLowerCase()}` : undefined;
}

/** Generated nodes that belong right under the page title rather than where the tag stands. */
export const HOISTED = new WeakSet<object>();

/** The four columns of every field and header table. */
export function fieldColumns(labels: Labels): string[] {
  const {field, type, required, description} = labels.columns;
  return [field, type, required, description];
}

/** The method-and-path badge; `searchKey` files the page under this path in the search index. */
export function endpointNode(method: string, apiPath: string, searchKey?: string): MdxJsxFlowElement {
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
export function headerRow(name: string, type: string, required: boolean, meaning: PhrasingContent[], labels: Labels): PhrasingContent[][] {
  return [[{type: 'inlineCode', value: name}], [{type: 'inlineCode', value: type}], [{type: 'text', value: required ? labels.yes : labels.no}], meaning];
}

/** `SDK: conversationType`, linked to the SDK enum page (a missing page fails the build). */
function sdkEnumLine(id: string | undefined): PhrasingContent[] {
  if (!id) return [];
  return [
    {type: 'text', value: 'SDK: '},
    {type: 'link', url: sdkPageUrl(id), children: [{type: 'inlineCode', value: id.slice('enum/'.length)}]},
  ];
}

export function fieldTable(doc: OpenApiDocument, rows: FieldRow[], labels: Labels): Table {
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

export function parameterRows(doc: OpenApiDocument, parameters: readonly Parameter[], locale: DocLocale, labels: Labels): PhrasingContent[][][] {
  return parameters.map((raw) => {
    const parameter = deref(doc, raw);
    return headerRow(parameter.name, parameter.schema?.type ?? 'string', parameter.required === true, inline(text(parameter, locale)), labels);
  });
}

/** Path and query parameters as field rows: the parameter's schema (enum meanings, examples) says the rest. */
function urlParameterRows(doc: OpenApiDocument, parameters: readonly Parameter[], locale: DocLocale): FieldRow[] {
  return parameters.flatMap((parameter) =>
    fieldRows(
      doc,
      {
        type: 'object',
        required: parameter.required ? [parameter.name] : [],
        properties: {[parameter.name]: {...parameter.schema, description: parameter.description, 'x-description-zh-Hans': parameter['x-description-zh-Hans']}},
      },
      locale,
    ),
  );
}

/** The statuses of a route that answers outside the envelope (a redirect, a plain JSON list), and its JSON's fields. */
function plainResponseNodes(doc: OpenApiDocument, operation: Operation, locale: DocLocale): RootContent[] {
  const labels = LABELS[locale];
  const out: RootContent[] = [
    table(
      [labels.statusColumns.status, labels.statusColumns.meaning],
      Object.entries(operation.responses).map(([status, response]) => [
        [{type: 'inlineCode', value: status}],
        inline((locale === 'en' ? response.description : response['x-description-zh-Hans']) ?? response.description),
      ]),
    ),
  ];
  const schema = jsonBody(operation.responses['200']?.content)?.schema;
  if (schema) {
    const resolved = deref(doc, schema);
    out.push(paragraph(inline(labels.plainJson)));
    out.push(fieldTable(doc, fieldRows(doc, resolved.type === 'array' && resolved.items ? resolved.items : resolved, locale), labels));
  }
  return out;
}

/** The answer to show: the success JSON, else the first response's status line and example headers (a redirect). */
function responseExampleNode(operation: Operation): RootContent {
  const success = jsonBody(operation.responses['200']?.content)?.example;
  if (success !== undefined) return json(success);
  const [status, response] = Object.entries(operation.responses)[0] ?? [];
  if (status && status !== '200') {
    const headers = Object.entries(response.headers ?? {}).map(([name, header]) => `${name}: ${scalarText(header.example ?? header.schema?.examples?.[0])}`);
    return code('http', [`HTTP/1.1 ${status} ${HTTP_REASONS[status] ?? ''}`.trimEnd(), ...headers].join('\n'));
  }
  return json({errCode: 0, errMsg: '', errDlt: ''});
}

/** A scalar example as text (a header value or a path segment); anything else is a mistake in the document. */
export function scalarText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`Expected a scalar example, got ${JSON.stringify(value)}`);
}

const HTTP_REASONS: Record<string, string> = {'301': 'Moved Permanently', '302': 'Found', '307': 'Temporary Redirect'};

export function operationNodes(doc: OpenApiDocument, operationId: string, locale: DocLocale): RootContent[] {
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
      children: [{type: 'paragraph', data: {directiveLabel: true}, children: [{type: 'text', value: labels.mainBranch}]}, paragraph(inline(mainBranch))],
    } as unknown as RootContent);
  }

  // Headers: operationID from the parameters, token from the caller (a content test keeps `x-caller: none` and
  // `security: []` in step). A GET route (the middleware checks only POSTs) may need none at all.
  const isGet = method === 'GET';
  const parameters = (operation.parameters ?? []).map((raw) => deref(doc, raw));
  out.push(heading(2, labels.headers, slugOf(LABELS.en.headers)));
  const headerRows = parameterRows(
    doc,
    parameters.filter((p) => p.in === 'header'),
    locale,
    labels,
  );
  if (caller !== 'none') headerRows.push(headerRow('token', 'string', true, inline(labels.tokenHeader[caller]), labels));
  out.push(headerRows.length > 0 ? table(fieldColumns(labels), headerRows) : paragraph(inline(labels.noHeaders)));

  const urlParameters = parameters.filter((p) => p.in === 'path' || p.in === 'query');
  if (urlParameters.length > 0) {
    out.push(heading(2, labels.parameters, slugOf(LABELS.en.parameters)));
    out.push(fieldTable(doc, urlParameterRows(doc, urlParameters, locale), labels));
  }

  const request = jsonBody(operation.requestBody?.content);
  if (!isGet) {
    out.push(heading(2, labels.body, slugOf(LABELS.en.body)));
    const requestRows = request?.schema ? fieldRows(doc, request.schema, locale) : [];
    out.push(requestRows.length > 0 ? fieldTable(doc, requestRows, labels) : paragraph(inline(labels.noBody)));
  }

  out.push(heading(2, labels.response, slugOf(LABELS.en.response)));
  const data = responseData(doc, operation);
  const dataRows = data ? fieldRows(doc, {type: 'object', properties: {data}}, locale) : [];
  if (dataRows.length > 0) {
    out.push(paragraph(inline(labels.envelope)));
    out.push(fieldTable(doc, dataRows, labels));
  } else if (isGet) {
    out.push(...plainResponseNodes(doc, operation, locale));
  } else {
    out.push(paragraph(inline(labels.noData)));
  }

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

  // The request in five languages and the answer, beside the tables on a wide screen (see arrangeColumns).
  const samples = requestSamples(sampleRequest(doc, {method, path: apiPath, operation}));
  const examples = examplesNode(labels.examplesLabel, [
    heading(2, labels.requestExample, slugOf(LABELS.en.requestExample)),
    // Five programs that say the same thing: kept out of the search index, which has the page's text.
    jsxElement('div', {'data-search-ignore': ''}, [
      jsxElement(
        'Tabs',
        {groupId: SAMPLE_TAB_GROUP, queryString: SAMPLE_QUERY_KEY},
        samples.map((sample) => {
          const run = sample.id === 'curl' ? undefined : labels.runSample[sample.id].replaceAll('{class}', javaClassName(operationId));
          return jsxElement('TabItem', {value: sample.id, label: sample.label}, [code(sample.lang, sample.code), ...(run ? [paragraph(inline(run))] : [])]);
        }),
      ),
    ]),
    // Code first: on a phone the request itself is what must reach the first screen.
    paragraph(inline(caller === 'none' ? labels.runNoToken : labels.runIntro[caller])),
    // Send it: the console loads when opened (src/components/ApiTryIt). It edits and sends JSON bodies; a GET route
    // is one URL, which the curl line (or the browser's address bar) already sends.
    ...(isGet ? [] : [tryItNode(doc, operationId, locale)]),
    heading(2, labels.responseExample, slugOf(LABELS.en.responseExample)),
    responseExampleNode(operation),
  ]);
  return [...out, examples];
}

/** The tab group of the request languages: one choice for the whole site, kept in local storage and the URL. */
export const SAMPLE_TAB_GROUP = 'api-language';
export const SAMPLE_QUERY_KEY = 'lang';

/** The panel of examples; arrangeColumns puts it beside the rest of the page. */
export function examplesNode(label: string, children: RootContent[]): MdxJsxFlowElement {
  return jsxElement('ApiExamples', {label}, children);
}

/**
 * Splits a page that has one examples panel into two columns: the panel, then everything under the title and the
 * hoisted endpoint lines. The panel comes first in the page so that on a narrow screen the request follows the
 * endpoint; on a wide one the stylesheet moves it to the right (src/components/ApiColumns).
 */
export function arrangeColumns(tree: Root): void {
  const panels = tree.children.filter((node) => node.type === 'mdxJsxFlowElement' && node.name === 'ApiExamples');
  if (panels.length !== 1) return;
  const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  let start = title + 1;
  while (start < tree.children.length && HOISTED.has(tree.children[start])) start += 1;
  const main = tree.children.slice(start).filter((node) => node !== panels[0]);
  tree.children = [...tree.children.slice(0, start), columnsNode(panels[0] as MdxJsxFlowElement, main)];
}

/**
 * Whether a page's source gets the page-wide examples panel: one call, or one callback. Such a page has no table of
 * contents (docusaurus.config.ts): the panel takes its column, as in the API references readers know.
 */
export function hasExamplesPanel(source: string): boolean {
  const calls = source.match(/<ApiOperation\b/g)?.length ?? 0;
  const hooks = source.match(/<ApiWebhook\b/g)?.length ?? 0;
  return calls + hooks === 1;
}

export function columnsNode(panel: MdxJsxFlowElement, main: RootContent[]): MdxJsxFlowElement {
  return jsxElement('ApiColumns', {}, [panel, jsxElement('ApiMain', {}, main)]);
}

export function schemaNodes(doc: OpenApiDocument, name: string, locale: DocLocale): RootContent[] {
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

export function fieldsNodes(doc: OpenApiDocument, operationId: string, part: string, locale: DocLocale): RootContent[] {
  const {operation} = findOperation(doc, operationId);
  let schema;
  if (part === 'request') schema = jsonBody(operation.requestBody?.content)?.schema;
  else if (part === 'response') schema = responseData(doc, operation);
  else throw new Error(`part must be "request" or "response", got "${part}"`);
  if (!schema) throw new Error(`${operationId} has no ${part} fields`);
  return [fieldTable(doc, fieldRows(doc, schema, locale), LABELS[locale])];
}

export function catalogueNodes(doc: OpenApiDocument, locale: DocLocale): RootContent[] {
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
        calls.map(({method, path: apiPath, operation}) => [
          [
            {
              type: 'link',
              url: `/restapi/apis/${tag.name}/${operation.operationId}`,
              children: [{type: 'text', value: locale === 'en' ? operation.summary : operation['x-summary-zh-Hans']}],
            },
          ],
          [{type: 'inlineCode', value: method === 'POST' ? apiPath : `${method} ${apiPath}`}],
          inline(text(operation, locale)),
        ]),
      ),
    ];
  });
}

/**
 * The routes the main branch adds or drops against the documented release (src/data/release/facts.json, written by
 * scripts/extract-release-facts.mjs): the reference notes them instead of documenting calls the release lacks.
 */
export function mainBranchRoutesNodes(locale: DocLocale): RootContent[] {
  const labels = LABELS[locale].mainBranchRoutes;
  const {added, removed} = releaseFacts.routes.mainBranch;
  const row = (route: string, change: string): PhrasingContent[][] => [[{type: 'inlineCode', value: route}], [{type: 'text', value: change}]];
  return [table([labels.route, labels.change], [...added.map((route) => row(route, labels.added)), ...removed.map((route) => row(route, labels.removed))])];
}

export const SITE_DIR = path.resolve(__dirname, '../..');
const LANG_BY_EXTENSION: Record<string, string> = {'.ts': 'ts', '.go': 'go', '.json': 'json', '.mod': 'text', '.md': 'md'};

/** A runnable example is shown from its file, so the page cannot drift from the code the tests run. */
export function exampleFileNodes(relative: string): RootContent[] {
  const file = path.resolve(SITE_DIR, relative);
  if (!file.startsWith(path.join(SITE_DIR, 'examples') + path.sep)) throw new Error(`${relative} is not under examples/`);
  const value = fs.readFileSync(file, 'utf8').trimEnd();
  return [{type: 'code', lang: LANG_BY_EXTENSION[path.extname(file)] ?? 'text', meta: `title="${relative}"`, value}];
}

/** Moves the nodes in HOISTED to just below the page's H1, keeping their order. */
export function hoistUnderTitle(tree: Root): void {
  const hoisted = tree.children.filter((node) => HOISTED.has(node));
  const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (hoisted.length === 0 || title === -1) return;
  tree.children = tree.children.filter((node) => !hoisted.includes(node));
  tree.children.splice(title + 1, 0, ...hoisted);
}
