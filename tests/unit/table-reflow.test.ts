import {describe, expect, it} from 'vitest';
import {h} from 'hastscript';
import type {Element, Root} from 'hast';
import rehypeTableReflow, {REFLOW_CLASS} from '../../plugins/table-reflow';

function table(headers: string[], rows: string[][]): Element {
  return h('table', [
    h('thead', [
      h(
        'tr',
        headers.map((text) => h('th', text)),
      ),
    ]),
    h(
      'tbody',
      rows.map((row) =>
        h(
          'tr',
          row.map((text) => h('td', text)),
        ),
      ),
    ),
  ]);
}

function run(node: Element): Element {
  const tree: Root = {type: 'root', children: [node]};
  rehypeTableReflow()(tree);
  return node;
}

const cells = (node: Element) => (node.children[1] as Element).children.flatMap((row) => (row as Element).children as Element[]);

describe('plugins/table-reflow', () => {
  it('labels every body cell with its column header and marks the table for the phone layout', () => {
    const node = run(table(['Field', 'Type', '必填', 'Description'], [['operationID', 'string', 'Yes', 'Trace ID']]));
    expect(node.properties.className).toEqual([REFLOW_CLASS]);
    expect(cells(node).map((cell) => cell.properties.dataLabel)).toEqual(['Field', 'Type', '必填', 'Description']);
    expect(cells(node).every((cell) => cell.properties.role === 'cell')).toBe(true);
    expect(node.properties.role).toBe('table');
  });

  it('leaves two-column tables as they are', () => {
    const node = run(table(['Range', 'Meaning'], [['0', 'Success']]));
    expect(node.properties.className).toBeUndefined();
    expect(cells(node)[0].properties.dataLabel).toBeUndefined();
  });

  it('keeps classes a table already has and folds whitespace in header text', () => {
    const node = table(['Code', 'Typical\n  cause', 'What to do'], [['1001', 'a', 'b']]);
    node.properties.className = ['existing'];
    run(node);
    expect(node.properties.className).toEqual(['existing', REFLOW_CLASS]);
    expect(cells(node)[1].properties.dataLabel).toBe('Typical cause');
  });
});

describe('break opportunities in long identifiers', () => {
  const pieces = (node: Element): string[] =>
    cells(node)[0].children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? `<${child.tagName}>` : ''));

  it('puts <wbr> after underscores, dots and slashes and at camelCase humps of long words only', () => {
    const node = run(table(['A', 'B', 'C'], [['see get_group_users_req_application_list and pkg/common/code.go or getAdminTokenFromSecret now', 'b', 'c']]));
    expect(pieces(node).join('')).toBe(
      'see get_<wbr>group_<wbr>users_<wbr>req_<wbr>application_<wbr>list and pkg/<wbr>common/<wbr>code.<wbr>go or get<wbr>Admin<wbr>Token<wbr>From<wbr>Secret now',
    );
  });

  it('leaves short words and the text itself unchanged', () => {
    const node = run(table(['A', 'B', 'C'], [['operationID string', 'b', 'c']]));
    expect(pieces(node)).toEqual(['operationID string']);
  });
});

describe('break opportunities in headings', () => {
  it('wraps a long identifier in a heading at its humps, keeping the text and short words', () => {
    const heading = run(h('h1', ['GetAdvancedHistoryMessageListParams', ' 历史消息分页参数']));
    const pieces = heading.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? `<${child.tagName}>` : ''));
    expect(pieces.join('')).toBe('Get<wbr>Advanced<wbr>History<wbr>Message<wbr>List<wbr>Params 历史消息分页参数');
    const short = run(h('h2', ['Usage notes']));
    expect(short.children).toEqual([{type: 'text', value: 'Usage notes'}]);
  });
});
