import { describe, expect, it } from 'vitest';
import { repeatedSeatNames } from './seat-names';

describe('seats of one table go by different names', () => {
  it('says which name two seats share, case and spaces at the ends aside', () => {
    expect(repeatedSeatNames(['Dad', ' dad '])).toEqual(['Two seats are called Dad: give one a different name.']);
    expect(repeatedSeatNames(['Ann', 'ANN', 'Bob', 'ann'])).toEqual([
      'Three seats are called Ann: give each a different name.',
    ]);
  });

  it('says each shared name once, and nothing for names of their own or seats not named yet', () => {
    expect(repeatedSeatNames(['Dad', 'Mum', 'dad', 'mum'])).toEqual([
      'Two seats are called Dad: give one a different name.',
      'Two seats are called Mum: give one a different name.',
    ]);
    expect(repeatedSeatNames(['Dad', 'Dada', 'Mum', '', '  '])).toEqual([]);
  });
});
