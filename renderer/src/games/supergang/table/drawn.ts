/** The pieces as SgPieces lays them out on the city: each token where it stands, and the stacks. */
import type { SuperGangState } from '@core/games/supergang/state';
import type { Mover } from './legal';
import type { StackSpot } from './piece-layout';

/** A gang's colour (SG-2.2: a gang plays its board colour), the palette's seat colour of that name. */
export type GangColour = 'red' | 'blue' | 'green' | 'yellow';
/** What a token stands for: a gang's character of a kind, or a cop group. */
export type TokenKind = 'killer' | 'vamp' | 'dealer' | 'cop';

/** A piece, before it is placed. */
export interface Piece {
  readonly id: Mover;
  readonly kind: TokenKind;
  readonly colour: GangColour;
  readonly group: number;
  /** Who and where, in words ("Red Killer, Street N16"). */
  readonly label: string;
  /** The colour of the Vamp who holds him (SG-6.2.1), drawn as a ring round him. */
  readonly ring: GangColour | null;
}

/** A piece drawn where it stands. */
export interface Drawn extends Piece {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly hit: number;
  /** The place it stands on (a square, a shop, or a part of the centre). */
  readonly place: string;
}

/** A crowd too large to stand apart at a readable size: one face, a count, the whole square its click. */
export interface Stacked {
  readonly place: string;
  readonly spot: StackSpot;
  readonly members: readonly Piece[];
}

/** A stack's pieces that may move now. */
export const moversOf = (st: Stacked, movable: readonly Mover[]): Piece[] =>
  st.members.filter((m) => movable.includes(m.id));

/** The piece a stack shows: the one picked, else one that may move, else the first. */
export const faceOf = (st: Stacked, movable: readonly Mover[], picked: Mover | null): Piece =>
  st.members.find((m) => m.id === picked) ?? moversOf(st, movable)[0] ?? (st.members[0] as Piece);

/**
 * What a click (or Enter) on a stack means: with a piece from elsewhere picked and this place lit for it,
 * the place; else the next piece of it that may move, the face first, then each under it in turn; or
 * nothing, when none of it may move.
 */
export function stackClick(
  st: Stacked,
  movable: readonly Mover[],
  picked: Mover | null,
  lit: ReadonlyMap<string, unknown>,
): { readonly place: string } | { readonly pick: Mover } | null {
  if (picked !== null && !st.members.some((m) => m.id === picked) && lit.has(st.place)) return { place: st.place };
  const movers = moversOf(st, movable);
  if (movers.length === 0) return null;
  const i = movers.findIndex((m) => m.id === picked);
  return { pick: (movers[(i + 1) % movers.length] as Piece).id };
}

/**
 * The streets' squares and the shops a piece stands on (a character or a cop group): a place lit there has
 * its marker drawn over the pieces, where a token would hide it.
 */
export function occupiedPlaces(s: SuperGangState): ReadonlySet<string> {
  const at = new Set<string>();
  for (const c of s.characters)
    if (c.place === 'board' && c.pos) at.add(c.pos.kind === 'shop' ? c.pos.shop : c.pos.square);
  for (const g of s.cops) if (g.out === null && g.pos) at.add(g.pos.kind === 'shop' ? g.pos.shop : g.pos.square);
  return at;
}
