/**
 * "Try it" on a REST call page. The page renders only this header and its button (server-side, a few hundred
 * bytes); the console (editor, validator, request logic) is a separate chunk that loads when the reader opens it.
 * A console the reader had open in this tab opens again after a reload, with what they typed (storage.ts).
 */
import React, {Suspense, lazy, useId, useMemo, useState, useSyncExternalStore} from 'react';
import {translate} from '@docusaurus/Translate';
import {parseSpec} from './spec';
import {draftKey, parseDraft, readStored, serializeDraft, writeStored} from './storage';
import styles from './styles.module.css';

const Console = lazy(() => import('./Console'));

/** The draft changes only through this page, so there is nothing to subscribe to. */
const noSubscription = () => () => undefined;

export default function ApiTryIt({spec: json}: {spec: string}): React.JSX.Element | null {
  const spec = useMemo(() => parseSpec(json), [json]);
  // Whether the reader had the console open in this tab; the server-rendered page (and hydration) says closed.
  const wasOpen = useSyncExternalStore(
    noSubscription,
    () => (spec ? parseDraft(readStored('session', draftKey(spec.operationId)))?.open === true : false),
    () => false,
  );
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? wasOpen;
  const panel = useId();

  if (!spec) return null;
  const toggle = () => {
    const next = !open;
    setChosen(next);
    const key = draftKey(spec.operationId);
    const draft = parseDraft(readStored('session', key));
    if (draft) writeStored('session', key, serializeDraft({...draft, open: next}));
  };

  return (
    <section className={styles.tryIt} data-search-ignore aria-labelledby={`${panel}-title`}>
      <div className={styles.header}>
        <p className={styles.title} id={`${panel}-title`}>
          {translate({id: 'apiConsole.title', message: 'Try it', description: 'Title of the API console on a REST call page'})}
        </p>
        <button
          type="button"
          className="button button--primary button--sm"
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={toggle}
          data-testid="api-try-it">
          {open
            ? translate({id: 'apiConsole.close', message: 'Close the console'})
            : translate({id: 'apiConsole.open', message: 'Try it: send this request to your server'})}
        </button>
      </div>
      {/* Rendered only when open: a closed page has no hidden markup (its HTML reads the same without JavaScript). */}
      {open && (
        <div id={panel}>
          <Suspense fallback={<p className={styles.hint}>{translate({id: 'apiConsole.loading', message: 'Loading the console…'})}</p>}>
            <Console spec={spec} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
