import { describe, expect, it } from 'vitest';
import { allPaths, ends, moves, pathTo } from '../testing/city-moves';

// Subway 2 is s7-4 on Market Street; Subway 3 is s17-8 on Riverside Drive; Subway 1 is s22-0.
const thug = { kind: 'thug', gang: 'red', at: 's6-4', facing: 'east', steps: 2 } as const;

describe('G-10 Subways', () => {
  it('G-10.3 moving into a Subway, a piece may transfer to another at no cost and leave in any direction', () => {
    expect(pathTo(thug, 's16-8')).toEqual(['s7-4:street', 's17-8:transfer', 's16-8:street']);
    expect(ends(thug)).toEqual(expect.arrayContaining(['s16-8', 's18-8', 's21-0', 's23-0', 's8-4']));
  });

  it('G-10.2 transfer is optional: the Subway is also an ordinary street space', () => {
    expect(pathTo(thug, 's8-4')).toEqual(['s7-4:street', 's8-4:street']);
  });

  it('G-10.3 a transfer ending the count leaves the piece on the other Subway, facing any way', () => {
    const one = moves({ ...thug, steps: 1 });
    expect(
      one
        .filter((m) => m.to === 's17-8')
        .map((m) => m.facing)
        .sort(),
    ).toEqual(['east', 'west']);
  });

  it('G-10.3 transfer happens only by moving into a Subway, not by starting a turn on one', () => {
    expect(ends({ kind: 'thug', gang: 'red', at: 's7-4', facing: 'east', steps: 1 })).toEqual(['s8-4']);
  });

  it('G-10.3 the piece is placed on another Subway, never back on the one it entered', () => {
    for (const p of allPaths({ ...thug, steps: 3 })) expect(p).not.toContain('s7-4:transfer');
  });

  it('G-10.2 a piece may use only one Subway transfer per turn', () => {
    const paths = allPaths({ kind: 'racketeer', gang: 'red', at: 's6-4', facing: 'east', steps: 18, wheels: true });
    expect(paths.some((p) => p.some((s) => s.endsWith(':transfer')))).toBe(true);
    for (const p of paths) expect(p.filter((s) => s.endsWith(':transfer')).length).toBeLessThanOrEqual(1);
  });

  it('G-10.2 the Public may not use a Subway except to enter play', () => {
    const pub = { kind: 'public', at: 's6-4', facing: 'east', steps: 2 } as const;
    expect(ends(pub)).toEqual(['s8-4']);
    for (const p of allPaths({ kind: 'public', at: null, steps: 6 })) {
      expect(p.some((s) => s.endsWith(':transfer'))).toBe(false);
    }
  });

  it("G-9.6 a Cop's transfer ends its patrol and a new Cop carries on from another Subway", () => {
    const cop = { kind: 'cop', at: 's6-4', facing: 'east', steps: 2 } as const;
    const m = moves(cop);
    expect(m.find((x) => x.to === 's16-8')?.copReplaced).toBe(true);
    expect(m.find((x) => x.to === 's8-4')?.copReplaced).toBe(false);
  });

  it('G-9.2 a Cop entering play does not transfer on the Subway it is placed on', () => {
    for (const p of allPaths({ kind: 'cop', at: null, steps: 1 })) expect(p).toEqual(['s22-0:entry']);
  });
});
