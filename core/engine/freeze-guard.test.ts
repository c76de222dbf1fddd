/**
 * The tests' freeze guard (`freezeBeforeApply`, on for the core's tests by build/vitest.setup.ts): a
 * reducer that writes into the state it was given, or into a part it shares with it, throws; one that
 * works on its own copy and passes unchanged parts on is untouched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameDef } from './game';
import { applyAction, createMatch, freezeBeforeApply } from './match';
import { ok } from './result';
import { diceRace, type DiceRaceState } from './testing/dice-race';

/** Dice Race with a reducer that also counts rolls in `log`, changing the list it shares with its input. */
function withSharedLog(copyLog: boolean): AnyGameDef {
  return {
    ...diceRace,
    setup: (ctx) => ({ ...diceRace.setup(ctx), log: [] }),
    apply(state, seat, action, roller) {
      const s = state as DiceRaceState & { log: number[] };
      const r = diceRace.apply(s, seat, action, roller);
      if (!r.ok) return r;
      const log = copyLog ? [...s.log, seat] : s.log;
      if (!copyLog) log.push(seat);
      return ok({ state: { ...r.value.state, log }, events: r.value.events });
    },
  } as AnyGameDef;
}

function firstStep(def: AnyGameDef) {
  const made = createMatch(def, { options: { target: 30 }, seats: 2, seed: 'freeze' });
  if (!made.ok) throw new Error(made.error.message);
  return () => applyAction(def, made.value.match, 0, { type: 'bid', amount: 1 });
}

describe('the freeze guard of the tests', () => {
  afterEach(() => freezeBeforeApply(true));

  it('is on for the core’s tests, and freezes the match an action is applied to', () => {
    const made = createMatch(diceRace, { options: { target: 30 }, seats: 2, seed: 'freeze' });
    if (!made.ok) throw new Error(made.error.message);
    expect(applyAction(diceRace, made.value.match, 0, { type: 'bid', amount: 1 }).ok).toBe(true);
    expect(Object.isFrozen(made.value.match.state)).toBe(true);
    expect(Object.isFrozen((made.value.match.state as DiceRaceState).bids)).toBe(true);
  });

  it('makes a reducer that writes into a part it shares with its input throw', () => {
    expect(firstStep(withSharedLog(false))).toThrow(TypeError);
    expect(firstStep(withSharedLog(true))().ok).toBe(true);
  });

  it('is off as the host runs', () => {
    freezeBeforeApply(false);
    expect(firstStep(withSharedLog(false))().ok).toBe(true);
  });
});
