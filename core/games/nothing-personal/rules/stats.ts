/** A gangster's Respect and money, including traits that change them (NP-7.5.2, NP-18.8, NP-19.5). */
import type { NpState } from '../state';
import { content, type DiceData } from '../content';
import { card, type Ctx } from './model';

/** Reads the Move die for a stat: numbers as shown, 7 counts 0, 8 counts 6 (our reading of NP-18.2). */
export function moveDieStat(ctx: Ctx, label: string): number {
  const face = rollMoveDie(ctx, label);
  return face.kind === 'seven' ? 0 : face.kind === 'eight' ? 6 : (face.value ?? 0);
}

/** Rolls the Move die: a d6 mapped through the faces in resources/nothing-personal/dice.json. */
export function rollMoveDie(ctx: Ctx, label: string): DiceData['move']['faces'][number] {
  const d6 = ctx.roller.die(6, { label });
  const face = content().dice.move.faces[d6 - 1];
  if (!face) throw new Error(`move die has no face ${d6}`);
  return face;
}

/** The card Respect of a gangster, rolled for Dombino Crapshooti. */
export function cardRespect(ctx: Ctx, gid: string): number {
  const c = card(gid);
  return c.ability.kind === 'rolled-stats' ? moveDieStat(ctx, `${c.name}'s Respect`) : c.respect;
}

/** The card money of a gangster, rolled for Dombino, plus the Bonnie-and-Clyde bonus. */
export function cardMoney(ctx: Ctx, gid: string): number {
  const c = card(gid);
  let m = c.ability.kind === 'rolled-stats' ? moveDieStat(ctx, `${c.name}'s money`) : c.money;
  if (c.ability.kind === 'pair' && c.ability.partner && inPlay(ctx.s, c.ability.partner)) m += c.ability.amount ?? 0;
  return m;
}

/** On the board: in a position or an Associate space (NP-19.5). */
export function inPlay(s: NpState, gid: string): boolean {
  return s.positions.includes(gid) || s.associates.includes(gid);
}
