/**
 * Duels (SG-11) as a decision sequence. Both sides throw their dice (one die per character, the Killer +2,
 * one blue die per manager, two per cop group); a tie is thrown again. The higher total shoots first, as
 * many arrows as the difference, one target per arrow; then the other side with the same number, and so on
 * until one side is all down (SG-11.2.3–11.2.7).
 *
 * Each arrow's outcome is a **shot**: a six-sided value the host supplies like a die — typed in from a
 * real dart gun, or rolled by the seeded source for bots and dice mode — and recorded with the action, so
 * a replay is exact. SHOT_ODDS documents the mapping: 1–3 a miss (1 in 2), 4–5 injured, the target falls
 * face up (1 in 3), 6 dead, face down (1 in 6). Against a defenceless patient in the clinic (SG-11.4.4)
 * any hit kills.
 */
import { counted } from '../../../engine/words';
import type { RollOptions } from '../../../engine/dice';
import { log } from '../../../engine/rules';
import { refuse, ok, type Result } from '../../../engine/result';
import { edition, findCharacter, type Duel, type Phase, type SuperGangState, type Target } from '../state';
import { gangRef, type Ctx } from './common';

export const SHOT_ODDS = { sides: 6, miss: [1, 2, 3], injured: [4, 5], dead: [6] } as const;

export function shotOutcome(value: number, clinic: boolean): Target['down'] {
  if (value <= 3) return null;
  if (clinic) return 'dead';
  return value === 6 ? 'dead' : 'injured';
}

export interface Fighter {
  readonly id: string;
  /** Dice this target throws (a character one, a manager one, each cop one). */
  readonly dice: number;
  /** SG-6.1.1: the Killer's +2. */
  readonly bonus: number;
  readonly label: string;
  /** The seat that shoots for this target's side, when its side has several (`DuelSpec.shooters`). */
  readonly seat?: number;
}

export interface DuelSpec {
  readonly cause: Duel['cause'];
  readonly clause: string;
  readonly seats: readonly [number, number];
  readonly sides: readonly [readonly Fighter[], readonly Fighter[]];
  readonly shop: string | null;
  readonly mode: Duel['mode'];
  readonly group: number | null;
  readonly resume: Phase;
  readonly square: string | null;
  /** SG-5.5.2 (edition 2): the defending seats in turn, in a killing against several gangs. */
  readonly shooters?: readonly number[];
}

function throwSide(c: Ctx, side: readonly Fighter[], who: string): number {
  let total = 0;
  for (const f of side) {
    // Quiet (a simulation's own dice, which record nothing): the die's label is not made.
    for (let k = 0; k < f.dice; k++)
      total += c.roller.die(6, c.quiet ? QUIET_DUEL_DIE : { label: `${who}: ${f.label}'s duel die` });
    total += f.bonus;
  }
  return total;
}

function targetOf(f: Fighter): Target {
  return f.seat === undefined ? { id: f.id, down: null } : { id: f.id, down: null, seat: f.seat };
}

/**
 * SG-5.5.2 (edition 2): the defenders of several gangs shoot in turn; the seat holding the gun is the
 * defenders' seat (`seats[1]`). `next`: after an arrow, the gun passes on; else (a new volley) it stays
 * with the seat holding it if he still has a target standing.
 */
function passGun(d: Duel, next: boolean): void {
  const sh = d.shooters;
  if (!sh || sh.length < 2) return;
  for (let k = 0; k < sh.length; k++) {
    if (next || k > 0) sh.push(sh.shift() as number);
    if (d.sides[1].some((t) => t.down === null && t.seat === sh[0])) break;
  }
  d.seats[1] = sh[0] as number;
}

/** Throws the dice for a duel and sets it up; ties are thrown again (our reading: a tie has no first gunner). */
export function startDuel(c: Ctx, spec: DuelSpec): void {
  let totals: [number, number] = [0, 0];
  for (;;) {
    totals = [throwSide(c, spec.sides[0], 'attack'), throwSide(c, spec.sides[1], 'defence')];
    if (totals[0] !== totals[1] || spec.cause === 'clinic') break;
    if (!c.quiet) log(c, 'duel', `Both sides threw ${totals[0]}: they throw again.`, 'SG-11.2.3');
  }
  const gunner: 0 | 1 = totals[0] >= totals[1] ? 0 : 1;
  const volley = Math.abs(totals[0] - totals[1]);
  const duel: Duel = {
    cause: spec.cause,
    clause: spec.clause,
    seats: [spec.seats[0], spec.seats[1]],
    sides: [spec.sides[0].map(targetOf), spec.sides[1].map(targetOf)],
    totals,
    gunner,
    arrows: volley,
    volley,
    shop: spec.shop,
    mode: spec.mode,
    group: spec.group,
    resume: spec.resume,
    square: spec.square,
    ...(spec.shooters ? { shooters: [...spec.shooters] } : {}),
  };
  if (gunner === 1) passGun(duel, false);
  c.s.duel = duel;
  c.s.turn.phase = 'duel';
  const clinic = spec.cause === 'clinic' && edition(c.s) >= 8 ? 'SG-11.4.4' : 'SG-11.2.4';
  if (!c.quiet) log(c, 'duel', duelWords(c.s, spec.cause, totals, gunner, volley), clinic, { totals, volley });
}

/**
 * The line after a duel's dice. Edition 8 says it as a family would, after the dice it sums up: "The
 * attackers count 8 and the defenders 3: the attackers shoot first. Each side in turn shoots 5 arrows, the
 * difference, until one side is all down." (SG-11.2.4, SG-11.2.6, SG-11.2.7); at the clinic, "The
 * attacker counts 5: 5 arrows at the patient, who cannot shoot back." (SG-11.4.4, cited). Before: "Duel:
 * attackers 8 against defenders 3; the attackers shoot first, 5 arrows a volley."
 */
function duelWords(s: SuperGangState, cause: Duel['cause'], totals: [number, number], gunner: 0 | 1, volley: number) {
  const first = gunner === 0 ? 'attackers' : 'defenders';
  const arrows = counted(volley, 'arrow');
  if (edition(s) < 8)
    return `Duel: attackers ${totals[0]} against defenders ${totals[1]}; the ${first} shoot first, ${arrows} a volley.`;
  if (cause === 'clinic') return `The attacker counts ${totals[0]}: ${arrows} at the patient, who cannot shoot back.`;
  return `The attackers count ${totals[0]} and the defenders ${totals[1]}: the ${first} shoot first. Each side in turn shoots ${arrows}, the difference, until one side is all down.`;
}

/**
 * A shot's die as the case file and the dice box name it. Edition 8 gives the patient in the clinic his
 * own odds (SG-11.4.4: any hit kills), where every shot read "1–3 miss, 4–5 injured, 6 dead".
 */
function shotLabel(s: SuperGangState, target: string, clinic: boolean): string {
  if (clinic && edition(s) >= 8) return `shot at ${target} in the clinic (1–3 miss, 4–6 dead)`;
  return `shot at ${target} (1–3 miss, 4–5 injured, 6 dead)`;
}

/**
 * An arrow's outcome. Edition 8 names a gangster with his gang ("{seat:1}'s killer is shot dead.",
 * "… is hit and injured."), where edition 7 gave his piece alone ("blue-killer is hit: dead."), and the case file named
 * his owner only when he reached the graveyard.
 */
function shotWords(s: SuperGangState, target: string, down: Target['down']): string {
  if (edition(s) < 8) return down === null ? `The arrow misses ${target}.` : `${target} is hit: ${down}.`;
  const ch = findCharacter(s, target);
  const who = ch ? `${gangRef(s, ch.gang)}'s ${ch.kind}` : target;
  if (down === null) return `The arrow misses ${who}.`;
  return down === 'dead' ? `${who} is shot dead.` : `${who} is hit and injured.`;
}

export function standing(side: readonly Target[]): Target[] {
  return side.filter((t) => t.down === null);
}

/** Is every target of `side` down (`standing` empty, without making its list)? */
function allDown(side: readonly Target[]): boolean {
  for (let i = 0; i < side.length; i++) if ((side[i] as Target).down === null) return false;
  return true;
}

/**
 * The options of a die thrown in a simulation (a quiet context): its roller records nothing, so the
 * label each die of a real game gets (a line of its own in the case file) is not made for it.
 */
const QUIET_DUEL_DIE: RollOptions = Object.freeze({ label: 'duel die' });
const QUIET_SHOT: RollOptions = Object.freeze({ label: 'shot' });

/** The seat that must shoot now, or null when no duel is on. */
export function gunnerSeat(d: Duel): number {
  return d.seats[d.gunner];
}

/**
 * One arrow at a target of the other side; the shot value comes from the roller (typed, scripted or
 * seeded). Returns the winning side once one side is all down.
 */
export function shoot(c: Ctx, target: string): Result<0 | 1 | null> {
  const d = c.s.duel;
  if (!d) return refuse('NO_DUEL', 'SG-11.2.4', 'There is no duel going on.');
  const other = d.sides[d.gunner === 0 ? 1 : 0];
  const t = other.find((x) => x.id === target);
  if (!t) return refuse('NOT_A_TARGET', 'SG-11.2.4', 'Aim at a target of the other side.');
  if (t.down) return refuse('ALREADY_DOWN', 'SG-11.2.9', 'That target is already down; aim at one still standing.');
  const clinic = d.cause === 'clinic';
  const style = c.s.options.duelStyle ?? 'dice';
  // Quiet (a simulation's own dice, which record nothing): a thrown shot's label is not made.
  const value = c.roller.die(
    SHOT_ODDS.sides,
    c.quiet && style === 'dice'
      ? QUIET_SHOT
      : {
          label: shotLabel(c.s, target, clinic),
          // Aimed or read off a real dart gun by the seat shooting (bots roll): SG-11.2.4.
          ...(style === 'dice' ? {} : { supply: { seat: gunnerSeat(d), kind: 'shot' } }),
        },
  );
  t.down = shotOutcome(value, clinic);
  d.arrows -= 1;
  if (!c.quiet)
    log(
      c,
      'shot',
      shotWords(c.s, target, t.down),
      t.down === 'dead' ? 'SG-11.2.8' : t.down === 'injured' ? 'SG-11.2.8' : 'SG-11.2.4',
      { target, value, down: t.down },
    );
  if (allDown(other)) return ok(d.gunner);
  if (d.gunner === 1) passGun(d, true);
  if (d.arrows > 0) return ok(null);
  // SG-11.4.4: the patient cannot shoot back; the attack is over when the arrows are.
  if (clinic) return ok(1);
  d.gunner = d.gunner === 0 ? 1 : 0;
  d.arrows = d.volley;
  if (d.gunner === 1) passGun(d, false);
  if (!c.quiet)
    log(
      c,
      'duel',
      `The ${d.gunner === 0 ? 'attackers' : 'defenders'} shoot back, ${counted(d.volley, 'arrow')}.`,
      'SG-11.2.6',
    );
  return ok(null);
}
