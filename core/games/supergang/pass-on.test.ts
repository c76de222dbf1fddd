/**
 * `apply` passes on the parts an action leaves alone (copy.ts `passOn`): the state it makes is, key
 * order included, the one the rules make on a deep copy, and every character, Gang, cop group and the
 * pawns that an action did not touch are the very objects of the state before. 150 random moves in each
 * of three variants, every match frozen before its move (the tests' freeze guard).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, nextInt, seedRng, SIMULATION, type JsonValue } from '../../engine';
import { SimRoller } from '../../engine/sim-roller';
import { plainCopy } from './copy';
import { supergang } from './game';
import type { SuperGangState } from './state';

const VARIANTS = [
  { seats: 4, options: {} },
  { seats: 5, options: {} },
  { seats: 3, options: { police: true } },
];

describe('the parts an action leaves alone', () => {
  it('are passed on as they were, and the state is the one a deep copy gives', () => {
    let shared = 0;
    let copied = 0;
    for (const [k, v] of VARIANTS.entries()) {
      const made = createMatch(supergang, { ...v, seed: `pass-on-${k}` });
      if (!made.ok) throw new Error(made.error.message);
      let m = made.value.match;
      let rng = seedRng(`pass-on-bot-${k}`);
      for (let n = 0; n < 150 && !supergang.outcome(m.state as SuperGangState); n++) {
        const seat = (supergang.pending(m.state as SuperGangState)[0] as { seat: number }).seat;
        const legal = supergang.legal(m.state as SuperGangState, seat) as JsonValue[];
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const action = legal[i] as JsonValue;
        const before = m.state as SuperGangState;
        // The rules on a deep copy of their own (the in-place reducer, the same dice).
        const own = supergang.applyInPlace?.(plainCopy(before), seat, action, new SimRoller(m.rng));
        const r = applyAction(supergang, m, seat, action, { kind: 'seeded' }, SIMULATION);
        if (!r.ok || !own?.ok) throw new Error('refused');
        const after = r.value.match.state as SuperGangState;
        expect(JSON.stringify(after)).toBe(JSON.stringify(own.value));
        for (const [j, ch] of after.characters.entries()) {
          const was = before.characters[j];
          if (ch === was) shared++;
          else {
            copied++;
            // A copy only where the action changed him.
            expect(JSON.stringify(ch)).not.toBe(JSON.stringify(was));
          }
        }
        for (const [j, g] of after.gangs.entries())
          if (g !== before.gangs[j]) expect(JSON.stringify(g)).not.toBe(JSON.stringify(before.gangs[j]));
        for (const [j, g] of after.cops.entries())
          if (g !== before.cops[j]) expect(JSON.stringify(g)).not.toBe(JSON.stringify(before.cops[j]));
        if (after.traffic !== before.traffic)
          expect(JSON.stringify(after.traffic)).not.toBe(JSON.stringify(before.traffic));
        m = r.value.match;
      }
    }
    expect(shared).toBeGreaterThan(copied * 5);
  });
});
