// Wraps the theme's Mermaid diagram for two kinds of reader:
// - Without JavaScript (or in a saved page opened offline) the diagram, drawn in the browser only, would be
//   missing; its source is shown instead.
// - On a phone, loading Mermaid (about 150 KB) and laying out a diagram blocks the page for up to a second. A
//   diagram is drawn only when it comes near the viewport, so a page whose diagrams sit further down becomes
//   usable first (bench:lighthouse).
// `data-diagram` marks where a diagram belongs, so tests can bring each into view and wait until it is drawn.
import React, {useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** How far outside the viewport a diagram starts drawing. */
const NEAR_VIEWPORT = '100px 0px';

function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: NEAR_VIEWPORT},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

export default function MermaidWrapper(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div data-diagram ref={ref} style={near ? undefined : {minHeight: '10rem'}}>
      {near && <Mermaid {...props} />}
      <noscript>
        <pre>{props.value}</pre>
      </noscript>
    </div>
  );
}
