/**
 * `firstToAct`: the seat of `pendingNp(s)[0]`, or null, without wording any prompt (random playouts
 * ask it before every action; `pendingNp` builds every pending decision with its text). It follows
 * `pendingNp` case for case: the innermost window's first seat, else the turn's, else the first seat
 * with an offer to answer. `first.test.ts` compares the two at every position of random games.
 */
import { leoChooser } from './rules/leo';
import { rerollers } from './rules/make-a-move';
import { statRerollers } from './rules/stats';
import { actingSeat } from './rules/turns';
import { topInterrupt, type Interrupt, type NpState } from './state';

export function firstToActNp(s: NpState): number | null {
  if (s.phase === 'over') return null;
  const w = topInterrupt(s);
  const seat = w ? windowFirst(s, w) : turnFirst(s);
  return seat !== null || s.offers.length === 0 ? seat : offerFirst(s);
}

/** The first seat `windowPending` lists for the innermost window. */
function windowFirst(s: NpState, w: Interrupt): number | null {
  switch (w.kind) {
    case 'tie':
      return w.chooser;
    case 'gift':
    case 'split':
    case 'whack-reroll':
    case 'insurance':
      return w.seat;
    case 'blackmail':
      return w.blackmailer;
    case 'reroll':
      return rerollers(s, w.declined)[0] ?? null;
    case 'stat-reroll':
      return statRerollers(s, w)[0] ?? null;
    case 'whack':
    case 'payout':
      return firstUndeclined(s, w.declined);
    case 'leo':
      return leoChooser(s)?.seat ?? null;
  }
}

function firstUndeclined(s: NpState, declined: readonly number[]): number | null {
  for (let seat = 0; seat < s.seats; seat++) if (!declined.includes(seat)) return seat;
  return null;
}

/** The seat of `turnPending`'s decision, outside any window. */
function turnFirst(s: NpState): number | null {
  const st = s.stage;
  switch (st.kind) {
    case 'placement':
    case 'commission':
      return st.turn;
    case 'crew-action':
      return actingSeat(s);
    case 'fence':
      return (st.turn + st.done) % s.seats;
    case 'family':
      return st.chooser;
    default:
      return null;
  }
}

/** The first seat, in seat order, with an offer waiting for its answer (`offerPending`). */
function offerFirst(s: NpState): number | null {
  let first: number | null = null;
  for (const o of s.offers)
    if (Number.isInteger(o.to) && o.to >= 0 && o.to < s.seats && (first === null || o.to < first)) first = o.to;
  return first;
}
