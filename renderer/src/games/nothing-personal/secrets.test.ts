import { describe, expect, it } from 'vitest';
import { npAutoAnswer, npSecretShown } from './secrets';

const view = (over: Record<string, unknown> = {}) => ({
  positions: [],
  marks: [],
  hand: ['tommy#1', 'snitch#1'],
  handSizes: [2, 3, 1],
  interrupts: [],
  offers: [],
  ...over,
});
const asked = (seat: number, kind: string, legal: unknown[], anytime: unknown[] = []) => ({
  pending: [{ seat, kind, prompt: '' }],
  legal,
  anytime,
});
const shakedown = { type: 'shakedown', card: 'snitch#1' };

describe('Nothing Personal: what is secret on a seat’s screen', () => {
  it('keeps the hand folded for a decision that names no card (placing a marker, a gangster’s action)', () => {
    expect(npSecretShown(view(), 0, asked(0, 'place', [{ type: 'place', pos: 1 }], [shakedown]))).toBe(false);
    expect(npSecretShown(view(), 0, asked(0, 'action', [{ type: 'move' }, { type: 'pass' }]))).toBe(false);
    expect(npSecretShown(view(), 0, asked(0, 'buy', [{ type: 'buy', count: 0 }]))).toBe(false);
  });

  it('shows the hand for a decision that plays, discards or keeps one of its cards', () => {
    const play = { type: 'play', card: 'tommy#1', targets: [1], extra: false, to: null, ante: 0 };
    expect(npSecretShown(view(), 0, asked(0, 'commission', [play, { type: 'pass' }]))).toBe(true);
    expect(npSecretShown(view(), 0, asked(0, 'split', [{ type: 'keep', card: 'x#1', to: 1 }]))).toBe(true);
  });

  it('does not count the table actions (a Shakedown) nor a seat that is only waiting', () => {
    expect(npSecretShown(view(), 0, asked(0, 'commission', [{ type: 'pass' }, shakedown], [shakedown]))).toBe(false);
    expect(npSecretShown(view(), 0, asked(1, 'commission', [shakedown]))).toBe(false);
  });

  it('counts the two cards a seat is splitting and the cards of an offer it may see', () => {
    const split = { kind: 'split', seat: 0, cardCount: 2, cards: ['a#1', 'b#1'] };
    expect(npSecretShown(view({ interrupts: [split] }), 0, asked(2, 'x', []))).toBe(true);
    const offer = { id: 0, from: 1, to: 0, money: 0, ask: 3, promise: '', cardCount: 1, cards: ['a#1'] };
    expect(npSecretShown(view({ offers: [offer] }), 0, asked(2, 'x', []))).toBe(true);
    expect(npSecretShown(view({ offers: [{ ...offer, cards: undefined, to: 2 }] }), 0, asked(2, 'x', []))).toBe(false);
  });

  it('keeps the hand folded in a response window, whether or not a card of the hand could answer it', () => {
    // Each seat is asked (NP-7.6.2); whether the curtain comes down must not tell the table who holds a Snitch.
    const window_ = (legal: unknown[]) => ({
      pending: [{ seat: 0, kind: 'payout-window', prompt: '', optional: true }],
      legal,
      anytime: [],
    });
    const snitch = { type: 'use', card: 'snitch#1', ante: 0 };
    expect(npSecretShown(view(), 0, window_([{ type: 'decline' }, snitch]))).toBe(false);
    expect(npSecretShown(view(), 0, window_([{ type: 'decline' }]))).toBe(false);
  });

  it('answers a decision by itself only when it has one answer and the seat has no secret at all', () => {
    const pass = { type: 'pass' };
    // No cards in hand (a public count): the lone answer tells nothing the table does not know.
    expect(npAutoAnswer(view({ hand: [], handSizes: [0, 3, 1] }), 0, asked(0, 'commission', [pass]))).toEqual(pass);
    // Holding cards, a lone answer might say what they are not: it is asked.
    expect(npAutoAnswer(view(), 0, asked(0, 'whack-response', [{ type: 'decline' }]))).toBeNull();
    // Two answers, or another seat's decision: asked.
    expect(
      npAutoAnswer(view({ hand: [], handSizes: [0, 3, 1] }), 0, asked(0, 'reroll', [{ type: 'decline' }, pass])),
    ).toBeNull();
    expect(npAutoAnswer(view({ hand: [], handSizes: [0, 3, 1] }), 0, asked(1, 'commission', [pass]))).toBeNull();
  });

  it('also answers a lone choice that no card could change (the Fence without money), cards in hand or not', () => {
    const none = { type: 'buy', count: 0 };
    expect(npAutoAnswer(view(), 0, asked(0, 'fence', [none]))).toEqual(none);
    expect(npAutoAnswer(view(), 0, asked(0, 'gangster-action', [{ type: 'pass' }]))).toEqual({ type: 'pass' });
    // A Commission turn or a response window may hinge on the cards: asked.
    expect(npAutoAnswer(view(), 0, asked(0, 'commission', [{ type: 'pass' }]))).toBeNull();
    expect(npAutoAnswer(view(), 0, asked(0, 'insurance', [{ type: 'decline' }]))).toBeNull();
  });

  it('assumes the hand shows when it cannot tell what is asked', () => {
    expect(npSecretShown(view(), 0)).toBe(true);
    expect(npSecretShown(view({ handSizes: [0, 1, 1] }), 0)).toBe(false);
    expect(npSecretShown(null, 0)).toBe(true);
  });
});
