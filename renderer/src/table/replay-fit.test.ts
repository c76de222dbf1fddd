import { describe, expect, it } from 'vitest';
import { replayBoardHeight, roundLabelsShown } from './replay-fit';

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

describe('the rounds labelled on a replay’s timeline', () => {
  const rounds = Array.from({ length: 15 }, (_, i) => ({ seq: i * 35, label: `Round ${i + 1}` }));
  // "Round 13" some 55 px at the timeline's 0.7rem.
  const labelW = (text: string): number => text.length * 6.3 + 5;

  it('are at most a dozen, every other one of fifteen on a wide timeline', () => {
    const shown = roundLabelsShown(rounds, 530, 1800, labelW);
    expect(shown.map((r) => r.label)).toEqual([
      'Round 1',
      'Round 3',
      'Round 5',
      'Round 7',
      'Round 9',
      'Round 11',
      'Round 13',
      'Round 15',
    ]);
  });

  it('are fewer on a narrow one, where "Round 15", labelled left of its mark at the end, ran into "Round 13"', () => {
    const shown = roundLabelsShown(rounds, 530, 660, labelW);
    expect(shown.length).toBeLessThan(8);
    // No two touch: each label's box, the last ones ending at their marks.
    const boxes = shown.map((r) => {
      const x = (r.seq / 530) * 660;
      const w = labelW(r.label);
      return r.seq > 530 * 0.9 ? [x - w, x] : [x, x + w];
    });
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]![0]!).toBeGreaterThanOrEqual(boxes[i - 1]![1]!);
  });

  it('are thinned only to a dozen before the timeline is laid out', () => {
    expect(roundLabelsShown(rounds, 530, 0, labelW)).toHaveLength(8);
  });
});
