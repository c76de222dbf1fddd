/**
 * The maths of zooming a board's view (a viewBox in board units), apart from the state that holds it
 * (zoom.svelte.ts): zoom about a point, which stays where it is on screen, and keep the view near the board.
 */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** How many times larger than the whole board the view may show it. */
export const MAX_ZOOM = 6;

/**
 * `v` kept near a `width` × `height` board: a margin of up to half a screen when zoomed in, none at all
 * when the whole board shows.
 */
export function clampView(v: ViewBox, width: number, height: number): ViewBox {
  const clamp = (p: number, size: number, total: number) => {
    const margin = (size / 2) * Math.max(0, 1 - size / total);
    return Math.min(Math.max(p, Math.min(0, total - size) - margin), Math.max(0, total - size) + margin);
  };
  return { x: clamp(v.x, v.w, width), y: clamp(v.y, v.h, height), w: v.w, h: v.h };
}

/**
 * `v` zoomed by `factor` (between the whole board and `MAX_ZOOM`) about the board point (cx, cy), which
 * keeps its place in the view: the pointer's point for the wheel and a pinch, the view's centre for the
 * zoom buttons. Then kept near the board (`clampView`).
 */
export function zoomedView(v: ViewBox, width: number, height: number, factor: number, cx: number, cy: number): ViewBox {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, (width / v.w) * factor));
  const w = width / zoom;
  const h = height / zoom;
  const k = w / v.w;
  return clampView({ x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k, w, h }, width, height);
}
