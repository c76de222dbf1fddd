import { describe, expect, it } from 'vitest';
import { plainScore, winnerWords } from './format';

describe('scores without a unit', () => {
  it('NP-12.5 a Respect score below zero reads with a true minus sign, as printed', () => {
    expect(plainScore(-3)).toBe('\u22123');
    expect(plainScore(0)).toBe('0');
    expect(plainScore(12)).toBe('12');
  });
});

describe('the winner line', () => {
  it('SG-1.1 a game stopped by the round limit reads "No winner", not "Winner: nobody"', () => {
    expect(winnerWords([])).toEqual({ label: 'No winner', names: '' });
  });

  it('G-15.1 one winner and several winners are named', () => {
    expect(winnerWords(['Ann'])).toEqual({ label: 'Winner:', names: 'Ann' });
    expect(winnerWords(['Ann', 'Bo'])).toEqual({ label: 'Winners:', names: 'Ann and Bo' });
  });
});
