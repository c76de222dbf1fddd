import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mustOpen, removeTempDirs, sampleAction, sampleGame, sampleSnapshot, tempDir } from './testing';
import { TALLY_BYTES, readTally, tallyPath } from './tally';

afterAll(removeTempDirs);

describe('the tally beside the records file', () => {
  it('follows every move, rewritten in place at a fixed length', () => {
    const file = path.join(tempDir(), 'mob-night.db');
    const store = mustOpen(file);
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    const inode = fs.statSync(tallyPath(file)).ino;
    for (let seq = 1; seq <= 12; seq++) {
      store.actions.append('g', sampleAction(seq));
      expect(readTally(file)).toEqual({ players: 0, games: 1, actions: seq });
    }
    // The same file, rewritten where it is (no new file renamed over it), always the same length.
    expect(fs.statSync(tallyPath(file)).ino).toBe(inode);
    expect(fs.statSync(tallyPath(file)).size).toBe(TALLY_BYTES);
    store.close();
    const again = mustOpen(file);
    expect(readTally(file)).toEqual({ players: 0, games: 1, actions: 12 });
    again.actions.append('g', sampleAction(13));
    expect(readTally(file)).toEqual({ players: 0, games: 1, actions: 13 });
    again.close();
  });
});
