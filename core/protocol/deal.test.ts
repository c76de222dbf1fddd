import { describe, expect, it } from 'vitest';
import { dealFromText, dealText } from './deal';

describe('deal numbers', () => {
  it('reads eight digits in two fours, and an older seed as it is', () => {
    expect(dealText('48291320')).toBe('4829 1320');
    expect(dealText('0b6f2c1e-9d1a-4c7e-8f00-1b2c3d4e5f60')).toBe('0b6f2c1e-9d1a-4c7e-8f00-1b2c3d4e5f60');
  });

  it('takes a deal typed with spaces, and refuses what cannot be one', () => {
    expect(dealFromText(' 4829 1320 ')).toBe('48291320');
    expect(dealFromText('0b6f2c1e-9d1a-4c7e-8f00-1b2c3d4e5f60')).toBe('0b6f2c1e-9d1a-4c7e-8f00-1b2c3d4e5f60');
    expect(dealFromText('')).toBeNull();
    expect(dealFromText('48/29')).toBeNull();
    expect(dealFromText('9'.repeat(65))).toBeNull();
  });
});
