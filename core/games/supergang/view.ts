/**
 * What a seat may know. In SuperGang everything on the table is public — cash in banknotes, tokens,
 * pawns, the police record on the back of the rules, every die thrown — so each seat, spectator or not,
 * gets the whole position. What nobody may know is what the next die or shot will give: that lives in
 * the kernel's PRNG (`Match.rng`), which never leaves the host, and a shot is rolled only when fired, so
 * nothing in the state foretells one.
 */
import type { Viewer } from '../../engine/events';
import type { SuperGangState } from './state';

export type SuperGangView = SuperGangState;

/** The whole position, for every viewer. States are never changed in place (`apply` works on a copy). */
export function superGangView(s: SuperGangState, _viewer: Viewer): SuperGangView {
  return s;
}
