import { describe, expect, it } from 'vitest';
import { clickWord, touchScreen } from './pointer.svelte';

describe('click or tap', () => {
  it('says "tap" on a touch screen and "click" with a mouse, capitalised to start a sentence', () => {
    expect([clickWord(false), clickWord(true)]).toEqual(['click', 'tap']);
    expect([clickWord(false, true), clickWord(true, true)]).toEqual(['Click', 'Tap']);
  });

  it('takes a screen it cannot ask (no window) as one with a mouse', () => {
    expect(touchScreen()).toBe(false);
  });
});
