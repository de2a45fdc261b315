import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INSTANCES, MANIFEST, docUrl} from '../../src/data/manifest';

describe('page manifest', () => {
  // The spec's inventory (412 ids per locale) plus the pages an issue added: the rest of the server API (#24).
  const SPEC_PAGES = 412;
  it('holds at least the spec pages, and adds pages only to the REST reference', () => {
    expect(INSTANCES.reduce((n, i) => n + MANIFEST[i].length, 0)).toBeGreaterThan(SPEC_PAGES);
  });

  // The project keeps its own copy (src/data/pages.json); the spec beside the repository is only on a developer's
  // machine. There every spec page must be in the copy, and the copy may add only REST call and category pages; in
  // a clean clone the comparison shows as skipped, not as passed.
  const spec = path.resolve(__dirname, '../../../shared/spec/pages.json');
  it.runIf(fs.existsSync(spec))('keeps every page of the spec and adds only REST reference pages (where the spec is beside the repository)', () => {
    const specPages = JSON.parse(fs.readFileSync(spec, 'utf8')) as Record<string, string[]>;
    for (const instance of INSTANCES) {
      expect(
        specPages[instance].filter((id) => !MANIFEST[instance].includes(id)),
        instance,
      ).toEqual([]);
      const added = MANIFEST[instance].filter((id) => !specPages[instance].includes(id));
      if (instance !== 'restapi') expect(added, instance).toEqual([]);
      else expect(added.filter((id) => !id.startsWith('apis/'))).toEqual([]);
    }
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
