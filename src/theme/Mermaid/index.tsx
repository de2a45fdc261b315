// Wraps the theme's Mermaid diagram for three kinds of reader:
// - Without JavaScript (or in a saved page opened offline) the diagram, drawn in the browser only, would be
//   missing; its source is shown instead.
// - On a phone, loading Mermaid (about 150 KB) and laying out a diagram blocks the page for up to a second. A
//   diagram is drawn only when it comes near the viewport, so a page whose diagrams sit further down becomes
//   usable first (bench:lighthouse).
// - Diagrams are drawn at their natural size (text as large as the body text, themeConfig.mermaid) and scroll
//   sideways in their own box when wider than the column; "Enlarge" opens them full-screen to zoom and pan.
// `data-diagram` marks where a diagram belongs, so tests can bring each into view and wait until it is drawn.
import React, {useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import DiagramViewer from '@site/src/components/DiagramViewer';
import {focusWhenOverflowing} from '@site/src/components/Table/focusWhenOverflowing';
import styles from './styles.module.css';

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

/** The drawn SVG, once Mermaid has put it in the box; its scroll box takes focus only while it overflows. */
function useDrawnSvg(ref: React.RefObject<HTMLElement | null>, active: boolean): SVGSVGElement | null {
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || !active) return undefined;
    const update = () => {
      setSvg(box.querySelector('svg'));
      const scroller = box.querySelector<HTMLElement>('.docusaurus-mermaid-container');
      if (scroller) focusWhenOverflowing(scroller);
    };
    const observer = new MutationObserver(update);
    observer.observe(box, {childList: true, subtree: true});
    update();
    return () => observer.disconnect();
  }, [ref, active]);
  return svg;
}

export default function MermaidWrapper(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const svg = useDrawnSvg(ref, near);
  const [enlarged, setEnlarged] = useState(false);
  return (
    <div data-diagram ref={ref} className={styles.diagram} style={near ? undefined : {minHeight: '10rem'}}>
      {svg && (
        <button type="button" className={styles.enlarge} onClick={() => setEnlarged(true)} data-testid="diagram-enlarge">
          {translate({id: 'diagram.enlarge', message: 'Enlarge'})}
        </button>
      )}
      {near && <Mermaid {...props} />}
      {enlarged && svg && <DiagramViewer source={svg} onClose={() => setEnlarged(false)} />}
      <noscript>
        <pre>{props.value}</pre>
      </noscript>
    </div>
  );
}
