// Wraps the theme's Mermaid diagram. The diagram is drawn in the browser only, so a reader without JavaScript
// (or a saved page opened offline) would see nothing where it stands; the diagram's source is shown instead.
// `data-diagram` marks where a diagram belongs, so tests can wait until each one is drawn.
import React from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): React.JSX.Element {
  return (
    <div data-diagram>
      <Mermaid {...props} />
      <noscript>
        <pre>{props.value}</pre>
      </noscript>
    </div>
  );
}
