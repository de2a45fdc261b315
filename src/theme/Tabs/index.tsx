/**
 * Wraps the theme's Tabs so hydration keeps the panels the server drew (src/components/FrozenBrowserFlag): the
 * theme remounts every tab set after hydration, a workaround for facebook/docusaurus#5653 that this site does not
 * need, because the tab state starts at the server's default and moves to the stored or linked choice in a layout
 * effect. The panels' content sees the live flag again (src/theme/TabItem).
 */
import React from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {FrozenBrowserFlag} from '@site/src/components/FrozenBrowserFlag';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): React.JSX.Element {
  return (
    <FrozenBrowserFlag>
      <Tabs {...props} />
    </FrozenBrowserFlag>
  );
}
