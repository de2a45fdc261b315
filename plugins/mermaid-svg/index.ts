/**
 * The postBuild half of build-time diagrams (./remark.ts): fills each empty diagram box of the built HTML with its
 * two drawings, and copies the drawings the pages use to /diagrams/<hash>.svg for client-side navigation.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DIAGRAM_DIR, diagramMarkup, isDrawingHash} from './options';
import {CACHE_DIR, cachedFile} from './render';

/**
 * An empty box as src/components/MermaidDiagram renders it on the server. The HTML minifier leaves out the quotes
 * of attribute values that do not need them.
 */
const VALUE = '(?:"([^"]*)"|([^\\s>"]+))';
const EMPTY_BOX = new RegExp(`<div([^>]*\\sdata-mermaid-id=${VALUE}[^>]*)></div>`, 'g');
const attr = (attributes: string, name: string) => {
  const match = new RegExp(`\\s${name}=${VALUE}`).exec(attributes);
  return match?.[1] ?? match?.[2] ?? '';
};

/**
 * A name for this copy of the drawing cache, written into it when it is made. The bundler's persistent cache keeps
 * compiled MDX, and compiling is what draws; with the drawings deleted and the bundler's cache kept, a build drew
 * nothing and failed in postBuild. The name goes into the bundler cache's version, so a new drawing cache evicts it.
 */
export function drawingCacheGeneration(dir: string = CACHE_DIR): string {
  const file = path.join(dir, 'generation');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, {recursive: true});
    // `wx`: two builds starting at once keep the first one's name.
    try {
      fs.writeFileSync(file, crypto.randomUUID(), {flag: 'wx'});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The HTML files of `dir`, leaving out the top-level folders in `skip` (other locales' builds inside it). */
function htmlFiles(dir: string, skip: readonly string[]): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html') && !skip.includes(f.split(path.sep)[0]))
    .map((f) => path.join(dir, f));
}

/** Fill one page's boxes; returns the drawings it uses. Throws, naming the page, on a box without its drawing. */
export function fillDiagrams(html: string, where: string): {html: string; hashes: string[]} {
  const hashes: string[] = [];
  const filled = html.replace(EMPTY_BOX, (_, attributes: string) => {
    const id = attr(attributes, 'data-mermaid-id');
    const light = attr(attributes, 'data-mermaid-light');
    const dark = attr(attributes, 'data-mermaid-dark');
    if (!/^mermaid-[0-9a-f]{8}-\d+$/.test(id)) throw new Error(`${where}: a diagram box has no valid id (${id})`);
    for (const hash of [light, dark]) {
      if (!isDrawingHash(hash) || !fs.existsSync(cachedFile(hash))) throw new Error(`${where}: diagram ${id} names a drawing the build did not make (${hash})`);
    }
    hashes.push(light, dark);
    const read = (hash: string) => fs.readFileSync(cachedFile(hash), 'utf8');
    return `<div${attributes}>${diagramMarkup(id, {light: read(light), dark: read(dark)})}</div>`;
  });
  // A box the pattern missed (its markup changed) would ship empty: fail instead.
  const boxes = html.split('data-mermaid-id=').length - 1;
  if (boxes !== hashes.length / 2)
    throw new Error(`${where}: ${boxes} diagram boxes, ${hashes.length / 2} of them empty and filled; the markup of src/components/MermaidDiagram changed?`);
  return {html: filled, hashes};
}

export default function mermaidSvgPlugin(): Plugin {
  return {
    name: 'mermaid-svg',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      // Rspack's persistent cache (Docusaurus Faster) is an object with a version; anything else has none to extend.
      if (!cache || typeof cache !== 'object' || typeof (cache as {version?: unknown}).version !== 'string') return {};
      const version = `${(cache as {version: string}).version}-drawings-${drawingCacheGeneration()}`;
      return {experiments: {cache: {...cache, version}}};
    },
    async postBuild({outDir, i18n}) {
      const used = new Set<string>();
      // The default locale's build is the root of the output; the other locales' builds are folders in it.
      const otherLocales = i18n.currentLocale === i18n.defaultLocale ? i18n.locales.filter((locale) => locale !== i18n.currentLocale) : [];
      for (const file of htmlFiles(outDir, otherLocales)) {
        const html = fs.readFileSync(file, 'utf8');
        if (!html.includes('data-mermaid-id=')) continue;
        const result = fillDiagrams(html, path.relative(outDir, file));
        result.hashes.forEach((hash) => used.add(hash));
        if (result.html !== html) fs.writeFileSync(file, result.html);
      }
      if (!used.size) return;
      fs.mkdirSync(path.join(outDir, DIAGRAM_DIR), {recursive: true});
      for (const hash of used) fs.copyFileSync(cachedFile(hash), path.join(outDir, DIAGRAM_DIR, `${hash}.svg`));
    },
  };
}
