/**
 * The built REST call pages carry the "Try it" button in their HTML, and the console's code (editor, validator,
 * request logic) is a chunk of its own that no page loads before the reader opens the console.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listOperations, loadDocument} from '../../plugins/shared/openapi-document';
import {BUILD} from '../build-dir';
import {listedEntryScripts} from '../helpers';

/** A sentence only @cfworker/json-schema's code contains: where it is, the validator is. */
const VALIDATOR_MARK = 'does not match any of';

const jsFiles = (root: string) =>
  fs
    .readdirSync(path.join(root, 'assets/js'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(root, 'assets/js', f));

describe('the console on built call pages', () => {
  const operations = listOperations(loadDocument());

  it.each(['', 'en'])('every POST call page of locale "%s" renders the Try it button without JavaScript', (prefix) => {
    // The console edits and sends a JSON body; a GET route is one URL and has none.
    const missing = operations
      .filter(({method}) => method === 'POST')
      .map(({operation}) => path.join(BUILD, prefix, 'restapi/apis', operation.tags[0], `${operation.operationId}.html`))
      .filter((file) => !/data-testid="?api-try-it\b/.test(fs.readFileSync(file, 'utf8')));
    expect(missing).toEqual([]);
  });

  it.each(['', 'en'])('locale "%s": the validator is in one lazily loaded chunk, not in the main bundle or a page', (prefix) => {
    const root = path.join(BUILD, prefix);
    const carriers = jsFiles(root).filter((file) => fs.readFileSync(file, 'utf8').includes(VALIDATOR_MARK));
    expect(carriers).toHaveLength(1);
    const chunk = path.basename(carriers[0]);
    expect(chunk).not.toMatch(/^(main|runtime~main)\./);
    const page = fs.readFileSync(path.join(root, 'restapi/apis/groupManagement/createGroup.html'), 'utf8');
    // The scripts the page's loader adds, and any script or preload the HTML names itself (unquoted where it can).
    const loaded = [...(listedEntryScripts(page) ?? []), ...[...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="?([^"\s>]+\.js)/g)].map((m) => m[1])].map(
      (url) => path.basename(url),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded).not.toContain(chunk);
  });
});
