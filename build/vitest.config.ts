import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  // `@core/…` is core/: the same alias as build/tsconfig.base.json's paths, vite and ESLint.
  resolve: { alias: { '@core': `${root}core` } },
  test: {
    include: ['core/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'build/**/*.test.ts'],
    // The packaging dry run needs `npm run build` first: `npm run test:package` runs it.
    exclude: ['**/node_modules/**', 'renderer/e2e/**', 'build/**/*.pkg.test.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores, which on a two-core machine runs the files one at a
    // time; each file is its own process, so every core can run one.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
