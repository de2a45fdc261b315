// Replaces Zod's eval probe (see index.ts) with its answer under the site's policy. When the probe is not found
// exactly once (a new @docsearch/react), the build stops: check the new code against the policy, then update it.
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}';
const ANSWER = 'return!1';

module.exports = function noEvalLoader(source) {
  const found = source.split(PROBE).length - 1;
  if (found !== 1) {
    throw new Error(
      `plugins/no-eval: expected the eval probe once in ${this.resourcePath}, found it ${found} times. ` +
        '@docsearch/react has changed: see plugins/no-eval/index.ts.',
    );
  }
  return source.replace(PROBE, ANSWER);
};
