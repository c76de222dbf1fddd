import { describe, expect, it } from 'vitest';
import { dealFromText, dealText } from './deal';

describe('deal numbers', () => {
  it('reads digits in fours, and an older seed as it is', () => {
    expect(dealText('4829132077540031')).toBe('4829 1320 7754 0031');
    expect(dealText('20000002')).toBe('2000 0002');
    expect(dealText('0b6f2c1e-9d1a-4c7e-8f00-1b2c3d4e5f60')).toBe('0b6f2c1e-9d1a-4c7e-8f00-1b2c3d4e5f60');
  });

  it('takes a deal typed with spaces, and refuses what is not a deal number', () => {
    expect(dealFromText(' 4829 1320 7754 0031 ')).toBe('4829132077540031');
    expect(dealFromText('7')).toBe('7');
    expect(dealFromText('')).toBeNull();
    // A letter O typed for a nought is caught, not dealt as another game.
    expect(dealFromText('4829 132O')).toBeNull();
    expect(dealFromText('48/29')).toBeNull();
    expect(dealFromText('9'.repeat(33))).toBeNull();
  });
});
