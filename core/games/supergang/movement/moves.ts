/**
 * The engine's answers: every legal move of a piece (one path per end and facing), or just the ends.
 * Both run the same search (`search.ts`).
 */
import { ok, refuse, type Result } from '../../../engine/result';
import { facingOf, type City } from '../board/graph';
import { FACINGS, samePos, type BoardPos, type ManholeId, type ShopId, type SquareId } from '../board/types';
import { FREE, HOW, INSIDE, newRun, walk, type Run, type RunArrays, type SearchCtx } from './search';
import type { LegalMove, MoveQuery } from './types';

const GATE = HOW.indexOf('gate');
const RESURFACE = HOW.indexOf('resurface');
const SEWER = HOW.indexOf('sewer');

function flags(
  city: City,
  shops: readonly ShopId[] | undefined,
  out: Uint8Array = new Uint8Array(city.nodeCount),
): Uint8Array {
  out.fill(0);
  for (const s of shops ?? []) {
    const i = city.index.get(s);
    if (i !== undefined && i >= city.squareCount) out[i] = 1;
  }
  return out;
}

/** The arrays of one search of a city, reused by the next (a search run inside another gets its own). */
interface Buffers extends RunArrays {
  readonly own: Uint8Array;
  readonly arrest: Uint8Array;
  busy: boolean;
}

const buffers = new WeakMap<City, Buffers>();

function buffersOf(city: City): Buffers | undefined {
  let b = buffers.get(city);
  if (!b) {
    const n = city.nodeCount;
    const most = 8; // a die's six steps and the two a path may add (`newRun`)
    b = {
      visited: new Uint8Array(n),
      own: new Uint8Array(n),
      arrest: new Uint8Array(n),
      node: new Int32Array(most),
      how: new Uint8Array(most),
      busy: false,
    };
    buffers.set(city, b);
  }
  return b.busy ? undefined : b;
}

function checkQuery(city: City, q: MoveQuery): Result<true> {
  if (!Number.isInteger(q.steps) || q.steps < 1 || q.steps > 6) {
    return refuse('BAD_DIE', 'SG-4.1.2', `A piece moves what its die shows, 1 to 6, not ${String(q.steps)}.`);
  }
  const from = q.from;
  if (from.kind === 'street') {
    if (!city.isSquare(from.square)) return refuse('UNKNOWN_PLACE', '', `There is no square "${from.square}".`);
    if (from.facing !== null && !FACINGS.includes(from.facing)) {
      return refuse('BAD_FACING', 'SG-4.2.1', `"${String(from.facing)}" is not a direction.`);
    }
  } else if (from.kind === 'shop') {
    if (!city.isShop(from.shop)) return refuse('UNKNOWN_PLACE', '', `There is no shop "${from.shop}".`);
  } else if (from.kind !== 'centre') {
    return refuse('UNKNOWN_PLACE', '', 'A move starts on a square, in a shop or in the centre.');
  }
  for (const list of [q.ownShops, q.arrestShops])
    for (const s of list ?? []) if (!city.isShop(s)) return refuse('UNKNOWN_PLACE', '', `There is no shop "${s}".`);
  return ok(true);
}

/** Runs the search of `q`, calling `onEnd` at each legal end. Refuses a malformed query. */
export function searchMoves(city: City, q: MoveQuery, onEnd: Run['onEnd'], relax = 0, asked?: number[]): Result<true> {
  const checked = checkQuery(city, q);
  if (!checked.ok) return checked;
  const b = buffersOf(city);
  if (!b) return search(city, q, onEnd, relax, asked);
  b.busy = true;
  try {
    return search(city, q, onEnd, relax, asked, b);
  } finally {
    b.visited.fill(0);
    b.busy = false;
  }
}

function search(
  city: City,
  q: MoveQuery,
  onEnd: Run['onEnd'],
  relax: number,
  asked: number[] | undefined,
  b?: Buffers,
): Result<true> {
  const c: SearchCtx = {
    city,
    mover: q.mover,
    steps: q.steps,
    own: flags(city, q.mover === 'gangster' ? q.ownShops : undefined, b?.own),
    arrest: flags(city, q.mover === 'cop' ? q.arrestShops : undefined, b?.arrest),
    relax,
    asked,
  };
  const r = newRun(c, onEnd, b);
  const from = q.from;
  if (from.kind === 'centre') {
    // SG-3.3: out through the gate of the die's face, then straight ahead the whole count.
    const d = city.gateDir[q.steps] ?? 0;
    let node = city.gateNode[q.steps] ?? -1;
    for (let i = 0; node >= 0 && i < q.steps; i++) {
      r.node[r.len] = node;
      r.how[r.len++] = i === 0 ? GATE : HOW.indexOf('street');
      if (i === q.steps - 1) onEnd(r, node, d);
      else node = city.next[node * 4 + d] ?? -1;
    }
    return ok(true);
  }
  if (from.kind === 'shop') {
    const b = city.index.get(from.shop) ?? -1;
    r.visited[b] = 1;
    walk(r, b, INSIDE, q.steps, -1);
    return ok(true);
  }
  const s = city.index.get(from.square) ?? -1;
  // SG-9.1.7: cops back from a fall come up through the manhole their player chooses, this one included.
  if (q.mover === 'cop' && q.resurface && city.manholeNo[s]) {
    r.manholes = 2;
    for (let m = 1; m <= 5; m++) {
      const u = city.manholeNode[m] ?? -1;
      if (u < 0) continue;
      r.node[r.len] = u;
      r.how[r.len++] = RESURFACE;
      walk(r, u, FREE, q.steps, -1);
      r.len--;
    }
    return ok(true);
  }
  walk(r, s, from.facing === null ? FREE : FACINGS.indexOf(from.facing), q.steps, -1);
  // SG-4.4.2: stopped on a manhole, a gangster may come up through any other before moving; that uses two.
  if (q.mover === 'gangster' && city.manholeNo[s]) {
    r.manholes = 2;
    for (let m = 1; m <= 5; m++) {
      const u = city.manholeNode[m] ?? -1;
      if (u < 0 || u === s) continue;
      r.node[r.len] = u;
      r.how[r.len++] = RESURFACE;
      walk(r, u, FREE, q.steps, -1);
      r.len--;
    }
  }
  return ok(true);
}

/** How many manholes the path so far goes down or comes up through (SG-4.4.1), counted as `manholesOf` lists them. */
function manholeCount(city: City, start: number, node: ArrayLike<number>, how: ArrayLike<number>, len: number): number {
  let n = 0;
  for (let i = 0; i < len; i++) {
    if (how[i] !== SEWER && how[i] !== RESURFACE) continue;
    const from = i === 0 ? start : (node[i - 1] ?? -1);
    if (from >= 0 && from < city.squareCount && city.manholeNo[from]) n++;
    const to = node[i] ?? -1;
    if (to >= 0 && to < city.squareCount && city.manholeNo[to]) n++;
  }
  return n;
}

function manholesOf(
  city: City,
  start: number,
  node: ArrayLike<number>,
  how: ArrayLike<number>,
  len: number,
): ManholeId[] {
  const out: ManholeId[] = [];
  for (let i = 0; i < len; i++) {
    if (how[i] !== SEWER && how[i] !== RESURFACE) continue;
    const from = i === 0 ? start : (node[i - 1] ?? -1);
    for (const n of [from, node[i] ?? -1]) {
      const m = n >= 0 && n < city.squareCount ? (city.manholeNo[n] ?? 0) : 0;
      if (m) out.push(`m${m}` as ManholeId);
    }
  }
  return out;
}

function posOf(city: City, node: number, f: number): BoardPos {
  const id = city.ids[node] as string;
  if (node >= city.squareCount) return { kind: 'shop', shop: id as ShopId };
  return { kind: 'street', square: id as SquareId, facing: f < 4 ? facingOf(f) : null };
}

function startNode(city: City, q: MoveQuery): number {
  if (q.from.kind === 'street') return city.index.get(q.from.square) ?? -1;
  if (q.from.kind === 'shop') return city.index.get(q.from.shop) ?? -1;
  return -1;
}

/** One legal end of a move, with the path `legalMoves` gives it: the nodes entered and how (search codes). */
export interface MoveEnd {
  readonly node: number;
  /** The facing code at the end (FACINGS order; FREE for none; INSIDE in a shop). */
  readonly facing: number;
  readonly path: readonly number[];
  readonly how: readonly number[];
  manholes: number;
}

/**
 * Every legal end of the move (square and facing, or shop) in the order first reached, each with one path
 * to it — the first found among those using the fewest manholes — without building the moves: the search
 * behind `legalMoves`, for callers that want only the ends. Refuses a malformed query.
 */
export function legalEnds(city: City, q: MoveQuery, asked?: number[]): Result<MoveEnd[]> {
  const start = startNode(city, q);
  // Where each end (node and facing) is in `order`, plus one; 0 for none yet. Cleared before returning.
  const slot = slotsOf(city);
  const order: MoveEnd[] = [];
  const done = searchMoves(
    city,
    q,
    (r, node, f) => {
      const facing = node >= city.squareCount ? INSIDE : f;
      const key = node * 6 + facing;
      const manholes = manholeCount(city, start, r.node, r.how, r.len);
      const at = (slot[key] ?? 0) - 1;
      const had = order[at];
      if (had && had.manholes <= manholes) return;
      const path: number[] = [];
      const how: number[] = [];
      for (let i = 0; i < r.len; i++) {
        path.push(r.node[i] ?? -1);
        how.push(r.how[i] ?? 0);
      }
      const end: MoveEnd = { node, facing, path, how, manholes };
      if (had) order[at] = end;
      else slot[key] = order.push(end);
    },
    0,
    asked,
  );
  for (const e of order) slot[e.node * 6 + e.facing] = 0;
  if (!done.ok) return done;
  return ok(order);
}

/**
 * The ends `legalEnds` gives, in its order, without their paths: each as `node * 6 + facing` (facing
 * INSIDE in a shop). An end keeps the place where it was first reached whichever path `legalEnds` keeps
 * for it, so the order is the same; what the search reads (`asked`) is the same walk's. For callers
 * that keep many answers (the rules' memory of moves), which then hold a few numbers instead of paths.
 */
export function legalEndCodes(city: City, q: MoveQuery, asked?: number[]): Result<number[]> {
  const seen = slotsOf(city);
  const order: number[] = [];
  codesCity = city;
  codesSeen = seen;
  codesOrder = order;
  let done: Result<unknown>;
  try {
    done = searchMoves(city, q, noteCode, 0, asked);
  } finally {
    // Whatever happens in the search, the marks are cleared for the next one.
    codesCity = null;
    codesSeen = null;
    codesOrder = null;
    for (let i = 0; i < order.length; i++) seen[order[i] as number] = 0;
  }
  if (!done.ok) return done;
  return ok(order);
}

/** Where `noteCode` writes: set by `legalEndCodes` around its search (a search never runs inside another's `onEnd`). */
let codesCity: City | null = null;
let codesSeen: Int32Array | null = null;
let codesOrder: number[] | null = null;

/** `legalEndCodes`' `onEnd`, at module level: no closure made per search. */
function noteCode(_r: Run, node: number, f: number): void {
  const city = codesCity as City;
  const seen = codesSeen as Int32Array;
  const code = node * 6 + (node >= city.squareCount ? INSIDE : f);
  if (seen[code]) return;
  seen[code] = 1;
  codesOrder?.push(code);
}

const slots = new WeakMap<City, Int32Array>();

function slotsOf(city: City): Int32Array {
  let s = slots.get(city);
  if (!s) slots.set(city, (s = new Int32Array(city.nodeCount * 6)));
  return s;
}

/**
 * Every legal end of the move (square and facing, or shop), each with one path to it — the one using the
 * fewest manholes — so a board can light the destinations and animate a path. Refuses a malformed query.
 */
export function legalMoves(city: City, q: MoveQuery): Result<LegalMove[]> {
  const ends = legalEnds(city, q);
  if (!ends.ok) return ends;
  const start = startNode(city, q);
  return ok(
    ends.value.map((e): LegalMove => {
      const m = e.node < city.squareCount ? (city.manholeNo[e.node] ?? 0) : 0;
      return {
        to: posOf(city, e.node, e.facing),
        path: e.path.map((n, i) => ({
          to: city.ids[n] as SquareId | ShopId,
          how: HOW[e.how[i] ?? 0] ?? 'street',
        })),
        manholes: manholesOf(city, start, e.path, e.how, e.path.length),
        onManhole: m ? (`m${m}` as ManholeId) : null,
      };
    }),
  );
}

/** The distinct squares and shops where the move may end, in board order. */
export function legalDestinations(city: City, q: MoveQuery): Result<(SquareId | ShopId)[]> {
  const seen = new Uint8Array(city.nodeCount);
  const done = searchMoves(city, q, (_r, node) => {
    seen[node] = 1;
  });
  if (!done.ok) return done;
  const out: (SquareId | ShopId)[] = [];
  seen.forEach((v, i) => {
    if (v) out.push(city.ids[i] as SquareId | ShopId);
  });
  return ok(out);
}

/** The listed move ending at `to` (a square with its facing, or a shop), if any. */
export function findMove(moves: readonly LegalMove[], to: BoardPos): LegalMove | undefined {
  return moves.find((m) => samePos(m.to, to));
}
