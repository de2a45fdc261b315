/**
 * Rehype plugin for Markdown tables, at build time so the static HTML already carries it:
 * - every body cell gets the text of its column's header (`data-label`), and tables of three or more columns are
 *   marked `table-reflow`, so that on a phone each row can be shown as a card of label/value lines instead of a
 *   table that scrolls sideways with its last columns out of sight (src/components/Table/styles.module.css); ARIA
 *   roles keep the table's meaning for screen readers when that layout changes its display;
 * - long identifiers in cells (`get_group_users_req_application_list`, `pkg/common/servererrs/code.go`) get break
 *   opportunities (<wbr>) at their own boundaries, so a table fits its column without breaking words mid-way;
 * - so do long identifiers in headings: a reference page's H1 (`GetAdvancedHistoryMessageListParams`) wraps at a
 *   hump on a phone instead of "GetAdvancedHistor / yMessageListPara / ms". Ids and the table of contents come
 *   from the Markdown tree before this runs, so they do not change.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';

/** Columns from which a table reflows into cards on narrow screens. */
export const REFLOW_MIN_COLUMNS = 3;
export const REFLOW_CLASS = 'table-reflow';

const isElement = (node: ElementContent | Root['children'][number]): node is Element => node.type === 'element';

function childElements(node: Element, tagName?: string): Element[] {
  return node.children.filter(isElement).filter((child) => !tagName || child.tagName === tagName);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function rowsOf(table: Element, section: 'thead' | 'tbody'): Element[] {
  return childElements(table, section).flatMap((part) => childElements(part, 'tr'));
}

function addClass(node: Element, name: string): void {
  const current: unknown = node.properties.className;
  const list = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(/\s+/) : [];
  if (!list.includes(name)) node.properties.className = [...list, name];
}

/** Identifiers at least this long get break opportunities. */
export const BREAKABLE_LENGTH = 16;
/** After `_ . / - :` and between a lower-case letter or digit and an upper-case letter. */
const BREAK_AFTER = /(?<=[_./:-])(?=[^_./:-])|(?<=[a-z0-9])(?=[A-Z])/g;

/** A text cut into pieces with <wbr> between them at identifier boundaries of its long words. */
function withBreaks(text: string): ElementContent[] {
  const out: ElementContent[] = [];
  let pending = '';
  for (const part of text.split(/(\S+)/)) {
    if (part.length < BREAKABLE_LENGTH || /\s/.test(part)) {
      pending += part;
      continue;
    }
    part.split(BREAK_AFTER).forEach((piece, i) => {
      if (i > 0) {
        out.push({type: 'text', value: pending}, {type: 'element', tagName: 'wbr', properties: {}, children: []});
        pending = '';
      }
      pending += piece;
    });
  }
  if (pending) out.push({type: 'text', value: pending});
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

function addBreaks(node: Element): void {
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return withBreaks(child.value);
    if (child.type === 'element' && child.tagName !== 'pre') addBreaks(child);
    return [child];
  });
}

export function labelTable(table: Element): void {
  for (const row of [...rowsOf(table, 'thead'), ...rowsOf(table, 'tbody')]) for (const cell of childElements(row)) addBreaks(cell);
  const header = rowsOf(table, 'thead')[0];
  if (!header) return;
  const labels = childElements(header).map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
  if (labels.length < REFLOW_MIN_COLUMNS) return;
  addClass(table, REFLOW_CLASS);
  table.properties.role = 'table';
  for (const part of childElements(table)) part.properties.role = 'rowgroup';
  header.properties.role = 'row';
  for (const cell of childElements(header)) cell.properties.role = 'columnheader';
  for (const row of rowsOf(table, 'tbody')) {
    row.properties.role = 'row';
    childElements(row).forEach((cell, column) => {
      cell.properties.role = 'cell';
      if (labels[column]) cell.properties.dataLabel = labels[column];
    });
  }
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);

export default function rehypeTableReflow() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') labelTable(node);
      else if (HEADINGS.has(node.tagName)) addBreaks(node);
    });
  };
}
