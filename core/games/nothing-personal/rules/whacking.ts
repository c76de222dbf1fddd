/**
 * Whacking a gangster (NP-13.2): roll the Whack die — gun or Capo kills the target, 7 kills the
 * shooter, blank is a shameful miss. Respect only moves for targets worth more than zero (NP-13.3).
 */
import { refuse, type Result } from '../../../engine/result';
import { content } from '../content';
import { edition, isCopyOf, topInterrupt, type NpState, type WhackStyleJson } from '../state';
import { CAPO, type WhackFaceKind } from '../types';
import {
  addRespect,
  card,
  control,
  freeRerollSeat,
  spendFreeReroll,
  fromBank,
  gangsterAt,
  position,
  removeGangster,
  tieBreaker,
  type Ctx,
} from './model';
import { causeFirst } from './markers';
import { rollStatDie, rolledStats } from './stats';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

/**
 * How a particular hit differs from a plain one (gangster abilities, NP-17–19): `gain` is the
 * Respect for a success (8 for Baby Face Nelson, 0 for Mike Fitz), `suicide` is Tom Vaselini
 * (NP-17.1), `reroll` Morris Caruso (NP-17.4), `announcePay` Machine Gun Kelly (NP-19.8).
 */
export type WhackStyle = WhackStyleJson;

export const PLAIN_WHACK: WhackStyle = {
  gain: content().board.swing.whack,
  suicide: false,
  reroll: false,
  announcePay: 0,
};

/** What a hit on `target` costs on top of the shooter's price (NP-15.9.2). */
export const capoSurcharge = (target: number): number => (target === CAPO ? content().board.costs.capoSurcharge : 0);

/**
 * The refusal of a hit its family cannot pay for. From edition 5 it names the clause that sets the
 * price: the Capo's surcharge (NP-15.9.2) when he is the target, else the shooter's own price, `clause`
 * (the Third Guy's $10, NP-15.1.1; a gangster's, NP-7.7.3). Editions 1–4 named NP-15.9.2 for every hit.
 */
export function hitTooDear(s: NpState, target: number, cost: number, clause: string): Result<true> {
  if (edition(s) < 5) return refuse('CANNOT_AFFORD', 'NP-15.9.2', `This hit costs $${cost}.`);
  if (target !== CAPO) return refuse('CANNOT_AFFORD', clause, `This hit costs $${cost}.`);
  const more = content().board.costs.capoSurcharge;
  return refuse('CANNOT_AFFORD', 'NP-15.9.2', `This hit costs $${cost}: whacking the Capo costs $${more} more.`);
}

/** Rolls the Whack die: a d6 mapped through resources/nothing-personal/dice.json. */
export function rollWhackDie(ctx: Ctx): WhackFaceKind {
  const d6 = ctx.roller.die(6, { label: 'Whack die' });
  const face = content().dice.whack.faces[d6 - 1];
  if (!face) throw new Error(`whack die has no face ${d6}`);
  return face.kind;
}

/**
 * The Respect NP-13.3.1 reads ("a Gangster that has zero or negative Respect"): the Respect printed
 * on his card, the rulebook's "Gangster Respect" as opposed to the "Position Respect bonus" (NP-7.8.3).
 * Games of edition 1 read position plus card. From edition 3 Dombino Crapshooti's is rolled instead
 * (NP-18.8): see `landHit` and `finishMove`.
 */
export function worth(s: NpState, pos: number, gid: string): number {
  return edition(s) >= 2 ? card(gid).respect : position(pos).respect + card(gid).respect;
}

/** The card that calls a hit off (NP-16.10) and the gangster who can (NP-19.2). */
export const TESTIMONY = 'testimony-unsealed';
const holds = (s: NpState, seat: number, design: string): boolean =>
  (s.hands[seat] ?? []).some((c) => isCopyOf(c, design));

/** The seat controlling a gangster who may call hits off, with the fee in hand (NP-19.2). */
export function callOffSeat(s: NpState): { seat: number; cost: number } | null {
  for (let pos = 1; pos <= 9; pos++) {
    const g = gangsterAt(s, pos);
    const a = g ? card(g).ability : null;
    if (a?.kind !== 'cancel-whack') continue;
    const seat = control(s, pos).seat;
    const cost = a.cost ?? 0;
    if (seat !== null && (s.money[seat] ?? 0) >= cost) return { seat, cost };
  }
  return null;
}

/**
 * Whether the window before the die opens. It opens for every seat whenever anyone could answer,
 * so the table learns only that somebody might — not who (see rules-coverage.md).
 */
function anyoneCanCallOff(s: NpState): boolean {
  if (callOffSeat(s) !== null) return true;
  for (let k = 0; k < s.seats; k++) if (holds(s, k, TESTIMONY)) return true;
  return false;
}

/**
 * The gangster in `from`, controlled by `seat`, calls a hit on the one in `target` (costs are paid
 * by the caller). The die is rolled at once, or after the response window closes.
 */
export function whack(ctx: Ctx, seat: number, from: number, target: number, style: WhackStyle): void {
  const s = ctx.s;
  const shooter = gangsterAt(s, from);
  const victim = gangsterAt(s, target);
  if (!shooter || !victim) return;
  if (style.announcePay > 0) fromBank(ctx, seat, style.announcePay); // NP-19.8: paid when called
  if (!ctx.quiet)
    log(ctx, 'whack', `${card(shooter).name} goes after ${card(victim).name} (${position(target).name}).`, 'NP-13.2.1');
  if (anyoneCanCallOff(s)) {
    s.interrupts.push({ kind: 'whack', seat, shooter, victim, style, declined: [] });
    return;
  }
  rollWhack(ctx, seat, shooter, victim, style);
}

/** A seat lets the hit go ahead; when every seat has, the die is rolled. */
export function letWhackStand(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'whack') return;
  if (!w.declined.includes(seat)) w.declined.push(seat);
  if (w.declined.length < s.seats) return;
  s.interrupts.pop();
  rollWhack(ctx, w.seat, w.shooter, w.victim, w.style);
}

/** Calls the hit in the open window off (NP-16.10, NP-19.2). */
export function callOff(ctx: Ctx, who: number, clause: string): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'whack') return;
  s.interrupts.pop();
  if (!ctx.quiet)
    log(ctx, 'whack', `${seatRef(who)} calls the hit on ${card(w.victim).name} off before the die is rolled.`, clause);
  oneWayTrip(ctx, w.shooter, w.style);
}

/**
 * Edition 6: Tom Vaselini's trip is one-way (NP-17.1). His card has him "never seen again, whatever the
 * die says", so he is gone also when his hit is called off before the die (NP-16.10, NP-19.2) or
 * fizzles because his target left the board first; his family loses no Respect, as the hit did not fail.
 * Editions 1–5 left him on the board then.
 */
function oneWayTrip(ctx: Ctx, shooter: string, style: WhackStyle): void {
  if (!style.suicide || edition(ctx.s) < 6) return;
  const at = ctx.s.positions.indexOf(shooter);
  if (at >= 0) removeGangster(ctx, at + 1, 'fishes', 'NP-17.1');
}

/** "Whacky" Insurance (NP-16.11): the victim's family gets its Respect back (if it lost any) and $10. */
export function claimInsurance(ctx: Ctx, seat: number): boolean {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'insurance' || w.seat !== seat) return false;
  s.interrupts.pop();
  addRespect(ctx, seat, w.loss);
  const paid = fromBank(ctx, seat, 10);
  if (!ctx.quiet)
    log(ctx, 'insurance', `${seatRef(seat)} was insured: no Respect lost, and the bank pays $${paid}.`, 'NP-16.11');
  return true;
}

function rollWhack(ctx: Ctx, seat: number, shooter: string, victim: string, style: WhackStyle): void {
  const s = ctx.s;
  const target = s.positions.indexOf(victim) + 1;
  if (target === 0 || !s.positions.includes(shooter)) {
    if (!ctx.quiet) log(ctx, 'whack', 'The hit fizzles: shooter or target left the board first.', 'NP-13.2.1');
    oneWayTrip(ctx, shooter, style);
    return;
  }
  let face = rollWhackDie(ctx);
  const missed = face !== 'gun' && face !== 'capo';
  if (style.reroll && missed && edition(s) >= 3) {
    // NP-17.4 "Morris can re-roll": his family chooses, in the window Marco's favour uses too.
    s.interrupts.push({ kind: 'whack-reroll', seat, shooterSeat: seat, shooter, victim, style, face });
    return;
  }
  if (style.reroll && missed) {
    if (!ctx.quiet) log(ctx, 'reroll', `${card(shooter).name} rolls the Whack die again.`, 'NP-17.4');
    face = rollWhackDie(ctx);
  }
  offerMarco(ctx, seat, shooter, victim, edition(s) >= 3 ? { ...style, reroll: false } : style, face);
}

/** Marco Zohgoli's window on the Whack die (NP-17.3), else the hit is resolved at once. */
function offerMarco(ctx: Ctx, seat: number, shooter: string, victim: string, style: WhackStyle, face: WhackFaceKind) {
  const marco = freeRerollSeat(ctx.s);
  if (marco !== null) {
    ctx.s.interrupts.push({ kind: 'whack-reroll', seat: marco, shooterSeat: seat, shooter, victim, style, face });
    return;
  }
  resolveWhack(ctx, seat, shooter, victim, style, face);
}

/** Edition 3: whether the open Whack-die window is Morris Caruso's own re-roll (NP-17.4), not Marco's. */
export function isMorrisWindow(s: NpState, w: { style: WhackStyle }): boolean {
  return edition(s) >= 3 && w.style.reroll;
}

/**
 * Marco Zohgoli's controller answers: roll the Whack die again for free, or let it stand (NP-17.3).
 * From edition 3 the same window first asks Morris Caruso's family after a miss (NP-17.4).
 */
export function answerWhackReroll(ctx: Ctx, again: boolean): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'whack-reroll') return;
  s.interrupts.pop();
  let face = w.face as WhackFaceKind;
  if (isMorrisWindow(s, w)) {
    if (again) {
      if (!ctx.quiet) log(ctx, 'reroll', `${card(w.shooter).name} rolls the Whack die once more.`, 'NP-17.4');
      face = rollWhackDie(ctx);
    }
    offerMarco(ctx, w.shooterSeat, w.shooter, w.victim, { ...w.style, reroll: false }, face);
    return;
  }
  if (again) {
    spendFreeReroll(s);
    if (!ctx.quiet)
      log(ctx, 'reroll', `${seatRef(w.seat)} uses Marco Zohgoli's favour: the Whack die is rolled again.`, 'NP-17.3');
    face = rollWhackDie(ctx);
  }
  resolveWhack(ctx, w.shooterSeat, w.shooter, w.victim, w.style, face);
}

function resolveWhack(
  ctx: Ctx,
  seat: number,
  shooter: string,
  victim: string,
  style: WhackStyle,
  face: WhackFaceKind,
): void {
  const s = ctx.s;
  const swing = content().board.swing.whack;
  const target = s.positions.indexOf(victim) + 1;
  if (target === 0 || !s.positions.includes(shooter)) {
    if (!ctx.quiet) log(ctx, 'whack', 'The hit fizzles: shooter or target left the board first.', 'NP-13.2.1');
    oneWayTrip(ctx, shooter, style);
    return;
  }
  if (face === 'gun' || face === 'capo') {
    landHit(ctx, seat, shooter, victim, style, null);
    return;
  }
  if (face === 'seven') {
    const at = ctx.events.length;
    removeGangster(ctx, s.positions.indexOf(shooter) + 1, 'fishes', 'NP-13.2.4');
    addRespect(ctx, seat, -swing);
    if (!ctx.quiet) {
      log(ctx, 'respect', `A 7: the shooter is killed instead. ${seatRef(seat)} −${swing} Respect.`, 'NP-13.2.4');
      // Edition 9: what the die says comes before the shooter goes to the fishes; older games told it after.
      causeFirst(ctx, at, 9);
    }
    return;
  }
  addRespect(ctx, seat, -swing);
  if (!ctx.quiet)
    log(ctx, 'respect', `A blank: the hit fails. ${seatRef(seat)} −${swing} Respect for the shame.`, 'NP-13.2.5');
  if (style.suicide) removeGangster(ctx, s.positions.indexOf(shooter) + 1, 'fishes', 'NP-17.1');
}

/**
 * The hit lands (NP-13.2.2–13.2.3). `victimWorth` is Dombino's rolled Respect when he is the victim:
 * from edition 3 it is rolled here, as a stat die Marco's controller may have rolled again (NP-18.8,
 * NP-17.3), and the hit goes on from `resumeStat` once it stands.
 */
export function landHit(
  ctx: Ctx,
  seat: number,
  shooter: string,
  victim: string,
  style: WhackStyle,
  victimWorth: number | null,
): void {
  const s = ctx.s;
  const swing = content().board.swing.whack;
  const target = s.positions.indexOf(victim) + 1;
  if (target === 0) {
    if (!ctx.quiet) log(ctx, 'whack', 'The hit fizzles: the target left the board first.', 'NP-13.2.1');
    oneWayTrip(ctx, shooter, style);
    return;
  }
  const tied = control(s, target).tied;
  if (tied.length > 1 && edition(s) >= 4) {
    // NP-7.2.6, NP-13.2.3: whose gangster he was is ruled before the hit is settled (edition 4).
    const chooser = tieBreaker(s);
    const hit = { seat, shooter, victim, style, worth: victimWorth };
    s.interrupts.push({ kind: 'tie', pos: target, tied: tied.slice(), chooser, hit });
    if (!ctx.quiet)
      log(
        ctx,
        'tie',
        edition(s) >= 7
          ? `The hit lands on ${card(victim).name}, whose control is tied: ${seatRef(chooser)} first rules whose gangster that was.`
          : `The hit lands on ${card(victim).name}, whose control is tied: ${seatRef(chooser)} rules whose gangster he was first.`,
        'NP-7.2.6',
      );
    return;
  }
  const victimSeat = control(s, target).seat;
  let value = victimWorth ?? worth(s, target, victim);
  if (victimWorth === null && edition(s) >= 3 && rolledStats(victim)) {
    const rolled = rollStatDie(ctx, victim, 'respect', seat, { kind: 'whack-victim', seat, shooter, style });
    if (rolled === null) return;
    value = rolled;
  }
  // Edition 9 tells the hit, and the Respect it moves, before its victim goes to the fishes (`causeFirst`).
  const at = ctx.events.length;
  removeGangster(ctx, target, 'fishes', 'NP-13.2.2');
  if (value > 0) {
    if (victimSeat !== null) addRespect(ctx, victimSeat, -swing);
    addRespect(ctx, seat, style.gain);
    if (!ctx.quiet)
      log(
        ctx,
        'respect',
        `The hit lands: ${hitSwing(s, seat, victimSeat, style.gain, swing)}.`,
        style.gain === 0 && edition(s) >= 4 ? 'NP-18.12' : 'NP-13.2.3',
      );
    causeFirst(ctx, at, 9);
    // NP-16.11: the victim's family is always asked, so nobody learns whether it holds the card. From
    // edition 4 also when it made the hit itself: it is the victim's family all the same (NP-13.2.3).
    if (victimSeat !== null && (victimSeat !== seat || edition(s) >= 4)) {
      s.interrupts.push({ kind: 'insurance', seat: victimSeat, loss: swing });
    }
  } else {
    if (!ctx.quiet) {
      // Edition 4 names the family whose hit it was, as a hit worth Respect does (older texts stay).
      const whose = edition(s) >= 4 ? ` for ${seatRef(seat)}` : '';
      log(
        ctx,
        'respect',
        `The hit lands${whose}, but the victim was worth no Respect: none changes hands.`,
        'NP-13.3.1',
      );
      causeFirst(ctx, at, 9);
    }
    // NP-16.11: the hit succeeded all the same, so from edition 4 the victim's family may still play
    // its Insurance — there is no Respect to keep, but the bank's $10 stands.
    if (victimSeat !== null && edition(s) >= 4) s.interrupts.push({ kind: 'insurance', seat: victimSeat, loss: 0 });
  }
  if (style.suicide) {
    const at = s.positions.indexOf(shooter);
    if (at >= 0) removeGangster(ctx, at + 1, 'fishes', 'NP-17.1');
  }
}

/**
 * Who gains and who loses by a hit that lands (NP-13.2.3): "{seat:0} +4 Respect, {seat:1} −4". From
 * edition 9 a family that whacked its own gangster is said to take the Respect from itself, which
 * changes nothing (or "…, and −4 for its own gangster" when it gains another amount); older lines
 * named the family twice, "{seat:0} +4 Respect, {seat:0} −4".
 */
function hitSwing(s: NpState, seat: number, victimSeat: number | null, gain: number, swing: number): string {
  if (victimSeat === seat && edition(s) >= 9)
    return gain === swing
      ? `${seatRef(seat)} takes ${swing} Respect from itself: no change`
      : `${seatRef(seat)} ${gainWords(s, gain)}, and −${swing} for its own gangster`;
  return `${seatRef(seat)} ${gainWords(s, gain)}${victimSeat !== null ? `, ${seatRef(victimSeat)} −${swing}` : ''}`;
}

/** What the shooting family gains: from edition 4 a free hit that gains nothing says so (NP-18.12), not "+0 Respect". */
function gainWords(s: NpState, gain: number): string {
  return gain === 0 && edition(s) >= 4 ? 'gains no Respect from a free hit' : `+${gain} Respect`;
}
