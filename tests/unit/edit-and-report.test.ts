/** "Edit this page", the page's data-file links and "Report a problem" build their URLs from one module each. */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {allEntries, sourceFileOf, SDK_ERRORS_FILE} from '@site/src/data/sdk';
import {DOCS_REPO_URL, editFileUrl, parseSourceRef, sourceRefLabel, sourceRefUrl} from '@site/src/data/site';
import {currentCatalogue, entrySource} from '../../plugins/sdk/catalogue';
import {MAX_QUOTED_CHARS, reportProblemUrl} from '@site/src/components/ReportProblem/report';

const labels = {issueTitle: 'Docs problem', page: 'Page', quote: 'Text I selected', problem: 'What is wrong or missing'};

describe('edit links', () => {
  it("open a repository file in GitHub's editor, each path segment encoded", () => {
    expect(editFileUrl('docs-sdks/api/message/sendMessage.mdx')).toBe(`${DOCS_REPO_URL}/edit/main/docs-sdks/api/message/sendMessage.mdx`);
    expect(editFileUrl('a b/c#d.md')).toBe(`${DOCS_REPO_URL}/edit/main/a%20b/c%23d.md`);
  });

  it('name, for every SDK catalogue entry, the file that holds it', () => {
    for (const {entry} of allEntries()) {
      const file = sourceFileOf(entry.id);
      expect(file, entry.id).toBeDefined();
      expect(fs.readFileSync(file!, 'utf8'), `${entry.id} in ${file}`).toContain(entry.id.split('/').pop()!);
    }
    expect(fs.existsSync(SDK_ERRORS_FILE)).toBe(true);
    expect(sourceFileOf('api/message/noSuchMethod')).toBeUndefined();
  });

  it('point, for every SDK catalogue entry, at the line where the entry starts', () => {
    for (const {entry} of allEntries()) {
      const {file, line} = parseSourceRef(entrySource(currentCatalogue(), entry.id)!);
      expect(line, entry.id).toBeGreaterThan(0);
      expect(fs.readFileSync(file, 'utf8').split('\n')[line! - 1], entry.id).toMatch(new RegExp(`id: '${entry.id}'|'${entry.id.split('/').pop()}'`));
    }
  });

  it('open a whole file in the editor and an entry at its line in the file view', () => {
    expect(sourceRefUrl(parseSourceRef('openapi/openim-server.yaml'))).toBe(editFileUrl('openapi/openim-server.yaml'));
    const entry = parseSourceRef('src/data/sdk/methods/message.ts#L425');
    expect(entry).toEqual({file: 'src/data/sdk/methods/message.ts', line: 425});
    expect(sourceRefUrl(entry)).toBe(`${DOCS_REPO_URL}/blob/main/src/data/sdk/methods/message.ts#L425`);
    expect(sourceRefLabel(entry)).toBe('src/data/sdk/methods/message.ts:425');
  });
});

describe('report a problem', () => {
  const parse = (url: string) => {
    const parsed = new URL(url);
    return {base: `${parsed.origin}${parsed.pathname}`, title: parsed.searchParams.get('title'), body: parsed.searchParams.get('body') ?? ''};
  };

  it('prefills a new issue with the page, its title and the quoted selection', () => {
    const {base, title, body} = parse(
      reportProblemUrl({pageUrl: 'https://docs.openim.io/en/faq', title: 'FAQ', selection: '  the   wrong\nsentence ', labels}),
    );
    expect(base).toBe(`${DOCS_REPO_URL}/issues/new`);
    expect(title).toBe('Docs problem: FAQ');
    expect(body).toContain('Page: https://docs.openim.io/en/faq');
    expect(body).toContain('Text I selected:\n> the wrong sentence');
  });

  it('leaves the quote out without a selection, and cuts a long or broken one safely', () => {
    expect(parse(reportProblemUrl({pageUrl: 'u', title: 't', labels})).body).not.toContain('Text I selected');
    const long = parse(reportProblemUrl({pageUrl: 'u', title: 't', selection: '😀'.repeat(1000), labels})).body;
    const quote = long.split('> ')[1].split('\n')[0];
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTED_CHARS);
    expect(quote).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // A lone surrogate or markup cannot break the URL: it is encoded, never executed.
    expect(() => reportProblemUrl({pageUrl: 'u', title: 'x\uD800', selection: '<script>alert(1)</script>\uDC00', labels})).not.toThrow();
  });
});
