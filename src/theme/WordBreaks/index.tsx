// Shows a label with a <wbr> between the words of an identifier, so a long method name in a narrow column wraps
// at a word boundary (createFileMessageFrom / FullPath) instead of mid-word or past the edge. <wbr> adds no
// characters: copied text, search and screen readers see the label unchanged.
import React, {Fragment, type ReactNode} from 'react';
import {wordParts} from './parts';

export default function WordBreaks({text}: {text: string}): ReactNode {
  const parts = wordParts(text);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
