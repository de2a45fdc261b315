/**
 * Expands the REST reference tags of an MDX page into Markdown at build time, in the page's language, from the
 * OpenAPI document:
 *
 *   <ApiOperation operationId="createGroup" />  the call's endpoint, caller, headers, body, response, errors, and a
 *                                               panel with the request in five languages and the response example
 *   <ApiSchema name="GroupInfo" />              a shared object's field table and example
 *   <ApiFields operationId="getAdminToken" part="request" />   one call's request (or response data) fields only
 *   <ApiErrorCodes />                           every error code, one anchor per code
 *   <ApiCatalogue />                            every call, grouped by category, with its purpose
 *   <ApiMainBranchRoutes />                     the routes the main branch adds or drops against the release
 *   <ApiWebhook name="beforeSendSingleMsg" />   a callback: config excerpt, request, answers, failure behaviour
 *   <ApiWebhookCatalogue />                     every callback with its config key, command and page
 *   <ExampleFile path="examples/webhook-receiver/receiver.ts" />   a file of examples/ as a titled code block
 *
 * Because the result is plain Markdown (headings, tables, code blocks), it is in the table of contents, in the
 * search index and in the saved HTML, and no page ships the document to the browser. It runs before Docusaurus's own
 * remark plugins so that its headings get ids and its links are checked like hand-written ones; each generated heading
 * carries the slug of its English label as an explicit id, so its anchor is the same in both locales.
 */
import path from 'node:path';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {appendFactSources, attribute, expandTags, isTagOf, type Expansions, localeOf, requiredAttribute} from '../shared/mdast';
import {errorCodeTable} from '../shared/error-code-table';
import {loadDocument, OPENAPI_FILE, type DocLocale, type OpenApiDocument} from '../shared/openapi-document';
import {webhookNodes, webhookCatalogueNodes} from './webhooks';
import {
  arrangeColumns,
  catalogueNodes,
  exampleFileNodes,
  fieldsNodes,
  hoistUnderTitle,
  mainBranchRoutesNodes,
  operationNodes,
  schemaNodes,
  SITE_DIR,
} from './render';

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
  ApiMainBranchRoutes: (_node, {locale}) => mainBranchRoutesNodes(locale),
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
        sources.push(
          node.name === 'ExampleFile'
            ? requiredAttribute(node, 'path')
            : node.name === 'ApiMainBranchRoutes'
              ? 'src/data/release/facts.json'
              : OPENAPI_REPO_PATH,
        );
      }
      if (node.name === 'ApiWebhook') webhookTags += 1;
    });
    if (tags === 0) return;
    // Once per page, and only for pages that use the document.
    const context: TagContext = {doc: loadDocument(), locale: localeOf(file.path), webhookTags};
    expandTags(tree, file.path, EXPANSIONS, context);
    hoistUnderTitle(tree);
    arrangeColumns(tree);
    appendFactSources(tree, sources);
  };
}
