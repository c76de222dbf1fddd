/**
 * Out-of-turn actions and response windows: the Shakedown (NP-13.1), play-at-any-time and
 * play-during-The-Crew cards (NP-6.10, NP-7.3, NP-7.6), gifts between players (NP-13.4), and the
 * answers to interrupts — tie rulings (NP-7.2.6), granted markers (NP-6.8-ex1), keeping one of two
 * drawn cards (NP-16.1), re-roll bidding (NP-7.11), Marco Zohgoli's free re-roll (NP-17.3).
 */
import { refuse, type Result } from '../../../engine/result';
import type { NpAction } from '../actions';
import { content } from '../content';
import { useCard } from './cards';
import { checkPlacement, designFor, placeFromCard } from './influence';
import { declineReroll, finishMove, freeRerollSeat, reroll, rerollers, resolveMove } from './make-a-move';
import { leoChooser } from './leo';
import { causeFirst, DONE } from './markers';
import { answerStatReroll } from './stat-dice';
import { statRerollers } from './stats';
import { answerWhackReroll, callOff, callOffSeat, landHit, letWhackStand } from './whacking';
import {
  addMarkers,
  afterInfluence,
  card,
  control,
  discardFromHand,
  influenceName,
  marksAt,
  fromBank,
  gangsterAt,
  payBank,
  position,
  recordRuling,
  syncRing,
  type Ctx,
} from './model';
import { edition, topInterrupt, type Interrupt, type NpState } from '../state';
import { log } from '../../../engine/rules';
import { counted, listed, seatRef } from '../../../engine/words';

/**
 * Edition 5: the fifth round's Bookkeeping is done and the board is being counted one final time — a
 * last tie ruled, Dombino Crapshooti's last roll (NP-11.2: the game has ended; NP-12.2: the board as it
 * stands). No card is played, no gangster moved and no Blackmail coin handed on then, as these would
 * change the count; money and cards may still change hands (NP-7.2.6: any means of persuasion).
 * Editions 1–4 took them while such a question was open.
 */
export function boardCounted(s: NpState): boolean {
  return s.stage.kind === 'final-control' && edition(s) >= 5;
}

/**
 * Edition 8: the opening placement is part of the setup (NP-3.15: three markers each, one at a time, so
 * each family starts with three on the board); the rounds, where cards are played, begin once it is
 * over (NP-4.1, NP-6.1.1). So no card is played while it lasts, not even an any-time one; a Shakedown,
 * gifts and offers, which put nothing on the board, still may. Editions 1–7 took any-time cards then.
 */
export function openingPlacement(s: NpState): boolean {
  return s.stage.kind === 'placement' && edition(s) >= 8;
}

/** The refusal while the board is counted (edition 5, `boardCounted`). */
function gameEnded(): Result<true> {
  return refuse(
    'GAME_ENDED',
    'NP-11.2',
    'The fifth round is over and the board is being counted as it stands: no more cards, moves or coins.',
  );
}

/** Whether two lists of tied seats name the same seats, in the same order. */
function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

/** NP-13.1.1: discard any card for $8, at any moment. */
export function shakedown(ctx: Ctx, seat: number, instance: string): Result<true> {
  if (!discardFromHand(ctx.s, seat, instance)) return refuse('NO_CARD', 'NP-13.1.1', 'You do not hold that card.');
  const got = fromBank(ctx, seat, content().board.costs.shakedown);
  if (!ctx.quiet)
    log(ctx, 'shakedown', `${seatRef(seat)} shakes somebody down: discards a card for $${got}.`, 'NP-13.1.1');
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
  s.hands[seat] = hand.filter((c) => !cards.includes(c));
  s.hands[to]?.push(...cards);
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
  m.seats[seat] = (m.seats[seat] ?? 0) - 1;
  s.supply[seat] = (s.supply[seat] ?? 0) + 1;
  m.seats[to] = (m.seats[to] ?? 0) + 1;
  s.supply[to] = (s.supply[to] ?? 0) - 1;
  m.blackmail = to;
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
  s.hands[o.from] = hand.filter((c) => !o.cards.includes(c));
  s.hands[seat]?.push(...o.cards);
  if (!ctx.quiet)
    log(
      ctx,
      'offer',
      `${seatRef(seat)} accepts ${seatRef(o.from)}'s offer.`,
      s.options.bindingDeals ? 'NP-21.1.1' : 'NP-13.4.2',
    );
  return DONE;
}

/**
 * Leo Seyfarth (NP-18.11): his controller may move him into any empty position at any moment, as
 * often as positions open up; it is not his action. `pos2` names where Leo stands, `pos` the target.
 */
export function leoMove(ctx: Ctx, seat: number, from: number, to: number | null): Result<true> | null {
  const s = ctx.s;
  const g = gangsterAt(s, from);
  const ab = g ? card(g).ability : null;
  if (!g || ab?.kind !== 'move-to-empty' || ab.mode !== 'anytime' || control(s, from).seat !== seat) return null;
  if (boardCounted(s)) return gameEnded();
  if (to === null || gangsterAt(s, to) !== null) return refuse('BAD_TARGET', 'NP-18.11', 'Name an empty position.');
  s.positions[from - 1] = null;
  s.positions[to - 1] = g;
  if (!ctx.quiet)
    log(ctx, 'ability', `${card(g).name} moves into the empty ${position(to).name} position.`, 'NP-18.11');
  // The question before The Family is answered by the move (moving twice is moving once, further).
  if (topInterrupt(s)?.kind === 'leo') s.interrupts.pop();
  syncRing(ctx);
  return DONE;
}

/** Cards played out of turn: any time (NP-7.3.1, NP-7.6.1) or during The Crew for $5 (NP-6.10.1). */
export function playOutOfTurn(ctx: Ctx, seat: number, a: NpAction): Result<true> {
  const s = ctx.s;
  if (a.type !== 'play' && a.type !== 'use') return refuse('NOT_NOW', 'NP-6.1.6', 'That is not yours to do now.');
  if (boardCounted(s)) return gameEnded();
  if (openingPlacement(s))
    return refuse(
      'NOT_NOW',
      'NP-3.15',
      'No cards are played until every family has put down its three opening markers.',
    );
  const design = designFor(a.card);
  if (!design || !(s.hands[seat] ?? []).includes(a.card))
    return refuse('NO_CARD', 'NP-6.1.3', 'You do not hold that card.');
  const crew = design.timing === 'crew' && s.phase === 'crew';
  if (design.timing !== 'any' && !crew) {
    return refuse(
      'NOT_NOW',
      design.timing === 'crew' ? 'NP-6.10.1' : 'NP-6.1.6',
      `${design.name} can be played only on your Commission turn${design.timing === 'crew' ? ' or during The Crew' : ''}.`,
    );
  }
  const fee = crew ? content().board.costs.crewPlay : 0;
  if (a.ante > 0) return refuse('ANTE', 'NP-6.5.1', 'The Ante is paid only on Commission turns.');
  if ((s.money[seat] ?? 0) < fee)
    return refuse('CANNOT_AFFORD', 'NP-6.10.1', `Playing this during The Crew costs $${fee}.`);
  if (a.type === 'play') {
    const placed = checkPlacement(s, seat, design, a.targets, a.extra, (s.money[seat] ?? 0) - fee);
    if (!placed.ok) return placed;
    payBank(ctx, seat, fee);
    discardFromHand(s, seat, a.card);
    placeFromCard(ctx, seat, design, placed.value, a.extra);
    return DONE;
  }
  if (design.icons.length > 0 && !design.effect?.or)
    return refuse('NOT_OR', 'NP-6.9.1', `${design.name} has no OR ability.`);
  payBank(ctx, seat, fee);
  discardFromHand(s, seat, a.card);
  return useCard(ctx, seat, design, a);
}

/** Answers to the innermost interrupt. */
export function answerInterrupt(ctx: Ctx, seat: number, a: NpAction): Result<true> | null {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w) return null;
  switch (w.kind) {
    case 'tie': {
      if (a.type !== 'rule' || seat !== w.chooser) return null;
      if (!w.tied.includes(a.seat)) return refuse('NOT_TIED', 'NP-7.2.6', 'Choose one of the tied players.');
      s.interrupts.pop();
      ruleTie(ctx, seat, w, a.seat);
      // Edition 4: the hit or Move held for this ruling is settled now (NP-13.2.3, NP-7.10.3); a tie
      // still open is put again.
      if (w.hit) landHit(ctx, w.hit.seat, w.hit.shooter, w.hit.victim, w.hit.style, w.hit.worth);
      const mv = w.move;
      if (mv) finishMove(ctx, mv.pos, mv.mover, mv.target, mv.face, mv.respect, mv.worth);
      const mo = w.moving;
      if (mo) resolveMove(ctx, mo.pos, mo.mover, mo.target, mo.face);
      return DONE;
    }
    case 'gift': {
      if (seat !== w.seat || (a.type !== 'place' && a.type !== 'decline')) return null;
      if (a.type === 'place') {
        if (gangsterAt(s, a.pos) === null) return refuse('BAD_TARGET', 'NP-6.8.1', 'Name a gangster on the board.');
        if ((s.supply[seat] ?? 0) < 1) return refuse('NOT_ENOUGH_MARKERS', 'NP-6.2.6', 'You have no markers left.');
        const at = ctx.events.length;
        addMarkers(ctx, a.pos, seat, 1);
        if (!ctx.quiet) {
          log(ctx, 'influence', `${seatRef(seat)} uses the granted marker on the ${position(a.pos).name}.`, 'NP-6.8.1');
          causeFirst(ctx, at);
        }
      }
      s.interrupts.pop();
      return DONE;
    }
    case 'split': {
      if (seat !== w.seat || a.type !== 'keep') return null;
      const other = w.cards.find((c) => c !== a.card);
      if (!w.cards.includes(a.card) || !other)
        return refuse('BAD_CHOICE', 'NP-16.1', 'Keep one of the two cards you drew.');
      if (a.to === seat || a.to >= s.seats)
        return refuse('BAD_TARGET', 'NP-16.1', 'Give the other card to another player.');
      s.interrupts.pop();
      const hand = s.hands[seat] ?? [];
      // The card may have been shaken down meanwhile (NP-13.1.2): then there is nothing left to give.
      const at = hand.indexOf(other);
      if (at < 0) return DONE;
      hand.splice(at, 1);
      s.hands[a.to]?.push(other);
      if (!ctx.quiet)
        log(ctx, 'give', `${seatRef(seat)} keeps one card and hands the other to ${seatRef(a.to)}.`, 'NP-16.1');
      return DONE;
    }
    case 'reroll': {
      if (a.type === 'decline') {
        if (!rerollers(s, w.declined).includes(seat)) return null;
        declineReroll(ctx, seat);
        return DONE;
      }
      if (a.type !== 'reroll') return null;
      if (a.free ? freeRerollSeat(s) !== seat : (s.money[seat] ?? 0) < content().board.costs.reroll) {
        return refuse(
          'CANNOT_AFFORD',
          a.free ? 'NP-17.3' : 'NP-7.11.1',
          a.free ? 'You have no free re-roll.' : 'A re-roll costs $10.',
        );
      }
      reroll(ctx, seat, a.free);
      return DONE;
    }
    case 'whack': {
      if (a.type === 'decline' && !w.declined.includes(seat)) {
        letWhackStand(ctx, seat);
        return DONE;
      }
      if (a.type !== 'call-off') return null;
      const frank = callOffSeat(s);
      if (!frank || frank.seat !== seat)
        return refuse('CANNOT_CALL_OFF', 'NP-19.2', 'You control nobody who can call this hit off.');
      payBank(ctx, seat, frank.cost);
      callOff(ctx, seat, 'NP-19.2');
      return DONE;
    }
    case 'payout':
      if (a.type !== 'decline' || w.declined.includes(seat)) return null;
      w.declined.push(seat);
      if (w.declined.length >= s.seats) s.interrupts.pop();
      return DONE;
    case 'whack-reroll':
      if (seat !== w.seat || (a.type !== 'decline' && !(a.type === 'reroll' && a.free))) return null;
      answerWhackReroll(ctx, a.type === 'reroll');
      return DONE;
    case 'stat-reroll': {
      if (!statRerollers(s, w).includes(seat) || (a.type !== 'decline' && a.type !== 'reroll')) return null;
      if (a.type === 'decline') {
        answerStatReroll(ctx, seat, false);
        return DONE;
      }
      // Marco's own window is free only; Antoine's roll may be bought again for $10 (NP-18.2).
      if (w.declined === null && !a.free) return null;
      if (
        a.free ? w.declined !== null && freeRerollSeat(s) !== seat : (s.money[seat] ?? 0) < content().board.costs.reroll
      ) {
        return refuse(
          'CANNOT_AFFORD',
          a.free ? 'NP-17.3' : 'NP-18.2',
          a.free ? 'You have no free re-roll.' : 'A re-roll costs $10.',
        );
      }
      answerStatReroll(ctx, seat, true, a.free);
      return DONE;
    }
    case 'insurance':
      if (a.type !== 'decline' || seat !== w.seat) return null;
      s.interrupts.pop();
      return DONE;
    case 'leo': {
      if (a.type !== 'decline' || leoChooser(s)?.seat !== seat) return null;
      s.interrupts.pop();
      if (!ctx.quiet) log(ctx, 'leo', `${seatRef(seat)} leaves Leo Seyfarth where he is.`, 'NP-18.11');
      return DONE;
    }
    case 'blackmail':
      return null;
  }
}

/** The tie-breaker's answer (NP-7.2.6): it counts only for the tie it was asked about (edition 3). */
function ruleTie(ctx: Ctx, seat: number, w: Extract<Interrupt, { kind: 'tie' }>, ruled: number): void {
  const s = ctx.s;
  const g = gangsterAt(s, w.pos);
  const now = edition(s) >= 3 ? control(s, w.pos).tied : w.tied;
  if (!sameSeats(now, w.tied)) {
    // Edition 3: the markers moved while the question was open; a ruling settles only the tie it was asked about.
    const again = now.length > 1 ? ' The tie as it stands now is put again.' : '';
    if (!ctx.quiet)
      log(
        ctx,
        'tie',
        `The markers on the ${position(w.pos).name} changed before the ruling, so it does not count.${again}`,
        'NP-7.2.6',
      );
    return;
  }
  if (g) recordRuling(s, g, ruled);
  if (!ctx.quiet)
    log(ctx, 'tie', `${seatRef(seat)} rules that ${seatRef(ruled)} controls the ${position(w.pos).name}.`, 'NP-7.2.6');
  syncRing(ctx);
}
