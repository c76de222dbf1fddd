import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import type { GangstersView } from '@core/games/gangsters/view';
import { gangsters } from '@core/games/gangsters/game';
import { start, st } from '@core/games/gangsters/testing/game-play';
import { cityView, isBuilding } from '../city-view';
import { buildingSpots, labelBox, layoutPieces, TOKEN_REACH, TOKEN_SCALE } from './tokens';

const city = cityView(cityBoard());

describe('pieces on a crowded board', () => {
  const m = start(`
    turn red move
    dice red=1 green=2 blue=3 white=3 black=2`);
  const base = gangsters.view(st(m), 0) as GangstersView;
  /** The view with every Gang's three pieces and two Cops on `at`. */
  const crowdAt = (at: string): GangstersView => {
    const piece = { at, facing: null, criminal: false };
    return {
      ...base,
      gangs: base.gangs.map((g) => ({ ...g, pieces: { racketeer: piece, thug: piece, vamp: piece } })),
      cops: [
        { strength: 8, at, facing: null },
        { strength: 3, at, facing: null },
      ] as GangstersView['cops'],
    };
  };

  it('on a street space: one stack, every piece at the same spot and full size', () => {
    const space = city.spaces.find((s) => !s.intersection)!;
    const { tokens, stacks } = layoutPieces(city, crowdAt(space.id));
    const here = tokens.filter((t) => t.at === space.id);
    expect(here.length).toBe(3 * base.gangs.length + 2);
    expect(stacks.filter((s) => s.at === space.id)).toHaveLength(1);
    expect(new Set(here.map((t) => `${t.x},${t.y}`)).size).toBe(1);
    expect(here.every((t) => t.scale === TOKEN_SCALE && t.stack !== null)).toBe(true);
    // Gang pieces first, strongest first: the stack's face when nobody is picked.
    const [first] = stacks.find((s) => s.at === space.id)!.members;
    expect(first?.kind).not.toBe('cop');
  });

  it('in a building: a piece to each space-sized cell, clear of its name where the cells allow', () => {
    const big = city.buildings.find((b) => b.bounds.w === 6 && b.bounds.h === 6)!;
    const spots = buildingSpots(big);
    expect(spots).toHaveLength(4);
    const { tokens, stacks } = layoutPieces(city, crowdAt(big.id));
    const here = tokens.filter((t) => t.at === big.id);
    expect(here.length).toBeGreaterThan(4);
    // Four cells: three pieces alone, the rest stacked in the last.
    expect(new Set(here.map((t) => `${t.x},${t.y}`)).size).toBe(Math.min(4, here.length));
    expect(stacks.filter((s) => s.at === big.id).length).toBe(here.length > 4 ? 1 : 0);
    // No token stands over another.
    const alone = [...new Map(here.map((t) => [`${t.x},${t.y}`, t])).values()];
    for (const [i, a] of alone.entries())
      for (const b of alone.slice(i + 1))
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(2 * TOKEN_REACH);
  });

  it('a wide building takes its first piece on the cell its name covers least', () => {
    for (const b of city.buildings.filter((x) => isBuilding(x) && x.rects.length === 1 && x.bounds.w > 3)) {
      const box = labelBox(b);
      const [first, ...rest] = buildingSpots(b);
      const over = (s: { x: number; y: number }) =>
        Math.max(0, Math.min(box.x + box.w, s.x + 1.4) - Math.max(box.x, s.x - 1.4)) *
        Math.max(0, Math.min(box.y + box.h, s.y + 1.4) - Math.max(box.y, s.y - 1.4));
      expect(first, b.name).toBeDefined();
      for (const s of rest) expect(over(first!), b.name).toBeLessThanOrEqual(over(s) + 4);
    }
  });
});
