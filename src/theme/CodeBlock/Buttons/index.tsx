/**
 * Wraps the theme's code block buttons (copy, word wrap), which render only in the browser (`BrowserOnly`). The block
 * around them sees the browser flag frozen at mount (src/theme/CodeBlock), so the buttons get the live flag again and
 * appear once the page has hydrated.
 */
import React from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {RealBrowserFlag} from '@site/src/components/FrozenBrowserFlag';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): React.JSX.Element {
  return (
    <RealBrowserFlag>
      <Buttons {...props} />
    </RealBrowserFlag>
  );
}
