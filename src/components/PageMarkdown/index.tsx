import React, {useEffect, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type State = {kind: 'idle'} | {kind: 'busy'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

/** How long "Copied" stays before the button reads as before. */
const COPIED_MS = 2000;

async function loadTwin(href: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(href, {headers: {Accept: 'text/markdown'}});
  } catch {
    throw new Error(translate({id: 'pageMarkdown.offline', message: 'the Markdown version could not be loaded (offline, or a page opened from disk)'}));
  }
  if (!response.ok) {
    throw new Error(
      translate(
        {id: 'pageMarkdown.status', message: 'the Markdown version answered HTTP {status} (the dev server does not build it: npm run build)'},
        {status: response.status},
      ),
    );
  }
  return response.text();
}

/**
 * The page's Markdown twin (plugins/llms): announced to agents with `<link rel="alternate" type="text/markdown">`,
 * and offered to readers as "Copy page as Markdown" (for pasting into an assistant) and a link to open it.
 * `href` is the twin's URL with the site's base URL.
 */
export default function PageMarkdown({href}: {href: string}): React.JSX.Element {
  const [state, setState] = useState<State>({kind: 'idle'});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    setState({kind: 'busy'});
    try {
      const markdown = await loadTwin(href);
      if (!navigator.clipboard)
        throw new Error(translate({id: 'pageMarkdown.noClipboard', message: 'this browser does not let the page write to the clipboard here'}));
      await navigator.clipboard.writeText(markdown);
      setState({kind: 'copied'});
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState({kind: 'idle'}), COPIED_MS);
    } catch (error) {
      setState({kind: 'failed', reason: error instanceof Error ? error.message : String(error)});
    }
  };

  const label =
    state.kind === 'copied'
      ? translate({id: 'pageMarkdown.copied', message: 'Copied'})
      : translate({id: 'pageMarkdown.copy', message: 'Copy page as Markdown', description: 'Button above every doc page'});
  return (
    <div className={styles.bar} data-twin-omit>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      <button type="button" className={styles.button} onClick={() => void copy()} disabled={state.kind === 'busy'} data-testid="copy-markdown">
        {label}
      </button>
      <a className={styles.button} href={href} data-testid="open-markdown" target="_blank" rel="noopener">
        {translate({id: 'pageMarkdown.open', message: 'Markdown', description: 'Link to the page as a Markdown file'})}
      </a>
      {/* Announced to screen readers (the button itself says "Copied"); a failure says why, beside the open link. */}
      <span className={styles.status} role="status" data-testid="copy-markdown-status">
        {state.kind === 'failed' ? translate({id: 'pageMarkdown.failed', message: 'Could not copy: {reason}.'}, {reason: state.reason}) : ''}
      </span>
    </div>
  );
}
