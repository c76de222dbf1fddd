/**
 * Making a Move (NP-7.8–7.11): roll the Move die plus the mover's card Respect against the target
 * position's number; anyone may pay $10 to force a re-roll, again and again (a response window),
 * and only then is the result applied.
 */
import { content } from '../content';
import { edition, topInterrupt, type Interrupt, type NpState } from '../state';
import {
  addMarkers,
  addRespect,
  card,
  control,
  gangsterAt,
  position,
  removeGangster,
  syncRing,
  tieBreaker,
  up,
  freeRerollSeat,
  spendFreeReroll,
  type Ctx,
} from './model';
import { causeFirst } from './markers';
import { rollMoveDie, rollStatDie, rolledStats } from './stats';
import { worth } from './whacking';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

export { freeRerollSeat };

/** Seats that may still answer the re-roll window: $10 in hand, or Marco's free re-roll. */
export function rerollers(s: NpState, declined: readonly number[]): number[] {
  const cost = content().board.costs.reroll;
  const free = freeRerollSeat(s);
  const out: number[] = [];
  for (let k = 0; k < s.seats; k++) if (!declined.includes(k) && ((s.money[k] ?? 0) >= cost || free === k)) out.push(k);
  return out;
}

/** Starts a Move from `pos`: rolls, then opens the re-roll window or resolves at once. */
export function startMove(ctx: Ctx, pos: number): void {
  const s = ctx.s;
  const mover = gangsterAt(s, pos);
  const target = up(pos);
  if (!mover || target === null) return;
  // Edition 9 files the die where it is rolled, so the move is told first and its die after it; older
  // games rolled first and filed every die before the move's line anyway.
  const told = edition(s) >= 9;
  if (told && !ctx.quiet) log(ctx, 'move', moveLine(mover, target), 'NP-7.8.2');
  const face = rollMoveDie(ctx, 'Move die');
  if (!told && !ctx.quiet) log(ctx, 'move', moveLine(mover, target), 'NP-7.8.2');
  const faceIndex = content().dice.move.faces.indexOf(face);
  if (rerollers(s, []).length > 0) {
    s.interrupts.push({ kind: 'reroll', pos, mover, target, face: faceIndex, declined: [] });
  } else {
    resolveMove(ctx, pos, mover, target, faceIndex);
  }
}

/** "Joe makes a move on the Capo." (NP-7.8.2) */
const moveLine = (mover: string, target: number): string =>
  `${card(mover).name} makes a move on the ${position(target).name}.`;

/** Re-rolls inside the window (NP-7.11.1) and reopens it for everybody. */
export function reroll(ctx: Ctx, seat: number, free: boolean): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'reroll') return;
  if (free) {
    spendFreeReroll(s);
    if (!ctx.quiet)
      log(ctx, 'reroll', `${seatRef(seat)} uses Marco Zohgoli's favour: the Move die is rolled again.`, 'NP-17.3');
  } else {
    const cost = content().board.costs.reroll;
    s.money[seat] = (s.money[seat] ?? 0) - cost;
    s.bank += cost;
    if (!ctx.quiet) log(ctx, 'reroll', `${seatRef(seat)} pays $${cost}: the Move die is rolled again.`, 'NP-7.11.1');
  }
  w.face = content().dice.move.faces.indexOf(rollMoveDie(ctx, 'Move die (re-roll)'));
  w.declined = [];
  closeIfSettled(ctx);
}

/** A seat lets the roll stand; when nobody else can re-roll, the move resolves. */
export function declineReroll(ctx: Ctx, seat: number): void {
  const w = topInterrupt(ctx.s);
  if (!w || w.kind !== 'reroll') return;
  if (!w.declined.includes(seat)) w.declined.push(seat);
  closeIfSettled(ctx);
}

/** Closes the re-roll window once nobody can answer it (also after money changed hands out of turn). */
export function closeIfSettled(ctx: Ctx): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'reroll' || rerollers(s, w.declined).length > 0) return;
  s.interrupts.pop();
  resolveMove(ctx, w.pos, w.mover, w.target, w.face);
}

/** NP-7.10: success swaps places, failure costs face, a 7 kills the mover. */
export function resolveMove(ctx: Ctx, pos: number, mover: string, target: number, faceIndex: number): void {
  const s = ctx.s;
  const face = content().dice.move.faces[faceIndex];
  const victim = gangsterAt(s, target);
  const who = control(s, pos).seat;
  const swing = content().board.swing.move;
  if (
    face &&
    gangsterAt(s, pos) === mover &&
    victim &&
    moverTied(ctx, pos, mover, { pos, mover, target, face: faceIndex })
  )
    return;
  if (!face || gangsterAt(s, pos) !== mover || !victim || who === null) {
    if (!ctx.quiet) log(ctx, 'move', 'The move fizzles: the board changed before it resolved.', 'NP-7.8.1');
    return;
  }
  if (face.kind === 'seven') {
    // NP-7.8.5: a 7 is a failure (NP-7.10.4 costs 4 Respect) and kills the mover (NP-7.10.6–7.10.7).
    const at = ctx.events.length;
    removeGangster(ctx, pos, 'fishes', 'NP-7.10.7');
    addRespect(ctx, who, -swing);
    if (!ctx.quiet) {
      log(
        ctx,
        'respect',
        `A 7: ${card(mover).name} is killed making ${edition(s) >= 7 ? 'the' : 'his'} move. ${seatRef(who)} −${swing} Respect.`,
        'NP-7.8.5',
      );
      // Edition 9: what the die says comes before the mover goes to the fishes; older games told it after.
      causeFirst(ctx, at, 9);
    }
    return;
  }
  let respect = card(mover).respect;
  if (rolledStats(mover)) {
    // NP-18.8: Dombino rolls his Respect for the move; Marco may have that die rolled again (NP-17.3).
    const rolled = rollStatDie(ctx, mover, 'respect', who, { kind: 'move', pos, target, face: faceIndex });
    if (rolled === null) return;
    respect = rolled;
  }
  finishMove(ctx, pos, mover, target, faceIndex, respect);
}

/** NP-7.10 once the mover's Respect is known: success swaps places, failure costs face. */
export function finishMove(
  ctx: Ctx,
  pos: number,
  mover: string,
  target: number,
  faceIndex: number,
  respect: number,
  victimWorth: number | null = null,
): void {
  const s = ctx.s;
  const face = content().dice.move.faces[faceIndex];
  const victim = gangsterAt(s, target);
  const who = control(s, pos).seat;
  const swing = content().board.swing.move;
  const held = { pos, mover, target, face: faceIndex, respect, worth: victimWorth };
  if (face && gangsterAt(s, pos) === mover && victim && moverTied(ctx, pos, mover, null, held)) return;
  if (!face || gangsterAt(s, pos) !== mover || !victim || who === null) {
    if (!ctx.quiet) log(ctx, 'move', 'The move fizzles: the board changed before it resolved.', 'NP-7.8.1');
    return;
  }
  const total = (face.value ?? 0) + respect;
  const success = face.kind === 'eight' || total > target; // NP-7.8.4, NP-7.8.5
  if (success) {
    const tied = control(s, target).tied;
    if (tied.length > 1 && edition(s) >= 4) {
      // NP-7.2.6, NP-7.10.3: whose gangster the target was is ruled before the Respect moves (edition 4).
      const chooser = tieBreaker(s);
      s.interrupts.push({ kind: 'tie', pos: target, tied: tied.slice(), chooser, move: held });
      if (!ctx.quiet)
        log(
          ctx,
          'tie',
          edition(s) >= 7
            ? `The move on ${card(victim).name} succeeds, but control of ${card(victim).name} is tied: ${seatRef(chooser)} first rules whose gangster that was.`
            : `The move on ${card(victim).name} succeeds, and his control is tied: ${seatRef(chooser)} rules whose gangster he was first.`,
          'NP-7.2.6',
        );
      return;
    }
    const victimSeat = control(s, target).seat;
    let value = victimWorth ?? worth(s, target, victim);
    if (victimWorth === null && edition(s) >= 3 && rolledStats(victim)) {
      // NP-18.8 / NP-13.3.1: Dombino's Respect is rolled when it is needed, here as the target.
      const then = { kind: 'move-victim', pos, mover, target, face: faceIndex, respect } as const;
      const rolled = rollStatDie(ctx, victim, 'respect', who, then);
      if (rolled === null) return;
      value = rolled;
    }
    s.positions[target - 1] = mover;
    s.positions[pos - 1] = victim;
    s.sideways.push(mover, victim); // NP-7.10.2
    const at = ctx.events.length;
    syncRing(ctx);
    if (value > 0) {
      addRespect(ctx, who, swing);
      if (victimSeat !== null) addRespect(ctx, victimSeat, -swing);
    }
    if (!ctx.quiet) {
      log(
        ctx,
        'move',
        `${face.kind === 'eight' ? 'An 8' : `${sum(s, face.value ?? 0, respect)} = ${total} beats ${target}`}: ${card(mover).name} takes the ${position(target).name} position.${value > 0 ? swingWords(s, who, victimSeat, swing) : worthless(s, victim)}`,
        value > 0 || edition(s) < 4 ? 'NP-7.10.3' : 'NP-13.3.1',
      );
      // Edition 9: the move is told before the Capo ring follows it (NP-7.4.3); older games told the ring first.
      causeFirst(ctx, at, 9);
    }
    addNeutral(ctx, target);
    return;
  }
  addRespect(ctx, who, -swing);
  if (!ctx.quiet)
    log(
      ctx,
      'move',
      `${sum(s, face.value ?? 0, respect)} = ${total}, not more than ${target}: the move fails. ${seatRef(who)} −${swing} Respect.`,
      'NP-7.10.4',
    );
  addNeutral(ctx, pos);
}

/**
 * The die plus the mover's card Respect as a Move's line reads it (NP-7.8.3): "3 + 2". From edition 7 a
 * card worth less than nothing is taken away, "3 − 2"; older lines read "3 + -2".
 */
function sum(s: NpState, die: number, respect: number): string {
  return respect < 0 && edition(s) >= 7 ? `${die} − ${-respect}` : `${die} + ${respect}`;
}

/**
 * The Respect a successful Move takes (NP-7.10.3): " {seat:0} +4 Respect, {seat:1} −4.". From edition 9 a
 * family that moved its own gangster down is said to take the Respect from itself, which changes nothing;
 * older lines read "{seat:0} +4 Respect, {seat:0} −4.".
 */
function swingWords(s: NpState, who: number, victimSeat: number | null, swing: number): string {
  if (victimSeat === who && edition(s) >= 9) return ` ${seatRef(who)} takes ${swing} Respect from itself: no change.`;
  return ` ${seatRef(who)} +${swing} Respect${victimSeat !== null ? `, ${seatRef(victimSeat)} −${swing}` : ''}.`;
}

/**
 * The end of a successful Move's line when the target was worth no Respect (NP-13.3.1). From edition 4
 * it says so in words, the clause going in the event's clause field; older games keep their text.
 */
function worthless(s: NpState, victim: string): string {
  return edition(s) >= 4
    ? ` ${card(victim).name} was worth no Respect: none changes hands.`
    : ' No Respect changes hands (NP-13.3.1).';
}

type Moving = NonNullable<Extract<Interrupt, { kind: 'tie' }>['moving']>;
type Held = NonNullable<Extract<Interrupt, { kind: 'tie' }>['move']>;

/**
 * Edition 4: the mover's own control was tied while his die was open (an any-time card, a coin handed
 * over): the tie-breaker rules whose gangster he is before the Move is settled (NP-7.2.6), where
 * editions 1–3 let the Move fizzle. `moving` resumes from the roll, `held` once his Respect is known.
 */
function moverTied(ctx: Ctx, pos: number, mover: string, moving: Moving | null, held?: Held): boolean {
  const s = ctx.s;
  const tied = control(s, pos).tied;
  if (tied.length < 2 || edition(s) < 4) return false;
  const chooser = tieBreaker(s);
  s.interrupts.push({
    kind: 'tie',
    pos,
    tied: tied.slice(),
    chooser,
    ...(moving ? { moving } : {}),
    ...(held ? { move: held } : {}),
  });
  if (!ctx.quiet)
    log(
      ctx,
      'tie',
      edition(s) >= 7
        ? `Control of ${card(mover).name} is tied as the move is settled: ${seatRef(chooser)} first rules whose gangster that is.`
        : `Control of ${card(mover).name} is tied as his move is settled: ${seatRef(chooser)} rules whose gangster he is first.`,
      'NP-7.2.6',
    );
  return true;
}

/** NP-7.9.1: a neutral marker on the gangster who moved, if the supply has one. */
function addNeutral(ctx: Ctx, pos: number): void {
  if (ctx.s.neutralSupply > 0) addMarkers(ctx, pos, -1, 1);
}
