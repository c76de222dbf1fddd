/**
 * One of a seat's `legal` decisions without listing them all (`chooseLegal`, for random playouts).
 * A commission turn lists a play, use and discard of each card at each ante it may raise to — often
 * hundreds of decisions — so there the choices are counted per card and ante and only the chosen
 * one is written out (a play's placement found by a walk that stops there). A gangster's action in
 * The Crew counts its power's choices (two markers to switch: hundreds) and writes out only the
 * chosen one; the ones the blackmailer refused are found by walks that stop there, and skipped. The
 * opening placement, the Fence and the pause before payouts are counted too; any other moment (and
 * a seat with an offer to answer) lists `legal` as it is.
 */
import type { NpAction } from './actions';
import { content, type InfluenceCard } from './content';
import { boardTypesInto, designFor, placementAt, placementCountsPacked, PLACEMENTS_PACK } from './rules/influence';
import { chooseGangsterChoice, occupied, others } from './legal-crew';
import { anteCount, hasUses, legalChoices, useAt, useCount } from './legal';
import { actingSeat, fenceMost } from './rules/turns';
import { topInterrupt, type NpState } from './state';

/** A card of the hand (one per design) with what its commission choices need that no ante changes. */
interface HandCard {
  instance: string;
  design: InfluenceCard;
  /** Seats a gift-other card may grant a marker to (else one: nobody). */
  tos: number;
  gift: boolean;
  /** Placements, and those leaving a marker spare (counted for the extra marker, NP-6.8.2). */
  all: number;
  spare: number;
  extra: boolean;
  uses: number;
}

function listed(cards: readonly HandCard[], n: number, design: InfluenceCard): boolean {
  for (let i = 0; i < n; i++) if ((cards[i] as HandCard).design === design) return true;
  return false;
}

/** The board's types (`boardTypes`), rewritten for each commission choice instead of a new list. */
const TYPES: (string | null)[] = [null, null, null, null, null, null, null, null, null];

/**
 * The distinct cards of `seat`'s hand (the first instance of each design), written into `HAND`'s
 * first entries (reused from one commission choice to the next: nothing keeps them); returns how many.
 */
function handCards(s: NpState, seat: number): number {
  const hand = s.hands[seat] ?? [];
  let n = 0;
  let types = false;
  for (let h = 0; h < hand.length; h++) {
    const instance = hand[h] as string;
    const design = designFor(instance);
    if (!design || listed(HAND, n, design)) continue;
    let all = 0;
    let spare = 0;
    if (design.icons.length > 0) {
      if (!types) {
        boardTypesInto(s, TYPES);
        types = true;
      }
      const packed = placementCountsPacked(s, seat, design, TYPES);
      all = Math.floor(packed / PLACEMENTS_PACK);
      spare = packed % PLACEMENTS_PACK;
    }
    const kind = design.effect?.kind;
    const gift = kind === 'gift-other';
    const c = HAND[n] ?? (HAND[n] = blankCard());
    c.instance = instance;
    c.design = design;
    c.tos = gift ? s.seats - 1 : 1;
    c.gift = gift;
    c.all = all;
    c.spare = spare;
    c.extra = kind === 'extra-for-5';
    c.uses = hasUses(design) ? useCount(s, seat, design) : 0;
    n++;
  }
  return n;
}

const HAND: HandCard[] = [];

function blankCard(): HandCard {
  return {
    instance: '',
    design: null as unknown as InfluenceCard,
    tos: 0,
    gift: false,
    all: 0,
    spare: 0,
    extra: false,
    uses: 0,
  };
}

/** A card's commission choices over `antes` antes, the extra marker open at the first `affordable`. */
function cardTotal(c: HandCard, antes: number, affordable: number, discards: number): number {
  return c.tos * (c.all * antes + (c.extra ? c.spare * affordable : 0)) + antes * (c.uses + discards);
}

/** How many plays a card has with `budget` left after the ante (the extra marker costs `cost`, NP-6.8.2). */
function plays(c: HandCard, budget: number, cost: number): number {
  return c.tos * (c.all + (c.extra && budget >= cost ? c.spare : 0));
}

/**
 * A commission turn's choice, in `legal`'s order (pass, then per card and ante its plays, uses and
 * discards; see legal.ts `commissionChoices`), counted per card and ante and written out alone.
 */
function chooseCommission(s: NpState, seat: number, ante: number, choose: (n: number) => number): NpAction {
  const money = s.money[seat] ?? 0;
  const antes = anteCount(s, seat, ante);
  const occ = (s.supply[seat] ?? 0) > 0 ? occupied(s) : [];
  if (antes === 0) return choose(1) === 0 ? { type: 'pass' } : pastLast();
  const cards = handCards(s, seat);
  const cost = content().board.costs.extraInfluence;
  // The antes at which the extra marker is affordable: the first `affordable` of them (budget falls).
  const affordable = Math.max(0, Math.min(antes, money - ante - cost + 1));
  const discards = occ.length;
  let total = 1;
  for (let i = 0; i < cards; i++) total += cardTotal(HAND[i] as HandCard, antes, affordable, discards);
  let k = choose(total) - 1;
  if (k < 0) return { type: 'pass' };
  for (let i = 0; i < cards; i++) {
    const c = HAND[i] as HandCard;
    const n = cardTotal(c, antes, affordable, discards);
    if (k >= n) {
      k -= n;
      continue;
    }
    for (let i = 0; i < antes; i++) {
      const a = ante + i;
      const p = plays(c, money - a, cost);
      if (k < p) return playAt(s, seat, c, a, money - a >= cost, k);
      k -= p;
      if (k < c.uses) return useAt(s, seat, c.instance, c.design, a, k);
      k -= c.uses;
      if (k < discards) return { type: 'discard-place', card: c.instance, pos: occ[k] as number, ante: a };
      k -= discards;
    }
  }
  return pastLast();
}

function pastLast(): never {
  throw new Error('a commission choice past the last one');
}

/** The play at index `k` of a card's plays at ante `a`, as `legal` lists them (`pushPlays`). */
function playAt(s: NpState, seat: number, c: HandCard, a: number, affords: boolean, k: number): NpAction {
  // Per placement: per seat granted a marker, the plain play, then the one with the extra marker.
  const extraOpen = c.extra && affords;
  const at = placementAt(s, seat, c.design, k, c.tos, extraOpen);
  if (!at) throw new Error(`commission play ${k} is missing`);
  const per = extraOpen && at.left >= 1 ? 2 : 1;
  const to = c.gift ? (others(s, seat)[Math.floor(at.offset / per)] as number) : null;
  return { type: 'play', card: c.instance, targets: at.targets, extra: at.offset % per === 1, to, ante: a };
}

/** `legal(s, seat)[choose(legal(s, seat).length)]`, or undefined (choose not called) when there is none. */
export function chooseLegalNp(s: NpState, seat: number, choose: (n: number) => number): NpAction | undefined {
  // Answers to offers come first in `legal`: with an offer to answer, the list is taken as it is.
  if (s.phase === 'over' || offerTo(s, seat)) return fromList(s, seat, choose);
  const w = topInterrupt(s);
  if (w) {
    if (w.kind === 'payout' && !w.declined.includes(seat)) return choosePayout(s, seat, choose);
    return fromList(s, seat, choose);
  }
  const st = s.stage;
  switch (st.kind) {
    case 'commission':
      return st.turn === seat ? chooseCommission(s, seat, st.ante, choose) : undefined;
    case 'crew-action':
      if (actingSeat(s) !== seat) break;
      return chooseGangsterChoice(s, seat, st.pos, st.refused, choose);
    case 'placement': {
      if (st.turn !== seat) return undefined;
      const occ = occupied(s);
      return occ.length === 0 ? undefined : { type: 'place', pos: occ[choose(occ.length)] as number };
    }
    case 'fence':
      if ((st.turn + st.done) % s.seats !== seat) return undefined;
      return { type: 'buy', count: choose(fenceMost(s, seat) + 1) };
    default:
      break;
  }
  return fromList(s, seat, choose);
}

/** Whether an offer waits for `seat`'s answer. */
function offerTo(s: NpState, seat: number): boolean {
  for (const o of s.offers) if (o.to === seat) return true;
  return false;
}

function fromList(s: NpState, seat: number, choose: (n: number) => number): NpAction | undefined {
  const list = legalChoices(s, seat);
  return list.length === 0 ? undefined : list[choose(list.length)];
}

/** The pause before payouts: let them go, or one use of a Snitch or Suspect Silenced, counted per card. */
function choosePayout(s: NpState, seat: number, choose: (n: number) => number): NpAction {
  // `payoutCards`' cards (the first copy of each design, in hand order), read into reused entries.
  const pay = (s.money[seat] ?? 0) >= content().board.costs.crewPlay;
  const hand = s.hands[seat] ?? [];
  let cards = 0;
  let total = 1;
  for (const instance of hand) {
    const design = designFor(instance);
    const kind = design?.effect?.kind;
    if (!design || !(kind === 'snitch' || (kind === 'silence' && pay))) continue;
    let seen = false;
    for (let i = 0; i < cards; i++) if ((PAY_DESIGNS[i] as InfluenceCard).id === design.id) seen = true;
    if (seen) continue;
    const n = useCount(s, seat, design);
    PAY_INSTANCES[cards] = instance;
    PAY_DESIGNS[cards] = design;
    PAY_COUNTS[cards] = n;
    cards++;
    total += n;
  }
  let k = choose(total) - 1;
  if (k < 0) return { type: 'decline' };
  for (let i = 0; i < cards; i++) {
    const n = PAY_COUNTS[i] as number;
    if (k < n) return useAt(s, seat, PAY_INSTANCES[i] as string, PAY_DESIGNS[i] as InfluenceCard, 0, k);
    k -= n;
  }
  throw new Error('a payout choice past the last one');
}

const PAY_INSTANCES: string[] = [];
const PAY_DESIGNS: InfluenceCard[] = [];
const PAY_COUNTS: number[] = [];
