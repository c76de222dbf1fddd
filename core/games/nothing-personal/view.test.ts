import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nothingPersonal } from './game';
import type { NpState } from './state';

describe('views', () => {
  const m = createMatch(nothingPersonal, { options: {}, seats: 4, seed: 'view' });
  if (!m.ok) throw new Error();
  const s = m.value.match.state as NpState;

  it('each seat sees only its own hand; everyone sees hand sizes; nobody sees a secret as a stand-in', () => {
    for (let seat = 0; seat < 4; seat++) {
      const v = nothingPersonal.view(s, seat);
      expect(v.hand).toEqual(s.hands[seat]);
      expect(v).not.toHaveProperty('hands');
      expect(v.handSizes).toEqual([4, 4, 4, 4]);
      expect(JSON.stringify(v)).not.toContain('hidden');
    }
  });

  it('an offer shows its cards to the two players concerned, a count to the others', () => {
    const offered = { ...s, offers: [{ id: 0, from: 0, to: 1, money: 5, cards: ['a#1', 'b#1'], ask: 0, promise: '' }] };
    expect(nothingPersonal.view(offered, 1).offers[0]).toMatchObject({ cards: ['a#1', 'b#1'], cardCount: 2 });
    expect(nothingPersonal.view(offered, 2).offers[0]).toEqual({
      id: 0,
      from: 0,
      to: 1,
      money: 5,
      ask: 0,
      promise: '',
      cardCount: 2,
    });
  });

  it('a spectator sees no hand and no deck order; the omniscient replay sees everything', () => {
    const v = nothingPersonal.view(s, 'spectator');
    expect(v.hand).toEqual([]);
    expect(v).not.toHaveProperty('influenceDeck');
    expect(v).not.toHaveProperty('gangsterDeck');
    expect(v.secrets).toBeUndefined();
    const all = nothingPersonal.view(s, 'omniscient');
    expect(all.secrets).toEqual({ hands: s.hands, influenceDeck: s.influenceDeck, gangsterDeck: s.gangsterDeck });
  });

  it('pending names only whose turn it is; table actions come through `anytime`, never as a decision', () => {
    expect(nothingPersonal.pending(s)).toEqual([
      { seat: s.ring, kind: 'placement', prompt: expect.any(String) as string },
    ]);
    for (let seat = 0; seat < 4; seat++) {
      expect(nothingPersonal.anytime?.(s, seat)).toContainEqual({ type: 'shakedown', card: s.hands[seat]?.[0] });
    }
  });
});
