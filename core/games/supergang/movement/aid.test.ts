import { describe, expect, it } from 'vitest';
import { supergangCityMoves } from './aid';

describe('the city-moves aid', () => {
  it('SG-4.3.7 answers where a piece may go, with paths, as plain JSON', () => {
    const r = supergangCityMoves.run({
      query: { mover: 'gangster', from: { kind: 'shop', shop: 'shop-lucky-star-bar' }, steps: 1 },
    });
    expect(r.ok).toBe(true);
    const value = (r.ok ? r.value : null) as { moves: { to: unknown }[]; why: null } | null;
    expect(value?.moves.map((m) => m.to)).toContainEqual({ kind: 'street', square: 's4-0', facing: null });
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
  });

  it('SG-4.2.1 says why a place is out of reach, naming the clause', () => {
    const query = { mover: 'gangster', from: { kind: 'street', square: 's5-0', facing: 'east' }, steps: 1 };
    const r = supergangCityMoves.run({ query, target: 's4-0' });
    expect(r.ok && (r.value as { why: { clause: string } }).why.clause).toBe('SG-4.2.1');
  });

  it('refuses a malformed question as a value, changing nothing', () => {
    for (const bad of [
      null,
      { query: { mover: 'tank' } },
      { query: { mover: 'cop', from: { kind: 'centre' }, steps: 9 } },
    ]) {
      const r = supergangCityMoves.run(bad);
      expect(r.ok ? '' : r.error.code).toBe('BAD_QUERY');
    }
    const unknown = supergangCityMoves.run({
      query: { mover: 'cop', from: { kind: 'shop', shop: 'shop-nowhere' }, steps: 2 },
    });
    expect(unknown.ok ? '' : unknown.error.code).toBe('UNKNOWN_PLACE');
  });
});
