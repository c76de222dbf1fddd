/**
 * `chooseLegal` (a random playout's pick, core/engine/PLAYOUTS.md) builds one decision without listing
 * them all; it must count what `legal` lists and give the decision `legal` has at the chosen index.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, SIMULATION, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { gangsters } from './game';
import { chooseLegal, legalActions } from './legal';
import type { GangstersState } from './state';

const GAMES = [
  { seats: 4, seed: 'choose-a', options: { turnCap: 14 } },
  {
    seats: 4,
    seed: 'choose-b',
    options: { turnCap: 14, heaters: true, wheels: true, siren: true, donuts: true },
  },
];

describe('chooseLegal: one legal decision without listing them all', () => {
  for (const g of GAMES) {
    it(`G-6.3 G-9.4 agrees with legal on the count and the decisions at every position (${g.seats} seats)`, () => {
      const c = createMatch(gangsters, { options: g.options, seats: g.seats, seed: g.seed });
      if (!c.ok) throw new Error(c.error.message);
      let m: Match = c.value.match;
      let rng = seedRng(`${g.seed}-bot`);
      let moves = 0;
      while (!gangsters.outcome(m.state as GangstersState)) {
        const s = m.state as GangstersState;
        const pendingSeat = (gangsters.pending(s)[0] as { seat: number }).seat;
        for (const seat of [pendingSeat, (pendingSeat + 1) % g.seats]) {
          const legal = legalActions(s, seat);
          let count = -1;
          // Every index of a short list; of a long one every fifth, and the last.
          const indices = Array.from({ length: Math.max(1, legal.length) }, (_, i) => i).filter(
            (i) => legal.length <= 30 || i % 5 === 0 || i === legal.length - 1,
          );
          for (const i of indices) {
            const chosen = chooseLegal(s, seat, (n) => {
              count = n;
              return i;
            });
            if (legal.length === 0) expect(chosen).toBeUndefined();
            else expect(chosen).toEqual(legal[i]);
          }
          expect(count).toBe(legal.length === 0 ? -1 : legal.length);
          if (s.phase === 'move' && seat === pendingSeat) moves++;
        }
        const legal = legalActions(s, pendingSeat);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const step = applyAction(gangsters, m, pendingSeat, legal[i], { kind: 'seeded' }, SIMULATION);
        if (!step.ok) throw new Error(step.error.message);
        m = step.value.match;
      }
      expect(moves).toBeGreaterThan(20);
    });
  }
});
