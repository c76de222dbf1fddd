import { describe, expect, it } from 'vitest';
import { cardSpot, type Rect } from './card-spot';

const MAP = { w: 680, h: 500 };
const CARD = { w: 200, h: 70 };
const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (c: { x: number; y: number }): boolean =>
  c.x >= 0 && c.y >= 0 && c.x + CARD.w <= MAP.w && c.y + CARD.h <= MAP.h;

describe('the place card beside the place pointed at', () => {
  it('sits just below a place, centred on it, near it rather than in a corner', () => {
    const place = { x: 300, y: 100, w: 40, h: 30 };
    const c = cardSpot(place, CARD, MAP);
    expect(c).toEqual({ x: 220, y: 140 });
  });

  it('goes above a place at the foot of the map, and stays inside the map by the edge', () => {
    const place = { x: 640, y: 450, w: 30, h: 30 };
    const c = cardSpot(place, CARD, MAP);
    expect(c.y + CARD.h).toBeLessThanOrEqual(450);
    expect(inside(c)).toBe(true);
  });

  it('never covers the place, wherever it is on the map', () => {
    for (let x = 0; x < MAP.w; x += 40)
      for (let y = 0; y < MAP.h; y += 40) {
        const place = { x, y, w: 36, h: 28 };
        const c = cardSpot(place, CARD, MAP);
        expect(inside(c), `${x},${y}`).toBe(true);
        expect(overlaps(place, { ...c, ...CARD }), `${x},${y}`).toBe(false);
      }
  });

  it('clear of the way drawn to the place where it can be: above it when the way comes from below', () => {
    const place = { x: 300, y: 200, w: 40, h: 30 };
    const way = { x: 300, y: 200, w: 40, h: 150 };
    const c = cardSpot(place, CARD, MAP, [way]);
    expect(c).toEqual({ x: 220, y: 120 });
  });

  it('beside a tall place (a long building) when neither above nor below has room', () => {
    const place = { x: 100, y: 20, w: 60, h: 460 };
    const c = cardSpot(place, CARD, MAP);
    expect(c.x).toBe(170);
    expect(overlaps(place, { ...c, ...CARD })).toBe(false);
  });
});
