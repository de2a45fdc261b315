// Wraps the breadcrumbs so that, after Home, they name the docs section (Guides, Client SDKs, Server APIs, Blog)
// and link its entry page. The original builds its trail from the sidebar in context, so this wrapper hands it
// the sidebar inside one outer category for the section; rendering and structured data stay upstream's.
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {DocsSidebarProvider, useActivePluginAndVersion, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useThemeConfig} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {sectionLabel} from './section';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const sidebar = useDocsSidebar();
  const active = useActivePluginAndVersion();
  const {navbar} = useThemeConfig();
  const {pathname} = useLocation();
  const version = active?.activeVersion;
  if (!active || !version) throw new Error(`DocBreadcrumbs rendered outside a docs section (${pathname})`);
  // The entry page is the version's main doc: the first page of the section's sidebar, which the navbar opens.
  const entry = version.docs.find((doc) => doc.id === version.mainDocId);
  if (!entry) throw new Error(`Docs section "${active.activePlugin.pluginId}" has no page "${version.mainDocId}"`);
  const label = sectionLabel(navbar.items, active.activePlugin.pluginId, entry.id);
  if (!sidebar) return <DocBreadcrumbs />;

  const sectionCrumb: PropSidebarItemCategory = {
    type: 'category',
    label,
    // On the entry page itself the crumb stays text: a link there would only reload the page, and an href equal
    // to the current path would make the trail stop at the section instead of reaching the page.
    href: isSamePath(entry.path, pathname) ? undefined : entry.path,
    items: sidebar.items,
    collapsed: false,
    collapsible: false,
  };
  return (
    <DocsSidebarProvider name={sidebar.name} items={[sectionCrumb]}>
      <DocBreadcrumbs />
    </DocsSidebarProvider>
  );
}
