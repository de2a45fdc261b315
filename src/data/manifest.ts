/**
 * The page inventory: the spec's pages (shared/spec/pages.json) plus the REST reference pages issue #24 added for
 * the rest of the server API. Every doc id the site must have, per docs instance; sidebars, content:status and the
 * content tests read it.
 */
import pages from './pages.json';

export const INSTANCES = ['guides', 'sdks', 'restapi', 'blog'] as const;
export type Instance = (typeof INSTANCES)[number];

export const MANIFEST: Readonly<Record<Instance, readonly string[]>> = pages;

/** Folder that holds an instance's zh-Hans (default locale) docs, relative to the site root. */
export function sourceDir(instance: Instance): string {
  return `docs-${instance}`;
}

/** Folder that holds an instance's English docs, relative to the site root. */
export function englishDir(instance: Instance): string {
  return `i18n/en/docusaurus-plugin-content-docs-${instance}/current`;
}

/** Site path of a doc, without the locale prefix (what a `<Link to>` takes): an `/index` id is served at its folder. */
export function docPath(instance: Instance, id: string): string {
  const slug = id.endsWith('/index') ? id.slice(0, -'/index'.length) : id;
  return `/${instance}/${slug}`;
}

/** URL of a doc for a locale. */
export function docUrl(instance: Instance, id: string, locale: 'zh-Hans' | 'en'): string {
  return `${locale === 'en' ? '/en' : ''}${docPath(instance, id)}`;
}
