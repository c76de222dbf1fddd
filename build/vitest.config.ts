import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['core/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'renderer/e2e/**'],
    testTimeout: 20_000,
    pool: 'forks',
  },
});
