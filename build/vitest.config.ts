import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The files that take minutes (the 1,000-game property tests, the kill -9 durability trials). */
const SLOW = /(simulate\.property|nothing-personal\/property|store\/durability)\.test\.ts$/;

/**
 * Vitest's own order (slowest first once it has timings cached, else largest file first), except that the
 * few files taking minutes always start first: on a clean clone, with no timings cached, a short file of
 * 1,000 games started last would leave one fork running it alone at the end.
 */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (f: TestSpecification) => SLOW.test(f.moduleId);
    return [...sorted.filter(slow), ...sorted.filter((f) => !slow(f))];
  }
}

const ALL = ['core/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'build/**/*.test.ts'];
// The packaging dry run needs `npm run build` first: `npm run test:package` runs it.
const NEVER = ['**/node_modules/**', 'renderer/e2e/**', 'build/**/*.pkg.test.ts'];
/**
 * The three files that swap in fake modules (`vi.mock('electron')`) or fake globals (`vi.stubGlobal`): each of
 * them runs in a process of its own, so no other file can load a fake or see a stubbed global.
 */
const ALONE = ['electron/main/main.test.ts', 'electron/preload/preload.test.ts', 'renderer/src/lib/transport.test.ts'];

export default defineConfig({
  root,
  // `@core/…` is core/: the same alias as build/tsconfig.base.json's paths, vite and ESLint.
  resolve: { alias: { '@core': `${root}core` } },
  test: {
    testTimeout: 20_000,
    // The core's tests with the kernel's freeze guard on (vitest.setup.ts).
    setupFiles: ['build/vitest.setup.ts'],
    // Every temporary directory of the run inside one, removed at the end (testing/scratch-dir.ts).
    globalSetup: ['build/vitest.global-setup.ts'],
    // Stylesheets reach tests empty, except the theme's and SuperGang's map's, whose colours tests check
    // (give-cash.test.ts, supergang/palette.test.ts).
    css: { include: [/renderer\/src\/styles\/theme\.css/, /renderer\/src\/games\/supergang\/map\.css/] },
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores, which on a two-core machine runs the files one at a
    // time; a fork per core keeps every core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirst },
    projects: [
      // Most files share their fork's loaded modules with the files run before them in it: importing the
      // engines afresh for each of 250 files was 40% of the unit tests' time (108 of 260 s on two cores).
      // What they share is safe to share: each builds its own host, store and matches, fake timers are put
      // back after each test, and the engines' module caches (the hash's, the legal lists') are the ones the
      // host shares between games. They pass in a shuffled order too (`--sequence.shuffle.files`).
      { extends: true, test: { name: 'unit', include: ALL, exclude: [...NEVER, ...ALONE], isolate: false } },
      { extends: true, test: { name: 'alone', include: ALONE, exclude: NEVER } },
    ],
  },
});
