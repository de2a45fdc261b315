import React from 'react';
import Translate from '@docusaurus/Translate';
import {COMPONENTS} from '@site/src/data/server';
import {pick, useSiteLocale} from '@site/src/data/localized';
import Table from '@site/src/components/Table';

/** The third-party components an OpenIM server needs, with the images the release pins. */
export default function ServerComponents(): React.JSX.Element {
  const locale = useSiteLocale();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="serverComponents.name">Component</Translate>
          </th>
          <th>
            <Translate id="serverComponents.image">Image in the release</Translate>
          </th>
          <th>
            <Translate id="serverComponents.role">Role</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {COMPONENTS.map((c) => (
          <tr key={c.name}>
            <td>{c.name}</td>
            <td>
              <code>{c.image}</code>
            </td>
            <td>{pick(c.role, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
