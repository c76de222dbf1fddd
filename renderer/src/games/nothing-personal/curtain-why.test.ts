import { describe, expect, it } from 'vitest';
import { npCurtainWhy } from './curtain-why';

describe('the curtain says why the screen comes to a family', () => {
  it('names what comes next from what the whole table is asked, never the cards', () => {
    const turn = { pending: [{ seat: 1, kind: 'commission', prompt: 'Play or discard an influence card, or pass.' }] };
    expect(npCurtainWhy(1, turn)).toBe('Your turn at the Commission: your hand of cards is next');
    expect(npCurtainWhy(2, { pending: [{ seat: 2, kind: 'split' }] })).toBe(
      'Two cards drawn: keep one and give the other away',
    );
    expect(npCurtainWhy(0, { pending: [{ seat: 0, kind: 'offer' }] })).toBe(
      'An offer to answer, with your hand of cards',
    );
  });

  it('says the hand comes next when the family asked to see it, or is asked something else', () => {
    expect(npCurtainWhy(2, { pending: [{ seat: 0, kind: 'commission' }] })).toBe('Your hand of cards is next');
    expect(
      npCurtainWhy(1, {
        pending: [
          { seat: 1, kind: 'anytime' },
          { seat: 1, kind: 'tie' },
        ],
      }),
    ).toBe('Your hand of cards is next');
  });
});
