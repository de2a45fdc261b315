/**
 * Runs before the router reads the address (client modules load ahead of the app's first render). An address with
 * a percent-escape that is not UTF-8 (`/en/%ED%A0%80`) or a stray `%` makes the router's `decodeURI` throw, and the
 * whole page stops with "URI malformed" before anything renders. Rewriting it in place, escapes replaced by U+FFFD,
 * lets the not-found page load as for any other unknown path.
 */
import {repairPath} from '../../src/components/NotFoundHelp/path';

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  try {
    decodeURI(pathname);
  } catch {
    const repaired = repairPath(pathname);
    if (repaired !== pathname) window.history.replaceState(window.history.state, '', repaired + search + hash);
  }
}
