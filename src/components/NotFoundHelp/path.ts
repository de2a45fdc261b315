/**
 * Reading a request path that may be anything a reader, a crawler or an attacker typed: very long, percent-escapes
 * that are not UTF-8 (`%ED%A0%80`, a lone surrogate), stray `%`, control characters, markup. Nothing here throws,
 * and the work it does is bounded by MAX_RAW_PATH.
 */
import {toWellFormed} from '../../search/unicode';

/** The longest raw path looked at: far beyond any page of the site, short enough to bound the matching work. */
export const MAX_RAW_PATH = 2048;
/** The longest search query taken from a path. */
export const MAX_QUERY_CHARS = 100;

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
/** A `%` that does not start an escape: `decodeURI` throws on it. */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/** The bytes of a run of escapes decoded as UTF-8, each invalid sequence as U+FFFD (the WHATWG decoder's rule). */
function decodeLeniently(run: string): string {
  const bytes = new Uint8Array(run.length / 3);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
  return new TextDecoder('utf-8').decode(bytes);
}

/** A path's text: escapes decoded where they are UTF-8 and replaced by U+FFFD where not, never a lone surrogate. */
export function decodePath(raw: string): string {
  const decoded = raw.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return decodeLeniently(run);
    }
  });
  return toWellFormed(decoded);
}

/**
 * The same path with every escape decodable: stray `%` escaped, non-UTF-8 runs re-encoded as U+FFFD. Equal to the
 * input when it was fine already, so callers can compare to decide whether to rewrite the address.
 */
export function repairPath(raw: string): string {
  return raw.replace(STRAY_PERCENT, '%25').replace(ESCAPE_RUN, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return encodeURIComponent(decodeLeniently(run));
    }
  });
}

/** The path below the locale's base URL (`/en/sdks/x` with base `/en/` → `/sdks/x`), cut to MAX_RAW_PATH first. */
export function sitePath(rawPathname: string, baseUrl: string): string {
  const raw = rawPathname.slice(0, MAX_RAW_PATH);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (raw.startsWith(base)) return `/${raw.slice(base.length)}`;
  return raw.startsWith('/') ? raw : `/${raw}`;
}

/** Segments of a path: decoded, without empty ones, without the `.html` a saved link may carry. */
export function pathSegments(path: string): string[] {
  return decodePath(path.slice(0, MAX_RAW_PATH))
    .split('/')
    .map((segment) => segment.replace(/\.(html?|mdx?)$/i, ''))
    .filter((segment) => segment !== '' && segment.toLowerCase() !== 'index');
}

/**
 * Search words for a missing path: its last segment, separators turned into spaces
 * (`/sdks/api/sendMessage` → `sendMessage`, `/guides/k8s-deployment` → `k8s deployment`).
 */
export function pathQuery(path: string): string {
  const segments = pathSegments(path);
  const last = segments[segments.length - 1] ?? '';
  const words = last
    // eslint-disable-next-line no-control-regex -- control characters of a typed URL become spaces
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[-_+.\s]+/g, ' ')
    .trim();
  // Cut by code points, so a character outside the BMP is not split into a lone surrogate.
  return Array.from(words).slice(0, MAX_QUERY_CHARS).join('').trim();
}
