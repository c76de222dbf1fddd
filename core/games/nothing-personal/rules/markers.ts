/** Marker-level effects shared by position powers, gangster abilities and cards (NP-15.3, NP-15.5, NP-7.12). */
import { ok, refuse, type Result } from '../../../engine/result';
import type { MarkerRef } from '../actions';
import { edition, type Marks } from '../state';
import { afterInfluence, marksAt, position, removeMarker, type Ctx } from './model';
import { marksToWriteAt } from '../draft';
import { listed, seatRef } from '../../../engine/words';

export const DONE: Result<true> = ok(true);

/**
 * Edition 8: the line just logged goes back to `at`, the length the log had before its markers moved,
 * so it comes before what they set off (the Capo ring changing hands, NP-7.4.3; a gangster jailed on the
 * spot, NP-20.2). Older games logged the cause after its effects. `since`: the edition a caller's order
 * came in (a successful Move's line, edition 9).
 */
export function causeFirst(ctx: Ctx, at: number, since = 8): void {
  if (ctx.quiet || edition(ctx.s) < since || at >= ctx.events.length - 1) return;
  const line = ctx.events.pop();
  if (line) ctx.events.splice(at, 0, line);
}

/**
 * Whose a marker is, in a line: "{seat:1}'s", or "the neutral" on a coin; "its own" when it is the
 * acting family's, `self` (edition 9; older lines, and callers with no actor, pass none).
 */
const whose = (owner: number, self?: number): string =>
  owner < 0 ? 'the neutral' : owner === self ? 'its own' : `${seatRef(owner)}'s`;

/** "one of {seat:1}'s markers", "2 of its own markers": `k` loose markers of a seat. */
const ofSeat = (k: number, owner: number, self?: number): string =>
  `${k === 1 ? 'one' : k} of ${owner === self ? 'its own' : `${seatRef(owner)}'s`} markers`;

/**
 * Edition 8: a marker where it stands, as a line names it: "one of {seat:1}'s markers on the Capo", "a
 * neutral marker on the Capo", "{seat:1}'s marker on the Capo's Blackmail coin" (NP-15.5.2). Edition 9
 * passes the acting family as `self`: "one of its own markers on the Capo".
 */
export function markerOn(r: MarkerRef, self?: number): string {
  const place = position(r.pos).name;
  if (r.coin) return `${whose(r.owner, self)} marker on the ${place}'s Blackmail coin`;
  return r.owner < 0 ? `a neutral marker on the ${place}` : `${ofSeat(1, r.owner, self)} on the ${place}`;
}

/**
 * Edition 8: markers taken off one gangster, as a line names them, `then` said after them: "one of
 * {seat:1}'s markers removed from the Capo", "2 of {seat:1}'s markers and a neutral marker …", "{seat:2}'s
 * marker on the Blackmail coin …, and the coin goes too" (NP-19.3: any colours, neutral included).
 */
export function markersTaken(refs: readonly MarkerRef[], then: string, self?: number): string {
  const owners: number[] = [];
  const loose = new Map<number, number>();
  const coins: string[] = [];
  for (const r of refs) {
    if (r.coin) coins.push(`${whose(r.owner, self)} marker on the Blackmail coin`);
    else {
      if (!loose.has(r.owner)) owners.push(r.owner);
      loose.set(r.owner, (loose.get(r.owner) ?? 0) + 1);
    }
  }
  const parts = owners.map((o) => {
    const k = loose.get(o) ?? 0;
    if (o < 0) return k === 1 ? 'a neutral marker' : `${k} neutral markers`;
    return ofSeat(k, o, self);
  });
  return `${listed([...parts, ...coins])} ${then}${coins.length > 0 ? ', and the coin goes too' : ''}`;
}

/** Edition 8: a marker taken off, as a line names it (a coin goes with its marker, NP-15.3.2); `self` as `markerOn`. */
export function markerOff(r: MarkerRef, self?: number): string {
  const place = position(r.pos).name;
  if (r.coin) return `${whose(r.owner, self)} marker from the ${place}'s Blackmail coin, and the coin with it`;
  return r.owner < 0 ? `a neutral marker from the ${place}` : `${ofSeat(1, r.owner, self)} from the ${place}`;
}

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
  // The markers to write (draft.ts); the same object when both are on one gangster.
  const ma = marksToWriteAt(ctx.s, a.pos);
  const mb = marksToWriteAt(ctx.s, b.pos);
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
