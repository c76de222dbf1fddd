import { describe, expect, it } from 'vitest';
import { ends, moves, onStreet, pathTo, why } from './testing';

// The five manholes: m1 s5-3 (Old Quarter), m2 s19-3 (Heights), m3 s5-17 (Docks), m4 s19-17 (Market),
// m5 s12-0 (Top Boulevard).
describe('SG-4.4 sewers', () => {
  it('SG-4.4.1 a manhole is one step from every other manhole', () => {
    const q = onStreet('s4-3', 'east', 2);
    expect(ends(q)).toEqual(['s12-0 any', 's19-17 any', 's19-3 any', 's5-17 any', 's6-3 east']);
    expect(pathTo(q, 's19-17 any')).toEqual(['s5-3:street', 's19-17:sewer']);
    expect(moves(q).find((m) => m.to.kind === 'street' && m.to.square === 's19-17')?.manholes).toEqual(['m1', 'm4']);
  });

  it('SG-4.4.1 up out of the sewer the piece may go any way', () => {
    expect(ends(onStreet('s4-3', 'east', 3))).toEqual(
      expect.arrayContaining(['s18-3 west', 's20-3 east', 's11-0 west', 's13-0 east']),
    );
  });

  it('SG-4.4.1 only two manholes a turn: no second trip through the sewer', () => {
    const q = onStreet('s5-3', 'east', 2);
    expect(ends(q)).not.toContain('s5-17 any');
    expect(why(q, 's5-17')).toBe('SG-4.4.1 SEWER_LIMIT');
    for (const steps of [1, 2, 3, 4, 5, 6]) {
      for (const m of moves(onStreet('s4-3', 'east', steps))) expect(m.manholes.length).toBeLessThanOrEqual(2);
    }
  });

  it('SG-4.4.2 stopped on a manhole, next turn the piece may come up through any other and then move its die', () => {
    const q = onStreet('s5-3', 'east', 1);
    expect(pathTo(q, 's18-3 west')).toEqual(['s19-3:resurface', 's18-3:street']);
    expect(ends(q)).toEqual(
      expect.arrayContaining(['s18-3 west', 's20-3 east', 's4-17 west', 's6-17 east', 's6-3 east']),
    );
    expect(moves(q).find((m) => m.to.kind === 'street' && m.to.square === 's18-3')?.manholes).toEqual(['m1', 'm2']);
  });

  it('SG-4.4.2 a piece that only passes over a manhole does not resurface elsewhere', () => {
    const q = onStreet('s4-3', 'east', 1);
    expect(ends(q)).toEqual(['s5-3 east']);
  });

  it('SG-4.4.3 a move ending on a manhole says so, for the arrest rule', () => {
    const onIt = moves(onStreet('s4-3', 'east', 1))[0];
    expect(onIt?.onManhole).toBe('m1');
    expect(
      moves(onStreet('s4-3', 'east', 2)).find((m) => m.to.kind === 'street' && m.to.square === 's6-3')?.onManhole,
    ).toBeNull();
  });
});
