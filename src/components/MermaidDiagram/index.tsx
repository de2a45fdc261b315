/**
 * A Mermaid diagram drawn at build time (plugins/mermaid-svg): two SVGs, one per colour mode, of which CSS shows
 * the current one. Readable without JavaScript and in a saved page; no Mermaid runtime is loaded.
 * - The built HTML holds the SVGs (filled in after the build), and hydration leaves them as they are: the box's
 *   markup is not React's. A reader who arrives by client-side navigation gets them from /diagrams/<hash>.svg.
 * - Diagrams keep their natural size (text as large as the body text) and scroll sideways in their box when wider
 *   than the column; "Enlarge" opens them full-screen to zoom and pan.
 * `data-diagram` marks each diagram for tests.
 */
import React, {useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import DiagramViewer from '@site/src/components/DiagramViewer';
import {focusWhenOverflowing} from '@site/src/components/Table/focusWhenOverflowing';
import {DIAGRAM_DIR, MODE_CLASS, diagramMarkup, isDrawingHash} from '@site/plugins/mermaid-svg/options';
import styles from './styles.module.css';

interface Props {
  /** The diagram's id on its page; each drawing's id is this and its colour mode. */
  id: string;
  /** Content hashes of the two drawings. */
  light: string;
  dark: string;
  /** The drawings themselves, given only by the dev server (there is no built HTML to hold them). */
  lightSvg?: string;
  darkSvg?: string;
}

type State = 'ready' | 'failed';

/** Brings the drawings into a box that mounted empty (client-side navigation), from the build's /diagrams/. */
function useDrawings(box: React.RefObject<HTMLDivElement | null>, {id, light, dark}: Props, diagramsUrl: string): State {
  const [state, setState] = useState<State>('ready');
  const valid = isDrawingHash(light) && isDrawingHash(dark);
  useEffect(() => {
    const element = box.current;
    if (!element || element.childElementCount > 0 || !valid) return undefined;
    const controller = new AbortController();
    const load = async (hash: string) => {
      const response = await fetch(`${diagramsUrl}/${hash}.svg`, {signal: controller.signal});
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    };
    Promise.all([load(light), load(dark)]).then(
      ([lightSvg, darkSvg]) => {
        element.innerHTML = diagramMarkup(id, {light: lightSvg, dark: darkSvg});
        focusWhenOverflowing(element);
        setState('ready');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [box, id, light, dark, diagramsUrl, valid]);
  return valid ? state : 'failed';
}

export default function MermaidDiagram(props: Props): React.JSX.Element {
  const {id, light, dark, lightSvg, darkSvg} = props;
  const box = useRef<HTMLDivElement>(null);
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const diagramsUrl = useBaseUrl(`/${DIAGRAM_DIR}`);
  const state = useDrawings(box, props, diagramsUrl);
  const [enlarged, setEnlarged] = useState<SVGSVGElement | null>(null);
  // Dev server only: the markup comes with the page. A built page's box is filled in its HTML.
  const markup = lightSvg && darkSvg ? diagramMarkup(id, {light: lightSvg, dark: darkSvg}) : '';

  useEffect(() => {
    if (box.current) focusWhenOverflowing(box.current);
  }, []);

  const open = () => setEnlarged(box.current?.querySelector<SVGSVGElement>(`.${MODE_CLASS[colorMode]} > svg`) ?? null);

  return (
    <div data-diagram className={styles.diagram}>
      {isBrowser && state === 'ready' && (
        <button type="button" className={styles.enlarge} onClick={open} data-testid="diagram-enlarge">
          {translate({id: 'diagram.enlarge', message: 'Enlarge'})}
        </button>
      )}
      <div
        ref={box}
        className="docusaurus-mermaid-container"
        data-mermaid-id={id}
        data-mermaid-light={light}
        data-mermaid-dark={dark}
        // Not React's markup: hydration keeps what the built HTML has, and React never rewrites it.
        dangerouslySetInnerHTML={{__html: markup}}
        suppressHydrationWarning
      />
      {state === 'failed' && (
        <p role="alert" className={styles.failed}>
          {translate({id: 'diagram.failed', message: 'The diagram could not be loaded. Reload the page to try again.'})}
        </p>
      )}
      {enlarged && <DiagramViewer source={enlarged} onClose={() => setEnlarged(null)} />}
    </div>
  );
}
