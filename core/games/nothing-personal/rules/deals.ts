/**
 * What passes between the families at any moment, outside the turns: the Shakedown (NP-13.1), gifts of
 * money and cards (NP-13.4.2), a Blackmail coin handed on (NP-13.4.4), and trade offers and their
 * answers (NP-13.4.2, NP-21.1).
 */
import { refuse, type Result } from '../../../engine/result';
import type { NpAction } from '../actions';
import { content } from '../content';
import { boardCounted, gameEnded } from './anytime';
import { DONE } from './markers';
import {
  afterInfluence,
  card,
  discardFromHand,
  influenceName,
  marksAt,
  fromBank,
  gangsterAt,
  position,
  type Ctx,
} from './model';
import { edition, type Marks } from '../state';
import { handsToWrite, marksToWriteAt } from '../draft';
import { log } from '../../../engine/rules';
import { counted, listed, seatRef } from '../../../engine/words';

/** NP-13.1.1: discard any card for $8, at any moment. */
export function shakedown(ctx: Ctx, seat: number, instance: string): Result<true> {
  if (!discardFromHand(ctx.s, seat, instance)) return refuse('NO_CARD', 'NP-13.1.1', 'You do not hold that card.');
  const got = fromBank(ctx, seat, content().board.costs.shakedown);
  // Edition 9 says where the money comes from; older lines read "shakes somebody down: discards a card for $8".
  if (!ctx.quiet)
    log(
      ctx,
      'shakedown',
      edition(ctx.s) >= 9
        ? `${seatRef(seat)} makes a Shakedown: discards a card and takes $${got} from the bank.`
        : `${seatRef(seat)} shakes somebody down: discards a card for $${got}.`,
      'NP-13.1.1',
    );
  return DONE;
}

/** Money and cards handed to another player (NP-13.4.2); nothing makes a promise binding (NP-13.4.5). */
export function give(ctx: Ctx, seat: number, to: number, money: number, cards: readonly string[]): Result<true> {
  const s = ctx.s;
  if (to === seat || to >= s.seats) return refuse('BAD_TARGET', 'NP-13.4.2', 'Give to another player.');
  if (money > (s.money[seat] ?? 0)) return refuse('CANNOT_AFFORD', 'NP-13.4.2', 'You do not have that much money.');
  const hand = s.hands[seat] ?? [];
  if (new Set(cards).size !== cards.length || !cards.every((c) => hand.includes(c))) {
    return refuse('NO_CARD', 'NP-13.4.2', 'You do not hold those cards.');
  }
  if (money === 0 && cards.length === 0) return refuse('NOTHING', 'NP-13.4.2', 'Give something.');
  s.money[seat] = (s.money[seat] ?? 0) - money;
  s.money[to] = (s.money[to] ?? 0) + money;
  const hands = handsToWrite(s);
  hands[seat] = hand.filter((c) => !cards.includes(c));
  hands[to]?.push(...cards);
  if (ctx.quiet) return DONE;
  // Edition 7 names the cards by their printed names and leaves out "$0"; older lines gave the cards'
  // instance ids ("snitch#1") and always a sum of money.
  const v7 = edition(s) >= 7;
  const told = v7
    ? gifts(money, cards.map(influenceName))
    : `$${money}${cards.length ? ` and ${cards.join(', ')}` : ''}`;
  const shown = v7
    ? gifts(money, cards.length ? [counted(cards.length, 'card')] : [])
    : `$${money}${cards.length ? ` and ${counted(cards.length, 'card')}` : ''}`;
  ctx.events.push({
    type: 'give',
    visibility: { seats: [seat, to] },
    text: `${seatRef(seat)} gives ${seatRef(to)} ${told}.`,
    clause: 'NP-13.4.2',
    others: { type: 'give', text: `${seatRef(seat)} gives ${seatRef(to)} ${shown}.` },
  });
  return DONE;
}

/** What a gift hands over, read aloud (edition 7): "$5", "Snitch", "$5, Snitch and Thug Leverage". */
function gifts(money: number, things: readonly string[]): string {
  return listed(money > 0 ? [`$${money}`, ...things] : [...things]);
}

/**
 * NP-13.4.4: the owner of a Blackmail coin hands it to another family by swapping their markers on
 * it — his marker on the coin goes home, one of theirs (from their supply) takes its place. Control
 * may change with it (NP-7.12.3). Like a gift, it needs no answer; deals around it are made by offers.
 */
export function handCoin(ctx: Ctx, seat: number, pos: number, to: number): Result<true> {
  const s = ctx.s;
  const m = marksAt(s, pos);
  if (!m || m.blackmail !== seat) return refuse('NO_COIN', 'NP-13.4.4', 'You have no Blackmail coin on that gangster.');
  if (boardCounted(s)) return gameEnded();
  if (to === seat || to >= s.seats) return refuse('BAD_TARGET', 'NP-13.4.4', 'Hand the coin to another family.');
  if ((s.supply[to] ?? 0) < 1)
    return refuse('NOT_ENOUGH_MARKERS', 'NP-6.2.6', 'That family has no marker left to put on the coin.');
  if (s.interrupts.some((w) => w.kind === 'blackmail' && w.pos === pos))
    return refuse('NOT_NOW', 'NP-7.13.1', 'The coin’s question about this gangster must be answered first.');
  const own = marksToWriteAt(s, pos) as Marks;
  own.seats[seat] = (own.seats[seat] ?? 0) - 1;
  s.supply[seat] = (s.supply[seat] ?? 0) + 1;
  own.seats[to] = (own.seats[to] ?? 0) + 1;
  s.supply[to] = (s.supply[to] ?? 0) - 1;
  own.blackmail = to;
  const g = gangsterAt(s, pos);
  if (!ctx.quiet)
    log(
      ctx,
      'blackmail',
      `${seatRef(seat)} hands the Blackmail coin on ${g ? card(g).name : position(pos).name} to ${seatRef(to)}.`,
      'NP-13.4.4',
      { pos, from: seat, to },
    );
  afterInfluence(ctx);
  return DONE;
}

/** Records a trade offer (NP-13.4.2). Under Binding Deals its promise is logged as binding (NP-21.1.1). */
export function offer(ctx: Ctx, seat: number, a: Extract<NpAction, { type: 'offer' }>): Result<true> {
  const s = ctx.s;
  if (a.to === seat || a.to >= s.seats) return refuse('BAD_TARGET', 'NP-13.4.2', 'Make offers to another player.');
  const hand = s.hands[seat] ?? [];
  if (
    a.money > (s.money[seat] ?? 0) ||
    !a.cards.every((c) => hand.includes(c)) ||
    new Set(a.cards).size !== a.cards.length
  ) {
    return refuse('CANNOT_AFFORD', 'NP-13.4.2', 'You can only offer what you have.');
  }
  const id = s.nextOffer++;
  s.offers.push({ id, from: seat, to: a.to, money: a.money, cards: [...a.cards], ask: a.ask, promise: a.promise });
  const binding = s.options.bindingDeals ? ' (binding: NP-21.1.1)' : ' (not binding: NP-13.4.5)';
  const what = `$${a.money}${a.cards.length ? ` and ${counted(a.cards.length, 'card')}` : ''} for $${a.ask}`;
  ctx.events.push({
    type: 'offer',
    visibility: 'public',
    text: `${seatRef(seat)} offers ${seatRef(a.to)} ${what}${a.promise ? `, promising: “${a.promise}”` : ''}${binding}.`,
    clause: s.options.bindingDeals ? 'NP-21.1.1' : 'NP-13.4.5',
    data: { offer: id },
  });
  return DONE;
}

/** Accepts (both sides change hands at once) or declines an offer. The offerer may withdraw his own. */
export function answerOffer(ctx: Ctx, seat: number, id: number, accept: boolean): Result<true> {
  const s = ctx.s;
  const o = s.offers.find((x) => x.id === id);
  if (!o || (o.to !== seat && !(o.from === seat && !accept)))
    return refuse('NO_OFFER', 'NP-13.4.2', 'There is no such offer for you.');
  s.offers = s.offers.filter((x) => x.id !== id);
  if (!accept) {
    if (!ctx.quiet) log(ctx, 'offer', `${seatRef(seat)} turns the offer down.`, 'NP-13.4.2');
    return DONE;
  }
  const hand = s.hands[o.from] ?? [];
  if ((s.money[o.from] ?? 0) < o.money || !o.cards.every((c) => hand.includes(c))) {
    if (!ctx.quiet)
      log(
        ctx,
        'offer',
        `The offer falls through: ${seatRef(o.from)} no longer has what ${edition(s) >= 7 ? 'was' : 'he'} offered.`,
        'NP-13.4.2',
      );
    return DONE;
  }
  if ((s.money[seat] ?? 0) < o.ask) return refuse('CANNOT_AFFORD', 'NP-13.4.2', `You need $${o.ask} to accept.`);
  s.money[o.from] = (s.money[o.from] ?? 0) - o.money + o.ask;
  s.money[seat] = (s.money[seat] ?? 0) + o.money - o.ask;
  const hands = handsToWrite(s);
  hands[o.from] = hand.filter((c) => !o.cards.includes(c));
  hands[seat]?.push(...o.cards);
  if (!ctx.quiet)
    log(
      ctx,
      'offer',
      `${seatRef(seat)} accepts ${seatRef(o.from)}'s offer.`,
      s.options.bindingDeals ? 'NP-21.1.1' : 'NP-13.4.2',
    );
  return DONE;
}
