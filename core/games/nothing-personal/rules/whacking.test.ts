import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { BOARD, mk } from '../testing/boards';
import { act, crewAt, must, position, stateOf } from '../testing/fixture';

// Whack die: d6 1–2 gun, 3 Capo, 4 seven, 5–6 blank.
const third = (money = [30, 0, 0], board: Record<string, string> = BOARD) =>
  position({
    seats: 3,
    position: {
      board,
      ring: 0,
      stage: crewAt(1),
      marks: { '1': mk(1, 0, 0), '9': mk(0, 2, 0), '4': mk(0, 0, 3) },
      money,
      respect: [10, 10, 10],
    },
  });

describe('NP-13.2 Whacking', () => {
  it('NP-15.1.1 NP-13.2.1 NP-13.2.2 NP-13.2.3 NP-22.8.1 a gun: the target sleeps with the fishes, markers go home, 4 Respect changes hands', () => {
    const s = stateOf(must(third(), 0, A.power({ pos: 4 }), [1]).match);
    expect(s.fishes).toEqual(['frankie-dellacroce']);
    expect(s.supply[2]).toBe(25);
    expect(s.money[0]).toBe(20);
    // Frankie (0) as Bean Counter (0) is worth nothing: NP-13.3.1.
    expect(s.respect).toEqual([10, 10, 10]);
  });

  it('NP-13.3.1 NP-7.8.3 a hit on a gangster whose card Respect is above zero moves Respect, whatever his position adds', () => {
    // Eric Summerino (card Respect 1) as Underboss (−2): his card Respect is what counts.
    const m = third([30, 0, 0], { ...BOARD, '1': 'mikey-rudmanilli', '8': 'eric-summerino' });
    const s = stateOf(must(m, 0, A.power({ pos: 8 }), [1]).match);
    expect(s.fishes).toEqual(['eric-summerino']);
    expect(s.respect).toEqual([14, 10, 10]);
  });

  it('NP-13.3.1 a hit on a gangster whose card Respect is zero moves none, even in a position that adds Respect', () => {
    // Frankie Dellacroce (card Respect 0) as Racketeer (+2), controlled by seat 2.
    const m = third([30, 0, 0], { ...BOARD, '4': 'jim-redio', '5': 'frankie-dellacroce' });
    const marked = must(m, 0, A.power({ pos: 5 }), [1]);
    const s = stateOf(marked.match);
    expect(s.fishes).toEqual(['frankie-dellacroce']);
    expect(s.respect).toEqual([10, 10, 10]);
  });

  it('NP-13.2-ex1 NP-15.9.2 whacking Steve Averso as Capo costs $20; his controller loses 4, the shooter gains 4', () => {
    const m = third();
    const s = stateOf(must(m, 0, A.power({ pos: 9 }), [3]).match);
    expect(s.money[0]).toBe(10);
    expect(s.respect).toEqual([14, 6, 10]);
    const poor = act(third([15, 0, 0]), 0, A.power({ pos: 9 }), [1]);
    expect(poor.ok).toBe(false);
    if (!poor.ok) expect(poor.error.clause).toBe('NP-15.9.2');
  });

  it('NP-13.2.4 a 7: the shooter dies instead and his controller loses 4 Respect', () => {
    const s = stateOf(must(third(), 0, A.power({ pos: 9 }), [4]).match);
    expect(s.fishes).toEqual(['eric-summerino']);
    expect(s.positions[8]).toBe('steve-averso');
    expect(s.respect).toEqual([6, 10, 10]);
  });

  it('NP-13.2.5 a blank: the hit fails and costs 4 Respect for the shame', () => {
    const s = stateOf(must(third(), 0, A.power({ pos: 9 }), [5]).match);
    expect(s.fishes).toEqual([]);
    expect(s.respect).toEqual([6, 10, 10]);
  });

  it('NP-17.4 Morris Caruso may roll his Whack die again after a miss', () => {
    const m = position({
      seats: 3,
      position: {
        board: { ...BOARD, '3': 'morris-caruso' },
        ring: 0,
        stage: crewAt(3),
        marks: { '3': mk(1, 0, 0), '9': mk(0, 1, 0) },
        money: [30, 0, 0],
      },
    });
    const missed = must(m, 0, A.ability({ pos: 9 }), [5]).match; // a blank: his family may roll again
    const s = stateOf(must(missed, 0, { type: 'reroll', free: true }, [2]).match);
    expect(s.fishes).toEqual(['steve-averso']);
    expect(s.money[0]).toBe(15);
  });

  it('NP-17.1 Tom Vaselini never returns; his family loses Respect only when the hit fails', () => {
    const at = (dice: number[]) => {
      const m = position({
        seats: 3,
        position: {
          board: { ...BOARD, '3': 'tom-vaselini' },
          ring: 0,
          stage: crewAt(3),
          marks: { '3': mk(1, 0, 0), '5': mk(0, 1, 0) },
          money: [20, 0, 0],
        },
      });
      return stateOf(must(m, 0, A.ability({ pos: 5 }), dice).match);
    };
    const hit = at([1]);
    expect(hit.fishes).toEqual(['jim-redio', 'tom-vaselini']);
    expect(hit.respect).toEqual([4, -4, 0]);
    const miss = at([5]);
    expect(miss.fishes).toEqual(['tom-vaselini']);
    expect(miss.respect).toEqual([-4, 0, 0]);
  });
});
