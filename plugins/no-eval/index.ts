/**
 * Keeps the site within its Content-Security-Policy, which forbids eval (deploy/nginx/openim-docs.conf).
 * The Zod copy bundled in DocSearch's modal probes for eval with `new Function("")` to decide whether to compile
 * its validators. Under the policy the probe is refused and the browser reports a violation, although Zod then
 * works without eval. The build answers the probe instead: "no eval", as the policy says.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The modules that carry the probe; the loader fails the build if the probe is not found in one exactly once. */
export const PROBED_MODULE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

export default function noEvalPlugin(): Plugin {
  return {
    name: 'no-eval',
    configureWebpack() {
      return {
        module: {
          rules: [{test: PROBED_MODULE, use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
