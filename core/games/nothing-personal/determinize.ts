/**
 * A full Nothing Personal state from one seat's view, for the Hard bot's search (core/bots/ismcts.ts).
 * What the seat cannot see is sampled, never read: the other hands, the cards in offers and splits
 * between other players, and the order of both decks are dealt at random from the cards the seat has not
 * seen (every card of the game less its own hand, the discards and the cards shown to it).
 */
import { copyJson } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import { content } from './content';
import { gangsterPool, influencePool } from './setup';
import { ROUNDS } from './types';
import type { Interrupt, NpState, Offer } from './state';
import type { NpView } from './view';

function shuffled<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = items.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, i + 1);
    r = next;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, r];
}

function without(pool: readonly string[], seen: Iterable<string>): string[] {
  const gone = new Set(seen);
  return pool.filter((c) => !gone.has(c));
}

export function determinizeNp(v: NpView, seat: number, rng: RngState): [NpState, RngState] {
  const {
    hand,
    handSizes,
    influenceDeckSize,
    gangsterDeckSize,
    interrupts,
    offers,
    viewer: _viewer,
    secrets: _secrets,
    ...open
  } = copyJson(v);
  let r = rng;
  const seenCards = [
    ...hand,
    ...open.influenceDiscard,
    ...offers.flatMap((o) => o.cards ?? []),
    ...interrupts.flatMap((w) => (w.kind === 'split' ? (w.cards ?? []) : [])),
  ];
  const [cards, afterCards] = shuffled(without(influencePool(), seenCards), r);
  r = afterCards;
  const deal = (n: number): string[] => cards.splice(0, n);
  const hands = handSizes.map((n, k) => (k === seat ? hand : deal(n)));
  const fullOffers: Offer[] = offers.map(({ cardCount, cards: shown, ...o }) => ({
    ...o,
    cards: shown ?? deal(cardCount),
  }));
  const fullInterrupts: Interrupt[] = interrupts.map((w) =>
    w.kind === 'split' ? { kind: 'split', seat: w.seat, cards: w.cards ?? deal(w.cardCount) } : w,
  );
  const influenceDeck = deal(influenceDeckSize);
  const onTable = [...open.positions, ...open.associates, ...open.fishes, ...open.prison].filter(
    (g): g is string => g !== null,
  );
  const [gangsters, afterGangsters] = shuffled(without(gangsterPool(open.options), onTable), r);
  r = afterGangsters;
  const gangsterDeck = gangsters.slice(0, gangsterDeckSize);
  return [{ ...open, hands, offers: fullOffers, interrupts: fullInterrupts, influenceDeck, gangsterDeck }, r];
}

/** Who controls the gangster in `pos` now: the one family with the most markers, or the tie's ruling. */
function controller(s: NpState, pos: number): number | null {
  const g = s.positions[pos - 1];
  const m = g ? s.marks[g] : undefined;
  if (!g || !m) return null;
  const top = Math.max(...m.seats);
  if (top === 0 || m.neutral >= top) return null;
  return m.seats.filter((n) => n === top).length === 1 ? m.seats.indexOf(top) : (s.rulings[g] ?? null);
}

/**
 * What a family can count on: its Respect, a little for money and cards, and what the positions it
 * controls pay each round still to come (NP-9), so a playout cut short before the payout still sees it.
 */
function worth(s: NpState, seat: number): number {
  const c = content();
  const roundsLeft = s.phase === 'over' ? 0 : Math.max(1, ROUNDS - s.round + 1);
  let pays = 0;
  for (let pos = 1; pos <= s.positions.length; pos++) {
    if (controller(s, pos) !== seat) continue;
    const p = c.board.positions[pos - 1];
    const g = c.gangsterById[s.positions[pos - 1] ?? ''];
    pays += (p?.respect ?? 0) + (g?.respect ?? 0) + ((p?.money ?? 0) + (g?.money ?? 0)) / 12;
  }
  return (
    (s.respect[seat] ?? 0) +
    (s.money[seat] ?? 0) / 12 +
    (s.hands[seat]?.length ?? 0) * 0.8 +
    pays * Math.min(1.5, roundsLeft * 0.6)
  );
}

/** The seat's standing against its best rival, squashed into [0, 1] (0.5: level). */
export function evaluateNp(s: NpState, seat: number): number {
  const mine = worth(s, seat);
  let rival = -Infinity;
  for (let k = 0; k < s.seats; k++) if (k !== seat) rival = Math.max(rival, worth(s, k));
  return 1 / (1 + Math.exp(-(mine - rival) / 6));
}
