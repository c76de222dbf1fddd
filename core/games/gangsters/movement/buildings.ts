/**
 * Buildings and Joints (G-6.6, G-8.5). Each check returns the rules a step would break, as `RELAX` bits
 * (0 when legal), so the same code answers "may it?" and, for `explain.ts`, "which clause says no?".
 */
import { RELAX, type SearchCtx } from './context';
import { copEntryViolations } from './cops-public';

/** Whether building `b` is a Joint of the moving Gang, noted in `c.read` when the search records its reads. */
function own(c: SearchCtx, b: number): boolean {
  if (c.read !== null) c.read[b] = 1;
  return c.own[b] === 1;
}

/**
 * Stepping from a street space through an Entrance tab into building `b`, with `left` spaces still to
 * move counting this one. A gangster may go on through its own Joint; any other building, and any
 * building at all for a Cop or Public piece, can only be where the move ends (G-6.6, G-8.5, G-9.4).
 */
export function entryViolations(c: SearchCtx, b: number, left: number): number {
  let v = 0;
  const continues = left > 1;
  if (c.mover === 'gangster') {
    if (continues && !own(c, b)) v |= RELAX.through;
  } else {
    if (continues) v |= RELAX.through;
    if (c.mover === 'cop') v |= copEntryViolations(c, b);
  }
  return v;
}

/**
 * Moving straight from building `from` into the building `to` next door (G-6.6): only a gangster, only
 * between two Joints of its own Gang, and only where they are physically connected. From its own Joint a
 * gangster may never go straight into an unowned building or an opposing Joint (G-8.5).
 */
export function connectionViolations(c: SearchCtx, from: number, to: number, left: number): number {
  if (c.mover !== 'gangster') return RELAX.through;
  let v = 0;
  if (!c.g.connected[from]?.includes(to)) v |= RELAX.connected;
  if (!own(c, from)) v |= RELAX.connected;
  else if (!own(c, to)) v |= RELAX.ownJointExit;
  if (left > 1 && !own(c, to)) v |= RELAX.through;
  return v;
}

/** The buildings a search may try to move into from building `b`: connected ones, or any neighbour when explaining. */
export function neighbourBuildings(c: SearchCtx, b: number): readonly number[] {
  return (c.relax & RELAX.connected ? c.g.touching[b] : c.g.connected[b]) ?? [];
}
