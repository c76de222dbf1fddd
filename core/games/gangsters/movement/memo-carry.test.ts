/**
 * The gangsters' store of the movement memo, when full, begins anew with the answers found in the later
 * part of its life (memo.ts, `carryOver`): each answer carried over must still equal a fresh search, with
 * the same ends the listings count and build from, and what was found only long ago is left behind.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { FACINGS, GANGS, type Gang } from '../board';
import { cityGraph } from '../city';
import { randomBoard } from '../testing/city-moves';
import { coloredBuildings } from '../rules/places';
import { GANGSTER_KINDS } from '../state';
import { endCode, KEPT } from './kept';
import { gangsterStoreCounts } from './memo';
import { legalMoves, memoGangsterFind, memoLegalMoves, type MoveBoardState, type MoveQuery } from '.';

const g = cityGraph();

/** A board where each colored building is some Gang's Joint with probability 0.4. */
const board = (rng: RngState) => randomBoard(rng, 40);

/**
 * A gangster's question on `b` from a random street or building: a die, or a Wheels total when `wheels`
 * (questions of the two kinds are never the same question).
 */
function question(rng: RngState, b: MoveBoardState, withWheels: boolean): [MoveQuery, RngState] {
  const buildings = coloredBuildings();
  const [k, r1] = nextInt(rng, GANGSTER_KINDS.length);
  const [inside, r2] = nextInt(r1, 2);
  const [steps, r3] = nextInt(r2, 6);
  const [gang, r4] = nextInt(r3, GANGS.length);
  const [facing, r5] = nextInt(r4, FACINGS.length);
  const [where, r7] = nextInt(r5, inside === 1 ? buildings.length : g.streetCount);
  return [
    {
      kind: GANGSTER_KINDS[k] as (typeof GANGSTER_KINDS)[number],
      gang: GANGS[gang] as Gang,
      at: inside === 1 ? (buildings[where] as string) : (g.ids[where] as string),
      facing: inside === 1 ? null : (FACINGS[facing] as (typeof FACINGS)[number]),
      steps: withWheels ? 7 + steps : 1 + steps,
      wheels: withWheels,
      state: b,
    },
    r7,
  ];
}

function expectFresh(q: MoveQuery): void {
  const fresh = legalMoves(g, q);
  expect(memoLegalMoves(g, q)).toEqual(fresh.ok ? { ok: true, value: fresh.value } : fresh);
  const found = memoGangsterFind(g, q);
  if (found === null) return;
  const moves = fresh.ok ? fresh.value : [];
  expect(found.moves()).toEqual(moves);
  expect(Array.from({ length: found.count }, (_, i) => found.codeAt(i))).toEqual(moves.map((m) => endCode(g.index, m)));
}

describe('G-6.3 a gangster’s remembered moves, when the memo’s store begins anew', () => {
  it('keep the answers found lately, each equal to a fresh search, and leave the rest behind', () => {
    let rng = seedRng('memo-carry');
    const boards: MoveBoardState[] = [];
    for (let i = 0; i < 40; i++) {
      const [b, r] = board(rng);
      boards.push(b);
      rng = r;
    }
    const ask = (withWheels = false): MoveQuery => {
      const [i, r1] = nextInt(rng, boards.length);
      const [q, r2] = question(r1, boards[i] as MoveBoardState, withWheels);
      rng = r2;
      return q;
    };
    // The memo is the module's, which other test files may have filled before: begin with a new store.
    const first = gangsterStoreCounts(g).restarts;
    for (let i = 0; i < 4 * KEPT && gangsterStoreCounts(g).restarts === first; i++) memoLegalMoves(g, ask());
    expect(gangsterStoreCounts(g).restarts).toBe(first + 1);
    // Questions asked again and again while the store fills, and questions asked once at the start (with
    // Wheels, unlike every other question here).
    const often: MoveQuery[] = [];
    const once: MoveQuery[] = [];
    for (let i = 0; i < 300; i++) {
      often.push(ask());
      once.push(ask(true));
    }
    for (const q of often) expectFresh(q);
    const before = gangsterStoreCounts(g).searches;
    for (const q of once) expectFresh(q);
    // The searches the store keeps (a question of no Gang, or on a board it refuses, is not kept).
    const onceSearched = gangsterStoreCounts(g).searches - before;
    expect(onceSearched).toBeGreaterThan(once.length / 4);
    const start = gangsterStoreCounts(g);
    for (let i = 0; i < 4 * KEPT && gangsterStoreCounts(g).restarts === start.restarts; i++) {
      memoLegalMoves(g, ask());
      if (i % 500 === 0) for (const q of often) memoLegalMoves(g, q);
    }
    const after = gangsterStoreCounts(g);
    expect(after.restarts).toBe(start.restarts + 1);
    expect(after.born).toBeGreaterThan(0);
    expect(after.born).toBeLessThanOrEqual((KEPT * 3) / 4);
    // The questions asked lately are answered from the new store: no search, the same moves.
    for (const q of often) expectFresh(q);
    expect(gangsterStoreCounts(g).searches).toBe(after.searches);
    // Those asked only long ago were left behind and are searched again.
    for (const q of once) expectFresh(q);
    expect(gangsterStoreCounts(g).searches - after.searches).toBeGreaterThanOrEqual(0.9 * onceSearched);
  });
});
