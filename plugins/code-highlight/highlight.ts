/**
 * Prism tokenizing, as prism-react-renderer's <Highlight> does it, without React: the build calls it for every code
 * block (through ./server), and the browser only for a block that mounts after client-side navigation (./lazy).
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {Token} from './tokens';

/** The lines of `code`; a language Prism does not know is shown plain, as the theme does. */
export function highlightLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export type HighlightLines = typeof highlightLines;
