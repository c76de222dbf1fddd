/**
 * The reducer: one action of one seat → the next state and its events. Every refusal names its clause.
 */
import { refuse, type Result } from '../../engine/result';
import { log } from '../../engine/rules';
import type { SuperGangAction } from './actions';
import { sgCity } from './city-data';
import { COMPONENTS, edition, findCharacter, type Character, type SuperGangState } from './state';
import { checkAct, acting, type ActAction } from './rules/act';
import { doAct } from './rules/act-do';
import { between, DONE, gangRef, toBank, type Ctx } from './rules/common';
import { answerArrest, answersArrest, moveCops } from './rules/cops';
import { gunnerSeat, shoot } from './rules/duel';
import { endDuel, vampDown } from './rules/duel-end';
import { haggleStep } from './rules/haggle';
import { nextTurn, throwDice } from './rules/turn';
import { afterLosses, afterLossesIfAny, eliminate } from './rules/victory';
import { clinicAttack, moveCharacter, timeUp } from './rules/moves';
import { mayFinish } from './legal';
import { noteApplied, pickedFor } from './picked';
import { duelConcerns, leaveDuel } from './rules/give-up';

const ACT_TYPES: readonly string[] = [
  'coward',
  'racket',
  'buy',
  'stick-up',
  'kill',
  'vamp',
  'buy-pawns',
  'deal',
  'recruit',
  'take-token',
];

function seatGang(s: SuperGangState, seat: number): number {
  return s.gangs.findIndex((g) => g.seat === seat);
}

/** The character under arrest, waiting to answer (SG-9.3.3). */
function arrested(s: SuperGangState): Character | undefined {
  return s.turn.arrest ? findCharacter(s, s.turn.arrest.character) : undefined;
}

/** Applies `a` for `seat`; the kernel has checked the seat has a pending decision (or it is a table action). */
export function dispatch(c: Ctx, seat: number, a: SuperGangAction): Result<true> {
  const r = step(c, seat, a);
  noteApplied();
  if (r.ok) settle(c);
  return r;
}

/** Moves the turn on when nothing is left to do in it: no cops to move, nobody to move or acting. */
function settle(c: Ctx): void {
  afterLossesIfAny(c);
  const t = c.s.turn;
  // SG-14.1 (edition 3): a gang out of the game in its own turn (its last man shot resisting arrest while
  // the cops still move) plays no more: its turn ends. Edition 2 had it move the rest of the cops.
  if (edition(c.s) >= 3 && c.s.gangs[t.gang]?.eliminated && t.phase !== 'over' && t.phase !== 'duel') {
    nextTurn(c);
    return;
  }
  if (t.phase === 'cops' && t.copsToMove.length === 0) t.phase = 'move';
  if (t.phase === 'move' && t.toMove.length === 0 && t.acting === null) nextTurn(c);
}

function step(c: Ctx, seat: number, a: SuperGangAction): Result<true> {
  const s = c.s;
  const city = sgCity();
  if (a.type === 'pay') {
    const from = seatGang(s, seat);
    const to = seatGang(s, a.to);
    const g = s.gangs[from];
    if (!g || g.eliminated || to < 0 || to === from || s.gangs[to]?.eliminated)
      return refuse('NOT_A_DEAL', 'SG-11.4.5', 'Cash goes from one gang in play to another.');
    if (a.amount > g.cash) return refuse('CASH', 'SG-11.4.5', `Your gang has only ${g.cash} million.`);
    between(c, from, to, a.amount, 'a deal made at the table', 'SG-11.4.5', 'deal-cash');
    return DONE;
  }
  if (a.type === 'abandon') {
    const gang = seatGang(s, seat);
    if (gang < 0 || s.gangs[gang]?.eliminated)
      return refuse('NOT_A_GANG', 'SG-14.1', 'Only a gang in play can give up.');
    eliminate(c, gang, 'SG-14.1', 'its player gives up');
    if (s.turn.gang === gang && s.turn.phase !== 'over') {
      s.duel = null;
      nextTurn(c);
    } else {
      // Whatever waited on the gang that gave up is called off: its duel, its arrest, its recruit to sell.
      // Edition 3 (SG-14.1, SG-8.4, SG-5.5.2, SG-9.3.3): a stick-up, a killing or a rebellion goes on
      // without it where it can (`leaveDuel`).
      const goesOn = edition(s) >= 3 && duelConcerns(s, gang, seat) && leaveDuel(c, city, gang, seat);
      if (!goesOn && (s.duel?.seats.includes(seat) || s.duel?.shooters?.includes(seat))) {
        s.turn.phase = s.duel.resume;
        s.duel = null;
      }
      // Edition 3 (SG-9.3.3): an arrest waits on for its answer unless the man under arrest has left the board.
      if (s.turn.phase === 'arrest' && (edition(s) < 3 || !arrested(s)?.pos)) {
        s.turn.arrest = null;
        s.turn.phase = s.turn.copsToMove.length > 0 ? 'cops' : 'move';
      }
      if (s.turn.phase === 'recruit-answer' && s.turn.recruit && s.shops[s.turn.recruit.shop]?.owner === null) {
        s.turn.recruit = null;
        s.turn.phase = 'act';
        // SG-7.5 (edition 3): nobody recruited; the shop is nobody's now, so he may still hire from the bank.
        if (edition(s) >= 3) s.turn.done = s.turn.done.filter((x) => x !== 'recruit');
      }
      if (s.turn.phase === 'act' && !acting(s)?.pos) {
        s.turn.acting = null;
        s.turn.phase = 'move';
      }
    }
    afterLosses(c);
    return DONE;
  }
  if (a.type === 'time-up') return timeUp(c);
  const phase = s.turn.phase;
  const mine = seat === s.gangs[s.turn.gang]?.seat;
  switch (a.type) {
    case 'buy-cops': {
      const g = s.gangs[s.turn.gang];
      if (phase !== 'start' || !mine || !g)
        return refuse('NOT_NOW', 'SG-9.4.1', 'Cops are bought at the start of your turn.');
      if (s.policeSeat !== null)
        return refuse('POLICE_PLAYER', 'SG-15.6', 'With a police player, cops are not for sale.');
      if (s.gangs.some((x) => x.ownsCops && !x.eliminated))
        return refuse('SOLD', 'SG-9.4.1', 'The cops already have an owner.');
      if (g.cash < COMPONENTS.copsPrice) return refuse('CASH', 'SG-9.4.1', 'The cops cost 500 million.');
      toBank(c, s.turn.gang, COMPONENTS.copsPrice, 'the cops', 'SG-9.4.1');
      g.ownsCops = true;
      log(c, 'cops', `${gangRef(s, s.turn.gang)} now owns the cops and plays them before every turn.`, 'SG-9.4.1');
      return DONE;
    }
    case 'roll':
      if (phase !== 'start' || !mine) return refuse('NOT_NOW', 'SG-9.0.2', 'Throw the dice at the start of your turn.');
      throwDice(c);
      return DONE;
    case 'cop-move':
      if (phase !== 'cops' || seat !== s.turn.copSeat) return refuse('NOT_NOW', 'SG-9.0.2', 'The cops move first.');
      return moveCops(c, city, a.group, a.to, a.arrest, pickedFor(s, a));
    case 'answer-arrest': {
      const who = arrested(s);
      if (phase !== 'arrest' || !who || s.gangs[answersArrest(s, who)]?.seat !== seat)
        return refuse('NOT_NOW', 'SG-9.3.3', 'Nobody of yours is under arrest.');
      answerArrest(c, a.rebel);
      return DONE;
    }
    case 'move':
      if (phase !== 'move' || !mine) return refuse('NOT_NOW', 'SG-4.1.2', 'Not the time to move a character.');
      return moveCharacter(c, city, a.character, a.to, pickedFor(s, a));
    case 'clinic-attack':
      if (phase !== 'move' || !mine) return refuse('NOT_NOW', 'SG-11.4.4', 'Not the time for that.');
      return clinicAttack(c, a.character, a.target);
    case 'done': {
      const ch = acting(s);
      if (phase !== 'act' || !mine || !ch) return refuse('NOT_NOW', 'SG-4.1.3', 'Nobody is acting.');
      // A `done` just listed for this position by `chooseLegal` is allowed (`picked.ts`).
      if (pickedFor(s, a) === null && !mayFinish(s, city))
        return refuse('MUST_ACT', 'SG-4.3.4', 'A character stopping in a shop must do something there.');
      s.turn.acting = null;
      s.turn.phase = 'move';
      if (s.turn.toMove.length === 0) nextTurn(c);
      return DONE;
    }
    case 'shoot': {
      const d = s.duel;
      if (phase !== 'duel' || !d || gunnerSeat(d) !== seat)
        return refuse('NOT_NOW', 'SG-11.2.4', 'It is not your shot.');
      const r = shoot(c, a.target);
      if (!r.ok) return r;
      // SG-6.2.6: a Vamp put out of the fight frees her man at once; he fights on, but not against his
      // own gang (SG-11.4.1), and his leaving may end the duel.
      const hit = s.characters.find((x) => x.id === a.target);
      let won = r.value;
      if (hit?.kind === 'vamp' && d.sides.some((side) => side.some((t) => t.id === hit.id && t.down)))
        won = vampDown(c, hit.gang) ?? won;
      if (won !== null) {
        endDuel(c, city, won);
        if (s.turn.phase === 'move' && s.turn.toMove.length === 0 && s.turn.acting === null) nextTurn(c);
        else if (s.turn.phase === 'act' && !acting(s)?.pos) {
          // The acting character fell in the duel: his stop is over.
          s.turn.acting = null;
          s.turn.phase = 'move';
          if (s.turn.toMove.length === 0) nextTurn(c);
        }
      }
      return DONE;
    }
    case 'answer-recruit':
    case 'counter-price':
    case 'take-price':
    case 'walk-away':
      if (phase !== 'recruit-answer')
        return refuse('NOT_NOW', 'SG-7.7', 'Nobody is waiting for your answer about a recruit.');
      return haggleStep(c, seat, a);
    default: {
      if (!ACT_TYPES.includes(a.type)) return refuse('BAD_ACTION', '', 'Unknown action.');
      if (!mine) return refuse('NOT_NOW', 'SG-4.1.3', 'Only the player whose turn it is acts.');
      // An action `chooseLegal` just listed for this position passed these checks (`picked.ts`).
      const why = pickedFor(s, a) !== null ? null : checkAct(s, city, a as ActAction);
      if (why) return { ok: false, error: why };
      doAct(c, city, a as ActAction);
      return DONE;
    }
  }
}
