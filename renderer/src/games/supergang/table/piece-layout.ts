/**
 * Where the pieces sharing one place stand in it, and how large. No two tokens overlap, and each piece's
 * click area (`hit`) stays inside its own share of the place, so a click on a piece always reaches that
 * very piece, never a neighbour drawn over it.
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

/** Fractions of a street square or a shop for 1 to 4 pieces: one large, two across, a triangle, a square. */
const FEW: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[0.5, 0.5]],
  [
    [0.29, 0.29],
    [0.71, 0.71],
  ],
  [
    [0.25, 0.27],
    [0.75, 0.27],
    [0.5, 0.74],
  ],
  [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
];
const FEW_R = [0, 0.4, 0.26, 0.21, 0.21];

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
    const points = few.map(([fx, fy]) => ({ x: box.x + fx * box.w, y: box.y + fy * box.h }));
    const hit = Math.min(halfGap(points, side * 0.48), side * 0.48);
    return points.map((p) => ({ ...p, r: (FEW_R[n] ?? 0.2) * side, hit }));
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
