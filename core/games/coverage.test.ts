/**
 * Keeps every game's rules-coverage.md honest with the shared checker (core/engine/testing/coverage.ts):
 * each clause of the game's module has a row backed by a running test, or a reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../engine/testing/coverage';
import { GAME_MODULES } from './index';

function testFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.test.ts')) continue;
    const full = join(e.parentPath, e.name);
    out[relative(dir, full).split('\\').join('/')] = readFileSync(full, 'utf8');
  }
  return out;
}

describe('rules-coverage.md', () => {
  it.each(GAME_MODULES.map((m) => [m.def.id, m] as const))(
    '%s: every clause has a row, cited by a running test or saying why the app answers it',
    (id, m) => {
      const dir = fileURLToPath(new URL(`./${id}/`, import.meta.url));
      const doc = readFileSync(join(dir, 'rules-coverage.md'), 'utf8');
      const problems = coverageProblems({
        clauses: m.clauses,
        doc,
        testFiles: testFiles(dir),
        ...(m.coverageStatuses ? { appStatuses: m.coverageStatuses } : {}),
      });
      expect(problems).toEqual([]);
    },
  );
});
