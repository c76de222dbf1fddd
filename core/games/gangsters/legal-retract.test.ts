/**
 * A take-back right after a move puts back the position the move was picked from (G-6.92), so a
 * playout's next Movement Phase listing is the one made before the move, less its own take-back
 * decision (`listedAgain`, legal.ts). At every position of random games played in place, as a playout
 * plays them, `chooseLegal` must count what `legalActions` lists and pick the decision at the index drawn,
 * the same JSON text, keys in the same order.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import { gangsters } from './game';
import { chooseLegal, legalActions, listingsFoundAgain } from './legal';
import { firstToAct } from './pending';
import type { GangstersState } from './state';

const GAMES = [
  { seats: 4, options: { turnCap: 60 } },
  { seats: 5, options: { turnCap: 40, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 3, options: { turnCap: 40, wheels: true, siren: true, donuts: true } },
  { seats: 2, options: { turnCap: 40, heaters: true } },
];

describe('a take-back lists the position it went back to as before', () => {
  for (const [k, v] of GAMES.entries())
    it(`G-6.92 every listing of random games played in place agrees with legal (${v.seats} seats)`, () => {
      const found = listingsFoundAgain();
      let retracts = 0;
      for (let game = 0; game < 5; game++) {
        const c = createMatch(gangsters, { ...v, seed: `retract-list-${k}-${game}` });
        if (!c.ok) throw new Error(c.error.message);
        let s = gangsters.copyState?.(c.value.match.state as unknown as GangstersState) as GangstersState;
        const dice = new SimRoller(c.value.match.rng);
        let rng = seedRng(`retract-list-bot-${k}-${game}`);
        for (let step = 0; step < 4000 && !gangsters.outcome(s); step++) {
          const seat = firstToAct(s) as number;
          let count = -1;
          let index = -1;
          const action = chooseLegal(s, seat, (n) => {
            const [i, next] = nextInt(rng, n);
            rng = next;
            count = n;
            index = i;
            return i;
          });
          if (action === undefined) break;
          const listed = legalActions(s, seat);
          expect(listed.length).toBe(count);
          expect(JSON.stringify(action)).toBe(JSON.stringify(listed[index]));
          if (action.type === 'retract') retracts++;
          const r = gangsters.applyInPlace?.(s, seat, action as never, dice);
          if (!r?.ok) throw new Error(r?.ok === false ? r.error.message : 'no applyInPlace');
          s = r.value as GangstersState;
        }
      }
      expect(retracts).toBeGreaterThan(100);
      expect(listingsFoundAgain() - found).toBeGreaterThan(50);
    });
});
