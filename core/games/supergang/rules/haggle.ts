/**
 * SG-7.7: haggling over a recruit in another gang's shop. The owner names a price or refuses; the buyer
 * takes it, walks away or offers less; the owner then takes that offer, refuses, or names a new price above
 * it. Bound: the buyer makes at most MAX_COUNTERS offers, so the owner names at most three prices and his
 * third stands (take it or leave it). Nothing is random: replays follow the actions alone.
 */
import { refuse, type Result } from '../../../engine/result';
import { log } from '../../../engine/rules';
import type { SuperGangAction } from '../actions';
import type { ShopId } from '../board/types';
import { edition, type Haggle, type SuperGangState } from '../state';
import { recruitInto } from './act-do';
import { between, DONE, gangRef, type Ctx } from './common';

export const MAX_COUNTERS = 2;

export type HaggleAction = Extract<
  SuperGangAction,
  { type: 'answer-recruit' } | { type: 'counter-price' } | { type: 'take-price' } | { type: 'walk-away' }
>;

export function owner(s: SuperGangState, h: Haggle): number | null {
  return s.shops[h.shop]?.owner ?? null;
}

/** The seat that answers next, if a haggle is on. */
export function haggleSeat(s: SuperGangState): number | undefined {
  const h = s.turn.recruit;
  if (s.turn.phase !== 'recruit-answer' || !h) return undefined;
  const gang = h.waiting === 'owner' ? owner(s, h) : h.by;
  return gang === null ? undefined : s.gangs[gang]?.seat;
}

/**
 * SG-7.7 (edition 5): can the buyer still pay the offer on the table? He may have handed his cash to
 * another gang meanwhile (SG-11.4.5, at any moment), and the owner's "take it" is then refused. Edition 1
 * to 4 games offered the owner "take it" whatever the buyer had left.
 */
export function offerCovered(s: SuperGangState, h: Haggle): boolean {
  return edition(s) < 5 || h.offer === null || (s.gangs[h.by]?.cash ?? 0) >= h.offer;
}

/**
 * What the answering seat is asked, in plain words. `cash` (edition 5): what the buyer has now; a price or
 * offer above it is said to be so, instead of "take it" (the buyer cannot take a price he cannot pay, and
 * the owner cannot take an offer the buyer has since handed away, `offerCovered`). Edition 1 to 4 games
 * said "take it" either way. `buyer` (edition 7): the buying gang's seat, so that the owner's first
 * question says who asks him for what, and where: "{seat:1}: {seat:0} asks you for a new killer in
 * shop-iron-glove-gym. Name your price, or refuse (SG-7.7)."; edition 1 to 6 games asked him to "name your
 * price for a recruit", not saying which kind or for whom. His later questions, once the buyer has offered
 * less, say so too: "{seat:1}: {seat:0} offers you 40 million for a new killer in shop-iron-glove-gym. Take
 * it, refuse, or ask more (SG-7.7)."; edition 1 to 6 games read "you are offered 40 million for a new
 * killer", not saying by whom or where. `seller` (edition 8): the owner's seat, so that the buyer's questions
 * say who asks what for which recruit, and where, as the owner's do: "{seat:0}: {seat:1} asks 40 million
 * for a new killer in shop-iron-glove-gym. Take it, offer less, or walk away (SG-7.7)."; edition 1 to 7
 * games read "the price for a new killer is 40 million. Take it or walk away? Or offer less.".
 */
export function hagglePrompt(h: Haggle, seatWord: string, cash?: number, buyer?: string, seller?: string): string {
  const short = cash !== undefined && h.offer !== null && cash < h.offer;
  if (h.waiting === 'buyer' && seller !== undefined) {
    const price = h.offer ?? 0;
    const asks = `${seller} asks ${price === 0 ? 'nothing' : `${price} million`} for a new ${h.kind} in ${h.shop}`;
    const last = h.counters >= MAX_COUNTERS;
    if (short && last) return `${seatWord}: ${asks}, the last price, and more than you have: walk away (SG-7.7).`;
    if (short) return `${seatWord}: ${asks}, more than you have. Offer less, or walk away (SG-7.7).`;
    if (last) return `${seatWord}: ${asks}, the last price. Take it, or walk away (SG-7.7).`;
    return `${seatWord}: ${asks}. Take it, offer less, or walk away (SG-7.7).`;
  }
  if (h.waiting === 'buyer') {
    const price = h.offer ?? 0;
    if (short && h.counters >= MAX_COUNTERS)
      return `${seatWord}: the last price for a new ${h.kind} is ${price} million, more than you have: walk away (SG-7.7).`;
    if (short)
      return `${seatWord}: the price for a new ${h.kind} is ${price} million, more than you have. Offer less, or walk away (SG-7.7).`;
    const last = h.counters >= MAX_COUNTERS ? ' This is the last price.' : ' Or offer less.';
    return `${seatWord}: the price for a new ${h.kind} is ${price} million. Take it or walk away?${last} (SG-7.7)`;
  }
  if (h.offer === null && buyer !== undefined)
    return `${seatWord}: ${buyer} asks you for a new ${h.kind} in ${h.shop}. Name your price, or refuse (SG-7.7).`;
  if (h.offer === null) return `${seatWord}: name your price for a recruit, or refuse (SG-7.7).`;
  if (buyer !== undefined) {
    const what = `${h.offer} million for a new ${h.kind} in ${h.shop}`;
    if (short)
      return `${seatWord}: ${buyer} offered you ${what}, but no longer has that much. Refuse, or ask more (SG-7.7).`;
    return `${seatWord}: ${buyer} offers you ${what}. Take it, refuse, or ask more (SG-7.7).`;
  }
  if (short)
    return `${seatWord}: you were offered ${h.offer} million for a new ${h.kind}, but the buyer no longer has it. Refuse, or ask more (SG-7.7).`;
  return `${seatWord}: you are offered ${h.offer} million for a new ${h.kind}. Take it, refuse, or ask more (SG-7.7).`;
}

function round5(n: number): number {
  return Math.ceil(n / 5) * 5;
}

/** The answers offered to `seat` (any other price may be typed in; `haggleStep` checks it). */
export function haggleOptions(s: SuperGangState, seat: number): SuperGangAction[] {
  const h = s.turn.recruit;
  if (!h || haggleSeat(s) !== seat) return [];
  const cash = s.gangs[h.by]?.cash ?? 0;
  if (h.waiting === 'owner') {
    const offer = h.offer;
    if (offer === null) return [null, 0, 50, 100].map((price) => ({ type: 'answer-recruit', price }));
    const above = [round5((offer + (h.asked ?? offer)) / 2), 50, 100].filter((p) => p > offer);
    return [
      ...(offerCovered(s, h) ? [{ type: 'take-price' } as const] : []),
      { type: 'answer-recruit', price: null },
      ...[...new Set(above)].map((price): SuperGangAction => ({ type: 'answer-recruit', price })),
    ];
  }
  const price = h.offer ?? 0;
  const counters =
    h.counters >= MAX_COUNTERS ? [] : [...new Set([0, round5(price / 2), 50])].filter((p) => p < price && p <= cash);
  return [
    ...(cash >= price ? [{ type: 'take-price' } as const] : []),
    { type: 'walk-away' },
    ...counters.map((p): SuperGangAction => ({ type: 'counter-price', price: p })),
  ];
}

/** The deal is off: the recruiter's stop goes on. */
function end(c: Ctx): void {
  c.s.turn.recruit = null;
  c.s.turn.phase = 'act';
}

/** Applies one haggling answer by `seat`; refusals name SG-7.7 and leave everything as it was. */
export function haggleStep(c: Ctx, seat: number, a: HaggleAction): Result<true> {
  const s = c.s;
  const h = s.turn.recruit;
  const o = h ? owner(s, h) : null;
  if (!h || o === null || haggleSeat(s) !== seat)
    return refuse('NOT_NOW', 'SG-7.7', 'Nobody is waiting for your answer about a recruit.');
  const buyer = s.gangs[h.by];
  const cash = buyer?.cash ?? 0;
  const ownerWord = gangRef(s, o);
  const buyerWord = gangRef(s, h.by);
  if (h.waiting === 'owner') {
    if (a.type === 'take-price') {
      if (h.offer === null) return refuse('NO_OFFER', 'SG-7.7', 'Nobody has offered a price yet: name yours.');
      if (cash < h.offer) return refuse('CASH', 'SG-7.7', `${buyerWord} has only ${cash} million now.`);
      log(c, 'recruit', `${ownerWord} takes ${h.offer} million for a new ${h.kind}.`, 'SG-7.7');
      if (h.offer > 0) between(c, h.by, o, h.offer, `a new ${h.kind}`, 'SG-7.7');
      end(c);
      recruitInto(c, h.by, h.kind, h.shop as ShopId);
      return DONE;
    }
    if (a.type !== 'answer-recruit')
      return refuse('NOT_YOURS', 'SG-7.7', 'The owner names a price, takes the offer or refuses.');
    if (a.price === null) {
      log(c, 'recruit', `${ownerWord} refuses to sell a ${h.kind}.`, 'SG-7.7');
      end(c);
      return DONE;
    }
    if (a.price < 0) return refuse('PRICE', 'SG-7.7', 'A price cannot be below zero.');
    if (h.offer !== null && a.price <= h.offer)
      return refuse('PRICE', 'SG-7.7', `Ask more than the ${h.offer} million offered, or take the offer.`);
    log(c, 'recruit', `${ownerWord} asks ${a.price} million for a new ${h.kind}.`, 'SG-7.7', { price: a.price });
    h.offer = a.price;
    h.asked = a.price;
    h.waiting = 'buyer';
    return DONE;
  }
  const price = h.offer ?? 0;
  switch (a.type) {
    case 'take-price':
      if (cash < price) return refuse('CASH', 'SG-7.7', `You have only ${cash} million; the price is ${price}.`);
      log(c, 'recruit', `${buyerWord} takes the price: ${price} million for a new ${h.kind}.`, 'SG-7.7');
      if (price > 0) between(c, h.by, o, price, `a new ${h.kind}`, 'SG-7.7');
      end(c);
      recruitInto(c, h.by, h.kind, h.shop as ShopId);
      return DONE;
    case 'walk-away':
      log(c, 'recruit', `${buyerWord} walks away: no new ${h.kind} at that price.`, 'SG-7.7');
      end(c);
      return DONE;
    case 'counter-price':
      if (a.price < 0) return refuse('PRICE', 'SG-7.7', 'An offer cannot be below zero.');
      if (h.counters >= MAX_COUNTERS)
        return refuse('LAST_PRICE', 'SG-7.7', 'That was the last price: take it or walk away.');
      if (a.price >= price)
        return refuse('PRICE', 'SG-7.7', `Offer less than the ${price} million asked, or take the price.`);
      if (a.price > cash) return refuse('CASH', 'SG-7.7', `You have only ${cash} million to offer.`);
      log(c, 'recruit', `${buyerWord} offers ${a.price} million instead.`, 'SG-7.7', { price: a.price });
      h.offer = a.price;
      h.counters += 1;
      h.waiting = 'owner';
      return DONE;
    default:
      return refuse('NOT_YOURS', 'SG-7.7', 'The buyer takes the price, walks away or offers less.');
  }
}
