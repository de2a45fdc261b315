// Wraps the Previous/Next link so a long identifier in its title wraps between words (see src/theme/WordBreaks).
import React, {type ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type {Props} from '@theme/PaginatorNavLink';
import WordBreaks from '../WordBreaks';

export default function PaginatorNavLinkWrapper(props: Props): ReactNode {
  const {title} = props;
  return <PaginatorNavLink {...props} title={typeof title === 'string' ? <WordBreaks text={title} /> : title} />;
}
