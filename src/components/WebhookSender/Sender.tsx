/**
 * Posts a webhook's request example (or what the reader made of it) to the reader's receiver, as the OpenIM server
 * would, and says what the server would do with the answer (verdict.ts). Address checks, sending, failure messages
 * and the answer view are the REST console's (src/components/ApiTryIt).
 */
import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {checkAddress} from '../ApiTryIt/address';
import JsonEditor from '../ApiTryIt/JsonEditor';
import {addressMessage, AnswerView, failureMessage, pretty, syntaxMessage, WithCode} from '../ApiTryIt/Outcome';
import {newOperationId, post, type Answer, type FailureKind} from '../ApiTryIt/request';
import {readStored, writeStored} from '../ApiTryIt/storage';
import {checkBody} from '../ApiTryIt/validate';
import {verdict, type Verdict, type WebhookSpec} from './verdict';
import styles from '../ApiTryIt/styles.module.css';

/** Where the reader's receiver is, kept in this browser like the console's server address. */
export const RECEIVER_KEY = 'openim-docs.webhook-sender.receiver';
/** The `url` of config/webhooks.yml in the release, where the example receiver listens. */
export const DEFAULT_RECEIVER = 'http://127.0.0.1:10006/callbackExample';

type Result = {kind: 'answer'; answer: Answer; operationID: string} | {kind: 'failure'; failure: FailureKind; server: string};

function VerdictView({result, spec}: {result: Verdict; spec: WebhookSpec}): React.JSX.Element {
  let text: string;
  switch (result.kind) {
    case 'ack':
      text = translate({id: 'webhookSender.verdict.ack', message: 'This callback is asynchronous: the server does not read the answer, whatever it says.'});
      break;
    case 'not-json':
      text = `${translate({id: 'webhookSender.verdict.notJson', message: 'The answer is not JSON.'})} ${spec.failure}`;
      break;
    case 'allow':
      text =
        result.reason === 'actionCode'
          ? translate({
              id: 'webhookSender.verdict.allowActionCode',
              message: 'The server would allow it: actionCode is not 0, so the rest of the answer is ignored.',
            })
          : translate({id: 'webhookSender.verdict.allow', message: 'The server would allow it, unchanged.'});
      break;
    case 'reject':
      text = translate(
        {id: 'webhookSender.verdict.reject', message: 'The server would reject it: the caller gets errCode {code}, errMsg “{errMsg}”, errDlt “{errDlt}”.'},
        {code: result.errCode, errMsg: result.errMsg, errDlt: result.errDlt},
      );
      if (result.errCode <= 0) text += ` ${translate({id: 'webhookSender.verdict.rejectCode', message: 'An errCode of 0 or less reaches the caller as 500.'})}`;
      break;
    case 'modify':
      text = translate(
        {id: 'webhookSender.verdict.modify', message: 'The server would allow it, modified: it takes {fields} from the answer.'},
        {fields: result.fields.join(', ')},
      );
      break;
  }
  return (
    <p className={styles.sandboxLabel} data-testid="webhook-sender-verdict" data-verdict={result.kind}>
      <WithCode text={text} />
    </p>
  );
}

export default function Sender({spec}: {spec: WebhookSpec}): React.JSX.Element {
  const ids = useId();
  const id = (part: string) => `${ids}-${part}`;
  const example = useMemo(() => pretty(spec.example), [spec.example]);
  const [body, setBody] = useState(example);
  const [receiver, setReceiver] = useState(() => {
    const saved = readStored('local', RECEIVER_KEY);
    return saved !== null && checkAddress(saved).ok ? saved : DEFAULT_RECEIVER;
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const check = useMemo(() => checkBody(body, null), [body]);
  const address = checkAddress(receiver);

  useEffect(() => () => controller.current?.abort(), []);

  const send = async () => {
    if (check.kind === 'syntax') {
      setAnnouncement(syntaxMessage(check));
      return;
    }
    if (!address.ok) {
      setAnnouncement(addressMessage(address.problem));
      return;
    }
    // The server sends the operationID of the request that caused the callback; the body carries it where it has one.
    const fromBody = (check.value as {operationID?: unknown} | null)?.operationID;
    const operationID = typeof fromBody === 'string' && /^[\x21-\x7e]+$/.test(fromBody) ? fromBody : newOperationId();
    controller.current = new AbortController();
    setBusy(true);
    setResult(null);
    setAnnouncement(translate({id: 'apiConsole.announce.sending', message: 'Sending…'}));
    const outcome = await post(
      {url: `${address.base}/${spec.command}`, headers: {'Content-Type': 'application/json', operationID}, body},
      controller.current.signal,
    );
    setBusy(false);
    if (outcome.kind === 'failure') {
      setResult({kind: 'failure', failure: outcome.failure, server: address.base});
      setAnnouncement(failureMessage(outcome.failure, address.base, 'receiver'));
      return;
    }
    setResult({kind: 'answer', answer: outcome, operationID});
    setAnnouncement(translate({id: 'apiConsole.announce.answer', message: 'Answer {status} in {ms} ms.'}, {status: outcome.status, ms: outcome.ms}));
  };

  return (
    <div className={styles.console} data-testid="webhook-sender">
      <div className={styles.field}>
        <label htmlFor={id('receiver')}>{translate({id: 'webhookSender.receiver.label', message: 'Receiver URL (the url of config/webhooks.yml)'})}</label>
        <input
          id={id('receiver')}
          type="url"
          inputMode="url"
          value={receiver}
          onChange={(event) => {
            setReceiver(event.target.value);
            if (checkAddress(event.target.value).ok) writeStored('local', RECEIVER_KEY, event.target.value.trim());
          }}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!address.ok}
          aria-describedby={id('receiver-note')}
        />
        <p id={id('receiver-note')} className={address.ok ? styles.hint : styles.problem}>
          {address.ok
            ? translate(
                {id: 'webhookSender.receiver.hint', message: 'The callback is posted to {url}. Kept in this browser.'},
                {url: `${address.base}/${spec.command}`},
              )
            : addressMessage(address.problem)}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('body')}>{translate({id: 'webhookSender.body.label', message: 'Callback body (JSON), as the server sends it'})}</label>
        <JsonEditor
          id={id('body')}
          value={body}
          onChange={setBody}
          marks={check.kind === 'syntax' ? new Map([[check.position.line, syntaxMessage(check)]]) : new Map()}
          describedBy={id('issues')}
          invalid={check.kind === 'syntax'}
        />
        <div id={id('issues')}>{check.kind === 'syntax' && <p className={styles.problem}>{syntaxMessage(check)}</p>}</div>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void send()}>
          {translate({id: 'webhookSender.send', message: 'Send POST …/{command}'}, {command: spec.command})}
        </button>
        {busy && (
          <button type="button" className="button button--secondary" onClick={() => controller.current?.abort()}>
            {translate({id: 'apiConsole.cancel', message: 'Cancel'})}
          </button>
        )}
      </div>
      <p className={styles.live} role="status" aria-live="polite" data-testid="webhook-sender-announcement">
        {announcement}
      </p>
      {result && (
        <section className={styles.result} aria-label={translate({id: 'apiConsole.result.label', message: 'Answer'})} data-testid="webhook-sender-result">
          {result.kind === 'failure' ? (
            <>
              <p className={styles.problem} data-testid="api-console-failure" data-failure={result.failure}>
                {failureMessage(result.failure, result.server, 'receiver')}
              </p>
              {spec.synchronous && <p className={styles.hint}>{spec.failure}</p>}
            </>
          ) : (
            <>
              <VerdictView result={verdict(spec, result.answer.isJson, result.answer.json)} spec={spec} />
              <AnswerView answer={result.answer} operationID={result.operationID} errors={null} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
