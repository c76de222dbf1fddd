import { describe, expect, it } from 'vitest';
import { newlyLit, placeHandOff } from './hand-off';
import { fromPieceThatWay, nearestSpot } from './map-focus';

/** A row of squares a unit apart, and one square above the row's third. */
const row = [0, 1, 2, 3, 4].map((x) => ({ id: `r${x}`, cx: x, cy: 0 }));
const above = { id: 'up', cx: 2, cy: -1 };
const places = [...row, above];

describe('an arrow key on a piece of the map', () => {
  it('goes to the lit place that way from where the piece stands, past places not lit', () => {
    const piece = { id: '', cx: 1.1, cy: 0.1 };
    expect(fromPieceThatWay(places, new Set(['r4', 'up']), piece, 'r1', 1, 0)?.id).toBe('r4');
    expect(fromPieceThatWay(places, new Set(['r4', 'up']), piece, 'r1', 0, -1)?.id).toBe('up');
  });

  it('goes to the nearest place that way when no lit place is that way, or none is lit', () => {
    const piece = { id: '', cx: 1.1, cy: 0.1 };
    expect(fromPieceThatWay(places, new Set(['r4']), piece, 'r1', -1, 0)?.id).toBe('r0');
    expect(fromPieceThatWay(places, new Set(), piece, 'r1', 1, 0)?.id).toBe('r2');
  });

  it('never stays on the place the piece stands on, though the piece stands off its centre', () => {
    const piece = { id: '', cx: 1.6, cy: 0 };
    expect(fromPieceThatWay(places, new Set(['r2']), piece, 'r2', -1, 0)?.id).toBe('r1');
  });

  it('goes nowhere past the edge of the map', () => {
    expect(fromPieceThatWay(places, new Set(), { id: '', cx: 4, cy: 0 }, 'r4', 1, 0)).toBeNull();
  });
});

describe('the lit place the focus is taken to', () => {
  it('is the one nearest the picked piece, or the first when no piece is picked', () => {
    expect(nearestSpot(places, { cx: 3.2, cy: 0.4 })?.id).toBe('r3');
    expect(nearestSpot(places, null)?.id).toBe('r0');
    expect(nearestSpot([], null)).toBeNull();
  });
});

describe('where the focus goes after a choice made by key', () => {
  it('after a place: to the panel when it asks next, else to a lit place, unless taken elsewhere', () => {
    expect(placeHandOff(false, 'map', true)).toBe('panel');
    expect(placeHandOff(false, 'gone', true)).toBe('panel');
    expect(placeHandOff(true, 'gone', true)).toBe('lit-place');
    // A move made, the next piece's places lit: from the place just left to one of them.
    expect(placeHandOff(true, 'map', true)).toBe('lit-place');
    // Already on a lit place or a piece, or on a place refused (nothing moved): it stays.
    expect(placeHandOff(true, 'lit', true)).toBe('stay');
    expect(placeHandOff(true, 'map', false)).toBe('stay');
    expect(placeHandOff(false, 'elsewhere', true)).toBe('stay');
    expect(placeHandOff(true, 'elsewhere', true)).toBe('stay');
  });

  it('after a press in the panel: to the map only when it lit places to choose from', () => {
    expect(newlyLit('', 'a b', true)).toBe(true);
    expect(newlyLit('a b', 'c d', true)).toBe(true);
    expect(newlyLit('a b', 'a b', true)).toBe(false);
    expect(newlyLit('a b', '', false)).toBe(false);
    // Places lit while a question in the panel comes first ("which way?").
    expect(newlyLit('', 'a b', false)).toBe(false);
  });
});
