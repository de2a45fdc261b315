/**
 * The console itself, loaded only when the reader opens it (see index.tsx): server address and token, the body
 * editor with schema checks, sending, the answer, and the sandbox. Storage rules are in storage.ts.
 */
import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {checkAddress, isMixedContent} from './address';
import JsonEditor, {focusLine} from './JsonEditor';
import {addressMessage, AnswerView, ErrorExplanation, failureMessage, issueMessage, pretty, syntaxMessage} from './Outcome';
import {envelopeError, newOperationId, post, type Answer, type FailureKind, type Outcome} from './request';
import type {TryItSpec} from './spec';
import {DEFAULT_SERVER, draftKey, parseDraft, parseToken, readStored, SERVER_KEY, serializeDraft, TOKEN_KEY, writeStored, type ConsoleMode} from './storage';
import {checkBody} from './validate';
import styles from './styles.module.css';

type Result =
  {kind: 'answer'; answer: Answer; operationID: string} | {kind: 'sandbox'} | {kind: 'failure'; failure: FailureKind; server: string} | {kind: 'not-sent'};

function requestHeaders(spec: TryItSpec, token: string, operationID: string): Record<string, string> {
  const headers: Record<string, string> = {'Content-Type': 'application/json', operationID};
  if (spec.caller !== 'none' && token) headers.token = token;
  return headers;
}

export default function Console({spec}: {spec: TryItSpec}): React.JSX.Element {
  const ids = useId();
  const id = (part: string) => `${ids}-${part}`;
  const example = useMemo(() => pretty(spec.example), [spec.example]);
  const [stored] = useState(() => parseDraft(readStored('session', draftKey(spec.operationId))));
  const [body, setBody] = useState(stored?.body ?? example);
  const [mode, setMode] = useState<ConsoleMode>(stored?.mode ?? 'server');
  const [server, setServer] = useState(() => {
    const saved = readStored('local', SERVER_KEY);
    return saved !== null && checkAddress(saved).ok ? saved : DEFAULT_SERVER;
  });
  const [token, setToken] = useState(() => parseToken(readStored('session', TOKEN_KEY)));
  const [secret, setSecret] = useState('');
  const [adminUser, setAdminUser] = useState('imAdmin');
  const [busy, setBusy] = useState<'send' | 'token' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [tokenNote, setTokenNote] = useState<React.ReactNode>(null);
  const controller = useRef<AbortController | null>(null);

  const check = useMemo(() => checkBody(body, spec.schema), [body, spec.schema]);
  const address = checkAddress(server);
  const mixed = address.ok && isMixedContent(window.location.protocol, address.url);
  const marks = useMemo(() => {
    const out = new Map<number, string>();
    if (check.kind === 'syntax') out.set(check.position.line, syntaxMessage(check));
    else for (const issue of check.issues) out.set(issue.line, [out.get(issue.line), issueMessage(issue)].filter(Boolean).join(' '));
    return out;
  }, [check]);
  const problemCount = check.kind === 'syntax' ? 1 : check.issues.length;

  // The draft is saved as the reader types, so a reload (or a crash) keeps it.
  useEffect(() => {
    writeStored('session', draftKey(spec.operationId), serializeDraft({body, mode, open: true}));
  }, [body, mode, spec.operationId]);

  // A request still running when the console closes is abandoned.
  useEffect(() => () => controller.current?.abort(), []);

  const saveServer = (value: string) => {
    setServer(value);
    if (checkAddress(value).ok) writeStored('local', SERVER_KEY, value.trim());
  };
  const saveToken = (value: string) => {
    setToken(value);
    writeStored('session', TOKEN_KEY, parseToken(value) || null);
  };

  const send = async () => {
    if (problemCount > 0) {
      setResult({kind: 'not-sent'});
      setAnnouncement(
        translate({id: 'apiConsole.announce.notSent', message: 'Not sent: the body has {count} problem(s), listed under the editor.'}, {count: problemCount}),
      );
      return;
    }
    if (mode === 'sandbox') {
      setResult({kind: 'sandbox'});
      setAnnouncement(translate({id: 'apiConsole.announce.sandbox', message: 'Sandbox answer: the body is valid; shown is the documented example answer.'}));
      return;
    }
    if (!address.ok) {
      setAnnouncement(addressMessage(address.problem));
      return;
    }
    const operationID = newOperationId();
    controller.current = new AbortController();
    setBusy('send');
    setResult(null);
    setAnnouncement(translate({id: 'apiConsole.announce.sending', message: 'Sending…'}));
    const outcome: Outcome = await post(
      {url: `${address.base}${spec.path}`, headers: requestHeaders(spec, token, operationID), body},
      controller.current.signal,
    );
    setBusy(null);
    if (outcome.kind === 'failure') {
      setResult({kind: 'failure', failure: outcome.failure, server: address.base});
      setAnnouncement(failureMessage(outcome.failure, address.base));
      return;
    }
    setResult({kind: 'answer', answer: outcome, operationID});
    const error = outcome.isJson ? envelopeError(outcome.json) : undefined;
    setAnnouncement(
      error
        ? translate(
            {id: 'apiConsole.announce.errCode', message: 'Answer {status} in {ms} ms with errCode {code}.'},
            {status: outcome.status, ms: outcome.ms, code: error.code},
          )
        : translate({id: 'apiConsole.announce.answer', message: 'Answer {status} in {ms} ms.'}, {status: outcome.status, ms: outcome.ms}),
    );
  };

  const getAdminToken = async () => {
    if (!address.ok) {
      setTokenNote(addressMessage(address.problem));
      return;
    }
    controller.current = new AbortController();
    setBusy('token');
    setTokenNote(translate({id: 'apiConsole.announce.sending', message: 'Sending…'}));
    const outcome = await post(
      {
        url: `${address.base}/auth/get_admin_token`,
        headers: {'Content-Type': 'application/json', operationID: newOperationId()},
        body: JSON.stringify({secret, userID: adminUser}),
      },
      controller.current.signal,
    );
    setBusy(null);
    let note: React.ReactNode;
    if (outcome.kind === 'failure') note = failureMessage(outcome.failure, address.base);
    else {
      const error = outcome.isJson ? envelopeError(outcome.json) : undefined;
      const data = (outcome.json as {data?: {token?: unknown}} | undefined)?.data;
      if (error) note = <ErrorExplanation {...error} known={spec.errors.find((e) => e.code === error.code)} adminToken />;
      else if (outcome.isJson && typeof data?.token === 'string') {
        saveToken(data.token);
        note = translate({id: 'apiConsole.adminToken.done', message: 'Admin token received and filled in. It is kept in this tab only.'});
      } else
        note = translate(
          {id: 'apiConsole.adminToken.unexpected', message: 'The server did not answer with a token (HTTP {status}).'},
          {status: outcome.status},
        );
    }
    setTokenNote(note);
    setAnnouncement(
      typeof note === 'string' ? note : translate({id: 'apiConsole.adminToken.failed', message: 'No admin token: the server answered with an error.'}),
    );
  };

  const tokenLabel =
    spec.caller === 'admin'
      ? translate({id: 'apiConsole.token.admin', message: 'Admin token'})
      : translate({id: 'apiConsole.token.user', message: 'Token (a user token or an admin token)'});

  return (
    <div className={styles.console} data-testid="api-console">
      <fieldset className={styles.modes}>
        <legend>{translate({id: 'apiConsole.mode.legend', message: 'Send to'})}</legend>
        <label>
          <input type="radio" name={id('mode')} value="server" checked={mode === 'server'} onChange={() => setMode('server')} />{' '}
          {translate({id: 'apiConsole.mode.server', message: 'Your server'})}
        </label>
        <label>
          <input type="radio" name={id('mode')} value="sandbox" checked={mode === 'sandbox'} onChange={() => setMode('sandbox')} />{' '}
          {translate({id: 'apiConsole.mode.sandbox', message: 'Sandbox (no server: checks the body, answers with the documented example)'})}
        </label>
      </fieldset>

      {mode === 'server' && (
        <div className={styles.connection}>
          <div className={styles.field}>
            <label htmlFor={id('server')}>{translate({id: 'apiConsole.server.label', message: 'Server address'})}</label>
            <input
              id={id('server')}
              type="url"
              inputMode="url"
              value={server}
              onChange={(event) => saveServer(event.target.value)}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!address.ok}
              aria-describedby={id('server-note')}
            />
            <p id={id('server-note')} className={address.ok && !mixed ? styles.hint : styles.problem}>
              {!address.ok
                ? addressMessage(address.problem)
                : mixed
                  ? failureMessage('mixed-content', address.base)
                  : translate({id: 'apiConsole.server.hint', message: 'The OpenIM API server (default port 10002). Kept in this browser.'})}
            </p>
          </div>
          {spec.caller === 'none' ? (
            <p className={styles.hint}>{translate({id: 'apiConsole.token.none', message: 'This call needs no token.'})}</p>
          ) : (
            <div className={styles.field}>
              <label htmlFor={id('token')}>{tokenLabel}</label>
              <input
                id={id('token')}
                type="password"
                value={token}
                onChange={(event) => saveToken(event.target.value)}
                spellCheck={false}
                autoComplete="off"
                aria-describedby={id('token-note')}
              />
              <p id={id('token-note')} className={styles.hint}>
                {translate({
                  id: 'apiConsole.token.hint',
                  message: 'Sent in the token header. Kept in this tab only (session storage), never in the address bar.',
                })}
              </p>
            </div>
          )}
          {spec.caller !== 'none' && (
            <details className={styles.adminToken}>
              <summary>{translate({id: 'apiConsole.adminToken.summary', message: 'Get an admin token from the secret'})}</summary>
              <div className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={id('secret')}>{translate({id: 'apiConsole.adminToken.secret', message: 'Secret (config/share.yml)'})}</label>
                  <input id={id('secret')} type="password" value={secret} onChange={(event) => setSecret(event.target.value)} autoComplete="off" />
                </div>
                <div className={styles.field}>
                  <label htmlFor={id('admin')}>{translate({id: 'apiConsole.adminToken.userID', message: 'Admin user ID'})}</label>
                  <input
                    id={id('admin')}
                    type="text"
                    value={adminUser}
                    onChange={(event) => setAdminUser(event.target.value)}
                    spellCheck={false}
                    autoComplete="off"
                  />
                </div>
              </div>
              <button type="button" className="button button--secondary button--sm" disabled={busy !== null} onClick={() => void getAdminToken()}>
                {translate({id: 'apiConsole.adminToken.button', message: 'Get admin token'})}
              </button>
              {tokenNote && (
                <div className={styles.hint} data-testid="api-console-token-note">
                  {tokenNote}
                </div>
              )}
            </details>
          )}
        </div>
      )}

      <div className={styles.field}>
        <div className={styles.bodyHead}>
          <label htmlFor={id('body')}>{translate({id: 'apiConsole.body.label', message: 'Request body (JSON)'})}</label>
          <button type="button" className="button button--link button--sm" onClick={() => setBody(example)} disabled={body === example}>
            {translate({id: 'apiConsole.body.reset', message: 'Reset to the example'})}
          </button>
        </div>
        <JsonEditor id={id('body')} value={body} onChange={setBody} marks={marks} describedBy={id('issues')} invalid={problemCount > 0} />
        <div id={id('issues')}>
          {problemCount > 0 && (
            <ul className={styles.issues} data-testid="api-console-issues">
              {check.kind === 'syntax' ? (
                <li>
                  <button
                    type="button"
                    className={styles.lineLink}
                    onClick={() => focusLine(document.getElementById(id('body')) as HTMLTextAreaElement | null, check.position.line)}>
                    {translate({id: 'apiConsole.issue.line', message: 'Line {line}'}, {line: check.position.line})}
                  </button>{' '}
                  {syntaxMessage(check)}
                </li>
              ) : (
                check.issues.map((issue) => (
                  <li key={`${issue.pointer}-${issue.keyword}-${issue.expected}`} data-pointer={issue.pointer}>
                    <button
                      type="button"
                      className={styles.lineLink}
                      onClick={() => focusLine(document.getElementById(id('body')) as HTMLTextAreaElement | null, issue.line)}>
                      {translate({id: 'apiConsole.issue.line', message: 'Line {line}'}, {line: issue.line})}
                    </button>{' '}
                    {issueMessage(issue)}
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      </div>

      <div className={styles.actions}>
        <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void send()}>
          {mode === 'sandbox'
            ? translate({id: 'apiConsole.send.sandbox', message: 'Check and answer (sandbox)'})
            : translate({id: 'apiConsole.send.server', message: 'Send {method} {path}'}, {method: spec.method, path: spec.path})}
        </button>
        {busy !== null && (
          <button type="button" className="button button--secondary" onClick={() => controller.current?.abort()}>
            {translate({id: 'apiConsole.cancel', message: 'Cancel'})}
          </button>
        )}
      </div>

      <p className={styles.live} role="status" aria-live="polite" data-testid="api-console-announcement">
        {announcement}
      </p>

      {result && result.kind !== 'not-sent' && (
        <section className={styles.result} aria-label={translate({id: 'apiConsole.result.label', message: 'Answer'})} data-testid="api-console-result">
          {result.kind === 'sandbox' && (
            <>
              <p className={styles.sandboxLabel} data-testid="api-console-sandbox">
                {translate({
                  id: 'apiConsole.result.sandbox',
                  message: 'Sandbox answer: the documented example, not an answer from a server. No request was sent.',
                })}
              </p>
              <pre className={styles.answer} data-testid="api-console-answer" tabIndex={0}>
                {pretty(spec.response)}
              </pre>
            </>
          )}
          {result.kind === 'failure' && (
            <p className={styles.problem} data-testid="api-console-failure" data-failure={result.failure}>
              {failureMessage(result.failure, result.server)}
            </p>
          )}
          {result.kind === 'answer' && <AnswerView answer={result.answer} operationID={result.operationID} errors={spec.errors} />}
        </section>
      )}
    </div>
  );
}
