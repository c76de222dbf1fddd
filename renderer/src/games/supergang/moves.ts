/**
 * The host's legal moves narrowed to what a click needs: which places light up, with the facings a piece
 * may end with there, and the path to draw to one of them. Nothing here decides what is legal.
 */
import type { BoardPos, Facing } from '@core/games/supergang/board';
import type { LegalMove, PathStep } from '@core/games/supergang/movement/types';

/** The id of the centre as a place to start from (it is never a destination). */
export const CENTRE = 'centre';

/** The square or shop a position stands on. */
export function placeOf(pos: BoardPos): string {
  return pos.kind === 'shop' ? pos.shop : pos.square;
}

/** Each destination with every facing a piece may end with there (null: no facing, free next turn). */
export function destinations(moves: readonly LegalMove[]): ReadonlyMap<string, readonly (Facing | null)[]> {
  const out = new Map<string, (Facing | null)[]>();
  for (const m of moves) {
    const id = placeOf(m.to);
    const facings = out.get(id) ?? [];
    const facing = m.to.kind === 'street' ? m.to.facing : null;
    if (!facings.includes(facing)) facings.push(facing);
    out.set(id, facings);
  }
  return out;
}

/** One path to a destination (the first the host gives), or null when it cannot be reached. */
export function pathTo(moves: readonly LegalMove[], id: string): readonly PathStep[] | null {
  return moves.find((m) => placeOf(m.to) === id)?.path ?? null;
}

/** The manholes the move to `id` goes down or comes up through. */
export function manholesTo(moves: readonly LegalMove[], id: string): readonly string[] {
  return moves.find((m) => placeOf(m.to) === id)?.manholes ?? [];
}

/** The piece the guide puts on the map: a gangster or a cop group, with the way it faces. */
export interface SgPiece {
  readonly mover: 'gangster' | 'cop';
  readonly facing: Facing | null;
}
