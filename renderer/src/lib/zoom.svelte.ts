/**
 * Zoom and pan for an SVG board, as a viewBox in board units. Wheel and pinch zoom about the pointer;
 * drags pan; the view never wanders more than half a screen off the board. Every game's map uses it:
 * `ZoomPan` holds the view, `BoardGestures` turns pointer and wheel events into it; the maths is zoom-view.ts.
 */
import { clampView, zoomedView, type ViewBox } from './zoom-view';

export { MAX_ZOOM, type ViewBox } from './zoom-view';

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
    this.view = zoomedView(this.view, this.width, this.height, factor, cx, cy);
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
    this.view = clampView(v, this.width, this.height);
  }
}

/**
 * Drag to pan, pinch and wheel to zoom, for an SVG drawn with a `ZoomPan` viewBox. A drag longer than a
 * few pixels is not a click: the click that ends it is swallowed (`onclickcapture`).
 */
export class BoardGestures {
  // Pointer positions drive pan and pinch only; nothing renders from them, so a plain Map on purpose.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private travelled = 0;
  private suppressClick = false;

  constructor(
    private readonly zoom: ZoomPan,
    private readonly svg: () => SVGSVGElement | null,
  ) {}

  /** A screen point in board units. */
  toBoard(clientX: number, clientY: number): { x: number; y: number } | null {
    const svg = this.svg();
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  private unitsPerPixel(): number {
    const ctm = this.svg()?.getScreenCTM();
    return ctm ? 1 / ctm.a : 0;
  }

  readonly onpointerdown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1) this.travelled = 0;
  };

  readonly onpointermove = (e: PointerEvent): void => {
    const prev = this.pointers.get(e.pointerId);
    if (!prev) return;
    if (this.pointers.size === 1) {
      this.travelled += Math.hypot(e.clientX - prev.x, e.clientY - prev.y);
      if (this.travelled > 6) {
        const svg = this.svg();
        if (!svg?.hasPointerCapture(e.pointerId)) svg?.setPointerCapture(e.pointerId);
        const k = this.unitsPerPixel();
        this.zoom.panBy((e.clientX - prev.x) * k, (e.clientY - prev.y) * k);
        this.suppressClick = true;
      }
    } else if (this.pointers.size === 2) {
      const other = [...this.pointers.entries()].find(([id]) => id !== e.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(prev.x - other.x, prev.y - other.y);
        const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
        const mid = this.toBoard((e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
        if (before > 0 && mid) this.zoom.zoomAt(after / before, mid.x, mid.y);
        this.suppressClick = true;
      }
    }
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };

  readonly onpointerup = (e: PointerEvent): void => {
    this.pointers.delete(e.pointerId);
  };

  readonly onclickcapture = (e: MouseEvent): void => {
    if (this.suppressClick) {
      e.stopPropagation();
      e.preventDefault();
    }
    this.suppressClick = false;
  };

  /** Wheel zoom about the pointer; call from an effect once the SVG exists. Returns the clean-up. */
  attachWheel(el: SVGSVGElement): () => void {
    const onwheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = this.toBoard(e.clientX, e.clientY);
      if (p) this.zoom.zoomAt(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0018)), p.x, p.y);
    };
    el.addEventListener('wheel', onwheel, { passive: false });
    return () => el.removeEventListener('wheel', onwheel);
  }
}
