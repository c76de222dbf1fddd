/** What the SuperGang movement engine is asked and what it answers. Plain JSON in and out. */
import type { BoardPos, ManholeId, MoveFrom, ShopId, SquareId } from '../board/types';

/** Gangsters (and a vamped man, who moves as one) or a group of cops (SG-9.1). */
export type Mover = 'gangster' | 'cop';

/** One piece's move: where it stands, how many squares its die says, and what of the game bears on it. */
export type MoveQuery = {
  readonly mover: Mover;
  readonly from: MoveFrom;
  /** The die: the exact number of squares to move (SG-4.1.2); from the centre it also picks the gate (SG-3.3). */
  readonly steps: number;
  /** Shops the moving gangster's gang owns: crossed like street squares (SG-4.3.5). */
  readonly ownShops?: readonly ShopId[];
  /** Cops only: shops holding a gangster they may arrest, the only shops they enter (SG-9.1.4). */
  readonly arrestShops?: readonly ShopId[];
  /**
   * Cops only: they fell down the manhole they stand on and come back into play now, up through any of
   * the five manholes, facing any way (SG-9.1.7).
   */
  readonly resurface?: boolean;
};

/**
 * How a step was taken. `gate`: out of the centre (SG-3.3); `street`: to the next square; `under`: along a
 * street beneath a bridge, where there is no square (SG-4.2.2); `in`: through a notch into a shop (SG-4.3.3);
 * `out`: through a notch onto the street; `through`: into a communicating shop (SG-4.3.1, SG-4.3.5);
 * `sewer`: from one manhole to another, one step (SG-4.4.1); `resurface`: up out of the manhole the piece
 * stopped on last turn through another, costing no step (SG-4.4.2), or for cops back from a fall through
 * any of the five, that one included (SG-9.1.7).
 */
export type StepHow = 'gate' | 'street' | 'under' | 'in' | 'out' | 'through' | 'sewer' | 'resurface';

export type PathStep = { readonly to: SquareId | ShopId; readonly how: StepHow };

/** A legal move: where it ends (with the facing the piece then shows) and one path that gets there. */
export type LegalMove = {
  readonly to: BoardPos;
  /** The squares and shops entered in order; the start is not included. */
  readonly path: readonly PathStep[];
  /** Manholes gone down or come up through on the way, at most two (SG-4.4.1). */
  readonly manholes: readonly ManholeId[];
  /**
   * The move ends on a manhole: a gangster there cannot be arrested (SG-4.4.3) and may resurface
   * anywhere next turn (SG-4.4.2); a cop there falls in (SG-9.1.7).
   */
  readonly onManhole: ManholeId | null;
};
