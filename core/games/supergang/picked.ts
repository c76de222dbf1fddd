/**
 * The decision `chooseLegal` last picked, with what its listing found for it: for a move, the destination
 * and, for the cops, the men they may arrest there. Making that move then reads them instead of asking the
 * memory of moves and walking the characters again (a playout picks a move and makes it at once, about
 * 1,600 times a game); a `done` listed is allowed without listing the stop's options again. Taken only for
 * the very action object picked, on the very state it was picked in, with no action applied since
 * (`applied`, counted by `dispatch`): the listing and the move's own checks would find the same
 * destination and the same men there, as `picked.test.ts` checks at every move of many games.
 */
import type { SuperGangAction } from './actions';
import type { DestinationEnd } from './city';
import type { Character, SuperGangState } from './state';

/** A pick and what its listing found for it (read-only outside this module). */
export interface Picked {
  readonly dest: DestinationEnd | null;
  readonly who: readonly Character[] | null;
}

interface Pick extends Picked {
  /** The action object `chooseLegal` returned, or null: nothing picked since the last action applied. */
  action: SuperGangAction | null;
  state: SuperGangState | null;
  /** Actions applied (`applied`) when it was picked. */
  at: number;
  dest: DestinationEnd | null;
  /** The cops' move: the wanted men on `dest`'s square (`wantedAt`). */
  who: readonly Character[] | null;
}

const last: Pick = { action: null, state: null, at: -1, dest: null, who: null };
let applied = 0;

/** Counts an action applied (any, by any seat): a pick noted before it no longer describes the state. */
export function noteApplied(): void {
  applied++;
}

/** Notes the destination (and the cops' men there) of the move the listing is writing out for a pick. */
export function notePick(dest: DestinationEnd, who: readonly Character[] | null): void {
  last.dest = dest;
  last.who = who;
}

/** Notes that `action`, just written out with `notePick`, is `chooseLegal`'s pick in `s`. */
export function notePicked(s: SuperGangState, action: SuperGangAction): void {
  last.action = action;
  last.state = s;
  last.at = applied;
}

/**
 * What the listing found for `action`, when it is the pick just made in `s` and nothing was applied since:
 * a move's destination (null for any other pick, which is noted as listed, and so allowed, all the same).
 */
export function pickedFor(s: SuperGangState, action: SuperGangAction): Picked | null {
  return last.action === action && last.state === s && last.at === applied ? last : null;
}

/** Forgets the pick (a listing that writes out no move, or one for a list rather than a pick). */
export function forgetPick(): void {
  last.action = null;
  last.state = null;
  last.dest = null;
  last.who = null;
}

/**
 * The cops' listing: the state and action count it was made at, and the group that then moved without
 * an arrest in the one action applied since (-1: none, or anything else happened).
 */
const copsListed = { state: null as SuperGangState | null, at: -1, moved: -1 };

/** Notes a listing of the cops' moves in `s`. */
export function noteCopsListed(s: SuperGangState): void {
  copsListed.state = s;
  copsListed.at = applied;
  copsListed.moved = -1;
}

/** Notes that cop group `group` moved in `s` without an arrest (`copsMoved`), in the action being applied. */
export function noteCopMoved(s: SuperGangState, group: number): void {
  copsListed.moved = copsListed.state === s && copsListed.at === applied ? group : -1;
}

/**
 * The group that moved without an arrest in `s` in the one action applied since the cops' last listing
 * there, or -1 (no such listing, another state, or more than that one action since).
 */
export function copMovedSinceListing(s: SuperGangState): number {
  return copsListed.state === s && copsListed.at + 1 === applied ? copsListed.moved : -1;
}
