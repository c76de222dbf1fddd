/**
 * What a viewer may know. Hands are secret (each seat sees only its own); the decks' order is
 * secret from everyone; everything on the board is public. A secret is absent from the view, not
 * stood in for: another seat's hand is a size, an offer's or a split's cards a count. The omniscient
 * viewer (replays, the CLI) also gets `secrets`.
 */
import type { Viewer } from '../../engine/events';
import type { Interrupt, NpState, Offer } from './state';

/** `T` without the keys `K` (and without its JSON index signature, which plain `Omit` would keep alone). */
type Without<T, K extends string> = { [P in keyof T as string extends P ? never : P extends K ? never : P]: T[P] };

/** A split of two drawn cards (NP-16.1) as a viewer sees it: the cards only for the seat splitting. */
export type SeenInterrupt =
  Exclude<Interrupt, { kind: 'split' }> | { kind: 'split'; seat: number; cardCount: number; cards?: string[] };

/** An offer as a viewer sees it: its cards only for the two players concerned, a count for everyone. */
export type SeenOffer = Without<Offer, 'cards'> & { cardCount: number; cards?: string[] };

/** What only the omniscient viewer sees. */
export interface NpSecrets {
  hands: string[][];
  influenceDeck: string[];
  gangsterDeck: string[];
}

/** What one viewer sees of a Nothing Personal game. */
export type NpView = Without<NpState, 'hands' | 'influenceDeck' | 'gangsterDeck' | 'interrupts' | 'offers'> & {
  /** The viewer's own hand; empty for a spectator. */
  hand: string[];
  handSizes: number[];
  influenceDeckSize: number;
  gangsterDeckSize: number;
  interrupts: SeenInterrupt[];
  offers: SeenOffer[];
  viewer: number | 'spectator' | 'omniscient';
  secrets?: NpSecrets;
};

export function viewNp(s: NpState, viewer: Viewer): NpView {
  const all = viewer === 'omniscient';
  const sees = (...seats: number[]) => all || seats.includes(viewer as number);
  const { hands, influenceDeck, gangsterDeck, interrupts, offers, ...open } = s;
  return {
    ...open,
    hand: typeof viewer === 'number' ? [...(hands[viewer] ?? [])] : [],
    handSizes: hands.map((h) => h.length),
    influenceDeckSize: influenceDeck.length,
    gangsterDeckSize: gangsterDeck.length,
    interrupts: interrupts.map((w) =>
      w.kind !== 'split'
        ? w
        : { kind: 'split', seat: w.seat, cardCount: w.cards.length, ...(sees(w.seat) ? { cards: w.cards } : {}) },
    ),
    offers: offers.map(({ cards, ...o }) => ({
      ...o,
      cardCount: cards.length,
      ...(sees(o.from, o.to) ? { cards } : {}),
    })),
    viewer,
    ...(all ? { secrets: { hands, influenceDeck, gangsterDeck } } : {}),
  };
}
