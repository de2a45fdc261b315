import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INSTANCES, MANIFEST, docUrl} from '../../src/data/manifest';

describe('page manifest', () => {
  it('is the spec list, unchanged', () => {
    const spec = path.resolve(__dirname, '../../../shared/spec/pages.json');
    if (fs.existsSync(spec)) expect(MANIFEST).toEqual(JSON.parse(fs.readFileSync(spec, 'utf8')));
    expect(INSTANCES.reduce((n, i) => n + MANIFEST[i].length, 0)).toBe(412);
  });

  it('has unique ids per instance', () => {
    for (const instance of INSTANCES) expect(new Set(MANIFEST[instance]).size).toBe(MANIFEST[instance].length);
  });

  it('serves an index doc at its folder URL, English under /en', () => {
    expect(docUrl('sdks', 'api/group/index', 'zh-Hans')).toBe('/sdks/api/group');
    expect(docUrl('sdks', 'api/group/index', 'en')).toBe('/en/sdks/api/group');
    expect(docUrl('restapi', 'apis/messageManagement/send_business_notification', 'en')).toBe(
      '/en/restapi/apis/messageManagement/send_business_notification',
    );
  });
});
