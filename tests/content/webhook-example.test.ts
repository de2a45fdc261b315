/**
 * The example page shows the receiver's real files through <ExampleFile />, never a retyped copy, so the page cannot
 * drift from the code tests/unit/webhook-receiver.test.ts and tests/unit/webhook-receiver-go.test.ts run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, findDoc, type DocLocale} from '../helpers';

const LOCALES: DocLocale[] = ['zh-Hans', 'en'];

describe.each(LOCALES.filter((locale) => findDoc('restapi', 'webhooks/example', locale)))('webhooks/example (%s)', (locale) => {
  const page = fs.readFileSync(findDoc('restapi', 'webhooks/example', locale)!, 'utf8');
  const shown = [...page.matchAll(/<ExampleFile\s+path="([^"]+)"\s*\/>/g)].map((m) => m[1]);

  it('shows the TypeScript and the Go receiver and the requests they are tested with', () => {
    expect(shown).toEqual(expect.arrayContaining(['examples/webhook-receiver/receiver.ts', 'examples/webhook-receiver/main.go']));
    for (const file of shown) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('retypes no file of examples/ in a code block', () => {
    expect(page).not.toMatch(/^```\w*[^\n]*title="examples\//m);
  });
});
