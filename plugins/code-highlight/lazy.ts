/**
 * The browser's highlighter, a chunk of its own: loaded only when a code block mounts without server markup (after
 * client-side navigation, or in the dev server). Adds the site's extra grammars to Prism first, as the theme's
 * start-up module did before this plugin kept it out of the client bundle.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {highlightLines} from './highlight';
