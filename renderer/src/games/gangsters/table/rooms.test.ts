import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import { cityView, type BuildingView } from '../city-view';
import { CHIP, CHIP_INSET, PRINT_MIN } from '../labels';
import { clearOf, footprint, relabelBox, roomFor, type Box, type Room } from './rooms';
import { levelMark } from './tokens';

const city = cityView(cityBoard());
const CROWDS = [1, 2, 3, 4, 6, 14];

const meets = (a: Box, b: Box, by = 0.001): boolean =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > by && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > by;
const within = (a: Box, b: Box, slack = 0.001): boolean =>
  a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack && a.y + a.h <= b.y + b.h + slack;

/** Every token's (and the stack's count's) rectangle in a room for `n` pieces. */
function taken(room: Room, n: number): Box[] {
  const k = room.spots.length;
  return room.spots.flatMap((s, i) => footprint(s, room.slim, n > k && i === k - 1));
}

/**
 * The blocks where a piece and the name at `PRINT_MIN` cannot both fit (their names are too long for what a
 * token leaves): there the pieces keep their cells and may cover the name (tokens.ts `buildingSpots`).
 */
const NO_ROOM = new Set([
  // One-space squares with a two-line name (3 × 3).
  "Brandon's Bikeshop",
  'Corner Newsstand',
  'Eagle Ice Works',
  "Fat Tony's Pizzeria",
  'Lucky Star Laundry',
  'The Copper Kettle',
  // One space wide, the name too long to stand beside a slim token (3 × 6, 6 × 3).
  'Hawthorne Hotel',
  'Public Library',
  'Shamrock Tavern',
  'Dixie Shoeshine',
]);

describe('room for pieces in a building, clear of its name', () => {
  it('every size of building: no token, nor a stack’s count, covers the name, printed at PRINT_MIN or more', () => {
    const sizes = new Set<string>();
    for (const b of city.buildings) {
      for (const n of CROWDS) {
        const room = roomFor(b, n);
        const what = `${b.name} (${b.bounds.w}×${b.bounds.h}) with ${n}`;
        if (NO_ROOM.has(b.name)) {
          expect(room, what).toBeNull();
          continue;
        }
        sizes.add(`${b.bounds.w}×${b.bounds.h}`);
        expect(room, what).not.toBeNull();
        if (!room) continue;
        expect(room.label.size, what).toBeGreaterThanOrEqual(PRINT_MIN);
        expect(room.spots.length, what).toBeGreaterThanOrEqual(1);
        expect(room.spots.length, what).toBeLessThanOrEqual(n);
        const name = relabelBox(room);
        expect(within(name, b.bounds), what).toBe(true);
        const boxes = taken(room, n);
        for (const t of boxes) expect(meets(t, name), `${what}: a token over the name`).toBe(false);
        // Each token's body inside its building, apart from the others.
        const bodies = room.spots.map((s) => footprint(s, room.slim, false)[0]!);
        for (const [i, a] of bodies.entries()) {
          expect(within(a, b.bounds), `${what}: a token outside`).toBe(true);
          for (const c of bodies.slice(i + 1)) expect(meets(a, c), `${what}: tokens overlap`).toBe(false);
        }
      }
    }
    // Every size of block the city has but the one-space square holds its pieces beside its name.
    expect([...sizes].sort()).toEqual(['12×6', '3×3', '3×6', '3×9', '6×3', '6×6', '6×9', '9×3', '9×6']);
  });

  it("a Joint's chip and level stay clear of the name where the block leaves room", () => {
    let roomy = 0;
    for (const b of city.buildings) {
      const marks = [{ x: b.bounds.x + CHIP_INSET, y: b.bounds.y + CHIP_INSET, w: CHIP, h: CHIP }, levelMark(b)];
      const room = roomFor(b, 2, marks);
      if (!room) continue;
      roomy += 1;
      const name = relabelBox(room);
      for (const m of marks) expect(meets(m, name), b.name).toBe(false);
    }
    // Every block two spaces deep or more.
    expect(roomy).toBeGreaterThanOrEqual(city.buildings.filter((b: BuildingView) => !b.small).length);
  });
});

describe("an owned Joint's name with no piece in it", () => {
  /**
   * The blocks too small to set their name beside the owner chip (and its level marker) at `PRINT_MIN`: the
   * chip keeps its corner over the name; the coloured frame says the owner too, and the place's card the name.
   */
  const CHIP_OVER = new Set([
    ...[...NO_ROOM].filter((n) => n !== 'Public Library'),
    "Sal's Barbershop",
    'Delmonico Grill',
    'Fish Market',
  ]);

  it('prints clear of its owner chip and level marker, at PRINT_MIN or more, wherever the block leaves room', () => {
    const cleared: string[] = [];
    for (const level of [1, 2])
      for (const b of city.buildings) {
        const chip = { x: b.bounds.x + CHIP_INSET, y: b.bounds.y + CHIP_INSET, w: CHIP, h: CHIP };
        const marks = level > 1 ? [chip, levelMark(b)] : [chip];
        const set = clearOf(b, marks);
        const name = relabelBox(set ?? b);
        const what = `${b.name} (level ${level})`;
        if (set) {
          cleared.push(what);
          expect(set.label.size, what).toBeGreaterThanOrEqual(PRINT_MIN);
          expect(within(name, b.bounds), what).toBe(true);
        }
        if (level === 1 && CHIP_OVER.has(b.name)) continue;
        if (level === 2 && (b.small || CHIP_OVER.has(b.name))) continue;
        for (const m of marks) expect(meets(m, name), `${what}: the chip or level over the name`).toBe(false);
      }
    // The chip stood over some forty names, of blocks large and small (the reviewer saw ten at 1280×720).
    expect(cleared.length).toBeGreaterThan(40);
  });

  it('keeps its own setting where the chip leaves it clear', () => {
    const clear = city.buildings.find((b) => {
      const chip = { x: b.bounds.x + CHIP_INSET, y: b.bounds.y + CHIP_INSET, w: CHIP, h: CHIP };
      return !meets(chip, relabelBox(b));
    });
    expect(clear).toBeDefined();
    if (!clear) return;
    const chip = { x: clear.bounds.x + CHIP_INSET, y: clear.bounds.y + CHIP_INSET, w: CHIP, h: CHIP };
    expect(clearOf(clear, [chip])).toBeNull();
  });
});
