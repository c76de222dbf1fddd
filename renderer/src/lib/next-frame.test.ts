import { describe, expect, it } from 'vitest';
import { atNextFrame } from './next-frame';

describe('atNextFrame', () => {
  it('does the work once at the next frame however many updates asked for it, and again after that frame', () => {
    const frames: (() => void)[] = [];
    let done = 0;
    const soon = atNextFrame(
      () => done++,
      (cb) => frames.push(cb),
    );
    soon();
    soon();
    soon();
    expect(done).toBe(0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(done).toBe(1);
    soon();
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(done).toBe(2);
  });
});
