/**
 * The heuristic bot's answers when haggling over a recruit (SG-7.7), from its seat's view alone. As owner
 * it asks the most the buyer can pay (100, else 50), takes an offer of at least half its price and
 * otherwise meets the buyer halfway; as buyer it takes a price up to the bank's 50, offers about half of
 * a dearer one, and at the last price pays up to 100 if 20 million are left after, else walks away.
 */
import type { SuperGangAction } from './actions';
import { MAX_COUNTERS } from './rules/haggle';
import type { SuperGangState } from './state';

type HaggleWord = Extract<
  SuperGangAction,
  { type: 'answer-recruit' } | { type: 'counter-price' } | { type: 'take-price' } | { type: 'walk-away' }
>;

export function scoreHaggle(s: SuperGangState, a: HaggleWord): number {
  const h = s.turn.recruit;
  if (!h) return 0;
  const purse = s.gangs[h.by]?.cash ?? 0;
  if (h.waiting === 'owner') {
    const offer = h.offer;
    switch (a.type) {
      case 'answer-recruit':
        if (a.price === null) return 1;
        if (offer === null) return a.price === 0 ? 0 : a.price <= purse ? 3 + a.price / 50 : 2;
        return a.price <= purse ? 5 - a.price / 100 : 1;
      case 'take-price':
        return offer !== null && offer * 2 >= (h.asked ?? offer) ? 8 : 3;
      default:
        return -1;
    }
  }
  const price = h.offer ?? 0;
  const last = h.counters >= MAX_COUNTERS;
  switch (a.type) {
    case 'take-price':
      if (price <= 50) return 10;
      return last ? (price <= 100 && purse - price >= 20 ? 10 : 0) : 2;
    case 'counter-price':
      return 6 - Math.abs(a.price - price / 2) / 25;
    case 'walk-away':
      return 1;
    default:
      return -1;
  }
}
