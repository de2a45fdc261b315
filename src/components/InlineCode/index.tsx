import React from 'react';

/** Renders a data string in which `backticks` mark identifiers, without a Markdown parser. */
export default function InlineCode({text}: {text: string}): React.JSX.Element {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
