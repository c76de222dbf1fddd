import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from './schema';
import { mustOpen, removeTempDirs, sampleGame, sampleSnapshot, tempDir } from './testing';

afterAll(removeTempDirs);

describe('campaigns and kept counts', () => {
  it('a records file of schema 3 migrates: its games stay, campaigns and kept counts work', () => {
    const file = `${tempDir()}/three.db`;
    const store = mustOpen(file);
    store.games.create(sampleGame('old'), sampleSnapshot(0));
    store.close();
    const db = new Database(file);
    db.exec('DROP TABLE game_tallies; DROP TABLE decision_clocks');
    db.pragma('user_version = 3');
    db.close();

    const again = mustOpen(file);
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
    expect(again.games.summary('old')?.campaignId).toBeNull();
    again.tallies.put('old', 1, [[1, 2]]);
    expect(again.tallies.get('old', 1)).toEqual([[1, 2]]);
    again.close();
  });

  it('files games under a campaign, lists them by campaign, renames, and keeps the list order', () => {
    let t = 0;
    const store = mustOpen(`${tempDir()}/c.db`, { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++)) });
    for (const id of ['a', 'b', 'c']) store.games.create(sampleGame(id), sampleSnapshot(0));
    const winter = store.campaigns.create({ name: 'Winter', gameId: 'gangsters' });
    expect(store.campaigns.assign('a', winter.id)).toBe(true);
    expect(store.campaigns.assign('c', winter.id)).toBe(true);
    expect(store.campaigns.assign('nope', winter.id)).toBe(false);
    expect(store.games.summaries({ campaignId: winter.id }).map((g) => g.id)).toEqual(['c', 'a']);
    expect(store.games.summaries().map((g) => g.id)).toEqual(['c', 'b', 'a']);
    expect(store.campaigns.list()).toEqual([{ ...winter, games: 2 }]);
    expect(store.campaigns.rename(winter.id, 'Winter 2026')?.name).toBe('Winter 2026');
    expect(store.campaigns.rename('nope', 'x')).toBeUndefined();
    store.campaigns.assign('c', null);
    expect(store.games.summaries({ campaignId: winter.id }).map((g) => g.id)).toEqual(['a']);
    // Deleted: its game stays, filed under none.
    expect(store.campaigns.remove(winter.id)).toEqual({ games: 1 });
    expect(store.campaigns.list()).toEqual([]);
    expect(store.games.summaries().map((g) => [g.id, g.campaignId])).toEqual([
      ['c', null],
      ['b', null],
      ['a', null],
    ]);
    expect(store.campaigns.remove(winter.id)).toBeUndefined();
    store.close();
  });

  it('kept counts answer only their own version and go with their game', () => {
    const store = mustOpen(`${tempDir()}/t.db`);
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    store.tallies.put('g', 1, [[3], [4]]);
    expect(store.tallies.get('g', 2)).toBeUndefined();
    store.tallies.put('g', 2, [[5], [6]]);
    expect(store.tallies.get('g', 2)).toEqual([[5], [6]]);
    store.games.remove('g');
    expect(store.tallies.get('g', 2)).toBeUndefined();
    store.close();
  });

  it('a game row with damaged JSON is listed, marked unreadable, beside the sound ones', () => {
    const file = `${tempDir()}/d.db`;
    let t = 0;
    const store = mustOpen(file, { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++)) });
    for (const id of ['ok', 'bad']) store.games.create(sampleGame(id), sampleSnapshot(0));
    store.close();
    const db = new Database(file);
    db.exec("PRAGMA ignore_check_constraints = ON; UPDATE games SET seats = '[{' WHERE id = 'bad'");
    db.close();
    const again = mustOpen(file);
    const list = again.games.summaries();
    expect(list.map((g) => [g.id, g.unreadable ?? false])).toEqual([
      ['bad', true],
      ['ok', false],
    ]);
    again.close();
  });
});
