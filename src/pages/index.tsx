import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {PLATFORMS} from '@site/src/data/platforms';
import {COMMUNITY_URL, GITHUB_ORG_URL} from '@site/src/data/site';
import {docPath} from '@site/src/data/manifest';
import {twinUrl} from '@site/src/data/llms';
import PlatformIcon from '@site/src/components/PlatformIcon';
import IntegrationExample from '@site/src/components/IntegrationExample';
import styles from './index.module.css';

function PlatformCard({id, label, language, quickstart}: (typeof PLATFORMS)[number]): React.JSX.Element {
  // Every link here names a written page; a missing one fails the build (onBrokenLinks: 'throw').
  const to = docPath('sdks', quickstart);
  return (
    <Link className={styles.platform} to={to} data-platform={id}>
      <span className={styles.platformIcon}>
        <PlatformIcon platform={id} />
      </span>
      <span className={styles.platformText}>
        <strong>{label}</strong>
        <span>{language}</span>
      </span>
      <span className={styles.arrow} aria-hidden="true">
        →
      </span>
    </Link>
  );
}

interface Destination {
  title: React.ReactNode;
  text: React.ReactNode;
  to: string;
}

function DestinationCard({title, text, to}: Destination): React.JSX.Element {
  return (
    <Link className={styles.card} to={to}>
      <Heading as="h3">{title}</Heading>
      <p>{text}</p>
    </Link>
  );
}

export default function Home(): React.JSX.Element {
  const deploy = docPath('guides', 'gettingStarted/dockerCompose');
  const webhooks = docPath('restapi', 'webhooks/introduction');
  const destinations: Destination[] = [
    {
      title: <Translate id="home.server.title">Server REST API</Translate>,
      text: <Translate id="home.server.text">Register users, issue tokens and manage groups from your own backend.</Translate>,
      to: '/restapi/apis/introduction',
    },
    {
      title: <Translate id="home.webhooks.title">Webhooks</Translate>,
      text: <Translate id="home.webhooks.text">Let your server approve, change or record what happens in chat.</Translate>,
      to: webhooks,
    },
    {
      title: <Translate id="home.deploy.title">Deploy the server</Translate>,
      text: <Translate id="home.deploy.text">Run OpenIM on your own machines, from one host to a cluster.</Translate>,
      to: deploy,
    },
    {
      title: <Translate id="home.blog.title">Engineering blog</Translate>,
      text: <Translate id="home.blog.text">How the server and the SDKs work inside, and why.</Translate>,
      to: '/blog/introduction',
    },
    {
      title: <Translate id="home.faq.title">FAQ</Translate>,
      text: <Translate id="home.faq.text">Ports, tokens, push, storage, upgrades and licensing in short answers.</Translate>,
      to: '/faq',
    },
    {
      title: <Translate id="home.community.title">Community</Translate>,
      text: <Translate id="home.community.text">Ask questions and meet other developers in the chat channel.</Translate>,
      to: COMMUNITY_URL,
    },
  ];
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'OpenIM developer documentation'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Guides, client SDK reference, server REST API and webhooks for the open-source OpenIM instant-messaging platform.',
      })}>
      {/* The page for agents: plugins/llms writes it from this page's HTML and every platform's example. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={useBaseUrl(twinUrl('/'))} />
      </Head>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            <Translate id="home.hero.title">Build chat into your app, on servers you own</Translate>
          </Heading>
          <p className={styles.tagline}>
            <Translate id="home.hero.tagline">
              OpenIM is open-source instant messaging: a Go server you deploy yourself and SDKs for every client platform.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/sdks/introduction">
              <Translate id="home.hero.sdk">Integrate an SDK</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to={deploy}>
              <Translate id="home.hero.deploy">Deploy the server</Translate>
            </Link>
            <Link className="button button--outline button--secondary button--lg" href={GITHUB_ORG_URL}>
              GitHub
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <section className={styles.section} aria-labelledby="home-platforms">
          <Heading as="h2" id="home-platforms">
            <Translate id="home.platforms.title">Client SDKs: pick your platform</Translate>
          </Heading>
          {/* In the page's Markdown twin: one line per platform with its quickstart (plugins/llms/home.ts). */}
          <div className={styles.platforms} data-twin-slot="platforms">
            {PLATFORMS.map((platform) => (
              <PlatformCard key={platform.id} {...platform} />
            ))}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="home-example">
          <Heading as="h2" id="home-example">
            <Translate id="home.example.title">What integration looks like</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.example.text">
              Your server issues a user token; the app logs in with it. The same call on each platform, from the SDK reference:
            </Translate>
          </p>
          <IntegrationExample />
        </section>
        <section className={styles.section} aria-labelledby="home-more">
          <Heading as="h2" id="home-more">
            <Translate id="home.more.title">Server, operations and more</Translate>
          </Heading>
          <div className={styles.cards}>
            {destinations.map((destination) => (
              <DestinationCard key={destination.to} {...destination} />
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
