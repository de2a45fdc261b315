/**
 * The two-column layout of a REST call or webhook page (plugins/openapi arrangeColumns): the examples panel and the
 * page's text. The panel comes first in the page, so a narrow screen shows the request right after the endpoint;
 * from 1280 px the panel stands on the right, sticky while the tables scroll by (styles.module.css), in the place the
 * table of contents has on other pages (such a page has none: docusaurus.config.ts, parseFrontMatter).
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export function ApiColumns({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.columns}>{children}</div>;
}

/** The request in each language and the answer; `label` names the region for screen readers. */
export function ApiExamples({label, children}: {label: string; children: ReactNode}): React.JSX.Element {
  return (
    <aside className={styles.examples} aria-label={label} data-testid="api-examples">
      {children}
    </aside>
  );
}

export function ApiMain({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.main}>{children}</div>;
}
