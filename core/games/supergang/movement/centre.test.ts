import { describe, expect, it } from 'vitest';
import type { MoveQuery } from './types';
import { city, ends, pathTo } from './testing';

const fromCentre = (steps: number): MoveQuery => ({ mover: 'gangster', from: { kind: 'centre' }, steps });

describe('leaving the centre', () => {
  it('SG-3.3 each die face has its gate, and the piece goes straight ahead the whole count', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => ends(fromCentre(n)))).toEqual([
      ['s11-8 north'],
      ['s13-7 north'],
      ['s16-10 east'],
      ['s13-15 south'],
      ['s11-16 south'],
      ['s5-10 west'],
    ]);
    expect(pathTo(fromCentre(2), 's13-7 north')).toEqual(['s13-8:gate', 's13-7:street']);
  });

  it('SG-3.3 the gates are numbered 1 to 6 round the centre, each opening outwards', () => {
    expect(city.data.centre.gates.map((g) => `${g.n} ${g.facing}`)).toEqual([
      '1 north',
      '2 north',
      '3 east',
      '4 south',
      '5 south',
      '6 west',
    ]);
  });
});
