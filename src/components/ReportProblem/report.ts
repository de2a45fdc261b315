/**
 * The prefilled new-issue link of "Report a problem with this page": the page's address, its title and, when the
 * reader has selected text on the page, that text quoted. Pure, so the browser test and the unit test agree.
 */
import {DOCS_REPO_URL} from '@site/src/data/site';
import {cutText, toWellFormed} from '@site/src/search/unicode';

/** Enough of a selection to find the sentence; a URL of a few kilobytes still opens everywhere. */
export const MAX_QUOTED_CHARS = 600;

export interface ReportInput {
  pageUrl: string;
  title: string;
  selection?: string;
  labels: {issueTitle: string; page: string; quote: string; problem: string};
}

export function reportProblemUrl({pageUrl, title, selection, labels}: ReportInput): string {
  const quoted = cutText(toWellFormed((selection ?? '').replace(/\s+/g, ' ').trim()), MAX_QUOTED_CHARS).text;
  const body = [`${labels.page}: ${pageUrl}`, ...(quoted ? ['', `${labels.quote}:`, `> ${quoted}`] : []), '', `${labels.problem}:`, ''].join('\n');
  const params = new URLSearchParams({title: `${labels.issueTitle}: ${toWellFormed(title)}`, body, labels: 'docs'});
  return `${DOCS_REPO_URL}/issues/new?${params.toString()}`;
}
