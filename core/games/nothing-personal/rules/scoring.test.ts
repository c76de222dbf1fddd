import { describe, expect, it } from 'vitest';
import { mk } from '../testing/boards';
import { lastFenceBuy, stateOf } from '../testing/fixture';
import { nothingPersonal } from '../game';

/** Ends round five by having the last Fence buyer buy nothing, then reads the result. */
const finish = (p: Record<string, unknown>, dice: number[] = []) => stateOf(lastFenceBuy(p, undefined, dice).match);

describe('NP-12 Game end', () => {
  it('NP-12.2 NP-12.3 NP-12.4 NP-12.5 NP-5.1 a last Respect payout (no money), cards at $8, $10 per Respect', () => {
    const s = finish({
      marks: { '9': mk(1, 0, 0) },
      money: [15, 9, 0],
      hands: [['thug-1#1', 'thug-1#2'], [], []],
      respect: [0, 5, 0],
      ring: 1,
    });
    // Seat 0: Steve (3) as Capo (4) = 7, plus $15 + 2 × $8 = $31 → 3: total 10. Money itself is untouched.
    expect(s.result?.respect).toEqual([10, 5, 0]);
    expect(s.result?.winner).toBe(0);
    expect(s.money).toEqual([15, 9, 0]);
  });

  it('NP-12.6 NP-12.7 a tie goes to the Capo ring', () => {
    const s = finish({ respect: [5, 5, 0], ring: 1 });
    expect(s.result).toMatchObject({ winner: 1, decidedBy: 'NP-12.7' });
    // The final scores say in words how the tie was broken, the clause in small print after it.
    expect(nothingPersonal.outcome(s)?.reason).toBe(
      'Most Respect after five rounds; the tie is won by holding the Capo ring (NP-12.7).',
    );
  });

  it('NP-12.8 then to whoever controls the highest-numbered gangster', () => {
    // Seat 0 controls the Third Guy (Eric 1 + 0 = 1 Respect), seat 1 the Second Guy (Paulie 2 + 1 = 3).
    const s = finish({ respect: [7, 5, -9], ring: 2, marks: { '1': mk(1, 0, 0), '2': mk(0, 1, 0) } });
    expect(s.result?.respect.slice(0, 2)).toEqual([8, 8]);
    expect(s.result).toMatchObject({ winner: 1, decidedBy: 'NP-12.8' });
  });

  it('NP-12.9 then to the most money', () => {
    const s = finish({ respect: [5, 5, -9], ring: 2, money: [9, 5, 0] });
    expect(s.result).toMatchObject({ winner: 0, decidedBy: 'NP-12.9' });
  });

  it('NP-12.10 then to the most markers on the board', () => {
    const s = finish({ respect: [5, 5, -9], ring: 2, marks: { '5': mk(0, 1, 0, 3) } });
    expect(s.result).toMatchObject({ winner: 1, decidedBy: 'NP-12.10' });
  });

  it('NP-12.11 then to the most cards in hand (counted before they are cashed)', () => {
    const s = finish({ respect: [5, 5, -9], ring: 2, hands: [['thug-1#1'], [], []] });
    expect(s.result).toMatchObject({ winner: 0, decidedBy: 'NP-12.11' });
  });

  it('NP-12.12 NP-12.13 then a roll-off, rolled again while level', () => {
    const s = finish({ respect: [5, 5, -9], ring: 2 }, [4, 4, 2, 6]);
    expect(s.result).toMatchObject({ winner: 1, decidedBy: 'NP-12.12' });
  });
});
