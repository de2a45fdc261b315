/** Stands in for ./server in the browser's bundle: a hydrating block keeps the server's markup instead. */
import type {HighlightLines} from './highlight';

export const highlightOnServer: HighlightLines | undefined = undefined;
