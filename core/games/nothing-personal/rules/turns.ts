/**
 * Turn-bound actions: the opening placement (NP-3.15), a Commission turn (NP-6), a gangster's
 * action in The Crew with Blackmail permission (NP-7.7, NP-7.13), the Fence (NP-8.3) and the
 * Family's choices (NP-10.3).
 */
import { ok, refuse, type Result } from '../../../engine/result';
import type { Roller } from '../../../engine/dice';
import type { JsonValue } from '../../../engine/json';
import type { NpAction } from '../actions';
import { content } from '../content';
import { edition, topInterrupt, type NpState } from '../state';
import { hasActiveAbility, useAbility } from './abilities';
import { useCard } from './cards';
import { fillPosition, isFamilyChoice } from './family';
import { finishGangsterAction } from './flow';
import { checkPlacement, designFor, placeFromCard } from './influence';
import { startMove } from './make-a-move';
import { causeFirst, DONE } from './markers';
import {
  addMarkers,
  card,
  control,
  discardFromHand,
  drawInfluence,
  gangsterAt,
  payBank,
  position,
  up,
  type Ctx,
} from './model';
import { usePower } from './powers';
import { log } from '../../../engine/rules';
import { copyNpState } from '../copy';
import { counted, seatRef } from '../../../engine/words';

/** NP-3.15: one marker at a time, clockwise from the ring, three rounds. */
export function placeOpening(ctx: Ctx, seat: number, pos: number): Result<true> {
  const s = ctx.s;
  const st = s.stage;
  if (st.kind !== 'placement' || st.turn !== seat)
    return refuse('NOT_YOUR_TURN', 'NP-3.15', 'It is not your turn to place.');
  if (gangsterAt(s, pos) === null) return refuse('BAD_TARGET', 'NP-3.15', 'Place your marker on a gangster.');
  const at = ctx.events.length;
  addMarkers(ctx, pos, seat, 1);
  if (!ctx.quiet) {
    log(ctx, 'influence', `${seatRef(seat)} places a marker on the ${position(pos).name}.`, 'NP-3.15');
    causeFirst(ctx, at);
  }
  st.placed++;
  st.turn = (st.turn + 1) % s.seats;
  return DONE;
}

/** Whether the Ante may be raised: every seat has acted or passed once (NP-6.4.1). */
export function anteOpen(s: NpState): boolean {
  const st = s.stage;
  return st.kind === 'commission' && st.acted.every((a, k) => a || st.passed[k]);
}

/** NP-6.5.1: pay at least the Ante; paying more (or opening it in the second round) sets it. */
function payAnte(ctx: Ctx, seat: number, ante: number, extraCost: number): Result<true> {
  const s = ctx.s;
  const st = s.stage;
  if (st.kind !== 'commission') return DONE;
  if (ante < st.ante)
    return refuse('ANTE', 'NP-6.5.1', `You must pay the Ante of $${st.ante} (or more) to play a card.`);
  if (ante > st.ante && !anteOpen(s))
    return refuse('ANTE_NOT_YET', 'NP-6.4.1', 'The Ante opens once everyone has had a turn.');
  if ((s.money[seat] ?? 0) < ante + extraCost)
    return refuse('CANNOT_AFFORD', 'NP-6.5.1', `You need $${ante + extraCost}.`);
  if (ante > 0) {
    payBank(ctx, seat, ante);
    if (!ctx.quiet) {
      if (ante > st.ante) log(ctx, 'ante', `${seatRef(seat)} raises the Ante to $${ante}.`, 'NP-6.5.1');
      // Edition 7 says so when the standing Ante is paid too: older games took the money without a word.
      else if (edition(s) >= 7) log(ctx, 'ante', `${seatRef(seat)} pays the Ante of $${ante}.`, 'NP-6.5.1');
    }
    st.ante = ante;
  }
  return DONE;
}

/** A Commission turn: play, use, discard-place or pass (NP-6.1.2). */
export function commissionTurn(ctx: Ctx, seat: number, a: NpAction): Result<true> {
  const s = ctx.s;
  const st = s.stage;
  if (st.kind !== 'commission' || st.turn !== seat)
    return refuse('NOT_YOUR_TURN', 'NP-6.1.6', 'It is not your Commission turn.');
  if (a.type === 'pass') {
    st.passed[seat] = true;
    if (!ctx.quiet) log(ctx, 'pass', `${seatRef(seat)} passes.`, 'NP-6.1.5');
  } else if (a.type === 'play' || a.type === 'use' || a.type === 'discard-place') {
    const design = designFor(a.card);
    if (!design || !(s.hands[seat] ?? []).includes(a.card))
      return refuse('NO_CARD', 'NP-6.1.3', 'You do not hold that card.');
    if (a.type === 'play') {
      const placed = checkPlacement(s, seat, design, a.targets, a.extra, (s.money[seat] ?? 0) - a.ante);
      if (!placed.ok) return placed;
      const gift = design.effect?.kind === 'gift-other';
      if (gift && (a.to === null || a.to === seat || a.to >= s.seats)) {
        return refuse('NAME_PLAYER', 'NP-6.8.1', 'Name another player to receive the extra marker.');
      }
      const paid = payAnte(ctx, seat, a.ante, a.extra ? content().board.costs.extraInfluence : 0);
      if (!paid.ok) return paid;
      discardFromHand(s, seat, a.card);
      placeFromCard(ctx, seat, design, placed.value, a.extra);
      // NP-6.8.1: other effects come after placing.
      if (gift && a.to !== null) s.interrupts.push({ kind: 'gift', seat: a.to });
    } else if (a.type === 'use') {
      if (design.icons.length > 0 && !design.effect?.or)
        return refuse('NOT_OR', 'NP-6.9.1', `${design.name} has no OR ability.`);
      const paid = payAnte(ctx, seat, a.ante, 0);
      if (!paid.ok) return paid;
      discardFromHand(s, seat, a.card);
      const used = useCard(ctx, seat, design, a);
      if (!used.ok) return used;
    } else {
      if (gangsterAt(s, a.pos) === null) return refuse('BAD_TARGET', 'NP-6.3.2', 'Name a gangster on the board.');
      if ((s.supply[seat] ?? 0) < 1) return refuse('NOT_ENOUGH_MARKERS', 'NP-6.2.6', 'You have no markers left.');
      const paid = payAnte(ctx, seat, a.ante, 0);
      if (!paid.ok) return paid;
      discardFromHand(s, seat, a.card);
      const at = ctx.events.length;
      addMarkers(ctx, a.pos, seat, 1);
      if (!ctx.quiet) {
        log(
          ctx,
          'influence',
          `${seatRef(seat)} discards a card to put one marker on the ${position(a.pos).name}.`,
          'NP-6.3.2',
        );
        causeFirst(ctx, at);
      }
    }
    st.acted[seat] = true;
  } else {
    return refuse('NOT_NOW', 'NP-6.1.2', 'In The Commission you play or discard a card, or pass.');
  }
  st.turn = (seat + 1) % s.seats;
  return DONE;
}

/** The seat that controls the gangster acting now, or null. */
export function actingSeat(s: NpState): number | null {
  if (s.stage.kind !== 'crew-action' || s.interrupts.length > 0) return null;
  return control(s, s.stage.pos).seat;
}

/** A gangster's action in The Crew (NP-7.7.1): power, ability, move or pass — through the blackmailer if any. */
export function gangsterAction(ctx: Ctx, seat: number, a: NpAction, permitted = false): Result<true> {
  const s = ctx.s;
  const st = s.stage;
  if (st.kind !== 'crew-action') return refuse('NOT_NOW', 'NP-7.7.1', 'Gangster actions are taken in The Crew.');
  const pos = st.pos;
  const g = gangsterAt(s, pos);
  if (!g || control(s, pos).seat !== seat)
    return refuse('NOT_YOUR_GANGSTER', 'NP-7.7.1', 'You do not control the gangster acting now.');
  if (a.type !== 'pass') {
    const m = s.marks[g];
    const blackmailer = m?.blackmail ?? null;
    if (!permitted && blackmailer !== null && blackmailer >= 0 && blackmailer !== seat) {
      const text = st.refused.length === 0 ? '' : JSON.stringify(a);
      if (st.refused.some((r) => JSON.stringify(r) === text)) {
        return refuse('BLACKMAILED', 'NP-7.13.2', 'The blackmailer already refused that action.');
      }
      const check = precheck(ctx, seat, pos, a);
      if (!check.ok) return check;
      s.interrupts.push({ kind: 'blackmail', pos, actor: seat, blackmailer, proposal: a as unknown as JsonValue });
      if (!ctx.quiet)
        log(
          ctx,
          'blackmail',
          `${seatRef(seat)} asks ${seatRef(blackmailer)} for permission to act with ${card(g).name}.`,
          'NP-7.13.1',
        );
      return DONE;
    }
  }
  let r: Result<true>;
  switch (a.type) {
    case 'pass':
      if (!ctx.quiet) log(ctx, 'pass', `${card(g).name} eats a cannoli (pass).`, 'NP-7.7.5');
      r = DONE;
      break;
    case 'power':
      r = usePower(ctx, seat, pos, a);
      break;
    case 'ability':
      r = hasActiveAbility(g)
        ? useAbility(ctx, seat, pos, a)
        : refuse('NO_ABILITY', 'NP-7.7.3', `${card(g).name} has no special action.`);
      break;
    case 'move': {
      const target = up(pos);
      if (target === null || gangsterAt(s, target) === null)
        return refuse('NO_TARGET', 'NP-7.8.2', 'There is no gangster at the end of this arrow.');
      startMove(ctx, pos);
      r = DONE;
      break;
    }
    default:
      return refuse('NOT_NOW', 'NP-7.7.1', 'Choose a power, a special action, a move or pass.');
  }
  if (r.ok) finishGangsterAction(s, pos, g);
  return r;
}

/**
 * Checks before asking a blackmailer, so nobody is asked about an impossible action. From edition 4
 * the action is tried in full on a copy (with dice that are never used: every refusal comes before a
 * roll), so bad input — a hit the family cannot pay for, a steal naming nobody — is refused with its
 * clause and nothing changes; editions 1–3 checked only that the action exists.
 */
function precheck(ctx: Ctx, seat: number, pos: number, a: NpAction): Result<true> {
  const s = ctx.s;
  const g = gangsterAt(s, pos);
  if (a.type === 'move') {
    const t = up(pos);
    return t !== null && gangsterAt(s, t) !== null
      ? DONE
      : refuse('NO_TARGET', 'NP-7.8.2', 'There is no gangster at the end of this arrow.');
  }
  if (a.type === 'power' && position(pos).power === 'none')
    return refuse('NO_POWER', 'NP-15.9.1', 'The Capo has no power.');
  if (a.type === 'ability' && (!g || !hasActiveAbility(g)))
    return refuse('NO_ABILITY', 'NP-7.7.3', 'This gangster has no special action.');
  if (edition(s) < 4) return ok(true);
  const trial: Ctx = { s: copyNpState(s), events: [], roller: UNUSED_DICE, quiet: true };
  return gangsterAction(trial, seat, a, true);
}

/** Dice for a trial run that is thrown away (see `precheck`). */
const UNUSED_DICE: Roller = {
  die: () => 1,
  dice: (count) => Array.from({ length: count }, () => 1),
  draw: () => 0,
  shuffle: (items) => items.slice(),
};

/** The blackmailer answers (NP-7.13.1); a refusal leaves the controller to choose again or pass (NP-7.13.2). */
export function answerBlackmail(ctx: Ctx, seat: number, allow: boolean): Result<true> {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'blackmail' || w.blackmailer !== seat)
    return refuse('NOT_ASKED', 'NP-7.13.1', 'Nobody is asking you.');
  s.interrupts.pop();
  const proposal = w.proposal as unknown as NpAction;
  if (!allow) {
    if (s.stage.kind === 'crew-action') s.stage.refused.push(w.proposal);
    if (!ctx.quiet) log(ctx, 'blackmail', `${seatRef(seat)} refuses.`, 'NP-7.13.2');
    return DONE;
  }
  if (!ctx.quiet) log(ctx, 'blackmail', `${seatRef(seat)} allows it.`, 'NP-7.13.1');
  // Control may have changed hands while the blackmailer thought it over (any-time cards).
  if (control(s, w.pos).seat !== w.actor) {
    if (!ctx.quiet) log(ctx, 'blackmail', 'The moment has passed: the gangster changed hands meanwhile.', 'NP-7.13.1');
    return DONE;
  }
  // The board may have changed too (Leo Seyfarth moved, a card played out of turn): if the action no
  // longer fits it, nothing of it happens and the controller chooses again.
  const before = copyNpState(s);
  const logged = ctx.events.length;
  const done = gangsterAction(ctx, w.actor, proposal, true);
  if (done.ok) return done;
  ctx.s = before;
  // The lines of what did not happen go; a die taken meanwhile stays taken, and from edition 9 its line is
  // among them (filed in place), so it stays too.
  const dropped = ctx.events.splice(logged);
  for (const e of dropped) if (e.type === 'roll' || e.type === 'draw' || e.type === 'shuffle') ctx.events.push(e);
  if (!ctx.quiet)
    log(ctx, 'blackmail', `The moment has passed: ${done.error.message} Choose again.`, done.error.clause);
  return DONE;
}

/** The most cards `seat` may buy at the Fence: what its money pays for and the decks hold (NP-8.3.1). */
export function fenceMost(s: NpState, seat: number): number {
  return Math.min(
    Math.floor((s.money[seat] ?? 0) / content().board.costs.fenceCard),
    s.influenceDeck.length + s.influenceDiscard.length,
  );
}

/** NP-8.3: buy cards at $10 each, chosen before drawing. */
export function fenceBuy(ctx: Ctx, seat: number, count: number): Result<true> {
  const s = ctx.s;
  const st = s.stage;
  if (st.kind !== 'fence' || (st.turn + st.done) % s.seats !== seat)
    return refuse('NOT_YOUR_TURN', 'NP-8.2.1', 'It is not your turn at the Fence.');
  const price = content().board.costs.fenceCard;
  if (count * price > (s.money[seat] ?? 0))
    return refuse(
      'CANNOT_AFFORD',
      'NP-8.3.1',
      count === 1 ? `1 card costs $${price}.` : `${count} cards cost $${count * price}.`,
    );
  if (count > s.influenceDeck.length + s.influenceDiscard.length)
    return refuse('DECK_EMPTY', 'NP-8.3.1', 'The deck has not that many cards.');
  if (count > 0) {
    payBank(ctx, seat, count * price);
    // Edition 7 says what was bought and paid; older games logged only the draw, like the free one.
    if (edition(s) >= 7 && !ctx.quiet)
      log(
        ctx,
        'buy',
        `${seatRef(seat)} buys ${counted(count, 'influence card')} at the Fence for $${count * price}.`,
        'NP-8.3.1',
      );
    drawInfluence(ctx, seat, count, 'NP-8.3.2');
  }
  st.done++;
  return DONE;
}

/** NP-10.3-ex1: the controller above the empty position picks who moves up. */
export function familyFill(ctx: Ctx, seat: number, gid: string): Result<true> {
  const s = ctx.s;
  if (!isFamilyChoice(s, seat, gid))
    return refuse('BAD_CHOICE', 'NP-10.3.2', 'Choose one of the gangsters allowed to fill this position.');
  if (s.stage.kind === 'family') fillPosition(ctx, s.stage.pos, gid);
  return DONE;
}
