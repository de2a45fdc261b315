// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules everywhere, the type-aware ones on
// TypeScript (types from tsconfig.eslint.json, which adds plugins/ and examples/ to what `tsc` checks), and the
// React hooks rules on the site's own code. Formatting is Prettier's business (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/']},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Config files, plugins, scripts, tests and the example run in Node.
    languageOptions: {globals: {...globals.node}},
  },
  {
    // The site: rendered in the browser (and in Node at build time); its search engine also runs in a worker.
    files: ['src/**'],
    languageOptions: {globals: {...globals.browser, ...globals.worker}},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
  },
  {
    // Type-aware rules only where there are types: on the .mjs scripts every value is `any` to them.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {parserOptions: {project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    rules: {
      // `_` marks a binding kept for its position, or a property dropped from a rest object.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true}],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // An `async` function without `await` still means something: what it throws becomes a rejection, and it
      // fits an interface that returns a promise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON (built files, fixtures, answers) and import the untyped .mjs scripts; a value of the wrong
    // shape fails the test that reads it, so typing each one first would add casts and catch nothing.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
