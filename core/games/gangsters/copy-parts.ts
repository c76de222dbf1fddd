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

const KINDS = ['racketeer', 'thug', 'vamp'];
const PIECE = ['at', 'facing', 'criminal'];
const DONUT = ['cop', 'side'];
const PUBLIC = ['id', 'strength', 'at', 'facing'];
const COP = ['strength', 'at', 'facing'];
const JOINT = ['owner', 'level'];

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

/** A number as `copyJson` copies it (-0 as 0). */
function num(v: number): number {
  return v === 0 ? 0 : v;
}

/**
 * Whether `g` is a Gang of the usual shape all through: every object's keys those `gang` copies, in its
 * order, and every leaf a string, number, boolean or null of its field's kind (none a composite), so that
 * `shapedGang` copies it as `copyJson` does.
 */
function isShapedGang(g: unknown): boolean {
  if (typeof g !== 'object' || g === null || Array.isArray(g) || !keysInOrder(g, GANG_KEYS)) return false;
  const x = g as GangState;
  const { strength, pieces, donut } = x;
  return (
    typeof x.seat === 'number' &&
    typeof x.gang === 'string' &&
    typeof x.cash === 'number' &&
    typeof strength === 'object' &&
    strength !== null &&
    keysInOrder(strength, KINDS) &&
    typeof strength.racketeer === 'number' &&
    typeof strength.thug === 'number' &&
    typeof strength.vamp === 'number' &&
    typeof pieces === 'object' &&
    pieces !== null &&
    keysInOrder(pieces, KINDS) &&
    isShapedPiece(pieces.racketeer) &&
    isShapedPiece(pieces.thug) &&
    isShapedPiece(pieces.vamp) &&
    typeof x.heaters === 'boolean' &&
    typeof x.wheels === 'boolean' &&
    typeof x.siren === 'boolean' &&
    typeof x.out === 'boolean' &&
    (donut === null ||
      (typeof donut === 'object' &&
        keysInOrder(donut, DONUT) &&
        typeof donut.cop === 'number' &&
        typeof donut.side === 'number'))
  );
}

function isShapedPiece(p: PieceState | null): boolean {
  return (
    p === null ||
    (typeof p === 'object' &&
      keysInOrder(p, PIECE) &&
      typeof p.at === 'string' &&
      (p.facing === null || typeof p.facing === 'string') &&
      typeof p.criminal === 'boolean')
  );
}

/** `copyJson(g)` of a Gang `isShapedGang` holds for, written out with no checks. */
function shapedGang(g: GangState): GangState {
  const { strength, pieces, donut } = g;
  const { racketeer, thug, vamp } = pieces;
  return {
    seat: num(g.seat),
    gang: g.gang,
    cash: num(g.cash),
    strength: { racketeer: num(strength.racketeer), thug: num(strength.thug), vamp: num(strength.vamp) },
    pieces: {
      racketeer:
        racketeer === null ? null : { at: racketeer.at, facing: racketeer.facing, criminal: racketeer.criminal },
      thug: thug === null ? null : { at: thug.at, facing: thug.facing, criminal: thug.criminal },
      vamp: vamp === null ? null : { at: vamp.at, facing: vamp.facing, criminal: vamp.criminal },
    },
    heaters: g.heaters,
    wheels: g.wheels,
    siren: g.siren,
    out: g.out,
    donut: donut === null ? null : { cop: num(donut.cop), side: num(donut.side) },
  };
}

/**
 * Playouts' own states whose Gangs stay of the usual shape (`isShapedGang`) all game: checked once, when
 * the playout copies the match's state (`trustGangShapes`). Every rule that writes a Gang's part writes it
 * whole in that shape (a piece `{ at, facing, criminal }`, a Donut `{ cop, side }`, …) and its leaves of
 * their declared kinds, and a take-back puts back a snapshot's Gangs, copied in that shape; so the take-back
 * snapshots of such a state (a gangster's, a Public's or a Cop's move, about 570 a game) copy its Gangs
 * without checking each object's keys again. `gang-shapes.test.ts` checks the shape at every position of
 * random games played in place.
 */
const trusted = new WeakSet<object>();

/**
 * Notes that the Gangs of `s`, a playout's own state just copied, and those of its take-back snapshot
 * (a take-back puts them into play) are of the usual shape, when they all are.
 */
export function trustGangShapes(s: { readonly gangs: unknown; readonly turn: { readonly undo: unknown } }): void {
  const undo = s.turn.undo as { readonly gangs?: unknown } | null;
  if (allShaped(s.gangs) && (undo === null || allShaped(undo.gangs))) trusted.add(s);
}

function allShaped(gangs: unknown): boolean {
  return Array.isArray(gangs) && gangs.every(isShapedGang);
}

/** Whether `s`'s Gangs are copied for its snapshots without checks (for tests). */
export function gangShapesTrusted(s: object): boolean {
  return trusted.has(s);
}

/** Whether every Gang of `gangs` is of the usual shape (`isShapedGang`; for tests). */
export function gangsShaped(gangs: unknown): boolean {
  return allShaped(gangs);
}

/** `copyJson(s.gangs)`: without the key checks for a state `trustGangShapes` vouched for. */
export function snapshotGangs(s: { readonly gangs: readonly GangState[] }): GangState[] {
  if (!trusted.has(s)) return copyGangs(s.gangs);
  const gangs = s.gangs;
  const out = new Array<GangState>(gangs.length);
  for (let i = 0; i < gangs.length; i++) out[i] = shapedGang(gangs[i] as GangState);
  return out;
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
