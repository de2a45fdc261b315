/**
 * ```mermaid fences become <MermaidDiagram />, drawn at build time in both colour modes (./render.ts), so pages ship
 * no Mermaid runtime and a diagram shows without JavaScript and in a saved page.
 *
 * The SVG markup stays out of the page's JavaScript: the element names the two drawings by content hash, the
 * built HTML gets the markup from the postBuild step (./index.ts), and hydration keeps it. A reader who arrives by
 * client-side navigation gets the two drawings from /diagrams/<hash>.svg. The dev server has no built HTML: there
 * the markup is passed to the component directly.
 */
import crypto from 'node:crypto';
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {withId} from './options';
import {drawDiagram} from './render';

export const DIAGRAM_TAG = 'MermaidDiagram';

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

/** A page's diagram ids: unique per page and position, and stable between builds. */
const idBase = (filePath: string | undefined, index: number) =>
  `mermaid-${crypto
    .createHash('sha1')
    .update(filePath ?? '')
    .digest('hex')
    .slice(0, 8)}-${index}`;

export default function remarkMermaidSvg() {
  return async (tree: Root, file: {path?: string}) => {
    const fences: {node: Code; index: number; parent: {children: unknown[]}}[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang === 'mermaid' && parent && index !== undefined) fences.push({node, index, parent});
    });
    const inDevServer = process.env.NODE_ENV === 'development';
    for (const [n, {node, index, parent}] of fences.entries()) {
      const drawing = await drawDiagram(node.value, file.path ?? 'a page');
      const id = idBase(file.path, n);
      const attributes = [attribute('id', id), attribute('light', drawing.light.hash), attribute('dark', drawing.dark.hash)];
      if (inDevServer) {
        attributes.push(attribute('lightSvg', withId(drawing.light.svg, `${id}-light`)), attribute('darkSvg', withId(drawing.dark.svg, `${id}-dark`)));
      }
      const element: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: DIAGRAM_TAG, attributes, children: [], position: node.position};
      parent.children[index] = element;
    }
  };
}
