/**
 * "Send this to my receiver" on a webhook page: a button rendered with the page; the sender (editor, request logic)
 * is the REST console's code (src/components/ApiTryIt) and loads only when the reader opens it.
 */
import React, {lazy, useMemo, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {parseWebhookSpec} from './verdict';
import OpeningPanel from '../ApiTryIt/OpeningPanel';

const Sender = lazy(() => import('./Sender'));

export default function WebhookSender({spec: json}: {spec: string}): React.JSX.Element | null {
  const spec = useMemo(() => parseWebhookSpec(json), [json]);
  const [open, setOpen] = useState(false);
  if (!spec) return null;
  return (
    <OpeningPanel
      title={translate({id: 'webhookSender.title', message: 'Try your receiver', description: 'Title of the webhook sender on a webhook page'})}
      openLabel={translate({id: 'webhookSender.open', message: 'Send this to my receiver'})}
      closeLabel={translate({id: 'webhookSender.close', message: 'Close'})}
      open={open}
      onToggle={() => setOpen(!open)}
      testId="webhook-sender-open">
      <Sender spec={spec} />
    </OpeningPanel>
  );
}
