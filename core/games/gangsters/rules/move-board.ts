/**
 * The movement engine's view of a position (owners, Cop-welcome Joints, Public places), interned by
 * content: equal boards are one frozen object (its lists read-only by type: V8 reads a frozen array more slowly), and boards that differ only in their Public places share
 * their owners and Cop-welcome parts. The movement caches are keyed by these objects (the remembered
 * moves in `memo.ts`, the search masks in `context.ts`), so they find a board again from one position to
 * the next, and from one playout to the next, instead of starting afresh each time.
 */
import type { Gang } from '../board';
import { cityGraph } from '../city';
import type { MoveBoardState, MoveGraph } from '../movement';
import { jointAt, type GangstersState, type PieceState } from '../state';
import { shapesTrusted } from '../snapshot-parts';

/** Boards kept before starting afresh (the memo keeps about as many answers). */
const LIMIT = 4096;

interface Head {
  readonly owners: Readonly<Record<string, Gang>>;
  readonly copWelcome: readonly string[];
}

const heads = new Map<string, Head>();
const boards = new Map<string, MoveBoardState>();
/** The key of an interned board's owners and Cop-welcome part, for `boardWithoutPublic`. */
const headKeys = new WeakMap<MoveBoardState, string>();

/**
 * A one-character code for a space id or Gang name, so a board's key is a few characters per Joint and
 * Public piece rather than their names (codes stay below the surrogate range: one code unit each).
 */
const codes = new Map<string, string>();
function code(id: string): string {
  let c = codes.get(id);
  if (c === undefined) {
    c = String.fromCharCode(0x100 + codes.size);
    codes.set(id, c);
  }
  return c;
}

function publicKey(publicAt: readonly string[]): string {
  let key = '';
  for (const at of publicAt) key += code(at);
  return key;
}

/** The board with `headKey`'s owners and Cop-welcome part (`make` when new) and `publicAt` (`places` when new). */
function intern(headKey: string, make: () => Head, publicKey: string, places: () => string[]): MoveBoardState {
  const key = `${headKey}#${publicKey}`;
  let b = boards.get(key);
  if (b) return b;
  if (boards.size >= LIMIT) {
    boards.clear();
    heads.clear();
  }
  let h = heads.get(headKey);
  if (!h) {
    h = make();
    heads.set(headKey, h);
  }
  b = Object.freeze({ owners: h.owners, copWelcome: h.copWelcome, publicAt: places() });
  boards.set(key, b);
  headKeys.set(b, headKey);
  return b;
}

/** Owned Joints holding a criminal or a Public marker (G-9.4: such a Joint welcomes a Cop), the first `welcomeCount`. */
const welcomeAt: string[] = [];
let welcomeCount = 0;

function markWelcome(s: GangstersState, at: string): void {
  if ((jointAt(s, at)?.owner ?? null) !== null) welcomeAt[welcomeCount++] = at;
}

/** Marks the Joint under a criminal gangster `p` (named loads: the three kinds are read one by one). */
function markCriminal(s: GangstersState, p: PieceState | null): void {
  if (p !== null && p.criminal) markWelcome(s, p.at);
}

/** Finds the Joints of `s` that welcome a Cop, for `welcomes`. */
function findWelcome(s: GangstersState): void {
  welcomeCount = 0;
  for (const g of s.gangs) {
    const pieces = g.pieces;
    markCriminal(s, pieces.racketeer);
    markCriminal(s, pieces.thug);
    markCriminal(s, pieces.vamp);
  }
  for (const p of s.publics) if (p.at !== null) markWelcome(s, p.at);
}

/** Whether Joint `id` welcomes a Cop, after `findWelcome`. */
function welcomes(id: string): boolean {
  for (let i = 0; i < welcomeCount; i++) if (welcomeAt[i] === id) return true;
  return false;
}

function gangOfSeat(s: GangstersState, seat: number): Gang | null {
  for (const g of s.gangs) if (g.seat === seat) return g.gang;
  return null;
}

/** What the movement engine needs to know about the board now; `exceptPublic` is left out of the Public places. */
export function moveState(s: GangstersState, exceptPublic?: number): MoveBoardState {
  // The key names each owned Joint in the state's order, its Gang and whether it welcomes a Cop.
  findWelcome(s);
  let headKey = '';
  // The Joints read through one local: a read of `s.joints[id]` in a loop over `s.joints` is a generic
  // keyed lookup (every game's Joints have a shape of their own); over the loop's own object, V8 reads
  // each value by its place, about twice as fast.
  const joints = s.joints;
  for (const id in joints) {
    const owner = joints[id]?.owner ?? null;
    if (owner === null) continue;
    const gang = gangOfSeat(s, owner);
    if (gang === null) continue;
    headKey += code(id) + code(gang) + (welcomes(id) ? '+' : '-');
  }
  let pub = '';
  for (const p of s.publics) if (p.at !== null && p.id !== exceptPublic) pub += code(p.at);
  return intern(
    headKey,
    () => head(s),
    pub,
    () => s.publics.flatMap((p) => (p.at !== null && p.id !== exceptPublic ? [p.at] : [])),
  );
}

/** Boards of owners only, by the key of their owners (`ownersBoard`). */
const ownerBoards = new Map<string, MoveBoardState>();
/** The owned Joints (the first `ownedCount`) and their Gangs of the board `ownersBoard` gave last. */
const ownedIds: string[] = [];
const ownedGangs: Gang[] = [];
let ownedCount = 0;
let lastOwners: MoveBoardState | null = null;

/**
 * The owners of `s`'s Joints alone, as a board: all a gangster's move depends on (its own Gang's Joints;
 * `memo.ts` remembers its moves by them), cheaper to find than `moveState(s)`, which adds the Cop-welcome
 * Joints and the Public places. Interned like `moveState`'s boards, with the owners in the same order.
 */
export function ownersBoard(s: GangstersState): MoveBoardState {
  // A playout's own state never changes its Joints object in place (`setJoint`, snapshot-parts.ts), and a
  // seat's Gang never changes: the very Joints object read last has the same owners.
  if (s === jointsState && s.joints === jointsSeen && lastOwners === jointsBoard && lastOwners !== null)
    return lastOwners;
  const b = ownersFound(s);
  if (shapesTrusted(s)) {
    jointsState = s;
    jointsSeen = s.joints;
    jointsBoard = b;
  } else jointsState = null;
  return b;
}

/** The playout's own state `ownersBoard` read last, its Joints object then and the board it gave. */
let jointsState: GangstersState | null = null;
let jointsSeen: object | null = null;
let jointsBoard: MoveBoardState | null = null;

function ownersFound(s: GangstersState): MoveBoardState {
  // The owned Joints and their Gangs, in the state's order, compared as they are read with those of the
  // last board asked for: most listings ask for the same owners again, and then no key is built.
  let n = 0;
  let same = lastOwners !== null;
  lastAllGanged = true;
  const joints = s.joints;
  for (const id in joints) {
    const owner = joints[id]?.owner ?? null;
    if (owner === null) continue;
    const gang = gangOfSeat(s, owner);
    if (gang === null) {
      lastAllGanged = false;
      continue;
    }
    if (same && (ownedIds[n] !== id || ownedGangs[n] !== gang)) same = false;
    ownedIds[n] = id;
    ownedGangs[n++] = gang;
  }
  if (same && n === ownedCount) return lastOwners as MoveBoardState;
  ownedCount = n;
  let key = '';
  for (let i = 0; i < n; i++) key += code(ownedIds[i] as string) + code(ownedGangs[i] as Gang);
  let b = ownerBoards.get(key);
  if (!b) {
    if (ownerBoards.size >= LIMIT) ownerBoards.clear();
    const owned: [string, Gang][] = [];
    for (let i = 0; i < n; i++) owned.push([ownedIds[i] as string, ownedGangs[i] as Gang]);
    b = Object.freeze({ owners: Object.freeze(Object.fromEntries(owned)) });
    ownerBoards.set(key, b);
  }
  lastOwners = b;
  return b;
}

/** Whether every owned Joint of the state `ownersBoard` read last has an owner with a Gang. */
let lastAllGanged = false;
/** By node of the city graph, the Gang owning that building on `byNodeBoard`; the nodes set, to clear. */
const ownerByNode: (Gang | undefined)[] = [];
const ownerNodes: number[] = [];
let byNodeBoard: MoveBoardState | null = null;

/**
 * The owners of the board `ownersBoard(s)` just gave (`board`), by node of the city graph (undefined:
 * no owner), for telling another Gang's Joint by a move's end node without reading `s.joints`; null
 * when `board` is not that board or an owned Joint's owner has no Gang (then ask `entersOpposingJoint`).
 * Each seat has one Gang and each Gang one seat, so a Joint is another Gang's exactly when its owner
 * is another seat.
 */
export function ownerGangsByNode(board: MoveBoardState): readonly (Gang | undefined)[] | null {
  if (board !== lastOwners || !lastAllGanged) return null;
  if (byNodeBoard !== board) {
    for (const node of ownerNodes) ownerByNode[node] = undefined;
    ownerNodes.length = 0;
    const index = cityGraph().index;
    for (let i = 0; i < ownedCount; i++) {
      const node = index.get(ownedIds[i] as string);
      if (node === undefined) continue;
      ownerByNode[node] = ownedGangs[i] as Gang;
      ownerNodes.push(node);
    }
    byNodeBoard = board;
  }
  return ownerByNode;
}

/** Scratch for `copBarredNodes`, grown if ever too short. */
let barredScratch = new Int32Array(32);

/**
 * The node numbers in `g` of the Joints a Cop may not end on now (owned, and welcoming no Cop, G-9.4),
 * in the state's order: the ends `moveState(s)` forbids a Cop, as `endNodes` numbers them, found in
 * the same walk. Null when an owned Joint is not a colored building of `g` (a board the movement engine
 * refuses), for the caller to ask with the whole board instead. A list of its own, never written to
 * after (the caller's answers may keep it; a playout's own state may be handed the same list again).
 */
export function copBarredNodes(s: GangstersState, g: MoveGraph): Int32Array | null {
  findWelcome(s);
  // A playout's own state never changes its Joints object in place: the same Joints and the same
  // welcoming ones, the same nodes (never written to, so the list may be handed out again).
  if (s === barredState && s.joints === barredJoints && g === barredGraph && sameWelcome())
    return barredList as Int32Array;
  const out = barredFound(s, g);
  if (out !== null && shapesTrusted(s)) {
    barredState = s;
    barredJoints = s.joints;
    barredGraph = g;
    barredList = out;
    barredWelcome.length = 0;
    for (let i = 0; i < welcomeCount; i++) barredWelcome.push(welcomeAt[i] as string);
  } else barredState = null;
  return out;
}

/** The playout's own state `copBarredNodes` answered last, its Joints, graph and welcoming Joints then, and the answer. */
let barredState: GangstersState | null = null;
let barredJoints: object | null = null;
let barredGraph: MoveGraph | null = null;
let barredList: Int32Array | null = null;
const barredWelcome: string[] = [];

/** Whether `findWelcome` found the Joints `barredWelcome` holds, in the same order. */
function sameWelcome(): boolean {
  if (barredWelcome.length !== welcomeCount) return false;
  for (let i = 0; i < welcomeCount; i++) if (barredWelcome[i] !== welcomeAt[i]) return false;
  return true;
}

/** `copBarredNodes` worked out, after `findWelcome(s)`. */
function barredFound(s: GangstersState, g: MoveGraph): Int32Array | null {
  let n = 0;
  const joints = s.joints;
  for (const id in joints) {
    const owner = joints[id]?.owner ?? null;
    if (owner === null || gangOfSeat(s, owner) === null) continue;
    // A colored building of the city, the only kind a Joint can be (as `memo.ts` checks owners).
    const node = g.index.get(id);
    if (node === undefined || node < g.streetCount || g.purchasable[node] !== 1) return null;
    if (welcomes(id)) continue;
    if (n === barredScratch.length) {
      const bigger = new Int32Array(2 * n);
      bigger.set(barredScratch);
      barredScratch = bigger;
    }
    barredScratch[n++] = node;
  }
  return barredScratch.slice(0, n);
}

/** The owners and Cop-welcome Joints of `s`, in the state's order of its Joints. */
function head(s: GangstersState): Head {
  findWelcome(s);
  const owned: [string, Gang][] = [];
  const copWelcome: string[] = [];
  const joints = s.joints;
  for (const id in joints) {
    const owner = joints[id]?.owner ?? null;
    if (owner === null) continue;
    const gang = gangOfSeat(s, owner);
    if (gang === null) continue;
    owned.push([id, gang]);
    if (welcomes(id)) copWelcome.push(id);
  }
  return { owners: Object.freeze(Object.fromEntries(owned)), copWelcome };
}

/**
 * `board` (a `moveState(s)`) as seen by Public piece `id` moving: the same as `moveState(s, id)`
 * without walking the Joints again.
 */
export function boardWithoutPublic(s: GangstersState, board: MoveBoardState, id: number | null): MoveBoardState {
  const at = id === null ? null : (s.publics.find((p) => p.id === id)?.at ?? null);
  if (at === null) return board;
  const publicAt = [...(board.publicAt ?? [])];
  const k = publicAt.indexOf(at);
  if (k >= 0) publicAt.splice(k, 1);
  const headKey = headKeys.get(board);
  if (headKey === undefined) return { ...board, publicAt };
  const head: Head = { owners: board.owners ?? {}, copWelcome: board.copWelcome ?? [] };
  return intern(
    headKey,
    () => head,
    publicKey(publicAt),
    () => publicAt,
  );
}
