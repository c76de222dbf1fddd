/**
 * The end of a Movement Phase asks `anyHit` whether a Hit is to be declared (G-11.4) instead of making
 * `hitQuestions`' lists. At every position of random games played in place, as a playout plays them,
 * the two must agree.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../engine/match';
import { nextInt, seedRng } from '../../../engine/rng';
import { SimRoller } from '../../../engine/sim-roller';
import { gangsters } from '../game';
import { chooseLegal } from '../legal';
import { firstToAct } from '../pending';
import type { GangstersState } from '../state';
import { anyHit, hitQuestions } from './shootouts';

const GAMES = [
  { seats: 4, options: { turnCap: 80 } },
  { seats: 5, options: { turnCap: 60, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 2, options: { turnCap: 60 } },
];

describe('anyHit answers as hitQuestions', () => {
  it('G-11.4 at every position of random games played in place', () => {
    let hits = 0;
    let positions = 0;
    for (const [k, v] of GAMES.entries())
      for (let game = 0; game < 6; game++) {
        const c = createMatch(gangsters, { ...v, seed: `any-hit-${k}-${game}` });
        if (!c.ok) throw new Error(c.error.message);
        let s = gangsters.copyState?.(c.value.match.state as unknown as GangstersState) as GangstersState;
        const dice = new SimRoller(c.value.match.rng);
        let rng = seedRng(`any-hit-bot-${k}-${game}`);
        for (let step = 0; step < 6000 && !gangsters.outcome(s); step++) {
          if (s.phase === 'move') {
            const asks = hitQuestions(s).length > 0;
            expect(anyHit(s)).toBe(asks);
            if (asks) hits++;
            positions++;
          }
          const seat = firstToAct(s) as number;
          const action = chooseLegal(s, seat, (n) => {
            const [i, next] = nextInt(rng, n);
            rng = next;
            return i;
          });
          if (action === undefined) break;
          const r = gangsters.applyInPlace?.(s, seat, action as never, dice);
          if (!r?.ok) throw new Error(r?.ok === false ? r.error.message : 'no applyInPlace');
          s = r.value as GangstersState;
        }
      }
    expect(positions).toBeGreaterThan(1000);
    expect(hits).toBeGreaterThan(20);
  });
});
