import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { G_CLAUSES } from './clause-ids';

describe('rules-coverage.md', () => {
  it('names every G clause (ranges like G-10.1–G-10.4 count)', () => {
    const text = readFileSync(new URL('../rules-coverage.md', import.meta.url), 'utf8');
    const ranges = [...text.matchAll(/G-(\d+)\.(\d+)–G-\1\.(\d+)/g)];
    const missing = G_CLAUSES.filter((id) => {
      if (new RegExp(`\\| ${id.replace('.', '\\.')} \\|`).test(text)) return false;
      const m = /^G-(\d+)\.(\d+)$/.exec(id);
      return !ranges.some((r) => m && r[1] === m[1] && Number(m[2]) >= Number(r[2]) && Number(m[2]) <= Number(r[3]));
    });
    expect(missing).toEqual([]);
  });
});
