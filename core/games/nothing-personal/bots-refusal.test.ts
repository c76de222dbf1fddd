/** A computer player told no by a blackmailer does not ask again that turn (NP-7.13.2). */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../engine/match';
import { seedRng } from '../../engine/rng';
import { act as A, type NpAction } from './actions';
import { easyNpBot, hardNpBot, heuristicBot, type NpBot } from './bots';
import { nothingPersonal } from './game';
import { BOARD, mk } from './testing/boards';
import { crewAt, must, position, stateOf } from './testing/fixture';

/** Seat 1 controls Eric Summerino (#1), on whom seat 2 holds the Blackmail coin; his action is next. */
const blackmailed = (coin: number | null = 2): Match =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage: crewAt(1),
      marks: { '1': mk(0, 2, 1, 0, coin), '9': mk(0, 0, 1), '4': mk(1, 0, 0) },
      money: [10, 30, 10],
      hands: [[], [], []],
    },
  });

function decide(bot: NpBot, m: Match, seat: number, explain?: { reason?: string }): NpAction | undefined {
  const s = stateOf(m);
  const legal = nothingPersonal.legal(s, seat) ?? [];
  const view = nothingPersonal.view(s, seat);
  return bot({ view, seat, legal, anytime: [], rng: seedRng('ask'), ...(explain ? { explain } : {}) })[0];
}

describe('NP-7.13.2 a computer player takes a blackmailer’s no for an answer', () => {
  it('NP-7.13.1 asks the blackmailer for the action it wants when nobody has refused yet', () => {
    const a = decide(heuristicBot, blackmailed(), 1);
    expect(a?.type).not.toBe('pass');
    expect(stateOf(must(blackmailed(), 1, a as NpAction).match).interrupts[0]).toMatchObject({
      kind: 'blackmail',
      blackmailer: 2,
    });
  });

  it('NP-7.13.2 once refused, Easy, Normal and Hard pass instead of asking the same blackmailer again', () => {
    let m = must(blackmailed(), 1, A.power({ pos: 9 })).match;
    m = must(m, 2, { type: 'permit', allow: false }).match;
    // Other actions are still open to ask about (a hit on the Bean Counter, a move…), but the bots pass.
    expect((nothingPersonal.legal(stateOf(m), 1) ?? []).some((a) => a.type !== 'pass')).toBe(true);
    for (const bot of [easyNpBot, heuristicBot, hardNpBot]) expect(decide(bot, m, 1)).toEqual({ type: 'pass' });
    const explain: { reason?: string } = {};
    decide(heuristicBot, m, 1, explain);
    expect(explain.reason).toContain('no for an answer');
  });

  it('NP-7.12.5 NP-7.13.3 with the coin gone after the refusal, it acts again without asking', () => {
    // The refusal stands in the turn's record, but nobody holds a coin on Eric any more.
    const m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 0,
        stage: { ...crewAt(1), refused: [A.power({ pos: 9 })] },
        marks: { '1': mk(0, 2, 1), '9': mk(0, 0, 1), '4': mk(1, 0, 0) },
        money: [10, 30, 10],
        hands: [[], [], []],
      },
    });
    expect(decide(heuristicBot, m, 1)?.type).not.toBe('pass');
  });
});
