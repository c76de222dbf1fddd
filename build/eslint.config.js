// ESLint flat config. Run from the repository root: `eslint -c build/eslint.config.js .`
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import svelteConfig from '../renderer/svelte.config.js';

const coreBanned = {
  paths: [
    { name: 'electron', message: 'core/ is pure: no Electron.' },
    { name: 'better-sqlite3', message: 'core/ is pure: no SQLite.' },
    { name: 'svelte', message: 'core/ is pure: no Svelte.' },
    { name: 'ws', message: 'core/ is pure: no networking.' },
  ],
  patterns: [
    { group: ['node:*'], message: 'core/ is pure: no Node built-ins.' },
    { group: ['**/electron/**', '**/renderer/**'], message: 'core/ imports nothing outside core/.' },
  ],
};
const testingBan = { group: ['**/testing/*'], message: 'Test fixtures are for tests only.' };

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'release/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'build/icons/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
    settings: {
      // `@core/…` is core/, as in build/tsconfig.base.json's paths and the vite and vitest configs.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.svelte', '.svelte.ts'],
          alias: { '@core': [fileURLToPath(new URL('../core', import.meta.url))] },
        }),
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts', 'core/engine/testing/**', 'core/**/bench/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { ...coreBanned, patterns: [...coreBanned.patterns, testingBan] }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'core/ is deterministic: use the Roller.' },
        { object: 'Date', property: 'now', message: 'core/ is deterministic: time comes from the host.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'core/ is deterministic: no clocks.' },
      ],
    },
  },
  {
    files: ['electron/main/**/*.ts', 'electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [testingBan, { group: ['**/renderer/**'], message: 'electron/ never imports the renderer.' }] },
      ],
    },
  },
  {
    // The desktop decisions of the main process are pure so tests run them under plain Node.
    files: [
      'electron/main/menu.ts',
      'electron/main/native-path.ts',
      'electron/main/problem-report.ts',
      'electron/main/security.ts',
      'electron/main/single-instance.ts',
      'electron/main/window-state.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Testable main-process modules take Electron objects as parameters.' }],
          patterns: [testingBan, { group: ['**/renderer/**'], message: 'electron/ never imports the renderer.' }],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/main/**', 'electron/preload/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only electron/main and electron/preload import Electron; the rest runs under plain Node.',
            },
          ],
          patterns: [testingBan, { group: ['**/renderer/**'], message: 'electron/ never imports the renderer.' }],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    ignores: ['renderer/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer talks only to the typed API.' }],
          patterns: [
            { group: ['**/electron/**'], message: 'The renderer never imports from electron/.' },
            { group: ['node:*'], message: 'The renderer runs in a browser.' },
          ],
        },
      ],
    },
  },
  {
    // Screenshots to look at go through snap() (renderer/e2e/shots.ts), taken only with MOB_NIGHT_SHOTS=1.
    files: ['renderer/e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message:
            'Use snap() from ./shots (screenshots only when MOB_NIGHT_SHOTS=1); a screenshot whose pixels a test reads may disable this line and say why.',
        },
      ],
    },
  },
);
