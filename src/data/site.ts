/**
 * Site-wide facts that appear in more than one place (config, footer, home, FAQ, tests).
 * Keep each value here once; everything else imports it.
 */
import {DEFAULT_LOCALE, LOCALES, type Locale} from './locale';
import {RELEASE_ID} from './release';

export const SITE_URL = 'https://docs.openim.io';
export const GITHUB_ORG_URL = 'https://github.com/openimsdk';
/** This site's own repository: where readers report a query that should have found something. */
export const DOCS_REPO_URL = 'https://github.com/openimsdk/docs';
/** The branch the site is built from: "Edit this page" and the fact-source links open files on it. */
export const DOCS_REPO_BRANCH = 'main';
export const CONTACT_EMAIL = 'info@openim.io';
export const COMMUNITY_URL = 'https://join.slack.com/t/openimsdk/shared_invite/zt-2ijy1ys1f-O0aEDCr7ExRZ7mwsHAVg9A';
export const BUSINESS_URL = 'https://www.openim.io/en/commercial';
export const ABOUT_URL = 'https://www.openim.io';
export const COPYRIGHT = '@2025';

/**
 * Changing this id shows the announcement bar again to readers who dismissed the previous one: it follows the
 * releases the docs describe (src/data/release.ts).
 */
export const ANNOUNCEMENT_ID = RELEASE_ID;

export {DEFAULT_LOCALE, LOCALES, type Locale};

/**
 * The locale Docusaurus is building or serving, from DOCUSAURUS_CURRENT_LOCALE. `docusaurus start` without
 * `--locale` sets that variable to the string "undefined": anything that is not one of our locales means the
 * default one.
 */
export function currentLocale(value: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * A place in this repository where a fact is kept: a repository-relative file, and for a file that holds many
 * entries (an SDK catalogue module) the line where the entry starts, written `path#L<line>`.
 */
export interface SourceRef {
  file: string;
  line?: number;
}

export function parseSourceRef(value: string): SourceRef {
  const match = /^(.*)#L(\d+)$/.exec(value);
  return match ? {file: match[1], line: Number(match[2])} : {file: value};
}

/** Where a reader fixes the fact: GitHub's editor for a whole file, or the file's view at the entry's line. */
export function sourceRefUrl({file, line}: SourceRef): string {
  if (line === undefined) return editFileUrl(file);
  return `${DOCS_REPO_URL}/blob/${DOCS_REPO_BRANCH}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}`;
}

/** A source reference as a reader reads it: `src/data/sdk/methods/message.ts:425`. */
export const sourceRefLabel = ({file, line}: SourceRef): string => (line === undefined ? file : `${file}:${line}`);

/** GitHub's editor for a file of this repository (a repository-relative path such as `openapi/openim-server.yaml`). */
export function editFileUrl(repoPath: string): string {
  return `${DOCS_REPO_URL}/edit/${DOCS_REPO_BRANCH}/${repoPath.split('/').map(encodeURIComponent).join('/')}`;
}
