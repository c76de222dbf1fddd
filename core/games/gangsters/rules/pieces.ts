/**
 * Gang strength on the Gang Track and its piece on the map: losing points (to 0 removes the piece and any
 * equipment, G-13.1, G-16.1–16.3) and entering a piece that has none in play (G-7.4).
 */
import { seatRef } from '../../../engine/words';
import { MOVE_DIE, type GangsterKind } from '../board';
import { jointsOf, type GangState } from '../state';
import type { Ctx } from './common';
import { defaultFacing, placeName, subwaySpace } from './places';
import { log } from '../../../engine/rules';

/** Takes strength points away; at 0 the piece leaves the map with its equipment. */
export function losePoints(c: Ctx, g: GangState, kind: GangsterKind, n: number): void {
  g.strength[kind] = Math.max(0, g.strength[kind] - n);
  if (g.strength[kind] > 0) return;
  g.pieces[kind] = null;
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

/** Puts a piece on the map colored side up (G-7.4); `at` defaults to the first entry place. */
export function enterPiece(c: Ctx, g: GangState, kind: GangsterKind, at?: string | null): void {
  const places = entryPlaces(c, g, kind);
  const where = at && places.includes(at) ? at : places[0];
  if (!where) {
    g.strength[kind] = 0;
    return;
  }
  g.pieces[kind] = { at: where, facing: defaultFacing(where), criminal: false };
  log(c, 'enter', `${seatRef(g.seat)}'s ${kind} enters play at ${placeName(where)}.`, 'G-7.4');
}
