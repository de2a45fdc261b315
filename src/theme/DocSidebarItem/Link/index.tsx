// Wraps the sidebar link so long identifiers wrap between words (see src/theme/WordBreaks); the link is upstream's.
import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import WordBreaks from '../../WordBreaks';

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item} = props;
  // The item's label is typed as a string, but upstream only renders it as a child (and uses it as the <li>'s
  // React key, which accepts any value), so the label with its break opportunities can take its place.
  const label = (<WordBreaks text={item.label} />) as unknown as string;
  return <Link {...props} item={{...item, label}} />;
}
