import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/**
 * A Hard computer player thinks for a set time per decision (750 ms at the table). No end-to-end test watches
 * how long it thinks or depends on what it chooses (its choice already varies with the machine's speed), so the
 * apps under test give it 50 ms: a table with a Hard seat (the Gangsters lobby tests') then waits a tenth as long
 * at each of its decisions. It still searches, and still plays only legal moves. Set this to test the real time.
 */
process.env.MOB_NIGHT_BOT_THINK_MS ??= '50';

/** End-to-end tests drive Debian's Chromium in browser mode (and Electron where its runtime exists). */
export default defineConfig({
  testDir: fileURLToPath(new URL('../renderer/e2e', import.meta.url)),
  outputDir: fileURLToPath(new URL('../test-results/e2e', import.meta.url)),
  testMatch: '**/*.e2e.ts',
  // Bundles the host from this checkout first, so the app under test is never an older build.
  globalSetup: fileURLToPath(new URL('../renderer/e2e/global-setup.ts', import.meta.url)),
  timeout: 60_000,
  // A host answer can take a few seconds on a busy two-core CI machine; no assertion depends on speed.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two files at a time by default. Three at a time on this two-core machine was tried (December 7): the whole
  // suite alone on the machine took 742 s of end-to-end tests against 609 s two at a time, and its duel and
  // whole-game tests ran two to three times their usual length. The drivers never wait on a control the screen
  // may take away (renderer/e2e/screen.ts), so a busy machine slows them without breaking them.
  // E2E_WORKERS=1 runs one file at a time.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // Under `npm test` (build/scripts/test-all.mjs, which CI runs) a failed test is tried once more, so one
  // unlucky moment on a loaded two-core machine does not sink the whole run; a test that passes only then
  // is listed at the end of the run as flaky, with why it failed (renderer/e2e/app-output.ts), to be fixed.
  // A test that fails both times fails the run. Run alone (`npm run test:e2e`), nothing is tried again.
  retries: Number(process.env.MOB_NIGHT_E2E_RETRIES ?? 0),
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
