import { describe, expect, it } from 'vitest';
import { replayBoardHeight } from './replay-fit';

describe('a replayed board in a short window', () => {
  it('takes what a 1280×720 window zoomed to 150% leaves under the bar and the controls', () => {
    // 480 px high, the app's bar 63 px and the controls 90 px: the board 311 px, the three 480 px together.
    const h = replayBoardHeight(480, 63, 90, { least: 256, most: 480 * 0.7 });
    expect(h).toBe(311);
    expect(63 + 90 + 16 + h).toBeLessThanOrEqual(480);
  });

  it('keeps its least height in a tinier window, and its most in a tall one', () => {
    expect(replayBoardHeight(360, 63, 90, { least: 256, most: 252 * 2 })).toBe(256);
    expect(replayBoardHeight(1080, 63, 90, { least: 256, most: 400 })).toBe(400);
  });
});
