import { describe, expect, it } from 'vitest';
import { legalMoves } from '.';
import { allPaths, ends, G, moves, whyNot } from '../testing/city-moves';

describe('G-6.3 exact count', () => {
  it('G-6.3 every path moves exactly the die value, transfers costing nothing', () => {
    for (let steps = 1; steps <= 6; steps++) {
      for (const p of allPaths({ kind: 'racketeer', gang: 'red', at: 's6-4', facing: 'east', steps })) {
        expect(p.filter((s) => !s.endsWith(':transfer'))).toHaveLength(steps);
      }
    }
  });

  it('G-6.3 a die shows 1 to 6', () => {
    const r = legalMoves(G, { kind: 'thug', gang: 'red', at: 's9-8', facing: 'east', steps: 7 });
    expect(r.ok ? null : r.error.clause).toBe('G-6.3');
  });
});

describe('G-6.4 facing', () => {
  it('G-6.4 a piece moves the way it faces', () => {
    expect(ends({ kind: 'thug', gang: 'red', at: 's11-4', facing: 'east', steps: 1 })).toEqual(['s12-4']);
    expect(ends({ kind: 'thug', gang: 'red', at: 's11-4', facing: 'west', steps: 1 })).toEqual(['s10-4']);
  });

  it('G-6.4 at an intersection it may go on or turn 90° either way, never back', () => {
    const m = moves({ kind: 'thug', gang: 'red', at: 's9-8', facing: 'east', steps: 2 });
    expect(m.map((x) => `${x.to} ${x.facing}`).sort()).toEqual(['s10-7 north', 's10-9 south', 's11-8 east']);
  });

  it('G-6.4 a piece starting its turn on an intersection may turn there', () => {
    expect(ends({ kind: 'thug', gang: 'red', at: 's10-8', facing: 'east', steps: 1 })).toEqual([
      's10-7',
      's10-9',
      's11-8',
    ]);
  });

  it('G-6.4 it may not turn away from an intersection', () => {
    // s12-8 is not an intersection: from it a piece facing west must carry on west.
    expect(ends({ kind: 'thug', gang: 'red', at: 's13-8', facing: 'west', steps: 2 })).toEqual([
      's11-8',
      'shop-n-save',
    ]);
  });

  it('G-6.4 where the street itself bends, the piece follows it and ends facing along it', () => {
    const m = moves({ kind: 'thug', gang: 'red', at: 's1-0', facing: 'west', steps: 1 });
    expect(m.map((x) => `${x.to} ${x.facing}`)).toEqual(['westgate-hotel null', 's0-0 south']);
    expect(ends({ kind: 'thug', gang: 'red', at: 's1-0', facing: 'west', steps: 2 })).toEqual(['s0-1']);
  });

  it('G-6.4 a piece may turn into a building through its Entrance tab whatever its facing', () => {
    expect(ends({ kind: 'thug', gang: 'red', at: 's11-4', facing: 'east', steps: 2 })).toContain('lous-diner');
  });

  it('G-6.4 a street piece must have a facing along its street', () => {
    const none = legalMoves(G, { kind: 'thug', gang: 'red', at: 's11-4', steps: 1 });
    const across = legalMoves(G, { kind: 'thug', gang: 'red', at: 's11-4', facing: 'north', steps: 1 });
    expect(none.ok ? '' : none.error.code).toBe('NO_FACING');
    expect(across.ok ? '' : across.error.code).toBe('BAD_FACING');
  });
});

describe('G-6.41 bridges', () => {
  it('G-6.41 a piece beneath the bridge carries on under it, never up onto it', () => {
    const under = { kind: 'thug', gang: 'red', at: 's4-10', facing: 'east', steps: 2 } as const;
    expect(ends({ ...under, steps: 1 })).toEqual(['s5-10-under']);
    expect(ends(under)).toEqual(['s6-10']);
    expect(ends({ ...under, steps: 3 })).toEqual(['hudson-cold-storage', 's7-10']);
    expect(whyNot(under, 's5-11-bridge')).toBe('G-6.41 BRIDGE');
  });

  it('G-6.41 a piece on the bridge crosses the river and never drops to the street beneath', () => {
    const deck = { kind: 'thug', gang: 'red', at: 's5-9', facing: 'south', steps: 5 } as const;
    expect(ends(deck)).toEqual(['s5-14']);
    expect(ends({ ...deck, steps: 1 })).toEqual(['s5-10-bridge']);
    expect(whyNot({ ...deck, steps: 2 }, 's6-10')).toBe('G-6.41 BRIDGE');
  });
});

describe('G-6.5 re-entry', () => {
  it('G-6.5 a piece may not enter the same space twice in a turn', () => {
    for (const p of allPaths({
      kind: 'racketeer',
      gang: 'red',
      at: 's10-8',
      facing: 'north',
      steps: 18,
      wheels: true,
    })) {
      const spaces = p.map((s) => s.split(':')[0]);
      expect(new Set(spaces).size).toBe(spaces.length);
    }
  });

  it('G-6.5 it may enter the space it began in, once', () => {
    // Round the block of Lou's Diner: 18 spaces back to the corner it started on.
    const wheels = { kind: 'racketeer', gang: 'red', at: 's10-8', facing: 'north', steps: 18, wheels: true } as const;
    expect(ends(wheels)).toContain('s10-8');
  });

  it('G-6.5 nor re-enter a building through the Entrance it left by', () => {
    const shop = { kind: 'thug', gang: 'red', at: 'shop-n-save', steps: 2 } as const;
    expect(ends(shop)).not.toContain('shop-n-save');
    expect(whyNot(shop, 'shop-n-save')).toBe('G-6.5 REENTRY');
  });

  it('G-6.5 but it may come back into its starting building through another Entrance', () => {
    const shop = { kind: 'thug', gang: 'red', at: 'shop-n-save', steps: 5 } as const;
    expect(ends(shop)).toContain('shop-n-save');
  });

  it('G-6.5 moving between Joints, it may not pass through the same Joint twice', () => {
    const owners = { 'lous-diner': 'yellow', grinders: 'yellow', 'burlys-beefhaus': 'yellow' } as const;
    const q = { kind: 'thug', gang: 'yellow', at: 'lous-diner', steps: 3, state: { owners } } as const;
    expect(ends(q)).not.toContain('grinders');
    expect(whyNot(q, 'grinders')).toBe('G-6.5 REENTRY');
  });
});
