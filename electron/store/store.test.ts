import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/protocol';
import { SCHEMA_VERSION } from './schema';
import { storePragmas } from './store';
import { mustOpen, sampleAction, sampleGame, sampleSnapshot, removeTempDirs, tempDir } from './testing';

/** A clock that moves one second per reading, so orderings by time are well defined. */
function ticking(start = Date.parse('2026-11-30T11:40:00.000Z')): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

afterAll(removeTempDirs);

describe('schema and pragmas', () => {
  it('creates every table at the current schema version, in WAL mode', () => {
    const file = path.join(tempDir(), 'nested', 'records.db');
    const store = mustOpen(file);
    store.close();
    const db = new Database(file, { readonly: true });
    const tables = (
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((r) => r.name);
    expect(tables).toEqual([
      'actions',
      'campaigns',
      'decision_clocks',
      'game_tallies',
      'games',
      'players',
      'seat_persons',
      'settings',
      'snapshots',
    ]);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('uses WAL, synchronous FULL and foreign keys on its own connection', () => {
    const store = mustOpen(path.join(tempDir(), 'records.db'));
    expect(storePragmas(store)).toEqual({ journalMode: 'wal', synchronous: 2, foreignKeys: 1, busyTimeout: 5000 });
    // Foreign keys at work: a game cannot name a campaign that does not exist.
    expect(() => store.games.create(sampleGame('g', { campaignId: 'missing' }), sampleSnapshot(0))).toThrow(
      /FOREIGN KEY/,
    );
    store.close();
  });

  it('appendAsync commits at once, resolves each call after a sync, and leaves the connection at FULL', async () => {
    const file = path.join(tempDir(), 'records.db');
    const store = mustOpen(file);
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    // Several in flight at once: each is readable at once and each promise resolves.
    const saved = [1, 2, 3, 4].map((seq) => store.actions.appendAsync('g', sampleAction(seq)));
    expect(store.actions.list('g').map((a) => a.seq)).toEqual([1, 2, 3, 4]);
    await Promise.all(saved);
    expect(storePragmas(store).synchronous).toBe(2);
    // A bad row throws before anything is promised, as `append` does.
    expect(() => store.actions.appendAsync('g', sampleAction(9))).toThrow(/does not follow/);
    const last = store.actions.appendAsync('g', sampleAction(5));
    store.close(); // closing with a sync owed syncs first
    await last;
    const again = mustOpen(file);
    expect(again.actions.list('g')).toHaveLength(5);
    again.close();
  });

  it('keeps data across reopening', () => {
    const file = path.join(tempDir(), 'records.db');
    const a = mustOpen(file);
    const vera = a.players.add({ name: 'Vera', colour: 'red', emblem: 'rose' });
    a.close();
    const b = mustOpen(file);
    expect(b.players.list()).toEqual([vera]);
    b.close();
  });
});

describe('players', () => {
  it('adds, renames, recolours and archives players, and the roster survives reopening', () => {
    const file = path.join(tempDir(), 'records.db');
    const store = mustOpen(file, { now: ticking() });
    const vera = store.players.add({ name: 'Vera', colour: 'red', emblem: 'rose' });
    const sal = store.players.add({ name: 'Sal', colour: 'blue', emblem: 'cigar' });
    expect(vera.id).not.toBe(sal.id);
    expect(store.players.update({ id: vera.id, name: 'Vera V.' })).toEqual({ ...vera, name: 'Vera V.' });
    expect(store.players.update({ id: sal.id, colour: 'green', emblem: 'ace' })).toEqual({
      ...sal,
      colour: 'green',
      emblem: 'ace',
    });
    expect(store.players.update({ id: 'nobody', name: 'X' })).toBeUndefined();
    expect(store.players.remove(sal.id)).toBe(true);
    expect(store.players.remove(sal.id)).toBe(false);
    expect(store.players.update({ id: sal.id, name: 'Ghost' })).toBeUndefined();
    store.close();

    const again = mustOpen(file);
    expect(again.players.list()).toEqual([{ ...vera, name: 'Vera V.' }]);
    again.close();
  });
});

describe('settings', () => {
  it('starts at the defaults, and an update persists merged over them', () => {
    const file = path.join(tempDir(), 'records.db');
    const store = mustOpen(file);
    expect(store.settings.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.settings.update({ volume: 0.2, palette: 'colour-blind' })).toEqual({
      ...DEFAULT_SETTINGS,
      volume: 0.2,
      palette: 'colour-blind',
    });
    store.close();
    const again = mustOpen(file);
    expect(again.settings.get()).toEqual({ ...DEFAULT_SETTINGS, volume: 0.2, palette: 'colour-blind' });
    again.close();
  });
});

describe('campaigns', () => {
  it('creates and lists campaigns, newest first', () => {
    const store = mustOpen(path.join(tempDir(), 'records.db'), { now: ticking() });
    const first = store.campaigns.create({ name: 'Chicago 1929', gameId: 'gangsters' });
    const second = store.campaigns.create({ name: 'Harlem nights', gameId: 'supergang' });
    expect(store.campaigns.list()).toEqual([second, first]);
    store.close();
  });
});

describe('games, actions and snapshots', () => {
  it('creates a game with its version-0 snapshot and reads it back exactly', () => {
    const store = mustOpen(path.join(tempDir(), 'records.db'), { now: ticking() });
    const campaign = store.campaigns.create({ name: 'Chicago', gameId: 'gangsters' });
    const created = store.games.create(sampleGame('g1', { campaignId: campaign.id }), sampleSnapshot(0));
    expect(created).toMatchObject({
      ...sampleGame('g1', { campaignId: campaign.id }),
      status: 'active',
      actionCount: 0,
    });
    expect(created.outcome).toBeNull();
    expect(store.games.get('g1')).toEqual(created);
    expect(store.games.get('nope')).toBeUndefined();
    expect(store.snapshots.latest('g1')).toEqual(sampleSnapshot(0));
    store.close();
  });

  it('lists games newest first, filters by status, and records the outcome', () => {
    const store = mustOpen(path.join(tempDir(), 'records.db'), { now: ticking() });
    for (const id of ['a', 'b', 'c']) store.games.create(sampleGame(id), sampleSnapshot(0));
    expect(store.games.list().map((g) => g.id)).toEqual(['c', 'b', 'a']);
    store.games.setStatus('a', 'finished', { winners: [1], scores: [3, 7], reason: 'Lefty ran the town.' });
    // Finishing 'a' touched it last, so it is now the newest.
    expect(store.games.list().map((g) => g.id)).toEqual(['a', 'c', 'b']);
    expect(store.games.list({ status: 'finished' }).map((g) => g.id)).toEqual(['a']);
    expect(store.games.list({ status: 'active', limit: 1 }).map((g) => g.id)).toEqual(['c']);
    expect(store.games.get('a')?.outcome).toEqual({ winners: [1], scores: [3, 7], reason: 'Lefty ran the town.' });
    expect(() => store.games.setStatus('zzz', 'abandoned', null)).toThrow(/no game zzz/);
    store.close();
  });

  it('appends actions in order and lists them, with snapshots found at or before a version', () => {
    const file = path.join(tempDir(), 'records.db');
    const store = mustOpen(file, { now: ticking() });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    const before = store.games.get('g')?.updatedAt;
    for (let seq = 1; seq <= 7; seq++) {
      store.actions.append('g', sampleAction(seq), seq % 3 === 0 ? sampleSnapshot(seq) : undefined);
    }
    const game = store.games.get('g');
    expect(game?.actionCount).toBe(7);
    expect(game && before && game.updatedAt > before).toBe(true);
    const listed = store.actions.list('g');
    expect(listed.map(({ createdAt: _c, ...rest }) => rest)).toEqual([1, 2, 3, 4, 5, 6, 7].map(sampleAction));
    expect(store.actions.list('g', 5).map((a) => a.seq)).toEqual([6, 7]);
    expect(store.snapshots.latest('g')?.seq).toBe(6);
    expect(store.snapshots.latest('g', 5)).toEqual(sampleSnapshot(3));
    expect(store.snapshots.latest('g', 2)).toEqual(sampleSnapshot(0));
    expect(store.snapshots.latest('other')).toBeUndefined();
    store.close();
    expect(mustOpen(file).actions.list('g')).toHaveLength(7);
  });

  it('refuses an action with the wrong seq and writes nothing', () => {
    const store = mustOpen(path.join(tempDir(), 'records.db'));
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    store.actions.append('g', sampleAction(1));
    const before = store.games.get('g');
    expect(() => store.actions.append('g', sampleAction(3), sampleSnapshot(3))).toThrow(/does not follow action 1/);
    expect(() => store.actions.append('g', sampleAction(1))).toThrow(/does not follow/);
    // A snapshot of the wrong version rolls back the action written before the check.
    expect(() => store.actions.append('g', sampleAction(2), sampleSnapshot(9))).toThrow(/must be of version 2/);
    expect(() => store.actions.append('missing', sampleAction(1))).toThrow(/no game missing/);
    expect(store.games.get('g')).toEqual(before);
    expect(store.actions.list('g').map((a) => a.seq)).toEqual([1]);
    expect(store.snapshots.latest('g')?.seq).toBe(0);
    store.close();
  });

  it('refuses a game whose first snapshot is not version 0, leaving no game behind', () => {
    const store = mustOpen(path.join(tempDir(), 'records.db'));
    expect(() => store.games.create(sampleGame('g'), sampleSnapshot(4))).toThrow(/version 0/);
    expect(store.games.list()).toEqual([]);
    store.close();
  });
});
