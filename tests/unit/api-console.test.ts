/**
 * The REST console's logic without a browser: the spec the build writes into each call page, the JSON reader that
 * ties schema errors to lines, the address and storage rules, and how a failed request is classified.
 * tests/e2e/api-console.spec.ts runs the console itself in Chromium against tests/mock-openim.
 */
import {describe, expect, it} from 'vitest';
import {listOperations, loadDocument, type OpenApiDocument} from '../../plugins/shared/openapi-document';
import {tryItNode, tryItSpec, validationSchema} from '../../plugins/openapi/try-it';
import {checkAddress, isLoopbackHost, isMixedContent} from '../../src/components/ApiTryIt/address';
import {lineOf, parseJson, pointerSegments} from '../../src/components/ApiTryIt/jsonText';
import {classifyFailure, envelopeError, newOperationId, readJson, type FailureFacts} from '../../src/components/ApiTryIt/request';
import {errorCodeUrl, parseSpec} from '../../src/components/ApiTryIt/spec';
import {draftKey, MAX_STORED_BODY, parseDraft, parseToken, serializeDraft, SERVER_KEY, TOKEN_KEY} from '../../src/components/ApiTryIt/storage';
import {checkBody, fieldName} from '../../src/components/ApiTryIt/validate';

const doc = loadDocument();

/** Largest spec any call page may carry, in bytes: it is in the page's JavaScript. */
const SPEC_BUDGET = 6000;

describe('the spec of a call page', () => {
  it('holds the call, its schema without prose, both examples and its error codes', () => {
    const spec = tryItSpec(doc, 'createGroup', 'en');
    expect(spec).toMatchObject({operationId: 'createGroup', method: 'POST', path: '/group/create_group', caller: 'user'});
    expect(spec.schema?.required).toEqual(['ownerUserID', 'groupInfo']);
    expect(spec.schema?.properties?.groupInfo?.properties?.groupType).toEqual({type: 'integer', enum: [0, 1, 2]});
    const text = JSON.stringify(spec.schema);
    expect(text).not.toMatch(/description|x-|\$ref|examples/);
    expect(spec.example).toMatchObject({ownerUserID: 'user001'});
    expect(spec.response).toMatchObject({errCode: 0, data: {groupInfo: {groupName: 'Weekend hikers'}}});
    const codes = spec.errors.map((e) => e.code);
    expect(codes.slice(0, 4)).toEqual([1001, 1101, 1002, 1202]);
    expect(codes).toEqual(expect.arrayContaining([1501, 1503, 1505, 1506, 1507, 500]));
    expect(new Set(codes).size).toBe(codes.length);
    expect(spec.errors.find((e) => e.code === 1202)).toMatchObject({name: 'GroupIDExisted', when: expect.stringContaining('groupID')});
    expect(spec.errors.find((e) => e.code === 1501)?.when).toBeUndefined();
  });

  it('is written in the page’s language', () => {
    const zh = tryItSpec(doc, 'getAdminToken', 'zh-Hans');
    const en = tryItSpec(doc, 'getAdminToken', 'en');
    expect(zh.caller).toBe('none');
    expect(zh.errors.map((e) => e.code)).toEqual([1002, 1001, 1004, 500]);
    expect(zh.errors[0].meaning).toMatch(/[\u4e00-\u9fff]/);
    expect(en.errors[0].meaning).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it(`stays under ${SPEC_BUDGET} bytes on every call page, and reads back with parseSpec`, () => {
    const sizes = listOperations(doc).flatMap(({operation}) =>
      (['en', 'zh-Hans'] as const).map((locale) => {
        const node = tryItNode(doc, operation.operationId, locale);
        const value = node.attributes[0].value as string;
        expect(parseSpec(value)?.operationId).toBe(operation.operationId);
        return {page: `${locale} ${operation.operationId}`, bytes: Buffer.byteLength(value)};
      }),
    );
    expect(sizes.filter((s) => s.bytes > SPEC_BUDGET)).toEqual([]);
  });

  it('cuts a schema that contains itself', () => {
    const fixture = {
      components: {
        schemas: {
          Node: {type: 'object', description: 'a node', properties: {id: {type: 'string', description: 'x'}, child: {$ref: '#/components/schemas/Node'}}},
        },
      },
    } as unknown as OpenApiDocument;
    const schema = validationSchema(fixture, {$ref: '#/components/schemas/Node'});
    // The first level is kept; the reference back to Node accepts anything and is left out.
    expect(schema).toEqual({type: 'object', properties: {id: {type: 'string'}}});
  });

  it('keeps a field named like a keyword', () => {
    const schema = validationSchema({} as OpenApiDocument, {type: 'object', properties: {description: {type: 'string'}, 'x-note': {type: 'integer'}}});
    expect(schema.properties).toEqual({description: {type: 'string'}, 'x-note': {type: 'integer'}});
  });

  it('parseSpec refuses anything the build did not write', () => {
    for (const bad of [
      '',
      'null',
      '[]',
      '{"operationId":1}',
      '{"operationId":"a","method":"POST","path":"x","caller":"user","schema":null,"errors":[]}',
      '{"a":',
    ]) {
      expect(parseSpec(bad), bad).toBeUndefined();
    }
    expect(errorCodeUrl(1501)).toBe('/restapi/errCode#1501');
  });
});

describe('JSON text with positions', () => {
  const text = '{\n  "a": 1,\n  "list": [\n    "x",\n    {"b/c": true}\n  ]\n}';

  it('maps every value to the line where it (or its key) starts', () => {
    const parsed = parseJson(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toEqual(JSON.parse(text));
    expect(parsed.positions.get('')).toEqual({line: 1, column: 1});
    expect(parsed.positions.get('/a')).toEqual({line: 2, column: 3});
    expect(parsed.positions.get('/list/0')?.line).toBe(4);
    expect(parsed.positions.get('/list/1/b~1c')?.line).toBe(5);
    expect(lineOf(parsed.positions, '#/list/1/b~1c')).toBe(5);
    // A missing property: its object's line.
    expect(lineOf(parsed.positions, '/list/1/missing')).toBe(5);
    expect(pointerSegments('#/a%20b/c~1d')).toEqual(['a b', 'c/d']);
  });

  it.each([
    ['{"a": 1', 'end', 1, 8],
    ['{\n  "a": 1,\n  "b": tru\n}', 'character', 3, 11],
    ['{"a": 1}\n}', 'trailing', 2, 1],
    ['{\n  "a": 1,\n}', 'character', 3, 1],
    ['{"a": 01}', 'character', 1, 8],
    ['{"a": "line\nbreak"}', 'character', 1, 12],
    ["{'a': 1}", 'character', 1, 2],
    ['', 'end', 1, 1],
  ])('reports %j as %s at line %i, column %i', (input, problem, line, column) => {
    expect(() => JSON.parse(input)).toThrow();
    const parsed = parseJson(input);
    expect(parsed).toMatchObject({ok: false, problem, position: {line, column}});
  });

  it.each(['0', '-1.5e+10', '"\\u00e9\\n"', '[]', '{}', ' [1, [2, {"": null}]] ', '{"a":{"a":{"a":[true,false]}}}'])('reads %j as JSON.parse does', (input) => {
    const parsed = parseJson(input);
    expect(parsed.ok && parsed.value).toEqual(JSON.parse(input));
  });
});

describe('checking a body against the call’s schema', () => {
  const schema = tryItSpec(doc, 'createGroup', 'en').schema;

  it('accepts the documented example', () => {
    const check = checkBody(JSON.stringify(tryItSpec(doc, 'createGroup', 'en').example, null, 2), schema);
    expect(check).toMatchObject({kind: 'checked', issues: []});
  });

  it('names each problem by its field and line', () => {
    const body = ['{', '  "memberUserIDs": ["user002", 7],', '  "groupInfo": {', '    "groupName": "Hikers",', '    "groupType": "2"', '  }', '}'].join('\n');
    const check = checkBody(body, schema);
    expect(check.kind).toBe('checked');
    if (check.kind !== 'checked') return;
    expect(check.issues.map(({field, keyword, line, expected, actual}) => ({field, keyword, line, expected, actual}))).toEqual([
      {field: 'ownerUserID', keyword: 'required', line: 1, expected: 'ownerUserID', actual: ''},
      {field: 'memberUserIDs[1]', keyword: 'type', line: 2, expected: 'string', actual: 'integer'},
      {field: 'groupInfo.groupType', keyword: 'type', line: 5, expected: 'integer', actual: 'string'},
    ]);
  });

  it('reports enums, limits and syntax errors', () => {
    const many = JSON.stringify({ownerUserID: 'u', groupInfo: {groupType: 5}, memberUserIDs: Array.from({length: 1001}, (_, i) => `u${i}`)});
    const check = checkBody(many, schema);
    if (check.kind !== 'checked') throw new Error('expected a checked body');
    expect(check.issues.map((i) => [i.field, i.keyword, i.expected])).toEqual(
      expect.arrayContaining([
        ['groupInfo.groupType', 'enum', '0, 1, 2'],
        ['memberUserIDs', 'maxItems', '1000'],
      ]),
    );
    expect(checkBody('{"ownerUserID": }', schema)).toMatchObject({kind: 'syntax', problem: 'character', found: '}', position: {line: 1, column: 17}});
    expect(checkBody('[1]', null)).toMatchObject({kind: 'checked', issues: []});
  });

  it('writes paths as a reader does', () => {
    expect(fieldName([])).toBe('');
    expect(fieldName(['a', '0', 'b'])).toBe('a[0].b');
    expect(fieldName(['a b'])).toBe('["a b"]');
  });
});

describe('the server address', () => {
  it.each([
    ['http://localhost:10002', 'http://localhost:10002'],
    ['  https://im.example.com/api/  ', 'https://im.example.com/api'],
    ['http://127.0.0.1:10002/', 'http://127.0.0.1:10002'],
  ])('accepts %j as %j', (input, base) => {
    expect(checkAddress(input)).toMatchObject({ok: true, base});
  });

  it.each([
    ['', 'empty'],
    ['localhost:10002', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['not a url', 'not-url'],
    ['http://user:pw@host', 'credentials'],
    ['http://host/?token=1', 'query'],
    ['http://host/#x', 'query'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(checkAddress(input)).toEqual({ok: false, problem});
  });

  it('knows which servers an https page may call over http', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', 'api.localhost', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['10.0.0.5', 'example.com', 'localhost.example.com']) expect(isLoopbackHost(host), host).toBe(false);
    expect(isMixedContent('https:', new URL('http://10.0.0.5:10002'))).toBe(true);
    expect(isMixedContent('https:', new URL('http://localhost:10002'))).toBe(false);
    expect(isMixedContent('https:', new URL('https://10.0.0.5'))).toBe(false);
    expect(isMixedContent('http:', new URL('http://10.0.0.5:10002'))).toBe(false);
  });
});

describe('classifying a failed request', () => {
  const facts = (over: Partial<FailureFacts>): FailureFacts => ({
    timedOut: false,
    cancelled: false,
    cspBlocked: false,
    pageProtocol: 'http:',
    target: new URL('http://10.0.0.5:10002/x'),
    reachable: false,
    ...over,
  });

  it.each([
    [{timedOut: true, cspBlocked: true}, 'timeout'],
    [{cancelled: true}, 'cancelled'],
    [{cspBlocked: true, pageProtocol: 'https:'}, 'csp'],
    [{pageProtocol: 'https:'}, 'mixed-content'],
    [{pageProtocol: 'https:', target: new URL('http://127.0.0.1:10002/x')}, 'unreachable'],
    [{reachable: true}, 'cors'],
    [{}, 'unreachable'],
  ] as const)('%j is %s', (over, kind) => {
    expect(classifyFailure(facts(over))).toBe(kind);
  });

  it('reads the envelope and makes fresh operation IDs', () => {
    expect(envelopeError({errCode: 1501, errMsg: 'TokenExpiredError', errDlt: ''})).toEqual({code: 1501, errMsg: 'TokenExpiredError', errDlt: ''});
    for (const fine of [{errCode: 0}, null, [], 'x', {errCode: '1501'}]) expect(envelopeError(fine)).toBeUndefined();
    expect(readJson('<html>')).toEqual({isJson: false, json: undefined});
    expect(newOperationId(1767225600123, () => 42)).toBe('1767225600123000042');
    expect(newOperationId()).toMatch(/^\d{19}$/);
    expect(newOperationId()).not.toBe(newOperationId());
  });
});

describe('stored values are untrusted', () => {
  it('uses namespaced keys', () => {
    expect([SERVER_KEY, TOKEN_KEY, draftKey('createGroup')]).toEqual([
      'openim-docs.api-console.server',
      'openim-docs.api-console.token',
      'openim-docs.api-console.draft.createGroup',
    ]);
  });

  it('reads back a draft it wrote and ignores anything else', () => {
    const draft = {body: '{"a": 1}', mode: 'sandbox' as const, open: true};
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
    for (const bad of [
      null,
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '{"body":1,"mode":"server","open":true}',
      '{"body":"","mode":"evil","open":true}',
      '{"body":"","mode":"server"}',
    ]) {
      expect(parseDraft(bad), String(bad)).toBeUndefined();
    }
    expect(serializeDraft({...draft, body: 'x'.repeat(MAX_STORED_BODY + 1)})).toBeNull();
    expect(parseDraft(JSON.stringify({...draft, body: 'x'.repeat(MAX_STORED_BODY + 500)}))).toBeUndefined();
  });

  it('keeps a token only if it can be sent as a header as it is', () => {
    expect(parseToken('eyJ.abc.def')).toBe('eyJ.abc.def');
    for (const bad of [null, 'a b', 'a\nb', 'tök', 'x'.repeat(5000)]) expect(parseToken(bad), String(bad)).toBe('');
  });
});

describe('a large body', () => {
  it('is read and checked quickly', () => {
    const body = JSON.stringify({ownerUserID: 'u', groupInfo: {groupType: 2}, memberUserIDs: Array.from({length: 5000}, (_, i) => `user${i}`)}, null, 2);
    const started = performance.now();
    const check = checkBody(body, tryItSpec(doc, 'createGroup', 'en').schema);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(check.kind === 'checked' && check.issues.map((i) => [i.keyword, i.line])).toEqual([['maxItems', 6]]);
  });
});
