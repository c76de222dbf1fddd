import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import { mustOpen, removeTempDirs, sampleAction, sampleGame, sampleSnapshot, tempDir } from './testing';
import type { Store } from './types';

afterAll(removeTempDirs);

/** A clock that moves on one second at each reading, from 2026-01-01T00:00:00Z. */
function ticking() {
  let t = 0;
  return () => new Date(Date.UTC(2026, 0, 1, 0, 0, t++));
}
const second = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();

/** What every screen shows of a game: its count of moves and when it was last played. */
const shown = (g?: { id: string; actionCount: number; updatedAt: string }) => g && [g.id, g.actionCount, g.updatedAt];

/** Every way the store hands out game `id`'s count and last play. */
function everyReading(store: Store, id: string) {
  return [
    shown(store.games.get(id)),
    shown(store.games.summary(id)),
    shown(store.games.summaries().find((g) => g.id === id)),
    shown(store.games.list().find((g) => g.id === id)),
  ];
}

/** The game's row as it is in the file, read through a connection of its own. */
function rowOf(file: string, id: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT action_count, updated_at FROM games WHERE id = ?').get(id);
  } finally {
    db.close();
  }
}

describe("a game's progress (count of moves, last play) without a write to its row at every move", () => {
  it('a move writes only itself; every reading shows the count and the time of the last move, in list order', async () => {
    const store = mustOpen(path.join(tempDir(), 'r.db'), { now: ticking() });
    for (const id of ['a', 'b']) store.games.create(sampleGame(id), sampleSnapshot(0)); // a at 0 s, b at 1 s
    const created = rowOf(store.path, 'a');
    for (let seq = 1; seq <= 3; seq++) await store.actions.appendAsync('a', sampleAction(seq)); // 2, 3, 4 s
    expect(rowOf(store.path, 'a')).toEqual(created);
    expect(shown(store.games.get('a'))).toEqual(['a', 3, second(4)]);
    expect(shown(store.games.summary('a'))).toEqual(['a', 3, second(4)]);
    // A list: 'a', played last, comes first; the rows now hold what the list shows.
    expect(store.games.summaries().map(shown)).toEqual([
      ['a', 3, second(4)],
      ['b', 0, second(1)],
    ]);
    expect(rowOf(store.path, 'a')).toEqual({ action_count: 3, updated_at: second(4) });
    store.actions.append('a', sampleAction(4)); // 5 s
    expect(store.games.list({ status: 'active', limit: 1 }).map(shown)).toEqual([['a', 4, second(5)]]);
    expect(() => store.actions.append('a', sampleAction(4))).toThrow(/Action 4 does not follow action 4/);
    expect(() => store.actions.append('a', sampleAction(6))).toThrow(/Action 6 does not follow action 4/);
    store.close();
  });

  it('shows the same count and last play after the store is closed and opened again', async () => {
    const file = path.join(tempDir(), 'r.db');
    const store = mustOpen(file, { now: ticking() });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    for (let seq = 1; seq <= 30; seq++)
      await store.actions.appendAsync('g', sampleAction(seq), seq % 25 === 0 ? sampleSnapshot(seq) : undefined);
    const before = everyReading(store, 'g');
    expect(before).toEqual(Array.from({ length: 4 }, () => ['g', 30, second(30)]));
    await store.actions.appendAsync('g', sampleAction(31));
    store.close();
    const again = mustOpen(file, { now: ticking() });
    expect(everyReading(again, 'g')).toEqual(Array.from({ length: 4 }, () => ['g', 31, second(31)]));
    again.actions.append('g', sampleAction(32));
    expect(shown(again.games.get('g'))).toEqual(['g', 32, second(0)]);
    again.close();
  });

  it('catches up, on opening, a game whose progress was only in memory when the app stopped', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'r.db'), { now: ticking() });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    store.games.create(sampleGame('h'), sampleSnapshot(0));
    for (let seq = 1; seq <= 7; seq++) await store.actions.appendAsync('g', sampleAction(seq)); // 2 … 8 s
    // The app stops without closing (its files as a crash leaves them: the moves synced, the row behind).
    for (const suffix of ['', '-wal', '-tally'])
      fs.copyFileSync(`${store.path}${suffix}`, path.join(dir, `c.db${suffix}`));
    expect(rowOf(path.join(dir, 'c.db'), 'g')).toEqual({ action_count: 0, updated_at: second(0) });
    store.close();
    const copy = mustOpen(path.join(dir, 'c.db'), { now: ticking() });
    expect(everyReading(copy, 'g')).toEqual(Array.from({ length: 4 }, () => ['g', 7, second(8)]));
    expect(copy.games.summaries().map((g) => g.id)).toEqual(['g', 'h']);
    copy.actions.append('g', sampleAction(8));
    expect(shown(copy.games.get('g'))).toEqual(['g', 8, second(0)]);
    copy.close();
  });

  it('writes the count into the row with a change of status, and never lowers a count above the moves', async () => {
    const store = mustOpen(path.join(tempDir(), 'r.db'), { now: ticking() });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    for (let seq = 1; seq <= 2; seq++) await store.actions.appendAsync('g', sampleAction(seq)); // 1, 2 s
    store.games.setStatus('g', 'finished', { winners: [0], scores: [1, 0], reason: 'won' }); // 3 s
    expect(rowOf(store.path, 'g')).toEqual({ action_count: 2, updated_at: second(3) });
    expect(everyReading(store, 'g')).toEqual(Array.from({ length: 4 }, () => ['g', 2, second(3)]));
    // A row that counts a move the file has lost (damage) keeps its count: the loss still shows.
    const db = new Database(store.path);
    db.prepare("UPDATE games SET status = 'active', action_count = 3 WHERE id = 'g'").run();
    db.close();
    store.games.setStatus('g', 'abandoned', null);
    expect(shown(store.games.get('g'))).toEqual(['g', 3, second(4)]);
    expect(() => store.actions.append('g', sampleAction(3))).toThrow(/Action 3 does not follow action 3/);
    store.close();
  });

  it('a backup holds every game with its count and last play, moves added while it was made too', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'r.db'), { now: ticking(), backupDir: path.join(dir, 'backups') });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    for (let seq = 1; seq <= 4; seq++) await store.actions.appendAsync('g', sampleAction(seq));
    const taken = store.backup();
    await store.actions.appendAsync('g', sampleAction(5));
    const info = await taken;
    const held = store.readBackup(info.file, (b) => [shown(b.games.get('g')), b.actions.list('g').length]);
    const moves = held[1] as number;
    expect(held[0]).toEqual(['g', moves, second(moves)]);
    expect(moves).toBeGreaterThanOrEqual(4);
    store.close();
  });

  it('a records file of schema 5 (each move counted in its row) migrates and goes on from its last move', () => {
    const file = path.join(tempDir(), 'five.db');
    const db = new Database(file);
    for (const step of MIGRATIONS.slice(0, 5)) db.exec(step);
    db.pragma('user_version = 5');
    db.prepare(
      `INSERT INTO games (id, game_id, engine_version, options, seats, seed, dice_mode, campaign_id, setup_random,
        setup_events, status, outcome, created_at, updated_at, action_count)
       VALUES ('five', 'gangsters', '1', '{}', '[]', 's', 'seeded', NULL, '[]', '[]', 'active', NULL,
        '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:02.000Z', 2)`,
    ).run();
    for (let seq = 1; seq <= 2; seq++)
      db.prepare(
        `INSERT INTO actions (game_id, seq, seat, action, random, events, state_hash, created_at)
         VALUES ('five', ?, 0, '{"type":"roll"}', '[]', '[]', ?, ?)`,
      ).run(seq, `h${seq}`, `2025-01-01T00:00:0${seq}.000Z`);
    db.close();
    const store = mustOpen(file, { now: () => new Date(Date.UTC(2025, 0, 1, 0, 0, 9)) });
    const version = new Database(file, { readonly: true });
    expect(version.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    version.close();
    expect(shown(store.games.summary('five'))).toEqual(['five', 2, '2025-01-01T00:00:02.000Z']);
    expect(() => store.actions.append('five', sampleAction(2))).toThrow(/does not follow action 2/);
    store.actions.append('five', sampleAction(3));
    expect(shown(store.games.summaries()[0])).toEqual(['five', 3, '2025-01-01T00:00:09.000Z']);
    store.close();
  });
});
