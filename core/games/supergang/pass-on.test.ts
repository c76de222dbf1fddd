/**
 * `apply` passes on the parts an action leaves alone (copy.ts `passOn`, `passOnTurn`): the state it makes
 * is, key order included, the one the rules make on a deep copy; every character, Gang, cop group and the
 * pawns an action did not touch are the very objects of the state before, and so are the turn's lists (the
 * dice, the cops' dice and moves, who is still to move, the shops stuck up, the clinic shots, the cash
 * actions done). Random moves in three variants, every match frozen before its move (the tests' freeze
 * guard), so a rule writing into a part it shares throws.
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

const TURN_LISTS = ['dice', 'copDice', 'copsToMove', 'toMove', 'stuckUp', 'clinicShots', 'done'] as const;

/**
 * Plays `moves` random moves of each variant through the kernel, checking each new state against the rules
 * run on a deep copy of their own (the in-place reducer, the same dice), and hands each step to `visit`.
 */
function eachStep(seed: string, moves: number, visit: (before: SuperGangState, after: SuperGangState) => void): void {
  for (const [k, v] of VARIANTS.entries()) {
    const made = createMatch(supergang, { ...v, seed: `${seed}-${k}` });
    if (!made.ok) throw new Error(made.error.message);
    let m = made.value.match;
    let rng = seedRng(`${seed}-bot-${k}`);
    for (let n = 0; n < moves && !supergang.outcome(m.state as SuperGangState); n++) {
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
      visit(before, after);
      m = r.value.match;
    }
  }
}

/** A part that is not the one before must differ from it: a copy only where the action changed it. */
function newOnlyIfChanged(now: unknown, was: unknown): boolean {
  if (now === was) return true;
  expect(JSON.stringify(now)).not.toBe(JSON.stringify(was));
  return false;
}

describe('the parts an action leaves alone', () => {
  it('are passed on as they were, and the state is the one a deep copy gives', () => {
    let shared = 0;
    let copied = 0;
    eachStep('pass-on', 150, (before, after) => {
      for (const [j, ch] of after.characters.entries())
        if (newOnlyIfChanged(ch, before.characters[j])) shared++;
        else copied++;
      for (const [j, g] of after.gangs.entries()) newOnlyIfChanged(g, before.gangs[j]);
      for (const [j, g] of after.cops.entries()) newOnlyIfChanged(g, before.cops[j]);
      newOnlyIfChanged(after.traffic, before.traffic);
    });
    expect(shared).toBeGreaterThan(copied * 5);
  });

  it('the turn’s lists too, where the action left them as they were (or no new turn began)', () => {
    let shared = 0;
    let changed = 0;
    eachStep('pass-on-turn', 400, (before, after) => {
      for (const key of TURN_LISTS)
        if (newOnlyIfChanged(after.turn[key], before.turn[key])) shared++;
        else changed++;
    });
    expect(shared).toBeGreaterThan(changed);
  });
});
