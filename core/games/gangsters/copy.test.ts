/**
 * The fast paths of `apply` and `legal` give the same answers as the plain ones: the working copy equals a
 * deep copy and never lets a rule write into an earlier state (every state is frozen here before its
 * move), and the remembered moves equal a fresh search. 100 random moves in each of three variants.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { frozenRandomWalk } from '../../engine/testing/frozen-walk';
import { copyJson } from '../../engine/json';
import { cityGraph } from './city';
import { gangsters } from './game';
import { legalMoves, memoLegalMoves } from './movement';
import { copMoveLister, copQuery } from './rules/cops';
import { moveState } from './rules/crime';
import { gangsterMoves, gangsterQuery, publicMoves, publicQuery } from './rules/movement-phase';
import { ownersBoard } from './rules/move-board';
import { playoutCopy, workingCopy } from './copy';
import { GANGSTER_KINDS, type GangstersState } from './state';
import type { MoveQuery } from './movement';

/** Every movement question of a position: each gangster (with and without Wheels), Cop and Public piece. */
function queries(s: GangstersState): MoveQuery[] {
  const board = moveState(s);
  const out: (MoveQuery | null)[] = [copQuery(s, null, board), publicQuery(s, null, board)];
  for (const g of s.gangs)
    for (const kind of GANGSTER_KINDS) for (const w of [false, true]) out.push(gangsterQuery(s, g, kind, w, board));
  for (const c of s.cops) out.push(copQuery(s, c.strength, board));
  for (const p of s.publics) out.push(publicQuery(s, p.id, board));
  return out.filter((q): q is MoveQuery => q !== null);
}

const VARIANTS = [
  { seats: 4, options: { turnCap: 12 } },
  { seats: 5, options: { turnCap: 12, heaters: true, wheels: true, siren: true, donuts: true } },
  { seats: 3, options: { turnCap: 12, wheels: true, secretCash: true } },
];

describe('the reducer’s working copy and the remembered moves', () => {
  it('copy the state exactly, never write into an earlier state, and list the same moves as a fresh search', () => {
    const g = cityGraph();
    let checked = 0;
    for (const [k, v] of VARIANTS.entries()) {
      const created = createMatch(gangsters, { ...v, seed: `copy-${k}` });
      if (!created.ok) throw new Error(created.error.message);
      frozenRandomWalk(gangsters, created.value.match, `copy-bot-${k}`, 100, (m, step) => {
        const s = m.state as GangstersState;
        expect(JSON.stringify(workingCopy(s))).toBe(JSON.stringify(copyJson(s)));
        expect(JSON.stringify(playoutCopy(s))).toBe(JSON.stringify(copyJson(s)));
        // The last answer kept for each piece is the fresh search's answer, whatever was asked before.
        const mover = s.gangs.filter((x) => x.seat === s.turn.seat);
        for (const gang of step % 3 === 0 ? mover : [])
          for (const kind of GANGSTER_KINDS)
            for (const w of s.options.wheels ? [false, true] : [false]) {
              const q = gangsterQuery(s, gang, kind, w, ownersBoard(s));
              const fresh = q ? legalMoves(g, q) : null;
              expect(gangsterMoves(s, gang, kind, w, ownersBoard(s))).toEqual(fresh?.ok ? fresh.value : []);
            }
        for (const id of step % 3 === 0 ? [null, ...s.publics.map((p) => p.id)] : []) {
          const q = publicQuery(s, id);
          const fresh = q ? legalMoves(g, q) : null;
          expect(publicMoves(s, id)).toEqual(fresh?.ok ? fresh.value : []);
        }
        const cops = copMoveLister(s);
        for (const cop of step % 3 === 0 ? [null, ...s.cops.map((c) => c.strength)] : []) {
          const q = copQuery(s, cop);
          const fresh = q ? legalMoves(g, q) : null;
          expect(cops(cop)).toEqual(fresh?.ok ? fresh.value : []);
        }
        for (const q of step % 6 === 0 ? queries(s) : []) {
          expect(memoLegalMoves(g, q)).toEqual(legalMoves(g, q));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
