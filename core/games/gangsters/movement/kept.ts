/**
 * The movement memo's answers kept flat (`memo.ts`): a table by question and a pool of records in typed
 * arrays, so that finding an answer and counting its moves' ends reads a few cache lines. The moves
 * themselves (objects with their paths, tens of MB of them spread over the heap) are read only for the
 * decision built: a turn's first listing (every piece has a new die) found its answers among thousands
 * kept, and each object read there was a cache miss.
 */
import type { Result } from '../../../engine/result';
import type { LegalMove } from './types';

/** Questions (`questionKey`, never negative) and the answers' records. */
export interface Store {
  /** Open addressing by question: pairs of the question (-1: none) and the offset of its (newest) record. */
  readonly table: Int32Array;
  /** Records, appended: a full pool is replaced by a larger copy, a full store by a new one. */
  pool: Int32Array;
  used: number;
  /** The answers by number, as a record names them. */
  readonly answers: Result<readonly LegalMove[]>[];
}

const BITS = 15;
/** Slots of a store's table: a power of two, twice the answers a store keeps (`KEPT`). */
const SLOTS = 1 << BITS;
/** Answers a store keeps before the memo starts a new one. */
export const KEPT = 16_384;

export function newStore(): Store {
  return { table: new Int32Array(2 * SLOTS).fill(-1), pool: new Int32Array(1 << 18), used: 0, answers: [] };
}

/** The slot of question `key` in `table`: its own, or the empty one where it would go. */
export function slotOf(table: Int32Array, key: number): number {
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - BITS);
  for (;;) {
    const k = table[2 * i] as number;
    if (k === key || k === -1) return i;
    i = (i + 1) & (SLOTS - 1);
  }
}

/** Room for a record of `size` at the end of the pool: its offset. */
export function reserve(store: Store, size: number): number {
  if (store.used + size > store.pool.length) {
    // The records handed out keep reading the old pool, which never changes.
    const bigger = new Int32Array(Math.max(store.pool.length * 2, store.used + size));
    bigger.set(store.pool.subarray(0, store.used));
    store.pool = bigger;
  }
  const o = store.used;
  store.used += size;
  return o;
}

/**
 * A piece's moves as the memo keeps them: `count` moves, read only when asked for (`moves()`); when
 * `byEnd`, their ends' node numbers (-1: not in the graph) are `pool[at]`, `pool[at + 1]`, … in order.
 */
export interface KeptMoves {
  readonly pool: Int32Array;
  readonly at: number;
  readonly count: number;
  readonly byEnd: boolean;
  moves(): readonly LegalMove[];
}

/** A gangster's kept answer (a record of `memo.ts`'s gangster store). */
export class GangsterFound implements KeptMoves {
  readonly byEnd = true;

  constructor(
    readonly pool: Int32Array,
    readonly at: number,
    readonly count: number,
    private readonly store: Store,
    private readonly id: number,
  ) {}

  moves(): readonly LegalMove[] {
    const r = this.store.answers[this.id] as Result<readonly LegalMove[]>;
    return r.ok ? r.value : [];
  }
}

/**
 * A Cop's or a Public's board-free answer less the moves ending on the nodes `barred` (null: none of
 * its ends is barred): `count` moves, listed in the same order by `moves()`, which builds that list only
 * when asked. The ends in the pool are those of the whole answer: they are this list's when none is barred.
 */
export class FreeFound implements KeptMoves {
  readonly byEnd: boolean;

  constructor(
    readonly pool: Int32Array,
    readonly at: number,
    readonly count: number,
    private readonly store: Store,
    private readonly id: number,
    private readonly barred: Int32Array | null,
    private readonly marks: Uint8Array,
  ) {
    this.byEnd = barred === null;
  }

  moves(): readonly LegalMove[] {
    const r = this.store.answers[this.id] as Result<readonly LegalMove[]>;
    if (!r.ok) return [];
    const { barred, marks, pool, at } = this;
    if (barred === null) return r.value;
    const list = r.value;
    for (let i = 0; i < barred.length; i++) marks[barred[i] as number] = 1;
    const out: LegalMove[] = [];
    for (let i = 0; i < list.length; i++) {
      const n = pool[at + i] as number;
      if (n < 0 || marks[n] !== 1) out.push(list[i] as LegalMove);
    }
    for (let i = 0; i < barred.length; i++) marks[barred[i] as number] = 0;
    return out;
  }
}

/** The moves of a listing's answer, kept (`KeptMoves`) or a list. */
export function movesOf(x: KeptMoves | readonly LegalMove[]): readonly LegalMove[] {
  return isKept(x) ? x.moves() : x;
}

export function isKept(x: KeptMoves | readonly LegalMove[]): x is KeptMoves {
  return !Array.isArray(x);
}
