/**
 * Rules edition 3 fixes from the second audit: the pause before payouts for every card that can change
 * control (NP-6.10.1, NP-7.3.1), a tie made while Dombino's stat die waits mid-payouts (NP-7.2.6,
 * NP-7.5.1), Morris Caruso's re-roll as a choice (NP-17.4) and Dombino's Respect rolled when he is the
 * victim (NP-18.8, NP-13.3.1). Engine version 2 keeps its old rules.
 */
import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { crewAt, must, position, stateOf } from '../testing/fixture';
import { enterCrew } from '../testing/ties';

const decline = { type: 'decline' } as const;
const rerollFree = { type: 'reroll', free: true } as const;

describe('rules edition 3: the Crew windows', () => {
  it('NP-6.10.1 NP-7.3.1 the pause before payouts opens for a card for The Crew, which can change control before anyone is paid', () => {
    const crew = { marks: { '5': mk(0, 2, 1) }, hands: [[], [], ['thug-2-crew#1']] };
    const pause = enterCrew(crew);
    expect(stateOf(pause).interrupts).toEqual([{ kind: 'payout', declined: [] }]);
    expect(stateOf(pause).respect).toEqual([0, 0, 0]);
    let m = must(pause, 2, A.play('thug-2-crew#1', [5])).match;
    for (const seat of [0, 1, 2]) m = must(m, seat, decline).match;
    const s = stateOf(m);
    expect(s.respect).toEqual([0, 0, 4]);
    expect(s.money[2]).toBe(10 - 5 + 3);
    // Engine version 2: no Snitch or Suspect Silenced at the table, so payouts come at once.
    expect(stateOf(enterCrew(crew, '2')).respect).toEqual([0, 4, 0]);
  });

  it('NP-7.3.1 an any-time placement card opens the pause too', () => {
    const pause = enterCrew({ marks: { '5': mk(0, 2, 1) }, hands: [['thug-1-any#1'], [], []] });
    expect(stateOf(pause).interrupts).toEqual([{ kind: 'payout', declined: [] }]);
  });

  it("NP-7.2.6 NP-18.8 a tie made while Dombino's stat die waits is ruled before the places below him are paid", () => {
    // Dombino (5, seat 0) and Marco Zohgoli (4, seat 1); Nicky Fontana (3) is seat 1's; seat 2 holds a Thug card.
    let m = position({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '5': 'dombino-crapshooti', '4': 'marco-zohgoli' },
        ring: 0,
        stage: { kind: 'commission', turn: 2, passed: [true, true, false], acted: [true, true, true], ante: 0 },
        marks: { '5': mk(1, 0, 0), '4': mk(0, 1, 0), '3': mk(0, 1, 0) },
        money: [0, 0, 10],
        hands: [[], [], ['thug-1-any#1']],
      },
    });
    m = must(m, 2, { type: 'pass' }).match;
    for (const seat of [0, 1]) m = must(m, seat, decline).match;
    m = must(m, 2, decline, [2]).match; // Dombino's Respect: a 3, in Marco's window
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'stat-reroll', stat: 'respect' });
    m = must(m, 2, A.play('thug-1-any#1', [3])).match; // Nicky Fontana tied 1–1
    m = must(m, 1, decline, [1]).match; // Dombino's money: a 1
    m = must(m, 1, decline).match;
    const s = stateOf(m);
    expect(s.respect).toEqual([2 + 3, 0, 0]);
    expect(s.interrupts).toEqual([{ kind: 'tie', pos: 3, tied: [1, 2], chooser: 0 }]);
    const paid = stateOf(must(m, 0, { type: 'rule', seat: 2 }).match);
    expect(paid.respect[2]).toBe(1 + 3);
    expect(paid.stage).toMatchObject({ kind: 'crew-action' });
  });
});

describe('NP-17.4 Morris Caruso may re-roll a miss (rules edition 3)', () => {
  const morris = (engineVersion?: string) =>
    position({
      seats: 3,
      ...(engineVersion ? { engineVersion } : {}),
      position: {
        board: { ...BOARD, '3': 'morris-caruso' },
        ring: 0,
        stage: crewAt(3),
        marks: { '3': mk(1, 0, 0), '9': mk(0, 1, 0) },
        money: [30, 0, 0],
      },
    });

  it('NP-17.4 after a blank his family chooses: keep the blank rather than risk a 7', () => {
    const missed = must(morris(), 0, A.ability({ pos: 9 }), [5]).match; // a blank
    expect(stateOf(missed).interrupts[0]).toMatchObject({ kind: 'whack-reroll', seat: 0, face: 'blank' });
    const kept = stateOf(must(missed, 0, decline).match);
    expect(kept.positions[2]).toBe('morris-caruso');
    expect(kept.respect[0]).toBe(-4);
    const rerolled = stateOf(must(missed, 0, rerollFree, [4]).match); // a 7: Morris is killed
    expect(rerolled.fishes).toEqual(['morris-caruso']);
  });

  it('NP-17.4 engine version 2 re-rolls a miss at once', () => {
    const s = stateOf(must(morris('2'), 0, A.ability({ pos: 9 }), [5, 4]).match);
    expect(s.fishes).toEqual(['morris-caruso']);
  });
});

describe('NP-18.8 NP-13.3.1 Dombino Crapshooti as the victim (rules edition 3)', () => {
  /** Seat 0 acts with the gangster in `from`; Dombino (5) is seat 1's. Nobody else has $10 to re-roll. */
  const at = (from: number, board: Record<string, string>, money: number, engineVersion?: string) =>
    position({
      seats: 3,
      options: { expansions: ['designers'] },
      ...(engineVersion ? { engineVersion } : {}),
      position: {
        board: { ...BOARD, ...board, '5': 'dombino-crapshooti' },
        ring: 2,
        stage: crewAt(from),
        marks: { [from]: mk(1, 0, 0), '5': mk(0, 1, 0) },
        money: [money, 0, 0],
      },
    });

  it('NP-18.8 NP-13.3.1 a hit on Dombino rolls his Respect: worth more than 0, Respect changes hands', () => {
    const hit = (engineVersion?: string) => at(3, { '3': 'morris-caruso' }, 30, engineVersion);
    const s = stateOf(must(hit(), 0, A.ability({ pos: 5 }), [1, 3]).match); // a gun; his Respect: a 4
    expect(s.fishes).toEqual(['dombino-crapshooti']);
    expect(s.respect).toEqual([4, -4, 0]);
    const v2 = stateOf(must(hit('2'), 0, A.ability({ pos: 5 }), [1]).match); // his printed 0
    expect(v2.respect).toEqual([0, 0, 0]);
  });

  it('NP-18.8 NP-13.3.1 a Move on Dombino rolls his Respect; a 7 counts 0 and moves no Respect', () => {
    const m = at(2, {}, 0); // Paulie Guistono, the Second Guy, moves on the Racketeer
    const moved = stateOf(must(m, 0, { type: 'move' }, [6, 3]).match); // an 8; his Respect: a 4
    expect(moved.positions[4]).toBe('paulie-guistono');
    expect(moved.respect).toEqual([4, -4, 0]);
    const seven = stateOf(must(m, 0, { type: 'move' }, [6, 5]).match); // an 8; his Respect: a 7
    expect(seven.respect).toEqual([0, 0, 0]);
  });
});
