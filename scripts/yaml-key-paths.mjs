// One definition of a YAML "key path", shared by scripts/extract-release-facts.mjs (which lists the release's keys)
// and tests/content/release-facts.test.ts (which checks the guides' excerpts against them).

/**
 * Every key path of a parsed YAML document: mappings joined with dots; lists are looked through.
 * @param {unknown} node
 * @param {string} [prefix]
 * @param {Set<string>} [out]
 * @returns {Set<string>}
 */
export function keyPaths(node, prefix = '', out = new Set()) {
  if (Array.isArray(node)) {
    for (const item of node) keyPaths(item, prefix, out);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const at = prefix ? `${prefix}.${key}` : key;
      out.add(at);
      keyPaths(value, at, out);
    }
  }
  return out;
}
