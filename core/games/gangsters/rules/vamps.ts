/**
 * Vamps (G-13, G-16.3): a citizen Vamp that ends her move on a space with another Gang's Thug or Racketeer
 * seduces one of them (a Siren two); the victim loses a strength point and her Gang's gains one.
 */
import { seatRef } from '../../../engine/words';
import type { Facing, GangsterKind } from '../board';
import { edition, type GangState, type GangstersState } from '../state';
import { setStrength } from '../snapshot-parts';
import type { Ctx } from './common';
import { placeName } from './places';
import { enterPiece, entryFacingProblem, entryFacings, entryPlace, entryPlaces, losePoints } from './pieces';
import { log } from '../../../engine/rules';

export interface Seduction {
  seat: number;
  kind: 'racketeer' | 'thug';
  /**
   * Where a piece this seduction creates enters (G-13.1 → G-7.4: one of the Gang's Joints, chosen by its
   * player as in recruiting). Needed only when it creates a piece and the Gang has more than one Joint.
   */
  at?: string;
  /**
   * From edition 6 (state.ts `EDITION`): the facing of a piece this seduction creates on a Subway street
   * (the Gang has no Joint, G-7.4), its player's choice; unset, the first way the street runs.
   */
  entryFacing?: Facing;
}

/** The seductions a Vamp on `space` may make (each one a distinct victim piece). */
export function seductionTargets(s: GangstersState, seat: number, space: string): Seduction[] {
  const out: Seduction[] = [];
  for (const g of s.gangs) {
    if (g.seat === seat) continue;
    for (const kind of ['racketeer', 'thug'] as const)
      if (g.pieces[kind]?.at === space) out.push({ seat: g.seat, kind });
  }
  return out;
}

/**
 * Every legal choice of victims: one (a Vamp) or two (a Siren, two of either from the same piece too). A
 * Siren seduces one alone only when one is all there is: a single piece of strength 1 (G-16.3); games of
 * edition 3 (state.ts `EDITION`) also offer a strength-1 piece alone beside other victims.
 */
export function seductionChoices(s: GangstersState, g: GangState, space: string, criminal: boolean): Seduction[][] {
  if (criminal) return [[]];
  const t = seductionTargets(s, g.seat, space);
  if (t.length === 0) return [[]];
  if (!g.siren) return t.map((x) => [x]);
  const loneOnlyWhenAlone = edition(s) >= 4;
  const out: Seduction[][] = [];
  for (let i = 0; i < t.length; i++) {
    for (let j = i; j < t.length; j++) {
      const a = t[i] as Seduction;
      const b = t[j] as Seduction;
      const victim = s.gangs.find((x) => x.seat === a.seat);
      if (i !== j || (victim?.strength[a.kind] ?? 0) >= 2) out.push([a, b]);
      else if (!loneOnlyWhenAlone || t.length === 1) out.push([a]);
    }
  }
  return out;
}

/** The seductions in `list` that create a new piece for the Vamp's Gang (it has none of that type yet). */
function creating(s: GangstersState, g: GangState, list: readonly Seduction[]): number[] {
  const gained = { racketeer: 0, thug: 0 };
  const out: number[] = [];
  list.forEach((v, i) => {
    const victim = s.gangs.find((x) => x.seat === v.seat);
    if (!victim || victim.strength[v.kind] === 0) return;
    if (g.strength[v.kind] + gained[v.kind] === 0) out.push(i);
    gained[v.kind] += 1;
  });
  return out;
}

/**
 * Each choice of victims with every entry place for the pieces it creates (G-7.4), for `legal`; from
 * edition 6 (state.ts `EDITION`) also every facing of a piece set down on a Subway street.
 */
export function withEntries(s: GangstersState, g: GangState, list: Seduction[]): Seduction[][] {
  let out: Seduction[][] = [list.map(({ seat, kind }) => ({ seat, kind }))];
  for (const i of creating(s, g, list)) {
    const v = list[i] as Seduction;
    const places = entryPlaces({ s }, g, v.kind);
    if (places.length >= 2)
      out = out.flatMap((choice) => places.map((at) => choice.map((x, j) => (j === i ? { ...x, at } : x))));
    const ways = places.length === 1 && edition(s) >= 6 ? entryFacings(places[0] as string) : [];
    if (ways.length > 0)
      out = out.flatMap((choice) =>
        ways.map((entryFacing) => choice.map((x, j) => (j === i ? { ...x, entryFacing } : x))),
      );
  }
  return out;
}

/** G-7.4: checks where the pieces a seduction creates enter; an error message, or null when it is fine. */
export function entryProblem(s: GangstersState, g: GangState, list: readonly Seduction[]): string | null {
  const makes = creating(s, g, list);
  for (const [i, v] of list.entries()) {
    if (v.entryFacing !== undefined && edition(s) >= 6) {
      if (!makes.includes(i)) return `Seducing that ${v.kind} creates no new piece, so it has no facing to choose.`;
      const problem = entryFacingProblem(s, v.kind, entryPlace({ s }, g, v.kind, v.at), v.entryFacing);
      if (problem) return problem;
    }
    if (v.at === undefined) {
      if (makes.includes(i) && entryPlaces({ s }, g, v.kind).length > 1)
        return `Say which of your Joints the new ${v.kind} enters.`;
      continue;
    }
    if (!makes.includes(i)) return `Seducing that ${v.kind} creates no new piece, so it has no entry to choose.`;
    if (!entryPlaces({ s }, g, v.kind).includes(v.at)) return `A new ${v.kind} enters in one of your own Joints.`;
  }
  return null;
}

/** Applies the seductions (G-13.1): strength passes from victim to the Vamp's Gang, up to 10. */
export function seduce(c: Ctx, g: GangState, list: readonly Seduction[]): void {
  const s = c.s;
  for (const v of list) {
    const victim = s.gangs.find((x) => x.seat === v.seat);
    if (!victim || victim.strength[v.kind] === 0) continue;
    const told = (): void =>
      log(
        c,
        'seduction',
        `${seatRef(g.seat)}'s Vamp seduces ${seatRef(victim.seat)}'s ${v.kind} at ${placeName(g.pieces.vamp?.at ?? '')}.`,
        'G-13.1',
        { seat: g.seat, victim: v.seat, kind: v.kind },
      );
    // Edition 10 tells the seduction before what it sets off (the victim removed, a new piece entering);
    // earlier editions told it after.
    const first = edition(s) >= 10;
    if (first) told();
    losePoints(c, victim, v.kind, 1);
    if (g.strength[v.kind] < 10) {
      const had = g.strength[v.kind];
      setStrength(s, g, v.kind, had + 1);
      if (had === 0) enterPiece(c, g, v.kind as GangsterKind, v.at, v.entryFacing);
    }
    if (!first) told();
  }
  if (list.length > 0 && g.siren) {
    g.siren = false;
    log(c, 'siren', `The thrill is gone: ${seatRef(g.seat)}'s Siren is an ordinary Vamp again.`, 'G-16.3');
  }
}
