import { describe, expect, it } from 'vitest';
import { activatePlace, nextPiece, type MapClicks } from './clicks';
import type { GChoice } from './choice.svelte';
import type { PieceRef } from './legal';
import type { Token } from './tokens';

/** One of seat 0's pieces in the building `b`, on the cell at (x, y). */
const piece = (kind: 'racketeer' | 'thug' | 'vamp', x: number, y: number, stack: string | null = null): Token => ({
  key: `0:${kind}`,
  kind,
  ref: kind,
  seat: 0,
  gang: 'red',
  strength: 2,
  criminal: false,
  facing: null,
  at: 'b',
  x,
  y,
  scale: 1.35,
  stack,
  slim: false,
});

// A building of three cells: the Racketeer, the Thug and the Vamp each on their own.
const cells = [piece('racketeer', 10, 10), piece('thug', 13, 10), piece('vamp', 16, 10)];
// Two of them stacked on one cell, the third on another.
const stacked = [piece('racketeer', 10, 10, 's'), piece('thug', 10, 10, 's'), piece('vamp', 13, 10)];

describe('a click on a building of this seat’s pieces', () => {
  it('picks the very piece clicked, whichever is picked already', () => {
    expect(nextPiece(cells, 'racketeer', { x: 16.3, y: 9.6 })).toBe('vamp');
    expect(nextPiece(cells, 'thug', { x: 10, y: 10.5 })).toBe('racketeer');
    expect(nextPiece(cells, null, { x: 13.2, y: 10 })).toBe('thug');
    // The piece picked, clicked again, stays picked.
    expect(nextPiece(cells, 'vamp', { x: 16, y: 10 })).toBe('vamp');
  });

  it('on a stack picks its face, then the pieces under it in turn', () => {
    expect(nextPiece(stacked, 'vamp', { x: 10, y: 10 })).toBe('racketeer');
    expect(nextPiece(stacked, 'racketeer', { x: 10, y: 10 })).toBe('thug');
    expect(nextPiece(stacked, 'thug', { x: 10, y: 10 })).toBe('racketeer');
  });

  it('with Enter, or beside every token, takes the next piece of the place in turn', () => {
    expect(nextPiece(cells, 'racketeer', null)).toBe('thug');
    expect(nextPiece(cells, 'vamp', null)).toBe('racketeer');
    expect(nextPiece(cells, 'racketeer', { x: 11.5, y: 13 })).toBe('thug');
  });

  it('reaches the choice through activatePlace', () => {
    const picks: (PieceRef | null)[] = [];
    const choice = {
      piece: 'racketeer',
      dest: null,
      lit: new Map(),
      movers: ['racketeer', 'thug', 'vamp'],
      pickSpace: () => null,
      pickPiece: (r: PieceRef | null) => picks.push(r),
    } as unknown as GChoice;
    const c = {
      me: 0,
      busy: false,
      choice,
      tokens: cells,
      clearError: () => undefined,
    } as unknown as MapClicks;
    activatePlace('b', c, { x: 16, y: 10 });
    activatePlace('b', c);
    expect(picks).toEqual(['vamp', 'thug']);
  });
});
