/** How the REST reference is generated from the OpenAPI document: field rows, constraints, curl, the expanded tags. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import {curlCommand} from '../../plugins/openapi/curl';
import {operationNodes} from '../../plugins/openapi/render';
import {requestSamples, sampleRequest} from '../../plugins/openapi/samples';
import {loadDocument, responseData, type OpenApiDocument} from '../../plugins/shared/openapi-document';
import {LABELS} from '../../plugins/openapi/labels';
import remarkOpenApi from '../../plugins/openapi/remark';
import {localeOf} from '../../plugins/shared/mdast';
import {constraintsOf, fieldRows, typeLabel} from '../../plugins/openapi/rows';

const FIXTURE: OpenApiDocument = {
  openapi: '3.1.0',
  info: {},
  tags: [],
  paths: {},
  components: {
    parameters: {},
    securitySchemes: {},
    schemas: {
      Node: {
        type: 'object',
        'x-doc-page': 'commonFields',
        description: 'A node',
        'x-description-zh-Hans': '节点',
        properties: {
          id: {type: 'string', description: 'ID', 'x-description-zh-Hans': '编号'},
          child: {$ref: '#/components/schemas/Node'},
        },
      },
    },
  },
  'x-error-codes': [],
};

describe('field rows', () => {
  const schema = {
    type: 'object',
    required: ['groupID'],
    properties: {
      groupID: {type: 'string', description: 'The group', 'x-description-zh-Hans': '群组'},
      roleLevel: {
        type: 'integer',
        format: 'int32',
        enum: [20, 100],
        'x-enum-descriptions': {20: {en: 'member', 'zh-Hans': '成员'}, 100: {en: 'owner', 'zh-Hans': '群主'}},
        description: 'Role',
        'x-description-zh-Hans': '角色',
      },
      nodes: {type: 'array', items: {$ref: '#/components/schemas/Node'}, maxItems: 10, description: 'Nodes', 'x-description-zh-Hans': '节点'},
    },
  };

  it('lists nested fields after their parent, one level deeper, and marks required ones', () => {
    const rows = fieldRows(FIXTURE, schema, 'en');
    expect(rows.map((r) => [r.path, r.depth, r.required])).toEqual([
      ['groupID', 0, true],
      ['roleLevel', 0, false],
      ['nodes', 0, false],
      ['nodes.id', 1, false],
      // Node inside Node is named, not expanded again.
      ['nodes.child', 1, false],
    ]);
  });

  it('stops at a recursive type instead of looping', () => {
    const rows = fieldRows(FIXTURE, {$ref: '#/components/schemas/Node'}, 'en');
    expect(rows.length).toBeLessThan(10);
  });

  it('names types the way a reader reads them', () => {
    expect(typeLabel({type: 'integer', format: 'int64'}).type).toBe('int64');
    expect(typeLabel({type: 'array', items: {$ref: '#/components/schemas/Node'}})).toEqual({type: 'Node[]', typeRef: 'Node'});
    expect(typeLabel({type: 'array', items: {type: 'string'}}).type).toBe('string[]');
  });

  it('spells out enum meanings, defaults and bounds in the page language', () => {
    expect(constraintsOf(schema.properties.roleLevel, 'en')).toEqual(['Values: `20` member; `100` owner']);
    expect(constraintsOf(schema.properties.roleLevel, 'zh-Hans')).toEqual(['可选值: `20` 成员；`100` 群主']);
    expect(constraintsOf({type: 'integer', default: 1, minimum: 1, maximum: 100}, 'en')).toEqual(['Default: `1`', '1–100']);
    expect(constraintsOf({type: 'array', maxItems: 10}, 'en')).toEqual(['Items: max 10']);
  });

  it('marks enumerated fields that carry an SDK enum, and only those', () => {
    const rows = fieldRows(FIXTURE, schema, 'en');
    expect(rows.find((r) => r.name === 'roleLevel')?.sdkEnum).toBe('enum/roleLevel');
    expect(rows.find((r) => r.name === 'groupID')?.sdkEnum).toBeUndefined();
    // The same name without declared values is not assumed to be the enum.
    const plain = fieldRows(FIXTURE, {type: 'object', properties: {roleLevel: {type: 'integer'}}}, 'en');
    expect(plain[0].sdkEnum).toBeUndefined();
  });
});

describe('curl command', () => {
  const body = {groupID: '3041837296', note: "it's fine"};

  it('posts the example to the local API with a fresh operationID and the right token variable', () => {
    const command = curlCommand({method: 'POST', path: '/group/get_groups_info', caller: 'admin', body});
    expect(command.startsWith('curl -X POST http://localhost:10002/group/get_groups_info')).toBe(true);
    expect(command).toContain('-H "operationID: $(date +%s%N)"');
    expect(command).toContain('-H "token: $ADMIN_TOKEN"');
    expect(curlCommand({method: 'POST', path: '/x', caller: 'user', body})).toContain('$USER_TOKEN');
    expect(curlCommand({method: 'POST', path: '/x', caller: 'none', body})).not.toContain('token:');
  });

  it('quotes the body so that the shell passes the exact JSON', () => {
    const command = curlCommand({method: 'POST', path: '/x', caller: 'none', body});
    // Run the -d argument through a real shell and read back what curl would send.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curl-'));
    const script = path.join(dir, 'echo.sh');
    fs.writeFileSync(script, `printf '%s' ${command.slice(command.indexOf('-d ') + 3)}`);
    expect(JSON.parse(execFileSync('sh', [script], {encoding: 'utf8'}))).toEqual(body);
  });
});

describe('a GET route (a redirect outside the envelope)', () => {
  const redirect = {
    operationId: 'objectRedirect',
    tags: ['objectStorage'],
    summary: 'Redirect',
    'x-summary-zh-Hans': '跳转',
    description: 'Redirects.',
    'x-description-zh-Hans': '跳转。',
    'x-caller': 'none' as const,
    security: [],
    parameters: [
      {
        name: 'name',
        in: 'path',
        required: true,
        description: 'Object name.',
        'x-description-zh-Hans': '对象名。',
        schema: {type: 'string'},
        example: 'openim/a b.png',
      },
    ],
    responses: {
      '302': {description: 'To the file.', headers: {Location: {example: 'https://files.example.com/a.png'}}},
      '404': {description: 'No such object.'},
    },
  };
  const doc: OpenApiDocument = {...FIXTURE, paths: {'/object/{name}': {get: redirect}}};
  const located = {method: 'GET', path: '/object/{name}', operation: redirect};

  it('fills the path from the parameter example and sends no headers or body in any language', () => {
    const request = sampleRequest(doc, located);
    expect(request.path).toBe('/object/openim/a%20b.png');
    const samples = requestSamples(request);
    expect(samples.find((x) => x.id === 'curl')?.code).toBe('curl -i http://localhost:10002/object/openim/a%20b.png');
    for (const sample of samples) {
      expect(sample.code, sample.id).not.toMatch(/operationID|token|Content-Type/);
      expect(sample.code, sample.id).toContain('/object/openim/a%20b.png');
    }
    expect(samples.find((x) => x.id === 'go')?.code).toContain('http.ErrUseLastResponse');
    expect(samples.find((x) => x.id === 'python')?.code).toContain('allow_redirects=False');
  });

  it('fails on a path parameter without an example instead of printing a template', () => {
    const bare = {...redirect, parameters: [{...redirect.parameters[0], example: undefined}]};
    expect(() => sampleRequest(doc, {...located, operation: bare})).toThrow(/\{name\} has no example/);
  });

  it('renders no header table, the path parameter, the statuses and a redirect as the example answer', () => {
    const nodes = operationNodes(doc, 'objectRedirect', 'en');
    const markdown = JSON.stringify(nodes);
    expect(markdown).toContain(LABELS.en.noHeaders.slice(0, 20));
    expect(markdown).toContain(LABELS.en.parameters);
    expect(markdown).not.toContain(LABELS.en.body);
    expect(markdown).toContain('To the file.');
    expect(markdown).toContain('HTTP/1.1 302 Found\\nLocation: https://files.example.com/a.png');
    // The console edits JSON bodies; a GET route has none, so it gets no console.
    expect(markdown).not.toContain('ApiTryIt');
  });
});

describe('the remark expansion', () => {
  const doc = loadDocument();
  const first = Object.values(doc.paths)[0]?.post;

  it('knows the locale of a page from its path', () => {
    expect(localeOf('/site/i18n/en/docusaurus-plugin-content-docs-restapi/current/apis/x.mdx')).toBe('en');
    expect(localeOf('/site/docs-restapi/apis/x.mdx')).toBe('zh-Hans');
  });

  it.runIf(first)('replaces <ApiOperation /> with the endpoint, the examples panel and the anatomy headings and tables', () => {
    for (const locale of ['zh-Hans', 'en'] as const) {
      const tree: Root = {
        type: 'root',
        children: [
          {type: 'heading', depth: 1, children: [{type: 'text', value: 'Title'}]},
          {type: 'paragraph', children: [{type: 'text', value: 'What the call is for.'}]},
          {
            type: 'mdxJsxFlowElement',
            name: 'ApiOperation',
            attributes: [{type: 'mdxJsxAttribute', name: 'operationId', value: first.operationId}],
            children: [],
          },
        ],
      };
      const file = {path: locale === 'en' ? '/s/i18n/en/x.mdx' : '/s/docs-restapi/x.mdx'};
      remarkOpenApi()(tree, file);
      const labels = LABELS[locale];
      const texts = (nodes: RootContent[]) => nodes.flatMap((n) => (n.type === 'heading' && n.depth > 1 ? [(n.children[0] as {value: string}).value] : []));
      // Method and path come right under the title; then the two columns: the examples panel, the text.
      expect(tree.children[1]).toMatchObject({type: 'mdxJsxFlowElement', name: 'ApiEndpoint'});
      const columns = tree.children[3] as MdxJsxFlowElement;
      expect(columns).toMatchObject({type: 'mdxJsxFlowElement', name: 'ApiColumns'});
      const [panel, main] = columns.children as MdxJsxFlowElement[];
      expect(panel.name).toBe('ApiExamples');
      expect(texts(panel.children as RootContent[])).toEqual([labels.requestExample, labels.responseExample]);
      const wrapper = panel.children.find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'div') as MdxJsxFlowElement;
      expect(wrapper.attributes).toContainEqual(expect.objectContaining({name: 'data-search-ignore'}));
      const tabs = wrapper.children[0] as MdxJsxFlowElement;
      expect(tabs.name).toBe('Tabs');
      expect(tabs.children.map((item) => (item as MdxJsxFlowElement).children[0])).toMatchObject(
        ['bash', 'go', 'ts', 'python', 'java'].map((lang) => ({type: 'code', lang})),
      );
      expect(main.name).toBe('ApiMain');
      const text = main.children as RootContent[];
      expect(text[0]).toMatchObject({type: 'paragraph', children: [{value: 'What the call is for.'}]});
      expect(texts(text)).toEqual([labels.headers, labels.body, labels.response, labels.errors]);
      expect(responseData(doc, first) === undefined || text.filter((n) => n.type === 'table').length >= 3).toBe(true);
    }
  });

  it('gives the page-wide examples panel (and no table of contents) to a page of one call or one callback', async () => {
    const {hasExamplesPanel} = await import('../../plugins/openapi/render');
    expect(hasExamplesPanel('Intro\n\n<ApiOperation operationId="createGroup" />\n')).toBe(true);
    expect(hasExamplesPanel('<ApiWebhook name="a" />')).toBe(true);
    expect(hasExamplesPanel('<ApiWebhook name="a" />\n<ApiWebhook name="b" />')).toBe(false);
    expect(hasExamplesPanel('<ApiWebhookCatalogue />')).toBe(false);
    expect(hasExamplesPanel('<ApiCatalogue />')).toBe(false);
  });

  it('fails with the page and the tag when an operation does not exist', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'mdxJsxFlowElement', name: 'ApiOperation', attributes: [{type: 'mdxJsxAttribute', name: 'operationId', value: 'noSuchCall'}], children: []},
      ],
    };
    expect(() => remarkOpenApi()(tree, {path: '/s/docs-restapi/apis/a.mdx'})).toThrow(/apis\/a\.mdx: <ApiOperation \/>: No operation "noSuchCall"/);
  });
});

describe('description markup', () => {
  it('keeps code and links, and shows angle-bracket text literally instead of as raw HTML', async () => {
    const {inline} = await import('../../plugins/shared/mdast');
    const nodes = inline('See `groupID` and [errors](/restapi/errCode#1004) for <userID>.');
    expect(nodes.map((n) => n.type)).toEqual(['text', 'inlineCode', 'text', 'link', 'text', 'text', 'text']);
    expect(JSON.stringify(nodes)).not.toContain('"html"');
    expect(
      nodes
        .filter((n) => n.type === 'text')
        .map((n) => (n as {value: string}).value)
        .join(''),
    ).toContain('<userID>');
  });
});
