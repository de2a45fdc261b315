import React, {Fragment} from 'react';
import Translate from '@docusaurus/Translate';
import {parseSourceRef, sourceRefLabel, sourceRefUrl} from '@site/src/data/site';
import styles from './styles.module.css';

/**
 * The data files a page's generated parts come from (the OpenAPI document, an SDK catalogue file at the entry's
 * line, an example), appended by the REST and SDK remark plugins. "Edit this page" opens the page's prose; a wrong field, type or code
 * is fixed in one of these, and the fix reaches every page and both languages.
 */
export default function FactSources({files}: {files: string}): React.JSX.Element | null {
  const list = files
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  if (list.length === 0) return null;
  return (
    <p className={styles.sources} data-testid="fact-sources">
      <Translate id="factSources.lead" description="Before the list of data files a page's reference parts are generated from">
        The reference parts of this page are generated from
      </Translate>{' '}
      {list.map((file, i) => (
        <Fragment key={file}>
          {i > 0 && ', '}
          <a href={sourceRefUrl(parseSourceRef(file))} target="_blank" rel="noopener noreferrer">
            <code>{sourceRefLabel(parseSourceRef(file))}</code>
          </a>
        </Fragment>
      ))}
      <Translate id="factSources.tail" description="After the list of data files: where to correct a fact">
        : correct a fact there and every page that shows it changes, in both languages.
      </Translate>
    </p>
  );
}
