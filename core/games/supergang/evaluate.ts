/**
 * How the Hard bot's search scores a SuperGang position it has not played to the end: each seat's
 * chance of winning. A gang wins by owning a whole district (SG-1.1), so what counts is how far its
 * nearest district is from being whole: every free shop left to buy, and far more every shop another
 * gang owns there, which can only be taken back by a stick-up for ownership (SG-5.4.6). Every shop owned,
 * cash and free characters count a little. The weights are logistic regressions' (rounded, between a
 * fit with and one without the shops owned anywhere) of which gang went on to win, from the position at
 * the start of every turn of 40 seeded games of four Normal bots (the 33 won within 70 rounds).
 */
import { sgCity } from './city-data';
import type { SuperGangState } from './state';

/** Log-odds of winning per free shop left in the nearest district. */
const FREE_SHOP = -0.4;
/** … per shop another gang owns there. */
const RIVAL_SHOP = -3.5;
/** … per shop owned anywhere. */
const OWNED = 0.1;
/** … per million in hand. */
const CASH = 0.001;
/** … per character free to act (on the board or about to leave the centre). */
const ACTIVE = 0.2;

/** A gang's log-odds of winning, up to a constant shared by every gang. */
export function gangOdds(s: SuperGangState, gang: number): number {
  const g = s.gangs[gang];
  if (!g || g.eliminated) return -Infinity;
  let nearest = -Infinity;
  let owned = 0;
  for (const d of sgCity().districts) {
    let v = 0;
    for (const id of d.shops) {
      const owner = s.shops[id]?.owner ?? null;
      if (owner === null) v += FREE_SHOP;
      else if (owner !== gang) v += RIVAL_SHOP;
      else owned += 1;
    }
    if (v > nearest) nearest = v;
  }
  let active = 0;
  for (const c of s.characters) if (c.gang === gang && (c.place === 'board' || c.place === 'centre')) active += 1;
  return nearest + OWNED * owned + CASH * g.cash + ACTIVE * active;
}

/** The police player's log-odds (SG-15.7): one step nearer the win for every gangster held or gone. */
function policeOdds(s: SuperGangState): number {
  let held = 0;
  for (const c of s.characters) if (c.place !== 'board' && c.place !== 'centre') held += 1;
  return -6 + 0.6 * held;
}

/** The seat's share of the winning chances, in [0, 1]: its odds against every seat's, the seat's own included. */
export function evaluateSuperGang(s: SuperGangState, seat: number): number {
  let mine = -Infinity;
  const odds: number[] = [];
  for (const g of s.gangs) {
    const v = gangOdds(s, s.gangs.indexOf(g));
    odds.push(v);
    if (g.seat === seat) mine = v;
  }
  if (s.policeSeat !== null) {
    const v = policeOdds(s);
    odds.push(v);
    if (seat === s.policeSeat) mine = v;
  }
  if (mine === -Infinity) return 0;
  let total = 0;
  for (const v of odds) if (v !== -Infinity) total += Math.exp(v - mine);
  return 1 / total;
}
