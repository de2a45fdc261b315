/**
 * A stand-in for the OpenIM API server, for the browser tests of the REST console (tests/e2e/api-console.spec.ts).
 * It answers every call of the OpenAPI document with that call's documented response example, in the server's
 * envelope and with the headers of its CORS middleware (openimsdk/tools mw.CorsHandler: any origin, any header, a
 * 200 JSON answer to OPTIONS), and checks what the real server checks first: the operationID header, the token of
 * calls that need one, a JSON body, and the secret of /auth/get_admin_token.
 *
 * A small server of our own rather than an OpenAPI mock such as Stoplight Prism: Prism would be another download
 * for every machine and CI, its answers follow the schema but not OpenIM's envelope (HTTP 200 with errCode) nor its
 * CORS headers and token checks, and the tests also need answers no OpenAPI mock gives: a call that hangs (the
 * console's timeout), an answer that is not JSON, one without CORS headers.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import crypto from 'node:crypto';
import {listOperations, loadDocument, jsonBody, type Caller, type OpenApiDocument} from '../../plugins/shared/openapi-document';

/** What a test can make the next POST answer instead of the documented example. */
export type Behaviour =
  /** Wait this long before answering normally (the console gives up after 10 s). */
  | {delayMs: number}
  /** Answer with this errCode (named as in the document's `x-error-codes`), HTTP 200 as the real server does. */
  | {errCode: number; errDlt?: string}
  /** Answer exactly this: a proxy's HTML error page, say. */
  | {raw: {status: number; contentType: string; body: string}}
  /** Answer normally but without the CORS headers, as a proxy that drops them would. */
  | {noCors: true};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface MockOpenIM {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, preflights included, in order. */
  requests: RecordedRequest[];
  /** Queues a behaviour for the next POST request. */
  next(behaviour: Behaviour): void;
  /** A user token the mock accepts, as /auth/get_user_token would issue it. */
  userToken(userID: string): string;
  stop(): Promise<void>;
}

export interface MockOptions {
  /** 0 (the default) lets the system choose a free port. */
  port?: number;
  /** The `secret` of config/share.yml the admin token is exchanged for. */
  secret?: string;
  /** The IDs of `imAdminUserID`. */
  adminUserIDs?: string[];
}

/** The headers mw.CorsHandler sets on every answer. */
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers':
    'Content-Length, Access-Control-Allow-Origin, Access-Control-Allow-Headers,Cache-Control,Content-Language,Content-Type,Expires,Last-Modified,Pragma,FooBar',
  'Access-Control-Max-Age': '172800',
  'Access-Control-Allow-Credentials': 'false',
};

interface Route {
  caller: Caller;
  example: unknown;
}

function routes(doc: OpenApiDocument): Map<string, Route> {
  return new Map(
    listOperations(doc)
      .filter(({method}) => method === 'POST')
      .map(({path, operation}) => [
        path,
        {caller: operation['x-caller'], example: jsonBody(operation.responses['200']?.content)?.example ?? {errCode: 0, errMsg: '', errDlt: ''}},
      ]),
  );
}

export async function startMockOpenIM(options: MockOptions = {}): Promise<MockOpenIM> {
  const doc = loadDocument();
  const calls = routes(doc);
  const names = new Map(doc['x-error-codes'].map((entry) => [entry.code, entry.name]));
  const secret = options.secret ?? 'openIM123';
  const admins = options.adminUserIDs ?? ['imAdmin'];
  const tokens = new Map<string, 'admin' | 'user'>();
  const requests: RecordedRequest[] = [];
  const queue: Behaviour[] = [];

  const issue = (kind: 'admin' | 'user', userID: string) => {
    // Shaped like a JWT (three dot-separated parts), so that the console sees what a real token looks like.
    const token = [kind, Buffer.from(userID).toString('base64url'), crypto.randomBytes(12).toString('base64url')].join('.');
    tokens.set(token, kind);
    return token;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://mock').pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({method: req.method ?? '', path, headers: req.headers, body});
      const behaviour = req.method === 'POST' ? queue.shift() : undefined;
      const send = (status: number, contentType: string, text: string) => {
        const cors = behaviour && 'noCors' in behaviour ? {} : CORS_HEADERS;
        res.writeHead(status, {...cors, 'Content-Type': contentType});
        res.end(text);
      };
      const envelope = (errCode: number, errMsg = '', errDlt = '', data?: unknown) =>
        send(200, 'application/json; charset=utf-8', JSON.stringify({errCode, errMsg, errDlt, ...(data === undefined ? {} : {data})}));
      const error = (code: number, errDlt = '') => envelope(code, names.get(code) ?? 'error', errDlt);

      if (req.method === 'OPTIONS') return send(200, 'application/json; charset=utf-8', JSON.stringify('Options Request!'));
      const route = calls.get(path);
      if (req.method !== 'POST' || !route) return send(404, 'text/plain', '404 page not found');

      const answer = () => {
        if (behaviour && 'raw' in behaviour) return send(behaviour.raw.status, behaviour.raw.contentType, behaviour.raw.body);
        if (!req.headers.operationid) return envelope(1001, 'ArgsError', 'header must have operationID');
        if (route.caller !== 'none') {
          const token = req.headers.token;
          if (typeof token !== 'string' || token === '') return envelope(1001, 'ArgsError', 'header must have token');
          if (token.split('.').length !== 3) return error(1503);
          const kind = tokens.get(token);
          if (!kind) return envelope(1505, 'signature is invalid');
          if (route.caller === 'admin' && kind !== 'admin') return error(1002);
        }
        let input: Record<string, unknown>;
        try {
          input = JSON.parse(body) as Record<string, unknown>;
        } catch (cause) {
          return envelope(1001, (cause as Error).message);
        }
        if (behaviour && 'errCode' in behaviour) return error(behaviour.errCode, behaviour.errDlt);
        if (path === '/auth/get_admin_token') {
          if (input.secret !== secret) return error(1002, 'secret invalid');
          if (typeof input.userID !== 'string' || !admins.includes(input.userID)) return error(1001, `admin userID: ${admins.join(',')}`);
          return envelope(0, '', '', {token: issue('admin', input.userID), expireTimeSeconds: 7776000});
        }
        if (path === '/auth/get_user_token' && typeof input.userID === 'string') {
          return envelope(0, '', '', {token: issue('user', input.userID), expireTimeSeconds: 7776000});
        }
        return send(200, 'application/json; charset=utf-8', JSON.stringify(route.example));
      };
      if (behaviour && 'delayMs' in behaviour) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    next: (behaviour) => queue.push(behaviour),
    userToken: (userID) => issue('user', userID),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
