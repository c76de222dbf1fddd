import { describe, expect, it } from 'vitest';
import { cityData } from '@core/games/supergang/board';
import { supergangCityMoves } from '@core/games/supergang/movement';
import type { LegalMove } from '@core/games/supergang/movement/types';
import { cityView, gridRef } from './city-view';
import { destinations, manholesTo, pathTo, placeOf } from './moves';

describe('the SuperGang city drawn from board.json', () => {
  const data = cityData();
  const view = cityView(data);

  it('draws all 36 shops, each with its marks as printed (T, V, D, ★), managers and price', () => {
    expect(view.shops).toHaveLength(36);
    for (const s of data.shops) {
      const drawn = view.shops.find((v) => v.id === s.id);
      expect(drawn?.marks, s.name).toEqual(s.initials.map((i) => (i === 'star' ? '★' : i)));
      expect(drawn?.managers).toBe(s.managers);
      expect(drawn?.price).toBe(s.price);
      expect(drawn?.notches).toHaveLength(s.notches.length);
    }
    const marks = view.shops.flatMap((s) => s.marks);
    for (const m of ['T', 'V', 'D', '★']) expect(marks.filter((x) => x === m)).toHaveLength(5);
    expect(view.byId.get('shop-lucky-star-bar')?.name).toBe(
      'Lucky Star Bar, Old Quarter, ★ (sells traffic pawns), 2 managers, costs 100',
    );
  });

  it('names every square by its grid reference, once, with what stands on it', () => {
    const names = view.squares.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(gridRef(5, 3)).toBe('F4');
    expect(view.byId.get('s5-3')?.name).toBe('Street F4, manhole 1');
    expect(view.byId.get('s3-10')?.name).toBe('Street D11, on Tanners Bridge');
    expect(view.byId.get('s11-8')?.name).toMatch(/gate 1$/);
  });

  it('gives each of the five districts its shops, a name on the map and a colour from the file', () => {
    expect(view.districts.map((d) => d.shops)).toEqual([7, 7, 8, 7, 7]);
    for (const d of view.districts) expect(d.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(
      view.blocks.every((b) => b.houses.length + view.shops.filter((s) => inBlock(s, b)).length === b.box.w * b.box.h),
    ).toBe(true);
  });

  it("writes each district's name where it covers no shop", () => {
    for (const d of view.districts) {
      const half = (d.name.length * d.label.size * 0.62) / 2;
      const covered = view.shops.filter(
        (s) =>
          s.box.x < d.label.x + half &&
          s.box.x + 1 > d.label.x - half &&
          s.box.y < d.label.y + d.label.size / 2 &&
          s.box.y + 1 > d.label.y - d.label.size / 2,
      );
      expect(
        covered.map((s) => s.shopName),
        d.name,
      ).toEqual([]);
      expect(d.label.size, d.name).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('SG-5.8 lists the prices from the board file', () => {
    expect(view.tariffs.find((t) => t.what === 'Buy the cops')?.cost).toBe(String(data.tariffs.cops));
    expect(view.tariffs.find((t) => t.what === 'Stick up a shop with a mark')?.yields).toBe('100');
  });

  it('draws a door for each pair of communicating shops, on their shared wall', () => {
    expect(view.doors).toHaveLength(data.communicate.length);
  });

  it('draws both bridges, with the street beneath running across the deck', () => {
    expect(view.bridges.map((b) => [b.name, b.across])).toEqual([
      ['Tanners Bridge', true],
      ['Railway Bridge', true],
    ]);
  });
});

function inBlock(s: { box: { x: number; y: number } }, b: { box: { x: number; y: number; w: number; h: number } }) {
  return s.box.x >= b.box.x && s.box.x < b.box.x + b.box.w && s.box.y >= b.box.y && s.box.y < b.box.y + b.box.h;
}

describe("the host's legal moves narrowed to clicks", () => {
  const ask = (query: unknown): LegalMove[] => {
    const r = supergangCityMoves.run({ query });
    if (!r.ok) throw new Error(r.error.message);
    return (r.value as unknown as { moves: LegalMove[] }).moves;
  };

  it('SG-4.3.7 lights one place per square or shop, with every facing the piece may end with', () => {
    const moves = ask({ mover: 'gangster', from: { kind: 'street', square: 's0-0', facing: 'east' }, steps: 3 });
    const lit = destinations(moves);
    expect(lit.size).toBe(new Set(moves.map((m) => placeOf(m.to))).size);
    for (const [id, facings] of lit) {
      const ends = moves.filter((m) => placeOf(m.to) === id);
      expect(facings).toHaveLength(new Set(ends.map((m) => (m.to.kind === 'street' ? m.to.facing : null))).size);
      expect(pathTo(moves, id)?.at(-1)?.to).toBe(id);
    }
    expect(pathTo(moves, 's24-20')).toBeNull();
  });

  it('SG-3.3 out of the centre: the path starts at the gate of the die', () => {
    const moves = ask({ mover: 'gangster', from: { kind: 'centre' }, steps: 2 });
    const first = moves.map((m) => m.path[0]);
    expect(first.every((s) => s?.how === 'gate' && s.to === 's13-8')).toBe(true);
  });

  it('SG-4.4.1 tells which manholes a way goes through', () => {
    const moves = ask({ mover: 'gangster', from: { kind: 'street', square: 's4-3', facing: 'east' }, steps: 2 });
    const viaSewer = moves.find((m) => m.manholes.length === 2);
    expect(viaSewer).toBeDefined();
    expect(manholesTo(moves, placeOf(viaSewer!.to))).toHaveLength(2);
  });
});
