/**
 * Publishes the server API's OpenAPI document with the site, as `/openapi.yaml` and `/openapi.json`, so that
 * readers can load it into their own tools. Written into every locale's output (`/en/openapi.yaml` too), because
 * a page's `pathname:///openapi.yaml` link resolves under its locale's base URL; scripts/check-links.mjs fails the
 * build when a link names a file that is not there.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {OPENAPI_FILE, loadDocument} from '../shared/openapi-document';

export const PUBLISHED_FILES = ['openapi.yaml', 'openapi.json'] as const;

export default function openApiPlugin(): Plugin {
  return {
    name: 'openapi-document',
    async postBuild({outDir}) {
      await fs.copyFile(OPENAPI_FILE, path.join(outDir, 'openapi.yaml'));
      await fs.writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(loadDocument(), null, 2)}\n`);
    },
  };
}
