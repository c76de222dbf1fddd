import { describe, expect, it } from 'vitest';
import { byLetters, fitting, keyFrom, keyGroups, MENU_NAME_SHORT, menuNames } from './replay-keys';

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

  it('say a name shorter for a narrow menu (a phone), by its first word where that is its own', () => {
    expect(menuNames(['Nonna Rosa', 'Giuseppina the Great', 'Legs'], MENU_NAME_SHORT)).toEqual([
      'Nonna',
      'Giusepp…',
      'Legs',
    ]);
  });

  it('say a name whose first word is a short one by its first two words, where they fit ("Mad Dog", not "Mad")', () => {
    expect(menuNames(['Mad Dog Morgan', 'Al Capone', 'Big Al Jones'], MENU_NAME_SHORT)).toEqual([
      'Mad Dog',
      'Al',
      'Big Al',
    ]);
  });
});

describe('the words of a key moment in the menu', () => {
  it('takes the longest wording that reads whole, and the shortest when none does', () => {
    const fits = (words: string) => words.length <= 20;
    expect(fitting(fits, '{seat:1} owns Lucky Star Bar', '{seat:1} owns a shop')).toBe('{seat:1} owns a shop');
    expect(fitting(() => true, '{seat:1} owns Lucky Star Bar', '{seat:1} owns a shop')).toBe(
      '{seat:1} owns Lucky Star Bar',
    );
    expect(fitting(() => false, 'long words', 'short')).toBe('short');
  });

  it('counts a seat at a long name’s letters when there is no menu to measure', () => {
    // "{seat:0}" is 8 letters; a name in the menu may be 14.
    expect(byLetters(20)('{seat:0} owns a shop')).toBe(false);
    expect(byLetters(26)('{seat:0} owns a shop')).toBe(true);
  });
});
