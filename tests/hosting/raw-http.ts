/**
 * A raw HTTP/1.1 client for hostile request targets: Node's own client refuses many of the targets worth
 * sending (control characters, `[`, bare `%`), so this writes the request line byte for byte and parses the
 * answer's status line and header lines itself, keeping a header that arrives twice or was injected.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header lines as received, names lower-cased, in order. */
  headers: Array<[string, string]>;
  body: Buffer;
  /** True when the server closed the connection without a status line. */
  noAnswer: boolean;
}

export function header(answer: RawAnswer, name: string): string | undefined {
  return answer.headers.find(([n]) => n === name)?.[1];
}

/** Send `METHOD target HTTP/1.1` (target as raw bytes) and read the answer until the server closes. */
export function rawRequest(port: number, target: string | Buffer, method = 'GET', timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(target)).slice(0, 200)}`));
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `),
          Buffer.isBuffer(target) ? target : Buffer.from(target, 'utf8'),
          Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
        ]),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
  });
}

function parse(raw: Buffer): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return {status: 0, headers: [], body: Buffer.alloc(0), noAnswer: true};
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return colon < 0 ? [line.toLowerCase(), ''] : [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  return {status, headers, body: raw.subarray(end + 4), noAnswer: status === 0};
}

/** Headers either server may send; any other name in an answer is a header some input managed to inject. */
export const KNOWN_HEADERS = new Set([
  'server',
  'date',
  'content-type',
  'content-length',
  'connection',
  'location',
  'last-modified',
  'etag',
  'accept-ranges',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'allow',
  'vary',
  'content-encoding',
  'transfer-encoding',
  'keep-alive',
]);

/**
 * What no answer may do, whatever was asked: inject a header, redirect to another host, or (where a
 * `Location` is sent) hand the browser a path it would read as another host. Returns the problems found.
 */
export function answerProblems(answer: RawAnswer, origin: string): string[] {
  const problems: string[] = [];
  for (const [name, value] of answer.headers) {
    if (!KNOWN_HEADERS.has(name)) problems.push(`unexpected header ${JSON.stringify(name)}`);
    if (/[\r\n]/.test(value)) problems.push(`CR or LF in ${name}`);
  }
  const location = header(answer, 'location');
  if (location !== undefined) {
    // Browsers drop tabs and newlines from a URL and read `\` as `/`: judge the Location as they will.
    const asRead = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
    if (!/^\/(?!\/)/.test(asRead)) problems.push(`Location ${JSON.stringify(location)} is not a path of this site`);
    else if (new URL(asRead, origin).origin !== origin) problems.push(`Location ${JSON.stringify(location)} leaves the site`);
  }
  return problems;
}
