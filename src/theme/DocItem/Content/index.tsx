// Wraps the doc content: the page's Markdown twin (copy, open) above it, and an article's author and date (blog
// articles set both in front matter).
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdown from '@site/src/components/PageMarkdown';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

interface ArticleFrontMatter {
  author?: string;
  date?: string | Date;
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {frontMatter, metadata} = useDoc();
  const {author, date} = frontMatter as ArticleFrontMatter;
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
  return (
    <>
      {/* An index page's permalink ends with a slash (`/sdks/api/`); its twin is `/sdks/api.md`. */}
      <PageMarkdown href={`${metadata.permalink.replace(/\/$/, '')}.md`} />
      {author ? (
        <p className={styles.byline} data-testid="byline">
          {author}
          {day ? (
            <>
              {' · '}
              <time dateTime={day}>{day}</time>
            </>
          ) : null}
        </p>
      ) : null}
      <Content {...props} />
    </>
  );
}
