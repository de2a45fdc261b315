/**
 * The highlighter as the server bundle sees it. The client bundle gets ./server.client instead (see ./index), so
 * Prism and its grammars stay out of the JavaScript every page loads.
 */
import {highlightLines, type HighlightLines} from './highlight';

export const highlightOnServer: HighlightLines | undefined = highlightLines;
