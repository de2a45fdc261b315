/**
 * The parts of the console's screen that the webhook sender shows too: messages for an address, a body and a failed
 * request, and an answer with its status, time, headers and body (an OpenIM errCode explained and linked).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {AddressProblem} from './address';
import {envelopeError, type Answer, type FailureKind} from './request';
import {errorCodeUrl, type TryItError} from './spec';
import type {BodyCheck, SchemaIssue} from './validate';
import styles from './styles.module.css';

export const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Text of the OpenAPI document with `code` spans, as the reference tables show it. */
export function WithCode({text}: {text: string}): React.JSX.Element {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>))}</>;
}

export function addressMessage(problem: AddressProblem): string {
  switch (problem) {
    case 'empty':
      return translate({id: 'apiConsole.address.empty', message: 'Enter the address of your OpenIM API server, e.g. http://localhost:10002.'});
    case 'not-url':
      return translate({id: 'apiConsole.address.notUrl', message: 'This is not a URL. Write it as http://host:port, e.g. http://localhost:10002.'});
    case 'scheme':
      return translate({id: 'apiConsole.address.scheme', message: 'Only http:// and https:// addresses can be called.'});
    case 'credentials':
      return translate({id: 'apiConsole.address.credentials', message: 'Leave user names and passwords out of the address; the token goes in its own field.'});
    case 'query':
      return translate({id: 'apiConsole.address.query', message: 'The address takes no ? or # part: give the server only, the call adds its path.'});
  }
}

export function issueMessage(issue: SchemaIssue): string {
  const values = {field: issue.field || translate({id: 'apiConsole.issue.body', message: 'the body'}), expected: issue.expected, actual: issue.actual};
  switch (issue.keyword) {
    case 'type':
      return translate({id: 'apiConsole.issue.type', message: '{field} must be of type {expected}, not {actual}.'}, values);
    case 'required':
      return translate({id: 'apiConsole.issue.required', message: '{field} is required.'}, values);
    case 'enum':
      return translate({id: 'apiConsole.issue.enum', message: '{field} must be one of {expected}.'}, values);
    case 'const':
      return translate({id: 'apiConsole.issue.const', message: '{field} must be {expected}.'}, values);
    case 'minimum':
      return translate({id: 'apiConsole.issue.minimum', message: '{field} must be at least {expected}.'}, values);
    case 'maximum':
      return translate({id: 'apiConsole.issue.maximum', message: '{field} must be at most {expected}.'}, values);
    case 'exclusiveMinimum':
      return translate({id: 'apiConsole.issue.exclusiveMinimum', message: '{field} must be greater than {expected}.'}, values);
    case 'exclusiveMaximum':
      return translate({id: 'apiConsole.issue.exclusiveMaximum', message: '{field} must be less than {expected}.'}, values);
    case 'minLength':
      return translate({id: 'apiConsole.issue.minLength', message: '{field} must have at least {expected} characters.'}, values);
    case 'maxLength':
      return translate({id: 'apiConsole.issue.maxLength', message: '{field} must have at most {expected} characters.'}, values);
    case 'minItems':
      return translate({id: 'apiConsole.issue.minItems', message: '{field} must have at least {expected} items.'}, values);
    case 'maxItems':
      return translate({id: 'apiConsole.issue.maxItems', message: '{field} must have at most {expected} items.'}, values);
    case 'pattern':
      return translate({id: 'apiConsole.issue.pattern', message: '{field} must match the pattern {expected}.'}, values);
    case 'other':
      return `${values.field}: ${issue.detail}`;
  }
}

export function syntaxMessage(check: Extract<BodyCheck, {kind: 'syntax'}>): string {
  const values = {line: check.position.line, column: check.position.column, found: check.found};
  switch (check.problem) {
    case 'end':
      return translate(
        {id: 'apiConsole.syntax.end', message: 'The JSON ends too early (line {line}, column {column}): a bracket, brace or quote is not closed.'},
        values,
      );
    case 'trailing':
      return translate({id: 'apiConsole.syntax.trailing', message: 'Unexpected text after the JSON value at line {line}, column {column}.'}, values);
    case 'character':
      return translate({id: 'apiConsole.syntax.character', message: 'JSON syntax error at line {line}, column {column}: unexpected “{found}”.'}, values);
  }
}

/** Whom the request went to: the OpenIM API server (the console) or the reader's webhook receiver (the sender). */
export type Target = 'api' | 'receiver';

export function failureMessage(kind: FailureKind, server: string, target: Target = 'api'): string {
  const values = {server};
  if (target === 'receiver' && kind === 'cors') {
    return translate(
      {
        id: 'webhookSender.failure.cors',
        message:
          'The receiver at {server} answers, but without CORS headers the browser may not read its answer. To try it from this page, let it answer OPTIONS and send Access-Control-Allow-Origin; or post the example with curl.',
      },
      values,
    );
  }
  if (target === 'receiver' && kind === 'unreachable') {
    return translate(
      {
        id: 'webhookSender.failure.unreachable',
        message: 'Could not reach the receiver at {server}. Check the address and that the receiver is running (the example receiver listens on port 10006).',
      },
      values,
    );
  }
  switch (kind) {
    case 'timeout':
      return translate(
        {
          id: 'apiConsole.failure.timeout',
          message: 'No answer from {server} within 10 seconds, so the console gave up. Check that the server is running and not overloaded, then send again.',
        },
        values,
      );
    case 'cancelled':
      return translate({id: 'apiConsole.failure.cancelled', message: 'Cancelled. The request may still reach the server; nothing was shown from it.'});
    case 'csp':
      return translate(
        {
          id: 'apiConsole.failure.csp',
          message:
            "This site's Content-Security-Policy does not allow connections to {server}: its connect-src must list that origin. If you run this site, add the server to CONSOLE_CONNECT_SOURCES in scripts/csp.mjs (see the deployment section of the README); otherwise run the docs locally.",
        },
        values,
      );
    case 'mixed-content':
      return translate(
        {
          id: 'apiConsole.failure.mixedContent',
          message:
            'The browser blocked the call: this page is served over https and {server} is a plain http server on another machine (mixed content). Run the docs locally (npm start) or put your server behind https; http://localhost and http://127.0.0.1 are allowed.',
        },
        values,
      );
    case 'cors':
      return translate(
        {
          id: 'apiConsole.failure.cors',
          message:
            'The server at {server} answers, but the browser may not read the answer (CORS). The OpenIM API server allows every origin; a proxy in front of it must pass on or add Access-Control-Allow-Origin and answer OPTIONS.',
        },
        values,
      );
    case 'unreachable':
      return translate(
        {
          id: 'apiConsole.failure.unreachable',
          message: 'Could not reach {server}. Check the address and that the OpenIM API server is running (its default port is 10002), or use the sandbox.',
        },
        values,
      );
    case 'redirect':
      return translate(
        {
          id: 'apiConsole.failure.redirect',
          message: '{server} answered with a redirect. The console only calls the address you set: enter the address the redirect points to.',
        },
        values,
      );
  }
}

export interface ExplanationProps {
  code: number;
  errMsg: string;
  errDlt: string;
  known?: TryItError;
  /** The answer to get_admin_token rather than to the page's call: the call's own notes do not apply. */
  adminToken?: boolean;
}

export function ErrorExplanation({code, errMsg, errDlt, known, adminToken = false}: ExplanationProps): React.JSX.Element {
  return (
    <div className={styles.explanation} data-testid="api-console-errcode">
      <p>
        <strong>
          errCode {code}
          {known ? ` ${known.name}` : ''}
        </strong>
        {known ? (
          <>
            {': '}
            <WithCode text={known.meaning} />
          </>
        ) : adminToken ? null : (
          ` ${translate({id: 'apiConsole.errcode.undocumented', message: 'is not among the codes documented for this call.'})}`
        )}
      </p>
      {known?.when && !adminToken && (
        <p>
          {translate({id: 'apiConsole.errcode.when', message: 'This call returns it when:'})} <WithCode text={known.when} />
        </p>
      )}
      {(errMsg || errDlt) && (
        <p>
          {errMsg && <code>errMsg: {errMsg}</code>} {errDlt && <code>errDlt: {errDlt}</code>}
        </p>
      )}
      <p>
        <Link to={errorCodeUrl(code)}>{translate({id: 'apiConsole.errcode.link', message: 'Error code {code} in the error-code table'}, {code})}</Link>
      </p>
    </div>
  );
}

/** Status, time, headers and body of an answer; `errors` (the call's codes) explains an OpenIM errCode, null skips it. */
export function AnswerView({answer, operationID, errors}: {answer: Answer; operationID: string; errors: readonly TryItError[] | null}): React.JSX.Element {
  const error = answer.isJson && errors ? envelopeError(answer.json) : undefined;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{translate({id: 'apiConsole.result.status', message: 'Status'})}</dt>
        <dd data-testid="api-console-status">
          {answer.status} {answer.statusText}
        </dd>
        <dt>{translate({id: 'apiConsole.result.time', message: 'Time'})}</dt>
        <dd data-testid="api-console-time">{answer.ms} ms</dd>
        <dt>operationID</dt>
        <dd>
          <code>{operationID}</code>
        </dd>
      </dl>
      {error && <ErrorExplanation {...error} known={errors?.find((e) => e.code === error.code)} />}
      <details className={styles.headers}>
        <summary>{translate({id: 'apiConsole.result.headers', message: 'Response headers ({count})'}, {count: answer.headers.length})}</summary>
        <dl className={styles.facts}>
          {answer.headers.map(([name, value]) => (
            <React.Fragment key={name}>
              <dt>{name}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </React.Fragment>
          ))}
        </dl>
      </details>
      {answer.isJson ? (
        <pre className={styles.answer} data-testid="api-console-answer" tabIndex={0}>
          {pretty(answer.json)}
        </pre>
      ) : (
        <>
          <p className={styles.problem}>
            {translate(
              {
                id: 'apiConsole.result.notJson',
                message: 'The answer is not JSON, so it did not come from the OpenIM API (a proxy or another service?). Its first {count} characters:',
              },
              {count: Math.min(answer.text.length, 600)},
            )}
          </p>
          <pre className={styles.answer} data-testid="api-console-answer" tabIndex={0}>
            {answer.text.slice(0, 600)}
          </pre>
        </>
      )}
    </>
  );
}
