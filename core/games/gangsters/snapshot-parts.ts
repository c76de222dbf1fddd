/**
 * The take-back snapshots of a playout's own state (G-6.92: a gangster's, a Public's or a Cop's move,
 * about 570 a game), copied without checking each object's keys. `copy-parts.ts` copies any state's
 * Gangs, Public pieces, Cops and Joints as `copyJson` does, checking every object's keys and order on
 * the way (a state read from anywhere may hold another shape); those checks were most of a snapshot's
 * cost. A playout's own state is checked once instead, when the playout copies the match's state
 * (`trustShapes`), with the parts of its take-back snapshot (a take-back puts them into play), and noted.
 * From then on the shape holds all game: every rule that writes one of these parts writes it whole in
 * that shape (a piece `{ at, facing, criminal }`, a Donut `{ cop, side }`, a Joint `{ owner, level }`, a
 * Cop `{ strength, at, facing }`; a Public piece is only ever changed field by field), with leaves of
 * their declared kinds, and a take-back puts back a snapshot's parts, copied in that shape.
 * `snapshot-shapes.test.ts` checks the shapes, and each copy against `copyJson`'s text, at every position
 * of random games played in place.
 */
import { keysInOrder } from '../../engine/json';
import { COP, copyCops, copyGangs, copyJoints, copyPublics, DONUT, JOINT, KINDS, PIECE, PUBLIC } from './copy-parts';
import { GANG_KEYS, type CopState, type GangState, type JointState, type PieceState, type PublicState } from './state';
import type { Facing, GangsterKind } from './board';

/** A number as `copyJson` copies it (-0 as 0). */
function num(v: number): number {
  return v === 0 ? 0 : v;
}

function isRecord(o: unknown): o is Record<string, unknown> {
  return typeof o === 'object' && o !== null && !Array.isArray(o);
}

const str = (v: unknown): boolean => typeof v === 'string';
const strOrNull = (v: unknown): boolean => v === null || typeof v === 'string';

/**
 * Whether `g` is a Gang of the usual shape all through: every object's keys those `shapedGang` writes, in
 * its order, and every leaf of its field's kind (none a composite), so that `shapedGang` copies it as
 * `copyJson` does.
 */
function isShapedGang(g: unknown): boolean {
  if (!isRecord(g) || !keysInOrder(g, GANG_KEYS)) return false;
  const x = g as GangState;
  const { strength, pieces, donut } = x;
  return (
    typeof x.seat === 'number' &&
    str(x.gang) &&
    typeof x.cash === 'number' &&
    isRecord(strength) &&
    keysInOrder(strength, KINDS) &&
    typeof strength.racketeer === 'number' &&
    typeof strength.thug === 'number' &&
    typeof strength.vamp === 'number' &&
    isRecord(pieces) &&
    keysInOrder(pieces, KINDS) &&
    isShapedPiece(pieces.racketeer) &&
    isShapedPiece(pieces.thug) &&
    isShapedPiece(pieces.vamp) &&
    typeof x.heaters === 'boolean' &&
    typeof x.wheels === 'boolean' &&
    typeof x.siren === 'boolean' &&
    typeof x.out === 'boolean' &&
    (donut === null ||
      (isRecord(donut) && keysInOrder(donut, DONUT) && typeof donut.cop === 'number' && typeof donut.side === 'number'))
  );
}

function isShapedPiece(p: PieceState | null): boolean {
  return (
    p === null ||
    (isRecord(p) && keysInOrder(p, PIECE) && str(p.at) && strOrNull(p.facing) && typeof p.criminal === 'boolean')
  );
}

function isShapedPublic(p: unknown): boolean {
  return (
    isRecord(p) &&
    keysInOrder(p, PUBLIC) &&
    typeof p['id'] === 'number' &&
    typeof p['strength'] === 'number' &&
    strOrNull(p['at']) &&
    strOrNull(p['facing'])
  );
}

function isShapedCop(c: unknown): boolean {
  return (
    isRecord(c) && keysInOrder(c, COP) && typeof c['strength'] === 'number' && str(c['at']) && strOrNull(c['facing'])
  );
}

function isShapedJoint(j: unknown): boolean {
  return (
    isRecord(j) &&
    keysInOrder(j, JOINT) &&
    (j['owner'] === null || typeof j['owner'] === 'number') &&
    typeof j['level'] === 'number'
  );
}

const listOf =
  (each: (x: unknown) => boolean) =>
  (list: unknown): boolean =>
    Array.isArray(list) && list.every(each);

const gangsShaped = listOf(isShapedGang);
const publicsShaped = listOf(isShapedPublic);
const copsShaped = listOf(isShapedCop);

function jointsShaped(joints: unknown): boolean {
  if (!isRecord(joints)) return false;
  for (const id in joints) if (!isShapedJoint(joints[id])) return false;
  return true;
}

/** The parts a take-back snapshot copies and a take-back puts back, as a state (or a snapshot) holds them. */
interface Parts {
  readonly gangs?: unknown;
  readonly publics?: unknown;
  readonly cops?: unknown;
  readonly joints?: unknown;
}

/**
 * Whether the snapshot parts of `s` (a state) are all of the usual shape, with those of its take-back
 * snapshot `turn.undo` (its Gangs and Public pieces, and its Cop part's Cops and Joints when it has one).
 */
export function shapesHold(s: Parts & { readonly turn: { readonly undo: unknown } }): boolean {
  if (!gangsShaped(s.gangs) || !publicsShaped(s.publics) || !copsShaped(s.cops) || !jointsShaped(s.joints))
    return false;
  const undo = s.turn.undo;
  if (undo === null) return true;
  if (!isRecord(undo) || !gangsShaped(undo['gangs']) || !publicsShaped(undo['publics'])) return false;
  const cop = undo['cop'];
  return !isRecord(cop) || (copsShaped(cop['cops']) && jointsShaped(cop['joints']));
}

/** Playouts' own states whose snapshot parts are of the usual shape (see the file's comment). */
const trusted = new WeakSet<object>();

/** Notes `s`, a playout's own state just copied, when its snapshot parts are all of the usual shape. */
export function trustShapes(s: Parts & { readonly turn: { readonly undo: unknown } }): void {
  if (shapesHold(s)) trusted.add(s);
}

/** Whether the snapshots of `s` copy its parts without checks (a playout's own state, see the file's comment). */
export function shapesTrusted(s: object): boolean {
  return trusted.has(s);
}

/**
 * `copyJson(g)` of a Gang `isShapedGang` holds for, written out with no checks. Its strength and pieces
 * records and its gangsters are the very objects: a trusted state never changes them in place (`setPiece`,
 * `setPieceOf` and `setStrength` put new ones in), so the snapshot's stay as they were when it was taken.
 */
function shapedGang(g: GangState): GangState {
  const donut = g.donut;
  return {
    seat: num(g.seat),
    gang: g.gang,
    cash: num(g.cash),
    strength: g.strength,
    pieces: g.pieces,
    heaters: g.heaters,
    wheels: g.wheels,
    siren: g.siren,
    out: g.out,
    donut: donut === null ? null : { cop: num(donut.cop), side: num(donut.side) },
  };
}

/** `copyJson(s.gangs)`, without the checks for a state `trustShapes` noted. */
export function snapshotGangs(s: { readonly gangs: readonly GangState[] }): GangState[] {
  if (!trusted.has(s)) return copyGangs(s.gangs);
  const gangs = s.gangs;
  const out = new Array<GangState>(gangs.length);
  for (let i = 0; i < gangs.length; i++) out[i] = shapedGang(gangs[i] as GangState);
  return out;
}

/**
 * `copyJson(s.publics)`, without the checks for a state `trustShapes` noted. A trusted state's Public
 * pieces are never changed in place (`movePublicTo` puts a new object in), so the snapshot's list holds
 * the very objects.
 */
export function snapshotPublics(s: { readonly publics: readonly PublicState[] }): PublicState[] {
  if (!trusted.has(s)) return copyPublics(s.publics);
  return s.publics.slice();
}

/**
 * `copyJson(s.cops)`, without the checks for a state `trustShapes` noted. A trusted state's Cops are never
 * changed in place (`moveCopTo` puts a new object in), so the snapshot's list holds the very objects.
 */
export function snapshotCops(s: { readonly cops: readonly CopState[] }): CopState[] {
  if (!trusted.has(s)) return copyCops(s.cops);
  return s.cops.slice();
}

/**
 * `copyJson(s.joints)`, without the checks for a state `trustShapes` noted: the very object. A trusted
 * state's Joints object is never changed in place: a Joint set or added (`setJoint`, `putJoint`) or
 * taken off (`removeJoint`) makes a new object of them, so the snapshot's stays as it was taken.
 */
export function snapshotJoints(s: {
  readonly joints: Readonly<Record<string, JointState>>;
}): Record<string, JointState> {
  if (!trusted.has(s)) return copyJoints(s.joints);
  return s.joints as Record<string, JointState>;
}

/** `pieces` with gangster `kind` set to `p`: a new record, its keys in the usual order. */
function piecesWith(pieces: GangState['pieces'], kind: GangsterKind, p: PieceState | null): GangState['pieces'] {
  return {
    racketeer: kind === 'racketeer' ? p : pieces.racketeer,
    thug: kind === 'thug' ? p : pieces.thug,
    vamp: kind === 'vamp' ? p : pieces.vamp,
  };
}

/**
 * Moves gangster `p` (the Gang's `kind`) to `at`, facing `facing`, `criminal` side up. In a trusted state
 * (whose take-back snapshots share the Gangs' pieces records and gangsters, `shapedGang`) the gangster
 * and the Gang's pieces record are new objects, their keys in the usual order; otherwise `p` is changed
 * in place, as before.
 */
export function setPiece(
  s: object,
  g: GangState,
  kind: GangsterKind,
  p: PieceState,
  at: string,
  facing: Facing | null,
  criminal: boolean,
): void {
  if (trusted.has(s)) {
    g.pieces = piecesWith(g.pieces, kind, { at, facing, criminal });
    return;
  }
  p.at = at;
  p.facing = facing;
  p.criminal = criminal;
}

/** Sets the Gang's gangster `kind` to `p` (a new one, or null): a new pieces record in a trusted state. */
export function setPieceOf(s: object, g: GangState, kind: GangsterKind, p: PieceState | null): void {
  if (trusted.has(s)) g.pieces = piecesWith(g.pieces, kind, p);
  else g.pieces[kind] = p;
}

/** Sets the Gang's strength of `kind` to `n`: a new strength record in a trusted state (see `shapedGang`). */
export function setStrength(s: object, g: GangState, kind: GangsterKind, n: number): void {
  if (!trusted.has(s)) {
    g.strength[kind] = n;
    return;
  }
  const st = g.strength;
  g.strength = {
    racketeer: kind === 'racketeer' ? n : st.racketeer,
    thug: kind === 'thug' ? n : st.thug,
    vamp: kind === 'vamp' ? n : st.vamp,
  };
}

/**
 * Moves Public piece `p` (one of `s.publics`) to `at` facing `facing` (both null: home to the cup). In a
 * trusted state (whose snapshots share the Public pieces, `snapshotPublics`) a new object takes its place
 * in the list; otherwise `p` is changed in place, as before.
 */
export function movePublicTo(
  s: { readonly publics: PublicState[] },
  p: PublicState,
  at: string | null,
  facing: Facing | null,
): void {
  if (trusted.has(s)) {
    const i = s.publics.indexOf(p);
    if (i >= 0) {
      s.publics[i] = { id: p.id, strength: p.strength, at, facing };
      return;
    }
  }
  p.at = at;
  p.facing = facing;
}

/** Moves Cop `cop` (one of `s.cops`) to `at` facing `facing`: a new object in a trusted state (`snapshotCops`). */
export function moveCopTo(s: { readonly cops: CopState[] }, cop: CopState, at: string, facing: Facing | null): void {
  if (trusted.has(s)) {
    const i = s.cops.indexOf(cop);
    if (i >= 0) {
      s.cops[i] = { strength: cop.strength, at, facing };
      return;
    }
  }
  cop.at = at;
  cop.facing = facing;
}

/** A copy of the trusted Joints `joints` with Joint `id` set to `j` (added last when new), keys in order. */
function jointsWith(
  joints: Readonly<Record<string, JointState>>,
  id: string,
  j: JointState,
): Record<string, JointState> {
  const out: Record<string, JointState> = {};
  for (const k in joints) out[k] = k === id ? j : (joints[k] as JointState);
  if (!Object.hasOwn(out, id)) out[id] = j;
  return out;
}

/**
 * Sets Joint `id` (one of `s.joints`) to `owner` and `level`. In a trusted state (a playout's own, whose
 * take-back snapshots share the Joints object, `snapshotJoints`) the Joints are a new object holding a new
 * Joint, their keys in the same order (`shapesHold` checked them); otherwise the Joint is changed in
 * place, as before.
 */
export function setJoint(
  s: { joints: Record<string, JointState> },
  id: string,
  owner: number | null,
  level: number,
): void {
  if (trusted.has(s)) {
    s.joints = jointsWith(s.joints, id, { owner, level });
    return;
  }
  const j = s.joints[id] as JointState;
  j.owner = owner;
  j.level = level;
}

/**
 * Puts a Joint `{ owner, level }` on building `id`, a new entry (added last) or in place of the one there:
 * as `s.joints[id] = { owner, level }` does, the Joints a new object in a trusted state (see `setJoint`).
 */
export function putJoint(
  s: { joints: Record<string, JointState> },
  id: string,
  owner: number | null,
  level: number,
): void {
  if (trusted.has(s)) s.joints = jointsWith(s.joints, id, { owner, level });
  else s.joints[id] = { owner, level };
}
