/** Marker-level effects shared by position powers, gangster abilities and cards (NP-15.3, NP-15.5, NP-7.12). */
import { ok, refuse, type Result } from '../../../engine/result';
import type { MarkerRef } from '../actions';
import type { Marks } from '../state';
import { afterInfluence, marksAt, removeMarker, type Ctx } from './model';

export const DONE: Result<true> = ok(true);

/** Whether a marker exists: of `owner` on `pos`, on the coin or beside it. */
export function markerExists(ctx: Ctx, r: MarkerRef): boolean {
  const m = marksAt(ctx.s, r.pos);
  if (!m) return false;
  const have = r.owner < 0 ? m.neutral : (m.seats[r.owner] ?? 0);
  if (r.coin) return m.blackmail === r.owner && have >= 1;
  return have - (m.blackmail === r.owner ? 1 : 0) >= 1;
}

/** NP-15.3.1–15.3.3: take one marker off; a marker on a Blackmail coin takes the coin with it. */
export function removeOne(ctx: Ctx, r: MarkerRef, clause: string): Result<true> {
  if (!markerExists(ctx, r)) return refuse('NO_SUCH_MARKER', clause, 'There is no such marker there.');
  removeMarker(ctx, r.pos, r.owner, r.coin);
  return DONE;
}

/** Removes up to `n` markers of `owner` (-1 neutral) from `pos`, loose ones before the coin's. */
export function removeUpTo(ctx: Ctx, pos: number, owner: number, n: number): number {
  let done = 0;
  for (; done < n; done++) {
    const loose = { pos, owner, coin: false };
    const onCoin = { pos, owner, coin: true };
    if (markerExists(ctx, loose)) removeMarker(ctx, pos, owner, false);
    else if (markerExists(ctx, onCoin)) removeMarker(ctx, pos, owner, true);
    else break;
  }
  return done;
}

/** NP-15.5.1–15.5.3: swap two markers of different owners; a coin's owner changes with its marker (NP-7.12.6). */
export function switchMarkers(ctx: Ctx, a: MarkerRef, b: MarkerRef): Result<true> {
  if (a.owner === b.owner)
    return refuse('SAME_OWNER', 'NP-15.5.1', 'Switching two markers of the same colour changes nothing.');
  if (!markerExists(ctx, a) || !markerExists(ctx, b))
    return refuse('NO_SUCH_MARKER', 'NP-15.5.1', 'Both markers must be on the board.');
  if (a.pos === b.pos && !a.coin && !b.coin)
    return refuse('NO_CHANGE', 'NP-15.5.1', 'Switching those two markers changes nothing.');
  const ma = marksAt(ctx.s, a.pos);
  const mb = marksAt(ctx.s, b.pos);
  if (!ma || !mb) return refuse('NO_SUCH_MARKER', 'NP-15.5.1', 'Both markers must be on the board.');
  bump(ma, a.owner, -1);
  bump(ma, b.owner, +1);
  bump(mb, b.owner, -1);
  bump(mb, a.owner, +1);
  if (a.coin) ma.blackmail = b.owner;
  if (b.coin) mb.blackmail = a.owner;
  afterInfluence(ctx);
  return DONE;
}

/** Adds `d` markers of `owner` (a seat, or -1 for neutral) to `m`. */
function bump(m: Marks, owner: number, d: number): void {
  if (owner < 0) m.neutral += d;
  else m.seats[owner] = (m.seats[owner] ?? 0) + d;
}
