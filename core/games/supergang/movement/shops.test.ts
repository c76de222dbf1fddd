import { describe, expect, it } from 'vitest';
import { findMove } from './moves';
import { ends, inShop, moves, onStreet, pathTo, why } from './testing';

// The Lucky Star Bar (4,1) and the Moretti Bakery (5,1) share a wall in one block, so they communicate.
// The Lucky Star opens north onto s4-0 and west onto s3-1; the bakery only north onto s5-0.
const LUCKY = 'shop-lucky-star-bar';
const BAKERY = 'shop-moretti-bakery';

describe('SG-4.3 shops', () => {
  it('SG-4.3.1 adjacent shops in one block communicate: from the Lucky Star a one reaches the bakery', () => {
    expect(ends(inShop(LUCKY, 1))).toEqual(['s3-1 any', 's4-0 any', BAKERY]);
    expect(pathTo(inShop(LUCKY, 1), BAKERY)).toEqual([`${BAKERY}:through`]);
  });

  it('SG-4.3.1 shops that only share a street do not communicate', () => {
    // The Iron Glove Gym (9,2) and the Corner Tobacconist (10,2) share a wall: they communicate; the bakery and the gym do not.
    expect(ends(inShop('shop-iron-glove-gym', 1))).toContain('shop-corner-tobacconist');
    expect(ends(inShop(BAKERY, 1))).not.toContain('shop-iron-glove-gym');
  });

  it('SG-4.3.2 a piece may stop in a shop on the last square of its move', () => {
    expect(ends(onStreet('s3-0', 'east', 2))).toContain(LUCKY);
  });

  it('SG-4.3.2 but a shop it does not own cannot be crossed', () => {
    // s3-1 is three squares from s3-0 only through the Lucky Star.
    const q = onStreet('s3-0', 'east', 3);
    expect(ends(q)).not.toContain('s3-1 west');
    expect(why(q, 's3-1')).toBe('SG-4.3.2 SHOP_LAST');
  });

  it('SG-4.3.3 shops are entered only through their notches: the bakery has none on s6-0', () => {
    expect(ends(onStreet('s6-0', 'west', 1))).toEqual(['s5-0 west']);
    expect(ends(onStreet('s6-0', 'west', 2))).toEqual(['s4-0 west', BAKERY]);
    for (const m of moves(onStreet('s7-0', 'west', 3))) {
      const i = m.path.findIndex((p) => p.to === BAKERY);
      if (i >= 0) expect(m.path[i - 1]?.to).toBe('s5-0');
    }
  });

  it('SG-4.3.5 an owner crosses his shop like a street square, and goes on into the next one', () => {
    const q = onStreet('s3-0', 'east', 3, { ownShops: [LUCKY] });
    expect(pathTo(q, 's3-1 west')).toEqual(['s4-0:street', `${LUCKY}:in`, 's3-1:out']);
    expect(pathTo(q, BAKERY)).toEqual(['s4-0:street', `${LUCKY}:in`, `${BAKERY}:through`]);
  });

  it('SG-4.3.5 owning the Lucky Star opens the squares beyond it to a three, and no others close', () => {
    const plain = ends(onStreet('s3-2', 'north', 3));
    const owner = ends(onStreet('s3-2', 'north', 3, { ownShops: [LUCKY] }));
    expect(owner).toEqual(expect.arrayContaining(plain));
    expect(owner.filter((e) => !plain.includes(e))).toEqual(['s4-0 north', BAKERY]);
  });

  it('SG-4.3.6 never the same shop square twice in a turn, the shop he started in included', () => {
    const q = inShop(LUCKY, 4, { ownShops: [LUCKY, BAKERY] });
    expect(ends(q)).not.toContain(LUCKY);
    expect(why(q, LUCKY)).toBe('SG-4.3.6 SHOP_TWICE');
    for (const m of moves(q)) {
      const shops = m.path.filter((p) => p.to.startsWith('shop-')).map((p) => p.to);
      expect(new Set(shops).size).toBe(shops.length);
    }
  });

  it('SG-4.3.7 out of a shop on a one, the piece may set off any way next turn, even back inside', () => {
    const out = moves(inShop(LUCKY, 1)).find((m) => m.to.kind === 'street' && m.to.square === 's4-0');
    expect(out?.to).toEqual({ kind: 'street', square: 's4-0', facing: null });
    expect(ends(onStreet('s4-0', null, 1))).toEqual(['s3-0 west', 's5-0 east', LUCKY]);
  });

  it('SG-4.3.7 out of a shop on more than a one, it faces away from the shop and goes on', () => {
    expect(ends(inShop(BAKERY, 2))).toEqual(['s4-0 west', 's6-0 east']);
    expect(pathTo(inShop(BAKERY, 2), 's6-0 east')).toEqual(['s5-0:out', 's6-0:street']);
  });

  it('SG-4.3.7 a named move is found by place and facing: "any way" is not a facing', () => {
    const list = moves(inShop(LUCKY, 1));
    expect(findMove(list, { kind: 'street', square: 's4-0', facing: null })?.path).toEqual([
      { to: 's4-0', how: 'out' },
    ]);
    expect(findMove(list, { kind: 'street', square: 's4-0', facing: 'north' })).toBeUndefined();
    expect(findMove(list, { kind: 'shop', shop: BAKERY })?.path).toEqual([{ to: BAKERY, how: 'through' }]);
  });
});
