import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import FaqList from '@site/src/components/FaqList';
import PageMarkdown from '@site/src/components/PageMarkdown';
import {twinUrl} from '@site/src/data/llms';

export default function FaqPage(): React.JSX.Element {
  const title = translate({id: 'faq.title', message: 'Frequently asked questions'});
  const twin = useBaseUrl(twinUrl('/faq'));
  return (
    <Layout
      title={translate({id: 'faq.meta.title', message: 'FAQ'})}
      description={translate({
        id: 'faq.meta.description',
        message: 'Answers to common questions about deploying and integrating OpenIM: ports, tokens, push, storage, SDKs, upgrades and licensing.',
      })}>
      {/* data-search-*: the search index takes each question as a record of the FAQ section. */}
      <main className="container margin-vert--lg" style={{maxWidth: '52rem'}} data-search-root data-search-section={title}>
        <PageMarkdown href={twin} />
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="faq.intro">
            Short answers to what operators and app developers ask most. Every answer has its own link: copy it from the heading.
          </Translate>
        </p>
        <p>
          <Translate
            id="faq.others"
            values={{
              sdk: (
                <Link to="/sdks/faq">
                  <Translate id="faq.others.sdk">SDK FAQ</Translate>
                </Link>
              ),
              deploy: (
                <Link to="/guides/gettingStarted/faq">
                  <Translate id="faq.others.deploy">deployment FAQ</Translate>
                </Link>
              ),
            }}>
            {'Other FAQs: the {sdk} (integration, errors, platforms) and the {deploy} (self-hosting and operations).'}
          </Translate>
        </p>
        <FaqList />
      </main>
    </Layout>
  );
}
