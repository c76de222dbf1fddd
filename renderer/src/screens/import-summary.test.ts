import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

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
