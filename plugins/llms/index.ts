/**
 * Docs for agents, written after each locale's build: a Markdown twin of every doc page, the home page and the FAQ
 * at the page's URL plus `.md`, and the llms.txt family: `llms.txt` (one line per page, by section),
 * `llms-full.txt` (every twin), `llms-<platform>.txt` (a client platform's quickstart and SDK reference with that
 * platform's code only) and `llms-server.txt` (REST API, webhooks, deployment). File names: src/data/llms.ts.
 *
 * Built here rather than with a plugin that converts the built HTML: the HTML has lost what an agent needs most
 * (diagrams are SVG drawn from Mermaid source, platform panels are interleaved, tables are styled for
 * phones), and a platform slice needs the catalogue rendered for one platform, which only the remark plugins can do.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {INSTANCES, type Instance} from '../../src/data/manifest';
import {LLMS_FULL_FILE, LLMS_INDEX_FILE, LLMS_SERVER_FILE, llmsPlatformFile, twinUrl} from '../../src/data/llms';
import {SDK_PLATFORMS} from '../../src/data/sdk/types';
import type {DocLocale} from '../shared/mdast';
import {loadMessages, platformList} from './components';
import {homeExamples} from './home';
import {htmlTwinMarkdown} from './html-twin';
import {indexMarkdown, platformPages, serverPages, sliceMarkdown, type IndexSection, type SitePage} from './catalogue';
import {twinMarkdown, type TwinSite} from './twin';

type SidebarItem =
  | {type: 'doc'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string; label?: string};

/** The docs of one instance in sidebar order, each with its category trail. */
function inSidebarOrder(items: readonly SidebarItem[], trail: string[] = []): {id: string; trail: string[]}[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && 'id' in item) return [{id: item.id, trail}];
    if (item.type === 'category' && 'items' in item) {
      const own = item.link?.type === 'doc' && item.link.id ? [{id: item.link.id, trail}] : [];
      return [...own, ...inSidebarOrder(item.items, [...trail, item.label])];
    }
    return [];
  });
}

/** The navbar's name of each docs section in this locale: the zh-Hans label, translated by navbar.json for English. */
async function sectionLabels(context: LoadContext): Promise<Record<Instance, string>> {
  const items = (context.siteConfig.themeConfig as {navbar: {items: {type?: string; docsPluginId?: string; label?: string; className?: string}[]}}).navbar
    .items;
  let translations: Record<string, {message: string}> = {};
  if (context.i18n.currentLocale !== context.i18n.defaultLocale) {
    const file = path.join(context.siteDir, 'i18n', context.i18n.currentLocale, 'docusaurus-theme-classic', 'navbar.json');
    translations = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, {message: string}>;
  }
  const labels = {} as Record<Instance, string>;
  for (const instance of INSTANCES) {
    const item = items.find((i) => i.type === 'doc' && i.docsPluginId === instance && i.className !== 'navbar-release');
    if (!item?.label) throw new Error(`llms: no navbar item names the docs section "${instance}"`);
    labels[instance] = translations[`item.label.${item.label}`]?.message ?? item.label;
  }
  return labels;
}

async function writeFile(outDir: string, sitePath: string, content: string): Promise<void> {
  const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, content);
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const pages: SitePage[] = [];
  return {
    name: 'llms',
    async allContentLoaded({allContent}) {
      pages.length = 0;
      const docs = allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedContent>;
      const prefix = context.baseUrl;
      for (const instance of INSTANCES) {
        const version = docs[instance]?.loadedVersions[0];
        if (!version) throw new Error(`llms: the docs instance "${instance}" has no content`);
        const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
        for (const {id, trail} of inSidebarOrder(Object.values(version.sidebars).flat())) {
          const doc = byId.get(id);
          if (!doc) throw new Error(`llms: the ${instance} sidebar lists "${id}", which has no page`);
          pages.push({
            instance,
            id,
            trail,
            title: doc.title,
            description: doc.description,
            sitePath: `/${doc.permalink.slice(prefix.length)}`.replace(/\/+$/, '') || '/',
            file: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
          });
        }
      }
    },

    async postBuild({outDir, siteConfig}) {
      const locale = context.i18n.currentLocale as DocLocale;
      const prefix = context.baseUrl.replace(/\/$/, '');
      const root = `${siteConfig.url}${prefix}`;
      const twinPaths = new Set(['/', '/faq', ...pages.map((p) => p.sitePath)]);
      const site: TwinSite = {locale, root, twinPaths, pathOfFile: new Map(pages.map((p) => [p.file, p.sitePath])), messages: loadMessages(locale)};

      const twins = new Map<string, string>();
      for (const page of pages) {
        const markdown = twinMarkdown(page, site);
        twins.set(page.sitePath, markdown);
        await writeFile(outDir, twinUrl(page.sitePath), markdown);
      }
      const homeSlots = {'home-example': homeExamples(), platforms: platformList(site)};
      for (const [sitePath, file, slots] of [
        ['/', 'index.html', homeSlots],
        ['/faq', 'faq.html', {}],
      ] as const) {
        const html = await fs.readFile(path.join(outDir, file), 'utf8');
        const markdown = htmlTwinMarkdown(html, {root, prefix, twinPaths}, slots);
        twins.set(sitePath, markdown);
        await writeFile(outDir, twinUrl(sitePath), markdown);
      }

      const labels = await sectionLabels(context);
      const sections: IndexSection[] = INSTANCES.map((instance) => ({label: labels[instance], pages: pages.filter((p) => p.instance === instance)}));
      const head = {title: siteConfig.title, tagline: siteConfig.tagline, root, locale};
      await writeFile(outDir, LLMS_INDEX_FILE, indexMarkdown(head, sections));
      await writeFile(
        outDir,
        LLMS_FULL_FILE,
        sliceMarkdown(
          head,
          'full',
          pages.map((p) => ({page: p, markdown: twins.get(p.sitePath)!})),
        ),
      );
      await writeFile(
        outDir,
        LLMS_SERVER_FILE,
        sliceMarkdown(
          head,
          'server',
          serverPages(pages).map((p) => ({page: p, markdown: twins.get(p.sitePath)!})),
        ),
      );
      for (const platform of SDK_PLATFORMS) {
        const slice = platformPages(pages, platform).map((page) => ({page, markdown: twinMarkdown(page, {...site, platform})}));
        await writeFile(outDir, llmsPlatformFile(platform), sliceMarkdown(head, platform, slice));
      }
    },
  };
}
