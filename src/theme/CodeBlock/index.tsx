/**
 * Wraps the theme's CodeBlock so hydration keeps the block the server drew (src/components/FrozenBrowserFlag). The
 * theme remounts every block after hydration to repaint Prism's inline colours for the reader's mode; the colours
 * now come from CSS for both modes (plugins/code-highlight), so the block's server markup is right as it is.
 */
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {FrozenBrowserFlag} from '@site/src/components/FrozenBrowserFlag';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  return (
    <FrozenBrowserFlag>
      <CodeBlock {...props} />
    </FrozenBrowserFlag>
  );
}
