/**
 * Gang strength on the Gang Track and its piece on the map: losing points (to 0 removes the piece and any
 * equipment, G-13.1, G-16.1–16.3) and entering a piece that has none in play (G-7.4).
 */
import { seatRef } from '../../../engine/words';
import { FACINGS, MOVE_DIE, type Facing, type GangsterKind } from '../board';
import { cityGraph } from '../city';
import { edition, jointsOf, type GangState, type GangstersState } from '../state';
import type { Ctx } from './common';
import { defaultFacing, placeName, subwaySpace } from './places';
import { log } from '../../../engine/rules';
import { setPieceOf, setStrength } from '../snapshot-parts';

/** Takes strength points away; at 0 the piece leaves the map with its equipment. */
export function losePoints(c: Ctx, g: GangState, kind: GangsterKind, n: number): void {
  setStrength(c.s, g, kind, Math.max(0, g.strength[kind] - n));
  if (g.strength[kind] > 0) return;
  setPieceOf(c.s, g, kind, null);
  if (kind === 'thug' && g.heaters) g.heaters = false;
  if (kind === 'racketeer' && g.wheels) g.wheels = false;
  if (kind === 'vamp' && g.siren) g.siren = false;
  log(c, 'eliminated', `${seatRef(g.seat)}'s ${kind} is removed from play.`, kind === 'vamp' ? 'G-13.2' : 'G-13.1');
}

/** Where a newly recruited piece may enter (G-7.4): any Joint, else the Subway of its die. */
export function entryPlaces(c: Ctx | { s: Ctx['s'] }, g: GangState, kind: GangsterKind): string[] {
  const joints = jointsOf(c.s, g.seat);
  if (joints.length > 0) return joints;
  const die = c.s.turn.dice[MOVE_DIE[kind]];
  return die ? [subwaySpace(die)] : [];
}

/** The place a new piece enters (G-7.4): `at` when it is one of the entry places, else the first. */
export function entryPlace(
  c: Ctx | { s: Ctx['s'] },
  g: GangState,
  kind: GangsterKind,
  at?: string | null,
): string | null {
  const places = entryPlaces(c, g, kind);
  return (at && places.includes(at) ? at : places[0]) ?? null;
}

/**
 * The facings a piece set down on `space` may show: every way the street runs there (a Subway street,
 * G-7.4), none in a building. From edition 6 (state.ts `EDITION`) the player chooses among them; earlier
 * editions always took the first (`defaultFacing`).
 */
export function entryFacings(space: string): Facing[] {
  const g = cityGraph();
  const i = g.index.get(space);
  if (i === undefined || i >= g.streetCount) return [];
  return FACINGS.filter((_, d) => (g.next[i * 4 + d] ?? -1) >= 0);
}

/**
 * G-7.4 (edition 6): why `facing` may not be given for a piece entering at `where`, or null. A piece
 * entering in a Joint takes none; one set down on a Subway street faces a way that street runs.
 */
export function entryFacingProblem(
  s: GangstersState,
  kind: GangsterKind,
  where: string | null,
  facing: Facing | undefined,
): string | null {
  if (facing === undefined || edition(s) < 6) return null;
  const ways = where === null ? [] : entryFacings(where);
  if (ways.length === 0) return `A new ${kind} entering in a Joint has no facing to choose.`;
  if (!ways.includes(facing))
    return `The street at ${placeName(where ?? '')} runs ${ways.join(' and ')}: your ${kind} may face ${ways.join(' or ')}.`;
  return null;
}

/**
 * Puts a piece on the map colored side up (G-7.4); `at` defaults to the first entry place. From edition 6
 * (state.ts `EDITION`) a piece set down on a Subway street faces `facing`, its player's choice, where
 * earlier editions always turned it the first way the street runs.
 */
export function enterPiece(c: Ctx, g: GangState, kind: GangsterKind, at?: string | null, facing?: Facing): void {
  const where = entryPlace(c, g, kind, at);
  if (!where) {
    setStrength(c.s, g, kind, 0);
    return;
  }
  const chosen = edition(c.s) >= 6 && facing !== undefined && entryFacings(where).includes(facing);
  const faces = chosen ? facing : defaultFacing(where);
  setPieceOf(c.s, g, kind, { at: where, facing: faces, criminal: false });
  const way = edition(c.s) >= 6 && faces !== null ? `, facing ${faces}` : '';
  log(c, 'enter', `${seatRef(g.seat)}'s ${kind} enters play at ${placeName(where)}${way}.`, 'G-7.4');
}
