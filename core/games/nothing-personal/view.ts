/**
 * What a viewer may know. Hands are secret (each seat sees only its own); the decks' order is
 * secret from everyone; everything on the board is public. The omniscient viewer (replays) sees all.
 */
import type { Viewer } from '../../engine/events';
import type { JsonValue } from '../../engine/json';
import type { NpState } from './state';

export function viewNp(s: NpState, viewer: Viewer): JsonValue {
  if (viewer === 'omniscient') return s;
  const interrupts = s.interrupts.map((w) =>
    w.kind === 'split' && w.seat !== viewer ? { kind: 'split', seat: w.seat, cards: w.cards.map(() => 'hidden') } : w,
  );
  return {
    ...s,
    hands: s.hands.map((h, seat) => (seat === viewer ? h : [])),
    handSizes: s.hands.map((h) => h.length),
    influenceDeck: [],
    influenceDeckSize: s.influenceDeck.length,
    gangsterDeck: [],
    gangsterDeckSize: s.gangsterDeck.length,
    interrupts,
    // An offer's cards are known to the two players concerned; others see only how many.
    offers: s.offers.map((o) =>
      viewer === o.from || viewer === o.to ? o : { ...o, cards: o.cards.map(() => 'hidden') },
    ),
    viewer: typeof viewer === 'number' ? viewer : 'spectator',
  };
}
