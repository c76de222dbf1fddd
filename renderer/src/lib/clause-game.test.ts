import { describe, expect, it } from 'vitest';
import { clauseParts, trailingClause } from './clause-game';

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

  it("takes a prompt's closing clause off for the small print, keeping its full stop", () => {
    expect(trailingClause('Red: move or recruit (G-5.4).')).toEqual({ text: 'Red: move or recruit.', clause: 'G-5.4' });
    expect(trailingClause('Green gang: move a character (SG-4.1)')).toEqual({
      text: 'Green gang: move a character',
      clause: 'SG-4.1',
    });
    expect(trailingClause('Shootout decision — fire (G-12).')).toEqual({
      text: 'Shootout decision — fire.',
      clause: 'G-12',
    });
    expect(trailingClause('The Fence (NP-11.2) is open.')).toEqual({
      text: 'The Fence (NP-11.2) is open.',
      clause: null,
    });
  });
});
