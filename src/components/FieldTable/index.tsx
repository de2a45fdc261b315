import React from 'react';
import Translate from '@docusaurus/Translate';
import {pick, useSiteLocale} from '@site/src/data/localized';
import {flattenFields, isLocalized, type Field, type FieldText} from './fields';
import styles from './styles.module.css';

export type {Field} from './fields';

export interface FieldTableProps {
  fields: readonly Field[];
}

/** Name, type, required flag and meaning of each field; nested fields are indented under their parent. */
export default function FieldTable({fields}: FieldTableProps): React.JSX.Element {
  const locale = useSiteLocale();
  const text = (value: FieldText) => (isLocalized(value) ? pick(value, locale) : value);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th><Translate id="fieldTable.name">Field</Translate></th>
          <th><Translate id="fieldTable.type">Type</Translate></th>
          <th><Translate id="fieldTable.required">Required</Translate></th>
          <th><Translate id="fieldTable.description">Description</Translate></th>
        </tr>
      </thead>
      <tbody>
        {flattenFields(fields).map(({field, depth, path}) => (
          <tr key={path}>
            <td>
              <code className={styles.name} style={{marginInlineStart: `${depth * 1.25}rem`}}>
                {depth > 0 ? '└ ' : ''}
                {field.name}
              </code>
            </td>
            <td><code>{field.type}</code></td>
            <td>
              {field.required ? (
                <Translate id="fieldTable.yes">Yes</Translate>
              ) : (
                <Translate id="fieldTable.no">No</Translate>
              )}
            </td>
            <td>
              {text(field.description)}
              {field.constraints ? <div className={styles.constraints}>{text(field.constraints)}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
