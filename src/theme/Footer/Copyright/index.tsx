// Wraps the footer copyright to put the site's blurb and community invitation above it.
import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {COMMUNITY_URL} from '@site/src/data/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <div className={styles.blurb}>
        <p>
          <Translate id="footer.blurb">
            With OpenIM, developers can integrate instant messaging and real-time capabilities into their own apps and deploy the server privately to protect
            their business data.
          </Translate>
        </p>
        <p>
          <Translate
            id="footer.community"
            values={{
              link: (
                <Link href={COMMUNITY_URL}>
                  <Translate id="footer.community.link">community chat channel</Translate>
                </Link>
              ),
            }}>
            {'Questions or ideas? Join our {link}.'}
          </Translate>
        </p>
      </div>
      <Copyright {...props} />
    </>
  );
}
