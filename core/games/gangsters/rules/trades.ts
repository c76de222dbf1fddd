/**
 * Trades (G-14.1, G-7.5): during his Buy Phase the active player may offer Joints and/or cash to another
 * Gang; the other player accepts or declines. Improvements travel with the Joint. Alliances (G-14.2) are
 * table talk and have no rules object.
 */
import { seatRef } from '../../../engine/words';
import { err, ok, refuse, ruleError, type Result, type RuleError } from '../../../engine/result';
import type { GangstersAction } from '../actions';
import {
  COMPONENTS,
  edition,
  jointsOf,
  mustGang,
  type GangstersState,
  type JointState,
  type TradeOffer,
} from '../state';
import { setJoint } from '../snapshot-parts';
import { money, sayMoney, transfer, type Ctx } from './common';
import { placeName } from './places';
import { log } from '../../../engine/rules';

/** A trade as offered: what the active player gives and what he asks for. */
export interface Offer {
  to: number;
  give: { joints: string[]; cash: number };
  get: { joints: string[]; cash: number };
}

/**
 * G-7.5, from edition 5 (state.ts `EDITION`): in the Movement Phase, where a Gang with no Racketeers may
 * sell a Joint to the Bank (edition 4), it may instead sell one Joint "to any other player for any
 * negotiated amount": one of its Joints for cash alone, once a turn (the Bank sale counts). Why this
 * offer is not such a sale, or null when it is.
 */
function whyNoSale(s: GangstersState, seat: number, offer: Offer): string | null {
  if (mustGang(s, seat).strength.racketeer > 0)
    return 'In the Movement Phase a Joint is sold to another Gang only to raise money for Racketeers.';
  if (s.turn.sold) return 'Only one Joint may be sold this turn.';
  if (offer.give.joints.length !== 1 || offer.give.cash > 0 || offer.get.joints.length > 0)
    return 'In the Movement Phase the only trade is the sale of one of your Joints for cash.';
  return null;
}

/** What `mayOfferSale` reads: the same in a state and in any seat's view. */
interface SaleTable {
  readonly phase: string;
  readonly edition?: unknown;
  readonly turn: { readonly seat: number; readonly sold: boolean };
  readonly gangs: readonly { readonly seat: number; readonly out: boolean; readonly strength: { racketeer: number } }[];
  readonly joints: { readonly [id: string]: { readonly owner: number | null } | undefined };
}

/**
 * G-7.5 (edition 5): whether `seat` may now offer one of its Joints to another Gang for cash — its
 * Movement Phase, no Racketeers, nothing sold yet this turn, a Joint to sell and a Gang to buy it. For the
 * table's controls; `applyOffer` still checks the offer itself.
 */
export function mayOfferSale(t: SaleTable, seat: number): boolean {
  const mine = t.gangs.find((g) => g.seat === seat);
  return (
    typeof t.edition === 'number' &&
    t.edition >= 5 &&
    t.phase === 'move' &&
    t.turn.seat === seat &&
    !t.turn.sold &&
    mine !== undefined &&
    !mine.out &&
    mine.strength.racketeer === 0 &&
    t.gangs.some((g) => g.seat !== seat && !g.out) &&
    Object.values(t.joints).some((j) => j?.owner === seat)
  );
}

export function applyOffer(c: Ctx, seat: number, offer: Offer): Result<true> {
  const s = c.s;
  const sale = s.phase === 'move';
  if (sale && edition(s) < 5) return refuse('WRONG_PHASE', 'G-14.1', 'Trades are offered in the Buy Phase.');
  const to = s.gangs.find((g) => g.seat === offer.to && !g.out);
  if (!to || offer.to === seat)
    return refuse('BAD_PARTNER', 'G-14.1', 'Trades are made with another Gang still in the game.');
  const why = sale ? whyNoSale(s, seat, offer) : null;
  if (why) return refuse('NOT_A_SALE', 'G-7.5', why);
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
  // From edition 5 (state.ts `EDITION`): the Joint markers on the board are public, so an offer that would
  // leave either Gang with more Joints than its ten markers is refused now, not at the answer (G-3.4).
  if (edition(s) >= 5)
    for (const [who, gain, lose] of [
      [seat, offer.get.joints.length, offer.give.joints.length],
      [offer.to, offer.give.joints.length, offer.get.joints.length],
    ] as const)
      if (!room(s, who, gain, lose))
        return refuse('NO_MARKERS', 'G-3.4', `${seatRef(who)} would own more Joints than its ten Joint markers.`);
  const trade: TradeOffer = { from: seat, to: offer.to, give: offer.give, get: offer.get };
  if (sale) trade['sale'] = true;
  s.turn.trade = trade;
  s.phase = 'trade';
  const who = `${seatRef(me.seat)} offers ${seatRef(to.seat)} a ${sale ? 'sale, to raise money for Racketeers' : 'trade'}`;
  sayMoney(
    c,
    [seat, offer.to],
    'trade-offer',
    `${who}: ${describe(offer.give)} for ${describe(offer.get)}.`,
    `${who}: ${describe(offer.give, true)} for ${describe(offer.get, true)}.`,
    sale ? 'G-7.5' : 'G-14.1',
  );
  return ok(true);
}

/** The goods on one side of a trade; `hideCash` says "cash" without the amount (G-15.1 secret cash). */
function describe(side: { joints: string[]; cash: number }, hideCash = false): string {
  const cash = side.cash > 0 ? [hideCash ? 'cash' : money(side.cash)] : [];
  const parts = [...side.joints.map(placeName), ...cash];
  return parts.length ? parts.join(' and ') : 'nothing';
}

/** Whether `who` has markers for its Joints after gaining `gain` and giving up `lose` (G-3.4). */
function room(s: GangstersState, who: number, gain: number, lose: number): boolean {
  return jointsOf(s, who).length + gain - lose <= COMPONENTS.jointMarkers;
}

/**
 * Why the Gang offered the trade cannot accept it, from edition 5: it lacks the cash asked of it (its own
 * secret, so only it is told), or would own more Joints than its markers; null when it can. Games of
 * editions 3–4 took the acceptance and logged for everyone that the trade could not be completed.
 */
function whyNoAccept(s: GangstersState, t: TradeOffer): RuleError | null {
  if (edition(s) < 5) return null;
  if (mustGang(s, t.to).cash < t.get.cash)
    return ruleError('CANNOT_AFFORD', 'G-14.1', `You have less than the ${money(t.get.cash)} asked of you.`);
  if (!room(s, t.to, t.give.joints.length, t.get.joints.length))
    return ruleError('NO_MARKERS', 'G-3.4', 'You would own more Joints than your ten Joint markers.');
  return null;
}

/** The answers open to the Gang offered the trade: accepting only when it can (`whyNoAccept`). */
export function tradeAnswers(s: GangstersState, seat: number): GangstersAction[] {
  const t = s.turn.trade;
  if (t?.to !== seat) return [];
  const no: GangstersAction = { type: 'answer-trade', accept: false };
  return whyNoAccept(s, t) ? [no] : [{ type: 'answer-trade', accept: true }, no];
}

export function applyAnswer(c: Ctx, seat: number, accept: boolean): Result<true> {
  const s = c.s;
  const t = s.turn.trade;
  if (!t || t.to !== seat) return refuse('NO_OFFER', 'G-14.1', 'No trade is offered to you.');
  const why = accept ? whyNoAccept(s, t) : null;
  if (why) return err(why);
  s.turn.trade = null;
  // A G-7.5 sale offered in the Movement Phase (edition 5) goes back to it.
  s.phase = t['sale'] === true ? 'move' : 'buy';
  const them = mustGang(s, seat);
  const me = mustGang(s, t.from);
  const ok1 =
    t.give.joints.every((j) => s.joints[j]?.owner === t.from) && t.get.joints.every((j) => s.joints[j]?.owner === seat);
  if (
    !accept ||
    !ok1 ||
    them.cash < t.get.cash ||
    me.cash < t.give.cash ||
    !room(s, seat, t.give.joints.length, t.get.joints.length) ||
    !room(s, t.from, t.get.joints.length, t.give.joints.length)
  ) {
    // An accepted trade that falls through names nobody: under secret cash it may be the offerer's cash
    // that a fine took below the sum, and saying whose would tell the table (G-15.1).
    const text = accept ? 'The trade cannot be completed, so it is off.' : `${seatRef(them.seat)} declines the trade.`;
    log(c, 'trade-declined', text, 'G-14.1');
    return ok(true);
  }
  for (const j of t.give.joints) setJoint(s, j, seat, (s.joints[j] as JointState).level);
  for (const j of t.get.joints) setJoint(s, j, t.from, (s.joints[j] as JointState).level);
  if (t.give.cash > 0) transfer(s, t.from, seat, t.give.cash);
  if (t.get.cash > 0) transfer(s, seat, t.from, t.get.cash);
  if (t['sale'] === true) {
    s.turn.sold = true;
    s.turn.undo = null;
  }
  log(c, 'trade', `${seatRef(them.seat)} accepts: the trade is made.`, 'G-14.1');
  return ok(true);
}
