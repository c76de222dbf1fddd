import { describe, expect, it } from 'vitest';
import { cityData } from '@core/games/supergang/board';
import { cityView } from '../city-view';
import { stackClick, type Piece, type Stacked } from './drawn';
import { stackLoupe } from './loupe';
import {
  ALL_OPEN,
  crowdIn,
  LAPTOP_SQUARE_PX,
  placeSlots,
  PRINT_MIN_PX,
  printOf,
  READ_R,
  SHARED_R,
  stackIn,
} from './piece-layout';
import type { Box } from '../city-view';

const square: Box = { x: 4, y: 7, w: 1, h: 1 };
const CLOSED = { left: false, right: false, up: false, down: false };
/** The dark edge round every token (SgToken). */
const EDGE = 0.035;
/** A print's height on screen at 1280×720, in pixels. */
const px = (squares: number) => squares * LAPTOP_SQUARE_PX;

/** How far a token of half-width r reaches from its middle: a disc's edge, or a cop's shield (SgToken). */
function reach(r: number): { x: number; up: number; down: number } {
  const shield = 1.08 * r + EDGE;
  return {
    x: Math.max(r + EDGE, shield),
    up: Math.max(r + EDGE, 0.98 * shield),
    down: Math.max(r + EDGE, 1.14 * shield),
  };
}

describe('a crowd too large to read apart stacks', () => {
  it('every letter on a square is 9 px or more at 1280×720, however many stand there and whatever is beside', () => {
    for (const open of [ALL_OPEN, CLOSED, { ...CLOSED, up: true }]) {
      for (let n = 1; n <= 14; n++) {
        const c = crowdIn(square, n, open);
        const prints = 'stack' in c ? [printOf(c.stack.r), c.stack.print] : c.slots.map((s) => printOf(s.r));
        for (const p of prints) expect(px(p), `${n} pieces`).toBeGreaterThanOrEqual(PRINT_MIN_PX);
      }
    }
    // The floor READ_R is that of 9 px: a fanned crowd is never smaller.
    expect(px(printOf(READ_R))).toBeGreaterThanOrEqual(PRINT_MIN_PX);
  });

  it('six to nine on a square stack; two to five with room stand apart at the size they had', () => {
    for (let n = 6; n <= 9; n++) expect('stack' in crowdIn(square, n), `${n} pieces`).toBe(true);
    for (let n = 2; n <= 5; n++) {
      const c = crowdIn(square, n);
      expect('slots' in c, `${n} pieces`).toBe(true);
      if ('slots' in c) expect(c.slots).toEqual(placeSlots(square, n));
    }
    // Two crowds side by side keep their own squares: two in a closed square would stand at 0.25, too small.
    expect('stack' in crowdIn(square, 2, CLOSED)).toBe(true);
  });

  it('a stack stays inside its square: the face (a disc or a shield), its ring, and the count', () => {
    for (let n = 2; n <= 14; n++) {
      const st = stackIn(square, n);
      const r = reach(st.r);
      const ring = st.r + 0.03 + 0.035; // a vamped man's ring, and half its stroke
      expect(st.x - Math.max(r.x, ring)).toBeGreaterThanOrEqual(square.x);
      expect(st.x + Math.max(r.x, ring)).toBeLessThanOrEqual(square.x + 1);
      expect(st.y - Math.max(r.up, ring)).toBeGreaterThanOrEqual(square.y);
      expect(st.y + Math.max(r.down, ring)).toBeLessThanOrEqual(square.y + 1);
      const b = st.badge;
      expect(b.x).toBeGreaterThanOrEqual(square.x);
      expect(b.y).toBeGreaterThanOrEqual(square.y);
      expect(b.x + b.w).toBeLessThanOrEqual(square.x + 1);
      expect(b.y + b.h).toBeLessThanOrEqual(square.y + 1);
      expect(st.text).toBe(`+${n - 1}`);
      // The count lies above the face's letter (its cap height some 0.7 of the print, about its middle).
      expect(b.y + b.h).toBeLessThanOrEqual(st.y - 0.35 * printOf(st.r));
      // Its text has room: some 0.55 of the print a character.
      expect(b.w).toBeGreaterThanOrEqual(0.55 * st.print * st.text.length);
      expect(st.hit).toEqual(square);
    }
  });

  it('a stack’s face is as large as a crowd of four’s tokens, near enough', () => {
    expect(stackIn(square, 7).r).toBeGreaterThanOrEqual(SHARED_R - 0.04);
  });
});

describe('a click on a stack', () => {
  const piece = (id: string): Piece => ({ id, kind: 'killer', colour: 'red', group: 0, label: id, ring: null });
  const st: Stacked = {
    place: 's4-7',
    spot: stackIn(square, 4),
    members: ['blue-killer', 'red-killer', 'red-vamp', 'green-dealer'].map(piece),
  };
  const movable = ['red-killer', 'red-vamp', 'red-dealer'];

  it('picks the pieces this seat may move there in turn, the face first', () => {
    expect(stackClick(st, movable, null, new Map())).toEqual({ pick: 'red-killer' });
    expect(stackClick(st, movable, 'red-killer', new Map())).toEqual({ pick: 'red-vamp' });
    expect(stackClick(st, movable, 'red-vamp', new Map())).toEqual({ pick: 'red-killer' });
  });

  it('with a piece from elsewhere picked, is a click on the place when it is lit for him', () => {
    expect(stackClick(st, movable, 'red-dealer', new Map([['s4-7', [null]]]))).toEqual({ place: 's4-7' });
    expect(stackClick(st, movable, 'red-dealer', new Map())).toEqual({ pick: 'red-killer' });
    expect(stackClick(st, [], null, new Map())).toBeNull();
  });
});

describe('a stack’s loupe', () => {
  const view = cityView(cityData());
  const ids = ['red-killer', 'red-vamp', 'blue-killer', 'green-killer', 'green-vamp', 'yellow-killer', 'cops:0'];

  it('shows every piece there as large as on a street, beside the square and on the board', () => {
    for (const sq of [
      { x: 16, y: 10, w: 1, h: 1 },
      { x: 0, y: 0, w: 1, h: 1 },
      { x: view.width - 1, y: 20, w: 1, h: 1 },
    ]) {
      const l = stackLoupe(ids, sq, 'On Street Q11', view.width);
      expect(l.tokens.map((t) => t.id)).toEqual(ids);
      for (const t of l.tokens) expect(t.r).toBe(SHARED_R);
      expect(l.box.x).toBeGreaterThanOrEqual(0);
      expect(l.box.x + l.box.w).toBeLessThanOrEqual(view.width);
      expect(l.box.y).toBeGreaterThanOrEqual(0);
      // Above the square, or below it when there is no room above; never over it.
      expect(l.box.y + l.box.h <= sq.y || l.box.y >= sq.y + sq.h).toBe(true);
    }
  });
});
