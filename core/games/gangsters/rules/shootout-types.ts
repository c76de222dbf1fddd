/** The state of a turn's Shootouts while decisions are taken (G-11.4, G-11.5, G-12). Plain JSON. */
import type { JsonValue } from '../../../engine/json';

/** Who fires and absorbs: a gangster piece, a Joint Guard or a Cop. */
export type UnitKind = 'racketeer' | 'thug' | 'vamp' | 'guard' | 'cop';

/** The Cops' side in a Shootout; the active player controls it (G-12.4). */
export const COPS_SIDE = -1;

export interface Unit {
  [key: string]: JsonValue;
  /** Unique within the fight: 'cop:4', 'guard', or '<seat>:<kind>'. */
  id: string;
  side: number;
  kind: UnitKind;
  /** Strength at the start of the Shootout (G-12.3): the Guard's is its Joint level. */
  strength: number;
  dice: number;
  hitOn: number;
  rolls: number[];
  hits: number;
}

/** One space's Shootout. `attacks` are [attacker, target] unit ids; returned fire is added as reverse pairs. */
export interface Fight {
  [key: string]: JsonValue;
  space: string;
  units: Unit[];
  attacks: [string, string][];
  /** Hits each unit sends to each enemy side (side → count). */
  aims: Record<string, Record<string, number>>;
  /** Hits each unit absorbs. */
  absorbed: Record<string, number>;
}

/** A question the Shootout needs answered before it can go on. */
export type Question =
  | {
      [key: string]: JsonValue;
      kind: 'hit';
      seat: number;
      piece: 'racketeer' | 'thug';
      space: string;
      targets: number[];
      must: boolean;
    }
  | { [key: string]: JsonValue; kind: 'bust'; seat: number; space: string; criminals: string[] }
  | { [key: string]: JsonValue; kind: 'aim'; seat: number; fight: number; unit: string; sides: number[] }
  | { [key: string]: JsonValue; kind: 'absorb'; seat: number; fight: number; side: number };

export interface Declared {
  [key: string]: JsonValue;
  seat: number;
  piece: string;
  space: string;
  target: number;
}

export interface ShootoutState {
  [key: string]: JsonValue;
  stage: 'declare' | 'aim' | 'absorb';
  questions: Question[];
  hits: Declared[];
  /** Bust targets chosen by the active player, space → unit id (G-11.5). */
  busts: Record<string, string>;
  fights: Fight[];
}
