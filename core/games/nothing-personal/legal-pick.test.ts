import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, SIMULATION, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { nothingPersonal } from './game';
import { legalChoices } from './legal';
import { chooseLegalNp } from './legal-pick';
import type { NpState } from './state';

const GAMES = [
  { seats: 3, seed: 'pick-a', options: {} },
  { seats: 4, seed: 'pick-b', options: { expansions: ['designers', 'historical', 'young-turks'] } },
  { seats: 5, seed: 'pick-c', options: { randomSetup: true } },
];

describe('chooseLegal: one legal decision without listing them all', () => {
  for (const g of GAMES) {
    it(`NP-6.2 NP-6.3 agrees with legal on the count and the decisions at every position (${g.seats} seats)`, () => {
      const c = createMatch(nothingPersonal, { options: g.options, seats: g.seats, seed: g.seed });
      if (!c.ok) throw new Error(c.error.message);
      let m: Match = c.value.match;
      let rng = seedRng(`${g.seed}-bot`);
      let commission = 0;
      while (!nothingPersonal.outcome(m.state as NpState)) {
        const s = m.state as NpState;
        const pendingSeat = (nothingPersonal.pending(s)[0] as { seat: number }).seat;
        // The pending seat, and one seat that has nothing to decide now (or the next one).
        for (const seat of [pendingSeat, (pendingSeat + 1) % g.seats]) {
          const legal = legalChoices(s, seat);
          let count = -1;
          // Every index of a short list; of a long one every third, and the last.
          const indices = Array.from({ length: Math.max(1, legal.length) }, (_, i) => i).filter(
            (i) => legal.length <= 40 || i % 3 === 0 || i === legal.length - 1,
          );
          for (const i of indices) {
            const chosen = chooseLegalNp(s, seat, (n) => {
              count = n;
              return i;
            });
            if (legal.length === 0) expect(chosen).toBeUndefined();
            // The same JSON text: the same decision, its keys in the same order (as stored and hashed).
            else expect(JSON.stringify(chosen)).toBe(JSON.stringify(legal[i]));
          }
          expect(count).toBe(legal.length === 0 ? -1 : legal.length);
          if (s.stage.kind === 'commission' && s.stage.turn === seat) commission++;
        }
        const seat = pendingSeat;
        const legal = legalChoices(s, seat);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const step = applyAction(nothingPersonal, m, seat, legal[i], { kind: 'seeded' }, SIMULATION);
        if (!step.ok) throw new Error(step.error.message);
        m = step.value.match;
      }
      expect(commission).toBeGreaterThan(10);
    });
  }
});
