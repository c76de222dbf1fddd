import { describe, expect, it } from 'vitest';
import type { Duel } from '@core/games/supergang/state';
import {
  arrowSeed,
  duelStyleOf,
  duelTitle,
  openTargets,
  overLine,
  plankTarget,
  sideShooters,
  volleyLine,
} from './plank';

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

const NAMES = ['Red gang', 'Blue gang', 'Green gang', 'The police'];
const named = (seat: number): string => NAMES[seat] ?? '';

describe('who shoots for each side', () => {
  it('names the attackers’ shooter and the attacked side’s, whichever side holds the gun (SG-11.2.4)', () => {
    expect(sideShooters(duel, named)).toEqual(['Red gang shoots for them', 'Blue gang shoots for them']);
    expect(sideShooters({ ...duel, gunner: 1, seats: [0, 2] }, named)).toEqual([
      'Red gang shoots for them',
      'Green gang shoots for them',
    ]);
    const arrest: Duel = { ...duel, cause: 'arrest', seats: [3, 1], shop: null, mode: null, group: 0 };
    expect(sideShooters(arrest, named)).toEqual(['The police shoots for them', 'Blue gang shoots for them']);
  });

  it('names every gang shooting for its own in a killing of men of several gangs (SG-5.5.2)', () => {
    const several: Duel = {
      ...duel,
      cause: 'killing',
      seats: [0, 2],
      sides: [
        [{ id: 'red-killer', down: null }],
        [
          { id: 'blue-dealer', down: null, seat: 1 },
          { id: 'green-killer', down: null, seat: 2 },
          { id: 'manager-1', down: null, seat: 1 },
        ],
      ],
      shooters: [2, 1],
    };
    expect(sideShooters(several, named)).toEqual([
      'Red gang shoots for them',
      'Blue gang and Green gang shoot for their own, in turn',
    ]);
  });

  it('says the patient in the clinic cannot shoot back (SG-11.4.4)', () => {
    const clinic: Duel = {
      ...duel,
      cause: 'clinic',
      sides: [[{ id: 'red-killer', down: null }], [{ id: 'blue-vamp', down: null }]],
    };
    expect(sideShooters(clinic, named)).toEqual(['Red gang shoots for them', 'The patient cannot shoot back']);
  });

  it('says the duel is over, and who won, while the plank stays up after its last arrow (SG-11.2.7)', () => {
    const down = (side: Duel['sides'][number]) => side.map((t) => ({ ...t, down: 'dead' as const }));
    expect(overLine({ ...duel, sides: [duel.sides[0], down(duel.sides[1])] })).toBe(
      'The duel is over: the attackers win.',
    );
    expect(overLine({ ...duel, sides: [down(duel.sides[0]), duel.sides[1]] })).toBe(
      'The duel is over: the defenders win.',
    );
    // The clinic's last arrow may miss: nobody fell, the attack is over all the same, and the patient, who
    // cannot shoot back, has lived through it (SG-11.4.4).
    expect(overLine({ ...duel, cause: 'clinic' })).toBe('Every arrow missed: the patient lives.');
    expect(overLine({ ...duel, cause: 'clinic', sides: [duel.sides[0], down(duel.sides[1])] })).toBe(
      'The duel is over: the attackers win.',
    );
  });
});
