/**
 * `<ErrorCode code="1501" />` in the prose of any docs page: the code's number and constant name, linked to its row
 * on the error-code page, with its meaning as the link's title, all from the one place each code is described (the
 * OpenAPI document's `x-error-codes` for the server, src/data/sdk/errors.ts for the SDK). A page cannot give a code a
 * meaning of its own, and an unknown code fails the build naming the page.
 */
import type {Link, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import type {Localized} from '../../src/data/locale';
import {describeErrorCode} from '../shared/error-code-table';
import {inlineCode, localeOf, text} from '../shared/mdast';

export const ERROR_CODE_TAG = 'ErrorCode';

/** Markdown of a meaning as plain text for a title attribute: code spans and emphasis lose their marks. */
const plain = (markdown: string) => markdown.replace(/`([^`]*)`/g, '$1').replace(/\*\*?([^*]+)\*\*?/g, '$1');

export function errorCodeLink(code: number, locale: keyof Localized): Link {
  const described = describeErrorCode(code);
  if (!described) throw new Error(`<${ERROR_CODE_TAG} code="${code}" />: no such code in the OpenAPI document's x-error-codes or src/data/sdk/errors.ts`);
  const children: PhrasingContent[] = [inlineCode(String(code)), text(` ${described.name}`)];
  return {type: 'link', url: described.url, title: plain(described.meaning[locale]), children};
}

const isTag = (node: {type: string; name?: unknown}): node is MdxJsxTextElement | MdxJsxFlowElement =>
  (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === ERROR_CODE_TAG;

export default function remarkErrorCodes() {
  return (tree: Root, file: {path?: string}) => {
    const locale = localeOf(file.path);
    visit(tree, (node, index, parent) => {
      if (!isTag(node) || !parent || index === undefined) return undefined;
      const value = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'code')?.value;
      const code = Number(value);
      if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new Error(`${file.path ?? 'a page'}: <${ERROR_CODE_TAG} /> needs code="<number>"`);
      try {
        const link = errorCodeLink(code, locale);
        // On a line of its own the tag is a flow element: the link then needs a paragraph around it.
        parent.children.splice(index, 1, node.type === 'mdxJsxTextElement' ? link : {type: 'paragraph', children: [link]});
      } catch (error) {
        throw new Error(`${file.path ?? 'a page'}: ${(error as Error).message}`);
      }
      return [SKIP, index + 1];
    });
  };
}
