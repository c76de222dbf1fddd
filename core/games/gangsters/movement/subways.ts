/**
 * Subways (G-10). A transfer happens only on moving into a Subway space (G-10.3), at most once a turn
 * (G-10.2), costs nothing, and puts the piece on another Subway from which it leaves in any direction.
 * The Public never transfers (G-10.2); a Cop that transfers ends its patrol and a new Cop carries on from
 * another Subway (G-9.6), which the search records rather than forbids.
 */
import { RELAX, type SearchCtx } from './context';

/** Rules broken by transferring now, given whether this piece has already transferred this turn. */
export function transferViolations(c: SearchCtx, alreadyTransferred: boolean): number {
  let v = 0;
  if (c.mover === 'public') v |= RELAX.transfer;
  if (alreadyTransferred) v |= RELAX.transfer;
  return v;
}

/** The Subway spaces a piece arriving on Subway `from` may be placed on: any other one (G-10.3, G-9.6). */
export function transferTargets(c: SearchCtx, from: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= 6; n++) {
    const s = c.g.subwayAt[n] ?? -1;
    if (s >= 0 && s !== from) out.push(s);
  }
  return out;
}
