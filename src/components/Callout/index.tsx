import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';

export type CalloutKind = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export interface CalloutProps {
  kind: CalloutKind;
  title?: ReactNode;
  children: ReactNode;
}

/**
 * An admonition usable inside JSX (components, tables, data), where the `:::note` Markdown syntax is not
 * available. Same look as the Markdown form.
 */
export default function Callout({kind, title, children}: CalloutProps): React.JSX.Element {
  return (
    <Admonition type={kind} title={title}>
      {children}
    </Admonition>
  );
}
