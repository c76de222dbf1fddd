import { describe, expect, it } from 'vitest';
import type { Duel } from '@core/games/supergang/state';
import { arrowSeed, duelStyleOf, duelTitle, openTargets, plankTarget, volleyLine } from './plank';

const duel: Duel = {
  cause: 'stick-up',
  clause: 'SG-8.3',
  seats: [0, 1],
  sides: [
    [{ id: 'red-killer', down: null }],
    [
      { id: 'manager-1', down: 'injured' },
      { id: 'manager-2', down: null },
    ],
  ],
  totals: [7, 2],
  gunner: 0,
  arrows: 5,
  volley: 5,
  shop: 'shop-moretti-bakery',
  mode: 'money',
  group: null,
  resume: 'act',
  square: null,
};

describe('the duel plank in words', () => {
  it('names targets, the duel and the volley plainly', () => {
    expect(plankTarget({ id: 'red-killer', down: null })).toMatchObject({
      label: 'Red Killer',
      kind: 'killer',
      colour: 'red',
    });
    expect(plankTarget({ id: 'manager-2', down: 'dead' })).toMatchObject({ label: 'Manager 2', kind: 'manager' });
    expect(plankTarget({ id: 'cop-1-b', down: null })).toMatchObject({ label: 'Cop 2', kind: 'cop' });
    expect(duelTitle(duel)).toBe('Stick-up at Moretti Bakery');
    expect(volleyLine(duel, () => 'Nonna')).toBe('Nonna shoots for the attackers: 5 arrows left of 5 this volley.');
  });

  it('aims only at standing targets of the other side, and every arrow has its own seed', () => {
    expect(openTargets(duel)).toEqual(['manager-2']);
    expect(arrowSeed(duel)).not.toBe(arrowSeed({ ...duel, arrows: 4 }));
  });

  it('reads old games (no duelStyle) as dice', () => {
    expect(duelStyleOf({ options: { police: false, moveSeconds: null, turnCap: 500 } })).toBe('dice');
    expect(duelStyleOf({ options: { police: false, moveSeconds: null, turnCap: 500, duelStyle: 'aim' } })).toBe('aim');
  });
});
