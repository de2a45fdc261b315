// Empties each entry's module path in the client's route registry (see index.ts). An entry is one line, as
// @docusaurus/core's codegenRoutes.js writes it:
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak("<path>")],
// When any entry is not in that form (a new Docusaurus), the build stops rather than ship a registry half-changed.
// The last entry is followed by the object's `};` on the same line.
const ENTRY = /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)), \2, (?=require\.resolveWeak\(\2\)\],(?:\};)?$)/;

/** @param {string} source */
function emptyModulePaths(source) {
  const lines = source.split('\n');
  let entries = 0;
  const out = lines.map((line, i) => {
    if (!line.startsWith('  "')) return line;
    entries++;
    const match = ENTRY.exec(line);
    if (!match) throw new Error(`plugins/client-registry: line ${i + 1} of the route registry is not in the form it expects: ${line.slice(0, 200)}`);
    return `${match[1]}, "", ${line.slice(match[0].length)}`;
  });
  if (entries === 0 && /\[\(\) => import\(/.test(source)) throw new Error('plugins/client-registry: no registry entry found');
  return out.join('\n');
}

module.exports = function clientRegistryLoader(source) {
  return emptyModulePaths(source);
};
module.exports.emptyModulePaths = emptyModulePaths;
