/**
 * Rules edition 4 (engine version 4): what changed, as a player sees it, and that games begun under
 * engine version 3 keep the old handling (state.ts `EDITION`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { act as A, type NpAction } from '../actions';
import { choices } from '../anytime';
import { BOARD, mk } from '../testing/boards';
import { act, commissionAt, must, position, stateOf, crewTable } from '../testing/fixture';

/** Danny Costa ("needs 12 markers for Prison") as Racketeer, carrying `marks`; seat 0 holds the cards, on its turn. */
const dannyTable = (marks: ReturnType<typeof mk>, engineVersion?: string, gid = 'danny-costa'): Match =>
  position({
    seats: 3,
    ...(engineVersion ? { engineVersion } : {}),
    ...(gid === 'geraldo-chaconichio' ? { options: { expansions: ['young-turks'] } } : {}),
    position: {
      board: { ...BOARD, '5': gid },
      ring: 0,
      stage: commissionAt(0, 3),
      marks: { '5': marks },
      money: [10, 10, 10],
      hands: [['snitch#1', 'is-jones-joking#1', 'jones-rule-passes#1'], [], []],
    },
  });

const snitch = A.use('snitch#1', { pos: 5 });
const jones = A.use('is-jones-joking#1', { pos: 5 });
const offered = (m: Match, a: NpAction): boolean =>
  choices(stateOf(m), 0).main.some((c) => JSON.stringify(c) === JSON.stringify(a));

describe('rules edition 4', () => {
  it('NP-15.2.4 NP-7.6.1 a Snitch cannot send Danny Costa, who needs 12 markers for Prison, there with 10 or 11', () => {
    const m = dannyTable(mk(5, 4, 2));
    const r = act(m, 0, snitch);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.clause).toBe('NP-15.2.4');
      expect(r.error.message).toBe('Danny "The Kid" Costa needs 12 or more markers to be sent to Prison.');
    }
    expect(offered(m, snitch)).toBe(false);
    // With 12 on him the Snitch works.
    const twelve = dannyTable(mk(6, 4, 2));
    expect(offered(twelve, snitch)).toBe(true);
    const s = stateOf(must(twelve, 0, snitch).match);
    expect(s.prison).toEqual(['danny-costa']);
    expect(s.positions[4]).toBeNull();
  });

  it('NP-15.2.4 NP-16.5 NP-16.6 a "Jones" card needs 12 markers on Danny Costa too, not its usual 6', () => {
    const m = dannyTable(mk(5, 4, 2));
    for (const a of [jones, A.use('jones-rule-passes#1', { pos: 5 })]) {
      const r = act(m, 0, a);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.clause).toBe('NP-15.2.4');
      expect(offered(m, a)).toBe(false);
    }
    const s = stateOf(must(dannyTable(mk(6, 4, 2)), 0, jones).match);
    expect(s.prison).toEqual(['danny-costa']);
  });

  it('NP-20.2 NP-16.5 Geraldo Chaconichio jailed at 8 needs no more than the card says: a Jones card takes him at 6', () => {
    const m = dannyTable(mk(3, 2, 1), undefined, 'geraldo-chaconichio');
    expect(offered(m, jones)).toBe(true);
    expect(stateOf(must(m, 0, jones).match).prison).toEqual(['geraldo-chaconichio']);
  });

  it('NP-15.2.4 (engine version 3) a Snitch still sends Danny Costa to Prison with 10 markers, a Jones card with 6', () => {
    const m = dannyTable(mk(5, 4, 1), '3');
    expect(stateOf(m)['edition']).toBe(3);
    expect(offered(m, snitch)).toBe(true);
    expect(stateOf(must(m, 0, snitch).match).prison).toEqual(['danny-costa']);
    const few = dannyTable(mk(3, 2, 1), '3');
    expect(stateOf(must(few, 0, jones).match).prison).toEqual(['danny-costa']);
  });
});

/** Seat 0 controls the Third Guy and Jim Redio (Racketeer, 2 Respect) and holds "Whacky" Insurance. */
const ownHit = (engineVersion?: string): Match =>
  crewTable(engineVersion, 1, {
    marks: { '1': mk(1, 0, 0), '5': mk(2, 0, 0) },
    money: [20, 0, 0],
    hands: [['whacky-insurance#1'], [], []],
  });

describe('rules edition 4: "Whacky" Insurance', () => {
  it('NP-16.11 NP-13.2.3 a family that whacks its own gangster is still the victim’s family and may play its Insurance', () => {
    const next = must(ownHit(), 0, A.power({ pos: 5 }), [1]).match;
    expect(stateOf(next).respect).toEqual([0, 0, 0]); // +4 for the hit, −4 for the victim
    expect(stateOf(next).interrupts).toEqual([{ kind: 'insurance', seat: 0, loss: 4 }]);
    const s = stateOf(must(next, 0, A.use('whacky-insurance#1')).match);
    expect(s.respect).toEqual([4, 0, 0]);
    expect(s.money[0]).toBe(20);
    expect(s.fishes).toEqual(['jim-redio']);
  });

  it('NP-16.11 (engine version 3) a family that whacks its own gangster is not offered its Insurance', () => {
    const after = must(ownHit('3'), 0, A.power({ pos: 5 }), [1]).match;
    const s = stateOf(after);
    expect(s.interrupts).toEqual([]);
    expect(s.respect).toEqual([0, 0, 0]);
    expect(act(after, 0, A.use('whacky-insurance#1')).ok).toBe(false);
  });
});
