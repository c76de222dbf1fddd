/** What the movement engine is asked and what it answers. Plain JSON in and out. */
import type { Facing, Gang, PieceKind } from '../board';

/** The parts of the game state that bear on where a piece may go. */
export interface MoveBoardState {
  /** Joint owners: building id → Gang. Colored buildings not listed are unowned. */
  readonly owners?: Readonly<Record<string, Gang>>;
  /** Joints holding a criminal or a Public marker, which a Cop may enter to Raid or apprehend (G-9.4, G-8.5). */
  readonly copWelcome?: readonly string[];
  /** Spaces holding another Public piece: a Public piece may not end its move there (G-6.8). */
  readonly publicAt?: readonly string[];
}

/** One piece's move: where it stands, which way it faces and how many spaces it must move. */
export interface MoveQuery {
  readonly kind: PieceKind;
  /** The moving gangster's Gang; required for Racketeers, Thugs and Vamps. */
  readonly gang?: Gang;
  /** A street space or building id, or null for a Cop or Public piece entering play from off the board. */
  readonly at: string | null;
  /** Facing on a street space (G-6.4); ignored inside a building or off the board. */
  readonly facing?: Facing | null;
  /** The exact number of spaces to move (G-6.3): the piece's die, or the Wheels total (G-16.2). */
  readonly steps: number;
  /** True for a Wheels move combining the green, red and black dice (G-16.2). */
  readonly wheels?: boolean;
  readonly state?: MoveBoardState;
}

/**
 * How a step was taken. `entry`: placed on a Subway from off the board (G-10.4); `street`: along a street;
 * `in`: through an Entrance tab into a building; `out`: out of a building onto its Entrance space;
 * `through`: from one Joint into a connected Joint (G-6.6); `transfer`: a Subway transfer, which costs nothing (G-10.3).
 */
export type StepKind = 'entry' | 'street' | 'in' | 'out' | 'through' | 'transfer';

export interface PathStep {
  readonly space: string;
  readonly how: StepKind;
}

/** A legal move: where it ends, the facing it ends with, and one path that gets there. */
export interface LegalMove {
  readonly to: string;
  /** The end facing on a street space; null inside a building (facing is free there, G-6.4). */
  readonly facing: Facing | null;
  /** The spaces entered in order; the start space is not included. */
  readonly path: readonly PathStep[];
  /** True when a Cop transferred on the Subway: its patrol ended and a new Cop carried on (G-9.6). */
  readonly copReplaced: boolean;
  /**
   * True when the path uses a Subway transfer. Transfers are optional (G-10.2), so the same end may be
   * reachable both with and without one; each way is a separate legal move.
   */
  readonly subway: boolean;
}
