/** Plane geometry over board rectangles (quarter-inch units): which way one space lies from another, and touching. */
import type { Facing, Rect } from './board';

const EPS = 1e-6;

/** The compass direction from `a` to `b` when their centres line up on one axis, else null. */
export function directionBetween(a: Rect, b: Rect): Facing | null {
  const dx = b.x + b.w / 2 - (a.x + a.w / 2);
  const dy = b.y + b.h / 2 - (a.y + a.h / 2);
  if (Math.abs(dx) < EPS && Math.abs(dy) < EPS) return null;
  if (Math.abs(dx) < EPS) return dy < 0 ? 'north' : 'south';
  if (Math.abs(dy) < EPS) return dx < 0 ? 'west' : 'east';
  return null;
}

function overlapLength(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** True when two rectangles touch along a side for a positive length (a shared wall, not a corner). */
export function sharesEdge(a: Rect, b: Rect): boolean {
  const vertical =
    (Math.abs(a.x + a.w - b.x) < EPS || Math.abs(b.x + b.w - a.x) < EPS) &&
    overlapLength(a.y, a.y + a.h, b.y, b.y + b.h) > EPS;
  const horizontal =
    (Math.abs(a.y + a.h - b.y) < EPS || Math.abs(b.y + b.h - a.y) < EPS) &&
    overlapLength(a.x, a.x + a.w, b.x, b.x + b.w) > EPS;
  return vertical || horizontal;
}

/** True when two rectangles cover the same ground (a bridge deck over the street beneath it). */
export function sameCell(a: Rect, b: Rect): boolean {
  return (
    Math.abs(a.x - b.x) < EPS && Math.abs(a.y - b.y) < EPS && Math.abs(a.w - b.w) < EPS && Math.abs(a.h - b.h) < EPS
  );
}

/** True when rectangles overlap with positive area. */
export function overlaps(a: Rect, b: Rect): boolean {
  return overlapLength(a.x, a.x + a.w, b.x, b.x + b.w) > EPS && overlapLength(a.y, a.y + a.h, b.y, b.y + b.h) > EPS;
}

/** True when the point lies on the boundary segment shared by the two rectangles. */
export function onSharedEdge(p: { x: number; y: number }, a: Rect, b: Rect): boolean {
  const within = (r: Rect) => p.x >= r.x - EPS && p.x <= r.x + r.w + EPS && p.y >= r.y - EPS && p.y <= r.y + r.h + EPS;
  return sharesEdge(a, b) && within(a) && within(b);
}

/** True when `inner` lies wholly inside `outer`. */
export function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - EPS &&
    inner.y >= outer.y - EPS &&
    inner.x + inner.w <= outer.x + outer.w + EPS &&
    inner.y + inner.h <= outer.y + outer.h + EPS
  );
}

/** Which side of rectangle `r` the rectangle `s` touches along a wall, or null when they share no wall. */
export function touchingSide(r: Rect, s: Rect): Facing | null {
  if (!sharesEdge(r, s)) return null;
  if (Math.abs(s.y + s.h - r.y) < EPS) return 'north';
  if (Math.abs(r.y + r.h - s.y) < EPS) return 'south';
  if (Math.abs(s.x + s.w - r.x) < EPS) return 'west';
  return 'east';
}
