/** The host's legal moves read for the map: which piece each moves, and the places they end on. */
import type { Facing } from '@core/games/supergang/board';
import type { SuperGangAction } from '@core/games/supergang/actions';

export type SgAction = SuperGangAction;
export type MoveLike = Extract<SgAction, { type: 'move' | 'cop-move' }>;

/** A piece the map moves: a character id, or `cops:N` for cop group N. */
export type Mover = string;

export const copMover = (group: number): Mover => `cops:${group}`;

/** The place a move key names: a shop id, or the square of `square/facing`. */
export function keyPlace(key: string): string {
  return key.split('/')[0] ?? key;
}

/** The facing a move key ends with (null: a shop, or free to set off any way next turn). */
export function keyFacing(key: string): Facing | null {
  const f = key.split('/')[1];
  return f === 'north' || f === 'east' || f === 'south' || f === 'west' ? f : null;
}

export function moverOf(a: SgAction): Mover | null {
  if (a.type === 'move') return a.character;
  if (a.type === 'cop-move') return copMover(a.group);
  return null;
}

/** Pieces with a move, in the host's order. */
export function moversOf(moves: readonly MoveLike[]): Mover[] {
  return [...new Set(moves.map((a) => moverOf(a) as Mover))];
}

/** The places moves end on, with each facing a piece may show there (null: a shop, or any way next turn). */
export function litPlaces(moves: readonly MoveLike[]): ReadonlyMap<string, readonly (Facing | null)[]> {
  const out = new Map<string, (Facing | null)[]>();
  for (const a of moves) {
    const key = a.to as string;
    const place = keyPlace(key);
    const list = out.get(place) ?? [];
    const f = keyFacing(key);
    if (!list.includes(f)) list.push(f);
    out.set(place, list);
  }
  return out;
}

/**
 * What a click on one of this seat's movable pieces on the map means. With another piece picked, and
 * the place this one stands on lit for it, the click is on that place (the piece only stands over the
 * lit square); otherwise it picks this piece. The panel's piece buttons always pick.
 */
export function pieceClick(
  picked: Mover | null,
  piece: Mover,
  place: string,
  lit: ReadonlyMap<string, unknown>,
): { readonly place: string } | { readonly pick: Mover } {
  return picked !== null && picked !== piece && lit.has(place) ? { place } : { pick: piece };
}
