/**
 * Zoom and pan for an SVG board, as a viewBox in board units. Wheel and pinch zoom about the pointer;
 * drags pan; the view never wanders more than half a screen off the board.
 */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const MAX_ZOOM = 6;

export class ZoomPan {
  view = $state.raw<ViewBox>({ x: 0, y: 0, w: 0, h: 0 });

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.fit();
  }

  /** How many times larger than the whole board. */
  get zoom(): number {
    return this.width / this.view.w;
  }

  get viewBox(): string {
    const { x, y, w, h } = this.view;
    return `${x} ${y} ${w} ${h}`;
  }

  fit(): void {
    this.view = { x: 0, y: 0, w: this.width, h: this.height };
  }

  /** Zooms by `factor` keeping the board point (cx, cy) where it is on screen. */
  zoomAt(factor: number, cx = this.view.x + this.view.w / 2, cy = this.view.y + this.view.h / 2): void {
    const zoom = Math.min(MAX_ZOOM, Math.max(1, this.zoom * factor));
    const w = this.width / zoom;
    const h = this.height / zoom;
    const k = w / this.view.w;
    this.set({ x: cx - (cx - this.view.x) * k, y: cy - (cy - this.view.y) * k, w, h });
  }

  /** Pans by a distance in board units. */
  panBy(dx: number, dy: number): void {
    this.set({ ...this.view, x: this.view.x - dx, y: this.view.y - dy });
  }

  /** Pans just enough to bring a rectangle into view (for keyboard focus on a zoomed board). */
  reveal(r: { x: number; y: number; w: number; h: number }): void {
    const { x, y, w, h } = this.view;
    const nx = r.x < x ? r.x - 1 : r.x + r.w > x + w ? r.x + r.w + 1 - w : x;
    const ny = r.y < y ? r.y - 1 : r.y + r.h > y + h ? r.y + r.h + 1 - h : y;
    if (nx !== x || ny !== y) this.set({ x: nx, y: ny, w, h });
  }

  private set(v: ViewBox): void {
    // A margin of up to half a screen when zoomed in; none at all when the whole board shows.
    const clamp = (p: number, size: number, total: number) => {
      const margin = (size / 2) * Math.max(0, 1 - size / total);
      return Math.min(Math.max(p, Math.min(0, total - size) - margin), Math.max(0, total - size) + margin);
    };
    this.view = { x: clamp(v.x, v.w, this.width), y: clamp(v.y, v.h, this.height), w: v.w, h: v.h };
  }
}
