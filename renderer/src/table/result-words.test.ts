import { describe, expect, it } from 'vitest';
import { repeatsResult, resultParts } from './result-words';

describe('a result line as the final scores and History show it', () => {
  it('NP-12.5 the clause it ends on goes to the small print: the words read without it', () => {
    expect(resultParts('Most Respect after five rounds (NP-12.5).')).toEqual({
      text: 'Most Respect after five rounds.',
      clause: 'NP-12.5',
    });
    expect(resultParts('Most Respect after five rounds; the tie is won by having the most money (NP-12.9).')).toEqual({
      text: 'Most Respect after five rounds; the tie is won by having the most money.',
      clause: 'NP-12.9',
    });
    const plain = 'The time limit is reached: Dutch (Yellow) has the highest net worth, $44,700, and wins.';
    expect(resultParts(plain)).toEqual({ text: plain, clause: null });
  });

  it("a seat's note under the score table that says the headline again is left out; another note stays", () => {
    const reason = 'The time limit is reached: {seat:1} has the highest net worth, $44,700, and wins.';
    expect(repeatsResult(reason, reason)).toBe(true);
    // Nothing Personal's tie: the note cites the rule the headline ends on.
    expect(
      repeatsResult(
        'Level at the top; won the tie by having the most money (NP-12.9).',
        'Most Respect after five rounds; the tie is won by having the most money (NP-12.9).',
      ),
    ).toBe(true);
    expect(repeatsResult('Out of the game: its Gang was wiped out.', reason)).toBe(false);
    expect(repeatsResult('Out of the game.', 'The Red gang owns the whole Old Quarter district.')).toBe(false);
  });
});
