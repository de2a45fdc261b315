import React from 'react';
import Translate from '@docusaurus/Translate';
import {PORTS} from '@site/src/data/server';
import {pick, useSiteLocale} from '@site/src/data/localized';
import Table from '@site/src/components/Table';

export interface ServerPortsProps {
  /** Only the ports clients outside the server's network must reach. */
  publicOnly?: boolean;
}

/** The default ports of an OpenIM deployment, from src/data/server.ts. */
export default function ServerPorts({publicOnly = false}: ServerPortsProps): React.JSX.Element {
  const locale = useSiteLocale();
  const rows = PORTS.filter((p) => !publicOnly || p.public);
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="serverPorts.port">Port</Translate>
          </th>
          <th>
            <Translate id="serverPorts.service">Service</Translate>
          </th>
          <th>
            <Translate id="serverPorts.protocol">Protocol</Translate>
          </th>
          <th>
            <Translate id="serverPorts.purpose">Purpose</Translate>
          </th>
          <th>
            <Translate id="serverPorts.source">Set in</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.port} id={`port-${p.port}`}>
            <td>
              <code>{p.port}</code>
            </td>
            <td>{p.service}</td>
            <td>{p.protocol}</td>
            <td>{pick(p.purpose, locale)}</td>
            <td>
              <code>{p.source}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
