/** Keeps rules-coverage.md honest: every clause has a row, and every cited test really cites it. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NP_CLAUSES } from './clauses';

const here = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(join(here, 'rules-coverage.md'), 'utf8');
const rows = new Map(
  [...doc.matchAll(/^\| (NP-[\d.]+) \| (\w+) \| ([^|]*) \|/gm)].map((m) => [
    m[1] ?? '',
    { status: m[2] ?? '', tests: m[3] ?? '' },
  ]),
);

describe('rules-coverage.md', () => {
  it('lists every NP clause exactly once, none missing', () => {
    for (const c of NP_CLAUSES) expect(rows.has(c), c).toBe(true);
    expect(rows.size).toBe(NP_CLAUSES.length);
    for (const [c, r] of rows) expect(['done', 'partial', 'table'], c).toContain(r.status);
  });

  it('every test file it names cites the clause in a test title', () => {
    for (const [c, r] of rows) {
      for (const f of [...r.tests.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '')) {
        const text = readFileSync(join(here, f), 'utf8');
        expect(
          new RegExp(`it\\(\\s*['"\`][^'"\`]*${c.replace(/\./g, '\\.')}(?![\\d.])`).test(text),
          `${c} in ${f}`,
        ).toBe(true);
      }
    }
  });
});
