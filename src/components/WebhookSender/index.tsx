/**
 * "Send this to my receiver" on a webhook page: a button rendered with the page; the sender (editor, request logic)
 * is the REST console's code (src/components/ApiTryIt) and loads only when the reader opens it.
 */
import React, {Suspense, lazy, useId, useMemo, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {parseWebhookSpec} from './verdict';
import styles from '../ApiTryIt/styles.module.css';

const Sender = lazy(() => import('./Sender'));

export default function WebhookSender({spec: json}: {spec: string}): React.JSX.Element | null {
  const spec = useMemo(() => parseWebhookSpec(json), [json]);
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (!spec) return null;
  return (
    <section className={styles.tryIt} data-search-ignore aria-labelledby={`${panel}-title`}>
      <div className={styles.header}>
        <p className={styles.title} id={`${panel}-title`}>
          {translate({id: 'webhookSender.title', message: 'Try your receiver', description: 'Title of the webhook sender on a webhook page'})}
        </p>
        <button
          type="button"
          className="button button--primary button--sm"
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={() => setOpen(!open)}
          data-testid="webhook-sender-open">
          {open ? translate({id: 'webhookSender.close', message: 'Close'}) : translate({id: 'webhookSender.open', message: 'Send this to my receiver'})}
        </button>
      </div>
      {/* Rendered only when open: a closed page has no hidden markup (its HTML reads the same without JavaScript). */}
      {open && (
        <div id={panel}>
          <Suspense fallback={<p className={styles.hint}>{translate({id: 'apiConsole.loading', message: 'Loading the console…'})}</p>}>
            <Sender spec={spec} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
