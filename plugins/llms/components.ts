/**
 * The Markdown form of the site's data components (src/components) for the twins: the same rows from the same data
 * modules, with the column titles the component shows in that language (i18n/<locale>/code.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {pick} from '../../src/data/locale';
import {PLATFORMS} from '../../src/data/platforms';
import {COMPONENTS, PORTS} from '../../src/data/server';
import {parseSourceRef, sourceRefLabel, sourceRefUrl} from '../../src/data/site';
import {attribute, inline, inlineCode, paragraph, table, text, type DocLocale} from '../shared/mdast';
import {siteLink} from './links';

/** A locale's UI strings: id -> message. */
export type Messages = Readonly<Record<string, string>>;

const SITE_DIR = path.resolve(__dirname, '../..');

export function loadMessages(locale: DocLocale): Messages {
  const raw = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(raw).map(([id, entry]) => [id, entry.message]));
}

function message(messages: Messages, id: string): string {
  const value = messages[id];
  if (value === undefined) throw new Error(`no UI string "${id}" in i18n/*/code.json (run npm run write-translations)`);
  return value;
}

export interface ComponentSite {
  locale: DocLocale;
  root: string;
  twinPaths: ReadonlySet<string>;
  messages: Messages;
}

const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});

type Render = (node: MdxJsxFlowElement, site: ComponentSite) => RootContent[];

const RENDERERS: Record<string, Render> = {
  ApiEndpoint: (node) => [paragraph([inlineCode(`${attribute(node, 'method')} ${attribute(node, 'path')}`)])],

  // The console is a browser tool; the twin already carries the call's curl, which is what it would send.
  ApiTryIt: () => [],
  // Likewise the webhook sender: the twin has the request and the answers it would send and read.
  WebhookSender: () => [],

  FactSources: (node, {messages}) => {
    const files = (attribute(node, 'files') ?? '').split(',').filter(Boolean);
    const links = files.flatMap((file, i) => {
      const ref = parseSourceRef(file);
      return [...(i > 0 ? [text(', ')] : []), link(sourceRefUrl(ref), [inlineCode(sourceRefLabel(ref))])];
    });
    return [paragraph([text(`${message(messages, 'factSources.lead')} `), ...links, text(message(messages, 'factSources.tail'))])];
  },

  PlatformTable: (_node, {locale, messages}) => [
    table(
      ['platform', 'language', 'builtOn', 'repo'].map((key) => message(messages, `platformTable.${key}`)),
      PLATFORMS.map((p) => [
        [text(p.label)],
        [text(p.language)],
        inline(pick(p.builtOn, locale)),
        [link(p.repo, [text(p.repo.replace('https://github.com/', ''))])],
      ]),
    ),
  ],

  // One line per platform: its quickstart, its language and what it is built on, as on the cards.
  QuickstartCards: (_node, site) => [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: PLATFORMS.map((p) => {
        const url = siteLink(site, `/sdks/${p.quickstart}`);
        return {
          type: 'listItem',
          spread: false,
          children: [paragraph([link(url, [text(p.label)]), text(` — ${p.language}: `), ...inline(pick(p.builtOn, site.locale))])],
        };
      }),
    },
  ],

  ServerComponents: (_node, {locale, messages}) => [
    table(
      ['name', 'image', 'role'].map((key) => message(messages, `serverComponents.${key}`)),
      COMPONENTS.map((c) => [[text(c.name)], [inlineCode(c.image)], inline(pick(c.role, locale))]),
    ),
  ],

  ServerPorts: (node, {locale, messages}) => {
    const publicOnly = node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'publicOnly' && a.value !== 'false');
    return [
      table(
        ['port', 'service', 'protocol', 'purpose', 'source'].map((key) => message(messages, `serverPorts.${key}`)),
        PORTS.filter((p) => !publicOnly || p.public).map((p) => [
          [inlineCode(String(p.port))],
          [text(p.service)],
          [text(p.protocol)],
          inline(pick(p.purpose, locale)),
          [inlineCode(p.source)],
        ]),
      ),
    ];
  },
};

/** The platform cards (QuickstartCards, the home page's grid) as one line per platform. */
export const platformList = (site: ComponentSite): RootContent[] =>
  RENDERERS.QuickstartCards({type: 'mdxJsxFlowElement', name: 'QuickstartCards', attributes: [], children: []}, site);

/** The Markdown of a data component, or undefined when the tag is not one. */
export function componentMarkdown(node: MdxJsxFlowElement, site: ComponentSite): RootContent[] | undefined {
  const render = node.name ? RENDERERS[node.name] : undefined;
  return render?.(node, site);
}
