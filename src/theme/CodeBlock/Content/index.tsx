/**
 * A code block's lines, highlighted at build time (plugins/code-highlight), in place of the theme's Content, which
 * runs Prism in the browser on every page.
 * - Server: Prism tokenizes the code and the lines are written as HTML whose token classes a stylesheet colours
 *   in both modes.
 * - Hydration: the block keeps that markup; React never rewrites it (`__html` stays the same empty string).
 * - A block that mounts in the browser (client-side navigation, dev server) shows its lines plain at once, then
 *   highlighted when the Prism chunk has loaded.
 * The copy button and word wrap read the code and the <pre> as before.
 */
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {highlightOnServer} from '@site/plugins/code-highlight/server';
import {linesHtml, plainLines, tokenClassFor, type LinesHtmlOptions, type Token} from '@site/plugins/code-highlight/tokens';
import {lightCodeTheme} from '@site/src/css/prism-themes';
import styles from './styles.module.css';

// Both themes give each type the same entry (tokens.ts checks it at build), so either names the classes.
const tokenClass = tokenClassFor(lightCodeTheme);

interface Props {
  className?: string;
}

/** Whether the page's HTML came from the build (Docusaurus hydrates it) or the dev server (it renders from scratch). */
const HYDRATES = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Where the block's markup comes from, decided when it mounts. */
type Source = 'server' | 'browser';

export default function CodeBlockContent({className}: Props): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const isBrowser = useIsBrowser();
  // Mounting during hydration (or on the server) means the HTML already holds this block's highlighted lines. The
  // dev server renders in the browser from scratch (it does not hydrate) and has no such HTML.
  const [source] = useState<Source>(isBrowser || !HYDRATES ? 'browser' : 'server');
  const [mountedWith] = useState({code, language});
  const keepsServerMarkup = source === 'server' && mountedWith.code === code && mountedWith.language === language;
  const options: LinesHtmlOptions = {
    tokenClass,
    lineClassNames,
    lineNumbers: lineNumbersStart === undefined ? undefined : {line: styles.codeLine, number: styles.codeLineNumber, content: styles.codeLineContent},
  };
  // The browser's highlighting, with the code it was made for: until the chunk answers, the lines show plain.
  const [highlighted, setHighlighted] = useState<{code: string; language: string; lines: Token[][]} | null>(null);

  useEffect(() => {
    if (keepsServerMarkup) return undefined;
    let current = true;
    import('@site/plugins/code-highlight/lazy').then(
      ({highlightLines}) => {
        if (current) setHighlighted({code, language, lines: highlightLines(code, language)});
      },
      // A chunk that cannot load (offline, a new deployment) leaves the lines plain and readable.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [keepsServerMarkup, code, language]);

  let html = '';
  if (highlightOnServer) html = linesHtml(highlightOnServer(code, language), options);
  else if (!keepsServerMarkup) {
    const fresh = highlighted?.code === code && highlighted.language === language;
    html = linesHtml(fresh ? highlighted.lines : plainLines(code), options);
  }

  return (
    <pre
      ref={codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        // The server's markup, kept as it is on hydration: the browser has no highlighter to redraw it with.
        dangerouslySetInnerHTML={{__html: html}}
        suppressHydrationWarning
      />
    </pre>
  );
}
