/**
 * One scratch directory for a whole test run: the runner's global setup makes it and points TMPDIR at it,
 * so every temporary directory the tests, the apps they start and the browsers make lands inside it, and
 * its teardown removes it. The tests made hundreds of data directories a run (the long-history e2e test's
 * alone is 145 MB) and left them all behind: a few runs put gigabytes in the system's temporary directory.
 * A run killed before its teardown leaves its one directory, named by the runner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Makes the run's scratch directory, points TMPDIR at it and returns the function that removes it. */
export function scratchDir(runner: string): () => void {
  const before = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), `mob-night-${runner}-`));
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
