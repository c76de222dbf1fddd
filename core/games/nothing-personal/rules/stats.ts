/**
 * A gangster's Respect and money, including traits that change them (NP-7.5.2, NP-18.8, NP-19.5),
 * and the stat dice: the Move die read as a number for Antoine Bauza, Bryan da Pope, Chris
 * Bollinger (their actions) and Dombino Crapshooti (his stats). Marco Zohgoli's controller may have
 * any of them rolled again (NP-17.3), and anyone may pay $10 to have Antoine Bauza's roll rolled
 * again (NP-18.2): the rule then waits in a `stat-reroll` window and is resumed with the die's value
 * (see stat-dice.ts).
 */
import type { Interrupt, NpState, StatKind, StatThen } from '../state';
import { content, type DiceData } from '../content';
import { card, freeRerollSeat, type Ctx } from './model';

type MoveFace = DiceData['move']['faces'][number];

/** What a Move die face counts for as a stat: numbers as shown, 7 counts 0, 8 counts 6 (our reading of NP-18.2). */
export function faceStat(face: MoveFace): number {
  return face.kind === 'seven' ? 0 : face.kind === 'eight' ? 6 : (face.value ?? 0);
}

/** Rolls the Move die: a d6 mapped through the faces in resources/nothing-personal/dice.json. */
export function rollMoveDie(ctx: Ctx, label: string): MoveFace {
  const d6 = ctx.roller.die(6, { label });
  const face = content().dice.move.faces[d6 - 1];
  if (!face) throw new Error(`move die has no face ${d6}`);
  return face;
}

/** A Move die face by its index, as said aloud: "a 4", "a 7", "an 8". */
export function faceName(index: number): string {
  const face = content().dice.move.faces[index];
  const n = face?.kind === 'seven' ? 7 : face?.kind === 'eight' ? 8 : (face?.value ?? 0);
  return n === 8 ? 'an 8' : `a ${n}`;
}

/** The label of a stat die in the roll log. */
export function statLabel(gid: string, stat: StatKind): string {
  const name = card(gid).name;
  return stat === 'roll' ? `${name}'s roll` : stat === 'respect' ? `${name}'s Respect` : `${name}'s money`;
}

/**
 * Rolls a stat die of `gid` for the family `roller`. Returns its value, or null when Marco Zohgoli's
 * free re-roll is still unspent this round: then a window opens for his controller (NP-17.3) and the
 * caller stops; `then` is resumed with the value that stands once the window closes.
 */
export function rollStatDie(ctx: Ctx, gid: string, stat: StatKind, roller: number, then: StatThen): number | null {
  const face = rollMoveDie(ctx, statLabel(gid, stat));
  const value = faceStat(face);
  const index = content().dice.move.faces.indexOf(face);
  if (stat === 'roll' && paidStatReroll(gid)) {
    // NP-18.2: Antoine's die may be re-rolled for $10 — bid on like the Move die (NP-7.11.1).
    const w: StatWindow = {
      kind: 'stat-reroll',
      seat: roller,
      roller,
      gangster: gid,
      stat,
      face: index,
      value,
      then,
      declined: [],
    };
    if (statRerollers(ctx.s, w).length === 0) return value;
    ctx.s.interrupts.push(w);
    return null;
  }
  const marco = freeRerollSeat(ctx.s);
  if (marco === null) return value;
  ctx.s.interrupts.push({
    kind: 'stat-reroll',
    seat: marco,
    roller,
    gangster: gid,
    stat,
    face: index,
    value,
    then,
    declined: null,
  });
  return null;
}

type StatWindow = Extract<Interrupt, { kind: 'stat-reroll' }>;

/**
 * Whether anyone may pay $10 to have the gangster's roll rolled again: Antoine Bauza (NP-18.2), the
 * only gangster whose roll simply gains Respect (`roll-respect`, mode `gain`). Bryan da Pope and
 * Chris Bollinger (NP-18.4, NP-18.5) are not given the $10 re-roll by the rulebook.
 */
export function paidStatReroll(gid: string): boolean {
  const ab = card(gid).ability;
  return ab.kind === 'roll-respect' && ab.mode === 'gain';
}

/**
 * Seats that may still answer a stat-die window: Marco's controller alone (`declined` null), or for
 * Antoine's roll every seat that has not let it stand and has $10 or Marco's free re-roll (NP-7.11.1).
 */
export function statRerollers(s: NpState, w: StatWindow): number[] {
  const declined = w.declined;
  if (declined === null) return [w.seat];
  const cost = content().board.costs.reroll;
  const free = freeRerollSeat(s);
  return Array.from({ length: s.seats }, (_, k) => k).filter(
    (k) => !declined.includes(k) && ((s.money[k] ?? 0) >= cost || free === k),
  );
}

/** Whether a gangster's card stats are rolled each time they are needed (Dombino Crapshooti, NP-18.8). */
export const rolledStats = (gid: string): boolean => card(gid).ability.kind === 'rolled-stats';

/** The card money of a gangster once his money is known (`rolled` for Dombino), plus the Bonnie-and-Clyde bonus. */
export function cardMoneyWith(s: NpState, gid: string, rolled: number | null): number {
  const c = card(gid);
  let m = rolled ?? c.money;
  if (c.ability.kind === 'pair' && c.ability.partner && inPlay(s, c.ability.partner)) m += c.ability.amount ?? 0;
  return m;
}

/** On the board: in a position or an Associate space (NP-19.5). */
export function inPlay(s: NpState, gid: string): boolean {
  return s.positions.includes(gid) || s.associates.includes(gid);
}
