import { describe, expect, it } from 'vitest';
import type { SuperGangState } from '@core/games/supergang/state';
import { whereIs, whereShort } from './gang-card';

type Character = SuperGangState['characters'][number];
const man = (c: Partial<Character>): Character =>
  ({
    id: 'red-killer',
    gang: 0,
    kind: 'killer',
    place: 'board',
    pos: null,
    sentence: 0,
    record: [],
    unseen: [],
    arrestedInClinic: false,
    vampedBy: null,
    lastVamped: null,
    ...c,
  }) as Character;

describe('where a gang card says its characters are', () => {
  it('short on the folded card, in full on the card opened', () => {
    const street = man({ pos: { kind: 'street', square: 's13-15', facing: null } as Character['pos'] });
    expect(whereIs(street)).toBe('Street N16');
    expect(whereShort(street)).toBe('N16');
    const shop = man({ pos: { kind: 'shop', shop: 'shop-blue-moon-jazz-club' } as Character['pos'] });
    expect(whereShort(shop)).toBe(whereIs(shop));
    expect(whereShort(man({ place: 'centre' }))).toBe('centre');
    expect(whereShort(man({ place: 'jail', sentence: 2 }))).toBe('jail, 2 turns');
    expect(whereIs(man({ place: 'jail', sentence: 1 }))).toBe('in jail, 1 turn left');
    expect(whereShort(man({ place: 'jail', sentence: 0 }))).toBe('jail, out next turn');
    expect(whereShort(man({ place: 'clinic' }))).toBe('clinic');
    expect(whereShort(man({ place: 'graveyard' }))).toBe('dead');
  });
});
