import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import type { GangstersView } from '@core/games/gangsters/view';
import { gangsters } from '@core/games/gangsters/game';
import { start, st } from '@core/games/gangsters/testing/game-play';
import { BUILDING_GAP, cityView, isBuilding, type BuildingView } from '../city-view';
import { CHIP, CHIP_INSET } from '../labels';
import { footprint, relabelBox, SLIM_REACH } from './rooms';
import { buildingSpots, labelBox, layoutPieces, levelMark, TOKEN_SCALE, type Box } from './tokens';

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

  it('in a Shootout on a street space: each side its own slim face, side by side inside the space', () => {
    const space = city.spaces.find((x) => !x.intersection)!;
    const crowd = crowdAt(space.id);
    const fight = {
      ...crowd,
      shootout: { stage: 'declare', questions: [], hits: [], busts: {}, fights: [] },
    } as unknown as GangstersView;
    const hit = { seat: 0, piece: 'thug', space: space.id, target: 1 };
    const calm = layoutPieces(city, { ...fight, shootout: { ...fight.shootout!, hits: [] } });
    const { tokens, stacks } = layoutPieces(city, { ...fight, shootout: { ...fight.shootout!, hits: [hit] } });
    // With no fight on the space, one stack as ever.
    expect(calm.stacks.filter((s) => s.at === space.id)).toHaveLength(1);
    const here = tokens.filter((t) => t.at === space.id);
    const faces = [...new Map(here.map((t) => [t.x, t])).values()];
    // Every Gang and the Cops are here: two faces, the first Gang's against a stack of all the others, both
    // within the space (three faces in a row reached a neighbour's space by a unit and more).
    expect(base.gangs.length + 1).toBeGreaterThan(2);
    expect(faces).toHaveLength(2);
    const [left, right] = [...faces].sort((a, b) => a.x - b.x);
    const firstSide = here.filter((t) => t.x === left!.x);
    expect(new Set(firstSide.map((t) => t.seat)).size).toBe(1);
    expect(new Set(here.filter((t) => t.x === right!.x).map((t) => t.seat)).size).toBe(base.gangs.length);
    expect(left!.x - SLIM_REACH).toBeGreaterThanOrEqual(space.rect.x - 0.3);
    expect(right!.x + SLIM_REACH).toBeLessThanOrEqual(space.rect.x + space.rect.w + 0.3);
    expect(here.every((t) => t.slim && t.y === space.cy)).toBe(true);
    expect(stacks.filter((s) => s.at === space.id)).toHaveLength(faces.length);
    // Two sides: both faces within the space (a little over its curb at most), apart.
    const two = layoutPieces(city, {
      ...fight,
      gangs: fight.gangs.map((g) => (g.seat === 0 ? g : { ...g, pieces: {} })),
      shootout: { ...fight.shootout!, hits: [hit] },
    } as GangstersView);
    const xs = [...new Set(two.tokens.filter((t) => t.at === space.id).map((t) => t.x))].sort((a, b) => a - b);
    expect(xs).toHaveLength(2);
    expect(xs[1]! - xs[0]!).toBeGreaterThanOrEqual(2 * SLIM_REACH);
    expect(xs[0]! - SLIM_REACH).toBeGreaterThanOrEqual(space.rect.x - 0.3);
    expect(xs[1]! + SLIM_REACH).toBeLessThanOrEqual(space.rect.x + space.rect.w + 0.3);
  });

  it('in a building: the pieces apart in a strip beside its name, the rest stacked on the last', () => {
    const big = city.buildings.find((b) => b.bounds.w === 6 && b.bounds.h === 6)!;
    const { tokens, stacks, rooms } = layoutPieces(city, crowdAt(big.id));
    const here = tokens.filter((t) => t.at === big.id);
    expect(here.length).toBeGreaterThan(4);
    const room = rooms.get(big.id);
    expect(room).toBeDefined();
    const spots = room?.spots.length ?? 0;
    expect(spots).toBeGreaterThanOrEqual(2);
    expect(new Set(here.map((t) => `${t.x},${t.y}`)).size).toBe(spots);
    expect(stacks.filter((s) => s.at === big.id)).toHaveLength(1);
    // No token stands over another, nor over the name.
    const name = relabelBox(room!);
    const alone = [...new Map(here.map((t) => [`${t.x},${t.y}`, t])).values()];
    const body = (t: { x: number; y: number; slim: boolean }) => footprint(t, t.slim, false)[0]!;
    for (const [i, a] of alone.entries()) {
      const p = body(a);
      expect(
        Math.min(p.x + p.w, name.x + name.w) <= Math.max(p.x, name.x) ||
          Math.min(p.y + p.h, name.y + name.h) <= Math.max(p.y, name.y),
      ).toBe(true);
      for (const b of alone.slice(i + 1)) {
        const q = body(b);
        expect(
          Math.min(p.x + p.w, q.x + q.w) <= Math.max(p.x, q.x) || Math.min(p.y + p.h, q.y + q.h) <= Math.max(p.y, q.y),
        ).toBe(true);
      }
    }
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

describe("a Joint's level marker", () => {
  const inside = (m: Box, b: BuildingView) =>
    m.x >= b.bounds.x + BUILDING_GAP &&
    m.y >= b.bounds.y + BUILDING_GAP &&
    m.x + m.w <= b.bounds.x + b.bounds.w - BUILDING_GAP &&
    m.y + m.h <= b.bounds.y + b.bounds.h - BUILDING_GAP;
  const chipOf = (b: BuildingView): Box => ({
    x: b.bounds.x + CHIP_INSET,
    y: b.bounds.y + CHIP_INSET,
    w: CHIP,
    h: CHIP,
  });

  it('stays inside its building, whatever its size, wide enough for "×2"', () => {
    for (const b of city.buildings) {
      const m = levelMark(b);
      expect(inside(m, b), `${b.name} ${b.bounds.w}×${b.bounds.h}`).toBe(true);
      expect(m.w, b.name).toBeGreaterThanOrEqual(1.3);
      expect(m.h, b.name).toBeGreaterThanOrEqual(1.1);
    }
  });

  it('keeps clear of the owner chip, but for a corner of it in a one-space square', () => {
    for (const b of city.buildings) {
      const m = levelMark(b);
      const c = chipOf(b);
      const w = Math.min(m.x + m.w, c.x + c.w) - Math.max(m.x, c.x);
      const h = Math.min(m.y + m.h, c.y + c.h) - Math.max(m.y, c.y);
      const over = w > 0 && h > 0 ? w * h : 0;
      if (b.tiny) {
        // Over the chip's corner only: not its middle, where its letter prints.
        expect(m.x, b.name).toBeGreaterThan(c.x + c.w / 2 + 0.2);
        expect(m.y, b.name).toBeGreaterThan(c.y + c.h / 2 + 0.2);
      } else expect(over, b.name).toBe(0);
    }
  });
});
