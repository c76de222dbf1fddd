/**
 * Copies of the Gangs, the Public pieces, the Cops and the Joints written for their shape: the same value as `copyJson` (keys
 * in the same order, -0 read as 0), at a fraction of a generic walk's cost. A move's undo snapshot and a
 * retract copy both lists (G-6.92), and so does every working copy: in a random playout these copies were
 * the largest single cost. Anything not of the usual shape (a field this file does not know, keys in
 * another order) is copied by `copyJson`, so the result is always `copyJson`'s.
 */
import { copyJson, keysInOrder } from '../../engine/json';
import { GANG_KEYS, type CopState, type GangState, type JointState, type PieceState, type PublicState } from './state';

/** A leaf as `copyJson` copies it: -0 as 0, a composite (never there in a sound state) copied deep. */
function leaf<T>(v: T): T {
  return (typeof v === 'object' && v !== null ? copyJson(v) : v === 0 ? 0 : v) as T;
}

/** The key orders of the parts' usual shapes (`snapshot-parts.ts` checks a playout's state against them too). */
export const KINDS = ['racketeer', 'thug', 'vamp'];
export const PIECE = ['at', 'facing', 'criminal'];
export const DONUT = ['cop', 'side'];
export const PUBLIC = ['id', 'strength', 'at', 'facing'];
export const COP = ['strength', 'at', 'facing'];
export const JOINT = ['owner', 'level'];

function piece(p: PieceState | null): PieceState | null | undefined {
  if (p === null) return null;
  if (typeof p !== 'object' || !keysInOrder(p, PIECE)) return undefined;
  return { at: leaf(p.at), facing: leaf(p.facing), criminal: leaf(p.criminal) };
}

function gang(g: GangState): GangState {
  const { strength, pieces, donut } = g;
  if (
    !keysInOrder(g, GANG_KEYS) ||
    typeof strength !== 'object' ||
    strength === null ||
    !keysInOrder(strength, KINDS) ||
    typeof pieces !== 'object' ||
    pieces === null ||
    !keysInOrder(pieces, KINDS) ||
    (donut !== null && (typeof donut !== 'object' || !keysInOrder(donut, DONUT)))
  )
    return copyJson(g);
  const racketeer = piece(pieces.racketeer);
  const thug = piece(pieces.thug);
  const vamp = piece(pieces.vamp);
  if (racketeer === undefined || thug === undefined || vamp === undefined) return copyJson(g);
  return {
    seat: leaf(g.seat),
    gang: leaf(g.gang),
    cash: leaf(g.cash),
    strength: { racketeer: leaf(strength.racketeer), thug: leaf(strength.thug), vamp: leaf(strength.vamp) },
    pieces: { racketeer, thug, vamp },
    heaters: leaf(g.heaters),
    wheels: leaf(g.wheels),
    siren: leaf(g.siren),
    out: leaf(g.out),
    donut: donut === null ? null : { cop: leaf(donut.cop), side: leaf(donut.side) },
  };
}

/** `copyJson(gangs)`. */
export function copyGangs(gangs: readonly GangState[]): GangState[] {
  if (!Array.isArray(gangs)) return copyJson(gangs) as GangState[];
  const out = gangs.slice();
  for (let i = 0; i < out.length; i++) {
    const g = out[i] as GangState;
    out[i] = typeof g === 'object' && g !== null && !Array.isArray(g) ? gang(g) : leaf(g);
  }
  return out;
}

/** `copyJson(publics)`. */
export function copyPublics(publics: readonly PublicState[]): PublicState[] {
  if (!Array.isArray(publics)) return copyJson(publics) as PublicState[];
  const out = publics.slice();
  for (let i = 0; i < out.length; i++) {
    const p = out[i] as PublicState;
    out[i] =
      typeof p === 'object' && p !== null && !Array.isArray(p) && keysInOrder(p, PUBLIC)
        ? { id: leaf(p.id), strength: leaf(p.strength), at: leaf(p.at), facing: leaf(p.facing) }
        : copyJson(p);
  }
  return out;
}

/** `copyJson(cops)`. */
export function copyCops(cops: readonly CopState[]): CopState[] {
  if (!Array.isArray(cops)) return copyJson(cops) as CopState[];
  const out = cops.slice();
  for (let i = 0; i < out.length; i++) {
    const c = out[i] as CopState;
    out[i] =
      typeof c === 'object' && c !== null && !Array.isArray(c) && keysInOrder(c, COP)
        ? { strength: leaf(c.strength), at: leaf(c.at), facing: leaf(c.facing) }
        : copyJson(c);
  }
  return out;
}

/** `copyJson(joints)`. */
export function copyJoints(joints: Readonly<Record<string, JointState>>): Record<string, JointState> {
  if (typeof joints !== 'object' || joints === null || Array.isArray(joints)) return copyJson(joints);
  const out: Record<string, JointState> = {};
  for (const id in joints) {
    const j = joints[id] as JointState;
    out[id] =
      typeof j === 'object' && j !== null && !Array.isArray(j) && keysInOrder(j, JOINT)
        ? { owner: leaf(j.owner), level: leaf(j.level) }
        : copyJson(j);
  }
  return out;
}
