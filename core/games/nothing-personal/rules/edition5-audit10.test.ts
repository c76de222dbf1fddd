/**
 * Rules edition 5 (engine version 5), the tenth audit: what changed, as a player sees it, and that
 * games begun under engine version 4 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A } from '../actions';
import { anytimeChoices } from '../anytime';
import { legalChoices } from '../legal';
import { BOARD, mk } from '../testing/boards';
import { act, commissionAt, crewTable, must, position, stateOf, texts, threeSeats } from '../testing/fixture';

const FRIENDS = 'conman-2-or-neutral#1';

/**
 * Seat 0's Commission turn, Friends in Low Places in hand ("OR put two neutral markers on one
 * gangster"), with `left` of the box's 25 neutral markers still in the supply: the rest sit on the
 * Third, Second and First Guys.
 */
const friendsWithNeutralsLeft = (engineVersion: string | undefined, left: number): Match => {
  const out = 25 - left;
  const third = Math.min(out, 9);
  const second = Math.min(out - third, 8);
  return threeSeats(engineVersion, {
    stage: commissionAt(0, 3),
    hands: [[FRIENDS], [], []],
    marks: {
      '1': mk(0, 0, 0, third),
      '2': mk(0, 0, 0, second),
      '3': mk(0, 0, 0, out - third - second),
    },
  });
};

describe('rules edition 5: Friends in Low Places says how many neutral markers it put down', () => {
  it('NP-6.9.1 NP-3.16 with no neutral marker left the card cannot be used for its OR ability: refused, nothing changed', () => {
    const m = friendsWithNeutralsLeft(undefined, 0);
    expect(stateOf(m).neutralSupply).toBe(0);
    const r = act(m, 0, A.use(FRIENDS, { pos: 6 }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect([r.error.code, r.error.clause]).toEqual(['NO_NEUTRALS', 'NP-6.9.1']);
      expect(r.error.message).toBe('No neutral markers are left to put down.');
    }
    // The choices never offered it either (legal.ts), so the refusal and the list agree.
    expect(legalChoices(stateOf(m), 0).some((a) => a.type === 'use')).toBe(false);
  });

  it('NP-6.9.1 the line counts the markers: two, or the one that is left', () => {
    const two = must(friendsWithNeutralsLeft(undefined, 25), 0, A.use(FRIENDS, { pos: 6 }));
    expect(texts(two.events)).toContain('{seat:0} uses Friends in Low Places: 2 neutral markers on the Enforcer.');
    const one = must(friendsWithNeutralsLeft(undefined, 1), 0, A.use(FRIENDS, { pos: 6 }));
    expect(texts(one.events)).toContain('{seat:0} uses Friends in Low Places: 1 neutral marker on the Enforcer.');
    expect(stateOf(one.match).marks['tony-marchetti']?.neutral).toBe(1);
    expect(stateOf(one.match).neutralSupply).toBe(0);
  });

  it('NP-6.9.1 (engine version 4) the card is spent though nothing is put down, and the line reads as before', () => {
    const step = must(friendsWithNeutralsLeft('4', 0), 0, A.use(FRIENDS, { pos: 6 }));
    const s = stateOf(step.match);
    expect(s.hands[0]).toEqual([]);
    expect(s.marks['tony-marchetti']?.neutral).toBe(0);
    expect(texts(step.events)).toContain('{seat:0} uses Friends in Low Places: neutral markers on the Enforcer.');
  });
});

describe('rules edition 5: a hit the family cannot pay for is refused with the clause that sets its price', () => {
  /** Seat 0's gangster in `pos` acts, with `money` dollars. */
  const shooterAt = (engineVersion: string | undefined, pos: number, money: number, gid?: string): Match =>
    crewTable(engineVersion, pos, {
      ...(gid ? { board: { ...BOARD, [String(pos)]: gid } } : {}),
      marks: { [String(pos)]: mk(1, 0, 0) },
      money: [money, 0, 0],
    });
  const refusal = (m: Match, action: Parameters<typeof act>[2]) => {
    const r = act(m, 0, action);
    return r.ok ? null : { clause: r.error.clause, message: r.error.message };
  };

  it("NP-15.1.1 the Third Guy's $10 hit on the Bean Counter names the Third Guy's price, not the Capo's surcharge", () => {
    expect(refusal(shooterAt(undefined, 1, 5), A.power({ pos: 4 }))).toEqual({
      clause: 'NP-15.1.1',
      message: 'This hit costs $10.',
    });
  });

  it('NP-15.9.2 a hit on the Capo names the surcharge, and says what it adds', () => {
    expect(refusal(shooterAt(undefined, 1, 15), A.power({ pos: 9 }))).toEqual({
      clause: 'NP-15.9.2',
      message: 'This hit costs $20: whacking the Capo costs $10 more.',
    });
  });

  it("NP-7.7.3 a gangster's own priced hit (Angelo Ferraro's $5) names his action", () => {
    expect(refusal(shooterAt(undefined, 3, 3, 'angelo-ferraro'), A.ability({ pos: 4 }))).toEqual({
      clause: 'NP-7.7.3',
      message: 'This hit costs $5.',
    });
  });

  it('NP-15.9.2 (engine version 4) every unaffordable hit named the Capo surcharge, as before', () => {
    expect(refusal(shooterAt('4', 1, 5), A.power({ pos: 4 }))?.clause).toBe('NP-15.9.2');
    expect(refusal(shooterAt('4', 1, 15), A.power({ pos: 9 }))).toEqual({
      clause: 'NP-15.9.2',
      message: 'This hit costs $20.',
    });
    expect(refusal(shooterAt('4', 3, 3, 'angelo-ferraro'), A.ability({ pos: 4 }))?.clause).toBe('NP-15.9.2');
  });
});

/**
 * The fifth round's Bookkeeping is done and the board is being counted one final time (NP-11.2,
 * NP-12.2), but the Bean Counter's control is tied between seats 1 and 2: the ring holder, seat 0, is
 * asked to rule. Seat 0 controls the Capo, Steve Averso, with 10 markers; seat 1 holds a Snitch and an
 * any-time Thug card; seat 2 controls Leo Seyfarth, First Guy, with the Second Guy's place empty, and
 * has a Blackmail coin on the Racketeer.
 */
const countingTheBoard = (engineVersion?: string): Match =>
  position({
    seats: 3,
    ...(engineVersion ? { engineVersion } : {}),
    options: { expansions: ['designers'] },
    position: {
      board: { ...BOARD, '3': 'leo-seyfarth', '2': null },
      round: 5,
      ring: 0,
      stage: { kind: 'final-control', pos: 4 },
      interrupts: [{ kind: 'tie', pos: 4, tied: [1, 2], chooser: 0 }],
      marks: { '9': mk(10, 0, 0), '4': mk(0, 1, 1), '3': mk(0, 0, 1), '5': mk(0, 1, 2, 0, 2) },
      hands: [[], ['snitch#1', 'thug-1-any#1'], []],
    },
  });

describe('rules edition 5: once the fifth round is over, the board is counted as it stands', () => {
  it('NP-11.2 NP-12.2 while the last tie is ruled, no card is played, no gangster moved and no coin handed on', () => {
    const m = countingTheBoard();
    for (const [seat, action] of [
      [1, A.use('snitch#1', { pos: 9 })],
      [1, A.play('thug-1-any#1', [9])],
      [2, A.ability({ pos: 2, pos2: 3 })],
      [2, { type: 'hand-coin', pos: 5, to: 0 }],
    ] as const) {
      const r = act(m, seat, action);
      expect(r.ok, JSON.stringify(action)).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.clause]).toEqual(['GAME_ENDED', 'NP-11.2']);
    }
    // The table lists none of them; a Shakedown (money and cards only) and the ruling itself stay.
    expect(anytimeChoices(stateOf(m), 1).map((a) => a.type)).toEqual(['shakedown', 'shakedown']);
    expect(anytimeChoices(stateOf(m), 2)).toEqual([]);
    const s = stateOf(must(m, 0, { type: 'rule', seat: 1 }).match);
    expect(s.phase).toBe('over');
    expect(s.prison).toEqual([]);
  });

  it('NP-11.2 (engine version 4) a Snitch played while the last tie was ruled still sent the Capo to Prison', () => {
    const step = must(countingTheBoard('4'), 1, A.use('snitch#1', { pos: 9 }));
    expect(stateOf(step.match).prison).toEqual(['steve-averso']);
    expect(anytimeChoices(stateOf(countingTheBoard('4')), 1).some((a) => a.type === 'use')).toBe(true);
  });
});
