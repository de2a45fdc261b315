import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import InlineCode from '@site/src/components/InlineCode';
import PlatformIcon from '@site/src/components/PlatformIcon';
import {PLATFORMS} from '@site/src/data/platforms';
import {pick, useSiteLocale} from '@site/src/data/localized';
import styles from './styles.module.css';

/** One card per client platform, linking its quickstart: the language it is used from and what it is built on. */
export default function QuickstartCards(): React.JSX.Element {
  const locale = useSiteLocale();
  return (
    // The wrapper is the size container: the grid's columns follow the width of the page's content, not the window.
    <div className={styles.frame}>
      <ul className={styles.grid}>
        {PLATFORMS.map((p) => (
          <li key={p.id} className={styles.item}>
            <Link className={styles.card} to={`/sdks/${p.quickstart}`} data-platform={p.id}>
              <span className={styles.title}>
                <PlatformIcon platform={p.id} className={styles.icon} />
                {p.label}
              </span>
              <span className={styles.language}>{p.language}</span>
              <span className={styles.builtOn}>
                <InlineCode text={pick(p.builtOn, locale)} />
              </span>
              <span className={styles.cta}>
                <Translate id="quickstartCards.open">Open the quickstart →</Translate>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
