// Wraps the not-found content to add ways forward: the home page, the four sections and the FAQ.
import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Content {...props} />
      <nav className="container margin-bottom--xl" aria-labelledby="not-found-next">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p id="not-found-next">
              <Translate id="notFound.next">These pages may help:</Translate>
            </p>
            <ul>
              <li><Link to="/"><Translate id="notFound.home">Home</Translate></Link></li>
              <li><Link to="/guides/introduction"><Translate id="notFound.guides">Guides</Translate></Link></li>
              <li><Link to="/sdks/introduction"><Translate id="notFound.sdks">Client SDKs</Translate></Link></li>
              <li><Link to="/restapi/apis/introduction"><Translate id="notFound.restapi">Server APIs</Translate></Link></li>
              <li><Link to="/faq"><Translate id="notFound.faq">FAQ</Translate></Link></li>
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
