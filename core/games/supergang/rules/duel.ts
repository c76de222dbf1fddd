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
import { log } from '../../../engine/rules';
import { refuse, ok, type Result } from '../../../engine/result';
import type { Duel, Phase, Target } from '../state';
import type { Ctx } from './common';

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
    for (let k = 0; k < f.dice; k++) total += c.roller.die(6, { label: `${who}: ${f.label}'s duel die` });
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
    log(c, 'duel', `Both sides threw ${totals[0]}: they throw again.`, 'SG-11.2.3');
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
  log(
    c,
    'duel',
    `Duel: attackers ${totals[0]} against defenders ${totals[1]}; the ${gunner === 0 ? 'attackers' : 'defenders'} shoot first, ${counted(volley, 'arrow')} a volley.`,
    'SG-11.2.4',
    { totals, volley },
  );
}

export function standing(side: readonly Target[]): Target[] {
  return side.filter((t) => t.down === null);
}

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
  const value = c.roller.die(SHOT_ODDS.sides, {
    label: `shot at ${target} (1–3 miss, 4–5 injured, 6 dead)`,
    // Aimed or read off a real dart gun by the seat shooting (bots roll): SG-11.2.4.
    ...(style === 'dice' ? {} : { supply: { seat: gunnerSeat(d), kind: 'shot' } }),
  });
  t.down = shotOutcome(value, clinic);
  d.arrows -= 1;
  log(
    c,
    'shot',
    t.down === null ? `The arrow misses ${target}.` : `${target} is hit: ${t.down}.`,
    t.down === 'dead' ? 'SG-11.2.8' : t.down === 'injured' ? 'SG-11.2.8' : 'SG-11.2.4',
    { target, value, down: t.down },
  );
  if (standing(other).length === 0) return ok(d.gunner);
  if (d.gunner === 1) passGun(d, true);
  if (d.arrows > 0) return ok(null);
  // SG-11.4.4: the patient cannot shoot back; the attack is over when the arrows are.
  if (clinic) return ok(1);
  d.gunner = d.gunner === 0 ? 1 : 0;
  d.arrows = d.volley;
  if (d.gunner === 1) passGun(d, false);
  log(
    c,
    'duel',
    `The ${d.gunner === 0 ? 'attackers' : 'defenders'} shoot back, ${counted(d.volley, 'arrow')}.`,
    'SG-11.2.6',
  );
  return ok(null);
}
