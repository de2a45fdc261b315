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
 * remark plugins so that its headings get ids and its links are checked like hand-written ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {SKIP, visit} from 'unist-util-visit';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {curlCommand} from './curl';
import {
  bilingual,
  findOperation,
  findWebhook,
  listWebhooks,
  jsonBody,
  listOperations,
  loadDocument,
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

export function localeOf(filePath: string | undefined): DocLocale {
  return filePath?.split(path.sep).join('/').includes('/i18n/en/') ? 'en' : 'zh-Hans';
}

/** Inline Markdown (code, links, emphasis) of a description, as phrasing nodes. */
export function inline(markdown: string): PhrasingContent[] {
  if (!markdown) return [];
  const root = fromMarkdown(markdown);
  // Text such as `<groupID>` parses as raw HTML, which MDX cannot render: keep it as the literal text it is.
  visit(root, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = {type: 'text', value: node.value} as never;
  });
  return root.children.flatMap((block) => ('children' in block && block.type === 'paragraph' ? block.children : []));
}

/** Generated nodes that belong right under the page title rather than where the tag stands. */
const HOISTED = new WeakSet<object>();

const heading = (depth: 2 | 3, value: string): Heading => ({type: 'heading', depth, children: [{type: 'text', value}]});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const code = (lang: string, value: string): RootContent => ({type: 'code', lang, meta: null, value});
const json = (value: unknown): RootContent => code('json', JSON.stringify(value, null, 2));
const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map(cell)});

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((value) => [{type: 'text', value}])), ...rows.map(row)],
  };
}

/** Lines of a table cell, separated by `<br>`. */
function lines(parts: PhrasingContent[][]): PhrasingContent[] {
  return parts.filter((part) => part.length > 0).flatMap((part, i) => (i === 0 ? part : [{type: 'break'}, ...part]));
}

function fieldTable(doc: OpenApiDocument, rows: FieldRow[], labels: Labels): Table {
  const {field, type, required, description} = labels.columns;
  return table(
    [field, type, required, description],
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
        lines([inline(r.description), ...r.constraints.map(inline)]),
      ];
    }),
  );
}

function parameterRows(doc: OpenApiDocument, parameters: readonly Parameter[], locale: DocLocale, labels: Labels): PhrasingContent[][][] {
  return parameters.map((raw) => {
    const parameter = raw.$ref ? doc.components.parameters[raw.$ref.split('/').pop()!] : raw;
    return [
      [{type: 'inlineCode', value: parameter.name}],
      [{type: 'inlineCode', value: parameter.schema?.type ?? 'string'}],
      [{type: 'text', value: parameter.required ? labels.yes : labels.no}],
      inline(text(parameter, locale)),
    ];
  });
}

function operationNodes(doc: OpenApiDocument, operationId: string, locale: DocLocale): RootContent[] {
  const labels = LABELS[locale];
  const {method, path: apiPath, operation} = findOperation(doc, operationId);
  const caller = operation['x-caller'];
  const out: RootContent[] = [];

  // Method, path and caller are hoisted under the page title (see hoistUnderTitle): the first thing a reader sees.
  const endpoint: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'ApiEndpoint',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'method', value: method},
      {type: 'mdxJsxAttribute', name: 'path', value: apiPath},
      {type: 'mdxJsxAttribute', name: 'operationId', value: operationId},
    ],
    children: [],
  };
  const callerLine = paragraph([
    {type: 'strong', children: [{type: 'text', value: `${labels.callerLabel}:`}]},
    {type: 'text', value: ` ${labels.caller[caller]}`},
  ]);
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

  // Headers: operationID from the parameters, token from the security requirement.
  out.push(heading(2, labels.headers));
  const headerRows = parameterRows(doc, operation.parameters ?? [], locale, labels);
  const needsToken = !(Array.isArray(operation.security) && operation.security.length === 0);
  if (needsToken) {
    headerRows.push([
      [{type: 'inlineCode', value: 'token'}],
      [{type: 'inlineCode', value: 'string'}],
      [{type: 'text', value: labels.yes}],
      inline(labels.tokenHeader[caller === 'none' ? 'user' : caller]),
    ]);
  }
  const {field, type, required, description} = labels.columns;
  out.push(table([field, type, required, description], headerRows));

  out.push(heading(2, labels.body));
  const request = jsonBody(operation.requestBody?.content);
  const requestRows = request?.schema ? fieldRows(doc, request.schema, locale) : [];
  out.push(requestRows.length > 0 ? fieldTable(doc, requestRows, labels) : paragraph(inline(labels.noBody)));
  out.push(heading(3, labels.requestExample));
  out.push(json(request?.example ?? {}));

  out.push(heading(2, labels.response));
  const data = responseData(doc, operation);
  const dataRows = data ? fieldRows(doc, {type: 'object', properties: {data}}, locale) : [];
  if (dataRows.length > 0) {
    out.push(paragraph(inline(labels.envelope)));
    out.push(fieldTable(doc, dataRows, labels));
  } else {
    out.push(paragraph(inline(labels.noData)));
  }
  out.push(heading(3, labels.responseExample));
  out.push(json(jsonBody(operation.responses['200']?.content)?.example ?? {errCode: 0, errMsg: '', errDlt: ''}));

  out.push(heading(2, labels.errors));
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

  out.push(heading(2, labels.curl));
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
  const hook = findWebhook(doc, key);
  const h2 = nested ? 3 : 2;
  const h3 = nested ? 4 : 3;
  const head = (depth: number, value: string): Heading => ({type: 'heading', depth: depth as Heading['depth'], children: [{type: 'text', value}]});
  const out: RootContent[] = [];
  if (nested) out.push({type: 'heading', depth: 2, children: [{type: 'inlineCode', value: key}]});

  const endpoint: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'ApiEndpoint',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'method', value: 'POST'},
      {type: 'mdxJsxAttribute', name: 'path', value: `{url}/${hook['x-command']}`},
      ...(nested ? [] : [{type: 'mdxJsxAttribute' as const, name: 'operationId', value: key}]),
    ],
    children: [],
  };
  const summary = paragraph([
    {type: 'strong', children: [{type: 'text', value: `${w.configKey}:`}]},
    {type: 'text', value: ' '},
    {type: 'inlineCode', value: key},
    {type: 'text', value: ` · ${w.timing[hook['x-timing']]} (${w.sync[String(hook['x-synchronous']) as 'true' | 'false']})`},
  ]);
  if (!nested) {
    HOISTED.add(endpoint);
    HOISTED.add(summary);
  }
  out.push(endpoint, summary);

  out.push(head(h2, w.configuration));
  out.push(paragraph(inline(w.configIntro)));
  const excerpt = {url: WEBHOOK_BASE_URL, [key]: {...hook['x-config'], enable: true}};
  out.push({type: 'code', lang: 'yaml', meta: 'title="config/webhooks.yml"', value: yaml.dump(excerpt, {flowLevel: 2}).trimEnd()});
  const notes = bilingual(hook['x-config-notes'], locale);
  if (notes) out.push(paragraph(inline(notes)));

  out.push(head(h2, w.request));
  out.push(paragraph(inline(w.url)));
  out.push(code('text', `POST ${WEBHOOK_BASE_URL}/${hook['x-command']}`));
  out.push(paragraph(inline(w.headers)));
  const {field, type, required, description} = labels.columns;
  out.push(table([field, type, required, description], [
    [[{type: 'inlineCode', value: 'Content-Type'}], [{type: 'inlineCode', value: 'string'}], [{type: 'text', value: labels.yes}], [{type: 'inlineCode', value: 'application/json'}]],
    ...parameterRows(doc, hook.parameters ?? [], locale, labels),
  ]));
  const request = jsonBody(hook.requestBody?.content);
  out.push(paragraph(inline(w.bodyFields)));
  out.push(fieldTable(doc, request?.schema ? fieldRows(doc, request.schema, locale) : [], labels));
  out.push(head(h3, w.requestExample));
  out.push(json(request?.example ?? {}));

  out.push(head(h2, w.response));
  const answer = jsonBody(hook.responses['200']?.content);
  out.push(paragraph(inline(w.responseFields)));
  out.push(fieldTable(doc, answer?.schema ? fieldRows(doc, answer.schema, locale) : [], labels));
  for (const [name, example] of Object.entries(answer?.examples ?? {})) {
    out.push(head(h3, w.examples[name] ?? name));
    const said = locale === 'en' ? example.summary : example['x-summary-zh-Hans'];
    if (said) out.push(paragraph(inline(said)));
    out.push(json(example.value));
  }

  out.push(head(h2, w.failure));
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

function errorCodeNodes(doc: OpenApiDocument, locale: DocLocale): RootContent[] {
  const c = LABELS[locale].errorCodeColumns;
  return [
    table(
      [c.code, c.name, c.meaning, c.cause, c.action],
      doc['x-error-codes'].map((entry) => [
        [
          // An anchor per code (`#1501`) that other pages and the search link to; `a` with an id is registered
          // with the broken-anchor check by the theme's Link.
          {
            type: 'mdxJsxTextElement',
            name: 'a',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'id', value: String(entry.code)},
              {type: 'mdxJsxAttribute', name: 'href', value: `#${entry.code}`},
            ],
            children: [{type: 'text', value: String(entry.code)}],
          } as PhrasingContent,
        ],
        [{type: 'inlineCode', value: entry.name}],
        inline(entry.meaning[locale]),
        inline(entry.cause[locale]),
        inline(entry.action[locale]),
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
      heading(3, locale === 'en' ? tag['x-displayName'] : tag['x-displayName-zh-Hans']),
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

function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
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

const TAGS = new Set(['ApiOperation', 'ApiSchema', 'ApiFields', 'ApiErrorCodes', 'ApiCatalogue', 'ApiWebhook', 'ApiWebhookCatalogue', 'ExampleFile']);

export default function remarkOpenApi() {
  return (tree: Root, file: {path?: string}) => {
    const locale = localeOf(file.path);
    let webhookTags = 0;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'ApiWebhook') webhookTags += 1;
    });
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (!node.name || !TAGS.has(node.name) || !parent || index === undefined) return undefined;
      const doc = loadDocument();
      const where = `${file.path ?? 'a page'}: <${node.name} />`;
      let nodes: RootContent[];
      try {
        if (node.name === 'ApiOperation') {
          const id = attribute(node, 'operationId');
          if (!id) throw new Error('needs an operationId attribute');
          nodes = operationNodes(doc, id, locale);
        } else if (node.name === 'ApiSchema') {
          const name = attribute(node, 'name');
          if (!name) throw new Error('needs a name attribute');
          nodes = schemaNodes(doc, name, locale);
        } else if (node.name === 'ApiFields') {
          const id = attribute(node, 'operationId');
          if (!id) throw new Error('needs an operationId attribute');
          nodes = fieldsNodes(doc, id, attribute(node, 'part') ?? 'request', locale);
        } else if (node.name === 'ApiWebhook') {
          const name = attribute(node, 'name');
          if (!name) throw new Error('needs a name attribute (the config key)');
          nodes = webhookNodes(doc, name, locale, webhookTags > 1);
        } else if (node.name === 'ExampleFile') {
          const file = attribute(node, 'path');
          if (!file) throw new Error('needs a path attribute');
          nodes = exampleFileNodes(file);
        } else if (node.name === 'ApiWebhookCatalogue') {
          nodes = webhookCatalogueNodes(doc, locale);
        } else if (node.name === 'ApiErrorCodes') {
          nodes = errorCodeNodes(doc, locale);
        } else {
          nodes = catalogueNodes(doc, locale);
        }
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      parent.children.splice(index, 1, ...(nodes as typeof parent.children));
      return [SKIP, index + nodes.length];
    });
    hoistUnderTitle(tree);
  };
}
