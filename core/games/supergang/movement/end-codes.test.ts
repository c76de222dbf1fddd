/**
 * `legalEndCodes` (the ends the rules' memory of moves keeps, without paths) gives `legalEnds`' ends in
 * the same order and reads the same shops, for every square and facing, shop and the centre, every die,
 * a gangster with and without shops of his own and cops with and without shops to arrest in.
 */
import { describe, expect, it } from 'vitest';
import { FACINGS, type ShopId } from '../board/types';
import { legalEndCodes, legalEnds } from './moves';
import { city } from './testing';
import type { MoveQuery } from './types';

const SHOPS = city.data.shops.map((x) => x.id as ShopId);
const SOME = SHOPS.filter((_, i) => i % 3 === 0);

function froms(): MoveQuery['from'][] {
  const out: MoveQuery['from'][] = [{ kind: 'centre' }];
  for (const sq of city.data.squares) {
    out.push({ kind: 'street', square: sq.id, facing: null });
    for (const facing of FACINGS) out.push({ kind: 'street', square: sq.id, facing });
  }
  for (const shop of SHOPS) out.push({ kind: 'shop', shop });
  return out;
}

function same(q: MoveQuery): void {
  const askedEnds: number[] = [];
  const askedCodes: number[] = [];
  const e = legalEnds(city, q, askedEnds);
  const c = legalEndCodes(city, q, askedCodes);
  if (!e.ok || !c.ok) throw new Error('refused');
  expect(c.value).toEqual(e.value.map((x) => x.node * 6 + x.facing));
  expect(askedCodes).toEqual(askedEnds);
}

describe('the ends without their paths', () => {
  it('SG-4.1.2 SG-9.1.4 are legalEnds’ ends, in its order, having read the same shops', () => {
    let checked = 0;
    for (const from of froms())
      for (let steps = 1; steps <= 6; steps++) {
        // A sample of the starts for the slower variants: every start for the plain gangster.
        same({ mover: 'gangster', from, steps, ownShops: [] });
        if (checked % 5 === 0) {
          same({ mover: 'gangster', from, steps, ownShops: SOME });
          same({ mover: 'cop', from, steps, ownShops: [], arrestShops: SOME });
          same({ mover: 'cop', from, steps, ownShops: [], resurface: true });
        }
        checked++;
      }
    expect(checked).toBeGreaterThan(1000);
  });

  it('refuses a malformed question as legalEnds does', () => {
    const q = { mover: 'gangster', from: { kind: 'centre' }, steps: 7, ownShops: [] } as const;
    expect(legalEndCodes(city, q)).toEqual(legalEnds(city, q));
  });
});
