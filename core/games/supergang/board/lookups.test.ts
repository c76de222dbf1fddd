import { describe, expect, it } from 'vitest';
import { supergangCity } from './city';

const city = supergangCity();
const LUCKY = 'shop-lucky-star-bar';

describe('the compiled city', () => {
  it('SG-4.2.1 steps along the street by direction, and under a bridge in one step (SG-4.2.2)', () => {
    expect(city.step('s4-0', 'east')).toBe('s5-0');
    expect(city.step('s4-0', 'south')).toBeNull();
    expect(city.step('s3-9', 'south')).toBe('s3-11');
    expect(city.step('s3-10', 'south')).toBeNull();
    expect(city.neighbours('s3-0').map((n) => `${n.facing} ${n.square}`)).toEqual([
      'east s4-0',
      'south s3-1',
      'west s2-0',
    ]);
  });

  it('SG-4.3.3 knows which shops open onto a square, through which wall', () => {
    expect(city.openings('s4-0')).toEqual([{ shop: LUCKY, side: 'north' }]);
    expect(city.openings('s3-1')).toEqual([{ shop: LUCKY, side: 'west' }]);
    expect(city.openings('s6-0')).toEqual([]);
  });

  it('SG-4.3.1 knows which shops communicate', () => {
    expect(city.communicating(LUCKY)).toEqual(['shop-moretti-bakery']);
    expect([...city.communicating('shop-cinema-roxy')].sort()).toEqual(['shop-butcher-bruno', 'shop-poultry-stall']);
  });

  it('SG-4.4.1 finds the five manholes both ways', () => {
    expect(city.manholeAt('s5-3')).toBe('m1');
    expect(city.manholeAt('s6-3')).toBeNull();
    expect(city.manholeSquare('m5')).toBe('s12-0');
  });

  it('SG-2.1 lists each district’s shops', () => {
    expect(city.shopsOf('crossroads')).toHaveLength(8);
    expect(city.shop(LUCKY)).toMatchObject({ district: 'old-quarter', initials: ['star'], managers: 2, price: 100 });
  });

  it('SG-9.2.2 a crime in a shop is seen only from its notch squares', () => {
    expect([...city.shopWitnessSquares(LUCKY)].sort()).toEqual(['s3-1', 's4-0']);
    expect(city.shopWitnessSquares('shop-moretti-bakery')).toEqual(['s5-0']);
  });

  it('SG-5.6.8 SG-5.6.9 knows the sidewall sections touching a square and lining a shop', () => {
    const at = city.sectionsAt('s4-0').map((id) => city.section(id)?.shops);
    expect(at).toEqual([[LUCKY], [LUCKY, 'shop-moretti-bakery']]);
    expect(city.sectionsOf(LUCKY)).toHaveLength(4);
    for (const id of city.sectionsOf(LUCKY)) expect(city.section(id)?.shops).toContain(LUCKY);
  });

  it('SG-3.3 gives the gate of each die face', () => {
    expect(city.gate(6)).toMatchObject({ square: 's10-10', facing: 'west' });
  });
});
