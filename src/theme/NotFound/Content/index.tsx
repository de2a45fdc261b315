// Ejected from @docusaurus/theme-classic 3.10.2 NotFound/Content. Same title and two paragraphs (same translation
// ids); added inside the same <main>: a search box and "did you mean" links for the missing path (NotFoundHelp),
// then static links to the home page, the sections and the FAQ that work without JavaScript. A wrapper could only
// put them after the theme's <main>, outside the landmark and 5rem below it (an !important Infima margin).
import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
          <NotFoundHelp />
          <nav aria-labelledby="not-found-next">
            <p id="not-found-next">
              <Translate id="notFound.next">These pages may help:</Translate>
            </p>
            <ul>
              <li>
                <Link to="/">
                  <Translate id="notFound.home">Home</Translate>
                </Link>
              </li>
              <li>
                <Link to="/guides/introduction">
                  <Translate id="notFound.guides">Guides</Translate>
                </Link>
              </li>
              <li>
                <Link to="/sdks/introduction">
                  <Translate id="notFound.sdks">Client SDKs</Translate>
                </Link>
              </li>
              <li>
                <Link to="/restapi/apis/introduction">
                  <Translate id="notFound.restapi">Server APIs</Translate>
                </Link>
              </li>
              <li>
                <Link to="/faq">
                  <Translate id="notFound.faq">FAQ</Translate>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
