/**
 * The in-place playout (one private copy of the state, changed action by action by `applyInPlace`)
 * against the reference playout (the kernel's step, a fresh state per action), over seeded random
 * games of every table size, with expansions and under the old engine version: the same actions, the
 * same PRNGs and the same final match, hash included; cut short anywhere, the same match there too.
 */
import { describe, expect, it } from 'vitest';
import { matchHash } from '../../engine/match';
import { randomPlayout, type Playout } from '../../engine/playout';
import { seedRng } from '../../engine/rng';
import { nothingPersonal } from './game';
import { PLAYOUT_TABLES, startAt } from './testing/tables';

function same(fast: Playout, reference: Playout): void {
  expect(fast.actions).toBe(reference.actions);
  expect(fast.stopped).toBe(reference.stopped);
  expect(fast.rng).toEqual(reference.rng);
  expect(JSON.stringify(fast.match)).toBe(JSON.stringify(reference.match));
  expect(matchHash(fast.match, { checkJson: true })).toBe(matchHash(reference.match));
}

describe('random playouts: in place and step by step', () => {
  it('NP-4.8 give the same games, move for move, and leave the starting match alone', () => {
    let games = 0;
    for (const g of PLAYOUT_TABLES) {
      for (let k = 0; k < 8; k++) {
        const m = startAt(g, `in-place-${g.seats}-${k}`);
        const before = JSON.stringify(m);
        const rng = seedRng(`in-place-bot-${k}`);
        const reference = randomPlayout(nothingPersonal, m, rng);
        const fast = randomPlayout(nothingPersonal, m, rng, undefined, { inPlace: true });
        same(fast, reference);
        expect(fast.stopped).toBe('over');
        expect(JSON.stringify(m)).toBe(before);
        games++;
      }
    }
    expect(games).toBe(40);
  });

  it('NP-4.8 cut short after any number of actions, stand at the same position', () => {
    for (const g of PLAYOUT_TABLES.slice(0, 2)) {
      const m = startAt(g, `cut-${g.seats}`);
      const rng = seedRng('cut-bot');
      const total = randomPlayout(nothingPersonal, m, rng).actions;
      for (let budget = 1; budget < total; budget += 9) {
        same(
          randomPlayout(nothingPersonal, m, rng, budget, { inPlace: true }),
          randomPlayout(nothingPersonal, m, rng, budget),
        );
      }
    }
  });
});
