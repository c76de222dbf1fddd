/**
 * What the rules need from the city (sgcity's board and movement modules), in one place: the shops with
 * their district and initials, the squares a cop sees from, the sidewall sections, and where a piece may
 * go with its die. Rules never read the board data directly; this keeps them to the questions they ask.
 */
import type { BoardPos, Initial } from './board/types';

export type { BoardPos };

/** A piece's spot: its street square, or its shop (a shop is one square, SG-4.3.6). */
export function spot(pos: BoardPos): string {
  return pos.kind === 'shop' ? pos.shop : pos.square;
}

/**
 * A copy of `pos` for a piece to stand on, written out by its kind (keys in the order a spread of the
 * board's places gives): a spread of a frozen place took a generic path and showed in a playout's profile.
 */
export function copyPos(pos: BoardPos): BoardPos {
  return pos.kind === 'shop'
    ? { kind: 'shop', shop: pos.shop }
    : { kind: 'street', square: pos.square, facing: pos.facing };
}

export function spotOf(pos: BoardPos | null | undefined): string | undefined {
  return pos ? spot(pos) : undefined;
}

/**
 * Where a piece may end its move, as the memory of moves keeps it: `length` place codes (`node * 6 +
 * facing`, facing 5 in a shop: `SgCity.place` gives the place) at `at` in `codes`, in the search's order.
 * Counting and choosing read these numbers; a place object is read only for the move written out.
 */
export interface EndCodes {
  readonly codes: Uint16Array;
  readonly at: number;
  readonly length: number;
  /** Every place of the city, by place code: one shared object per node and facing. */
  readonly places: readonly DestinationEnd[];
}

/** A place code's facing in a shop (the movement search's INSIDE). */
const IN_SHOP = 5;

/** Is place code `code` a shop? */
export function codeInShop(code: number): boolean {
  return code % 6 === IN_SHOP;
}

/** The node (square or shop) of place code `code`. */
export function codeNode(code: number): number {
  return (code / 6) | 0;
}

/** The `i`-th place code of `list`. */
export function codeAt(list: EndCodes, i: number): number {
  return list.codes[list.at + i] as number;
}

/** The `i`-th place of `list`. */
export function endAt(list: EndCodes, i: number): DestinationEnd {
  return list.places[list.codes[list.at + i] as number] as DestinationEnd;
}

/**
 * The last destination written into a listed move (`pickedFrom`): making that move then finds it at
 * once instead of reading the list's places one by one (cold in memory in a long playout). Only a
 * hint: `byKey` checks it and otherwise searches.
 */
let hintList: EndCodes | null = null;
let hintIndex = 0;

/** Notes that the move to the `index`-th end of `list` was just written out. */
export function pickedFrom(list: EndCodes, index: number): void {
  hintList = list;
  hintIndex = index;
}

/** The destination of `list` whose key is `key` (keys are unique in a list), if any. */
export function byKey(list: EndCodes, key: string): DestinationEnd | undefined {
  if (list === hintList && hintIndex < list.length) {
    const d = endAt(list, hintIndex);
    if (d.key === key) return d;
  }
  for (let i = 0; i < list.length; i++) {
    const d = endAt(list, i);
    if (d.key === key) return d;
  }
  return undefined;
}

export interface ShopInfo {
  readonly id: string;
  readonly district: string;
  readonly initials: readonly Initial[];
}

/** One place a piece may end its move: `key` is what a move action names. */
export interface DestinationEnd {
  readonly key: string;
  readonly to: BoardPos;
  /** `spot(to)`, kept: the cops' moves read it for every destination, to look for someone to arrest. */
  readonly spot: string;
}

/** A destination with the way there. */
export interface Destination extends DestinationEnd {
  /** Shop squares the path crosses (SG-4.3.5) and manholes it uses (SG-4.4.1), for the log. */
  readonly via: readonly string[];
}

export interface MoveQuery {
  readonly from: BoardPos | null;
  readonly die: number;
  readonly kind: 'gangster' | 'cop';
  /** Shops the moving gang owns: crossed like streets (SG-4.3.5). */
  readonly owned: readonly string[];
  /** Cops: shops holding a gangster they may arrest, the only shops they enter (SG-9.1.4). */
  readonly arrestShops?: readonly string[];
  /** Cops back from a fall down the manhole they stand on: up through any manhole (SG-9.1.7). */
  readonly resurface?: boolean;
}

export interface SgCity {
  readonly shops: readonly ShopInfo[];
  readonly districts: readonly { readonly id: string; readonly shops: readonly string[] }[];
  shop(id: string): ShopInfo | undefined;
  /** The shop at a spot (a shop's spot is its id). */
  shopAt(spot: string): ShopInfo | undefined;
  isManhole(square: string): boolean;
  isStreet(square: string): boolean;
  /** SG-9.2.1/9.2.2: can a cop on `from` see a crime on `crime`? */
  sees(from: string, crime: string): boolean;
  /**
   * SG-9.2.1/9.2.2 (edition 3): can cops standing in `shop` see a crime on `crime`: the shop itself, the
   * street squares at its notches, and the shops it communicates with (SG-4.3.1)?
   */
  seesFromShop(shop: string, crime: string): boolean;
  /** SG-5.6.8: the sidewall sections touching a square. */
  sectionsAt(square: string): readonly string[];
  /** SG-5.6.9: the sections lining a shop, and the shop a section lines (for SG-5.6.12). */
  shopSections(shop: string): readonly string[];
  sectionShop(section: string): string | undefined;
  /** Every shop a section lines: two for a section two shops share (SG-5.6.9's "common sections"). */
  sectionShops(section: string): readonly string[];
  destinations(q: MoveQuery): readonly Destination[];
  /**
   * `destinations` without the ways there, in the same order: what the rules read. Each place is one
   * object shared by every answer, so a playout reading thousands of answers reads few objects.
   */
  ends(q: MoveQuery): readonly DestinationEnd[];
  /** `ends` as the memory of moves keeps it: place codes (read-only; the same object for a repeated question). */
  endCodes(q: MoveQuery): EndCodes;
  /** The node number of a square or shop (as place codes count them), -1 for none. */
  nodeOf(spot: string): number;
}
