/**
 * Builds a `tutorialSidebar` from a typed outline. The outline fixes order and category labels; the
 * doc ids come from the page manifest, and a doc that is not written yet is left out (a page that is
 * not written does not exist, and a sidebar entry to a missing doc would fail the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {MANIFEST, sourceDir, type Instance} from '../src/data/manifest';

export type OutlineItem = string | OutlineCategory;

export interface OutlineCategory {
  /** Stable key: also the translation key of the label (sidebar.tutorialSidebar.category.<key>). */
  key: string;
  /** zh-Hans label; the English one lives in i18n/en/docusaurus-plugin-content-docs-<instance>/current.json. */
  label: string;
  /** Folder of the category: its `index` doc becomes the category page; `items` default to the folder's docs. */
  dir?: string;
  items?: OutlineItem[];
}

/** What this builder emits: plain doc ids, doc links and categories. */
type SidebarItemConfig =
  | string
  | {type: 'doc'; id: string}
  | {
      type: 'category';
      key: string;
      label: string;
      collapsed: boolean;
      link?: {type: 'doc'; id: string};
      items: SidebarItemConfig[];
    };

const SITE_DIR = path.resolve(__dirname, '..');

export function docExists(instance: Instance, id: string): boolean {
  const base = path.join(SITE_DIR, sourceDir(instance), id);
  return fs.existsSync(`${base}.md`) || fs.existsSync(`${base}.mdx`);
}

/** Manifest ids directly inside `dir` (not in sub-folders), without the folder's index, in manifest order. */
export function idsIn(instance: Instance, dir: string): string[] {
  const prefix = `${dir}/`;
  return MANIFEST[instance].filter(
    (id) => id.startsWith(prefix) && !id.slice(prefix.length).includes('/') && id !== `${dir}/index`,
  );
}

type Exists = (instance: Instance, id: string) => boolean;

function toItem(instance: Instance, item: OutlineItem, exists: Exists): SidebarItemConfig | null {
  if (typeof item === 'string') {
    if (!MANIFEST[instance].includes(item)) {
      throw new Error(`sidebars/${instance}.ts names "${item}", which is not in the page manifest`);
    }
    return exists(instance, item) ? item : null;
  }
  const indexId = item.dir ? `${item.dir}/index` : undefined;
  const hasIndex = indexId !== undefined && MANIFEST[instance].includes(indexId) && exists(instance, indexId);
  const children = (item.items ?? (item.dir ? idsIn(instance, item.dir) : []))
    .map((child) => toItem(instance, child, exists))
    .filter((child): child is SidebarItemConfig => child !== null);
  if (children.length === 0) {
    return hasIndex ? {type: 'doc', id: indexId!} : null;
  }
  return {
    type: 'category',
    key: item.key,
    label: item.label,
    collapsed: true,
    ...(hasIndex ? {link: {type: 'doc', id: indexId!}} : {}),
    items: children,
  };
}

/** The sidebar of an instance from its outline; docs not written yet (by `exists`, default: on disk) are left out. */
export function buildSidebar(instance: Instance, outline: OutlineItem[], exists: Exists = docExists): SidebarsConfig {
  const items = outline
    .map((item) => toItem(instance, item, exists))
    .filter((item): item is SidebarItemConfig => item !== null);
  return {tutorialSidebar: items};
}
