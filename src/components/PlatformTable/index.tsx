import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import InlineCode from '@site/src/components/InlineCode';
import {PLATFORMS} from '@site/src/data/platforms';
import {pick, useSiteLocale} from '@site/src/data/localized';
import Table from '@site/src/components/Table';

/** Anchor of a platform's row, linked from the home page. */
export function platformAnchor(id: string): string {
  return `platform-${id}`;
}

/** Every client platform: language, how it reaches the Go core, and its repository. */
export default function PlatformTable(): React.JSX.Element {
  const locale = useSiteLocale();
  const brokenLinks = useBrokenLinks();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="platformTable.platform">Platform</Translate>
          </th>
          <th>
            <Translate id="platformTable.language">Language</Translate>
          </th>
          <th>
            <Translate id="platformTable.builtOn">Built on</Translate>
          </th>
          <th>
            <Translate id="platformTable.repo">Repository</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {PLATFORMS.map((p) => {
          const anchor = platformAnchor(p.id);
          brokenLinks.collectAnchor(anchor);
          return (
            <tr key={p.id} id={anchor}>
              <td>{p.label}</td>
              <td>{p.language}</td>
              <td>
                <InlineCode text={pick(p.builtOn, locale)} />
              </td>
              <td>
                <Link href={p.repo}>{p.repo.replace('https://github.com/', '')}</Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
