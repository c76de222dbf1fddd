import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nothingPersonal } from './game';
import type { NpState } from './state';

describe('views', () => {
  const m = createMatch(nothingPersonal, { options: {}, seats: 4, seed: 'view' });
  if (!m.ok) throw new Error();
  const s = m.value.match.state as NpState;

  it('each seat sees only its own hand; everyone sees hand sizes', () => {
    for (let seat = 0; seat < 4; seat++) {
      const v = nothingPersonal.view(s, seat);
      expect(v.hands[seat]).toEqual(s.hands[seat]);
      v.hands.forEach((h, k) => k !== seat && expect(h).toEqual([]));
      expect(v.handSizes).toEqual([4, 4, 4, 4]);
    }
  });

  it('a spectator sees no hand and no deck order; the omniscient replay sees everything', () => {
    const v = nothingPersonal.view(s, 'spectator');
    expect(v.hands.flat()).toEqual([]);
    expect(v.influenceDeck).toEqual([]);
    expect(v.gangsterDeck).toEqual([]);
    expect(nothingPersonal.view(s, 'omniscient')).toMatchObject(s);
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
