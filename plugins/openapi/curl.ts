/**
 * A `curl` command for an operation, built from its request example so that it runs as written against a local
 * server once the token variable is set.
 */
import type {Caller} from '../shared/openapi-document';

export const API_ADDRESS = 'http://localhost:10002';

/** The shell variable a page tells the reader to fill: the admin token, a user's token, or none. */
export function tokenVariable(caller: Caller): string | undefined {
  if (caller === 'none') return undefined;
  return caller === 'admin' ? '$ADMIN_TOKEN' : '$USER_TOKEN';
}

/** Quotes a JSON body for a POSIX shell: inside single quotes only `'` itself needs care. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlCommand(options: {method: string; path: string; caller: Caller; body: unknown}): string {
  // A GET route takes no headers or body; -i shows the status and a redirect's Location instead of following it.
  if (options.method === 'GET') return `curl -i ${API_ADDRESS}${options.path}`;
  const token = tokenVariable(options.caller);
  const lines = [
    `curl -X ${options.method} ${API_ADDRESS}${options.path}`,
    `  -H "Content-Type: application/json"`,
    // A fresh ID per run: nanoseconds since the epoch are unique enough for one caller.
    `  -H "operationID: $(date +%s%N)"`,
    ...(token ? [`  -H "token: ${token}"`] : []),
    `  -d ${shellQuote(JSON.stringify(options.body ?? {}, null, 2))}`,
  ];
  return lines.join(' \\\n');
}
