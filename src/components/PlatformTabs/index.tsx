import React, {Children, isValidElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {PLATFORM_TAB_GROUP, platformTabValues} from '@site/src/data/platforms';

export interface PlatformTabsProps {
  /** `<TabItem value="<platform id>">` children, one per platform (ids from src/data/platforms.ts). */
  children: ReactNode;
}

/**
 * Tabs with one child per client platform. Every instance shares one group id, so a reader who picks
 * Flutter once sees Flutter on every page (Docusaurus keeps the choice in local storage).
 */
export default function PlatformTabs({children}: PlatformTabsProps): React.JSX.Element {
  const ids = Children.toArray(children)
    .filter(isValidElement<{value: string}>)
    .map((child) => child.props.value);
  return (
    <Tabs groupId={PLATFORM_TAB_GROUP} values={platformTabValues(ids)}>
      {children}
    </Tabs>
  );
}
