// The fixture's home page: a hero with two calls to action and three feature columns, the shape of the page
// `create-docusaurus` starts a classic site with, in Docusaurus's own components and Infima classes only.
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

const FEATURES = [
  ['Guides', 'Install the server, connect a client and send the first message.'],
  ['Reference', 'Every call, field and error code, with an example for each.'],
  ['Blog', 'Release notes and articles on how the system is built.'],
];

export default function Home() {
  return (
    <Layout title="Home" description="Benchmark fixture">
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            Plain Docusaurus
          </Heading>
          <p className="hero__subtitle">A site with the framework's defaults, measured beside ours.</p>
          <Link className="button button--secondary button--lg" to="/docs/page-001">
            Read the docs
          </Link>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg">
          <div className="row">
            {FEATURES.map(([title, text]) => (
              <div key={title} className="col col--4">
                <Heading as="h2">{title}</Heading>
                <p>{text}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
