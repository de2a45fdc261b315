import React, {useState} from 'react';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {FAQ, FAQ_TOPICS, FAQ_TOPIC_LABELS, type FaqTopic} from '@site/src/data/faq';
import {pick, useSiteLocale} from '@site/src/data/localized';
import {filterFaq} from './filter';
import styles from './styles.module.css';

/**
 * The FAQ, filterable by words and by topic. Every answer is in the server-rendered HTML with its own id,
 * so `#id` links work without JavaScript and filtering only hides what does not match.
 */
export default function FaqList(): React.JSX.Element {
  const locale = useSiteLocale();
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<FaqTopic | 'all'>('all');
  const visible = new Set(filterFaq(FAQ, query, topic, locale).map((entry) => entry.id));

  return (
    <>
      <div className={styles.controls} role="search" data-search-ignore data-twin-omit>
        <input
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({id: 'faq.filter.placeholder', message: 'Filter questions, e.g. token or 10002'})}
          aria-label={translate({id: 'faq.filter.label', message: 'Filter questions'})}
        />
        <div className={styles.topics} role="group" aria-label={translate({id: 'faq.topics.label', message: 'Topics'})}>
          {(['all', ...FAQ_TOPICS] as const).map((t) => (
            <button key={t} type="button" aria-pressed={topic === t} className={styles.chip} onClick={() => setTopic(t)}>
              {t === 'all' ? <Translate id="faq.topics.all">All</Translate> : pick(FAQ_TOPIC_LABELS[t], locale)}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.count} aria-live="polite" data-search-ignore data-twin-omit>
        <Translate id="faq.count" values={{shown: visible.size, total: FAQ.length}}>
          {'Showing {shown} of {total} questions'}
        </Translate>
      </p>
      {visible.size === 0 ? (
        <p>
          <Translate id="faq.empty">No question matches. Try fewer words or another topic.</Translate>
        </p>
      ) : null}
      {FAQ.map((entry) => (
        <section key={entry.id} className={styles.entry} hidden={!visible.has(entry.id)} data-faq-id={entry.id}>
          <Heading as="h2" id={entry.id}>
            {pick(entry.question, locale)}
          </Heading>
          <p className={styles.topic}>{pick(FAQ_TOPIC_LABELS[entry.topic], locale)}</p>
          <p>{pick(entry.answer, locale)}</p>
        </section>
      ))}
    </>
  );
}
