import React, {useEffect, useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {reportProblemUrl} from './report';
import styles from './styles.module.css';

/** Text selected inside the page's content: a click on the link clears the selection, so it is kept as it changes. */
function useContentSelection(): React.MutableRefObject<string> {
  const selected = useRef('');
  useEffect(() => {
    const onChange = () => {
      const selection = document.getSelection();
      const anchor = selection?.anchorNode;
      const inContent = anchor && (anchor instanceof Element ? anchor : anchor.parentElement)?.closest('.theme-doc-markdown');
      if (selection && inContent && selection.toString().trim()) selected.current = selection.toString();
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);
  return selected;
}

/** "Report a problem with this page": a new issue on the docs repository, prefilled with the page and the selected text. */
export default function ReportProblem(): React.JSX.Element {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const selected = useContentSelection();
  const labels = {
    issueTitle: translate({id: 'reportProblem.issueTitle', message: 'Docs problem', description: 'Start of the title of a prefilled issue'}),
    page: translate({id: 'reportProblem.page', message: 'Page', description: 'Prefilled issue: the line naming the page URL'}),
    quote: translate({id: 'reportProblem.quote', message: 'Text I selected', description: 'Prefilled issue: before the quoted selection'}),
    problem: translate({
      id: 'reportProblem.problem',
      message: 'What is wrong or missing',
      description: 'Prefilled issue: where the reader describes the problem',
    }),
  };
  const pageUrl = `${siteConfig.url}${metadata.permalink}`;
  const href = (selection?: string) => reportProblemUrl({pageUrl, title: metadata.title, selection, labels});
  return (
    <p className={styles.report}>
      <a
        href={href()}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="report-problem"
        // The link opens with the text the reader selected before clicking; without JavaScript, with the page alone.
        onClick={(event) => {
          event.currentTarget.href = href(selected.current);
        }}>
        {translate({id: 'reportProblem.link', message: 'Report a problem with this page', description: 'Link under every doc page'})}
      </a>{' '}
      <span className={styles.hint}>
        {translate({id: 'reportProblem.hint', message: '(select the wrong text first to quote it)', description: 'Hint beside the report link'})}
      </span>
    </p>
  );
}
