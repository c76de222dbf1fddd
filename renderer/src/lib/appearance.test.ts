import { describe, expect, it } from 'vitest';
import { scrollBehaviour } from './appearance';

describe('scrolls the app makes itself', () => {
  it('move at once when the app’s or the system’s “reduce motion” asks, smoothly otherwise', () => {
    expect(scrollBehaviour('full', false)).toBe('smooth');
    expect(scrollBehaviour('reduce', false)).toBe('auto');
    expect(scrollBehaviour('full', true)).toBe('auto');
    expect(scrollBehaviour('', false)).toBe('smooth');
  });
});
