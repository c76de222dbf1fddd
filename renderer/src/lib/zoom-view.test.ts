import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, zoomedView, type ViewBox } from './zoom-view';

/** A Gangsters board's size in board units. */
const W = 88;
const H = 64;
const whole: ViewBox = { x: 0, y: 0, w: W, h: H };

/** Where board point (x, y) stands in view `v`, as shares of its width and height (its place on screen). */
const placeOf = (v: ViewBox, x: number, y: number) => [(x - v.x) / v.w, (y - v.y) / v.h];

describe('zooming a board', () => {
  it('the wheel or a pinch keeps the point under the pointer where it is, zooming in and out', () => {
    let v = whole;
    for (const [x, y, f] of [
      [20, 15, 1.5],
      [60, 40, 1.4],
      [30, 50, 1.2],
      [35, 45, 1 / 1.3],
    ] as const) {
      const before = placeOf(v, x, y);
      v = zoomedView(v, W, H, f, x, y);
      const after = placeOf(v, x, y);
      expect(after[0]).toBeCloseTo(before[0] ?? 0, 9);
      expect(after[1]).toBeCloseTo(before[1] ?? 0, 9);
    }
    expect(W / v.w).toBeCloseTo((1.5 * 1.4 * 1.2) / 1.3, 9);
  });

  it('the zoom buttons (about the view’s centre) keep the centre where it is', () => {
    const v = zoomedView(whole, W, H, 1.4, W / 2, H / 2);
    expect(v.x + v.w / 2).toBeCloseTo(W / 2, 9);
    expect(v.y + v.h / 2).toBeCloseTo(H / 2, 9);
    const panned = { x: 10, y: 8, w: W / 2, h: H / 2 };
    const out = zoomedView(panned, W, H, 1.4, 10 + W / 4, 8 + H / 4);
    expect(out.x + out.w / 2).toBeCloseTo(10 + W / 4, 9);
    expect(out.y + out.h / 2).toBeCloseTo(8 + H / 4, 9);
  });

  it('never zooms out past the whole board nor in past MAX_ZOOM, and the whole board shows whole', () => {
    expect(zoomedView(whole, W, H, 1 / 2, 10, 10)).toEqual(whole);
    const deep = zoomedView(whole, W, H, 100, 44, 32);
    expect(W / deep.w).toBeCloseTo(MAX_ZOOM, 9);
    const back = zoomedView(deep, W, H, 1 / 100, 80, 60);
    expect(back).toEqual(whole);
  });
});
