import React from 'react';
import {useHistory} from '@docusaurus/router';

type Docusaurus = {preload?: (path: string) => unknown};

/** A path on this site (not `//host`, not another scheme). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A result link. Not `@docusaurus/Link`: that one prefetches the route of every link that scrolls into view, and a
 * list of results redrawn on each keystroke made those prefetches the longest tasks of the page while typing.
 * This loads the target route on hover or focus (as Link does) and navigates within the app on a plain click.
 */
export default function ResultLink({to, className, children}: {to: string; className?: string; children: React.ReactNode}): React.JSX.Element {
  const history = useHistory();
  const internal = isSitePath(to);
  const preload = () => {
    if (internal) (window as {docusaurus?: Docusaurus}).docusaurus?.preload?.(to);
  };
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!internal || !plain || event.defaultPrevented) return;
    event.preventDefault();
    history.push(to);
  };
  return (
    <a href={to} className={className} onClick={onClick} onMouseEnter={preload} onFocus={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}
