import type { Facing } from '@core/games/gangsters/board';
import type { LegalMove } from '@core/games/gangsters/movement/types';

/** Where the host says a piece may end, with every facing it may end with there (null inside a building). */
export function destinations(moves: readonly LegalMove[]): ReadonlyMap<string, readonly (Facing | null)[]> {
  const out = new Map<string, (Facing | null)[]>();
  for (const m of moves) {
    const facings = out.get(m.to) ?? [];
    if (!facings.includes(m.facing)) facings.push(m.facing);
    out.set(m.to, facings);
  }
  return out;
}
