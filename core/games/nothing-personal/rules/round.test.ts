import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { playBotGame } from '../bot-runner';
import { heuristicBot } from '../bots';
import { choices } from '../table';
import type { NpState } from '../state';
import { BOARD, mk } from '../testing/boards';
import { crewAt, position, stateOf } from '../testing/fixture';

describe('NP-4 the round', () => {
  it('NP-4.2 NP-4.3 NP-4.4 NP-4.5 NP-4.6 NP-22.1.1 every round runs Commission, Crew, Fence, Feds, Family, Bookkeeping in order', () => {
    const seen: string[] = [];
    playBotGame(3, 'phases', [heuristicBot], {}, (m) => {
      const s = m.state as NpState;
      const tag = `${s.round}:${s.phase}`;
      if (seen[seen.length - 1] !== tag) seen.push(tag);
    });
    const round2 = seen.filter((t) => t.startsWith('2:')).map((t) => t.slice(2));
    // Feds and Family run without decisions unless a position must be chosen, so they may not show.
    const order = ['commission', 'crew', 'fence', 'feds', 'family'];
    const idx = round2.map((p) => order.indexOf(p));
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
    expect(round2.slice(0, 3)).toEqual(['commission', 'crew', 'fence']);
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
