/**
 * The engine's answers: every legal move of a piece (one path per end space and facing), every legal path,
 * or just the end spaces. All three run the same search (`search.ts`).
 */
import { ok, type Result } from '../../../engine/result';
import type { Facing } from '../board';
import { makeContext } from './context';
import { endFacings, facingOf } from './facing';
import type { MoveGraph } from './graph';
import { HOW, search, type Run } from './search';
import type { LegalMove, MoveQuery, PathStep } from './types';

/** One legal path with every facing the piece may show at its end (empty inside a building). */
export interface LegalPath {
  readonly to: string;
  readonly facings: readonly Facing[];
  readonly path: readonly PathStep[];
  readonly copReplaced: boolean;
}

/**
 * The path's steps, each the one frozen object for its space and kind of step (`stepOf`): a search
 * lists every end of a move with its path, most of them never looked at, and a playout asks for
 * hundreds of fresh moves per game, so steps are not made anew for each path.
 */
function pathOf(r: Run): PathStep[] {
  const out: PathStep[] = [];
  for (let i = 0; i < r.len; i++) out.push(stepOf(r.c.g, r.node[i] ?? 0, r.how[i] ?? 0));
  return out;
}

/** Each graph's steps by space and kind of step (`node * HOW.length + how`), made when first needed. */
const stepTables = new WeakMap<MoveGraph, (PathStep | null)[]>();

/** `{ space, how }` for step kind `how` (an index of `HOW`) into `node`, frozen and shared. */
function stepOf(g: MoveGraph, node: number, how: number): PathStep {
  let table = stepTables.get(g);
  if (!table) {
    table = new Array<PathStep | null>(g.nodeCount * HOW.length).fill(null);
    stepTables.set(g, table);
  }
  const k = node * HOW.length + how;
  let step = table[k] ?? null;
  if (step === null) {
    step = Object.freeze({ space: g.ids[node] ?? '', how: HOW[how] ?? 'street' });
    table[k] = step;
  }
  return step;
}

function facingsOf(mask: number): Facing[] {
  const out: Facing[] = [];
  for (let d = 0; d < 4; d++) if (mask & (1 << d)) out.push(facingOf(d));
  return out;
}

let spare = new Uint8Array(0);

/**
 * A zeroed scratch buffer of `size` bytes for one `legalMoves` call, reused from call to call (a search
 * never starts another `legalMoves` from inside its callback).
 */
function scratch(size: number): Uint8Array {
  if (spare.length < size) spare = new Uint8Array(size);
  const out = spare.subarray(0, size);
  out.fill(0);
  return out;
}

/**
 * Whether the path takes a Subway transfer: the search's `transferred`, which it sets on the way
 * into a transfer and puts back on the way out, so it is true exactly while the path holds one.
 */
function usesSubway(r: Run): boolean {
  return r.transferred;
}

/**
 * Every legal end of the move as (space, facing, with or without a Subway transfer), each with the first
 * path found to it, so a board can light the destinations and animate a path, and a player who may reach
 * a space both ways can choose (G-10.2). Refuses a malformed query (unknown space, bad die, …).
 */
export function legalMoves(g: MoveGraph, q: MoveQuery, read: Uint8Array | null = null): Result<LegalMove[]> {
  const ctx = makeContext(g, q);
  if (!ctx.ok) return ctx;
  // `read` (a gangster's search): where to note the buildings whose ownership the search reads.
  ctx.value.read = read;
  const seen = scratch(g.nodeCount * 8);
  const out: LegalMove[] = [];
  search(ctx.value, (r, node, f) => {
    const subway = usesSubway(r);
    const via = subway ? 4 : 0;
    if (node >= g.streetCount) {
      if (!seen[node * 8 + via]) {
        seen[node * 8 + via] = 1;
        out.push({ to: g.ids[node] ?? '', facing: null, path: pathOf(r), copReplaced: r.replaced, subway });
      }
      return false;
    }
    const mask = endFacings(g, node, f);
    for (let d = 0; d < 4; d++) {
      if ((mask & (1 << d)) === 0 || seen[node * 8 + via + d]) continue;
      seen[node * 8 + via + d] = 1;
      out.push({ to: g.ids[node] ?? '', facing: facingOf(d), path: pathOf(r), copReplaced: r.replaced, subway });
    }
    return false;
  });
  return ok(out);
}

/** Every legal path, up to `limit` of them (`truncated` says when there were more). */
export function legalPaths(
  g: MoveGraph,
  q: MoveQuery,
  limit = 20_000,
): Result<{ paths: LegalPath[]; truncated: boolean }> {
  const ctx = makeContext(g, q);
  if (!ctx.ok) return ctx;
  const paths: LegalPath[] = [];
  let truncated = false;
  search(ctx.value, (r, node, f) => {
    if (paths.length >= limit) {
      truncated = true;
      return true;
    }
    const facings = node >= g.streetCount ? [] : facingsOf(endFacings(g, node, f));
    paths.push({ to: g.ids[node] ?? '', facings, path: pathOf(r), copReplaced: r.replaced });
    return false;
  });
  return ok({ paths, truncated });
}

/** The distinct spaces where the move may end, in board order; the cheapest question the engine answers. */
export function legalDestinations(g: MoveGraph, q: MoveQuery): Result<string[]> {
  const ctx = makeContext(g, q);
  if (!ctx.ok) return ctx;
  const seen = new Uint8Array(g.nodeCount);
  search(ctx.value, (_r, node) => {
    seen[node] = 1;
    return false;
  });
  const out: string[] = [];
  seen.forEach((v, i) => {
    if (v) out.push(g.ids[i] ?? '');
  });
  return ok(out);
}

/**
 * The move a player named: its end space and facing and, when it says so, whether it takes a Subway
 * transfer (G-10.2). Unsaid, the way without a transfer is preferred, as a player walking there expects.
 */
export function pickMove(
  moves: readonly LegalMove[],
  to: string,
  facing: Facing | null,
  subway?: boolean,
): LegalMove | undefined {
  const fits = (m: LegalMove) => m.to === to && (m.facing === null || m.facing === facing);
  if (subway !== undefined) return moves.find((m) => fits(m) && m.subway === subway);
  return moves.find((m) => fits(m) && !m.subway) ?? moves.find(fits);
}

/** The `subway` flag a listed action carries: only the transfer variant says it. */
export function via(m: LegalMove): { subway?: true } {
  return m.subway ? { subway: true } : {};
}
