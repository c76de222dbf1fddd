/**
 * Vamps (G-13, G-16.3): a citizen Vamp that ends her move on a space with another Gang's Thug or Racketeer
 * seduces one of them (a Siren two); the victim loses a strength point and her Gang's gains one.
 */
import type { GangsterKind } from '../board';
import { gangName, type GangState, type GangstersState } from '../state';
import { say, type Ctx } from './common';
import { placeName } from './places';
import { enterPiece, losePoints } from './pieces';

export interface Seduction {
  seat: number;
  kind: 'racketeer' | 'thug';
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

/** Every legal choice of victims: one (a Vamp) or two (a Siren, two of either from the same piece too). */
export function seductionChoices(s: GangstersState, g: GangState, space: string, criminal: boolean): Seduction[][] {
  if (criminal) return [[]];
  const t = seductionTargets(s, g.seat, space);
  if (t.length === 0) return [[]];
  if (!g.siren) return t.map((x) => [x]);
  const out: Seduction[][] = [];
  for (let i = 0; i < t.length; i++) {
    for (let j = i; j < t.length; j++) {
      const a = t[i] as Seduction;
      const b = t[j] as Seduction;
      const victim = s.gangs.find((x) => x.seat === a.seat);
      if (i === j && (victim?.strength[a.kind] ?? 0) < 2) out.push([a]);
      else out.push([a, b]);
    }
  }
  return out;
}

/** Applies the seductions (G-13.1): strength passes from victim to the Vamp's Gang, up to 10. */
export function seduce(c: Ctx, g: GangState, list: readonly Seduction[]): void {
  const s = c.s;
  for (const v of list) {
    const victim = s.gangs.find((x) => x.seat === v.seat);
    if (!victim || victim.strength[v.kind] === 0) continue;
    losePoints(c, victim, v.kind, 1);
    if (g.strength[v.kind] < 10) {
      const had = g.strength[v.kind];
      g.strength[v.kind] += 1;
      if (had === 0) enterPiece(c, g, v.kind as GangsterKind);
    }
    say(
      c,
      'seduction',
      `${gangName(g.gang)}'s Vamp seduces ${gangName(victim.gang)}'s ${v.kind} at ${placeName(g.pieces.vamp?.at ?? '')}.`,
      'G-13.1',
      { seat: g.seat, victim: v.seat, kind: v.kind },
    );
  }
  if (list.length > 0 && g.siren) {
    g.siren = false;
    say(c, 'siren', `The thrill is gone: ${gangName(g.gang)}'s Siren is an ordinary Vamp again.`, 'G-16.3');
  }
}
