/** The GitHub Pages workflow: tests before it builds, builds for the Pages address, publishes build/. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
interface Step {
  uses?: string;
  run?: string;
  id?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  steps: Step[];
  container?: string;
  environment?: {name: string};
}
const workflow = yaml.load(fs.readFileSync(path.join(ROOT, '.github/workflows/pages.yml'), 'utf8')) as {
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('GitHub Pages workflow', () => {
  const {test, build, deploy} = workflow.jobs;

  it('runs the CI script on Debian before building', () => {
    expect(test.container).toMatch(/bookworm/);
    expect(test.steps.some((s) => s.run === 'bash .ci/run')).toBe(true);
    expect(fs.existsSync(path.join(ROOT, '.ci/run'))).toBe(true);
    expect(build.needs).toBe('test');
    expect(deploy.needs).toBe('build');
  });

  it('builds with the base path and origin that Pages gives, and uploads build/', () => {
    const buildStep = build.steps.find((s) => s.run === 'npm run build')!;
    expect(buildStep.env).toEqual({
      SITE_URL: '${{ steps.pages.outputs.origin }}',
      BASE_URL: '${{ steps.pages.outputs.base_path }}/',
    });
    expect(build.steps.find((s) => s.id === 'pages')?.uses).toMatch(/^actions\/configure-pages@/);
    expect(build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({path: 'build'});
  });

  it('deploys with the permissions Pages needs', () => {
    expect(workflow.permissions).toMatchObject({pages: 'write', 'id-token': 'write'});
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps[0].uses).toMatch(/^actions\/deploy-pages@/);
  });
});
