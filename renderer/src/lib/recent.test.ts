import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent';

describe('a memory of the games opened lately stays bounded', () => {
  it('forgets the least recently used entry beyond its limit', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1).set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the latest
    m.set('c', 3);
    expect([m.has('a'), m.has('b'), m.has('c')]).toEqual([true, false, true]);
    m.set('a', 4); // set again: still kept, now with its new value
    m.set('d', 5);
    expect([m.get('a'), m.has('c'), m.get('d')]).toEqual([4, false, 5]);
    expect(m.size).toBe(2);
    expect(m.delete('a')).toBe(true);
    expect(m.size).toBe(1);
  });
});
