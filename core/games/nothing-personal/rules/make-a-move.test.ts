import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { act, crewAt, must, position, stateOf } from '../testing/fixture';

/** Paulie Guistono (Respect 2) as Second Guy, controlled by seat 0; Jim Redio (Racketeer) by seat 1. */
const moveFrom2 = (money = [0, 0, 0], extra: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 2,
      stage: crewAt(2),
      marks: { '2': mk(2, 0, 0), '5': mk(0, 2, 0) },
      money,
      respect: [10, 10, 10],
      ...extra,
    },
  });

// Move die: d6 1→1, 2→3, 3→4, 4→5, 5→7, 6→8.
describe('NP-7.8 Making a Move', () => {
  it('NP-7.8-ex1 NP-7.8.3 NP-7.8.4 NP-7.10.4 NP-7.10.5 Guistono rolls 3: 2+3 = 5 is not more than 5, the move fails', () => {
    const s = stateOf(must(moveFrom2(), 0, { type: 'move' }, [2]).match);
    expect(s.positions[1]).toBe('paulie-guistono');
    expect(s.respect[0]).toBe(6);
    expect(s.marks['paulie-guistono']?.neutral).toBe(1);
  });

  it('NP-7.8.1 NP-7.8.2 NP-7.10.1 NP-7.10.2 NP-7.10.3 NP-7.9.1 NP-22.7.1 a 4 succeeds: the gangsters swap, turn sideways, 4 Respect is stolen', () => {
    const s = stateOf(must(moveFrom2(), 0, { type: 'move' }, [3]).match);
    expect(s.positions[4]).toBe('paulie-guistono');
    expect(s.positions[1]).toBe('jim-redio');
    expect(s.sideways).toEqual(['paulie-guistono', 'jim-redio']);
    expect(s.respect).toEqual([14, 6, 10]);
    expect(s.marks['paulie-guistono']?.neutral).toBe(1);
    expect(s.marks['paulie-guistono']?.seats[0]).toBe(2);
  });

  it('NP-7.10.2 a gangster turned sideways takes no action this round', () => {
    const s = stateOf(must(moveFrom2(), 0, { type: 'move' }, [3]).match);
    // Paulie now sits at 5 but is sideways: the Crew moves on (nobody else controls anything).
    expect(s.phase).toBe('fence');
  });

  it('NP-7.8.5 NP-7.10.6 NP-7.10.7 a 7 kills the mover: markers go home, he sleeps with the fishes', () => {
    const s = stateOf(must(moveFrom2(), 0, { type: 'move' }, [5]).match);
    expect(s.fishes).toContain('paulie-guistono');
    expect(s.positions[1]).toBeNull();
    expect(s.supply[0]).toBe(25);
    expect(s.respect[0]).toBe(6);
  });

  it('NP-7.8.5 an 8 always succeeds, even for a gangster with negative Respect', () => {
    const m = position({
      seats: 3,
      position: {
        board: { ...BOARD, '7': 'mario-quattrone' },
        ring: 2,
        stage: crewAt(7),
        marks: { '7': mk(1, 0, 0) },
        money: [0, 0, 0],
      },
    });
    const s = stateOf(must(m, 0, { type: 'move' }, [6]).match);
    expect(s.positions[8]).toBe('mario-quattrone');
  });

  it('NP-13.3.1 moving on a gangster worth zero or less moves no Respect', () => {
    // Mikey (−2) as Underboss (−2) is worth −4; Tony Marchetti (Enforcer) moves on him with an 8.
    const m = position({
      seats: 3,
      position: {
        board: BOARD,
        ring: 2,
        stage: crewAt(6),
        marks: { '6': mk(1, 0, 0), '8': mk(0, 1, 0) },
        money: [0, 0, 0],
      },
    });
    const s = stateOf(must(m, 0, { type: 'move' }, [6]).match);
    expect(s.positions[7]).toBe('tony-marchetti');
    expect(s.respect).toEqual([0, 0, 0]);
  });

  it('NP-13.3.1 NP-7.8.3 a move on a gangster worth Respect by his card moves Respect, even where his position takes it away', () => {
    // Eric Summerino (card Respect 1) as Underboss (−2), controlled by seat 1; Tony Marchetti moves on him with an 8.
    const m = position({
      seats: 3,
      position: {
        board: { ...BOARD, '8': 'eric-summerino', '1': 'mikey-rudmanilli' },
        ring: 2,
        stage: crewAt(6),
        marks: { '6': mk(1, 0, 0), '8': mk(0, 1, 0) },
        money: [0, 0, 0],
      },
    });
    const s = stateOf(must(m, 0, { type: 'move' }, [6]).match);
    expect(s.positions[7]).toBe('tony-marchetti');
    expect(s.respect).toEqual([4, -4, 0]);
  });

  it('NP-13.3.1 a move on a gangster whose card Respect is zero moves none, though his position adds Respect', () => {
    // Frankie Dellacroce (card Respect 0) as Racketeer (+2); Paulie Guistono moves on him with an 8.
    const m = moveFrom2([0, 0, 0], { board: { ...BOARD, '4': 'jim-redio', '5': 'frankie-dellacroce' } });
    const s = stateOf(must(m, 0, { type: 'move' }, [6]).match);
    expect(s.positions[4]).toBe('paulie-guistono');
    expect(s.respect).toEqual([10, 10, 10]);
  });
});

describe('NP-7.11 Second chance die roll', () => {
  it('NP-7.11.1 NP-7.11-ex1 anyone may pay $10 to re-roll, again and again; the last roll stands', () => {
    // Ryan (seat 0) needs a 4 (2 + 4 > 5); Tom is seat 1, Geoff seat 2.
    let m = must(moveFrom2([40, 10, 10]), 0, { type: 'move' }, [2]).match; // rolls 3: failing
    let s = stateOf(m);
    expect(s.interrupts[0]).toMatchObject({ kind: 'reroll' });
    m = must(m, 0, { type: 'reroll', free: false }, [3]).match; // 4: success
    m = must(m, 1, { type: 'reroll', free: false }, [1]).match; // Tom forces a 1
    m = must(m, 0, { type: 'reroll', free: false }, [2]).match; // 3: fail
    m = must(m, 0, { type: 'reroll', free: false }, [4]).match; // 5: success
    m = must(m, 2, { type: 'reroll', free: false }, [1]).match; // Geoff forces a 1
    s = stateOf(m);
    expect(s.money).toEqual([10, 0, 0]);
    expect(s.bank).toBe(245 - 10);
    // Only Ryan can still pay; he lets it stand: the move fails.
    m = must(m, 0, { type: 'decline' }).match;
    s = stateOf(m);
    expect(s.interrupts).toEqual([]);
    expect(s.positions[1]).toBe('paulie-guistono');
    expect(s.respect[0]).toBe(6);
  });

  it('NP-7.11.1 the window waits for every seat that can pay; a seat without $10 is not asked', () => {
    const m = must(moveFrom2([10, 0, 10]), 0, { type: 'move' }, [2]).match;
    expect(act(m, 1, { type: 'decline' }).ok).toBe(false);
    const after = must(must(m, 0, { type: 'decline' }).match, 2, { type: 'decline' }).match;
    expect(stateOf(after).interrupts).toEqual([]);
  });

  it("NP-17.3 Marco Zohgoli's controller may re-roll once a round for free", () => {
    const m = moveFrom2([0, 0, 0], {
      board: { ...BOARD, '4': 'marco-zohgoli' },
      marks: { '2': mk(2, 0, 0), '5': mk(0, 2, 0), '4': mk(0, 0, 1) },
    });
    let step = must(m, 0, { type: 'move' }, [3]).match;
    expect(stateOf(step).interrupts[0]).toMatchObject({ kind: 'reroll' });
    step = must(step, 2, { type: 'reroll', free: true }, [1]).match;
    expect(stateOf(step).interrupts).toEqual([]);
    expect(stateOf(step).positions[1]).toBe('paulie-guistono');
    expect(stateOf(step).used).toContain('reroll:marco-zohgoli');
  });
});

describe('NP-17.3 Marco Zohgoli and the Whack die', () => {
  it("NP-17.3 Marco's free re-roll also works on a Whack die, whoever rolled it", () => {
    const m = position({
      seats: 3,
      position: {
        board: { ...BOARD, '4': 'marco-zohgoli' },
        ring: 0,
        stage: crewAt(1),
        marks: { '1': mk(1, 0, 0), '4': mk(0, 1, 0), '9': mk(0, 1, 0) },
        money: [30, 0, 0],
        hands: [[], [], []],
      },
    });
    let next = must(m, 0, A.power({ pos: 9 }), [1]).match;
    expect(stateOf(next).interrupts[0]).toMatchObject({ kind: 'whack-reroll', seat: 1, face: 'gun' });
    next = must(next, 1, { type: 'reroll', free: true }, [5]).match;
    const s = stateOf(next);
    expect(s.positions[8]).toBe('steve-averso');
    expect(s.respect[0]).toBe(-4);
    expect(s.used).toContain('reroll:marco-zohgoli');
  });
});
