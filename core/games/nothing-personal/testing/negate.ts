/** A Negate scenario shared by powers.test.ts and editions.test.ts (NP-15.2.2). */
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { BOARD, mk } from './boards';
import { crewTable, must } from './fixture';

/**
 * The Second Guy (seat 0) puts the Negate token on Leo Seyfarth, First Guy (seat 1), who is passed
 * over; seat 1 then moves Leo into the open Underboss place (NP-18.11) and seat 2 passes with the
 * Racketeer, so the walk reaches Leo again at 8.
 */
export function negatedLeoMovesUp(engineVersion?: string): Match {
  let m = crewTable(
    engineVersion,
    2,
    {
      board: { ...BOARD, '3': 'leo-seyfarth', '8': null },
      marks: { '2': mk(1, 0, 0), '3': mk(0, 1, 0), '5': mk(0, 0, 1) },
      money: [10, 10, 2],
      hands: [[], [], []],
    },
    { expansions: ['designers'] },
  );
  m = must(m, 0, A.power({ pos: 3 })).match;
  m = must(m, 1, A.ability({ pos: 8, pos2: 3 })).match;
  return must(m, 2, { type: 'pass' }).match;
}
