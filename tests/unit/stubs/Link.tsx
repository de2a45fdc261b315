import React, {type ReactNode} from 'react';

export default function Link({to, href, children}: {to?: string; href?: string; children?: ReactNode}) {
  return <a href={to ?? href}>{children}</a>;
}
