import { describe, expect, it } from 'vitest';
import type { Group } from './choices';
import { keyRange, numberedGroups, numberOf } from './keys';

const group = (key: string): Group => ({ key, actions: [] });

describe('the keys as the screen shows them', () => {
  it('says the number keys as a run, or one by one where the numbers drawn skip ("1, 7, 9")', () => {
    expect(keyRange([1, 2, 3, 4])).toBe('1–4');
    expect(keyRange([1, 7, 9])).toBe('1, 7, 9');
    expect(keyRange([1, 2])).toBe('1, 2');
    expect(keyRange([3])).toBe('3');
    expect(keyRange([])).toBe('');
  });
  it('counts no number for the pass, which has its own key: key 1 is the first card, never the pass', () => {
    const groups = [group('pass'), group('card:a#1'), group('card:b#1')];
    const inHand = numberedGroups(groups, 'in-hand', ['b#1', 'a#1']);
    expect(inHand.map((g) => g.key)).toEqual(['card:b#1', 'card:a#1']);
    expect(numberOf(inHand, 'pass')).toBeNull();
    expect(numberOf(inHand, 'card:b#1')).toBe(1);
    // Listed with the panel's other buttons (the drawer), in the host's order.
    expect(numberedGroups([group('move'), ...groups], 'listed', []).map((g) => g.key)).toEqual([
      'move',
      'card:a#1',
      'card:b#1',
    ]);
  });
});
