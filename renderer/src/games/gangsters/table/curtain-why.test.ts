import { describe, expect, it } from 'vitest';
import { gangstersCurtainWhy } from './curtain-why';

const rebuff = (seat: number) => ({
  seat,
  kind: 'rebuff',
  prompt: 'Cop 4 moved: reveal his Bribe to rebuff, or pass (G-9.5).',
});

describe('the curtain after a Cop move (G-9.5)', () => {
  it('tells each Gang asked why the screen comes to it, naming the Cop that moved', () => {
    const asked = { pending: [rebuff(0), rebuff(2)] };
    expect(gangstersCurtainWhy(0, asked)).toBe('Cop 4 moved: your chance to show a Bribe');
    // The same words for every Gang asked, whichever Cop its own marker is for: nothing secret is told.
    expect(gangstersCurtainWhy(2, asked)).toBe(gangstersCurtainWhy(0, asked));
  });

  it('says nothing for a Gang not asked, or for any other decision', () => {
    expect(gangstersCurtainWhy(1, { pending: [rebuff(0)] })).toBeNull();
    expect(
      gangstersCurtainWhy(0, { pending: [{ seat: 0, kind: 'move', prompt: 'Red: move or recruit.' }] }),
    ).toBeNull();
    expect(gangstersCurtainWhy(0, { pending: [] })).toBeNull();
  });

  it('still says why when the prompt names no Cop', () => {
    expect(gangstersCurtainWhy(3, { pending: [{ seat: 3, kind: 'rebuff', prompt: '' }] })).toBe(
      'A Cop moved: your chance to show a Bribe',
    );
  });
});
