import { describe, expect, it } from 'vitest';
import { centreLoupe, loupeRows } from './loupe';
import { SHARED_R } from './piece-layout';

const centre = { x: 11, y: 9, w: 3, h: 3 };
const start = [
  ...['red', 'blue', 'green', 'yellow'].flatMap((g) =>
    ['killer', 'vamp', 'dealer'].map((k) => ({ id: `${g}-${k}`, place: 'centre' })),
  ),
  { id: 'cops:0', place: 'centre' },
  { id: 'cops:1', place: 'centre' },
];

describe('the centre’s loupe', () => {
  it('shows a whole table waiting to set out as large as on a street, two gangs a row, above the centre', () => {
    const l = loupeRows(start, centre);
    expect(l.tokens).toHaveLength(14);
    expect(l.rows.map((r) => r.title)).toEqual(['Waiting to set out']);
    for (const t of l.tokens) {
      expect(t.r).toBe(SHARED_R);
      // Every token inside the glass, and the glass wholly above the centre, on the board.
      expect(t.x - t.r).toBeGreaterThan(l.box.x);
      expect(t.x + t.r).toBeLessThan(l.box.x + l.box.w);
      expect(t.y - t.r).toBeGreaterThan(l.box.y);
      expect(t.y + t.r).toBeLessThan(l.box.y + l.box.h);
    }
    expect(l.box.y + l.box.h).toBeLessThanOrEqual(centre.y);
    expect(l.box.y).toBeGreaterThan(0);
    // Red and Blue on the first row, Green and Yellow on the second, the cops on the third.
    expect(new Set(l.tokens.map((t) => t.y)).size).toBe(3);
    const rowOf = (id: string) => l.tokens.find((t) => t.id === id)?.y;
    expect(rowOf('blue-dealer')).toBe(rowOf('red-killer'));
    expect(rowOf('yellow-dealer')).toBe(rowOf('green-killer'));
    // No two tokens overlap.
    for (const a of l.tokens)
      for (const b of l.tokens)
        if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * (SHARED_R + 0.035));
  });

  it('names each part of the centre that holds someone, in the board’s order', () => {
    const l = loupeRows(
      [
        { id: 'red-killer', place: 'graveyard' },
        { id: 'blue-vamp', place: 'jail' },
        { id: 'cops:0', place: 'centre' },
      ],
      centre,
    );
    expect(l.rows.map((r) => r.title)).toEqual(['Waiting to set out', 'In jail', 'In the graveyard']);
    const [a, b, c] = l.rows;
    expect(a && b && c && a.y < b.y && b.y < c.y).toBe(true);
  });

  it('opens while the centre is pointed at and a piece stands there; an empty centre shows none', () => {
    expect(centreLoupe(start, centre, true)?.tokens).toHaveLength(14);
    expect(centreLoupe([{ id: 'red-killer', place: 'graveyard' }], centre, true)?.rows[0]?.title).toBe(
      'In the graveyard',
    );
    expect(centreLoupe(start, centre, false)).toBeNull();
    expect(centreLoupe([], centre, true)).toBeNull();
  });
});
