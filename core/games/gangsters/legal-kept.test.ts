/**
 * A playout's listings count the moves the movement memo keeps without reading them (`KeptMoves`,
 * movement/kept.ts: a gangster's decisions from its ends' node numbers, a Cop's or a Public's moves less
 * the barred ends from the memo's record). At every position of random games played in place, as a
 * playout plays them, the count and the decisions must be `legal`'s, and every piece's moves a fresh
 * search's.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import { cityGraph } from './city';
import { gangsters } from './game';
import { chooseLegal, legalActions, takeChosenMove } from './legal';
import type { GangstersAction } from './actions';
import type { Facing } from './board';
import { legalMoves, pickMove, type LegalMove, type MoveQuery } from './movement';
import { copMoveLister, copQuery } from './rules/cops';
import { gangsterMoves, gangsterQuery, publicMoves, publicQuery } from './rules/movement-phase';
import { ownersBoard } from './rules/move-board';
import { firstToAct } from './pending';
import { GANGSTER_KINDS, type GangstersState } from './state';

const g = cityGraph();

function fresh(q: MoveQuery | null): readonly LegalMove[] {
  const r = q ? legalMoves(g, q) : null;
  return r?.ok ? r.value : [];
}

/** Every piece's moves as the listings get them, against a fresh search. */
function sameMoves(s: GangstersState): void {
  for (const gang of s.gangs.filter((x) => x.seat === s.turn.seat))
    for (const kind of GANGSTER_KINDS)
      for (const w of s.options.wheels ? [false, true] : [false])
        expect(gangsterMoves(s, gang, kind, w, ownersBoard(s))).toEqual(
          fresh(gangsterQuery(s, gang, kind, w, ownersBoard(s))),
        );
  for (const id of [null, ...s.publics.map((p) => p.id)]) expect(publicMoves(s, id)).toEqual(fresh(publicQuery(s, id)));
  const cops = copMoveLister(s);
  for (const cop of [null, ...s.cops.map((c) => c.strength)]) expect(cops(cop)).toEqual(fresh(copQuery(s, cop)));
}

/** What the rules read of a move. */
const fields = (m: LegalMove) => ({
  to: m.to,
  facing: m.facing,
  path: m.path,
  copReplaced: m.copReplaced,
  subway: m.subway,
});

/** The move a listed decision makes, from a fresh search (undefined for a decision that moves nothing). */
function listedMove(s: GangstersState, seat: number, a: GangstersAction): LegalMove | undefined {
  const pick = (q: MoveQuery | null, to: string, facing: Facing | null, subway?: boolean) =>
    pickMove(fresh(q), to, facing, subway);
  const gang = s.gangs.find((x) => x.seat === seat);
  if (a.type === 'move' && gang)
    return pick(gangsterQuery(s, gang, a.piece, a.wheels === true, ownersBoard(s)), a.to, a.facing, a.subway);
  if (a.type === 'move-public') return pick(publicQuery(s, a.public), a.to, a.facing);
  if (a.type === 'cop-move') return pick(copQuery(s, a.cop), a.to, a.facing, a.subway);
  if (a.type === 'cop-start') return pick(copQuery(s, null), a.to, a.facing, a.subway);
  return undefined;
}

const GAMES = [
  { seats: 4, options: { turnCap: 40 } },
  { seats: 5, options: { turnCap: 30, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 3, options: { turnCap: 30, wheels: true, siren: true } },
  { seats: 2, options: { turnCap: 30 } },
];

describe('the listings count the kept moves as legal lists them', () => {
  for (const [k, v] of GAMES.entries())
    it(`G-6.3 G-9.4 G-13.1 every position of random games played in place (${v.seats} seats)`, () => {
      let checked = 0;
      let moves = 0;
      for (let game = 0; game < 5; game++) {
        const c = createMatch(gangsters, { ...v, seed: `kept-${k}-${game}` });
        if (!c.ok) throw new Error(c.error.message);
        let s = gangsters.copyState?.(c.value.match.state as unknown as GangstersState) as GangstersState;
        const dice = new SimRoller(c.value.match.rng);
        let rng = seedRng(`kept-bot-${k}-${game}`);
        for (let step = 0; step < 3000 && !gangsters.outcome(s); step++) {
          const seat = firstToAct(s) as number;
          const legal = legalActions(s, seat);
          let count = -1;
          const [i, next] = nextInt(rng, Math.max(1, legal.length));
          rng = next;
          let chosen: GangstersAction | undefined;
          for (const at of [0, legal.length - 1, i]) {
            chosen = chooseLegal(s, seat, (n) => {
              count = n;
              return Math.max(0, at);
            });
            expect(chosen).toEqual(legal[Math.max(0, at)]);
          }
          expect(count).toBe(legal.length === 0 ? -1 : legal.length);
          if (s.phase === 'move' || s.phase === 'cop' || s.phase === 'commissioner-publics') {
            sameMoves(s);
            checked++;
          }
          // The move behind the decision chosen last (`i`), as the playout hands it to the rules: the
          // listed move, path and all.
          const listed = chosen ? listedMove(s, seat, chosen) : undefined;
          if (listed) {
            const kept = takeChosenMove(s, chosen);
            expect(kept && fields(kept)).toEqual(fields(listed));
            // Chosen again, so that the apply below takes the move it lists.
            chosen = chooseLegal(s, seat, () => i);
            expect(chosen).toEqual(legal[i]);
            moves++;
          }
          // That decision, chosen last, is applied in place as a playout applies it.
          const r = gangsters.applyInPlace?.(s, seat, chosen as never, dice);
          if (!r?.ok) throw new Error(r?.ok === false ? r.error.message : 'no applyInPlace');
          s = r.value as GangstersState;
        }
      }
      expect(checked).toBeGreaterThan(200);
      expect(moves).toBeGreaterThan(100);
    });
});

describe('jointAt reads the Joints as a plain read does', () => {
  it('G-4.1 no space of the city names a property every object has, so asking own keys first changes nothing', () => {
    for (const id of g.ids) expect(id in Object.prototype, id).toBe(false);
  });
});
