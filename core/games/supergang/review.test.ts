import { describe, expect, it } from 'vitest';
import { supergangReview } from './review';
import { position, state } from './testing/play';

describe('SuperGang in review', () => {
  it('plots each gang’s cash and shops, the police seat with none, and says the round', () => {
    const s = state(
      position(`players 5
turn blue act 5
char blue-killer s6-0/east
acting blue-killer
cash red=20 blue=35
shop shop-moretti-bakery owner=blue
shop shop-newsstand owner=blue`),
    );
    const [shops, cash] = supergangReview.series(s, 5);
    expect(cash?.values).toEqual([20, 35, 0, 0, null]);
    expect(shops?.values).toEqual([0, 2, 0, 0, null]);
    expect(supergangReview.progress(s)).toBe(`Round ${s.turn.number}`);
  });
});
