/**
 * plugins/route-prefetch indexes the chunk names of every route once: for every route of the build (the last
 * locale built, whose generated files are in .docusaurus), the index gives the names Docusaurus's own scan finds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {chunkNameIndex, routeOfKey} from '../../plugins/route-prefetch/queue';
import {chunkNamesOf, docusaurusChunkScan, type ChunkNames} from '../helpers';

it("the chunk-name index equals Docusaurus's scan for every route of the build", () => {
  const file = path.join(__dirname, '../../.docusaurus/routesChunkNames.json');
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ChunkNames>;
  const index = chunkNameIndex(all, chunkNamesOf);
  const routes = new Set(Object.keys(all).map(routeOfKey));
  expect(routes.size).toBeGreaterThan(400);
  for (const route of routes) expect(index.get(route)).toEqual(docusaurusChunkScan(all, route));
});
