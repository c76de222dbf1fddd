import { describe, expect, it } from 'vitest';
import { RINGS, stillRinging, type Cue } from './sound';

describe('the table’s sounds', () => {
  it('a till still ringing is heard once, not started again on top of itself', () => {
    const started = new Map<Cue, number>();
    // Six stick-ups in a second, as fast computer players make them: the till starts twice, not six times.
    const heard = [0, 0.17, 0.34, 0.51, 0.68, 0.85].filter((t) => !stillRinging(started, 'cash', t));
    expect(heard).toEqual([0, 0.68]);
  });

  it('another sound is never held back by one still ringing, and each rings for its own length', () => {
    const started = new Map<Cue, number>();
    expect(stillRinging(started, 'dice', 10)).toBe(false);
    expect(stillRinging(started, 'cash', 10.05)).toBe(false);
    expect(stillRinging(started, 'dice', 10 + RINGS.dice / 2)).toBe(true);
    expect(stillRinging(started, 'dice', 10 + RINGS.dice)).toBe(false);
  });
});
