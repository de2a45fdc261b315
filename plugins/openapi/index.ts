/**
 * Publishes the server API's OpenAPI document with the site, as `/openapi.yaml` and `/openapi.json`, so that
 * readers can load it into their own tools. Written once, at the site root (not under `/en`).
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENAPI_FILE, loadDocument} from './document';

export const PUBLISHED_FILES = ['openapi.yaml', 'openapi.json'] as const;

export default function openApiPlugin(context: LoadContext): Plugin {
  return {
    name: 'openapi-document',
    async postBuild({outDir}) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await fs.copyFile(OPENAPI_FILE, path.join(outDir, 'openapi.yaml'));
      await fs.writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(loadDocument(), null, 2)}\n`);
    },
  };
}
