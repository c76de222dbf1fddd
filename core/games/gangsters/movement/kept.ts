/**
 * The movement memo's answers kept flat (`memo.ts`): a table by question and a pool of records in typed
 * arrays, so that finding an answer and counting its moves' ends reads a few cache lines. The moves
 * themselves (objects with their paths, tens of MB of them spread over the heap) are read only for the
 * decision built: a turn's first listing (every piece has a new die) found its answers among thousands
 * kept, and each object read there was a cache miss.
 */
import type { Result } from '../../../engine/result';
import { FACINGS, type Facing } from '../board';
import type { LegalMove, PathStep } from './types';

/** Questions (`questionKey`, never negative) and the answers' records. */
export interface Store {
  /** Open addressing by question: pairs of the question (-1: none) and the offset of its (newest) record. */
  readonly table: Int32Array;
  /** Records, appended: a full pool is replaced by a larger copy, a full store by a new one. */
  pool: Int32Array;
  used: number;
  /** The answers by number, as a record names them. */
  readonly answers: Result<readonly LegalMove[]>[];
  /**
   * By answer number, when it was last found (the store's clock: how many answers it held then); for
   * `carryOver` (the gangsters' store only). A new answer is not counted as found.
   */
  readonly found: Int32Array;
  /** How many answers the store began with (carried over from the one before). */
  born: number;
}

const BITS = 15;
/** Slots of a store's table: a power of two, twice the answers a store keeps (`KEPT`). */
const SLOTS = 1 << BITS;
/** Answers a store keeps before the memo starts a new one. */
export const KEPT = 16_384;

export function newStore(): Store {
  return {
    table: new Int32Array(2 * SLOTS).fill(-1),
    pool: new Int32Array(1 << 18),
    used: 0,
    answers: [],
    found: new Int32Array(KEPT).fill(-1),
    born: 0,
  };
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
 * A move's end as a record keeps it: its node number, end facing (`FACINGS`' index, 4 for none) and
 * whether it takes the Subway or hands a Cop's patrol on, in one number; -1 when it cannot be written so
 * (an end not in the graph): then the move itself is read.
 */
export function endCode(index: ReadonlyMap<string, number>, m: LegalMove): number {
  const node = index.get(m.to);
  const f = m.facing === null ? 4 : FACINGS.indexOf(m.facing);
  if (node === undefined || f < 0) return -1;
  return (node << 5) | (f << 2) | (m.subway ? 2 : 0) | (m.copReplaced ? 1 : 0);
}

/** The node of an end's code (-1 for none). */
export function endNode(code: number): number {
  return code < 0 ? -1 : code >> 5;
}

export function endFacing(code: number): Facing | null {
  return FACINGS[(code >> 2) & 7] ?? null;
}

export function endSubway(code: number): boolean {
  return (code & 2) !== 0;
}

/**
 * A piece's moves as the memo keeps them: `count` moves, read only when asked for (`moves()`). `codeAt(i)`
 * is the end code of `moves()[i]` (`endCode`), `moveAt(i)` that move, read from the record (its path
 * only when asked for). When `byEnd`, the codes are also `pool[at]`, `pool[at + 1]`, … in order.
 */
export interface KeptMoves {
  readonly pool: Int32Array;
  readonly at: number;
  readonly count: number;
  readonly byEnd: boolean;
  moves(): readonly LegalMove[];
  codeAt(i: number): number;
  moveAt(i: number): LegalMove;
}

/**
 * `moves()[i]` of kept moves, from the end's code: the same end, facing, Subway and hand-over; the path
 * (written to the log alone, never in a simulation) read from the move itself when asked for.
 */
class KeptMove implements LegalMove {
  readonly to: string;
  readonly facing: Facing | null;
  readonly copReplaced: boolean;
  readonly subway: boolean;

  readonly #kept: KeptMoves;
  readonly #i: number;

  constructor(ids: readonly string[], code: number, kept: KeptMoves, i: number) {
    this.#kept = kept;
    this.#i = i;
    this.to = ids[code >> 5] as string;
    this.facing = endFacing(code);
    this.subway = endSubway(code);
    this.copReplaced = (code & 1) !== 0;
  }

  get path(): readonly PathStep[] {
    return (this.#kept.moves()[this.#i] as LegalMove).path;
  }
}

function moveAt(ids: readonly string[], kept: KeptMoves, i: number): LegalMove {
  const code = kept.codeAt(i);
  return code < 0 ? (kept.moves()[i] as LegalMove) : new KeptMove(ids, code, kept, i);
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
    private readonly ids: readonly string[],
  ) {}

  moves(): readonly LegalMove[] {
    const r = this.store.answers[this.id] as Result<readonly LegalMove[]>;
    return r.ok ? r.value : [];
  }

  codeAt(i: number): number {
    return this.pool[this.at + i] as number;
  }

  moveAt(i: number): LegalMove {
    return moveAt(this.ids, this, i);
  }
}

/**
 * A Cop's or a Public's board-free answer less the moves ending on the nodes `barred` (null: none of
 * its ends is barred): `count` moves, listed in the same order by `moves()`, which builds that list only
 * when asked. The codes in the pool are those of the whole answer: this list's when none is barred.
 */
export class FreeFound implements KeptMoves {
  readonly byEnd: boolean;

  constructor(
    readonly pool: Int32Array,
    readonly at: number,
    readonly count: number,
    /** The store holding the record (`memoFreeAgain` counts the same record again). */
    readonly store: Store,
    private readonly id: number,
    private readonly barred: Int32Array | null,
    private readonly marks: Uint8Array,
    private readonly ids: readonly string[],
  ) {
    this.byEnd = barred === null;
  }

  moves(): readonly LegalMove[] {
    const r = this.store.answers[this.id] as Result<readonly LegalMove[]>;
    if (!r.ok) return [];
    if (this.barred === null) return r.value;
    const list = r.value;
    const out: LegalMove[] = [];
    this.mark(1);
    for (let i = 0; i < list.length; i++) if (this.open(i)) out.push(list[i] as LegalMove);
    this.mark(0);
    return out;
  }

  codeAt(i: number): number {
    const { barred, pool, at } = this;
    if (barred === null) return pool[at + i] as number;
    this.mark(1);
    let k = i;
    let code = -1;
    for (let t = 0; ; t++)
      if (this.open(t) && k-- === 0) {
        code = pool[at + t] as number;
        break;
      }
    this.mark(0);
    return code;
  }

  moveAt(i: number): LegalMove {
    return moveAt(this.ids, this, i);
  }

  /** Whether the whole answer's move t is kept (its end not barred), while the barred ends are marked. */
  private open(t: number): boolean {
    const n = endNode(this.pool[this.at + t] as number);
    return n < 0 || this.marks[n] !== 1;
  }

  private mark(v: 0 | 1): void {
    const { barred, marks } = this;
    if (barred !== null) for (let i = 0; i < barred.length; i++) marks[barred[i] as number] = v;
  }
}

/** The moves of a listing's answer, kept (`KeptMoves`) or a list. */
export function movesOf(x: KeptMoves | readonly LegalMove[]): readonly LegalMove[] {
  return isKept(x) ? x.moves() : x;
}

export function isKept(x: KeptMoves | readonly LegalMove[]): x is KeptMoves {
  return !Array.isArray(x);
}
