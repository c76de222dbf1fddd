/**
 * Cops and the Public. Neither may move through a building (G-6.6, G-9.4); both enter play on the Subway
 * matching their die, which counts as the first space (G-6.8, G-10.4). A Cop enters a Joint only to Raid it
 * or to apprehend a criminal there (G-9.4, G-8.5); no two Public pieces end in one space (G-6.8).
 */
import { RELAX, type SearchCtx } from './context';

/** A Cop stepping into building `b`: a Joint only when it holds a criminal or a Public marker (G-9.4). */
export function copEntryViolations(c: SearchCtx, b: number): number {
  return c.joint[b] && !c.copWelcome[b] ? RELAX.copJoint : 0;
}

/** Ending on `node`: a Public piece may not end where another Public piece stands (G-6.8). */
export function endViolations(c: SearchCtx, node: number): number {
  return c.mover === 'public' && c.publicAt[node] ? RELAX.publicStack : 0;
}

/** The Subway a Cop or Public piece entering play is placed on: the one numbered like its die (G-10.4). */
export function entrySubway(c: SearchCtx): number {
  return c.g.subwayAt[c.steps] ?? -1;
}
