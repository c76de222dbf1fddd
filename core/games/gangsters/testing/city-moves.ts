/** Test helpers over the real city: legal moves as short, readable values. Tests only. */
import { nextInt, type RngState } from '../../../engine/rng';
import { GANGS, type Gang } from '../board';
import { cityGraph } from '../city';
import {
  legalMoves,
  legalPaths,
  whyUnreachable,
  type LegalMove,
  type MoveBoardState,
  type MoveQuery,
} from '../movement';
import { coloredBuildings } from '../rules/places';

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

/**
 * A random board for the movement memo's tests: each colored building, in id order, is some Gang's Joint
 * when a draw of 0–99 falls under `under` (40: about four in ten).
 */
export function randomBoard(rng: RngState, under: number): [MoveBoardState, RngState] {
  const owners: Record<string, Gang> = {};
  let r = rng;
  for (const id of coloredBuildings()) {
    const [x, r1] = nextInt(r, 100);
    const [gi, r2] = nextInt(r1, GANGS.length);
    r = r2;
    if (x < under) owners[id] = GANGS[gi] as Gang;
  }
  return [Object.freeze({ owners: Object.freeze(owners) }), r];
}
