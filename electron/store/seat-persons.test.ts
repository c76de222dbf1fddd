import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { mustOpen, removeTempDirs, sampleGame, sampleSnapshot, tempDir } from './testing';

afterAll(removeTempDirs);

describe('who played each seat', () => {
  it('records each seat’s person, at the host screen or on the network, once each, and keeps them', () => {
    const file = path.join(tempDir(), 'records.db');
    const store = mustOpen(file);
    store.games.create(sampleGame('g1'), sampleSnapshot(0));
    store.seatPersons.record('g1', 0, 'Nonna', 'here');
    store.seatPersons.record('g1', 1, 'Cousin Vinny', 'network');
    store.seatPersons.record('g1', 1, 'Cousin Vinny', 'network');
    store.seatPersons.record('g1', 1, 'Zio', 'here');
    expect(store.seatPersons.list('g1')).toEqual([
      { seat: 0, name: 'Nonna', place: 'here' },
      { seat: 1, name: 'Zio', place: 'here' },
      { seat: 1, name: 'Cousin Vinny', place: 'network' },
    ]);
    expect(store.seatPersons.list('other')).toEqual([]);
    store.close();
    const again = mustOpen(file);
    expect(again.seatPersons.list('g1')).toHaveLength(3);
    again.close();
  });

  it('brings a records file from before seat persons up to date, its games untouched', () => {
    const file = path.join(tempDir(), 'old.db');
    const store = mustOpen(file);
    store.games.create(sampleGame('old'), sampleSnapshot(0));
    store.close();
    // As the previous version left it: schema version 1, no list indexes, no seat persons table.
    const db = new Database(file);
    db.exec(
      'DROP TABLE game_tallies; DROP TABLE seat_persons; DROP TABLE decision_clocks; DROP INDEX games_summary; DROP INDEX games_summary_by_status;',
    );
    db.pragma('user_version = 1');
    db.close();
    const reopened = mustOpen(file);
    expect(reopened.games.get('old')).toBeDefined();
    expect(reopened.seatPersons.list('old')).toEqual([]);
    reopened.seatPersons.record('old', 0, 'Ann', 'network');
    expect(reopened.seatPersons.list('old')).toEqual([{ seat: 0, name: 'Ann', place: 'network' }]);
    reopened.close();
  });
});
