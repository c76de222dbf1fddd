import { describe, expect, it } from 'vitest';
import { legalMoves, moveAllowance, wheelsAllowance } from '.';
import { G, allPaths, ends } from '../testing/city-moves';

const roll = { blue: 3, white: 5, green: 4, red: 2, black: 2 } as const; // G-16.2-ex1

describe('G-16.2 Wheels', () => {
  it('G-16.2-ex1 Wheels combine the green, red and black dice: the Racketeer moves 8', () => {
    expect(wheelsAllowance(roll)).toBe(8);
    expect(moveAllowance('racketeer', roll, true)).toEqual({ ok: true, value: 8 });
  });

  it('G-16.2-ex1 without Wheels the Racketeer moves 4 and the Vamp or Thug 2', () => {
    expect(moveAllowance('racketeer', roll, false)).toEqual({ ok: true, value: 4 });
    expect(moveAllowance('vamp', roll, false)).toEqual({ ok: true, value: 2 });
    expect(moveAllowance('thug', roll, false)).toEqual({ ok: true, value: 2 });
    expect(moveAllowance('cop', roll, false)).toEqual({ ok: true, value: 3 });
    expect(moveAllowance('public', roll, false)).toEqual({ ok: true, value: 5 });
  });

  it('G-16.2 Wheels cannot move the Cops or Public', () => {
    const r = legalMoves(G, { kind: 'cop', at: 's9-8', facing: 'east', steps: 8, wheels: true });
    expect(r.ok ? '' : `${r.error.clause} ${r.error.code}`).toBe('G-16.2 WHEELS_GANG_ONLY');
    const a = moveAllowance('public', roll, true);
    expect(a.ok ? '' : a.error.code).toBe('WHEELS_GANG_ONLY');
  });

  it('G-16.2 a Wheels move is one exact-count move of up to 18 spaces', () => {
    const q = { kind: 'vamp', gang: 'red', at: 's9-8', facing: 'east', steps: 18, wheels: true } as const;
    expect(ends(q).length).toBeGreaterThan(20);
    for (const p of allPaths(q)) expect(p.filter((s) => !s.endsWith(':transfer'))).toHaveLength(18);
    const r = legalMoves(G, { ...q, steps: 19 });
    expect(r.ok ? '' : r.error.clause).toBe('G-16.2');
  });

  it('G-16.2 Wheels can be used in combination with a Subway transfer', () => {
    const q = { kind: 'racketeer', gang: 'red', at: 's6-4', facing: 'east', steps: 8, wheels: true } as const;
    expect(allPaths(q).some((p) => p[1] === 's17-8:transfer')).toBe(true);
  });
});
