import { describe, expect, it } from 'vitest';
import { sideScrollFor } from './layout';

describe('the side column scrolls to a decision under the standings', () => {
  // At 1366×768 the side column is about 456 px high; the standings at its top take 100 px of it.
  const column = { scrollTop: 0, height: 456 };
  const standings = 100;

  it('NP-7.11.1 a re-roll question below the fold comes up just under the standings, which stay pinned', () => {
    // The families (0–100), the dice (100–160), the decision box (170–440), then the hand: the box is
    // in sight at the top of the column, but the column had scrolled on to the hand.
    const to = sideScrollFor({ top: 170, height: 270 }, { scrollTop: 200, height: 456 }, standings);
    expect(to).toEqual({ pinned: true, scrollTop: 70 });
    // Scrolled there, the box's top is the first thing below the standings: nothing of it hides under them.
    expect((to.scrollTop ?? 0) + standings).toBe(170);
  });

  it('a decision already in sight below the standings leaves the column where it is', () => {
    expect(sideScrollFor({ top: 170, height: 250 }, column, standings)).toEqual({ pinned: true, scrollTop: null });
  });

  it('a question too tall to fit below the standings takes the whole column, every answer in sight', () => {
    expect(sideScrollFor({ top: 170, height: 420 }, column, standings)).toEqual({ pinned: false, scrollTop: 170 });
  });
});
