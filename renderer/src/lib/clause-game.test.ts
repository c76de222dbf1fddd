import { describe, expect, it } from 'vitest';
import { clauseParts } from './clause-game';

describe('clause IDs in running text', () => {
  it('finds section, clause, sub-clause and example IDs and keeps the words around them', () => {
    expect(clauseParts('Shakedown: discard it for $8 (NP-13.1)')).toEqual([
      { text: 'Shakedown: discard it for $8 (', clause: false },
      { text: 'NP-13.1', clause: true },
      { text: ')', clause: false },
    ]);
    expect(
      clauseParts('G-17 and G-4.2-ex1, then NP-7.10.3.')
        .filter((p) => p.clause)
        .map((p) => p.text),
    ).toEqual(['G-17', 'G-4.2-ex1', 'NP-7.10.3']);
  });

  it('leaves text without clause IDs whole', () => {
    expect(clauseParts('Pass the dice, Cop 10-4.')).toEqual([{ text: 'Pass the dice, Cop 10-4.', clause: false }]);
  });
});
