/**
 * G-9.5: the pass the table gives by itself for a Gang holding no Bribe (`forcedRebuffPass`) must be the
 * only legal answer of that seat, whoever's view it is read from, at every rebuff position of random games.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, nextInt, seedRng, type Viewer } from '../../engine';
import { gangsters } from './game';
import { forcedRebuffPass } from './pending';
import type { GangstersState } from './state';
import { gangstersView } from './view';

const VIEWERS: Viewer[] = [0, 1, 2, 3, 'spectator'];

describe('a Cop move let stand without asking (G-9.5)', () => {
  it('G-9.5 the forced pass is the seat’s only legal answer, read from any viewer, at every rebuff of random games', () => {
    let forced = 0;
    let asked = 0;
    for (const [n, options] of [{}, { secretCash: true }, { wheels: true }].entries()) {
      const seed = `forced-${n}`;
      const created = createMatch(gangsters, { options: { ...options, turnCap: 40 }, seats: 4, seed });
      if (!created.ok) throw new Error(created.error.message);
      let match = created.value.match;
      let rng = seedRng(`${seed}-bot`);
      for (let i = 0; i < 1500 && !gangsters.outcome(match.state as GangstersState); i++) {
        const s = match.state as GangstersState;
        const pending = gangsters.pending(s);
        if (s.phase === 'rebuff')
          for (const p of pending.filter((d) => d.kind === 'rebuff')) {
            const answers = VIEWERS.map((v) => forcedRebuffPass(gangstersView(s, v), p.seat, pending));
            expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
            if (answers[0]) {
              forced++;
              expect(gangsters.legal(s, p.seat)).toEqual([{ type: 'pass' }]);
            } else asked++;
          }
        const seat = pending.find((d) => d.kind !== 'anytime')?.seat ?? pending[0]?.seat ?? 0;
        const legal = gangsters.legal(s, seat) ?? [];
        const [k, next] = nextInt(rng, legal.length);
        rng = next;
        const step = applyAction(gangsters, match, seat, legal[k]);
        if (!step.ok) throw new Error(step.error.message);
        match = step.value.match;
      }
    }
    // Both kinds came up: seats the table answers for, and seats holding a Bribe that are asked.
    expect(forced).toBeGreaterThan(10);
    expect(asked).toBeGreaterThan(0);
  });
});
