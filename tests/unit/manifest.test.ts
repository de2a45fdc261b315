import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INSTANCES, MANIFEST, docUrl} from '../../src/data/manifest';

describe('page manifest', () => {
  it('holds the 412 pages of the spec', () => {
    expect(INSTANCES.reduce((n, i) => n + MANIFEST[i].length, 0)).toBe(412);
  });

  // The project keeps its own copy (src/data/pages.json); the spec beside the repository is only on a developer's
  // machine. There the copy must equal it; in a clean clone the comparison shows as skipped, not as passed.
  const spec = path.resolve(__dirname, '../../../shared/spec/pages.json');
  it.runIf(fs.existsSync(spec))('is the spec list, unchanged (where the spec is checked out beside the repository)', () => {
    expect(MANIFEST).toEqual(JSON.parse(fs.readFileSync(spec, 'utf8')));
  });

  it('has unique ids per instance', () => {
    for (const instance of INSTANCES) expect(new Set(MANIFEST[instance]).size).toBe(MANIFEST[instance].length);
  });

  it('serves an index doc at its folder URL, English under /en', () => {
    expect(docUrl('sdks', 'api/group/index', 'zh-Hans')).toBe('/sdks/api/group');
    expect(docUrl('sdks', 'api/group/index', 'en')).toBe('/en/sdks/api/group');
    expect(docUrl('restapi', 'apis/messageManagement/send_business_notification', 'en')).toBe('/en/restapi/apis/messageManagement/send_business_notification');
  });
});
