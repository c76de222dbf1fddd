import { describe, expect, it } from 'vitest';
import { gridSlots, placeSlots, SHARED_R, type Slot } from './piece-layout';

const square = { x: 4, y: 7, w: 1, h: 1 };
/** The dark edge every token has round it (SgToken), in squares. */
const EDGE = 0.035;

function apart(slots: readonly Slot[]): { hits: number; tokens: number } {
  let hits = Infinity;
  let tokens = Infinity;
  for (let i = 0; i < slots.length; i++)
    for (let j = i + 1; j < slots.length; j++) {
      const a = slots[i] as Slot;
      const b = slots[j] as Slot;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      hits = Math.min(hits, d - a.hit - b.hit);
      tokens = Math.min(tokens, d - a.r - b.r - 2 * EDGE);
    }
  return { hits, tokens };
}

describe('pieces sharing a place', () => {
  it('a piece alone stands large in the middle of its square', () => {
    const [one] = placeSlots(square, 1);
    expect(one).toMatchObject({ x: 4.5, y: 7.5 });
    expect(one?.r).toBeGreaterThanOrEqual(0.36);
  });

  it('never overlap, and no piece takes a click on another (1 to 8 on a square)', () => {
    for (let n = 1; n <= 8; n++) {
      const slots = placeSlots(square, n);
      expect(slots).toHaveLength(n);
      const { hits, tokens } = apart(slots);
      expect(hits, `${n} pieces: click areas`).toBeGreaterThanOrEqual(-1e-9);
      expect(tokens, `${n} pieces: tokens`).toBeGreaterThanOrEqual(-1e-9);
      // Large enough to read their letters: a crowd of five or more reaches over the square's edges.
      expect(slots[0]?.r, `${n} pieces: size`).toBeGreaterThanOrEqual(n <= 2 ? 0.26 : n <= 4 ? 0.21 : 0.15);
      for (const s of slots) {
        // Each stays on its square, and its click area covers the whole token.
        expect(s.x).toBeGreaterThan(square.x);
        expect(s.x).toBeLessThan(square.x + 1);
        expect(s.hit).toBeGreaterThanOrEqual(s.r);
      }
    }
  });

  it('two to four sharing a square stay as large as a laptop reads, fanning a little over its edges', () => {
    // At 1280×720 a square is about 21 px: a token 0.3 of a square in half-width is 14 px across with its edge.
    expect(SHARED_R).toBeGreaterThanOrEqual(0.3);
    for (let n = 2; n <= 4; n++) {
      const slots = placeSlots(square, n);
      for (const s of slots) {
        expect(s.r, `${n} pieces`).toBe(SHARED_R);
        // Its click area is its own token, edge and all, and no more than half the way to a neighbour.
        expect(s.hit).toBeGreaterThanOrEqual(s.r + EDGE);
      }
      // The crowd reaches over the square's edges by less than a quarter of a square.
      const reach = Math.max(...slots.map((s) => Math.max(Math.abs(s.x - 4.5), Math.abs(s.y - 7.5)) + s.r + EDGE));
      expect(reach).toBeGreaterThan(0.5);
      expect(reach).toBeLessThan(0.75);
    }
  });

  it('the centre waiting room takes two rows of a whole table of pieces, none overlapping', () => {
    const room = { x: 11.05, y: 9.03, w: 2.9, h: 0.98 };
    for (const n of [1, 3, 6, 8, 12, 14]) {
      const slots = gridSlots(room, n, n <= 6 ? 6 : Math.ceil(n / 2), 0.23);
      expect(new Set(slots.map((s) => s.y)).size).toBeLessThanOrEqual(n <= 6 ? 1 : 2);
      const { hits, tokens } = apart(slots);
      expect(hits).toBeGreaterThanOrEqual(-1e-9);
      expect(tokens).toBeGreaterThanOrEqual(-1e-9);
      expect(Math.min(...slots.map((s) => s.r))).toBeGreaterThan(0.15);
    }
  });
});
