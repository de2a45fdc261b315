import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import {darkCodeTheme, lightCodeTheme} from './src/css/prism-themes';
import {ADDITIONAL_PRISM_LANGUAGES} from './src/data/codeLanguages';
import {
  ANNOUNCEMENT_ID,
  ABOUT_URL,
  BUSINESS_URL,
  COMMUNITY_URL,
  CONTACT_EMAIL,
  COPYRIGHT,
  DEFAULT_LOCALE,
  GITHUB_ORG_URL,
  LOCALES,
  SITE_URL,
  currentLocale,
  editFileUrl,
  type Locale,
} from './src/data/site';
import {RELEASE_REFS, SDK_CORE_RELEASE, SERVER_RELEASE} from './src/data/release';
import {INSTANCES, englishDir, sourceDir, type Instance} from './src/data/manifest';
import {TAB_FALLBACK_CSS, TAB_FALLBACK_SCRIPT, TAB_FALLBACK_STYLE_ID} from './src/data/tabFallback';
import {SSR_TEMPLATE} from './src/data/scriptLoading';
import {algoliaFromEnv} from './src/search/config';
import {hasFullGitHistory} from './plugins/git-history';
import noEvalPlugin from './plugins/no-eval';
import codeHighlightPlugin from './plugins/code-highlight';
import routePrefetchPlugin from './plugins/route-prefetch';
import browserFlagPlugin from './plugins/browser-flag';
import dateFormatPlugin from './plugins/date-format';
import compileHintsPlugin from './plugins/compile-hints';
import clientRegistryPlugin from './plugins/client-registry';
import lazyCssPlugin from './plugins/lazy-css';
import devReloadPlugin from './plugins/dev-reload';
import searchIndexPlugin from './plugins/search-index';
import notFoundPlugin from './plugins/not-found';
import llmsPlugin from './plugins/llms';
import openApiPlugin from './plugins/openapi';
import remarkOpenApi from './plugins/openapi/remark';
import {hasExamplesPanel} from './plugins/openapi/render';
import remarkErrorCodes from './plugins/error-codes/remark';
import remarkSdk from './plugins/sdk/remark';
import rehypeTableReflow from './plugins/table-reflow';
import mermaidSvgPlugin from './plugins/mermaid-svg';
import remarkMermaidSvg from './plugins/mermaid-svg/remark';

// ---- Environment switches (all in one place) ----
/** Docusaurus sets this while it builds one locale; the announcement text follows it. */
const CURRENT_LOCALE: Locale = currentLocale(process.env.DOCUSAURUS_CURRENT_LOCALE);
/** Deploy targets such as GitHub Pages serve the site under a sub-path. */
const BASE_URL = process.env.BASE_URL ?? '/';
/** The origin the site is served from (canonical links, sitemap); GitHub Pages sets its own. */
const URL_ORIGIN = process.env.SITE_URL ?? SITE_URL;
/** Algolia DocSearch when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME are all set; else the local index. */
const DOCSEARCH = algoliaFromEnv(process.env);

/** Site title and tagline per locale: the config is loaded once per locale, and titles end up in every <title>. */
const TITLE: Record<Locale, {title: string; tagline: string}> = {
  'zh-Hans': {title: 'OpenIM 开发者文档', tagline: '开源即时通讯：服务端、客户端 SDK 与私有化部署'},
  en: {title: 'OpenIM Docs', tagline: 'Open-source instant messaging: server, client SDKs and self-hosting'},
};

const SERVER = SERVER_RELEASE.version;
const SDK = SDK_CORE_RELEASE.version;

const ANNOUNCEMENT: Record<Locale, string> = {
  'zh-Hans': `本文档对应 OpenIM Server ${SERVER} 与 SDK Core ${SDK}。`,
  en: `These docs cover OpenIM Server ${SERVER} and SDK Core ${SDK}.`,
};

/**
 * The navbar's release indicator, beside the logo, leading to the version notes. Its label is built here per locale
 * (not translated in navbar.json) so that a release bump changes one module, src/data/release.ts.
 */
const RELEASE_INDICATOR: Record<Locale, string> = {
  'zh-Hans': `服务端 ${SERVER} · SDK ${SDK}`,
  en: `Server ${SERVER} · SDK ${SDK}`,
};

/**
 * "Last updated" comes from each file's last commit. A shallow clone (CI's default checkout) knows one commit only
 * and would date every page to it, and without git there is no date at all: then the date is left out and the
 * build says why, rather than showing a wrong one (plugins/git-history.ts).
 */
const SHOW_LAST_UPDATE = hasFullGitHistory();
if (!SHOW_LAST_UPDATE) console.warn('[config] no full git history (shallow clone or no git): pages show no "last updated" date');

/** Options shared by the four docs instances (guides, sdks, restapi, blog). */
const commonDocsOptions = {
  sidebarCollapsible: true,
  showLastUpdateTime: SHOW_LAST_UPDATE,
  breadcrumbs: true,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // Table cells carry their column's name, so tables can become one card per row on phones (src/components/Table).
  rehypePlugins: [rehypeTableReflow],
} satisfies DocsOptions;

/** Old URLs that readers and other sites still link to, kept working in both locales. */
const REDIRECTS = [
  // The old docs misspelt this page's path.
  {from: '/guides/solution/campareWithRocetchat', to: '/guides/solution/compareWithRocketChat'},
];

function docsInstance(instance: Instance): [string, DocsOptions] {
  return [
    '@docusaurus/plugin-content-docs',
    {
      ...commonDocsOptions,
      id: instance,
      path: sourceDir(instance),
      routeBasePath: instance,
      sidebarPath: `./sidebars/${instance}.ts`,
      // "Edit this page" opens the file of the page's own language: English pages live under i18n/en/.
      editUrl: ({locale, docPath}) => editFileUrl(`${locale === 'en' ? englishDir(instance) : sourceDir(instance)}/${docPath}`),
      // REST pages expand <ApiOperation /> and friends from the OpenAPI document; before the default plugins, so the
      // generated headings get ids and TOC entries and the generated links are checked.
      // Every instance: <ErrorCode code="…" /> in prose, from the error-code data (plugins/error-codes), and Mermaid
      // diagrams drawn at build time (plugins/mermaid-svg).
      beforeDefaultRemarkPlugins: [...(instance === 'restapi' ? [remarkOpenApi] : instance === 'sdks' ? [remarkSdk] : []), remarkErrorCodes, remarkMermaidSvg],
    } satisfies DocsOptions,
  ];
}

const config: Config = {
  title: TITLE[CURRENT_LOCALE].title,
  tagline: TITLE[CURRENT_LOCALE].tagline,
  favicon: 'img/favicon.svg',
  url: URL_ORIGIN,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'openimsdk',
  projectName: 'docs',

  // Tab panels are unfolded, each under its name, until the page is about to hydrate (src/data/tabFallback.ts):
  // readable without JavaScript, in a saved page opened from disk, and when the bundle fails to load.
  headTags: [
    {tagName: 'style', attributes: {id: TAB_FALLBACK_STYLE_ID}, innerHTML: TAB_FALLBACK_CSS},
    {tagName: 'script', attributes: {}, innerHTML: TAB_FALLBACK_SCRIPT},
  ],

  // The page is painted from its HTML before the scripts are fetched (src/data/scriptLoading.ts).
  ssrTemplate: SSR_TEMPLATE,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The spec names the storage keys (`theme`, ...): keep them un-namespaced.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: {
      'zh-Hans': {label: '简体中文', htmlLang: 'zh-Hans', direction: 'ltr'},
      en: {label: 'English', htmlLang: 'en-GB', direction: 'ltr'},
    },
  },

  markdown: {
    format: 'detect',
    // A page with one REST call or one callback has the examples panel where the table of contents would be
    // (src/components/ApiColumns): it has no table of contents, unless its front matter says otherwise.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      if (hasExamplesPanel(params.fileContent)) result.frontMatter.hide_table_of_contents ??= true;
      return result;
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies PresetOptions,
    ],
  ],

  plugins: [
    ...INSTANCES.map(docsInstance),
    searchIndexPlugin,
    notFoundPlugin,
    llmsPlugin,
    openApiPlugin,
    noEvalPlugin,
    devReloadPlugin,
    mermaidSvgPlugin,
    codeHighlightPlugin,
    routePrefetchPlugin,
    browserFlagPlugin,
    dateFormatPlugin,
    compileHintsPlugin,
    clientRegistryPlugin,
    lazyCssPlugin,
    ['@docusaurus/plugin-client-redirects', {redirects: REDIRECTS}],
  ],

  customFields: {docsearch: DOCSEARCH},

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: ANNOUNCEMENT[CURRENT_LOCALE],
      // The theme's default is white on any colour mode; these follow it (defined at the end of src/css/custom.css).
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
      isCloseable: true,
    },
    navbar: {
      title: 'OpenIM',
      // Decorative: the navbar title beside it already says OpenIM (a repeated name is read twice).
      logo: {alt: '', src: 'img/logo.svg'},
      hideOnScroll: false,
      items: [
        {
          type: 'doc',
          docsPluginId: 'guides',
          docId: 'introduction/version',
          label: RELEASE_INDICATOR[CURRENT_LOCALE],
          position: 'left',
          className: 'navbar-release',
          title: RELEASE_REFS,
        },
        {type: 'doc', docsPluginId: 'guides', docId: 'introduction/index', label: '指南', position: 'left'},
        {type: 'doc', docsPluginId: 'sdks', docId: 'introduction', label: '客户端 SDK', position: 'left'},
        {type: 'doc', docsPluginId: 'restapi', docId: 'apis/introduction', label: '服务端 API', position: 'left'},
        {type: 'doc', docsPluginId: 'blog', docId: 'introduction', label: '博客', position: 'left'},
        {type: 'search', position: 'right'},
        {href: GITHUB_ORG_URL, label: 'GitHub', position: 'right', 'aria-label': 'GitHub'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: '产品', items: [{label: '商业版', href: BUSINESS_URL}]},
        {
          title: '公司',
          items: [
            {label: '关于我们', href: ABOUT_URL},
            {label: '联系我们', href: `mailto:${CONTACT_EMAIL}`},
          ],
        },
        {
          title: '资源',
          items: [
            {label: '文档', to: '/guides/introduction'},
            {label: '常见问题', to: '/faq'},
            {label: '社区', href: COMMUNITY_URL},
          ],
        },
      ],
      copyright: COPYRIGHT,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ADDITIONAL_PRISM_LANGUAGES,
    },
  } satisfies ThemeConfig,
};

export default config;
