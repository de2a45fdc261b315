import React from 'react';
import {markedSegments} from '@site/src/search/highlight';

/**
 * A highlight value (ours or Algolia's: escaped text with `<mark>` around matches) drawn as text nodes and `<mark>`
 * elements, never as HTML: markup that reached a title, a snippet or a stored recent search shows as text.
 */
export default function MarkedText({html, className}: {html: string; className?: string}): React.JSX.Element {
  return (
    <span className={className}>
      {markedSegments(html).map((segment, i) =>
        segment.marked ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
      )}
    </span>
  );
}
