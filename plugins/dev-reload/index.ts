/**
 * The authoring loop for generated pages: a page of the REST reference is compiled from the OpenAPI document and the
 * files of examples/, a page of the SDK reference from the catalogue in src/data/sdk. Those files are not imports of
 * the page, so without this plugin the dev server would show an edit to them only after the page itself is touched.
 * Each page of those instances gets them as dependencies (./loader.cjs); the SDK plugin reads the catalogue again
 * from disk when it changed (plugins/sdk/catalogue.ts), the REST plugin re-reads the document by its mtime.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {englishDir, sourceDir, type Instance} from '../../src/data/manifest';
import {OPENAPI_FILE} from '../shared/openapi-document';
import {catalogueFiles} from '../sdk/catalogue';

/** The files of examples/ that `<ExampleFile>` shows on REST pages. */
function exampleFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, 'examples');
  return (fs.readdirSync(dir, {recursive: true}) as string[]).map((rel) => path.join(dir, rel)).filter((file) => fs.statSync(file).isFile());
}

export default function devReloadPlugin(context: LoadContext): Plugin {
  const pagesOf = (instance: Instance) => [sourceDir(instance), englishDir(instance)].map((dir) => path.join(context.siteDir, dir) + path.sep);
  const rule = (instance: Instance, files: string[]) => ({
    test: /\.mdx?$/,
    include: pagesOf(instance),
    enforce: 'pre' as const,
    use: [{loader: path.join(__dirname, 'loader.cjs'), options: {files}}],
  });
  return {
    name: 'dev-reload',
    configureWebpack() {
      return {
        module: {
          rules: [rule('restapi', [OPENAPI_FILE, ...exampleFiles(context.siteDir)]), rule('sdks', [OPENAPI_FILE, ...catalogueFiles()])],
        },
      };
    },
  };
}
