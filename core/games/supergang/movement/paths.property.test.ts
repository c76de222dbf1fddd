import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardPos, Facing, ShopId } from '../board/types';
import { legalDestinations, legalMoves } from './moves';
import { city } from './testing';
import type { LegalMove, MoveQuery } from './types';

const data = city.data;
const sq = new Map(data.squares.map((s) => [s.id as string, s]));
const linked = new Set<string>(data.links.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
const notch = new Map<string, Facing>(
  data.shops.flatMap((s) => s.notches.map((n) => [`${s.id}|${n.square}`, n.side] as const)),
);
const doors = new Set<string>(data.communicate.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
const shopIds = data.shops.map((s) => s.id);
const DIRS: Facing[] = ['north', 'east', 'south', 'west'];
const back = (f: Facing) => DIRS[(DIRS.indexOf(f) + 2) % 4];

function dir(a: string, b: string): Facing | null {
  const p = sq.get(a);
  const q = sq.get(b);
  if (!p || !q) return null;
  if (p.x === q.x) return q.y < p.y ? 'north' : 'south';
  return q.x > p.x ? 'east' : 'west';
}

/** A random query: a gangster or cop group on any square (facing along its street or none), in any shop, or in the centre. */
const query = fc
  .record({
    mover: fc.constantFrom('gangster' as const, 'cop' as const),
    where: fc.constantFrom('street', 'shop', 'centre'),
    square: fc.constantFrom(...data.squares),
    facing: fc.option(fc.constantFrom(...DIRS)),
    shop: fc.constantFrom(...shopIds),
    steps: fc.integer({ min: 1, max: 6 }),
    own: fc.subarray(shopIds, { maxLength: 12 }),
  })
  .map((r): MoveQuery => {
    const facing = r.facing !== null && r.square.ways.includes(r.facing) ? r.facing : null;
    const from: MoveQuery['from'] =
      r.where === 'centre'
        ? { kind: 'centre' }
        : r.where === 'shop'
          ? { kind: 'shop', shop: r.shop }
          : { kind: 'street', square: r.square.id, facing };
    return r.mover === 'cop'
      ? { mover: 'cop', from, steps: r.steps, arrestShops: r.own }
      : { mover: 'gangster', from, steps: r.steps, ownShops: r.own };
  });

/** Checks one returned move step by step against the board data and the SG-4 / SG-9.1 rules. */
function check(q: MoveQuery, m: LegalMove): void {
  const own = new Set<string>(q.mover === 'cop' ? [] : (q.ownShops ?? []));
  const arrest = new Set<string>(q.mover === 'cop' ? (q.arrestShops ?? []) : []);
  const steps = m.path.filter((p) => p.how !== 'resurface');
  expect(steps).toHaveLength(q.steps); // SG-4.1.2
  let at: string | null = q.from.kind === 'street' ? q.from.square : q.from.kind === 'shop' ? q.from.shop : null;
  let facing: Facing | null = q.from.kind === 'street' ? q.from.facing : null;
  let prev: string | null = null;
  const shops = new Set<string>(q.from.kind === 'shop' ? [q.from.shop] : []);
  m.path.forEach((p, i) => {
    const last = i === m.path.length - 1;
    const from = at;
    switch (p.how) {
      case 'gate':
        expect(i).toBe(0);
        expect(data.centre.gates.find((g) => g.n === q.steps)?.square).toBe(p.to);
        facing = data.centre.gates.find((g) => g.n === q.steps)?.facing ?? null;
        break;
      case 'street':
      case 'under': {
        expect(from && linked.has(`${from}|${p.to}`)).toBe(true);
        const d = dir(from ?? '', p.to);
        if (facing) expect(d).not.toBe(back(facing)); // SG-4.2.1
        expect(p.to).not.toBe(prev);
        if (q.from.kind === 'centre') expect(d).toBe(facing); // SG-3.3: straight ahead
        expect(p.how === 'under').toBe(
          Math.abs((sq.get(from ?? '')?.y ?? 0) - (sq.get(p.to)?.y ?? 0)) +
            Math.abs((sq.get(from ?? '')?.x ?? 0) - (sq.get(p.to)?.x ?? 0)) ===
            2,
        );
        facing = d;
        break;
      }
      case 'in':
      case 'through': {
        const side = p.how === 'in' ? notch.get(`${p.to}|${from}`) : undefined;
        if (p.how === 'in') {
          expect(side).toBeDefined(); // SG-4.3.3
          if (facing) expect(side).not.toBe(facing);
        } else {
          expect(doors.has(`${from}|${p.to}`)).toBe(true); // SG-4.3.1
          expect(q.mover).toBe('gangster'); // SG-9.1.4
        }
        expect(shops.has(p.to)).toBe(false); // SG-4.3.6
        shops.add(p.to);
        if (q.mover === 'cop')
          expect(last && arrest.has(p.to)).toBe(true); // SG-9.1.3, SG-9.1.4
        else if (!last) expect(own.has(p.to)).toBe(true); // SG-4.3.2, SG-4.3.5
        facing = null;
        break;
      }
      case 'out': {
        const side = notch.get(`${from}|${p.to}`);
        expect(side).toBeDefined();
        expect(p.to).not.toBe(prev);
        facing = i === 0 && q.steps === 1 ? null : (side ?? null); // SG-4.3.7
        break;
      }
      case 'sewer':
      case 'resurface':
        expect(q.mover).toBe('gangster');
        expect(sq.get(from ?? '')?.manhole).toBeDefined();
        expect(sq.get(p.to)?.manhole).toBeDefined();
        if (p.how === 'resurface') expect(i).toBe(0);
        facing = null;
        break;
    }
    prev = from;
    at = p.to;
  });
  expect(m.manholes.length).toBeLessThanOrEqual(2); // SG-4.4.1
  const end: BoardPos = at?.startsWith('shop-')
    ? { kind: 'shop', shop: at as ShopId }
    : { kind: 'street', square: at as `s${number}-${number}`, facing };
  expect(m.to).toEqual(end);
  expect(m.onManhole).toBe(m.to.kind === 'street' ? (sq.get(m.to.square)?.manhole ?? null) : null);
}

describe('every move the engine returns is legal, checked independently', () => {
  it('SG-4.1.2 SG-4.2.1 SG-4.3.6 SG-4.4.1 paths follow the board and the rules, and the ends agree with legalDestinations', () => {
    fc.assert(
      fc.property(query, (q) => {
        const r = legalMoves(city, q);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.length).toBeGreaterThan(0); // no dead ends (validator): a piece always has a move
        for (const m of r.value) check(q, m);
        const keys = r.value.map((m) => JSON.stringify(m.to));
        expect(new Set(keys).size).toBe(keys.length);
        const d = legalDestinations(city, q);
        const ends = new Set(r.value.map((m) => (m.to.kind === 'shop' ? m.to.shop : m.to.square)));
        expect(d.ok && [...d.value].sort()).toEqual([...ends].sort());
      }),
      { numRuns: 400 },
    );
  });
});
