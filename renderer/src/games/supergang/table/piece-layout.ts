/**
 * Where the pieces sharing one place stand in it, and how large. No two tokens overlap, and each piece's
 * click area (`hit`) reaches at most half the way to its neighbours, so a click on a piece always reaches
 * that very piece, never a neighbour drawn over it. Two to four on a street square or in a shop keep a size
 * a laptop reads, fanning a little over the place's edges (SgPieces draws them over any piece they reach).
 */
import type { Box } from '../city-view';

export interface Slot {
  readonly x: number;
  readonly y: number;
  /** The token's half-width. */
  readonly r: number;
  /** The radius that takes the piece's click: at most half the way to the nearest neighbour. */
  readonly hit: number;
}

/**
 * Two to four pieces sharing a square stand large enough to read: each this many squares in half-width,
 * their letters some 9 px high or more on a laptop's 1280×720, where a square is about 21 px. So a small
 * crowd fans out a little over its square's edges (drawn over its neighbours), its centres on the square.
 */
export const SHARED_R = 0.32;
/** A piece alone: large in the middle of its square. */
const ALONE_R = 0.4;
/** Centre to centre in a small crowd: two tokens' half-widths and dark edges (SgToken), and a hair of air. */
const SPACING = 2 * (SHARED_R + 0.035) + 0.02;

/**
 * Offsets from the square's middle, in spacings, for 1 to 4 pieces: one in the middle, two across the
 * diagonal, a triangle, a square. Each is one spacing from its nearest neighbours, so no two overlap.
 */
const FEW: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[0, 0]],
  [
    [-Math.SQRT1_2 / 2, -Math.SQRT1_2 / 2],
    [Math.SQRT1_2 / 2, Math.SQRT1_2 / 2],
  ],
  [
    [-0.5, -Math.sqrt(3) / 4],
    [0.5, -Math.sqrt(3) / 4],
    [0, Math.sqrt(3) / 4],
  ],
  [
    [-0.5, -0.5],
    [0.5, -0.5],
    [-0.5, 0.5],
    [0.5, 0.5],
  ],
];

/** Half the smallest distance between two of the points (`far` when there is one point). */
function halfGap(points: readonly { x: number; y: number }[], far: number): number {
  let least = far * 2;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i] as { x: number; y: number };
      const b = points[j] as { x: number; y: number };
      least = Math.min(least, Math.hypot(a.x - b.x, a.y - b.y));
    }
  return least / 2;
}

/** `n` pieces in a street square or a shop (a box one square wide). */
export function placeSlots(box: Box, n: number): Slot[] {
  const few = FEW[n];
  if (few) {
    const side = Math.min(box.w, box.h);
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    if (n === 1) return [{ x: cx, y: cy, r: ALONE_R * side, hit: side * 0.48 }];
    const points = few.map(([fx, fy]) => ({ x: cx + fx * SPACING * side, y: cy + fy * SPACING * side }));
    // Each takes the clicks on its own token and the air round it, half the way to its nearest neighbour.
    const hit = halfGap(points, side);
    return points.map((p) => ({ ...p, r: SHARED_R * side, hit }));
  }
  // A crowd (five or more, rare) reaches a little over the square's edges, its tokens edge to edge.
  const wide = { x: box.x - 0.08, y: box.y - 0.08, w: box.w + 0.16, h: box.h + 0.16 };
  return gridSlots(wide, n, Math.ceil(Math.sqrt(n)), 0.3, 0.035);
}

/**
 * `n` pieces in rows of at most `perRow` (fewer rows when the place is wide), each at most `most` in
 * half-width and `gap` short of half its cell (room for its dark edge, and a little air): the centre's
 * waiting room, the jail, the clinic and the graveyard.
 */
export function gridSlots(box: Box, n: number, perRow: number, most: number, gap = 0.05): Slot[] {
  if (n <= 0) return [];
  const cols = Math.min(n, perRow);
  const rows = Math.ceil(n / cols);
  const cellW = box.w / cols;
  const cellH = box.h / rows;
  const r = Math.min(most, cellW / 2 - gap, cellH / 2 - gap);
  const hit = Math.min(cellW, cellH) / 2;
  const out: Slot[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, n - row * cols);
    const col = i % cols;
    // A short last row is centred under the full ones.
    const offset = ((cols - inRow) * cellW) / 2;
    out.push({ x: box.x + offset + cellW * (col + 0.5), y: box.y + cellH * (row + 0.5), r, hit });
  }
  return out;
}
