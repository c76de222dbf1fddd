/**
 * The rules' city answers from tables built once: they must say what the board says, for every pair of
 * places.
 */
import { describe, expect, it } from 'vitest';
import { supergangCity } from './board';
import { sgCity } from './city-data';

describe('the rules’ city', () => {
  it('SG-9.2.1 SG-9.2.2 a cop sees a square from it and the squares next to it, and a shop from its notches', () => {
    const board = supergangCity();
    const city = sgCity();
    const squares = board.data.squares.map((x) => x.id as string);
    const places = [...squares, ...board.data.shops.map((x) => x.id as string)];
    let seen = 0;
    const wrong: string[] = [];
    for (const crime of places) {
      const from = board.isShop(crime)
        ? board.shopWitnessSquares(crime)
        : board.isSquare(crime)
          ? [crime, ...board.neighbours(crime).map((n) => n.square)]
          : [];
      for (const at of places) {
        const sees = city.sees(at, crime);
        if (sees !== (board.isSquare(at) && (from as readonly string[]).includes(at))) wrong.push(`${at} → ${crime}`);
        if (sees) seen++;
      }
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeGreaterThan(squares.length);
  });

  it('SG-4.4.1 knows the manhole squares, and nothing else is one', () => {
    const board = supergangCity();
    const city = sgCity();
    for (const sq of board.data.squares) expect(city.isManhole(sq.id)).toBe(board.manholeAt(sq.id) !== null);
    for (const shop of board.data.shops) expect(city.isManhole(shop.id)).toBe(false);
    expect(board.data.squares.filter((x) => city.isManhole(x.id))).toHaveLength(5);
  });
});
