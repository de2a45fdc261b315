// Wraps the theme's TabItem with the tab's name above its panel. Until the page hydrates, and wherever it cannot
// (JavaScript off, a saved page opened from disk, a bundle that failed to load), every panel is shown one after
// another under its name (Android, iOS, …): src/data/tabFallback.ts. Where the row of tabs scrolls sideways (the
// platform tabs on a phone), the selected tab is scrolled into the row's view.
import React, {useEffect, useRef} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';
import {TAB_PANEL_LABEL_CLASS} from '@site/src/data/tabFallback';
import {RealBrowserFlag} from '@site/src/components/FrozenBrowserFlag';

type Props = WrapperProps<typeof TabItemType>;

/**
 * Centres the selected tab in its row when the row scrolls and the tab is not wholly in view. Only the row scrolls:
 * the page stays where the reader has it.
 */
function revealSelectedTab(panelContent: HTMLElement): void {
  const row = panelContent.closest('.tabs-container')?.querySelector<HTMLElement>(':scope > [role="tablist"]');
  const tab = row?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left >= rowBox.left && tabBox.right <= rowBox.right) return;
  row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
}

export default function TabItemWrapper({children, ...props}: Props): React.JSX.Element {
  const {tabValues, selectedValue} = useTabs();
  const label = tabValues.find((tab) => tab.value === props.value)?.label ?? props.value;
  const selected = selectedValue === props.value;
  const name = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (selected && name.current) revealSelectedTab(name.current);
  }, [selected]);
  return (
    <TabItem {...props}>
      <p ref={name} className={TAB_PANEL_LABEL_CLASS} data-search-ignore>
        {label}
      </p>
      {/* The Tabs hold the browser flag at its value when they mounted (src/theme/Tabs); the content gets the live one. */}
      <RealBrowserFlag>{children}</RealBrowserFlag>
    </TabItem>
  );
}
