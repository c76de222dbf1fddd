/**
 * Routes an action to its rule by phase, and drives the automatic steps between decisions (the Cop action
 * settling, the Movement Phase ending, Shootouts finishing, the next turn starting).
 */
import { ok, refuse, type Result } from '../../engine/result';
import type { GangstersAction } from './actions';
import { edition, type GangstersState } from './state';
import type { Ctx } from './rules/common';
import {
  applyBribe,
  applyCopMove,
  applyCopStart,
  applyRebuff,
  copActionPossible,
  copActionTimed,
  firstRebuffSeat,
  settleCopAction,
} from './rules/cops';
import { applyMove, applyMovePublic, applyRetract } from './rules/movement-phase';
import { applyRecruit } from './rules/recruiting';
import { applyBuy, applyEquip, applyImprove, applySell } from './rules/property';
import { afterCopAction, endTurn, finishMovement, firstTurn, rollDice } from './rules/sequence';
import { applyDraft } from './rules/draft';
import { applyDonutFlip, liftDonut } from './rules/donuts';
import { applyPlacement, applyRecruitPlan } from './rules/gang-selection';
import { answer } from './rules/shootouts';
import { tableAction } from './anytime';
import { applyAnswer, applyOffer } from './rules/trades';
import { log } from '../../engine/rules';
import { seatRef } from '../../engine/words';

type R = Result<true>;

function wrong(s: GangstersState, a: GangstersAction): R {
  return refuse('WRONG_PHASE', '', `"${a.type}" is not possible now (${s.phase} phase).`);
}

export function dispatch(c: Ctx, seat: number, a: GangstersAction): R {
  const s = c.s;
  const table = tableAction(c, seat, a);
  if (table) return table;
  switch (s.phase) {
    case 'draft':
      return a.type === 'draft' ? (applyDraft(c, seat, a.building) ?? ok(true)) : wrong(s, a);
    case 'recruit':
      return a.type === 'recruit-plan'
        ? (applyRecruitPlan(c, seat, { racketeer: a.racketeer, thug: a.thug, vamp: a.vamp }) ?? ok(true))
        : wrong(s, a);
    case 'place': {
      if (a.type !== 'placement') return wrong(s, a);
      const r = applyPlacement(c, seat, { racketeer: a.racketeer, thug: a.thug, vamp: a.vamp });
      if (r === null) return ok(true);
      if (r.ok) firstTurn(c);
      return r;
    }
    case 'buy':
      return buyPhase(c, seat, a);
    case 'trade':
      return a.type === 'answer-trade' ? applyAnswer(c, seat, a.accept) : wrong(s, a);
    case 'defer':
      if (a.type === 'defer') {
        s.phase = 'cop';
        s.turn.copActor = s.commissioner ?? seat;
        // Edition 8 (state.ts `EDITION`) names the Gang that deferred; earlier editions said "The Gang".
        const who = edition(s) >= 8 ? seatRef(seat) : 'The Gang';
        log(c, 'defer', `${who} defers the Cop action to the Police Commissioner.`, 'G-17.2');
        return ok(true);
      }
      if (a.type !== 'bribe') return wrong(s, a);
      return thenAfterCop(c, applyBribe(c, seat, a.cop));
    case 'cop':
      return copPhase(c, seat, a);
    case 'rebuff':
      if (a.type === 'rebuff') return thenAfterCop(c, applyRebuff(c, seat));
      if (a.type !== 'pass') return wrong(s, a);
      s.turn.copAction?.answered.push(seat);
      closeWindowIfDone(c);
      return ok(true);
    case 'move':
      return movePhase(c, seat, a);
    case 'commissioner-publics':
      if (a.type === 'move-public') return applyMovePublic(c, seat, a.public, a.to, a.facing);
      if (a.type === 'end-move') return endMovement(c);
      if (a.type === 'clock-expired') return clockOut(c);
      // G-6.92: from edition 5 he may take back the Public piece under the pawn, as any active player.
      if (a.type === 'retract' && edition(s) >= 5) return applyRetract(c);
      return wrong(s, a);
    case 'shootout': {
      if (!['declare-hit', 'bust', 'aim', 'absorb'].includes(a.type)) return wrong(s, a);
      const r = answer(c, seat, a as Parameters<typeof answer>[2]);
      if (!r.ok) return r;
      if (r.value) endTurn(c);
      return ok(true);
    }
    default:
      return refuse('GAME_OVER', '', 'This game is over.');
  }
}

/** `afterCopAction` once `r` went through (a bribe in the defer phase, a rebuff). */
function thenAfterCop(c: Ctx, r: R): R {
  if (r.ok) afterCopAction(c);
  return r;
}

function buyPhase(c: Ctx, seat: number, a: GangstersAction): R {
  switch (a.type) {
    case 'buy':
      return applyBuy(c, seat);
    case 'improve':
      return applyImprove(c, seat);
    case 'sell':
      return applySell(c, seat, a.joint);
    case 'equip':
      return applyEquip(c, seat, a.item);
    case 'offer-trade':
      return applyOffer(c, seat, { to: a.to, give: a.give, get: a.get });
    case 'roll':
      rollDice(c);
      return ok(true);
    default:
      return wrong(c.s, a);
  }
}

/**
 * After a Cop action that went through: its rebuff window, else what follows it. A function rather than a
 * closure made per Cop action (each closure costs an allocation, and a name under tsx).
 */
function afterCop(c: Ctx, r: R): R {
  if (r.ok) {
    if (c.s.phase === 'rebuff') closeWindowIfDone(c);
    else afterCopAction(c);
  }
  return r;
}

function copPhase(c: Ctx, seat: number, a: GangstersAction): R {
  const s = c.s;
  switch (a.type) {
    case 'bribe':
      return afterCop(c, applyBribe(c, seat, a.cop));
    case 'cop-move':
      return afterCop(c, applyCopMove(c, seat, a.cop, a.to, a.facing, a.donut === true, a.subway));
    case 'cop-start':
      return afterCop(c, applyCopStart(c, seat, a.to, a.facing, a.subway));
    case 'donut-flip':
      return afterCop(c, applyDonutFlip(c, seat));
    case 'cop-none':
      if (copActionPossible(s, seat))
        return refuse('COP_REQUIRED', 'G-9.4', 'A Cop must be bribed or moved every turn.');
      log(c, 'cop-none', 'No Cop can be bribed, moved or started this turn.', 'G-9.4');
      return afterCop(c, ok(true));
    case 'clock-expired':
      if (!copActionTimed(s)) return wrong(s, a);
      // G-6.9 (edition 4): the Cop action is part of the timed phase; an unflipped "Donut 1" comes off (G-16.4).
      liftDonut(c, seat);
      return clockOut(c, 'Time! No Cop was bribed or moved, and every move of this turn is forfeit.');
    default:
      return wrong(s, a);
  }
}

function closeWindowIfDone(c: Ctx): void {
  const a = c.s.turn.copAction;
  if (a && firstRebuffSeat(c.s, a) !== null) return;
  settleCopAction(c);
  afterCopAction(c, a?.kind === 'start');
}

function movePhase(c: Ctx, seat: number, a: GangstersAction): R {
  switch (a.type) {
    case 'move':
      return applyMove(c, seat, a);
    case 'move-public':
      return applyMovePublic(c, seat, a.public, a.to, a.facing);
    case 'recruit':
      return applyRecruit(c, seat, a.piece, a.count, a.at, a.entryFacing);
    case 'retract':
      return applyRetract(c);
    case 'sell':
      return edition(c.s) >= 4 ? applySell(c, seat, a.joint) : wrong(c.s, a);
    case 'offer-trade':
      // G-7.5: from edition 5 a Gang with no Racketeers may sell a Joint to another Gang here too.
      return edition(c.s) >= 5 ? applyOffer(c, seat, { to: a.to, give: a.give, get: a.get }) : wrong(c.s, a);
    case 'end-move':
      return endMovement(c);
    case 'clock-expired':
      return clockOut(c);
    default:
      return wrong(c.s, a);
  }
}

/** G-6.9: the host's clock on the Movement Phase decision ran out; the remaining moves are forfeit. */
function clockOut(c: Ctx, words = 'Time! The remaining moves of this turn are forfeit.'): R {
  if (c.s.options.movementSeconds === null) return refuse('UNTIMED', 'G-6.9', 'This game has no Movement Phase clock.');
  c.s.turn.clockExpired = true;
  log(c, 'clock', words, 'G-6.9');
  return endMovement(c);
}

function endMovement(c: Ctx): R {
  if (finishMovement(c)) endTurn(c);
  return ok(true);
}
