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

function pathOf(r: Run): PathStep[] {
  const out: PathStep[] = [];
  for (let i = 0; i < r.len; i++) {
    out.push({ space: r.c.g.ids[r.node[i] ?? 0] ?? '', how: HOW[r.how[i] ?? 0] ?? 'street' });
  }
  return out;
}

function facingsOf(mask: number): Facing[] {
  const out: Facing[] = [];
  for (let d = 0; d < 4; d++) if (mask & (1 << d)) out.push(facingOf(d));
  return out;
}

/**
 * Every legal end of the move as (space, facing), each with the first path found to it, so a board can
 * light the destinations and animate a path. Refuses a malformed query (unknown space, bad die, …).
 */
export function legalMoves(g: MoveGraph, q: MoveQuery): Result<LegalMove[]> {
  const ctx = makeContext(g, q);
  if (!ctx.ok) return ctx;
  const seen = new Uint8Array(g.nodeCount * 4);
  const out: LegalMove[] = [];
  search(ctx.value, (r, node, f) => {
    if (node >= g.streetCount) {
      if (!seen[node * 4]) {
        seen[node * 4] = 1;
        out.push({ to: g.ids[node] ?? '', facing: null, path: pathOf(r), copReplaced: r.replaced });
      }
      return false;
    }
    const mask = endFacings(g, node, f);
    for (let d = 0; d < 4; d++) {
      if ((mask & (1 << d)) === 0 || seen[node * 4 + d]) continue;
      seen[node * 4 + d] = 1;
      out.push({ to: g.ids[node] ?? '', facing: facingOf(d), path: pathOf(r), copReplaced: r.replaced });
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
