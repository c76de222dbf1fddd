/**
 * What a viewer may know. Hands are secret (each seat sees only its own); the decks' order is
 * secret from everyone; everything on the board is public. The omniscient viewer (replays) sees all.
 */
import type { Viewer } from '../../engine/events';
import type { NpState } from './state';

/** What one seat sees: the state with other hands emptied and deck orders hidden, plus their sizes. */
export type NpView = NpState & {
  handSizes: number[];
  influenceDeckSize: number;
  gangsterDeckSize: number;
  viewer: number | 'spectator' | 'omniscient';
};

export function viewNp(s: NpState, viewer: Viewer): NpView {
  const sizes = {
    handSizes: s.hands.map((h) => h.length),
    influenceDeckSize: s.influenceDeck.length,
    gangsterDeckSize: s.gangsterDeck.length,
  };
  if (viewer === 'omniscient') return { ...s, ...sizes, viewer };
  const interrupts = s.interrupts.map((w) =>
    w.kind === 'split' && w.seat !== viewer
      ? { kind: 'split' as const, seat: w.seat, cards: w.cards.map(() => 'hidden') }
      : w,
  );
  return {
    ...s,
    ...sizes,
    hands: s.hands.map((h, seat) => (seat === viewer ? h : [])),
    influenceDeck: [],
    gangsterDeck: [],
    interrupts,
    // An offer's cards are known to the two players concerned; others see only how many.
    offers: s.offers.map((o) =>
      viewer === o.from || viewer === o.to ? o : { ...o, cards: o.cards.map(() => 'hidden') },
    ),
    viewer: typeof viewer === 'number' ? viewer : 'spectator',
  };
}
