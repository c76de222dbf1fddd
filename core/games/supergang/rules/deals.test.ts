import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/match';
import { supergang } from '../game';
import { BLUE, GREEN, RED, cash, position, refusal, state } from '../testing/play';

/** Yellow is stopping in the street; every gang has some cash. */
const TABLE = `
players 4
turn yellow act 5
char yellow-killer s6-0/east
acting yellow-killer
cash red=20 green=50 blue=10
`;

describe('SG-11.4.5 deals between gangs', () => {
  it('SG-11.4.5 a gang hands another the cash the table agreed, at any moment, and the case file says so', () => {
    const r = applyAction(
      supergang,
      position(TABLE),
      GREEN,
      { type: 'pay', to: RED, amount: 30 },
      {
        kind: 'script',
        dice: [],
      },
    );
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value.match;
    expect(cash(m, GREEN)).toBe(20);
    expect(cash(m, RED)).toBe(50);
    expect(state(m).turn.gang).toBe(3);
    expect(r.value.events.some((e) => e.type === 'deal-cash' && e.clause === 'SG-11.4.5')).toBe(true);
  });

  it('SG-11.4.5 a gang gives only what it has, to another gang still in the game', () => {
    const m = position(TABLE);
    expect(refusal(m, BLUE, { type: 'pay', to: RED, amount: 11 }).clause).toBe('SG-11.4.5');
    expect(refusal(m, BLUE, { type: 'pay', to: BLUE, amount: 5 }).clause).toBe('SG-11.4.5');
    expect(cash(m, BLUE)).toBe(10);
  });

  it('SG-11.4.5 every gang in play with cash may offer some to each other gang', () => {
    const m = position(TABLE);
    expect(supergang.anytime?.(state(m), GREEN)).toContainEqual({ type: 'pay', to: RED, amount: 50 });
  });
});
