/**
 * What a viewer may know. Hands are secret (each seat sees only its own); the decks' order is
 * secret from everyone; everything on the board is public. A secret is absent from the view, not
 * stood in for: another seat's hand is a size, an offer's or a split's cards a count. The omniscient
 * viewer (replays, the CLI) also gets `secrets`.
 */
import type { Viewer } from '../../engine/events';
import { hasStandardKeys, type Interrupt, type NpState, type Offer } from './state';

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

/** The fields of the state every viewer sees as they are. */
type OpenFields = Without<NpState, 'hands' | 'influenceDeck' | 'gangsterDeck' | 'interrupts' | 'offers'>;

/** What one viewer sees of a Nothing Personal game. */
export type NpView = OpenFields & {
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
  const { hands, influenceDeck, gangsterDeck } = s;
  const handSizes: number[] = [];
  for (const h of hands) handSizes.push(h.length);
  const seen: Seen = {
    hand: typeof viewer === 'number' ? (hands[viewer] ?? []).slice() : [],
    handSizes,
    influenceDeckSize: influenceDeck.length,
    gangsterDeckSize: gangsterDeck.length,
    interrupts: s.interrupts.length === 0 ? [] : seenInterrupts(s.interrupts, viewer),
    offers: s.offers.length === 0 ? [] : seenOffers(s.offers, viewer),
    viewer,
  };
  // The open fields first, then what is seen, each in its order (as `{ ...open, ...seen }` would).
  const view: NpView = standard(s) ? standardView(s, seen) : Object.assign(withoutSecrets(s), seen);
  if (viewer === 'omniscient') view.secrets = { hands, influenceDeck, gangsterDeck };
  return view;
}

/** What a viewer sees besides the open fields (`secrets` aside). */
type Seen = Omit<NpView, keyof OpenFields | 'secrets'>;

/**
 * `hasStandardKeys`, remembered for the last state asked about: every viewer of a position asks about
 * the same state in turn. A state's top-level keys are set once, by `setupGame`, and never added to or
 * taken away afterwards (the reducers change their values only), so the answer stays true.
 */
let lastStandard: NpState | null = null;
function standard(s: NpState): boolean {
  if (s === lastStandard) return true;
  const yes = hasStandardKeys(s);
  if (yes) lastStandard = s;
  return yes;
}

/** Whether `viewer` may see what only `a` and `b` (or only `a`) know. */
function sees(viewer: Viewer, a: number, b: number = a): boolean {
  return viewer === 'omniscient' || viewer === a || viewer === b;
}

/** The windows open, a split's cards only for the seat splitting. */
function seenInterrupts(interrupts: readonly Interrupt[], viewer: Viewer): SeenInterrupt[] {
  const out: SeenInterrupt[] = [];
  for (const w of interrupts)
    out.push(
      w.kind !== 'split'
        ? w
        : {
            kind: 'split',
            seat: w.seat,
            cardCount: w.cards.length,
            ...(sees(viewer, w.seat) ? { cards: w.cards } : {}),
          },
    );
  return out;
}

/** The open offers, their cards only for the two players concerned. */
function seenOffers(offers: readonly Offer[], viewer: Viewer): SeenOffer[] {
  const out: SeenOffer[] = [];
  for (const { cards, ...o } of offers)
    out.push({ ...o, cardCount: cards.length, ...(sees(viewer, o.from, o.to) ? { cards } : {}) });
  return out;
}

/**
 * The view of a state with the standard keys: its public fields in the state's own key order
 * (setup.ts), then `seen`'s, written out as one object (adding `seen`'s keys one by one to a finished
 * object cost the view most of its time).
 */
function standardView(s: NpState, seen: Seen): NpView {
  const view: NpView & { edition?: unknown } = {
    seats: s.seats,
    options: s.options,
    round: s.round,
    phase: s.phase,
    positions: s.positions,
    associates: s.associates,
    fishes: s.fishes,
    prison: s.prison,
    marks: s.marks,
    influenceDiscard: s.influenceDiscard,
    money: s.money,
    bank: s.bank,
    respect: s.respect,
    supply: s.supply,
    neutralSupply: s.neutralSupply,
    blackmailSupply: s.blackmailSupply,
    ring: s.ring,
    negate: s.negate,
    sideways: s.sideways,
    promoted: s.promoted,
    rulings: s.rulings,
    silenced: s.silenced,
    used: s.used,
    stage: s.stage,
    nextOffer: s.nextOffer,
    result: s.result,
    // Where the state has it (last, from edition 2); taken out again for a state without it.
    edition: s.edition,
    hand: seen.hand,
    handSizes: seen.handSizes,
    influenceDeckSize: seen.influenceDeckSize,
    gangsterDeckSize: seen.gangsterDeckSize,
    interrupts: seen.interrupts,
    offers: seen.offers,
    viewer: seen.viewer,
  };
  if (s.edition === undefined) delete view.edition;
  return view;
}

/** Any other state, field by field. */
function withoutSecrets(s: NpState): OpenFields {
  const { hands: _h, influenceDeck: _i, gangsterDeck: _g, interrupts: _w, offers: _o, ...open } = s;
  return open;
}
