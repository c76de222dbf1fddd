/**
 * A decision `chooseLegal` picked is made with what its listing found (`picked.ts`): the same next state,
 * and the same dice, as the same decision made afresh on a copy of the position, where it is looked up
 * and checked again, at every action of whole random games played in place.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { plainCopy } from './copy';
import { supergang } from './game';
import { chooseLegal } from './legal';
import { firstToAct } from './pending';
import { noteApplied, pickedFor } from './picked';
import type { SuperGangAction } from './actions';
import type { SuperGangState } from './state';

const GAMES = [
  { seats: 4, options: {} },
  { seats: 2, options: {} },
  { seats: 5, options: {} },
  { seats: 4, options: { police: true } },
  { seats: 3, options: {} },
  { seats: 4, options: {} },
];

function apply(s: SuperGangState, seat: number, a: SuperGangAction, dice: SimRoller): SuperGangState {
  const r = supergang.applyInPlace?.(s, seat, a as unknown as JsonValue, dice);
  if (!r?.ok) throw new Error(`refused: ${JSON.stringify(a)}`);
  return r.value;
}

describe('a picked move made with what its listing found', () => {
  it('SG-4.1.2 SG-9.1.1 SG-9.3.2 SG-4.3.4 gives the state a fresh look-up gives, at every pick of whole games', () => {
    const used = { 'cop-move': 0, move: 0, done: 0 };
    for (const [k, g] of GAMES.entries()) {
      const c = createMatch(supergang, { ...g, seed: `picked-${k}` });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      const picks = new SimRoller(seedRng(`picked-bot-${k}`));
      while (!supergang.outcome(s)) {
        const seat = firstToAct(s);
        if (seat === null) break;
        const a = chooseLegal(s, seat, (n) => picks.draw(n));
        if (!a) break;
        const noted = pickedFor(s, a) !== null;
        expect(noted).toBe(true);
        if ((a.type === 'cop-move' || a.type === 'move') && a.to !== null && a.to !== 'clinic') used[a.type]++;
        if (a.type === 'done') used.done++;
        // The same decision, a copy of the action on a copy of the position: nothing picked there. Made
        // second, as any action applied makes the pick stale.
        const fresh = plainCopy(s);
        const freshDice = new SimRoller(dice.rng);
        const copy = JSON.parse(JSON.stringify(a)) as SuperGangAction;
        expect(pickedFor(fresh, copy)).toBeNull();
        s = apply(s, seat, a, dice);
        const expected = apply(fresh, seat, copy, freshDice);
        expect(JSON.stringify(s)).toBe(JSON.stringify(expected));
        expect(dice.rng).toEqual(freshDice.rng);
      }
    }
    expect(used['cop-move']).toBeGreaterThan(500);
    expect(used.move).toBeGreaterThan(500);
    expect(used.done).toBeGreaterThan(500);
    // Six whole games, each position copied and each action made twice: about 14 s alone on a loaded machine.
  }, 60_000);

  it('is forgotten once any action is applied', () => {
    const c = createMatch(supergang, { seats: 4, options: {}, seed: 'picked-forget' });
    if (!c.ok) throw new Error(c.error.message);
    let s = plainCopy(c.value.match.state as unknown as SuperGangState);
    const dice = new SimRoller(c.value.match.rng);
    let checked = 0;
    for (let step = 0; step < 400 && checked < 20; step++) {
      const seat = firstToAct(s) as number;
      const a = chooseLegal(s, seat, () => 0) as SuperGangAction;
      if (pickedFor(s, a) !== null) {
        noteApplied();
        expect(pickedFor(s, a)).toBeNull();
        checked++;
      }
      s = apply(s, seat, a, dice);
    }
    expect(checked).toBe(20);
  });
});
