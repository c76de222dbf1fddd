import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '@core/protocol/limits';
import { fileProblem, importSummary } from './import-summary';

describe('saved game files opened together', () => {
  it('counts the games added and those already there, and names each file that could not be opened', () => {
    expect(
      importSummary([
        { name: 'a.mobnight', matchId: 'a' },
        { name: 'b.mobnight', matchId: 'b' },
        { name: 'c.mobnight', matchId: 'c', already: true },
        { name: 'list.txt', problem: 'It is not a Mob Night game file.' },
      ]),
    ).toEqual({
      added: 'Added 2 games to History; 1 game was already there.',
      problems: ['list.txt could not be opened. It is not a Mob Night game file.'],
    });
  });

  it('says no game was added when every file was already there, and nothing when none held a game', () => {
    expect(
      importSummary([
        { name: 'a', matchId: 'a', already: true },
        { name: 'b', matchId: 'b', already: true },
      ]).added,
    ).toBe('No game added: 2 games were already there.');
    expect(importSummary([{ name: 'a', matchId: 'a' }]).added).toBe('Added 1 game to History.');
    expect(importSummary([{ name: 'x', problem: 'Damaged.' }])).toEqual({
      added: null,
      problems: ['x could not be opened. Damaged.'],
    });
  });
});

describe('a file not worth sending to the host', () => {
  it('an empty file is said to be empty, not a validation message', () => {
    expect(fileProblem(0, '')).toBe('The file is empty: it holds no game.');
    expect(fileProblem(3, ' \n ')).toBe('The file is empty: it holds no game.');
  });

  it('a file not text at all is measured as it would be sent, and said to be too large rather than cutting the connection', () => {
    // Half the limit in bytes, but each byte that is not text goes as a six-character escape.
    const picture = '\u0001'.repeat(Math.floor(MAX_FRAME_BYTES / 2));
    expect(fileProblem(picture.length, picture)).toBe('It is larger than a Mob Night game file can be.');
    expect(fileProblem(MAX_FRAME_BYTES + 1, '\u0089PNG')).toBe('It is larger than a Mob Night game file can be.');
  });

  it('a whole records file is told apart from a saved game', () => {
    expect(fileProblem(4096, 'SQLite format 3\u0000...')).toMatch(/^It is a whole records file/);
    // Larger than any game file, as records files usually are: still told for what it is.
    expect(fileProblem(MAX_FRAME_BYTES * 8, 'SQLite format 3\u0000')).toMatch(/^It is a whole records file/);
  });

  it('a game file of an ordinary size goes to the host', () => {
    expect(fileProblem(40, '{"format":"mob-night-game","version":1}')).toBeNull();
  });
});
