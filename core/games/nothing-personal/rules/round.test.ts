import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { playNpGame } from '../simulate';
import { heuristicBot } from '../bots';
import { choices } from '../anytime';
import { BOARD, mk } from '../testing/boards';
import { crewAt, position, stateOf } from '../testing/fixture';

describe('NP-4 the round', () => {
  it('NP-4.2 NP-4.3 NP-4.4 NP-4.5 NP-4.6 NP-4.7 NP-22.1.1 every round runs Commission, Crew, Fence, Feds, Family, Bookkeeping in order', () => {
    // Each phase says so in the log as it starts (the Feds and the Family too, even when they
    // arrest nobody and fill nothing); five rounds, each with the six phases in order.
    const PHASES = ['NP-6.1.6', 'NP-7.2.1', 'NP-8.2.1', 'NP-9.2.1', 'NP-10.1.2', 'NP-11.1'];
    const seen: string[] = [];
    playNpGame(3, 'phases', [heuristicBot], {}, (_m, events) => {
      for (const e of events) if (e.type === 'phase' && e.clause && PHASES.includes(e.clause)) seen.push(e.clause);
    });
    expect(seen).toEqual(Array.from({ length: 5 }, () => PHASES).flat());
  });

  it("NP-7.1.4 NP-7.7.2 NP-7.7.3 NP-7.7.4 NP-7.7.5 a gangster's controller chooses one of: position power, gangster power, Make a Move, pass", () => {
    const m = position({
      seats: 3,
      position: {
        board: { ...BOARD, '3': 'carmine-russo' },
        ring: 0,
        stage: crewAt(3),
        marks: { '3': mk(1, 0, 0), '9': mk(0, 1, 0) },
        money: [10, 10, 10],
        hands: [[], [], []],
      },
    });
    const kinds = new Set(choices(stateOf(m), 0).main.map((a) => a.type));
    expect(kinds).toEqual(new Set(['pass', 'move', 'power', 'ability']));
    expect(choices(stateOf(m), 1).main).toEqual([]);
    expect(A.power().type).toBe('power');
  });
});
