import { describe, expect, it, vi } from 'vitest';
import { playChime, RINGS, stillRinging, type Cue } from './sound';

describe('the table’s sounds', () => {
  it('a till still ringing is heard once, not started again on top of itself', () => {
    const started = new Map<Cue, number>();
    // Six stick-ups in a second, as fast computer players make them: the till starts twice, not six times.
    const heard = [0, 0.17, 0.34, 0.51, 0.68, 0.85].filter((t) => !stillRinging(started, 'cash', t));
    expect(heard).toEqual([0, 0.68]);
  });

  it('another sound is never held back by one still ringing, and each rings for its own length', () => {
    const started = new Map<Cue, number>();
    expect(stillRinging(started, 'dice', 10)).toBe(false);
    expect(stillRinging(started, 'cash', 10.05)).toBe(false);
    expect(stillRinging(started, 'dice', 10 + RINGS.dice / 2)).toBe(true);
    expect(stillRinging(started, 'dice', 10 + RINGS.dice)).toBe(false);
  });
});

describe('the page’s audio', () => {
  it('makes no sound before anyone has touched the page (a browser would keep it silent and warn), and sounds after', () => {
    let made = 0;
    let tones = 0;
    const node = () => ({
      connect: (n: unknown) => n,
      gain: { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      frequency: { value: 0 },
      start: () => void tones++,
      stop: () => undefined,
    });
    class FakeContext {
      currentTime = 0;
      destination = {};
      constructor() {
        made++;
      }
      createGain = node;
      createOscillator = node;
    }
    const activation = { hasBeenActive: false };
    vi.stubGlobal('AudioContext', FakeContext);
    vi.stubGlobal('navigator', { userActivation: activation });
    try {
      playChime(1);
      expect([made, tones]).toEqual([0, 0]);
      activation.hasBeenActive = true;
      playChime(1);
      expect(made).toBe(1);
      expect(tones).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
