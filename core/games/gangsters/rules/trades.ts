/**
 * Trades (G-14.1, G-7.5): during his Buy Phase the active player may offer Joints and/or cash to another
 * Gang; the other player accepts or declines. Improvements travel with the Joint. Alliances (G-14.2) are
 * table talk and have no rules object.
 */
import { seatRef } from '../../../engine/words';
import { ok, refuse, type Result } from '../../../engine/result';
import { COMPONENTS, jointsOf, mustGang, type TradeOffer } from '../state';
import { money, sayMoney, transfer, type Ctx } from './common';
import { placeName } from './places';
import { log } from '../../../engine/rules';

/** A trade as offered: what the active player gives and what he asks for. */
export interface Offer {
  to: number;
  give: { joints: string[]; cash: number };
  get: { joints: string[]; cash: number };
}

export function applyOffer(c: Ctx, seat: number, offer: Offer): Result<true> {
  const s = c.s;
  const to = s.gangs.find((g) => g.seat === offer.to && !g.out);
  if (!to || offer.to === seat)
    return refuse('BAD_PARTNER', 'G-14.1', 'Trades are made with another Gang still in the game.');
  const me = mustGang(s, seat);
  const mine = jointsOf(s, seat);
  const theirs = jointsOf(s, offer.to);
  if (!offer.give.joints.every((j) => mine.includes(j)))
    return refuse('NOT_YOURS', 'G-14.1', 'You can only trade away your own Joints.');
  if (!offer.get.joints.every((j) => theirs.includes(j)))
    return refuse('NOT_THEIRS', 'G-14.1', 'They do not own every Joint you ask for.');
  if (
    new Set([...offer.give.joints, ...offer.get.joints]).size !==
    offer.give.joints.length + offer.get.joints.length
  ) {
    return refuse('DUPLICATE', 'G-14.1', 'Name each Joint once.');
  }
  if (me.cash < offer.give.cash)
    return refuse('CANNOT_AFFORD', 'G-14.1', `You have less than ${money(offer.give.cash)}.`);
  if (offer.give.joints.length + offer.give.cash + offer.get.joints.length + offer.get.cash === 0) {
    return refuse('EMPTY_TRADE', 'G-14.1', 'A trade must move something.');
  }
  const trade: TradeOffer = { from: seat, to: offer.to, give: offer.give, get: offer.get };
  s.turn.trade = trade;
  s.phase = 'trade';
  const who = `${seatRef(me.seat)} offers ${seatRef(to.seat)} a trade`;
  sayMoney(
    c,
    [seat, offer.to],
    'trade-offer',
    `${who}: ${describe(offer.give)} for ${describe(offer.get)}.`,
    `${who}: ${describe(offer.give, true)} for ${describe(offer.get, true)}.`,
    'G-14.1',
  );
  return ok(true);
}

/** The goods on one side of a trade; `hideCash` says "cash" without the amount (G-15.1 secret cash). */
function describe(side: { joints: string[]; cash: number }, hideCash = false): string {
  const cash = side.cash > 0 ? [hideCash ? 'cash' : money(side.cash)] : [];
  const parts = [...side.joints.map(placeName), ...cash];
  return parts.length ? parts.join(' and ') : 'nothing';
}

export function applyAnswer(c: Ctx, seat: number, accept: boolean): Result<true> {
  const s = c.s;
  const t = s.turn.trade;
  if (!t || t.to !== seat) return refuse('NO_OFFER', 'G-14.1', 'No trade is offered to you.');
  s.turn.trade = null;
  s.phase = 'buy';
  const them = mustGang(s, seat);
  const me = mustGang(s, t.from);
  const ok1 =
    t.give.joints.every((j) => s.joints[j]?.owner === t.from) && t.get.joints.every((j) => s.joints[j]?.owner === seat);
  const room = (who: number, gain: number, lose: number) =>
    jointsOf(s, who).length + gain - lose <= COMPONENTS.jointMarkers;
  if (
    !accept ||
    !ok1 ||
    them.cash < t.get.cash ||
    me.cash < t.give.cash ||
    !room(seat, t.give.joints.length, t.get.joints.length) ||
    !room(t.from, t.get.joints.length, t.give.joints.length)
  ) {
    log(c, 'trade-declined', `${seatRef(them.seat)} ${accept ? 'cannot complete' : 'declines'} the trade.`, 'G-14.1');
    return ok(true);
  }
  for (const j of t.give.joints) (s.joints[j] as { owner: number | null }).owner = seat;
  for (const j of t.get.joints) (s.joints[j] as { owner: number | null }).owner = t.from;
  if (t.give.cash > 0) transfer(s, t.from, seat, t.give.cash);
  if (t.get.cash > 0) transfer(s, seat, t.from, t.get.cash);
  log(c, 'trade', `${seatRef(them.seat)} accepts: the trade is made.`, 'G-14.1');
  return ok(true);
}
