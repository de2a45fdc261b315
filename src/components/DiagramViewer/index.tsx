/**
 * A full-screen view of a rendered diagram: the reader enlarges it, zooms (buttons, +/-, wheel, two-finger
 * pinch) and pans (drag, arrow keys). A native <dialog>, so Escape closes it and focus returns to the button.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const MIN_SCALE = 0.1;
const MAX_SCALE = 8;
const STEP = 1.25;

interface View {
  scale: number;
  x: number;
  y: number;
}

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The scale at which the whole diagram (at its natural size, whatever the current zoom) fits the stage. */
function fitScale(stage: HTMLElement, svg: SVGSVGElement): number {
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value;
  if (!width || !height) return 1;
  return clampScale(Math.min((stage.clientWidth - 32) / width, (stage.clientHeight - 32) / height, 3));
}

export default function DiagramViewer({source, onClose}: {source: SVGSVGElement; onClose: () => void}): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({scale: 1, x: 0, y: 0});
  const pointers = useRef(new Map<number, {x: number; y: number}>());
  const pinch = useRef<number | null>(null);

  const fit = useCallback(() => {
    const svg = canvas.current?.querySelector('svg');
    if (stage.current && svg) setView({scale: fitScale(stage.current, svg), x: 0, y: 0});
  }, []);

  useEffect(() => {
    const target = canvas.current;
    const box = dialog.current;
    if (!target || !box) return;
    // A copy at the diagram's natural size; the page's own diagram stays where it is.
    const copy = source.cloneNode(true) as SVGSVGElement;
    const viewBox = source.viewBox.baseVal;
    if (viewBox && viewBox.width) {
      copy.setAttribute('width', String(viewBox.width));
      copy.setAttribute('height', String(viewBox.height));
    }
    copy.style.maxWidth = 'none';
    // Mermaid scopes the diagram's styles to its SVG's id: the copy gets an id of its own and its styles follow.
    const id = source.id;
    if (id) {
      const copyId = `${id}-enlarged`;
      copy.id = copyId;
      copy.querySelectorAll('style').forEach((style) => {
        style.textContent = (style.textContent ?? '').split(`#${id}`).join(`#${copyId}`);
      });
    }
    target.replaceChildren(copy);
    box.showModal();
    setView({scale: 1, x: 0, y: 0});
    requestAnimationFrame(fit);
  }, [source, fit]);

  const zoom = (factor: number) => setView((v) => ({...v, scale: clampScale(v.scale * factor)}));
  const pan = (dx: number, dy: number) => setView((v) => ({...v, x: v.x + dx, y: v.y + dy}));

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {ArrowLeft: [40, 0], ArrowRight: [-40, 0], ArrowUp: [0, 40], ArrowDown: [0, -40]};
    if (event.key === '+' || event.key === '=') zoom(STEP);
    else if (event.key === '-') zoom(1 / STEP);
    else if (event.key === '0') fit();
    else if (moves[event.key]) pan(...moves[event.key]);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: React.PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, {x: event.clientX, y: event.clientY});
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = {x: event.clientX, y: event.clientY};
    pointers.current.set(event.pointerId, current);
    if (pointers.current.size === 2) {
      // Two fingers: the change in their distance zooms.
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.current) zoom(distance / pinch.current);
      pinch.current = distance;
      return;
    }
    pan(current.x - previous.x, current.y - previous.y);
  };
  const onPointerUp = (event: React.PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const label = (id: string, message: string) => translate({id: `diagram.${id}`, message});

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label('viewer', 'Diagram, enlarged')}
      onClose={onClose}
      onKeyDown={onKeyDown}
      data-testid="diagram-viewer">
      <div className={styles.toolbar}>
        <button type="button" onClick={() => zoom(STEP)} aria-label={label('zoomIn', 'Zoom in')}>
          +
        </button>
        <button type="button" onClick={() => zoom(1 / STEP)} aria-label={label('zoomOut', 'Zoom out')}>
          −
        </button>
        <button type="button" onClick={fit}>
          {label('fit', 'Fit')}
        </button>
        <output className={styles.scale} aria-live="polite">
          {Math.round(view.scale * 100)}%
        </output>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
          {label('close', 'Close')}
        </button>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={(event) => zoom(event.deltaY < 0 ? 1.1 : 1 / 1.1)}>
        <div
          ref={canvas}
          className={styles.canvas}
          data-testid="diagram-canvas"
          data-scale={view.scale}
          data-x={view.x}
          data-y={view.y}
          // Centred on the stage, then moved by the pan offset and scaled about its centre.
          style={{transform: `translate(calc(-50% + ${view.x}px), calc(-50% + ${view.y}px)) scale(${view.scale})`}}
        />
      </div>
    </dialog>
  );
}
