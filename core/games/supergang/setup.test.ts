import { describe, expect, it } from 'vitest';
import { applyAction, createMatch } from '../../engine/match';
import { supergang, withPolice } from './game';
import { TABLES, tableFor } from './setup-data';
import { playGame } from './simulate';
import { moneyInPlay, type SuperGangState } from './state';

const start = (seats: number, options: Record<string, unknown> = {}): SuperGangState => {
  const r = createMatch(supergang, { options, seats, seed: 'two' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.match.state as unknown as SuperGangState;
};

describe('how many gangs sit at the table (SG-2.2, SG-12.1, house rule for two)', () => {
  it('SG-12.1 house rule: two gangs play with a bank of 660, the four-gang share of 330 a gang', () => {
    const s = start(2);
    expect(s.gangs.map((g) => g.colour)).toEqual(['red', 'blue']);
    expect(s.bank).toBe(660);
    expect(s.policeSeat).toBeNull();
    expect(s.characters).toHaveLength(6);
    expect(s.order.slice().sort()).toEqual([0, 1]);
  });

  it('SG-12.1 the rulebook banks stay as written: 1,000 for three gangs, 1,320 for four', () => {
    expect(start(3).bank).toBe(1000);
    expect(start(4).bank).toBe(1320);
    expect(start(4, { police: true }).bank).toBe(1000);
    expect(start(5).bank).toBe(1320);
  });

  it('SG-15.7 a police player sits with three or four gangs, never with two', () => {
    expect(withPolice({ police: true, turnCap: 500, moveSeconds: null }, 3).police).toBe(false);
    expect(withPolice({ police: true, turnCap: 500, moveSeconds: null }, 4).police).toBe(true);
    expect(withPolice({ police: false, turnCap: 500, moveSeconds: null }, 5).police).toBe(true);
    expect(start(3, { police: true }).policeSeat).toBeNull();
    expect(start(4, { police: true }).policeSeat).toBe(3);
    expect(TABLES.filter((t) => t.police).map((t) => t.gangs)).toEqual([3, 4]);
  });

  it('SG-2.2 one seat or six are refused in plain words', () => {
    for (const seats of [1, 6]) {
      const r = createMatch(supergang, { options: {}, seats, seed: 'x' });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/2 to 5 players/);
    }
    expect(() => tableFor(5)).toThrow(/two, three or four gangs/);
  });

  it('SG-1.1 with two gangs the bots play a whole game to its end, the money kept whole', () => {
    let checked = 0;
    const g = playGame({
      players: 2,
      seed: 'duo',
      options: { turnCap: 30 },
      onStep: (m) => {
        expect(moneyInPlay(m.state as unknown as SuperGangState)).toBe(660);
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(50);
    expect(supergang.outcome(g.match.state as unknown as SuperGangState)).not.toBeNull();
    expect(g.summary.cash).toHaveLength(2);
  });
});

describe('the end of a game in words (SG-1.1, SG-15.7)', () => {
  const over = (patch: Partial<SuperGangState>): SuperGangState => {
    const s = start(4, { police: true });
    return { ...s, ...patch, turn: { ...s.turn, phase: 'over' } };
  };

  it('SG-1.1 names the winning gang by its colour and the district by its name', () => {
    const s = over({ winner: 1, endReason: '{seat:1} owns the whole old-quarter district and wins.' });
    expect(supergang.outcome(s)?.reason).toBe('The Blue gang owns the whole Old Quarter district and wins.');
    const last = over({ winner: 2, endReason: '{seat:2} is the last gang standing and wins.' });
    expect(supergang.outcome(last)?.reason).toBe('The Green gang is the last gang standing and wins.');
  });

  it('SG-1.1 a game stopped by the lobby’s cap counts rounds, as the lobby does', () => {
    const s = over({ winner: null, endReason: 'The game stops after 10 turns without a winner.' });
    expect(supergang.outcome(s)?.reason).toBe('The game stops after 10 rounds without a winner.');
    const one = over({ winner: null, endReason: 'The game stops after 1 turns without a winner.' });
    expect(supergang.outcome(one)?.reason).toBe('The game stops after 1 round without a winner.');
  });
});

describe('whose turn it is', () => {
  it('SG-9.0.2 a gang acting in another gang’s turn is refused, naming the clause that gives each player his turn', () => {
    const r = createMatch(supergang, { options: {}, seats: 3, seed: 'two' });
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value.match;
    const s = m.state as unknown as SuperGangState;
    const deciding = supergang.pending(s).map((p) => p.seat);
    const idle = [0, 1, 2].find((seat) => !deciding.includes(seat)) ?? -1;
    const action = (supergang.legal(s, deciding[0] ?? 0) ?? [])[0];
    expect(action).toBeDefined();
    expect(applyAction(supergang, m, idle, action)).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', clause: 'SG-9.0.2' },
    });
  });
});
