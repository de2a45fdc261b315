/**
 * A REST call as a runnable program in five languages, generated from the call's method, path, caller and request
 * example, so no language can drift from the OpenAPI document. Each sample sends the same request as the `curl`
 * one: JSON body, a fresh `operationID`, the token from an environment variable (ADMIN_TOKEN or USER_TOKEN), and
 * prints the answer. tests/content/request-samples.test.ts compiles the Go, TypeScript, Java and Python of every
 * call as shown.
 */
import {deref, jsonBody, type Caller, type LocatedOperation, type OpenApiDocument} from '../shared/openapi-document';
import {API_ADDRESS, curlCommand} from './curl';

export interface RequestSample {
  /** Tab value, stored and put in the URL (`?lang=go`): lowercase, stable. */
  id: SampleLanguage;
  /** Tab label, the same in both locales. */
  label: string;
  /** Code block language (Prism). */
  lang: string;
  code: string;
}

export const SAMPLE_LANGUAGES = ['curl', 'go', 'typescript', 'python', 'java'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export interface SampleRequest {
  operationId: string;
  method: string;
  path: string;
  caller: Caller;
  body: unknown;
}

/**
 * The path with each `{parameter}` replaced by its example (its `example`, else its schema's first example or enum
 * value), so that a sample calls a real URL. A path parameter without any example is an error in the document.
 */
export function examplePath(doc: OpenApiDocument, {path: apiPath, operation}: LocatedOperation): string {
  return apiPath.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = (operation.parameters ?? []).map((raw) => deref(doc, raw)).find((p) => p.in === 'path' && p.name === name);
    const value = parameter?.example ?? parameter?.schema?.examples?.[0] ?? parameter?.schema?.enum?.[0];
    if (value === undefined) throw new Error(`${operation.operationId}: path parameter {${name}} has no example`);
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${operation.operationId}: path parameter {${name}} needs a string example`);
    // encodeURI keeps the slashes of a catch-all name and makes the URL safe to paste into a shell.
    return encodeURI(String(value));
  });
}

/** What the samples of a documented call send: its method, its example path and its request example. */
export function sampleRequest(doc: OpenApiDocument, located: LocatedOperation): SampleRequest {
  const {method, operation} = located;
  return {
    operationId: operation.operationId,
    method,
    path: examplePath(doc, located),
    caller: operation['x-caller'],
    body: jsonBody(operation.requestBody?.content)?.example,
  };
}

/**
 * A GET route (a redirect, or Prometheus' discovery list) has no body, no operationID header and no token; its
 * samples show the status, the Location header and the body as they come, without following a redirect.
 */
const isGet = (r: SampleRequest): boolean => r.method === 'GET';

/** The environment variable holding the token, or none. */
function tokenEnv(caller: Caller): string | undefined {
  if (caller === 'none') return undefined;
  return caller === 'admin' ? 'ADMIN_TOKEN' : 'USER_TOKEN';
}

const pretty = (value: unknown): string => JSON.stringify(value ?? {}, null, 2);

/** Indents every line but the first by `prefix` (the first continues a line already indented). */
const indentTail = (text: string, prefix: string): string => text.split('\n').join(`\n${prefix}`);

function goGetSample(r: SampleRequest): string {
  return [
    'package main',
    '',
    'import (',
    '\t"fmt"',
    '\t"io"',
    '\t"net/http"',
    ')',
    '',
    'func main() {',
    '\t// Show a redirect instead of following it.',
    '\tclient := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}',
    `\tresp, err := client.Get("${API_ADDRESS}${r.path}")`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer resp.Body.Close()',
    '\tbody, err := io.ReadAll(resp.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(resp.Status, resp.Header.Get("Location"))',
    '\tfmt.Println(string(body))',
    '}',
  ].join('\n');
}

function goSample(r: SampleRequest): string {
  if (isGet(r)) return goGetSample(r);
  const env = tokenEnv(r.caller);
  const json = pretty(r.body);
  // A raw string keeps the JSON readable; one with a backtick cannot be raw, and JSON string syntax is Go's.
  const literal = json.includes('`') ? JSON.stringify(json) : `\`${json}\``;
  const imports = ['bytes', 'fmt', 'io', 'net/http', ...(env ? ['os'] : []), 'strconv', 'time'];
  return [
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t"${name}"`),
    ')',
    '',
    'func main() {',
    `\tbody := []byte(${indentTail(literal, '')})`,
    `\treq, err := http.NewRequest("${r.method}", "${API_ADDRESS}${r.path}", bytes.NewReader(body))`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\treq.Header.Set("Content-Type", "application/json")',
    '\treq.Header.Set("operationID", strconv.FormatInt(time.Now().UnixNano(), 10))',
    ...(env ? [`\treq.Header.Set("token", os.Getenv("${env}"))`] : []),
    '\tresp, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer resp.Body.Close()',
    '\tanswer, err := io.ReadAll(resp.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\t// errCode 0 means success; anything else is explained in the error code table.',
    '\tfmt.Println(string(answer))',
    '}',
  ].join('\n');
}

function typescriptSample(r: SampleRequest): string {
  if (isGet(r))
    return [
      `const response = await fetch('${API_ADDRESS}${r.path}', {redirect: 'manual'});`,
      "console.log(response.status, response.headers.get('location') ?? '');",
      'console.log(await response.text());',
    ].join('\n');
  const env = tokenEnv(r.caller);
  return [
    `const response = await fetch('${API_ADDRESS}${r.path}', {`,
    `  method: '${r.method}',`,
    '  headers: {',
    "    'Content-Type': 'application/json',",
    '    operationID: String(Date.now()),',
    ...(env ? [`    token: process.env.${env} ?? '',`] : []),
    '  },',
    `  body: JSON.stringify(${indentTail(pretty(r.body), '  ')}),`,
    '});',
    'const answer = (await response.json()) as {errCode: number; errMsg: string; data?: unknown};',
    'if (answer.errCode !== 0) throw new Error(`OpenIM error ${answer.errCode}: ${answer.errMsg}`);',
    'console.log(answer.data);',
  ].join('\n');
}

/** A JSON value as a Python literal: JSON's strings and numbers are Python's; true, false and null are not. */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

function pythonSample(r: SampleRequest): string {
  if (isGet(r))
    return [
      'import requests',
      '',
      `response = requests.get("${API_ADDRESS}${r.path}", allow_redirects=False, timeout=10)`,
      'print(response.status_code, response.headers.get("Location", ""))',
      'print(response.text)',
    ].join('\n');
  const env = tokenEnv(r.caller);
  return [
    ...(env ? ['import os'] : []),
    'import time',
    '',
    'import requests',
    '',
    'response = requests.request(',
    `    "${r.method}",`,
    `    "${API_ADDRESS}${r.path}",`,
    '    headers={',
    '        "operationID": str(time.time_ns()),',
    ...(env ? [`        "token": os.environ["${env}"],`] : []),
    '    },',
    `    json=${pythonLiteral(r.body ?? {}, '    ')},`,
    '    timeout=10,',
    ')',
    'answer = response.json()',
    'if answer["errCode"] != 0:',
    "    raise RuntimeError(f\"OpenIM error {answer['errCode']}: {answer['errMsg']}\")",
    'print(answer.get("data"))',
  ].join('\n');
}

/** `createGroup` -> `CreateGroup`: the class name of the Java sample (its file must be CreateGroup.java). */
export const javaClassName = (operationId: string): string => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/** A Java program around the lines of its `main`: the imports and class both kinds of sample share. */
function javaProgram(operationId: string, main: string[]): string {
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    `public class ${javaClassName(operationId)} {`,
    '    public static void main(String[] args) throws Exception {',
    ...main,
    '    }',
    '}',
  ].join('\n');
}

function javaGetSample(r: SampleRequest): string {
  return javaProgram(r.operationId, [
    `        HttpRequest request = HttpRequest.newBuilder(URI.create("${API_ADDRESS}${r.path}")).GET().build();`,
    '        // The default client does not follow redirects, so a 302 shows its Location.',
    '        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    '        System.out.println(response.statusCode() + " " + response.headers().firstValue("location").orElse(""));',
    '        System.out.println(response.body());',
  ]);
}

function javaSample(r: SampleRequest): string {
  if (isGet(r)) return javaGetSample(r);
  const env = tokenEnv(r.caller);
  // A text block processes escapes: a JSON `\"` or `\n` must reach the wire as written, so backslashes double.
  const body = pretty(r.body).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  const method = `.method("${r.method}", HttpRequest.BodyPublishers.ofString(body))`;
  return javaProgram(r.operationId, [
    '        String body = """',
    ...body.split('\n').map((line) => `            ${line}`),
    '            """;',
    `        HttpRequest request = HttpRequest.newBuilder(URI.create("${API_ADDRESS}${r.path}"))`,
    '            .header("Content-Type", "application/json")',
    '            .header("operationID", String.valueOf(System.currentTimeMillis()))',
    ...(env ? [`            .header("token", System.getenv("${env}"))`] : []),
    `            ${method}`,
    '            .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    '        // errCode 0 means success; anything else is explained in the error code table.',
    '        System.out.println(response.body());',
  ]);
}

/** The request in every language, in tab order. */
export function requestSamples(r: SampleRequest): RequestSample[] {
  return [
    {id: 'curl', label: 'curl', lang: 'bash', code: curlCommand({method: r.method, path: r.path, caller: r.caller, body: r.body})},
    {id: 'go', label: 'Go', lang: 'go', code: goSample(r)},
    {id: 'typescript', label: 'TypeScript', lang: 'ts', code: typescriptSample(r)},
    {id: 'python', label: 'Python', lang: 'python', code: pythonSample(r)},
    {id: 'java', label: 'Java', lang: 'java', code: javaSample(r)},
  ];
}
