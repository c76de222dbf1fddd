import { describe, expect, it } from 'vitest';
import { cityData } from '@core/games/supergang/board';
import type { SuperGangState } from '@core/games/supergang/state';
import { nearestDistrict } from '@core/games/supergang/score';
import { districtWords } from './districts';
import { GANG_WORDS } from './setup';

const data = cityData();
const shopsOf = (district: string) => data.shops.filter((x) => x.district === district).map((x) => x.id);
const colour = (g: number) => GANG_WORDS[g] ?? '';

/** Every shop free, then `owned` given to its owners. */
function shops(owned: Readonly<Record<string, number>>): Pick<SuperGangState, 'shops'> {
  return {
    shops: Object.fromEntries(
      data.shops.map((x) => [x.id, { owner: owned[x.id] ?? null, racket: null }]),
    ) as SuperGangState['shops'],
  };
}

describe('how near a gang is to a whole district (SG-1.1)', () => {
  const old = shopsOf('old-quarter');
  const heights = shopsOf('heights');
  const crossroads = shopsOf('crossroads');

  it('the districts are counted from the board: 7 or 8 shops each (SG-2.1)', () => {
    expect(old).toHaveLength(7);
    expect(crossroads).toHaveLength(8);
  });

  it('says plainly that a gang with no shop has none yet', () => {
    const s = shops({});
    expect(nearestDistrict(s, 0)).toBeNull();
    expect(districtWords(null, colour)).toBe('no shop yet; a whole district wins.');
  });

  it('counts the district with most shops owned, and says when one more wins', () => {
    const mine = Object.fromEntries(old.slice(0, 6).map((id) => [id, 0]));
    const s = shops({ ...mine, [heights[0] as string]: 0 });
    const p = nearestDistrict(s, 0);
    expect(p).toMatchObject({ id: 'old-quarter', owned: 6, of: 7, others: 0 });
    expect(districtWords(p, colour)).toBe('6 of 7 shops in the Old Quarter; one more wins.');
    expect(nearestDistrict(s, 1)).toBeNull();
  });

  it('names the gang that owns the rest, which only a stick-up for ownership can take', () => {
    const s = shops({ ...Object.fromEntries(old.slice(0, 6).map((id) => [id, 2])), [old[6] as string]: 1 });
    expect(districtWords(nearestDistrict(s, 2), colour)).toBe(
      '6 of 7 shops in the Old Quarter; one more wins, and the Blue gang owns it.',
    );
    expect(districtWords(nearestDistrict(s, 1), colour)).toBe(
      '1 of 7 shops in the Old Quarter; the Green gang owns all 6 others.',
    );
    const mixed = shops({
      [heights[0] as string]: 0,
      [heights[1] as string]: 0,
      [heights[2] as string]: 1,
      [heights[3] as string]: 3,
    });
    expect(districtWords(nearestDistrict(mixed, 0), colour)).toBe('2 of 7 shops in the Heights; other gangs own 2.');
  });

  it('on a tie, the district with fewest shops left is the nearer (the Old Quarter has 7, Crossroads 8)', () => {
    const s = shops({
      [crossroads[0] as string]: 0,
      [crossroads[1] as string]: 0,
      [old[0] as string]: 0,
      [old[1] as string]: 0,
    });
    expect(nearestDistrict(s, 0)?.id).toBe('old-quarter');
  });

  it('a whole district is said as such', () => {
    const s = shops(Object.fromEntries(old.map((id) => [id, 3])));
    expect(districtWords(nearestDistrict(s, 3), colour)).toBe('all 7 shops in the Old Quarter.');
  });
});
