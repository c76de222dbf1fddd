/**
 * What each viewer is sent: the whole position and, for the seat that moves now, the movement questions
 * of its pieces, entries in the state's own order and the questions last (the table reads the view as
 * it is sent), at every step of seeded games, and the position itself, not a copy, for everyone else.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { Viewer } from '../../engine/events';
import type { JsonValue } from '../../engine/json';
import { plainCopy } from './copy';
import { supergang } from './game';
import { moveQueries } from './move-queries';
import type { SuperGangState } from './state';

describe('the view sent to each viewer', () => {
  it('is the position with the questions of the pieces the viewer moves now, and nothing else', () => {
    let asked = 0;
    for (const seats of [2, 4, 5]) {
      const created = createMatch(supergang, { options: {}, seats, seed: `view-${seats}` });
      if (!created.ok) throw new Error(created.error.message);
      let s = plainCopy(created.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(created.value.match.rng);
      let rng = seedRng(`view-bot-${seats}`);
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator', 'omniscient'];
      for (let step = 0; step < 600 && !supergang.outcome(s); step++) {
        for (const viewer of viewers) {
          const view = supergang.view(s, viewer);
          const moves = moveQueries(s, viewer);
          if (moves.length === 0) expect(view).toBe(s);
          else {
            asked++;
            expect(JSON.stringify(view)).toBe(JSON.stringify({ ...s, moves }));
            // A game begun before editions (no `edition`), and a state of another key order.
            const { edition: _, ...old } = s;
            const turned = Object.fromEntries(Object.entries(s).reverse()) as SuperGangState;
            for (const other of [old, turned]) {
              const asks = moveQueries(other, viewer);
              const sent = asks.length > 0 ? { ...other, moves: asks } : other;
              expect(JSON.stringify(supergang.view(other, viewer))).toBe(JSON.stringify(sent));
            }
          }
        }
        const seat = supergang.pending(s)[0]?.seat ?? 0;
        const legal = supergang.legal(s, seat) as JsonValue[];
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const r = supergang.applyInPlace?.(s, seat, legal[i] as JsonValue, dice);
        if (!r?.ok) throw new Error('refused');
        s = r.value;
      }
    }
    expect(asked).toBeGreaterThan(100);
  });
});
