import { describe, expect, it } from 'vitest';
import { turnLimitWords } from './turn-limit';

describe('the turn limit in the table status (G-15.2)', () => {
  it('G-15.2 says the turn out of the limit, and nothing more before the last round', () => {
    expect(turnLimitWords(37, null, 2)).toEqual({ count: 'Turn 37', note: null });
    expect(turnLimitWords(37, 40, 2)).toEqual({ count: 'Turn 37 of 40', note: null });
    expect(turnLimitWords(36, 40, 4)).toEqual({ count: 'Turn 36 of 40', note: null });
  });

  it('G-15.2 says plainly when the last round of turns begins, and the very last turn', () => {
    expect(turnLimitWords(37, 40, 4).note).toBe(
      'The last round: 4 turns to go, this one included. Then the player worth the most wins.',
    );
    expect(turnLimitWords(39, 40, 2).note).toBe(
      'The last round: 2 turns to go, this one included. Then the player worth the most wins.',
    );
    expect(turnLimitWords(40, 40, 2).note).toBe('The last turn: after it the player worth the most wins.');
    // A single player left: only the very last turn is worth a note.
    expect(turnLimitWords(39, 40, 1).note).toBeNull();
  });
});
