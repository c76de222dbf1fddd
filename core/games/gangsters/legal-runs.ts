/**
 * Runs of listed decisions made from a piece's moves (`legal.ts`): counted without building them, each built
 * only when asked for, or all of them in order. Shared by `legalActions` and `chooseLegal`, so the two
 * cannot disagree.
 */
import { via, type LegalMove } from './movement';
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
}

/**
 * `count` listed decisions, made from `list` by `maker`, the i-th built only when asked for (`at`); `all` adds
 * every one of them to a list, in order, in one pass. `move(i)` is the move the i-th decision makes.
 */
export class Run {
  readonly count: number;
  private j = 0;

  constructor(
    readonly list: readonly LegalMove[],
    readonly maker: Maker,
  ) {
    let count = 0;
    if (!maker.widths) count = list.length;
    else for (let i = 0; i < list.length; i++) count += maker.width(list[i] as LegalMove);
    this.count = count;
  }

  /** The index in `list` of decision `i`'s move, leaving its place among the move's decisions in `j`. */
  private find(i: number): number {
    const { list, maker } = this;
    if (!maker.widths) {
      this.j = 0;
      return i;
    }
    let k = i;
    for (let t = 0; t < list.length; t++) {
      const w = maker.width(list[t] as LegalMove);
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
    return this.maker.make(this.list[t] as LegalMove, this.j);
  }

  all(out: A[]): void {
    this.maker.addAll(this.list, out);
  }

  move(i: number): LegalMove {
    return this.list[this.find(i)] as LegalMove;
  }
}

export type Item = A | Run;

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

  width(): number {
    return 1;
  }

  addAll(moves: readonly LegalMove[], out: A[]): void {
    for (const m of moves) out.push(this.make(m));
  }
}
