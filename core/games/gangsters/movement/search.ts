/**
 * The path search: a depth-first walk over every exact-count path (G-6.3) a piece may take, applying the
 * rules of the sibling modules at each step. It reports each legal end through a callback together with
 * the path that reached it, held in reusable typed arrays so the walk allocates nothing per step.
 */
import { connectionViolations, entryViolations, neighbourBuildings } from './buildings';
import { RELAX, type SearchCtx } from './context';
import { endViolations, entrySubway } from './cops-public';
import { FREE, INSIDE, stepMask, type FacingCode } from './facing';
import { transferTargets, transferViolations } from './subways';

/** Step kinds as stored in `Run.how`, in the order of `StepKind`. */
export const HOW = ['entry', 'street', 'in', 'out', 'through', 'transfer'] as const;
const ENTRY = 0;
const STREET = 1;
const IN = 2;
const OUT = 3;
const THROUGH = 4;
const TRANSFER = 5;

/** The search's mutable state; `onEnd` may read the current path from it. */
export interface Run {
  readonly c: SearchCtx;
  readonly visited: Uint8Array;
  readonly node: Int32Array;
  readonly how: Uint8Array;
  len: number;
  /** Buildings left this turn and the Entrance used, for G-6.5's "nor enter the same Entrance it left". */
  readonly exitB: Int32Array;
  readonly exitS: Int32Array;
  exitLen: number;
  transferred: boolean;
  replaced: boolean;
  /** Expanded states, used only when G-6.5 is relaxed and the path no longer matters (explanations). */
  readonly memo: Uint8Array | null;
  budget: number;
  exhausted: boolean;
  readonly onEnd: (run: Run, node: number, facing: FacingCode) => boolean;
}

export interface SearchOptions {
  /** Stop after this many expansions (a guard for explanations, which relax rules). */
  readonly budget?: number;
}

/** Walks every legal path of `c`, calling `onEnd` at each legal end; `onEnd` returns true to stop early. */
export function search(
  c: SearchCtx,
  onEnd: (run: Run, node: number, facing: FacingCode) => boolean,
  opts: SearchOptions = {},
): Run {
  const n = c.g.nodeCount;
  const depth = c.steps + 2;
  const a = arrays(n, depth);
  const run: Run = {
    c,
    visited: a.visited,
    node: a.node,
    how: a.how,
    len: 0,
    exitB: a.exitB,
    exitS: a.exitS,
    exitLen: 0,
    transferred: false,
    replaced: false,
    memo: c.relax & RELAX.reentry ? new Uint8Array(n * 6 * (c.steps + 1) * 2) : null,
    budget: opts.budget ?? 50_000_000,
    exhausted: false,
    onEnd,
  };
  a.busy = true;
  try {
    if (c.offboard) {
      const u = entrySubway(c);
      // G-10.4: placement on the Subway counts as the first space; it is not "movement into" a Subway, so no transfer.
      if (u >= 0) enter(run, u, ENTRY, FREE, c.steps - 1);
    } else {
      walk(run, c.start, c.startFacing, c.steps);
    }
  } finally {
    a.busy = false;
  }
  return run;
}

/** A search's working arrays; `busy` while a search runs on them. */
interface Arrays {
  readonly visited: Uint8Array;
  readonly node: Int32Array;
  readonly how: Uint8Array;
  readonly exitB: Int32Array;
  readonly exitS: Int32Array;
  busy: boolean;
}

let spare: Arrays | null = null;

/**
 * Zeroed working arrays for one search: the spare set, reused from search to search, unless it is too
 * small or a search is running on it (a search started from inside another's callback gets its own).
 * Every step the walk takes it undoes on the way back, so a finished search leaves them as it found them;
 * they are cleared anyway. A search's `Run` is read only until the next search starts.
 */
function arrays(n: number, depth: number): Arrays {
  if (spare && !spare.busy && spare.visited.length >= n && spare.node.length >= depth) {
    spare.visited.fill(0);
    return spare;
  }
  const size = Math.max(depth, 16);
  const fresh: Arrays = {
    visited: new Uint8Array(n),
    node: new Int32Array(size),
    how: new Uint8Array(size),
    exitB: new Int32Array(size),
    exitS: new Int32Array(size),
    busy: false,
  };
  if (!spare || !spare.busy) spare = fresh;
  return fresh;
}

function walk(r: Run, node: number, f: FacingCode, left: number): boolean {
  if (--r.budget < 0) {
    r.exhausted = true;
    return true;
  }
  const c = r.c;
  if (left === 0) return (endViolations(c, node) & ~c.relax) === 0 ? r.onEnd(r, node, f) : false;
  if (r.memo) {
    const key = ((node * 6 + f) * (c.steps + 1) + left) * 2 + (r.transferred ? 1 : 0);
    if (r.memo[key]) return false;
    r.memo[key] = 1;
  }
  return node < c.g.streetCount ? fromStreet(r, node, f, left) : fromBuilding(r, node, left);
}

function blocked(r: Run, node: number): boolean {
  return r.visited[node] === 1 && (r.c.relax & RELAX.reentry) === 0;
}

function fromStreet(r: Run, s: number, f: FacingCode, left: number): boolean {
  const c = r.c;
  const g = c.g;
  for (const b of g.entrancesAt[s] ?? []) {
    if (blocked(r, b) || leftThrough(r, b, s)) continue;
    if (entryViolations(c, b, left) & ~c.relax) continue;
    if (enter(r, b, IN, INSIDE, left - 1)) return true;
  }
  const m = stepMask(g, s, f, (c.relax & RELAX.facing) !== 0);
  for (let d = 0; d < 4; d++) {
    if ((m & (1 << d)) === 0) continue;
    const t = g.next[s * 4 + d] ?? -1;
    if (t < 0 || blocked(r, t)) continue;
    if (intoStreet(r, t, STREET, d, left - 1)) return true;
  }
  const o = c.relax & RELAX.bridge ? (g.otherLevel[s] ?? -1) : -1;
  if (o >= 0) {
    // Only when explaining: pretend the deck and the street beneath it were one space (G-6.41).
    const mo = stepMask(g, o, f, (c.relax & RELAX.facing) !== 0);
    for (let d = 0; d < 4; d++) {
      const t = mo & (1 << d) ? (g.next[o * 4 + d] ?? -1) : -1;
      if (t >= 0 && !blocked(r, t) && intoStreet(r, t, STREET, d, left - 1)) return true;
    }
  }
  return false;
}

function fromBuilding(r: Run, b: number, left: number): boolean {
  const c = r.c;
  for (const e of c.g.exitsOf[b] ?? []) {
    if (blocked(r, e)) continue;
    r.exitB[r.exitLen] = b;
    r.exitS[r.exitLen++] = e;
    const stop = intoStreet(r, e, OUT, FREE, left - 1);
    r.exitLen--;
    if (stop) return true;
  }
  for (const nb of neighbourBuildings(c, b)) {
    if (blocked(r, nb) || connectionViolations(c, b, nb, left) & ~c.relax) continue;
    if (enter(r, nb, THROUGH, INSIDE, left - 1)) return true;
  }
  return false;
}

/** G-6.5: a piece may not come back in through the Entrance tab it left by. */
function leftThrough(r: Run, b: number, s: number): boolean {
  if (r.c.relax & RELAX.reentry) return false;
  for (let i = 0; i < r.exitLen; i++) if (r.exitB[i] === b && r.exitS[i] === s) return true;
  return false;
}

function enter(r: Run, node: number, how: number, f: FacingCode, left: number): boolean {
  const was = r.visited[node] ?? 0;
  r.visited[node] = 1;
  r.node[r.len] = node;
  r.how[r.len++] = how;
  const stop = walk(r, node, f, left);
  r.len--;
  r.visited[node] = was;
  return stop;
}

/** Steps onto street `t`; if it is a Subway, also tries every transfer from it (G-10.3). */
function intoStreet(r: Run, t: number, how: number, f: FacingCode, left: number): boolean {
  const c = r.c;
  const was = r.visited[t] ?? 0;
  r.visited[t] = 1;
  r.node[r.len] = t;
  r.how[r.len++] = how;
  let stop = walk(r, t, f, left);
  if (!stop && c.g.subwayNo[t] && (transferViolations(c, r.transferred) & ~c.relax) === 0) {
    const transferred = r.transferred;
    const replaced = r.replaced;
    r.transferred = true;
    r.replaced = replaced || c.mover === 'cop';
    for (const u of transferTargets(c, t)) {
      if (blocked(r, u)) continue;
      if (enter(r, u, TRANSFER, FREE, left)) {
        stop = true;
        break;
      }
    }
    r.transferred = transferred;
    r.replaced = replaced;
  }
  r.len--;
  r.visited[t] = was;
  return stop;
}
