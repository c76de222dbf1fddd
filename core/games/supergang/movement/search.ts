/**
 * The path search: a depth-first walk over every exact-count path (SG-4.1.2) a piece may take, applying
 * SG-4 (and SG-9.1 for cops) at each step. It reports each legal end, with the path that reached it,
 * through a callback; the path lives in reusable typed arrays so the walk allocates nothing per step.
 */
import type { City } from '../board/graph';
import type { Mover } from './types';

/** Facing codes: 0–3 the FACINGS order, FREE (may set off any way) or INSIDE (in a shop). */
export const FREE = 4;
export const INSIDE = 5;

/** Step kinds as stored in `Run.how`, in the order of `StepHow`. */
export const HOW = ['gate', 'street', 'under', 'in', 'out', 'through', 'sewer', 'resurface'] as const;
const STREET = 1;
const UNDER = 2;
const IN = 3;
const OUT = 4;
const THROUGH = 5;
const SEWER = 6;

export interface SearchCtx {
  readonly city: City;
  readonly mover: Mover;
  readonly steps: number;
  /** 1 for a shop the mover's gang owns (SG-4.3.5). */
  readonly own: Uint8Array;
  /** 1 for a shop a cop may enter to arrest (SG-9.1.4). */
  readonly arrest: Uint8Array;
  /** Rules lifted, only to explain why a place is out of reach (`RELAX`); 0 in play. */
  readonly relax: number;
  /**
   * When given, every shop whose `own` or `arrest` flag the walk reads is pushed here (repeats
   * included): the walk depends on those flags only, so another query that agrees on them walks alike.
   */
  readonly asked?: number[];
}

/** Rules the explainer may lift one at a time, to find the one that forbids a move. */
export const RELAX = { shopLast: 1, shopTwice: 2, back: 4, sewer: 8, copShops: 16 } as const;

/** The search's mutable state; `onEnd` may read the current path from it. */
export interface Run {
  readonly c: SearchCtx;
  /** Shops entered this move, the start shop included (SG-4.3.6). */
  readonly visited: Uint8Array;
  readonly node: Int32Array;
  readonly how: Uint8Array;
  len: number;
  /** Manhole squares gone down or come up through (SG-4.4.1: at most two). */
  manholes: number;
  readonly onEnd: (run: Run, node: number, facing: number) => void;
}

/** A run's arrays, all zero (`visited` must be zero again when the run is over). */
export interface RunArrays {
  readonly visited: Uint8Array;
  readonly node: Int32Array;
  readonly how: Uint8Array;
}

export function newRun(c: SearchCtx, onEnd: Run['onEnd'], arrays?: RunArrays): Run {
  return {
    c,
    visited: arrays?.visited ?? new Uint8Array(c.city.nodeCount),
    node: arrays?.node ?? new Int32Array(c.steps + 2),
    how: arrays?.how ?? new Uint8Array(c.steps + 2),
    len: 0,
    manholes: 0,
    onEnd,
  };
}

/** Walks every legal continuation from `node` with `left` squares still to move. */
export function walk(r: Run, node: number, f: number, left: number, prev: number): void {
  if (left === 0) {
    r.onEnd(r, node, f);
    return;
  }
  if (node < r.c.city.squareCount) fromSquare(r, node, f, left, prev);
  else fromShop(r, node, left, prev);
}

/** Records a step onto `node` and walks on from it. */
export function enter(r: Run, node: number, how: number, f: number, left: number, prev: number): void {
  const shop = node >= r.c.city.squareCount;
  if (shop) r.visited[node] = 1;
  r.node[r.len] = node;
  r.how[r.len++] = how;
  walk(r, node, f, left, prev);
  r.len--;
  if (shop) r.visited[node] = 0;
}

/** May the mover step into shop `b` with `left` squares still to go (this step included)? */
function mayEnter(r: Run, b: number, left: number): boolean {
  const x = r.c.relax;
  if (r.visited[b] && !(x & RELAX.shopTwice)) return false; // SG-4.3.6: never the same shop twice in a turn
  // SG-9.1.3, SG-9.1.4: cops cross no shop and enter one only to arrest, as the end of their move.
  if (r.c.mover === 'cop') {
    if (left !== 1 && !(x & RELAX.shopLast)) return false;
    r.c.asked?.push(b);
    return r.c.arrest[b] === 1 || !!(x & RELAX.copShops);
  }
  // SG-4.3.2: a shop is the last square of a move, unless the gang owns it (SG-4.3.5).
  if (left === 1) return true;
  r.c.asked?.push(b);
  return r.c.own[b] === 1 || !!(x & RELAX.shopLast);
}

function fromSquare(r: Run, s: number, f: number, left: number, prev: number): void {
  const g = r.c.city;
  const doors = g.doors[s] ?? [];
  const sides = g.doorSide[s] ?? [];
  for (let k = 0; k < doors.length; k++) {
    const b = doors[k] ?? -1;
    // SG-4.2.1: no going back, so not into a shop behind the piece (its notch faces the way it is going).
    const behind = f < 4 && sides[k] === f && !(r.c.relax & RELAX.back);
    if (b === prev || behind || !mayEnter(r, b, left)) continue;
    enter(r, b, IN, INSIDE, left - 1, s);
  }
  for (let d = 0; d < 4; d++) {
    const t = g.next[s * 4 + d] ?? -1;
    // SG-4.2.1: never back the way the piece faces.
    const back = t === prev || (f < 4 && d === ((f + 2) & 3));
    if (t < 0 || (back && !(r.c.relax & RELAX.back))) continue;
    enter(r, t, g.under[s * 4 + d] ? UNDER : STREET, d, left - 1, s);
  }
  // SG-4.4.1: a manhole is a step from every other, and a piece uses two manholes at most in its turn.
  if (r.c.mover === 'gangster' && g.manholeNo[s] && (r.manholes === 0 || r.c.relax & RELAX.sewer)) {
    const was = r.manholes;
    r.manholes += 2;
    for (let m = 1; m <= 5; m++) {
      const u = g.manholeNode[m] ?? -1;
      if (u >= 0 && u !== s) enter(r, u, SEWER, FREE, left - 1, s);
    }
    r.manholes = was;
  }
}

function fromShop(r: Run, b: number, left: number, prev: number): void {
  const g = r.c.city;
  const exits = g.exits[b] ?? [];
  const sides = g.exitSide[b] ?? [];
  for (let k = 0; k < exits.length; k++) {
    const e = exits[k] ?? -1;
    if (e < 0 || e === prev) continue;
    // SG-4.3.7: out of a shop on a one, the piece may set off any way next turn; else it faces out of the notch.
    const f = r.len === 0 && r.c.steps === 1 ? FREE : (sides[k] ?? FREE);
    enter(r, e, OUT, f, left - 1, b);
  }
  // SG-4.3.1: adjacent shops of a block communicate; SG-9.1.4: cops never go from one shop to another.
  if (r.c.mover === 'cop' && !(r.c.relax & RELAX.copShops)) return;
  for (const t of g.through[b] ?? []) {
    if (t !== prev && mayEnter(r, t, left)) enter(r, t, THROUGH, INSIDE, left - 1, b);
  }
}
