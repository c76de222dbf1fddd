/**
 * `chooseLegal` (a random playout's pick, core/engine/PLAYOUTS.md) writes out one decision without
 * listing them all: it must count what `legal` lists and give, at each index, the decision `legal` has
 * there (the same JSON text, key order included), for the pending seat and another.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { plainCopy } from './copy';
import { supergang } from './game';
import { chooseLegal, legalActions } from './legal';
import type { SuperGangState } from './state';

const GAMES = [
  { seats: 4, options: {} },
  { seats: 5, options: {} },
  { seats: 4, options: { police: true } },
];

describe('chooseLegal: one legal decision without listing them all', () => {
  it('SG-4.1.2 SG-9.1 agrees with legal on the count and the decision at every index', () => {
    const kinds = new Set<string>();
    for (const [k, g] of GAMES.entries()) {
      const c = createMatch(supergang, { ...g, seed: `choose-${k}` });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      let rng = seedRng(`choose-bot-${k}`);
      for (let step = 0; step < 1500 && !supergang.outcome(s); step++) {
        const pendingSeat = (supergang.pending(s)[0] as { seat: number }).seat;
        for (const seat of [pendingSeat, (pendingSeat + 1) % g.seats]) {
          const legal = legalActions(s, seat);
          let count = -1;
          for (let i = 0; i < Math.max(1, legal.length); i++) {
            const chosen = chooseLegal(s, seat, (n) => {
              count = n;
              return i;
            });
            expect(JSON.stringify(chosen)).toBe(JSON.stringify(legal[i]));
            if (chosen) kinds.add(chosen.type);
          }
          expect(count).toBe(legal.length === 0 ? -1 : legal.length);
        }
        const legal = legalActions(s, pendingSeat);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const r = supergang.applyInPlace?.(s, pendingSeat, legal[i] as unknown as JsonValue, dice);
        if (!r?.ok) throw new Error('a listed action was refused');
        s = r.value;
      }
    }
    for (const type of ['cop-move', 'move', 'roll', 'done']) expect(kinds).toContain(type);
  });
});
