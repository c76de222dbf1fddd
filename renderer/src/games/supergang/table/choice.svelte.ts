/**
 * Narrowing the host's legal list to one action a click at a time: a character (or cop group) picked on
 * the map or in the panel lights the places its legal moves end on; a place with several endings (the way
 * he faces, whom the cops arrest) asks which. Every action offered is one of the host's; nothing here
 * decides what is legal.
 */
import type { Facing } from '@core/games/supergang/board';
import { keyPlace, litPlaces, moverOf, moversOf, type MoveLike, type Mover, type SgAction } from './legal';

export { copMover, keyFacing, keyPlace, type Mover, type SgAction } from './legal';

export class SgChoice {
  /** The piece picked, and the place picked for it when that place needs one more answer. */
  piece = $state<Mover | null>(null);
  dest = $state<string | null>(null);

  constructor(private readonly legal: () => readonly SgAction[]) {}

  /** Moves of pieces on the board (to a place); the rest are buttons. */
  get moves(): MoveLike[] {
    return this.legal().filter((a): a is MoveLike => (a.type === 'move' || a.type === 'cop-move') && a.to !== null);
  }

  /** Pieces with a move to choose, in the host's order. */
  get movers(): Mover[] {
    return moversOf(this.moves);
  }

  /** Every other action: a button each (a piece that cannot move passes with one too). */
  get buttons(): SgAction[] {
    return this.legal().filter((a) => !((a.type === 'move' || a.type === 'cop-move') && a.to !== null));
  }

  /** The picked piece's moves. */
  get mine(): MoveLike[] {
    return this.moves.filter((a) => moverOf(a) === this.piece);
  }

  /** Places the picked piece may end on, with the facings it may show there. */
  get lit(): ReadonlyMap<string, readonly (Facing | null)[]> {
    return litPlaces(this.mine);
  }

  /** The moves that end on the picked place: more than one asks which. */
  get variants(): MoveLike[] {
    return this.dest === null ? [] : this.mine.filter((a) => keyPlace(a.to as string) === this.dest);
  }

  pick(piece: Mover | null): void {
    this.piece = piece;
    this.dest = null;
  }

  /** A click on a place: the one move it means, or null (it asks which, or it is not lit). */
  choosePlace(place: string): MoveLike | null {
    if (!this.piece) return null;
    const here = this.mine.filter((a) => keyPlace(a.to as string) === place);
    if (here.length === 0) return null;
    if (here.length === 1) return here[0] ?? null;
    this.dest = place;
    return null;
  }

  reset(): void {
    this.piece = null;
    this.dest = null;
  }
}
