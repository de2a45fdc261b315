// Wraps the theme's TabItem with the tab's name above its panel. Until the page hydrates, and wherever it cannot
// (JavaScript off, a saved page opened from disk, a bundle that failed to load), every panel is shown one after
// another under its name (Android, iOS, …): src/data/tabFallback.ts.
import React from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';
import {TAB_PANEL_LABEL_CLASS} from '@site/src/data/tabFallback';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper({children, ...props}: Props): React.JSX.Element {
  const {tabValues} = useTabs();
  const label = tabValues.find((tab) => tab.value === props.value)?.label ?? props.value;
  return (
    <TabItem {...props}>
      <p className={TAB_PANEL_LABEL_CLASS} data-search-ignore>
        {label}
      </p>
      {children}
    </TabItem>
  );
}
