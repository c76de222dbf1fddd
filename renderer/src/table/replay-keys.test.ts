import { describe, expect, it } from 'vitest';
import { keyFrom, keyGroups, menuNames } from './replay-keys';

const keys = [{ seq: 4 }, { seq: 9 }, { seq: 9 }, { seq: 30 }, { seq: 61 }];
const rounds = [
  { seq: 6, label: 'Round 1' },
  { seq: 25, label: 'Round 2' },
  { seq: 40, label: 'Round 3' },
  { seq: 60, label: 'Round 4' },
];

describe('the replay key moments', () => {
  it('finds the next key moment after the move shown, and the one before it', () => {
    expect(keyFrom(keys, 0, 1)?.seq).toBe(4);
    expect(keyFrom(keys, 4, 1)?.seq).toBe(9);
    expect(keyFrom(keys, 9, 1)?.seq).toBe(30);
    expect(keyFrom(keys, 30, -1)?.seq).toBe(9);
    expect(keyFrom(keys, 4, -1)).toBeNull();
    expect(keyFrom(keys, 61, 1)).toBeNull();
    expect(keyFrom(keys, 100, -1)?.seq).toBe(61);
  });

  it('groups the key moments by the round they fall in, skipping rounds without one', () => {
    const groups = keyGroups(keys, rounds);
    expect(groups.map((g) => [g.label, g.keys.map((k) => k.seq)])).toEqual([
      ['', [4]],
      ['Round 1', [9, 9]],
      ['Round 2', [30]],
      ['Round 4', [61]],
    ]);
  });

  it('keeps every key moment of a long game, and one group when the game has no rounds', () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ seq: i * 7 }));
    const groups = keyGroups(many, []);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.keys).toHaveLength(1500);
  });
});

describe('the names in the key-moment menu', () => {
  it('keep a short name whole and say a long one by its first word, or cut it when two share that word', () => {
    expect(
      menuNames([
        'Nonna Rosa',
        'Giuseppina the Great',
        'Uncle Salvatore Junior',
        'Uncle Bob',
        'Bartholomew-Fitzgerald',
      ]),
    ).toEqual(['Nonna Rosa', 'Giuseppina', 'Uncle Salvato…', 'Uncle Bob', 'Bartholomew-F…']);
  });
});
