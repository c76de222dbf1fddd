import { describe, expect, it } from 'vitest';
import { plainScore } from './format';

describe('scores without a unit', () => {
  it('NP-12.5 a Respect score below zero reads with a true minus sign, as printed', () => {
    expect(plainScore(-3)).toBe('\u22123');
    expect(plainScore(0)).toBe('0');
    expect(plainScore(12)).toBe('12');
  });
});
