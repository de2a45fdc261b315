/**
 * The llms.txt family of a locale (https://llmstxt.org): the index, one line per page by section, and the files that
 * hold whole twins: every page, the server's pages, one client platform's pages.
 */
import {pick, type Localized} from '../../src/data/locale';
import {PLATFORMS} from '../../src/data/platforms';
import {LLMS_FULL_FILE, LLMS_SERVER_FILE, PLATFORM_SLICE_FOLDERS, SERVER_GUIDES_FOLDER, llmsPlatformFile, twinUrl} from '../../src/data/llms';
import {findEntry} from '../../src/data/sdk';
import {SDK_PLATFORMS, type SdkPlatformId} from '../../src/data/sdk/types';
import type {DocLocale} from '../shared/mdast';
import type {TwinPage} from './twin';

export interface SitePage extends TwinPage {
  /** Doc id in its instance, e.g. `api/message/sendMessage`. */
  id: string;
  /** Sidebar categories above the page. */
  trail: string[];
  /** Path without the locale prefix, e.g. `/sdks/api/message/sendMessage`. */
  sitePath: string;
}

export interface IndexSection {
  label: string;
  pages: SitePage[];
}

interface Head {
  title: string;
  tagline: string;
  /** Absolute URL of the locale's root, without a trailing slash. */
  root: string;
  locale: DocLocale;
}

const TEXT = {
  intro: {
    'zh-Hans': '每个页面都有 Markdown 版本：在页面地址后加 `.md`。以下按栏目列出全部页面，链接指向 Markdown 版本。',
    en: 'Every page has a Markdown version at its URL plus `.md`. Below, every page by section, each linking its Markdown version.',
  },
  files: {'zh-Hans': '合集', en: 'Bundles'},
  full: {'zh-Hans': '全部页面的 Markdown，按本索引的顺序', en: 'every page in Markdown, in the order of this index'},
  server: {'zh-Hans': '服务端：REST API、Webhook 与部署指南', en: 'the server: REST API, webhooks and deployment guides'},
  platform: {
    'zh-Hans': (label: string) => `${label} SDK：快速开始与 API、回调、类、枚举参考，只含 ${label} 的代码`,
    en: (label: string) => `the ${label} SDK: quickstart and the API, callback, class and enum reference, with ${label} code only`,
  },
  home: {'zh-Hans': '首页', en: 'Home'},
  faq: {'zh-Hans': '常见问题', en: 'FAQ'},
  sliceTitle: {
    full: {'zh-Hans': '全部页面', en: 'All pages'},
    server: {'zh-Hans': '服务端', en: 'Server'},
  } satisfies Record<string, Localized>,
  source: {'zh-Hans': '来源', en: 'Source'},
} as const;

const platformLabel = (id: SdkPlatformId) => PLATFORMS.find((p) => p.id === id)?.label ?? id;
const line = (label: string, url: string, note?: string) => `- [${label.replace(/[[\]]/g, '\\$&')}](${url})${note ? `: ${note}` : ''}`;

/** `llms.txt`: title, summary, the bundles, then one line per page under its section and sidebar category. */
export function indexMarkdown(head: Head, sections: readonly IndexSection[]): string {
  const {root, locale} = head;
  const out = [`# ${head.title}`, '', `> ${head.tagline}`, '', pick(TEXT.intro, locale), ''];
  out.push(line(pick(TEXT.home, locale), `${root}${twinUrl('/')}`), line(pick(TEXT.faq, locale), `${root}${twinUrl('/faq')}`), '');
  for (const section of sections) {
    out.push(`## ${section.label}`, '');
    let category = '';
    for (const page of section.pages) {
      const trail = page.trail.join(' / ');
      if (trail !== category) {
        category = trail;
        out.push('', `### ${trail || section.label}`, '');
      }
      out.push(line(page.title, `${root}${twinUrl(page.sitePath)}`, page.description));
    }
    out.push('');
  }
  out.push(`## ${pick(TEXT.files, locale)}`, '');
  out.push(line(LLMS_FULL_FILE, `${root}/${LLMS_FULL_FILE}`, pick(TEXT.full, locale)));
  out.push(line(LLMS_SERVER_FILE, `${root}/${LLMS_SERVER_FILE}`, pick(TEXT.server, locale)));
  for (const platform of SDK_PLATFORMS)
    out.push(line(llmsPlatformFile(platform), `${root}/${llmsPlatformFile(platform)}`, TEXT.platform[locale](platformLabel(platform))));
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** A bundle: a title, what it holds, then each page's twin after a line naming its URL. */
export function sliceMarkdown(head: Head, kind: 'full' | 'server' | SdkPlatformId, twins: readonly {page: SitePage; markdown: string}[]): string {
  const {root, locale} = head;
  const title = kind === 'full' || kind === 'server' ? pick(TEXT.sliceTitle[kind], locale) : `${platformLabel(kind)} SDK`;
  const about = kind === 'full' ? pick(TEXT.full, locale) : kind === 'server' ? pick(TEXT.server, locale) : TEXT.platform[locale](platformLabel(kind));
  const parts = [`# ${head.title}: ${title}\n\n> ${about}\n`];
  for (const {page, markdown} of twins) parts.push(`<!-- ${pick(TEXT.source, locale)}: ${root}${twinUrl(page.sitePath)} -->\n\n${markdown}`);
  return parts.join('\n---\n\n');
}

/** The server's pages: the whole REST reference and the deployment guides. */
export function serverPages(pages: readonly SitePage[]): SitePage[] {
  return pages.filter((p) => p.instance === 'restapi' || (p.instance === 'guides' && p.id.startsWith(`${SERVER_GUIDES_FOLDER}/`)));
}

/** Whether the platform has what a catalogue entry describes (a method it lacks, a callback it never calls...). */
function offeredOn(id: string, platform: SdkPlatformId): boolean {
  const found = findEntry(id);
  if (!found) return false;
  switch (found.kind) {
    case 'method':
      return !('missing' in found.entry.platforms[platform]);
    case 'listener':
      return found.entry.register[platform] !== undefined;
    default:
      return found.entry.names[platform] !== undefined;
  }
}

/** A platform's pages: its quickstart, then every reference page of an entry the platform has. */
export function platformPages(pages: readonly SitePage[], platform: SdkPlatformId): SitePage[] {
  const quickstart = PLATFORMS.find((p) => p.id === platform)?.quickstart;
  const sdk = pages.filter((p) => p.instance === 'sdks');
  return [
    ...sdk.filter((p) => p.id === quickstart),
    ...sdk.filter((p) => PLATFORM_SLICE_FOLDERS.some((folder) => p.id.startsWith(`${folder}/`)) && !p.id.endsWith('/index') && offeredOn(p.id, platform)),
  ];
}
