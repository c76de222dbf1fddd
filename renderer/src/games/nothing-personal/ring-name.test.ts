import { describe, expect, it } from 'vitest';
import { ringLines } from './ring-name';

describe('the Capo ring wearer’s name under the ring (NP-7.4)', () => {
  it('keeps a short name on one line', () => {
    expect(ringLines('Nonna Rosa')).toEqual(['Nonna Rosa']);
  });

  it('breaks a long name between words onto a second line', () => {
    expect(ringLines('Uncle Bartholomew')).toEqual(['Uncle', 'Bartholomew']);
    expect(ringLines('Great-Grandmother Rosalind')).toEqual(['Great-Grandm…', 'Rosalind']);
  });

  it('cuts what two lines cannot hold, with an ellipsis', () => {
    const lines = ringLines('Uncle Bartholomew Fitzgerald the Third');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(13);
  });
});
