import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type HttpMethod = 'GET' | 'POST';

export interface ApiEndpointProps {
  method: HttpMethod;
  /** Path below the API address, e.g. `/auth/get_admin_token`. */
  path: string;
}

/** An HTTP method badge and the call's path, as shown at the top of every REST call. */
export default function ApiEndpoint({method, path}: ApiEndpointProps): React.JSX.Element {
  return (
    <p className={styles.endpoint} data-testid="api-endpoint">
      <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
