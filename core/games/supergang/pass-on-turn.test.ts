/**
 * `apply` passes on the turn's lists an action leaves alone (copy.ts `passOnTurn`): the dice, the cops'
 * dice and moves, who is still to move, the shops stuck up, the shots into the clinic and the cash
 * actions done are the turn before's own lists where they are unchanged, and the state is still, key
 * order included, the one the rules make on a deep copy. Random moves in three variants, every match
 * frozen before its move (the tests' freeze guard), so a rule writing into a list it shares throws.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, nextInt, seedRng, SIMULATION, type JsonValue } from '../../engine';
import { SimRoller } from '../../engine/sim-roller';
import { plainCopy } from './copy';
import { supergang } from './game';
import type { SuperGangState } from './state';

const LISTS = ['dice', 'copDice', 'copsToMove', 'toMove', 'stuckUp', 'clinicShots', 'done'] as const;

const VARIANTS = [
  { seats: 4, options: {} },
  { seats: 5, options: {} },
  { seats: 3, options: { police: true } },
];

describe('the turn’s lists an action leaves alone', () => {
  it('are passed on as they were, and the state is the one a deep copy gives', () => {
    let shared = 0;
    let changed = 0;
    for (const [k, v] of VARIANTS.entries()) {
      const made = createMatch(supergang, { ...v, seed: `pass-on-turn-${k}` });
      if (!made.ok) throw new Error(made.error.message);
      let m = made.value.match;
      let rng = seedRng(`pass-on-turn-bot-${k}`);
      for (let n = 0; n < 400 && !supergang.outcome(m.state as SuperGangState); n++) {
        const seat = (supergang.pending(m.state as SuperGangState)[0] as { seat: number }).seat;
        const legal = supergang.legal(m.state as SuperGangState, seat) as JsonValue[];
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const action = legal[i] as JsonValue;
        const before = m.state as SuperGangState;
        const own = supergang.applyInPlace?.(plainCopy(before), seat, action, new SimRoller(m.rng));
        const r = applyAction(supergang, m, seat, action, { kind: 'seeded' }, SIMULATION);
        if (!r.ok || !own?.ok) throw new Error('refused');
        const after = r.value.match.state as SuperGangState;
        expect(JSON.stringify(after)).toBe(JSON.stringify(own.value));
        for (const key of LISTS) {
          if (after.turn[key] === before.turn[key]) shared++;
          else {
            changed++;
            // A new list only where the action changed it (or a new turn began).
            expect(JSON.stringify(after.turn[key])).not.toBe(JSON.stringify(before.turn[key]));
          }
        }
        m = r.value.match;
      }
    }
    expect(shared).toBeGreaterThan(changed);
  });
});
