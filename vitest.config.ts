import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Unit tests import site modules that reach for Docusaurus client APIs; these stubs stand in for them
// outside a Docusaurus build. Browser behaviour is tested for real in tests/e2e.
const alias = {
  '@site': path.resolve(__dirname),
  '@docusaurus/Link': path.resolve(__dirname, 'tests/unit/stubs/Link.tsx'),
  '@docusaurus/useDocusaurusContext': path.resolve(__dirname, 'tests/unit/stubs/useDocusaurusContext.ts'),
};

export default defineConfig({
  esbuild: {jsx: 'automatic'},
  resolve: {alias},
  test: {
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}']}},
      {extends: true, test: {name: 'content', include: ['tests/content/**/*.test.ts']}},
      // Runs after `docusaurus build` (scripts/test-all.mjs): checks what the build produced. Its tests read hundreds
      // of built pages each, which takes seconds more than the default limit on a loaded two-core machine.
      {extends: true, test: {name: 'built', include: ['tests/built/**/*.test.ts'], testTimeout: 60_000}},
    ],
  },
});
