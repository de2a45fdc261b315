/**
 * "Try it" on a REST call page. The page renders only this header and its button (server-side, a few hundred
 * bytes); the console (editor, validator, request logic) is a separate chunk that loads when the reader opens it.
 * A console the reader had open in this tab opens again after a reload, with what they typed (storage.ts).
 */
import React, {lazy, useMemo, useState, useSyncExternalStore} from 'react';
import {translate} from '@docusaurus/Translate';
import {parseSpec} from './spec';
import {draftKey, parseDraft, readStored, serializeDraft, writeStored} from './storage';
import OpeningPanel from './OpeningPanel';

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

  if (!spec) return null;
  const toggle = () => {
    const next = !open;
    setChosen(next);
    const key = draftKey(spec.operationId);
    const draft = parseDraft(readStored('session', key));
    if (draft) writeStored('session', key, serializeDraft({...draft, open: next}));
  };

  return (
    <OpeningPanel
      title={translate({id: 'apiConsole.title', message: 'Try it', description: 'Title of the API console on a REST call page'})}
      openLabel={translate({id: 'apiConsole.open', message: 'Try it: send this request to your server'})}
      closeLabel={translate({id: 'apiConsole.close', message: 'Close the console'})}
      open={open}
      onToggle={toggle}
      testId="api-try-it">
      <Console spec={spec} />
    </OpeningPanel>
  );
}
