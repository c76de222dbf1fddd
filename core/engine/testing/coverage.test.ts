import { describe, expect, it } from 'vitest';
import { cites, coverageProblems } from './coverage';
import { declaredTests } from './test-titles';

const src = `
import { describe, it } from 'vitest';
// it('X-9 a comment is not a test', () => {});
describe('X-1 rules', () => {
  it('X-1.1 runs', () => { expect(/\\(/.test('(')).toBe(true); });
  it.skip('X-1.2 is skipped', () => {});
  it.todo('X-1.3 is to do');
  it(\`X-1.4 a template \${1 + 1} title\`, () => {});
  test.each([[1], [2]])('X-1.5 each %s', () => {});
});
describe.skip('X-2 skipped block', () => {
  it('X-2.1 inside a skipped block', () => {});
});
describe('X-3 outer', () => {
  describe('inner', () => {
    it('cites its clause only through the describe titles', () => {});
  });
});
`;

describe('the rules coverage checker', () => {
  it('reads test names, with their describe titles, and which are skipped', () => {
    expect(declaredTests(src)).toEqual([
      { name: 'X-1 rules X-1.1 runs', skipped: false },
      { name: 'X-1 rules X-1.2 is skipped', skipped: true },
      { name: 'X-1 rules X-1.3 is to do', skipped: true },
      { name: 'X-1 rules X-1.4 a template … title', skipped: false },
      { name: 'X-1 rules X-1.5 each %s', skipped: false },
      { name: 'X-2 skipped block X-2.1 inside a skipped block', skipped: true },
      { name: 'X-3 outer inner cites its clause only through the describe titles', skipped: false },
    ]);
  });

  it('matches a clause, not a longer one', () => {
    expect(cites('G-6.4 facing', 'G-6.4')).toBe(true);
    expect(cites('G-6.41 bridges', 'G-6.4')).toBe(false);
    expect(cites('G-12.8-ex3 Cop #4', 'G-12.8')).toBe(true);
    expect(cites('NP-13.4.4 swap', 'NP-13.4')).toBe(false);
    expect(cites('XG-1.1', 'G-1.1')).toBe(false);
  });

  it('reports skipped, missing, unexplained and unknown rows', () => {
    const doc = [
      '| X-1.1 | done | `a.test.ts` | |',
      '| X-1.2 | done | `a.test.ts` | |',
      '| X-1.3 | partial | `a.test.ts` | |',
      '| X-1.4 | partial | | the app rounds it |',
      '| X-1.5 | done | `b.test.ts` | |',
      '| X-2.1 | app | — | |',
      '| X-3 | done | | |',
      '| X-9 | maybe | | |',
    ].join('\n');
    expect(
      coverageProblems({
        clauses: ['X-1.1', 'X-1.2', 'X-1.3', 'X-1.4', 'X-1.5', 'X-2.1', 'X-3', 'X-4'],
        doc,
        testFiles: { 'a.test.ts': src },
      }),
    ).toEqual([
      'X-1.2: no running test in a.test.ts cites it',
      'X-1.2: done, but no running test cites it',
      'X-1.3: no running test in a.test.ts cites it',
      'X-1.3: partial, but no running test cites it',
      'X-1.3: partial, but the note does not say why',
      "X-1.5: names b.test.ts, which is not one of the game's tests",
      'X-2.1: app, but the note gives no reason',
      'X-9: not a clause of this game',
      'X-9: unknown status "maybe" (done, partial or app)',
      'X-4: missing from rules-coverage.md',
    ]);
  });
});
