import { describe, expect, it } from 'vitest';
import { editionOf } from './edition';

describe('rules editions by engine version', () => {
  it('a stored version plays by its own edition; the current version, or none, by the current one', () => {
    const older = { '1': 1, '2': 1, '3': 2 };
    expect(['1', '2', '3', '4', undefined].map((v) => editionOf(v, older, 3))).toEqual([1, 1, 2, 3, 3]);
    // Only the map's own keys count, not what every object inherits.
    expect(editionOf('toString', older, 3)).toBe(3);
  });
});
