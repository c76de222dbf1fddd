/**
 * SuperGang board vocabulary: typed ids, facings, and where a piece stands. Everything here is plain JSON,
 * so game state can hold it as it is. The city itself is data (resources/supergang/board.json).
 */

/** Compass facings. Order matters: turning right is +1, left is +3, back is +2 (mod 4). */
export const FACINGS = ['north', 'east', 'south', 'west'] as const;
export type Facing = (typeof FACINGS)[number];

/** A street square, named by its cell on the city grid: `s<x>-<y>` (x east, y south). */
export type SquareId = `s${number}-${number}`;
/** A shop (SG-4.3). */
export type ShopId = `shop-${string}`;
/** A block of houses; adjacent shops in one block communicate (SG-4.3.1). */
export type BlockId = `block-${string}`;
/** A section of sidewall, between two notches or a notch and a block corner (SG-5.6.8). */
export type SectionId = `kerb-${number}`;

/** The five manholes (SG-4.4.1). */
export const MANHOLE_IDS = ['m1', 'm2', 'm3', 'm4', 'm5'] as const;
export type ManholeId = (typeof MANHOLE_IDS)[number];

/** The five districts (SG-2.1); owning every shop of one wins (SG-1.1). */
export const DISTRICT_IDS = ['old-quarter', 'heights', 'crossroads', 'docks', 'market'] as const;
export type DistrictId = (typeof DISTRICT_IDS)[number];

/**
 * The marks a shop may carry (SG-5.3.1, SG-5.4.3, SG-7): T recruits a Killer, V a Vamp, D a Dealer;
 * a star sells traffic pawns (SG-5.6.2). A shop with one or two marks has two managers (SG-8.1).
 */
export const INITIALS = ['T', 'V', 'D', 'star'] as const;
export type Initial = (typeof INITIALS)[number];

/** The three places of the centre (SG-3.2, SG-11.3). */
export const CENTRE_PLACES = ['jail', 'clinic', 'graveyard'] as const;
export type CentrePlace = (typeof CENTRE_PLACES)[number];

/** The centre's six gates, numbered like the die faces: a piece leaving the centre takes its die's gate (SG-3.3). */
export type GateNumber = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Where a piece stands on the board. On a street square (manhole squares included) it shows a facing,
 * the way it is going (SG-4.2.1); `null` means it may set off any way next turn: it came out of a shop
 * on a one (SG-4.3.7) or up out of the sewer. In a shop it has no facing.
 */
export type StreetPos = { readonly kind: 'street'; readonly square: SquareId; readonly facing: Facing | null };
export type ShopPos = { readonly kind: 'shop'; readonly shop: ShopId };
export type BoardPos = StreetPos | ShopPos;

/** Where a move may start: the board, or the centre (a start, the clinic, out of jail: SG-3.3, SG-11.3.1). */
export type MoveFrom = BoardPos | { readonly kind: 'centre' };

export function streetPos(square: SquareId, facing: Facing | null): StreetPos {
  return { kind: 'street', square, facing };
}

export function shopPos(shop: ShopId): ShopPos {
  return { kind: 'shop', shop };
}

/** The same place and facing. */
export function samePos(a: BoardPos, b: BoardPos): boolean {
  if (a.kind === 'shop' || b.kind === 'shop')
    return a.kind === b.kind && a.kind === 'shop' && b.kind === 'shop' && a.shop === b.shop;
  return a.square === b.square && a.facing === b.facing;
}
