import { defineConfig } from 'vitest/config';
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
  },
});
