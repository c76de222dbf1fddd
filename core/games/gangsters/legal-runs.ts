/**
 * Runs of listed decisions made from a piece's moves (`legal.ts`): counted without building them, each built
 * only when asked for, or all of them in order. Shared by `legalActions` and `chooseLegal`, so the two
 * cannot disagree.
 */
import { cityGraph } from './city';
import { endFacing, endNode, endSubway, isKept, via, type KeptMoves, type LegalMove } from './movement';
import type { GangstersAction } from './actions';
import { isGray } from './rules/places';

type A = GangstersAction;

/**
 * How a run of moves turns each move into decisions: `width(m)` of them (one when `widths` is false),
 * the j-th built by `make(m, j)`; `addAll` adds every decision of `moves` to a list, in the same order and
 * the same as `make` builds them. Classes rather than closures made per run: a position is listed after
 * every action of a playout, and each closure made costs an allocation (and a name under tsx).
 */
export interface Maker {
  readonly widths: boolean;
  make(m: LegalMove, j: number): A;
  width(m: LegalMove): number;
  addAll(moves: readonly LegalMove[], out: A[]): void;
  /**
   * `width(run.list[i])` from the node number of that move's end (-1: not in the graph), reading the move
   * itself only where the end needs it: asked instead of `width` by a run made from kept moves.
   */
  widthAt?(run: Run, i: number, node: number): number;
  /**
   * `make(run.list[i], j)` from the move's end code (`endCode`: its end, facing and Subway), or null
   * where the decision needs the move itself: asked first by a run made from kept moves.
   */
  makeAt?(run: Run, i: number, j: number, code: number): A | null;
}

/**
 * `count` listed decisions, made from `list` by `maker`, the i-th built only when asked for (`at`); `all` adds
 * every one of them to a list, in order, in one pass. `move(i)` is the move the i-th decision makes.
 * Made from kept moves (`KeptMoves`, the movement memo's), the moves are read only when a decision is
 * built: they are counted by the memo, or their decisions from the ends' node numbers (`widthAt`).
 */
export class Run {
  readonly count: number;
  private j = 0;
  private listed: readonly LegalMove[] | null;
  private readonly kept: KeptMoves | null;

  /**
   * @param known the count of decisions, already known for these very kept moves and this maker's
   * widths (`legal.ts` keeps a gangster's count while its answer stays the same); read only for kept moves
   */
  constructor(
    moves: readonly LegalMove[] | KeptMoves,
    readonly maker: Maker,
    known = -1,
  ) {
    const kept = isKept(moves) && (!maker.widths || (maker.widthAt !== undefined && moves.byEnd)) ? moves : null;
    this.kept = kept;
    this.listed = kept === null ? (isKept(moves) ? moves.moves() : moves) : null;
    const n = kept === null ? (this.listed as readonly LegalMove[]).length : kept.count;
    let count = 0;
    if (!maker.widths) count = n;
    else if (kept !== null && known >= 0) count = known;
    else for (let i = 0; i < n; i++) count += this.widthOf(i);
    this.count = count;
  }

  /** Whether the decisions were counted from kept moves (so the count may be passed as `known` again). */
  get fromKept(): boolean {
    return this.kept !== null;
  }

  /** The moves (read from the memo the first time when the run was made from kept moves). */
  get list(): readonly LegalMove[] {
    return (this.listed ??= (this.kept as KeptMoves).moves());
  }

  private widthOf(i: number): number {
    const { kept, maker } = this;
    return kept !== null
      ? (maker.widthAt as NonNullable<Maker['widthAt']>)(this, i, endNode(kept.pool[kept.at + i] as number))
      : maker.width(this.list[i] as LegalMove);
  }

  /** The index in `list` of decision `i`'s move, leaving its place among the move's decisions in `j`. */
  private find(i: number): number {
    if (!this.maker.widths) {
      this.j = 0;
      return i;
    }
    let k = i;
    const n = this.kept === null ? this.list.length : this.kept.count;
    for (let t = 0; t < n; t++) {
      const w = this.widthOf(t);
      if (k < w) {
        this.j = k;
        return t;
      }
      k -= w;
    }
    throw new Error(`no decision ${i} of ${this.count}`);
  }

  at(i: number): A {
    const t = this.find(i);
    const { kept, maker } = this;
    if (kept !== null && maker.makeAt !== undefined) {
      const code = kept.codeAt(t);
      if (code >= 0) {
        const a = maker.makeAt(this, t, this.j, code);
        if (a !== null) return a;
      }
    }
    return maker.make(this.list[t] as LegalMove, this.j);
  }

  all(out: A[]): void {
    this.maker.addAll(this.list, out);
  }

  move(i: number): LegalMove {
    const t = this.find(i);
    return this.kept !== null ? this.kept.moveAt(t) : (this.list[t] as LegalMove);
  }
}

export type Item = A | Run;

/** `via(m)` of a move by its end code (`endSubway`). */
const SUBWAY = { subway: true } as const;
const NO_SUBWAY = {};

export function width(x: Item): number {
  return x instanceof Run ? x.count : 1;
}

/** A Cop's moves (G-9.3); with `donutWidths`, a stop in a gray building is two decisions (G-16.4). */
export class CopMoves implements Maker {
  constructor(
    readonly cop: number | null,
    readonly widths: boolean,
  ) {}

  make(m: LegalMove, j: number): A {
    const { cop } = this;
    if (cop === null) return { type: 'cop-start', to: m.to, facing: m.facing, ...via(m) };
    return j === 0
      ? { type: 'cop-move', cop, to: m.to, facing: m.facing, ...via(m) }
      : { type: 'cop-move', cop, to: m.to, facing: m.facing, donut: true, ...via(m) };
  }

  width(m: LegalMove): number {
    return this.widths && isGray(m.to) ? 2 : 1;
  }

  makeAt(_run: Run, _i: number, j: number, code: number): A {
    const { cop } = this;
    const to = cityGraph().ids[endNode(code)] as string;
    const facing = endFacing(code);
    const via = endSubway(code) ? SUBWAY : NO_SUBWAY;
    if (cop === null) return { type: 'cop-start', to, facing, ...via };
    return j === 0
      ? { type: 'cop-move', cop, to, facing, ...via }
      : { type: 'cop-move', cop, to, facing, donut: true, ...via };
  }

  addAll(moves: readonly LegalMove[], out: A[]): void {
    for (const m of moves) for (let j = 0, w = this.width(m); j < w; j++) out.push(this.make(m, j));
  }
}

/** A Public piece's moves (`id` null: one entering from the cup). */
export class PublicMoves implements Maker {
  readonly widths = false;

  constructor(readonly id: number | null) {}

  make(m: LegalMove): A {
    return { type: 'move-public', public: this.id, to: m.to, facing: m.facing };
  }

  makeAt(_run: Run, _i: number, _j: number, code: number): A {
    return {
      type: 'move-public',
      public: this.id,
      to: cityGraph().ids[endNode(code)] as string,
      facing: endFacing(code),
    };
  }

  width(): number {
    return 1;
  }

  addAll(moves: readonly LegalMove[], out: A[]): void {
    for (const m of moves) out.push(this.make(m));
  }
}
