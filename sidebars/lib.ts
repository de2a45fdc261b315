/**
 * Builds a `tutorialSidebar` from a typed outline. The outline is the reading order: every category lists
 * its pages itself, so nothing is ever ordered by file name. The builder only checks the outline against the
 * page inventory and the files, and throws on any mismatch, so a mistake fails the build instead of
 * silently moving or hiding a page.
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
  /**
   * Folder the category shows. Its `index` doc becomes the category page, and `items` (with their
   * sub-categories) must hold every other page of the folder, sub-folders included, exactly once.
   * A category without `dir` (a group of pages inside a folder, or across folders) is free of that rule.
   */
  dir?: string;
  /** The pages and sub-categories in reading order. Required: there is no order by file name to fall back on. */
  items: OutlineItem[];
}

/** What this builder emits: plain doc ids and categories. */
type SidebarItemConfig =
  | string
  | {
      type: 'category';
      key: string;
      label: string;
      collapsed: boolean;
      link?: {type: 'doc'; id: string};
      items: SidebarItemConfig[];
    };

/** Whether a page's source file exists; injectable so the tests can pretend one is missing. */
export type HasFile = (instance: Instance, id: string) => boolean;

const SITE_DIR = path.resolve(__dirname, '..');

/** The page's file in the source locale (the doc exists for Docusaurus only if this one does). */
export function docFileExists(instance: Instance, id: string): boolean {
  const base = path.join(SITE_DIR, sourceDir(instance), id);
  return fs.existsSync(`${base}.md`) || fs.existsSync(`${base}.mdx`);
}

/** Every manifest id inside `dir`, at any depth, in manifest order. */
export function idsUnder(instance: Instance, dir: string): string[] {
  return MANIFEST[instance].filter((id) => id.startsWith(`${dir}/`));
}

/** Walks one outline, remembering what it has placed so that a second mention of a page is caught. */
class SidebarBuilder {
  private readonly placed = new Set<string>();
  private readonly keys = new Set<string>();

  constructor(
    private readonly instance: Instance,
    private readonly hasFile: HasFile,
  ) {}

  private fail(message: string): never {
    throw new Error(`sidebars/${this.instance}.ts: ${message}`);
  }

  /** Places a page: it must be in the inventory, have a file, and not be placed yet. */
  private place(id: string): string {
    if (!MANIFEST[this.instance].includes(id)) this.fail(`names "${id}", which is not in the page manifest`);
    if (!this.hasFile(this.instance, id)) this.fail(`"${id}" is in the page manifest but has no file (${id}.md or .mdx)`);
    if (this.placed.has(id)) this.fail(`names "${id}" twice`);
    this.placed.add(id);
    return id;
  }

  item(item: OutlineItem): SidebarItemConfig {
    return typeof item === 'string' ? this.place(item) : this.category(item);
  }

  private category(category: OutlineCategory): SidebarItemConfig {
    const where = `category "${category.key}"`;
    if (this.keys.has(category.key)) this.fail(`${where} is declared twice (keys are translation keys: keep them unique)`);
    this.keys.add(category.key);
    // Checked at run time too: a plain-JS or cast outline must not slip back to an order by name.
    if (!Array.isArray(category.items)) this.fail(`${where} has no items list: name its pages in reading order`);
    if (category.items.length === 0) this.fail(`${where} is empty`);

    const indexId = category.dir ? `${category.dir}/index` : undefined;
    const link = indexId && MANIFEST[this.instance].includes(indexId) ? this.place(indexId) : undefined;
    const before = new Set(this.placed);
    const items = category.items.map((child) => this.item(child));
    if (category.dir)
      this.checkFolder(
        category,
        [...this.placed].filter((id) => !before.has(id)),
      );
    return {
      type: 'category',
      key: category.key,
      label: category.label,
      collapsed: true,
      ...(link ? {link: {type: 'doc' as const, id: link}} : {}),
      items,
    };
  }

  /** A folder category holds exactly its folder's pages: none missing, none from elsewhere. */
  private checkFolder(category: OutlineCategory, inside: string[]): void {
    const dir = category.dir!;
    const stray = inside.filter((id) => !id.startsWith(`${dir}/`));
    if (stray.length > 0) this.fail(`category "${category.key}" (folder ${dir}) holds pages of other folders: ${stray.join(', ')}`);
    const listed = new Set(inside);
    const missing = idsUnder(this.instance, dir).filter((id) => id !== `${dir}/index` && !listed.has(id));
    if (missing.length > 0) this.fail(`category "${category.key}" (folder ${dir}) does not list ${missing.join(', ')}`);
  }

  /** Every page of the inventory has a place in the sidebar (so it has Previous/Next and a sidebar entry). */
  checkComplete(): void {
    const missing = MANIFEST[this.instance].filter((id) => !this.placed.has(id));
    if (missing.length > 0) this.fail(`the outline leaves out ${missing.join(', ')}`);
  }
}

/**
 * The outline each built sidebar came from, for the tests. Sidebar files cannot export it by name: Docusaurus
 * loads them with jiti, which merges named exports into the default and would take `outline` for a sidebar.
 */
const OUTLINES = new WeakMap<SidebarsConfig, readonly OutlineItem[]>();

/** The sidebar of an instance from its outline; throws on any page missing, doubled, unknown or without a file. */
export function buildSidebar(instance: Instance, outline: readonly OutlineItem[], hasFile: HasFile = docFileExists): SidebarsConfig {
  const builder = new SidebarBuilder(instance, hasFile);
  const items = outline.map((item) => builder.item(item));
  builder.checkComplete();
  const sidebar: SidebarsConfig = {tutorialSidebar: items};
  OUTLINES.set(sidebar, outline);
  return sidebar;
}

/** The outline a sidebar of `buildSidebar` was built from. */
export function outlineOf(sidebar: SidebarsConfig): readonly OutlineItem[] {
  const outline = OUTLINES.get(sidebar);
  if (!outline) throw new Error('This sidebar was not made by buildSidebar');
  return outline;
}
