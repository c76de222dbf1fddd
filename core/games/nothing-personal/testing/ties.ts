/**
 * Positions for the tie-ruling tests (NP-7.2.6, NP-7.4, NP-18.3): played under the current rules in
 * rules/ties.test.ts, and under engine version 2 in rules/editions.test.ts.
 */
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { BOARD, mk } from './boards';
import type { NpState } from '../state';
import { crewTable, LAST_TO_PASS, must, position, threeSeats } from './fixture';

/** Enters The Crew by having the last Commission player (seat 2) pass; `engineVersion` absent: the current one. */
export function enterCrew(pos: Record<string, unknown>, engineVersion?: string, options?: object): Match {
  const m = threeSeats(
    engineVersion,
    { stage: LAST_TO_PASS, money: [10, 10, 10], hands: [[], [], []], ...pos },
    options as Record<string, unknown> | undefined,
  );
  return must(m, 2, { type: 'pass' }).match;
}

/** Every seat lets the pause before payouts pass, if it is open (edition 3 opens it for any-time cards too). */
export function letPausePass(m: Match): Match {
  const w = (m.state as NpState).interrupts[0];
  if (w?.kind !== 'payout') return m;
  for (let seat = 0; seat < (m.state as NpState).seats; seat++) m = must(m, seat, { type: 'decline' }).match;
  return m;
}

/** NP-18.3: Bill Eberle at #7 tied between seats 1 and 2, and a tie at #5 below him; ring 0. */
export const billTies = (engineVersion?: string): Match =>
  enterCrew(
    {
      board: { ...BOARD, '7': 'bill-eberle' },
      marks: { '9': mk(1, 0, 0), '7': mk(0, 2, 2), '5': mk(2, 0, 2) },
    },
    engineVersion,
    { expansions: ['designers'] },
  );

/**
 * NP-7.2.6 / NP-7.5: in the pause before payouts (seat 0 holds a Snitch) seat 2 draws level with seat 1
 * on Jim Redio, the Racketeer at #5; then every seat lets the pause pass.
 */
export function tieInPause(engineVersion?: string): { pause: Match; after: Match } {
  const pause = enterCrew({ marks: { '5': mk(0, 2, 1) }, hands: [['snitch#1'], [], ['thug-1-any#1']] }, engineVersion);
  let m = must(pause, 2, A.play('thug-1-any#1', [5])).match;
  for (const seat of [0, 1, 2]) m = must(m, seat, { type: 'decline' }).match;
  return { pause, after: m };
}

/**
 * NP-7.4: the Capo tied 2–2 is ruled for seat 1 (`ruled`); seat 0 plays a card on him, 3–2 (`broken`);
 * then seat 1's Enforcer puts a marker on him, 3–3 (`tiedAgain`).
 */
export function capoTiedAgain(engineVersion?: string): { tie: Match; ruled: Match; broken: Match; tiedAgain: Match } {
  const tie = enterCrew(
    { marks: { '9': mk(2, 2, 0), '6': mk(0, 1, 0) }, hands: [['thug-1-any#1'], [], []] },
    engineVersion,
  );
  const ruled = must(tie, 0, { type: 'rule', seat: 1 }).match;
  const broken = must(ruled, 0, A.play('thug-1-any#1', [9])).match;
  const tiedAgain = must(letPausePass(broken), 1, A.power({ pos: 9 })).match;
  return { tie, ruled, broken, tiedAgain };
}

/** NP-10.1.1: the board empty after The Feds; the Associates are Jim Redio and Nicky Fontana. */
export const emptyBoardToFamily = (engineVersion?: string): Match =>
  must(
    position({
      seats: 3,
      ...(engineVersion ? { engineVersion } : {}),
      position: {
        board: {},
        emptyRest: true,
        associates: ['jim-redio', 'nicky-fontana'],
        ring: 0,
        stage: { kind: 'fence', turn: 0, done: 2 },
        money: [0, 0, 0],
        hands: [[], [], []],
      },
    }),
    2,
    { type: 'buy', count: 0 },
  ).match;

/** NP-15.2.1: the Second Guy (seat 0) about to act. */
export const secondGuyActs = (engineVersion?: string): Match =>
  crewTable(engineVersion, 2, { marks: { '2': mk(1, 0, 0) }, money: [10, 10, 2], hands: [[], [], []] });
