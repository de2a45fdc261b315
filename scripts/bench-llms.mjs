// Sizes of what the site publishes for agents (issue #21), per locale: the Markdown twins (count, total, median,
// largest) and every llms file, raw and gzip. Reads build/ (or BUILD_DIR); run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD = path.resolve(process.env.BUILD_DIR ?? path.join(import.meta.dirname, '..', 'build'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => zlib.gzipSync(buffer, {level: 6}).length;

function twinsUnder(root) {
  return fs
    .readdirSync(root, {recursive: true})
    .map(String)
    .filter((rel) => rel.endsWith('.md') && !rel.startsWith(`en${path.sep}`))
    .map((rel) => ({rel, size: fs.statSync(path.join(root, rel)).size}));
}

if (!fs.existsSync(path.join(BUILD, 'llms.txt'))) {
  console.error(`bench:llms: no llms.txt in ${BUILD}; run npm run build first`);
  process.exit(1);
}
for (const [locale, root] of [
  ['zh-Hans', BUILD],
  ['en', path.join(BUILD, 'en')],
]) {
  const twins = twinsUnder(root).sort((a, b) => a.size - b.size);
  const total = twins.reduce((sum, t) => sum + t.size, 0);
  const largest = twins.at(-1);
  console.log(
    `\n${locale}: ${twins.length} twins, ${kb(total)} in all, median ${kb(twins[Math.floor(twins.length / 2)].size)}, largest ${kb(largest.size)} (${largest.rel})`,
  );
  const files = fs
    .readdirSync(root)
    .filter((name) => /^llms.*\.txt$/.test(name))
    .sort();
  for (const name of files) {
    const buffer = fs.readFileSync(path.join(root, name));
    console.log(`  ${name.padEnd(24)} ${kb(buffer.length).padStart(10)} raw ${kb(gzip(buffer)).padStart(10)} gzip`);
  }
}
