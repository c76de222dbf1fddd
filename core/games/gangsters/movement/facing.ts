/**
 * Facing (G-6.4). A piece goes the way it faces; it may turn at most 90° and only at an intersection
 * (a street space joined to at least three others). Facing is free inside a building and on the space a
 * piece steps out onto, and after a Subway placement or transfer ("may move off in any direction").
 */
import { FACINGS, type Facing } from '../board';
import type { Dir, MoveGraph } from './graph';

/** Facing code for "any direction": just out of a building or onto a Subway exit. */
export const FREE = 4;
/** Facing code for "inside a building". */
export const INSIDE = 5;
/** 0–3 a direction, FREE or INSIDE. */
export type FacingCode = number;

export function dirOf(f: Facing): Dir {
  return FACINGS.indexOf(f) as Dir;
}

export function facingOf(d: number): Facing {
  return FACINGS[d & 3] as Facing;
}

export function reverse(d: number): number {
  return (d + 2) & 3;
}

/** The directions in which street `s` has a neighbour, as a 4-bit mask. */
export function linkMask(g: MoveGraph, s: number): number {
  let m = 0;
  for (let d = 0; d < 4; d++) if ((g.next[s * 4 + d] ?? -1) >= 0) m |= 1 << d;
  return m;
}

/**
 * The directions a piece on street `s` facing `f` may step next, as a 4-bit mask.
 * - FREE: any street neighbour.
 * - At an intersection: straight on, or 90° left or right; never back (G-6.4).
 * - Elsewhere: straight on; where the street itself bends (no space ahead), along the bend. We treat a bend
 *   as the street carrying the piece round the corner, not as a turn, so a piece is never stranded there.
 * `anyTurn` lifts the 90° and intersection limits (used only to explain why a space is unreachable).
 */
export function stepMask(g: MoveGraph, s: number, f: FacingCode, anyTurn: boolean): number {
  const links = linkMask(g, s);
  if (f === FREE || anyTurn || f > 3) return links;
  const back = 1 << reverse(f);
  if (g.intersection[s]) return links & ~back;
  const ahead = links & (1 << f);
  return ahead !== 0 ? ahead : links & ~back;
}

/**
 * The facings a piece may show when it ends on street `s` having arrived with `f`. Arriving along a street,
 * it faces the way it moved, carried round a bend if the street turns there; after a building exit or a
 * Subway placement the player chooses any direction the street runs.
 */
export function endFacings(g: MoveGraph, s: number, f: FacingCode): number {
  const links = linkMask(g, s);
  if (f === FREE || f > 3) return links;
  if (g.intersection[s] || links & (1 << f)) return 1 << f;
  const bend = links & ~(1 << reverse(f));
  return bend !== 0 && (bend & (bend - 1)) === 0 ? bend : 1 << f;
}

/**
 * True when `f` is a facing a piece could have on street `s`: along the street, or into a bend it just reached.
 * A facing across a straight street could never arise from a move.
 */
export function plausibleFacing(g: MoveGraph, s: number, f: Dir): boolean {
  const links = linkMask(g, s);
  return (links & (1 << f)) !== 0 || (links & (1 << reverse(f))) !== 0;
}
