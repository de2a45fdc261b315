// Build-time diagrams (plugins/mermaid-svg): a fence becomes an element naming its two drawings, drawn in Debian's
// Chromium; the postBuild step fills an empty box with both, and refuses a box whose drawing the build did not make.
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import remarkMermaidSvg, {DIAGRAM_TAG} from '../../plugins/mermaid-svg/remark';
import mermaidSvgPlugin, {drawingCacheGeneration, fillDiagrams} from '../../plugins/mermaid-svg/index';
import {PLACEHOLDER_ID} from '../../plugins/mermaid-svg/options';
import {drawDiagram} from '../../plugins/mermaid-svg/render';

const SOURCE = 'flowchart LR\n  client[Client app] -->|sendMessage| api(openim-api)';

describe('remark: mermaid fences', () => {
  it('become <MermaidDiagram /> naming both drawings, with no markup in the page script', async () => {
    const tree = fromMarkdown(`Text\n\n\`\`\`mermaid\n${SOURCE}\n\`\`\`\n`);
    await remarkMermaidSvg()(tree, {path: '/site/docs-guides/x.md'});
    const element = tree.children[1] as MdxJsxFlowElement;
    expect(element.type).toBe('mdxJsxFlowElement');
    expect(element.name).toBe(DIAGRAM_TAG);
    const attributes = Object.fromEntries(element.attributes.map((a) => [(a as {name: string}).name, (a as {value: string}).value]));
    expect(Object.keys(attributes).sort()).toEqual(['dark', 'id', 'light']);
    expect(attributes.id).toMatch(/^mermaid-[0-9a-f]{8}-0$/);
    expect(attributes.light).not.toBe(attributes.dark);
  }, 60_000);

  it('fail the build on a diagram Mermaid cannot parse, naming the page', async () => {
    const tree = fromMarkdown('```mermaid\nflowchart LR\n  a -->\n```\n');
    await expect(remarkMermaidSvg()(tree, {path: 'docs-guides/broken.md'})).rejects.toThrow(/docs-guides\/broken\.md: Mermaid could not draw/);
  }, 60_000);
});

describe('drawings', () => {
  it('keep every id under the drawing id, so both colour modes of a state diagram can share a page', async () => {
    const drawing = await drawDiagram('stateDiagram-v2\n  [*] --> Connecting\n  Connecting --> Connected\n  Connected --> [*]', 'test');
    for (const mode of ['light', 'dark'] as const) {
      const ids = [...drawing[mode].svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(3);
      expect(ids.filter((id) => !id.startsWith(PLACEHOLDER_ID))).toEqual([]);
      expect(drawing[mode].svg).not.toContain('data-points=');
    }
  }, 60_000);
});

describe('postBuild: filling the built HTML', () => {
  it('puts both drawings in an empty box, each with the page id of its mode', async () => {
    const drawing = await drawDiagram(SOURCE, 'test');
    expect(drawing.light.svg).toContain(PLACEHOLDER_ID);
    const box = `<div class="docusaurus-mermaid-container" data-mermaid-id="mermaid-abcdef01-0" data-mermaid-light="${drawing.light.hash}" data-mermaid-dark="${drawing.dark.hash}"></div>`;
    const {html, hashes} = fillDiagrams(`<main>${box}</main>`, 'page.html');
    expect(hashes).toEqual([drawing.light.hash, drawing.dark.hash]);
    expect(html).toContain('<div class="mermaid-light"><svg id="mermaid-abcdef01-0-light"');
    // The dark drawing waits for data-theme="dark": without scripts or the stylesheet the light one shows alone.
    expect(html).toContain('<div class="mermaid-dark" hidden><svg id="mermaid-abcdef01-0-dark"');
    expect(html).not.toContain(PLACEHOLDER_ID);
    expect(html).toContain('Client app');
    // As the HTML minifier writes it: values without quotes.
    const minified = box.replace(/="([^"]*)"/g, '=$1');
    expect(fillDiagrams(minified, 'page.html').html).toContain('<svg id="mermaid-abcdef01-0-dark"');
  }, 60_000);

  it('refuses a box it cannot read or whose id is not one the remark plugin gives', () => {
    expect(() => fillDiagrams('<div data-mermaid-id="x"></div>', 'page.html')).toThrow(/page\.html: a diagram box has no valid id/);
    expect(() => fillDiagrams('<div data-mermaid-id="mermaid-abcdef01-0"> </div>', 'page.html')).toThrow(/1 diagram boxes, 0 of them/);
  });

  it('refuses a box naming a drawing that does not exist or is not a hash', () => {
    for (const hash of ['0123456789abcdef0123', '../../etc/passwd']) {
      const box = `<div data-mermaid-id="mermaid-abcdef01-1" data-mermaid-light="${hash}" data-mermaid-dark="${hash}"></div>`;
      expect(() => fillDiagrams(box, 'page.html')).toThrow(/page\.html: diagram mermaid-abcdef01-1 names a drawing the build did not make/);
    }
  });
});

describe('the drawing cache and the bundler cache', () => {
  it('a new drawing cache gets a new generation; an existing one keeps its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawings-'));
    try {
      const first = drawingCacheGeneration(path.join(dir, 'cache'));
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(drawingCacheGeneration(path.join(dir, 'cache'))).toBe(first);
      // Deleted (by hand or by `docusaurus clear`) and made again: another generation.
      fs.rmSync(path.join(dir, 'cache'), {recursive: true});
      expect(drawingCacheGeneration(path.join(dir, 'cache'))).not.toBe(first);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it("puts the generation into Rspack's persistent cache version, and leaves other caches alone", () => {
    const configure = mermaidSvgPlugin().configureWebpack!.bind(undefined);
    const utils = {} as Parameters<typeof configure>[2];
    const content = undefined as Parameters<typeof configure>[3];
    const persistent = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc', buildDependencies: ['x']}}};
    const result = configure(persistent, false, utils, content) as {experiments: {cache: {type: string; version: string; buildDependencies: string[]}}};
    expect(result.experiments.cache).toEqual({
      type: 'persistent',
      version: `client-production-en-3.10.2-abc-drawings-${drawingCacheGeneration()}`,
      buildDependencies: ['x'],
    });
    expect(configure({experiments: {}}, false, utils, content)).toEqual({});
    expect(configure({}, true, utils, content)).toEqual({});
  });
});
