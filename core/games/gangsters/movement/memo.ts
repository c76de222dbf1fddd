/**
 * `legalMoves` remembered by the content of its question. A move's answer depends only on the graph and
 * the query (piece, start, facing, steps, Wheels, owners, Cop-welcome Joints, Public places), and
 * neighbouring positions ask the same questions again: listing a position's decisions, then checking the
 * one taken, then listing the next position, where most pieces and the board have not changed. The
 * answers are shared, so no caller may change them: each move is frozen, the lists are read-only by
 * type. The lists themselves are not frozen, as V8 reads a frozen array several times slower (a loop over
 * one makes an object per step), and the rules read them at every listing.
 */
import { ok, type Result } from '../../../engine/result';
import { FACINGS, PIECE_KINDS } from '../board';
import { ownMask } from './context';
import type { MoveGraph } from './graph';
import { endCode, endNode, FreeFound, GangsterFound, KEPT, newStore, reserve, slotOf, type Store } from './kept';
import { legalMoves } from './moves';
import type { LegalMove, MoveBoardState, MoveQuery } from './types';

/** Answers kept before the memo starts afresh (a few playouts' worth of positions). */
const LIMIT = 4096;
/** Board-free answers kept (`boardFree`): about every start, facing and die of a Cop or Public piece. */
const FREE_LIMIT = 16_384;

type Answers = Map<string | number, Result<readonly LegalMove[]>>;

/**
 * The memo's answers for the parts of one board state that bear on a Cop or a Public piece, found when
 * first asked: a Cop's every Joint and the Cop-welcome ones, a Public's the Public places (see
 * `cops-public.ts`). A gangster's answers are kept by what its search read (`gangsterAnswer`).
 */
interface BoardAnswers {
  cop: Answers | null;
  pub: Answers | null;
}

/** A board-free answer and the node number of each of its moves' ends (-1 for an end not in the graph). */
interface Free {
  readonly r: Result<readonly LegalMove[]>;
  readonly ends: Int32Array;
}

/**
 * The gangsters' answers (a `Store` of `kept.ts`), kept by question with the buildings their search read.
 * The search reads nothing of the board but whether a building is the mover's Gang's Joint, and reads the
 * same buildings in the same order whenever they read the same, so a record holds for every board and
 * Gang that agree on its reads. A record at offset o of the pool: [the next record of the same question
 * or -1, the answer's number, n reads, m moves (-1: a refusal), n × (node * 2 + 1 where it is a Joint of
 * the mover's Gang), m × a move's end (`endCode` of `kept.ts`)].
 * The board-free answers of Cops and Publics (`boardFree`) are kept in a store of their own too, for the
 * listings (`memoFreeFind`): a record [the answer's number, m moves (-1: a refusal), m × `endCode`].
 */

interface Memo {
  /** By the text of a board part. */
  readonly parts: Map<string, Answers>;
  /** Gangsters' answers by question (`questionKey`), each with what it read (see `gangsterAnswer`). */
  gangsters: Store;
  /** Board-free answers by numeric question, for the listings (`memoFreeFind`). */
  flatFree: Store;
  /** Scratch marks by node for a gangster's search, all 0 between searches. */
  readonly read: Uint8Array;
  /** Cop and Public moves over an empty board, by question (see `boardFree`). */
  readonly free: Map<string | number, Free>;
  /**
   * The front table of `free` (see `boardFree`): the numeric question in each slot (-1: none) and its
   * answer. Board-free answers never go stale, so the table is never cleared.
   */
  readonly frontKeys: Int32Array;
  readonly front: (Free | undefined)[];
  /** Scratch marks by node number for `without`, all 0 between calls. */
  readonly marks: Uint8Array;
  /** By board object, so the text of a board is worked out once. */
  boards: WeakMap<MoveBoardState, BoardAnswers>;
  size: number;
  /**
   * The board and Gang `memoGangsterFind` asked last, and their `ownMask` (null: a board it does not keep):
   * a listing asks about every piece of one Gang on one board, and so do the listings after it in a turn.
   */
  ownBoard: MoveBoardState | null;
  ownGang: string;
  own: Uint8Array | null;
  /** For tests: the gangsters' searches made and their stores begun anew (`gangsterStoreCounts`). */
  searches: number;
  restarts: number;
}

const memos = new WeakMap<MoveGraph, Memo>();
/** Whether a board's owners would be accepted by `makeContext`, by owners object (Public boards share theirs). */
const ownersOk = new WeakMap<object, boolean>();
const NO_BOARD: MoveBoardState = {};
const NO_OWNERS: Readonly<Record<string, string>> = {};

/** The graph asked for last and its memo: every question of a game is about the one city. */
let lastGraph: MoveGraph | null = null;
let lastMemo: Memo | null = null;

function memoOf(g: MoveGraph): Memo {
  if (g === lastGraph) return lastMemo as Memo;
  let m = memos.get(g);
  if (!m) {
    m = {
      parts: new Map(),
      gangsters: newStore(),
      flatFree: newStore(),
      read: new Uint8Array(g.nodeCount),
      free: new Map(),
      frontKeys: new Int32Array(FRONT).fill(-1),
      front: new Array<Free | undefined>(FRONT).fill(undefined),
      marks: new Uint8Array(g.nodeCount),
      boards: new WeakMap(),
      size: 0,
      ownBoard: null,
      ownGang: '',
      own: null,
      searches: 0,
      restarts: 0,
    };
    memos.set(g, m);
  }
  lastGraph = g;
  lastMemo = m;
  return m;
}

function part(memo: Memo, key: string): Answers {
  let a = memo.parts.get(key);
  if (!a) {
    a = new Map();
    memo.parts.set(key, a);
  }
  return a;
}

/** Owners naming only colored buildings of the graph: anything else is refused, and not remembered. */
function validOwners(g: MoveGraph, owners: Readonly<Record<string, string>>): boolean {
  let v = ownersOk.get(owners);
  if (v === undefined) {
    v = true;
    for (const id in owners) {
      const i = g.index.get(id);
      if (i === undefined || i < g.streetCount || !g.purchasable[i]) v = false;
    }
    ownersOk.set(owners, v);
  }
  return v;
}

function answersFor(memo: Memo, board: MoveBoardState, kind: 'cop' | 'public'): Answers {
  let b = memo.boards.get(board);
  if (!b) {
    b = { cop: null, pub: null };
    memo.boards.set(board, b);
  }
  if (kind === 'cop') {
    if (!b.cop) {
      let key = 'c';
      for (const id in board.owners ?? NO_OWNERS) key += `${id},`;
      key += '|';
      for (const id of board.copWelcome ?? []) key += `${id},`;
      b.cop = part(memo, key);
    }
    return b.cop;
  }
  if (!b.pub) {
    let key = 'p';
    for (const id of board.publicAt ?? []) key += `${id},`;
    b.pub = part(memo, key);
  }
  return b.pub;
}

/** A piece kind's or facing's number in the key (its place in `PIECE_KINDS`, `FACINGS`), -1 for none. */
function kindCode(kind: string): number {
  for (let i = 0; i < PIECE_KINDS.length; i++) if (PIECE_KINDS[i] === kind) return i;
  return -1;
}
function facingCode(facing: string): number {
  for (let i = 0; i < FACINGS.length; i++) if (FACINGS[i] === facing) return i;
  return -1;
}
/** Most steps a numeric key holds (a die, or the Wheels total, is far below). */
const STEPS = 64;

/**
 * The question's key within its board part: a number for any well-formed question (its piece kind,
 * start, facing, steps and Wheels), else the text of all five (a malformed question is answered and
 * remembered as well, with its refusal).
 */
function questionKey(g: MoveGraph, q: MoveQuery): string | number {
  const kind = kindCode(q.kind);
  const at = q.at === null ? -1 : (g.index.get(q.at) ?? -2);
  const facing = q.facing === null || q.facing === undefined ? 4 : facingCode(q.facing);
  if (kind < 0 || at < -1 || facing < 0 || !Number.isInteger(q.steps) || q.steps < 0 || q.steps >= STEPS)
    return `${q.kind}|${q.at ?? ''}|${q.facing ?? ''}|${q.steps}|${q.wheels === true ? 1 : 0}`;
  return (((kind * (g.nodeCount + 1) + at + 1) * 5 + facing) * STEPS + q.steps) * 2 + (q.wheels === true ? 1 : 0);
}

/** `legalMoves(g, q)`, answered from memory when the same question was asked lately. */
export function memoLegalMoves(g: MoveGraph, q: MoveQuery): Result<readonly LegalMove[]> {
  const board = q.state ?? NO_BOARD;
  if (!validOwners(g, board.owners ?? NO_OWNERS)) return legalMoves(g, q);
  const memo = memoOf(g);
  const key = questionKey(g, q);
  if (q.kind !== 'cop' && q.kind !== 'public') {
    // A gangster's well-formed question is kept by what its search read; anything else is a refusal (a
    // malformed question, no Gang, a board the search refuses), worked out afresh.
    const own = typeof key === 'number' && typeof q.gang === 'string' && q.gang ? ownMask(g, board, q.gang) : null;
    if (own === null) return search(g, q);
    const o = gangsterAnswer(g, memo, q, key as number, own);
    return memo.gangsters.answers[memo.gangsters.pool[o + 1] as number] as Result<readonly LegalMove[]>;
  }
  const answers = answersFor(memo, board, q.kind);
  let r = answers.get(key);
  if (r === undefined) {
    r = onBoard(board, q.kind, boardFree(g, memo, q, key).r);
    remember(memo, answers, key, r);
  }
  return r;
}

/**
 * `memoLegalMoves(g, q)` for a gangster's question, as the memo keeps it (`GangsterFound`); null when that
 * is a refusal or a board the memo does not keep (then ask `memoLegalMoves`).
 */
export function memoGangsterFind(g: MoveGraph, q: MoveQuery): GangsterFound | null {
  if (q.kind === 'cop' || q.kind === 'public' || typeof q.gang !== 'string' || !q.gang) return null;
  const board = q.state ?? NO_BOARD;
  const memo = memoOf(g);
  // Boards are frozen and interned (`move-board.ts`): the same object, the same owners and masks.
  if (board !== memo.ownBoard || q.gang !== memo.ownGang) {
    memo.own = validOwners(g, board.owners ?? NO_OWNERS) ? ownMask(g, board, q.gang) : null;
    memo.ownBoard = board;
    memo.ownGang = q.gang;
  }
  const own = memo.own;
  if (own === null) return null;
  const key = questionKey(g, q);
  if (typeof key !== 'number') return null;
  const o = gangsterAnswer(g, memo, q, key, own);
  const store = memo.gangsters;
  const pool = store.pool;
  const count = pool[o + 3] as number;
  return count < 0
    ? null
    : new GangsterFound(pool, o + 4 + (pool[o + 2] as number), count, store, pool[o + 1] as number, g.ids);
}

/**
 * A gangster's moves (`q`, over a board where the mover's Gang's Joints are `own`): the offset in the
 * pool of a kept record whose read buildings agree with `own`, else of a new one, from a search that
 * notes what it reads, kept for the next question.
 */
function gangsterAnswer(g: MoveGraph, memo: Memo, q: MoveQuery, key: number, own: Uint8Array): number {
  let store = memo.gangsters;
  let slot = slotOf(store.table, key);
  if (store.table[2 * slot] === key) {
    const pool = store.pool;
    for (let o = store.table[2 * slot + 1] as number; o >= 0; o = pool[o] as number) {
      let same = true;
      for (let i = o + 4, end = o + 4 + (pool[o + 2] as number); i < end; i++) {
        const x = pool[i] as number;
        if (own[x >> 1] !== (x & 1)) {
          same = false;
          break;
        }
      }
      if (same) {
        store.found[pool[o + 1] as number] = store.answers.length;
        return o;
      }
    }
  }
  const read = memo.read;
  const fresh = legalMoves(g, q, read);
  memo.searches++;
  const r = fresh.ok ? ok(fresh.value.map((m) => Object.freeze(m))) : fresh;
  let n = 0;
  for (let i = 0; i < read.length; i++) if (read[i] === 1) n++;
  const m = r.ok ? r.value.length : 0;
  if (store.answers.length >= KEPT) {
    // A new store (the answers handed out keep reading the old arrays) with the answers found lately.
    store = memo.gangsters = carryOver(store);
    memo.restarts++;
    slot = slotOf(store.table, key);
  }
  const o = reserve(store, 4 + n + m);
  const pool = store.pool;
  pool[o] = store.table[2 * slot] === key ? (store.table[2 * slot + 1] as number) : -1;
  pool[o + 1] = store.answers.length;
  pool[o + 2] = n;
  pool[o + 3] = r.ok ? m : -1;
  for (let i = 0, k = o + 4; i < read.length; i++) {
    if (read[i] !== 1) continue;
    read[i] = 0;
    pool[k++] = i * 2 + (own[i] === 1 ? 1 : 0);
  }
  if (r.ok) for (let i = 0; i < m; i++) pool[o + 4 + n + i] = endCode(g.index, r.value[i] as LegalMove);
  store.table[2 * slot] = key;
  store.table[2 * slot + 1] = o;
  store.answers.push(r);
  return o;
}

/** For tests: the gangsters' store now (answers held, how many it began with), searches and new stores so far. */
export function gangsterStoreCounts(g: MoveGraph): {
  readonly answers: number;
  readonly born: number;
  readonly searches: number;
  readonly restarts: number;
} {
  const memo = memoOf(g);
  const store = memo.gangsters;
  return { answers: store.answers.length, born: store.born, searches: memo.searches, restarts: memo.restarts };
}

/** Scratch for `carryOver`: the records of one question, newest first. */
let chain = new Int32Array(64);

/**
 * A new gangsters' store holding the records of the full store `old` that were found in the later part of
 * its life, in the same order per question. Starting afresh cost about a hundred fresh searches a game for
 * a hundred games, every 500-odd playouts: most answers a game asks are asked again and again, and a full
 * store is mostly those. What was found only long ago (and never since) is left behind, so the store
 * keeps room for new answers, and no more answers are kept than before.
 */
function carryOver(old: Store): Store {
  const clock = old.answers.length;
  const found = old.found;
  // The later half of the old store's life, or less when that would fill more than three quarters.
  let since = old.born + ((clock - old.born) >> 1);
  for (;;) {
    let n = 0;
    for (let i = 0; i < clock; i++) if ((found[i] as number) >= since) n++;
    if (n <= (KEPT * 3) >> 2 || since >= clock) break;
    since += (clock - since + 7) >> 3;
  }
  const store = newStore();
  const table = old.table;
  const pool = old.pool;
  for (let i = 0; i < table.length; i += 2) {
    const key = table[i] as number;
    if (key === -1) continue;
    let k = 0;
    for (let o = table[i + 1] as number; o >= 0; o = pool[o] as number) {
      if (k === chain.length) {
        const bigger = new Int32Array(2 * k);
        bigger.set(chain);
        chain = bigger;
      }
      chain[k++] = o;
    }
    // Oldest first, so that the newest is again first in its question's chain.
    for (let c = k - 1; c >= 0; c--) {
      const o = chain[c] as number;
      const id = pool[o + 1] as number;
      if ((found[id] as number) < since) continue;
      const size = 4 + (pool[o + 2] as number) + Math.max(0, pool[o + 3] as number);
      const to = reserve(store, size);
      const slot = slotOf(store.table, key);
      store.pool.set(pool.subarray(o, o + size), to);
      store.pool[to] = store.table[2 * slot] === key ? (store.table[2 * slot + 1] as number) : -1;
      store.pool[to + 1] = store.answers.length;
      store.table[2 * slot] = key;
      store.table[2 * slot + 1] = to;
      store.answers.push(old.answers[id] as Result<readonly LegalMove[]>);
    }
  }
  store.born = store.answers.length;
  return store;
}

/**
 * A Cop's moves (`q`, a Cop's question without a board) where `barred` are the ends the board forbids
 * him (the Joints that do not welcome a Cop, G-9.4), as node numbers (`endNodes`): the same answer as
 * `memoLegalMoves` over that board (a Cop's moves depend on no other part of it, see `boardFree`),
 * without building the board.
 */
export function memoCopMoves(
  g: MoveGraph,
  q: MoveQuery & { readonly kind: 'cop'; readonly state?: undefined },
  barred: Int32Array,
): Result<readonly LegalMove[]> {
  const memo = memoOf(g);
  const free = boardFree(g, memo, q, questionKey(g, q));
  return free.r.ok && barred.length > 0 ? without(memo, free, barred) : free.r;
}

/** The node numbers of the spaces `ids` that are in the graph, in order (for `memoCopMoves`). */
export function endNodes(g: MoveGraph, ids: readonly string[]): Int32Array {
  let n = 0;
  for (let i = 0; i < ids.length; i++) if (g.index.has(ids[i] as string)) n++;
  const out = new Int32Array(n);
  for (let i = 0, k = 0; i < ids.length; i++) {
    const x = g.index.get(ids[i] as string);
    if (x !== undefined) out[k++] = x;
  }
  return out;
}

/**
 * `free` less the moves ending on the nodes `ends` (the same answer, shared, when none does), in the same
 * order. The ends are marked by node number, so each move is checked by one read, not a scan of `ends`.
 */
function without(memo: Memo, free: Free, ends: Int32Array): Result<readonly LegalMove[]> {
  const marks = memo.marks;
  for (let i = 0; i < ends.length; i++) marks[ends[i] as number] = 1;
  const nodes = free.ends;
  let first = -1;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i] as number;
    if (n >= 0 && marks[n] === 1) {
      first = i;
      break;
    }
  }
  let r = free.r;
  if (first >= 0 && r.ok) {
    const list = r.value;
    const out: LegalMove[] = [];
    for (let i = 0; i < first; i++) out.push(list[i] as LegalMove);
    for (let i = first + 1; i < nodes.length; i++) {
      const n = nodes[i] as number;
      if (n < 0 || marks[n] !== 1) out.push(list[i] as LegalMove);
    }
    r = ok(out);
  }
  for (let i = 0; i < ends.length; i++) marks[ends[i] as number] = 0;
  return r;
}

/**
 * A Public piece's moves (`q`, a Public's question without a board) where `others` are the spaces holding another Public
 * piece: the same answer as `memoLegalMoves` over a board whose Public places are `others` (a Public
 * piece's moves depend on no other part of the board, G-6.8), without building that board.
 */
export function memoPublicMoves(
  g: MoveGraph,
  q: MoveQuery & { readonly kind: 'public'; readonly state?: undefined },
  others: readonly string[],
): Result<readonly LegalMove[]> {
  const memo = memoOf(g);
  const free = boardFree(g, memo, q, questionKey(g, q));
  return free.r.ok && others.length > 0 ? without(memo, free, endNodes(g, others)) : free.r;
}

/**
 * A Cop's or a Public's moves (`q`, its question without a board) less those ending on the nodes `barred`
 * (the ends the board forbids, `endNodes`), as the memo keeps them (`FreeFound`): the same moves as
 * `memoCopMoves` and `memoPublicMoves` give, counted from the ends alone. Null for a question the memo
 * keeps by its text or a refusal (then ask those). The barred nodes are the first `barredCount` of
 * `barred`; with `scratch`, `barred` is the caller's to write again.
 */
export function memoFreeFind(
  g: MoveGraph,
  q: MoveQuery & { readonly kind: 'cop' | 'public'; readonly state?: undefined },
  barred: Int32Array,
  barredCount = barred.length,
  scratch = false,
): FreeFound | null {
  const key = questionKey(g, q);
  if (typeof key !== 'number') return null;
  const memo = memoOf(g);
  let store = memo.flatFree;
  let slot = slotOf(store.table, key);
  let o = store.table[2 * slot + 1] as number;
  if (store.table[2 * slot] !== key) {
    // The same answer as `boardFree`'s, so that both paths give the same moves.
    const free = boardFree(g, memo, q, key);
    if (store.answers.length >= KEPT) {
      store = memo.flatFree = newStore();
      slot = slotOf(store.table, key);
    }
    const m = free.ends.length;
    o = reserve(store, 2 + m);
    store.pool[o] = store.answers.length;
    store.pool[o + 1] = free.r.ok ? m : -1;
    if (free.r.ok) for (let i = 0; i < m; i++) store.pool[o + 2 + i] = endCode(g.index, free.r.value[i] as LegalMove);
    store.table[2 * slot] = key;
    store.table[2 * slot + 1] = o;
    store.answers.push(free.r);
  }
  const m = store.pool[o + 1] as number;
  if (m < 0) return null;
  return counted(g, memo, store, store.pool, o, barred, barredCount, scratch);
}

/**
 * `memoFreeFind(g, q, barred, barredCount, scratch)` for the question `found` (a `memoFreeFind` answer
 * in `g`) was found for, with other barred ends: the same record, counted again, without looking the
 * question up (its key, and the table's slot, are a cache miss each). For a Public piece whose
 * question stays the same while other Public pieces move.
 */
export function memoFreeAgain(
  g: MoveGraph,
  found: FreeFound,
  barred: Int32Array,
  barredCount: number,
  scratch: boolean,
): FreeFound {
  return counted(g, memoOf(g), found.store, found.pool, found.at - 2, barred, barredCount, scratch);
}

/**
 * Whether `found` (a `memoFreeFind` answer in `g` with none of its ends barred, `byEnd`) still has none
 * barred by the first `barredCount` nodes of `barred`: then `memoFreeAgain` with those would give the
 * same moves, and `found` serves as it is.
 */
export function memoFreeStillOpen(g: MoveGraph, found: FreeFound, barred: Int32Array, barredCount: number): boolean {
  if (!found.byEnd) return false;
  const marks = memoOf(g).marks;
  for (let i = 0; i < barredCount; i++) marks[barred[i] as number] = 1;
  const pool = found.pool;
  let open = true;
  for (let i = found.at, end = found.at + found.count; i < end; i++) {
    const n = endNode(pool[i] as number);
    if (n >= 0 && marks[n] === 1) {
      open = false;
      break;
    }
  }
  for (let i = 0; i < barredCount; i++) marks[barred[i] as number] = 0;
  return open;
}

/** The `FreeFound` of the board-free record at offset `o` of `pool` (of `store`), less the `barred` ends. */
function counted(
  g: MoveGraph,
  memo: Memo,
  store: Store,
  pool: Int32Array,
  o: number,
  barred: Int32Array,
  barredCount: number,
  scratch: boolean,
): FreeFound {
  const m = pool[o + 1] as number;
  const marks = memo.marks;
  for (let i = 0; i < barredCount; i++) marks[barred[i] as number] = 1;
  let count = 0;
  for (let i = o + 2; i < o + 2 + m; i++) {
    const n = endNode(pool[i] as number);
    if (n < 0 || marks[n] !== 1) count++;
  }
  for (let i = 0; i < barredCount; i++) marks[barred[i] as number] = 0;
  // `scratch`: the caller writes `barred` again later, so the answer keeps a copy when it needs one.
  const kept = count === m ? null : scratch || barredCount < barred.length ? barred.slice(0, barredCount) : barred;
  return new FreeFound(pool, o + 2, count, store, pool[o] as number, kept, marks, g.ids);
}

function search(g: MoveGraph, q: MoveQuery): Result<readonly LegalMove[]> {
  const fresh = legalMoves(g, q);
  return fresh.ok ? ok(fresh.value.map((m) => Object.freeze(m))) : fresh;
}

function remember(memo: Memo, answers: Answers, key: string | number, r: Result<readonly LegalMove[]>): void {
  if (memo.size >= LIMIT) {
    // Start afresh; boards already seen keep their (still correct) answers until they are dropped.
    memo.parts.clear();
    memo.boards = new WeakMap();
    memo.size = 0;
  }
  answers.set(key, r);
  memo.size++;
}

/** Slots of the front table of board-free answers (`boardFree`), a power of two. */
const FRONT_BITS = 13;
const FRONT = 1 << FRONT_BITS;

/** A numeric question's slot in the front table. */
function frontSlot(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - FRONT_BITS);
}

/**
 * A Cop's or Public piece's moves with no board: the board bears on them only where they end, never on
 * the way (neither may pass through a building, G-6.6, G-9.4), so their moves on a board are these less
 * the ends it forbids (`onBoard`), in the same order and with the same first paths.
 */
function boardFree(g: MoveGraph, memo: Memo, q: MoveQuery, key: string | number): Free {
  // The pieces of a position ask the same few questions again and again: a small table by number first,
  // where a hit costs two reads (the Map's are a hash and a walk through a large table).
  const slot = typeof key === 'number' ? frontSlot(key) : -1;
  if (slot >= 0 && memo.frontKeys[slot] === key) return memo.front[slot] as Free;
  let f = memo.free.get(key);
  if (f !== undefined && slot >= 0) {
    memo.frontKeys[slot] = key as number;
    memo.front[slot] = f;
  }
  if (f === undefined) {
    const r = search(g, { ...q, state: NO_BOARD });
    const ends = new Int32Array(r.ok ? r.value.length : 0);
    if (r.ok) for (let i = 0; i < ends.length; i++) ends[i] = g.index.get((r.value[i] as LegalMove).to) ?? -1;
    f = { r, ends };
    // Few questions in all (a start, a facing and a die), good for every board: kept longer.
    if (memo.free.size >= FREE_LIMIT) memo.free.clear();
    memo.free.set(key, f);
    if (slot >= 0) {
      memo.frontKeys[slot] = key as number;
      memo.front[slot] = f;
    }
  }
  return f;
}

/** `free` less the ends `board` forbids: a Joint nobody there makes welcome for a Cop (G-9.4), another Public's space for a Public (G-6.8). */
function onBoard(
  board: MoveBoardState,
  kind: 'cop' | 'public',
  free: Result<readonly LegalMove[]>,
): Result<readonly LegalMove[]> {
  if (!free.ok) return free;
  const owners = board.owners ?? NO_OWNERS;
  const welcome = board.copWelcome ?? [];
  const publicAt = board.publicAt ?? [];
  const barred = (to: string): boolean =>
    kind === 'cop' ? Object.hasOwn(owners, to) && !welcome.includes(to) : publicAt.includes(to);
  return free.value.some((m) => barred(m.to)) ? ok(free.value.filter((m) => !barred(m.to))) : free;
}
