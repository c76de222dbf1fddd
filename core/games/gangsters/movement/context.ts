/**
 * Turns a `MoveQuery` into the numeric context the path search runs on, refusing malformed queries
 * (an unknown space, a die out of range, Wheels on a Cop) as values.
 */
import { ok, refuse, type Result } from '../../../engine/result';
import type { PieceKind } from '../board';
import { dirOf, FREE, INSIDE, plausibleFacing, type FacingCode } from './facing';
import type { MoveGraph } from './graph';
import type { MoveBoardState, MoveQuery } from './types';
import { checkWheels } from './wheels';

/** Which rules a search may ignore. Only `explain.ts` sets these, to find the clause that forbids a space. */
export const RELAX = {
  facing: 1, // G-6.4
  reentry: 2, // G-6.5
  bridge: 4, // G-6.41
  through: 8, // G-6.6 (a Cop: G-9.4)
  connected: 16, // G-6.6: only physically connected buildings
  ownJointExit: 32, // G-8.5
  copJoint: 64, // G-9.4
  transfer: 128, // G-10.2
  publicStack: 256, // G-6.8
} as const;

/** The three families of moving piece; the rules differ between them, not between Racketeer, Thug and Vamp. */
export type Mover = 'gangster' | 'cop' | 'public';

export interface SearchCtx {
  readonly g: MoveGraph;
  readonly mover: Mover;
  /** 1 where a building is a Joint of the moving Gang. */
  readonly own: Uint8Array;
  /** 1 where a building is anyone's Joint. */
  readonly joint: Uint8Array;
  readonly copWelcome: Uint8Array;
  readonly publicAt: Uint8Array;
  readonly start: number;
  readonly startFacing: FacingCode;
  /** True when the piece starts off the board (G-10.4). */
  readonly offboard: boolean;
  readonly steps: number;
  relax: number;
  /**
   * When set, the search marks here (1 by node) every building whose `own` it reads: a gangster's moves
   * depend on nothing else of the board, so they hold for any board that agrees on those (`memo.ts`).
   */
  read: Uint8Array | null;
}

function moverOf(kind: PieceKind): Mover {
  return kind === 'cop' || kind === 'public' ? kind : 'gangster';
}

const emptyMasks = new WeakMap<MoveGraph, Uint8Array>();

/** An all-zero mask (never written to). */
function empty(g: MoveGraph): Uint8Array {
  let m = emptyMasks.get(g);
  if (!m) {
    m = new Uint8Array(g.nodeCount);
    emptyMasks.set(g, m);
  }
  return m;
}

function mask(g: MoveGraph, ids: readonly string[] | undefined): Uint8Array {
  const m = new Uint8Array(g.nodeCount);
  for (const id of ids ?? []) {
    const i = g.index.get(id);
    if (i !== undefined) m[i] = 1;
  }
  return m;
}

/** The masks of one board state, shared (read only) by every search over it (the Public places' apart). */
interface BoardMasks {
  readonly joint: Uint8Array;
  /** By Gang: 1 where a building is that Gang's Joint. */
  readonly own: ReadonlyMap<string, Uint8Array>;
  readonly copWelcome: Uint8Array;
}

const NONE: MoveBoardState = {};
const NO_OWNERS: NonNullable<MoveBoardState['owners']> = {};
const NO_SPACES: readonly string[] = [];

/**
 * Masks are worked out once per part of a board state (its owners, its Cop-welcome list, its Public
 * places), by the identity of that part, and once per whole board: listing a position's moves asks for
 * many pieces and dice over the same parts (a Public piece's board shares all but its Public places with
 * the others'). The Public places' mask is made only for a Public piece's search, the one that reads
 * it. The searches never write to the masks, and callers never change a board state they have passed in.
 */
interface GraphCache {
  readonly owners: WeakMap<object, Result<Pick<BoardMasks, 'joint' | 'own'>>>;
  readonly lists: WeakMap<readonly string[], Uint8Array>;
  /** Whole boards' masks, by board object. */
  readonly boards: WeakMap<MoveBoardState, Result<BoardMasks>>;
}
const caches = new WeakMap<MoveGraph, GraphCache>();

function cacheOf(g: MoveGraph): GraphCache {
  let c = caches.get(g);
  if (!c) {
    c = { owners: new WeakMap(), lists: new WeakMap(), boards: new WeakMap() };
    caches.set(g, c);
  }
  return c;
}

function listMask(g: MoveGraph, cache: GraphCache, ids: readonly string[]): Uint8Array {
  let m = cache.lists.get(ids);
  if (!m) {
    m = mask(g, ids);
    cache.lists.set(ids, m);
  }
  return m;
}

/** The masks of `board`, remembered by the board object (boards are interned, `rules/move-board.ts`). */
function boardMasks(g: MoveGraph, board: MoveBoardState): Result<BoardMasks> {
  const cache = cacheOf(g);
  let r = cache.boards.get(board);
  if (!r) {
    r = freshMasks(g, cache, board);
    cache.boards.set(board, r);
  }
  return r;
}

function freshMasks(g: MoveGraph, cache: GraphCache, board: MoveBoardState): Result<BoardMasks> {
  const ownersKey = board.owners ?? NO_OWNERS;
  let owned = cache.owners.get(ownersKey);
  if (!owned) {
    owned = ownerMasks(g, ownersKey);
    cache.owners.set(ownersKey, owned);
  }
  if (!owned.ok) return owned;
  return ok({
    joint: owned.value.joint,
    own: owned.value.own,
    copWelcome: listMask(g, cache, board.copWelcome ?? NO_SPACES),
  });
}

function ownerMasks(
  g: MoveGraph,
  owners: NonNullable<MoveBoardState['owners']>,
): Result<Pick<BoardMasks, 'joint' | 'own'>> {
  const joint = new Uint8Array(g.nodeCount);
  const own = new Map<string, Uint8Array>();
  for (const [id, gang] of Object.entries(owners)) {
    const i = g.index.get(id);
    if (i === undefined || i < g.streetCount) return refuse('UNKNOWN_BUILDING', '', `No building "${id}" to own.`);
    if (!g.purchasable[i]) return refuse('GRAY_JOINT', 'G-4.1', `${id} is grey and can never be a Joint.`);
    joint[i] = 1;
    let mine = own.get(gang);
    if (!mine) {
      mine = new Uint8Array(g.nodeCount);
      own.set(gang, mine);
    }
    mine[i] = 1;
  }
  return ok({ joint, own });
}

/**
 * The mask of `gang`'s Joints on `board` that a gangster's search reads (`SearchCtx.own`), or null when
 * `makeContext` would refuse the board.
 */
export function ownMask(g: MoveGraph, board: MoveBoardState, gang: string): Uint8Array | null {
  const masks = boardMasks(g, board);
  return masks.ok ? (masks.value.own.get(gang) ?? empty(g)) : null;
}

/** Validates a query against the board and builds its search context. */
export function makeContext(g: MoveGraph, q: MoveQuery): Result<SearchCtx> {
  const mover = moverOf(q.kind);
  if (!Number.isInteger(q.steps)) return refuse('BAD_DIE', 'G-6.3', 'A move is a whole number of spaces.');
  if (q.wheels) {
    const w = checkWheels(q.kind, q.steps);
    if (!w.ok) return w;
  } else if (q.steps < 1 || q.steps > 6) {
    return refuse('BAD_DIE', 'G-6.3', `A die shows 1 to 6, not ${q.steps}.`);
  }
  if (mover === 'gangster' && !q.gang) return refuse('NO_GANG', '', 'A gangster move needs its Gang.');
  const masks = boardMasks(g, q.state ?? NONE);
  if (!masks.ok) return masks;
  const { joint, copWelcome } = masks.value;
  // Only a Public piece minds where the other Publics stand (G-6.8).
  const publicAt = mover === 'public' ? listMask(g, cacheOf(g), q.state?.publicAt ?? NO_SPACES) : empty(g);
  const own = (mover === 'gangster' && q.gang ? masks.value.own.get(q.gang) : undefined) ?? empty(g);
  // One object shape for every context, so the search's reads of it stay fast.
  const at = (start: number, startFacing: FacingCode, offboard: boolean): Result<SearchCtx> =>
    ok({
      g,
      mover,
      own,
      joint,
      copWelcome,
      publicAt,
      start,
      startFacing,
      offboard,
      steps: q.steps,
      relax: 0,
      read: null,
    });
  if (q.at === null) {
    if (mover === 'gangster') {
      return refuse('OFFBOARD_GANGSTER', 'G-10.4', 'Only Cops and Public pieces enter play from a Subway.');
    }
    return at(-1, FREE, true);
  }
  const start = g.index.get(q.at);
  if (start === undefined) return refuse('UNKNOWN_SPACE', '', `No space "${q.at}" on this board.`);
  if (start >= g.streetCount) return at(start, INSIDE, false);
  if (!q.facing) return refuse('NO_FACING', 'G-6.4', 'A piece on a street must show which way it faces.');
  const d = dirOf(q.facing);
  if (!plausibleFacing(g, start, d)) {
    return refuse(
      'BAD_FACING',
      'G-6.4',
      `A piece on ${q.at} cannot face ${q.facing}: the street does not run that way.`,
    );
  }
  return at(start, d, false);
}
