import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** The packaging dry run: needs `npm run build` first (npm test runs it after the build). */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['build/**/*.pkg.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
