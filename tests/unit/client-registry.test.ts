/**
 * plugins/client-registry empties each module path of the route registry in the browser's bundle. The registry
 * here is written by the installed @docusaurus/core's own code generator, so a Docusaurus that writes it in
 * another form fails this test (and the build), not a reader's page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import loader from '../../plugins/client-registry/loader.cjs';

const {emptyModulePaths} = loader as {emptyModulePaths: (source: string) => string};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** A registry as core writes it, for three routes; one module path holds a quote and a backslash. */
async function coreRegistry(): Promise<string> {
  const route = (routePath: string, component: string, content: string) => ({
    path: routePath,
    component,
    exact: true,
    modules: {content},
  });
  await generateRouteFiles({
    generatedFilesDir: dir,
    baseUrl: '/',
    routes: [
      route('/a', '@theme/DocItem', '@site/docs/a.mdx'),
      route('/b', '@theme/DocItem', '@site/docs/b "quoted".mdx'),
      route('/c', '@theme/BlogPostPage', '@site/blog/back\\slash.md'),
    ] as unknown as Parameters<typeof generateRouteFiles>[0]['routes'],
  });
  return fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
}

describe('client route registry', () => {
  it("empties every entry's module path and keeps its loader and webpack id", async () => {
    const source = await coreRegistry();
    const output = emptyModulePaths(source);
    const entries = (text: string) => text.split('\n').filter((line) => line.startsWith('  "'));
    expect(entries(source).length).toBeGreaterThanOrEqual(4);
    expect(entries(output)).toHaveLength(entries(source).length);
    for (const [i, line] of entries(output).entries()) {
      const original = entries(source)[i];
      expect(line.slice(0, line.indexOf(':'))).toBe(original.slice(0, original.indexOf(':')));
      const modulePath = /import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)/.exec(original)![1];
      expect(line).toContain(`import(/* webpackChunkName:`);
      expect(line).toContain(`*/ ${modulePath}), "", require.resolveWeak(${modulePath})]`);
    }
  });

  it('stops on an entry in a form it does not know', () => {
    expect(() => emptyModulePaths('export default {\n  "x": [() => import("a"), "a", require.resolveWeak("a")],\n};')).toThrow(/line 2/);
  });
});
