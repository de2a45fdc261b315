/**
 * Site-wide facts that appear in more than one place (config, footer, home, FAQ, tests).
 * Keep each value here once; everything else imports it.
 */
export const SITE_URL = 'https://docs.openim.io';
export const GITHUB_ORG_URL = 'https://github.com/openimsdk';
export const DOCS_REPO_URL = `${GITHUB_ORG_URL}/docs`;
export const CONTACT_EMAIL = 'info@openim.io';
export const COMMUNITY_URL =
  'https://join.slack.com/t/openimsdk/shared_invite/zt-2ijy1ys1f-O0aEDCr7ExRZ7mwsHAVg9A';
export const BUSINESS_URL = 'https://www.openim.io/en/commercial';
export const ABOUT_URL = 'https://www.openim.io';
export const COPYRIGHT = '@2025';

/** Changing this id shows the announcement bar again to readers who dismissed the previous one. */
export const ANNOUNCEMENT_ID = 'docs-v3.8.3';

/** The release the portal documents (see shared content style). */
export const RELEASE = {
  server: 'v3.8.3',
  serverTag: 'v3.8.3-patch.16',
  serverCommit: 'f6411a8a1a31d3df36f4c2b3ad28481a94141e1f',
  sdkCoreTag: 'v3.8.3-patch.14',
  protocolTag: 'v0.0.73-alpha.12',
  protocolCommit: '0f9ddb17a47a080147ea9e635074de1b8bb6f64d',
} as const;

/** Addresses used in every example on the site. */
export const EXAMPLE = {
  apiAddress: 'http://localhost:10002',
  wsAddress: 'ws://localhost:10001',
  adminUserID: 'imAdmin',
  users: ['user001', 'user002'],
} as const;

export const LOCALES = ['zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';
