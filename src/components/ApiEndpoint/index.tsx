import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type HttpMethod = 'GET' | 'POST';

export interface ApiEndpointProps {
  method: HttpMethod;
  /** Path below the API address, e.g. `/auth/get_admin_token`. */
  path: string;
  /** Set when the endpoint heads a call page: the search index then files the page under this path too. */
  operationId?: string;
}

/** An HTTP method badge and the call's path, as shown at the top of every REST call. */
export default function ApiEndpoint({method, path, operationId}: ApiEndpointProps): React.JSX.Element {
  return (
    <p className={styles.endpoint} data-testid="api-endpoint" data-operation-id={operationId}>
      <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
      {/* A space the flex layout does not draw, so copied text, screen readers and search read "POST /msg/send_msg". */}{' '}
      <code className={styles.path}>{path}</code>
    </p>
  );
}
