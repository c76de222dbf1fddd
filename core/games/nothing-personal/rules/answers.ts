/**
 * Answers to the response windows (interrupts): tie rulings (NP-7.2.6), granted markers (NP-6.8-ex1),
 * keeping one of two drawn cards (NP-16.1), re-roll bidding (NP-7.11), a called hit (NP-16.10, NP-19.2),
 * the pause before payouts, Marco Zohgoli's free re-roll (NP-17.3), insurance and Leo Seyfarth's question.
 */
import { refuse, type Result } from '../../../engine/result';
import type { NpAction } from '../actions';
import { content } from '../content';
import { declineReroll, finishMove, freeRerollSeat, reroll, rerollers, resolveMove } from './make-a-move';
import { leoChooser } from './leo';
import { causeFirst, DONE } from './markers';
import { answerStatReroll } from './stat-dice';
import { statRerollers } from './stats';
import { answerWhackReroll, callOff, callOffSeat, landHit, letWhackStand } from './whacking';
import { addMarkers, control, gangsterAt, payBank, position, recordRuling, syncRing, type Ctx } from './model';
import { edition, topInterrupt, type Interrupt } from '../state';
import { handsToWrite } from '../draft';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

/** Whether two lists of tied seats name the same seats, in the same order. */
function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
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
      const hands = handsToWrite(s);
      hands[seat]?.splice(at, 1);
      hands[a.to]?.push(other);
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
    log(
      ctx,
      'tie',
      // Edition 9: a ruling for itself says so, where older lines named the family twice.
      ruled === seat && edition(ctx.s) >= 9
        ? `${seatRef(seat)} rules that it controls the ${position(w.pos).name} itself.`
        : `${seatRef(seat)} rules that ${seatRef(ruled)} controls the ${position(w.pos).name}.`,
      'NP-7.2.6',
    );
  syncRing(ctx);
}
