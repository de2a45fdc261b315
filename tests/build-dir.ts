import fs from 'node:fs';
import path from 'node:path';

/**
 * The build the built-output and browser tests read: `build/`, or `BUILD_DIR` when set, so a second build
 * (another branch of work, a benchmark) can be tested without overwriting the first.
 */
export const BUILD = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', 'build'));

/**
 * The built doc pages under a locale's root (`BUILD` or `BUILD/en`): [site path without locale prefix and extension,
 * file], e.g. ['/guides/introduction', '.../guides/introduction.html']. Tag listings and redirect pages are left out.
 */
export function builtDocPages(root: string, instances: readonly string[]): Array<[string, string]> {
  return instances.flatMap((instance) => {
    const dir = path.join(root, instance);
    if (!fs.existsSync(dir)) return [];
    return (fs.readdirSync(dir, {recursive: true}) as string[])
      .map((rel) => rel.split(path.sep).join('/'))
      .filter((rel) => rel.endsWith('.html'))
      .map((rel): [string, string] => [`/${instance}/${rel.replace(/\.html$/, '')}`, path.join(dir, rel)])
      .filter(([, file]) => fs.readFileSync(file, 'utf8').includes('theme-doc-markdown'));
  });
}
