/** The props both cities' map components take the same way (the board, its click targets). */

/** How a map's places light up and answer clicks, with `F` the city's facings. */
export interface MapPlacesProps<F extends string> {
  /** Destinations, with the facings a piece may end with there (null: free, or inside a building or shop). */
  reachable: ReadonlyMap<string, readonly (F | null)[]>;
  start: string | null;
  /** The place whose "why not" answer is showing. */
  why: string | null;
  /** The destination whose path is drawn. */
  shown: string | null;
  /** Extra words for a place's accessible name (its owner, say). */
  describe?: ((id: string) => string) | undefined;
  onactivate: (id: string) => void;
  onpoint: (id: string | null) => void;
}

/** A whole city board: its places, plus the piece and path drawn for the destination shown. */
export interface CityBoardProps<F extends string, Piece, Step> extends MapPlacesProps<F> {
  /** A name for the whole board, for screen readers. */
  label: string;
  /** The piece drawn at `start` (the City guide's); null when the game draws its pieces itself. */
  piece: Piece | null;
  /** The path to the destination shown. */
  path: readonly Step[] | null;
  /** Milliseconds per step when a path is drawn; 0 for no animation. */
  stepMs: number;
}
