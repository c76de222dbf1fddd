import { describe, expect, it } from 'vitest';
import type { MoveQuery } from './types';
import { ends, moves, pathTo, why } from './testing';

const cop = (from: MoveQuery['from'], steps: number, arrestShops: MoveQuery['arrestShops'] = []): MoveQuery => ({
  mover: 'cop',
  from,
  steps,
  arrestShops,
});
const LUCKY = 'shop-lucky-star-bar';
const BAKERY = 'shop-moretti-bakery';

describe('SG-9.1 how the cops move', () => {
  it('SG-9.1.1 cops leave the centre like gangsters: through the gate of their die, straight ahead', () => {
    expect(ends(cop({ kind: 'centre' }, 3))).toEqual(['s16-10 east']);
    expect(pathTo(cop({ kind: 'centre' }, 3), 's16-10 east')).toEqual([
      's14-10:gate',
      's15-10:street',
      's16-10:street',
    ]);
  });

  it('SG-9.1.1 and never turn back', () => {
    expect(ends(cop({ kind: 'street', square: 's5-0', facing: 'east' }, 1))).toEqual(['s6-0 east']);
    expect(why(cop({ kind: 'street', square: 's5-0', facing: 'east' }, 1), 's4-0')).toBe('SG-4.2.1 NO_GOING_BACK');
  });

  it('SG-9.1.3 cops may not cross a shop, even to reach the squares beyond it', () => {
    const q = cop({ kind: 'street', square: 's3-0', facing: 'east' }, 3, [LUCKY, BAKERY]);
    expect(ends(q)).not.toContain('s3-1 west');
    expect(why(q, 's3-1')).toBe('SG-9.1.3 COP_CROSSES_SHOP');
  });

  it('SG-9.1.4 cops go into a shop only to arrest someone there', () => {
    const at = { kind: 'street', square: 's3-0', facing: 'east' } as const;
    expect(ends(cop(at, 2))).not.toContain(LUCKY);
    expect(why(cop(at, 2), LUCKY)).toBe('SG-9.1.4 COP_SHOP');
    expect(ends(cop(at, 2, [LUCKY]))).toContain(LUCKY);
  });

  it('SG-9.1.4 and never go straight from one shop into another', () => {
    const q = cop({ kind: 'shop', shop: LUCKY }, 1, [BAKERY]);
    expect(ends(q)).toEqual(['s3-1 any', 's4-0 any']);
  });

  it('SG-9.1.1 cops use no manhole as a shortcut; a cop stopping on one is marked, to fall in (SG-9.1.7)', () => {
    const q = cop({ kind: 'street', square: 's4-3', facing: 'east' }, 2);
    expect(ends(q)).toEqual(['s6-3 east']);
    const onIt = moves(cop({ kind: 'street', square: 's4-3', facing: 'east' }, 1))[0];
    expect(onIt?.onManhole).toBe('m1');
  });
});
