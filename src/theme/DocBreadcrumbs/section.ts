/**
 * Finds the navbar item that opens a docs section. The navbar is where each section's name is kept (translated per
 * locale), so the breadcrumbs read it there instead of keeping a copy. A section's item is the one that opens its
 * entry page; other items may point into the same section (the release indicator opens a guides page).
 */
import type {NavbarItem} from '@docusaurus/theme-common';

/** The section's name as the navbar shows it, in the page's locale; throws when no navbar item opens the entry page. */
export function sectionLabel(items: readonly NavbarItem[], pluginId: string, entryDocId: string): string {
  const item = items.find((i) => i.type === 'doc' && i.docsPluginId === pluginId && i.docId === entryDocId);
  if (!item) {
    throw new Error(`No navbar item opens "${entryDocId}", the entry page of docs section "${pluginId}": the breadcrumbs take the section's name from it`);
  }
  if (typeof item.label !== 'string' || item.label === '') {
    throw new Error(`The navbar item of docs section "${pluginId}" has no label`);
  }
  return item.label;
}
