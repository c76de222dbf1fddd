import { describe, expect, it } from 'vitest';
import type { SuperGangView } from '@core/games/supergang/view';
import { stickUpShops, stickUpWarning } from './stick-up-words';

/** Just what the words read: the characters and the mover's questions. */
const view = (kind: string, stickUp?: string[]): SuperGangView =>
  ({
    characters: [{ id: `green-${kind}`, kind }],
    moves: [{ piece: `green-${kind}`, query: {}, ...(stickUp ? { stickUp } : {}) }],
  }) as unknown as SuperGangView;

describe('the warning of a stop that can only be a stick-up', () => {
  it('SG-4.3.4 names every such shop when none is pointed at, and the one pointed at by itself', () => {
    const v = view('dealer', ['shop-moretti-bakery', 'shop-lucky-star-bar']);
    const shops = stickUpShops(v, 'green-dealer');
    expect(stickUpWarning(v, 'green-dealer', shops, null)).toBe(
      'Stopping in Moretti Bakery or Lucky Star Bar (framed in red on the map), the Green Dealer could only stick it up: a duel with whoever defends it.',
    );
    expect(stickUpWarning(v, 'green-dealer', shops, 'shop-lucky-star-bar')).toBe(
      'If the Green Dealer stops in Lucky Star Bar, he can only stick it up: a duel with whoever defends it.',
    );
  });

  it('SG-4.3.4 the Vamp is "she"; a place that is no such shop leaves the general line', () => {
    const v = view('vamp', ['shop-moretti-bakery']);
    const shops = stickUpShops(v, 'green-vamp');
    expect(stickUpWarning(v, 'green-vamp', shops, 'shop-moretti-bakery')).toMatch(/, she can only stick it up/);
    expect(stickUpWarning(v, 'green-vamp', shops, 's5-0')).toMatch(/^Stopping in Moretti Bakery \(framed in red/);
  });

  it('says nothing for a piece with no such shop, or no piece picked', () => {
    const v = view('killer');
    expect(stickUpShops(v, 'green-killer').size).toBe(0);
    expect(stickUpWarning(v, 'green-killer', stickUpShops(v, 'green-killer'), null)).toBeNull();
    expect(stickUpShops(view('killer', ['shop-moretti-bakery']), null).size).toBe(0);
  });
});
