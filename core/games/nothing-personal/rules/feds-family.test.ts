import { describe, expect, it } from 'vitest';
import { act as A } from '../actions';
import { pendingNp } from '../pending';
import { choices } from '../anytime';
import { BOARD, mk } from '../testing/boards';
import { act, clauses, must, position, stateOf } from '../testing/fixture';

/** The last Fence purchase of a round is next (seat 2); Leo Seyfarth stands as First Guy. */
const beforeFeds = (marks: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  position({
    seats: 3,
    options: { expansions: ['designers'] },
    position: {
      board: { ...BOARD, '3': 'leo-seyfarth' },
      ring: 0,
      stage: { kind: 'fence', turn: 0, done: 2 },
      marks,
      money: [0, 0, 0],
      hands: [[], [], []],
      ...extra,
    },
  });
const lastBuy = { type: 'buy', count: 0 } as const;

describe('NP-4.5 NP-4.6 The Feds and The Family happen every round', () => {
  it('NP-4.5 NP-4.6 NP-9.2.2 NP-10.3.2 the Feds arrest a gangster, then the Family fills his position, then Bookkeeping', () => {
    // Bobby Esposito (Counselor) carries 9 markers: Prison with three players. Nobody controls Leo.
    const step = must(beforeFeds({ '7': mk(5, 4, 0) }), 2, lastBuy);
    const order = clauses(step.events).filter((c) => ['NP-9.2.2', 'NP-10.3.2', 'NP-11.1'].includes(c));
    expect([...new Set(order)]).toEqual(['NP-9.2.2', 'NP-10.3.2', 'NP-11.1']);
    expect(order.at(-1)).toBe('NP-11.1');
    const s = stateOf(step.match);
    expect(s.prison).toEqual(['bobby-esposito']);
    // The Bean Counter's arrow leads into the Counselor's place: Frankie moves up, and so on down.
    expect(s.positions[6]).toBe('frankie-dellacroce');
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.stage).toMatchObject({ kind: 'commission' });
  });

  it('NP-4.6 NP-10.3-ex1 The Family stops for the controller above the open position to choose', () => {
    const step = must(beforeFeds({ '8': mk(5, 4, 0), '9': mk(0, 0, 1) }), 2, lastBuy);
    const s = stateOf(step.match);
    expect(s.phase).toBe('family');
    expect(s.stage).toMatchObject({ kind: 'family', pos: 8, chooser: 2 });
    expect(pendingNp(s)).toEqual([expect.objectContaining({ seat: 2, kind: 'family' })]);
  });
});

describe('NP-18.11 Leo Seyfarth before The Family', () => {
  it("NP-18.11 after the Feds open a position, Leo's controller is asked before The Family fills it", () => {
    let m = must(beforeFeds({ '7': mk(5, 4, 0), '3': mk(0, 1, 0) }), 2, lastBuy).match;
    let s = stateOf(m);
    expect(s.prison).toEqual(['bobby-esposito']);
    expect(s.positions[6]).toBeNull();
    expect(s.phase).toBe('feds');
    expect(pendingNp(s)).toEqual([expect.objectContaining({ seat: 1, kind: 'leo', optional: true })]);
    expect(choices(s, 1).main).toEqual([{ type: 'decline' }, A.ability({ pos: 7, pos2: 3 })]);
    expect(act(m, 0, { type: 'decline' }).ok).toBe(false);
    m = must(m, 1, A.ability({ pos: 7, pos2: 3 })).match;
    s = stateOf(m);
    expect(s.positions[6]).toBe('leo-seyfarth');
    // The Family then fills the First Guy's place Leo left; the round goes on.
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.stage).toMatchObject({ kind: 'commission' });
  });

  it('NP-18.11 his controller may leave Leo where he is: The Family fills the position as usual', () => {
    const m = must(beforeFeds({ '7': mk(5, 4, 0), '3': mk(0, 1, 0) }), 2, lastBuy).match;
    const s = stateOf(must(m, 1, { type: 'decline' }).match);
    expect(s.positions[2]).toBe('leo-seyfarth');
    expect(s.positions[6]).toBe('frankie-dellacroce');
  });

  it('NP-18.11 nobody is asked when nobody controls Leo, or no position is open', () => {
    const free = stateOf(must(beforeFeds({ '7': mk(5, 4, 0) }), 2, lastBuy).match);
    expect(free.interrupts).toEqual([]);
    const full = stateOf(must(beforeFeds({ '3': mk(0, 1, 0) }), 2, lastBuy).match);
    expect(full.interrupts).toEqual([]);
    expect(full.stage).toMatchObject({ kind: 'commission' });
  });
});
