/** Test helpers over the real city: legal moves as short, readable values. Tests only. */
import { cityGraph } from '../city';
import { legalMoves, legalPaths, whyUnreachable, type LegalMove, type MoveQuery } from '../movement';

export const G = cityGraph();

export function moves(q: MoveQuery): LegalMove[] {
  const r = legalMoves(G, q);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The distinct end spaces, sorted. */
export function ends(q: MoveQuery): string[] {
  return [...new Set(moves(q).map((m) => m.to))].sort();
}

/** The path to `to` as "space:how" strings, or null when `to` is not a legal end. */
export function pathTo(q: MoveQuery, to: string): string[] | null {
  const m = moves(q).find((x) => x.to === to);
  return m ? m.path.map((p) => `${p.space}:${p.how}`) : null;
}

/** All legal paths as "space:how" lists. */
export function allPaths(q: MoveQuery): string[][] {
  const r = legalPaths(G, q);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.paths.map((p) => p.path.map((s) => `${s.space}:${s.how}`));
}

/** The clause forbidding `to`, or null when it is reachable. */
export function whyNot(q: MoveQuery, to: string): string | null {
  const r = whyUnreachable(G, q, to);
  if (!r.ok) throw new Error(r.error.message);
  return r.value ? `${r.value.clause} ${r.value.code}` : null;
}
