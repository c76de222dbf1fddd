/**
 * Setting up a game (NP-3): the gangsters dealt into the nine positions and the Associate spaces,
 * the decks shuffled, hands dealt, money and markers handed out, the Capo ring given.
 */
import type { SetupContext } from '../../engine/game';
import { seatRef } from '../../engine/words';
import { content } from './content';
import { editionFor, keyedRecord, type NpOptions, type NpState } from './state';
import { newRulings } from './ruled';
import type { CardType } from './types';

/** The card "Killer" Mac Pheeto, who starts as Capo (NP-3.7). */
export const MAC_PHEETO = 'mac-pheeto';

/** Every gangster in play for these options: the main set plus chosen expansions (NP-14.2). A new list. */
export function gangsterPool(options: NpOptions): string[] {
  const c = content();
  if (pools?.of !== c) pools = { of: c, byExpansions: new Map() };
  // One list per choice of expansions (eight at most), worked out once: every setup asks for one.
  const key =
    (options.expansions.includes('designers') ? 1 : 0) +
    (options.expansions.includes('historical') ? 2 : 0) +
    (options.expansions.includes('young-turks') ? 4 : 0);
  let ids = pools.byExpansions.get(key);
  if (ids === undefined) {
    const g = c.gangsters;
    const sets = [g.main, key & 1 ? g.designers : [], key & 2 ? g.historical : [], key & 4 ? g.youngTurks : []];
    ids = sets.flat().map((card) => card.id);
    pools.byExpansions.set(key, ids);
  }
  return ids.slice();
}

/** `gangsterPool`'s lists, for the content they were read from. */
let pools: { readonly of: ReturnType<typeof content>; readonly byExpansions: Map<number, readonly string[]> } | null =
  null;

/** The instances of the content they were written for, kept so every game shares the same strings. */
let pool: { readonly of: ReturnType<typeof content>; readonly instances: readonly string[] } | null = null;

/**
 * Every influence card instance (`design#copy`), NP-1.7: a new list of the same strings each time,
 * so the rules' lookups by instance (`designFor`) meet a string they have seen, not an equal copy.
 */
export function influencePool(): string[] {
  const c = content();
  if (pool?.of !== c)
    pool = {
      of: c,
      instances: c.influence.flatMap((d) => Array.from({ length: d.copies }, (_, k) => `${d.id}#${k + 1}`)),
    };
  return pool.instances.slice();
}

/**
 * NP-3.8 / NP-3.9: deal positions 8 down to 4 so their types differ. Five positions share four
 * types, so "different from all previous" cannot hold for the fifth; we read it as a sliding window:
 * each card must differ from the (up to) three dealt just before it. Rejected cards go back into
 * the deck, which NP-3.10 reshuffles anyway.
 */
export function dealDistinct(deck: string[], typeOf: (id: string) => CardType): { dealt: string[]; rest: string[] } {
  const rest = deck.slice();
  const dealt: string[] = [];
  const setAside: string[] = [];
  while (dealt.length < 5) {
    const next = rest.shift();
    if (next === undefined) throw new Error('not enough gangsters to deal positions 8 to 4');
    const window = dealt.slice(-3).map(typeOf);
    if (window.includes(typeOf(next))) setAside.push(next);
    else dealt.push(next);
  }
  return { dealt, rest: [...rest, ...setAside] };
}

/** A new list of `n` times `value`. */
function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let k = 0; k < n; k++) out.push(value);
  return out;
}

export function setupGame({ options, seats, roller, engineVersion, emit }: SetupContext<NpOptions>): NpState {
  const ed = editionFor(engineVersion);
  // Edition 9 files the shuffles and the draw for the ring among its own lines, where they are taken, and
  // says who took the ring; older games filed them alone, as they were stored.
  if (ed >= 9 && emit) roller.logTo?.(emit);
  const c = content();
  const sup = c.board.supplies;
  const typeOf = (id: string): CardType => c.gangsterById[id]?.type ?? 'none';
  const positions: (string | null)[] = filled(9, null);
  let deck: string[];
  if (options.randomSetup) {
    // NP-21.2.1: any nine gangsters, Capo included, straight from the shuffled deck.
    deck = roller.shuffle(gangsterPool(options), { label: 'shuffle the Gangster deck' });
    for (let pos = 9; pos >= 1; pos--) positions[pos - 1] = deck.shift() ?? null;
  } else {
    positions[8] = MAC_PHEETO; // NP-3.7
    const first = roller.shuffle(
      gangsterPool(options).filter((g) => g !== MAC_PHEETO),
      { label: 'shuffle the Gangster deck' },
    );
    const { dealt, rest } = dealDistinct(first, typeOf);
    dealt.forEach((g, k) => (positions[7 - k] = g)); // positions 8…4
    deck = roller.shuffle(rest, { label: 'reshuffle the Gangster deck' }); // NP-3.10
    for (let pos = 3; pos >= 1; pos--) positions[pos - 1] = deck.shift() ?? null;
  }
  const associates: (string | null)[] = [];
  for (let k = 0; k < c.board.associateSpaces; k++) associates.push(deck.shift() ?? null);
  const influence = roller.shuffle(influencePool(), { label: 'shuffle the Influence deck' });
  const hands: string[][] = [];
  for (let seat = 0; seat < seats; seat++) hands.push(influence.splice(0, 4)); // NP-3.12
  // NP-3.14: the players say who looks most like a mobster (the lobby's firstPlayer); if they
  // cannot agree, the ring goes to a random seat instead of to the best movie quote.
  const chosen = options.firstPlayer;
  const named = chosen !== null && chosen !== undefined && chosen < seats;
  const ring = named ? chosen : roller.draw(seats, { label: 'who takes the Capo ring', visibility: 'public' });
  if (ed >= 9)
    emit?.({
      type: 'ring',
      visibility: 'public',
      text: `${seatRef(ring)} takes the Capo ring${named ? '' : ' by lot'} and places the first marker.`,
      clause: 'NP-3.14',
    });
  const marks: NpState['marks'] = keyedRecord();
  for (const g of positions) if (g) marks[g] = { seats: filled(seats, 0), neutral: 0, blackmail: null };
  const state: NpState = {
    seats,
    options,
    round: 1,
    phase: 'placement',
    positions,
    associates,
    gangsterDeck: deck, // NP-3.11
    fishes: [],
    prison: [],
    marks,
    hands,
    influenceDeck: influence,
    influenceDiscard: [],
    money: filled(seats, sup.startingMoney), // NP-3.6
    bank: sup.bank - seats * sup.startingMoney,
    respect: filled(seats, 0), // NP-3.17
    supply: filled(seats, sup.markersPerFamily), // NP-3.5
    neutralSupply: sup.neutralMarkers,
    blackmailSupply: sup.blackmailCoins,
    ring,
    negate: null,
    sideways: [],
    promoted: [],
    rulings: newRulings(),
    silenced: [],
    used: [],
    stage: { kind: 'placement', turn: ring, placed: 0 }, // NP-3.15
    interrupts: [],
    offers: [],
    nextOffer: 0,
    result: null,
  };
  // Games of engine version 1 have no edition field, so their states hash as they always did.
  if (ed > 1) state.edition = ed;
  return state;
}
