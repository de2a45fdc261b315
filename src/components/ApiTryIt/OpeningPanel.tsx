/**
 * The part of the REST console and the webhook sender that the page renders: a titled header with a button, and,
 * once the reader opens it, the lazily loaded tool below. A closed panel has no hidden markup, so the page's HTML
 * reads the same without JavaScript.
 */
import React, {Suspense, useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface OpeningPanelProps {
  title: string;
  openLabel: string;
  closeLabel: string;
  open: boolean;
  onToggle: () => void;
  /** The button's test id. */
  testId: string;
  /** The tool: a `React.lazy` component, so its code loads only when the panel opens. */
  children: ReactNode;
}

export default function OpeningPanel({title, openLabel, closeLabel, open, onToggle, testId, children}: OpeningPanelProps): React.JSX.Element {
  const panel = useId();
  return (
    <section className={styles.tryIt} data-search-ignore aria-labelledby={`${panel}-title`}>
      <div className={styles.header}>
        <p className={styles.title} id={`${panel}-title`}>
          {title}
        </p>
        <button
          type="button"
          className="button button--primary button--sm"
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={onToggle}
          data-testid={testId}>
          {open ? closeLabel : openLabel}
        </button>
      </div>
      {open && (
        <div id={panel}>
          <Suspense fallback={<p className={styles.hint}>{translate({id: 'apiConsole.loading', message: 'Loading the console…'})}</p>}>{children}</Suspense>
        </div>
      )}
    </section>
  );
}
