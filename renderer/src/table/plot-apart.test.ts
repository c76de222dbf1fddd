import { describe, expect, it } from 'vitest';
import { equalsBefore } from './plot-apart';

describe('the replay plot keeps equal lines apart', () => {
  // Lucky, Bugsy, Mad Dog, Baby Face: Lucky and Baby Face both at $1,600 from the second step on.
  const values = [
    [0, 0, 0, null],
    [1600, 2100, 2000, 1600],
    [1600, 2100, 1600, 1600],
  ];

  it('a player level with players before them is drawn one line higher for each', () => {
    expect(equalsBefore(values, 3)).toEqual([0, 1, 2]);
    expect(equalsBefore(values, 2)).toEqual([2, 0, 1]);
  });

  it('the first player, and anyone not level, is drawn at their value', () => {
    expect(equalsBefore(values, 0)).toEqual([0, 0, 0]);
    expect(equalsBefore(values, 1)).toEqual([1, 0, 0]);
  });

  it('a value this view does not know is not counted as level with anyone', () => {
    expect(equalsBefore([[null, null]], 1)).toEqual([0]);
  });
});
