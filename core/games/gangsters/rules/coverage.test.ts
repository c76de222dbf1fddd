/** Keeps rules-coverage.md honest with the shared checker: every clause has a row backed by a running test or a reason. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../../engine/testing/coverage';
import { G_CLAUSES } from './clause-ids';

const game = fileURLToPath(new URL('..', import.meta.url));

function testFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.test.ts')) continue;
    const full = join(e.parentPath, e.name);
    out[relative(game, full).split('\\').join('/')] = readFileSync(full, 'utf8');
  }
  return out;
}

describe('rules-coverage.md', () => {
  it('accounts for every G clause: a running test cites it, or the row says why the app answers it', () => {
    const doc = readFileSync(join(game, 'rules-coverage.md'), 'utf8');
    expect(coverageProblems({ clauses: G_CLAUSES, doc, testFiles: testFiles(game) })).toEqual([]);
  });
});
