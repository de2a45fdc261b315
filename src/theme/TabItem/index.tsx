// Wraps the theme's TabItem with a label that only shows without JavaScript. A reader with JavaScript disabled, or
// one who opens a saved page, cannot switch tabs; the site's <noscript> style (docusaurus.config.ts) then shows
// every panel one after another, each under the name of its tab (Android, iOS, …).
import React from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper({children, ...props}: Props): React.JSX.Element {
  const {tabValues} = useTabs();
  const label = tabValues.find((tab) => tab.value === props.value)?.label ?? props.value;
  return (
    <TabItem {...props}>
      <p className="tab-label-noscript" data-search-ignore>
        {label}
      </p>
      {children}
    </TabItem>
  );
}
