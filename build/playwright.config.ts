import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** End-to-end tests drive Debian's Chromium in browser mode (and Electron where its runtime exists). */
export default defineConfig({
  testDir: fileURLToPath(new URL('../renderer/e2e', import.meta.url)),
  outputDir: fileURLToPath(new URL('../test-results/e2e', import.meta.url)),
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  // A host answer can take a few seconds on a busy two-core CI machine; no assertion depends on speed.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two files at a time where there are two cores, which two browsers and their apps share well (the
  // whole suite passed twice that way in 5.8 min under load 5-7, against 11-13.5 min one at a time, each
  // test as fast as alone). E2E_WORKERS=1 runs them one at a time.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(2, availableParallelism()),
  // Besides the list: the last lines the app under test printed, for each failed test (renderer/e2e/app-output.ts).
  reporter: [['list'], [fileURLToPath(new URL('../renderer/e2e/app-output.ts', import.meta.url))]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
