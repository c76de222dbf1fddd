import { describe, expect, it } from 'vitest';
import { MAP_KEY, reason } from './words';

describe('the SuperGang City guide in our own words', () => {
  const codes = [
    ['SHOP_LAST', 'SG-4.3.2'],
    ['COP_CROSSES_SHOP', 'SG-9.1.3'],
    ['COP_SHOP', 'SG-9.1.4'],
    ['SHOP_TWICE', 'SG-4.3.6'],
    ['SEWER_LIMIT', 'SG-4.4.1'],
    ['NO_GOING_BACK', 'SG-4.2.1'],
    ['EXACT_COUNT', 'SG-4.1.2'],
    ['NO_NOTCH', 'SG-4.3.3'],
    ['OUT_OF_REACH', 'SG-4.1.2'],
  ] as const;

  it('answers every refusal of the movement engine in plain words, led by its clause', () => {
    for (const [code, clause] of codes) {
      const text = reason(code, clause, 'HOST WORDS', { mover: 'gangster', steps: 3, place: 'Cinema Roxy' });
      expect(text.startsWith(`${clause}: `), code).toBe(true);
      expect(text, code).toContain('Cinema Roxy');
      expect(text, code).not.toContain('HOST WORDS');
    }
  });

  it("falls back to the host's message for a refusal it has no words for", () => {
    expect(reason('NEW_RULE', 'SG-1.2', 'Something new.', { mover: 'cop', steps: 1, place: 'x' })).toBe(
      'SG-1.2: Something new.',
    );
  });

  it('cites a clause for every entry of the map key', () => {
    for (const k of MAP_KEY) expect(k.clause, k.id).toMatch(/^SG-\d/);
  });
});
