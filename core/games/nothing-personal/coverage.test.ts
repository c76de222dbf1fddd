/** Keeps rules-coverage.md honest with the shared checker: every clause has a row backed by a running test or a reason. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../engine/testing/coverage';
import { NP_CLAUSES } from './clauses';

const here = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.test.ts')) continue;
    const full = join(e.parentPath, e.name);
    out[relative(here, full).split('\\').join('/')] = readFileSync(full, 'utf8');
  }
  return out;
}

describe('rules-coverage.md', () => {
  it('accounts for every NP clause: a running test cites it, or the table row says why not', () => {
    const doc = readFileSync(join(here, 'rules-coverage.md'), 'utf8');
    expect(coverageProblems({ clauses: NP_CLAUSES, doc, testFiles: testFiles(here), appStatuses: ['table'] })).toEqual(
      [],
    );
  });
});
