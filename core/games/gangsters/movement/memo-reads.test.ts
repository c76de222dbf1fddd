/**
 * A gangster's remembered moves are kept with the buildings whose ownership the search read (memo.ts,
 * `gangsterAnswer`): they must equal a fresh search on every board, whatever boards were asked before,
 * and be shared between boards that differ only where the search never looked.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { FACINGS, GANGS, type Gang } from '../board';
import { cityGraph } from '../city';
import { randomBoard } from '../testing/city-moves';
import { coloredBuildings } from '../rules/places';
import { GANGSTER_KINDS } from '../state';
import { legalMoves, memoLegalMoves, type MoveQuery } from '.';

const g = cityGraph();

/** A board where each colored building is some Gang's Joint with probability `p` (owners in id order). */
const board = (rng: RngState, p: number) => randomBoard(rng, p * 100);

/** Gangster questions from streets and buildings, every die and a Wheels total. */
function questions(rng: RngState, n: number): [Omit<MoveQuery, 'state'>[], RngState] {
  const out: Omit<MoveQuery, 'state'>[] = [];
  let r = rng;
  const buildings = coloredBuildings();
  for (let i = 0; i < n; i++) {
    const [k, r1] = nextInt(r, GANGSTER_KINDS.length);
    const [inside, r2] = nextInt(r1, 2);
    const [steps, r3] = nextInt(r2, 6);
    const [gang, r3b] = nextInt(r3, GANGS.length);
    const [facing, r4] = nextInt(r3b, FACINGS.length);
    let at: string;
    if (inside === 1) {
      const [b, r5] = nextInt(r4, buildings.length);
      at = buildings[b] as string;
      r = r5;
    } else {
      const [sp, r5] = nextInt(r4, g.streetCount);
      at = g.ids[sp] as string;
      r = r5;
    }
    const wheels = i % 7 === 0;
    out.push({
      kind: GANGSTER_KINDS[k] as (typeof GANGSTER_KINDS)[number],
      gang: GANGS[gang] as Gang,
      at,
      facing: inside === 1 ? null : (FACINGS[facing] as (typeof FACINGS)[number]),
      steps: wheels ? 7 + steps : 1 + steps,
      wheels,
    });
  }
  return [out, r];
}

describe('G-6.6 G-8.5 a gangster’s remembered moves, kept by the Joints the search read', () => {
  it('equal a fresh search on every board, whatever was asked before', () => {
    let rng = seedRng('memo-reads');
    const [qs, r0] = questions(rng, 60);
    rng = r0;
    let compared = 0;
    let answered = 0;
    for (let round = 0; round < 12; round++) {
      const [b, r1] = board(rng, [0.1, 0.3, 0.6][round % 3] as number);
      rng = r1;
      for (const q0 of qs) {
        const q: MoveQuery = { ...q0, state: b };
        const fresh = legalMoves(g, q);
        expect(memoLegalMoves(g, q)).toEqual(fresh.ok ? { ok: true, value: fresh.value } : fresh);
        compared++;
        if (fresh.ok) answered++;
      }
    }
    expect(compared).toBe(720);
    // Most questions are moves a piece could make (a street space is left by its own ways only).
    expect(answered).toBeGreaterThan(compared / 2);
  });

  it('follow a board whose Joints change one or two at a time, as in a game', () => {
    let rng = seedRng('memo-reads-game');
    const [qs, r0] = questions(rng, 80);
    const [first, r1] = board(r0, 0.2);
    let b = first;
    rng = r1;
    const joints = coloredBuildings();
    for (let round = 0; round < 40; round++) {
      // One or two Joints change hands (or are lost), the rest stay.
      const owners: Record<string, Gang> = { ...b.owners };
      const [n, r2] = nextInt(rng, 2);
      rng = r2;
      for (let k = 0; k <= n; k++) {
        const [j, r3] = nextInt(rng, joints.length);
        const [gi, r4] = nextInt(r3, GANGS.length + 1);
        rng = r4;
        const id = joints[j] as string;
        if (gi === GANGS.length) delete owners[id];
        else owners[id] = GANGS[gi] as Gang;
      }
      b = Object.freeze({ owners: Object.freeze(owners) });
      for (const q0 of qs) {
        const q: MoveQuery = { ...q0, state: b };
        const fresh = legalMoves(g, q);
        expect(memoLegalMoves(g, q)).toEqual(fresh.ok ? { ok: true, value: fresh.value } : fresh);
      }
    }
  });

  it('are shared between boards that differ only in other Gangs’ Joints, and never across a change in its own', () => {
    const joints = coloredBuildings();
    let differ = 0;
    // A Thug inside a building with a 6: its own Joints decide whether it may go on through them (G-6.6).
    for (const at of joints.slice(0, 12)) {
      const q0 = { kind: 'thug', gang: 'red', at, facing: null, steps: 6 } as const;
      const mine = Object.freeze({ owners: Object.freeze(Object.fromEntries(joints.map((j) => [j, 'red' as Gang]))) });
      const others = Object.freeze({
        owners: Object.freeze(Object.fromEntries(joints.map((j) => [j, 'green' as Gang]))),
      });
      const nobody = Object.freeze({ owners: Object.freeze({}) });
      const a = memoLegalMoves(g, { ...q0, state: mine });
      const b = memoLegalMoves(g, { ...q0, state: nobody });
      const c = memoLegalMoves(g, { ...q0, state: others });
      for (const [r, st] of [
        [a, mine],
        [b, nobody],
        [c, others],
      ] as const) {
        const fresh = legalMoves(g, { ...q0, state: st });
        expect(r).toEqual(fresh.ok ? { ok: true, value: fresh.value } : fresh);
      }
      // Other Gangs' Joints read as "not its own", as on an empty board: the same answer, kept once.
      expect(c).toBe(b);
      if (JSON.stringify(a) !== JSON.stringify(b)) differ++;
    }
    // Where its own Joint changes the answer, the one kept for the other board was not given.
    expect(differ).toBeGreaterThan(0);
  });
});
