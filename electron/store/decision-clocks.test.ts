import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from './schema';
import { storePragmas } from './store';
import { mustOpen, removeTempDirs, sampleGame, sampleSnapshot, tempDir } from './testing';

afterAll(removeTempDirs);

describe('what is left of a decision clock, kept in the records', () => {
  it('a records file of schema 6 (before clocks were kept) opens with its games, and keeps clocks from then on', () => {
    const file = `${tempDir()}/six.db`;
    const store = mustOpen(file);
    store.games.create(sampleGame('old'), sampleSnapshot(0));
    store.close();
    // The file as the version before this one left it: no table of clocks, schema 6.
    const db = new Database(file);
    db.exec('DROP TABLE decision_clocks');
    db.pragma('user_version = 6');
    db.close();

    const again = mustOpen(file);
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
    expect(again.games.get('old')?.status).toBe('active');
    // A game from before has no clock kept: its next clock starts full.
    expect(again.clocks.get('old')).toBeUndefined();
    again.clocks.put('old', { key: 'movement-3:1', remainingMs: 41_250, paused: false });
    expect(again.clocks.get('old')).toEqual({ key: 'movement-3:1', remainingMs: 41_250, paused: false });
    again.close();
  });

  it('keeps one clock a game, the newest, and leaves every other write synced as before', () => {
    const file = `${tempDir()}/c.db`;
    const store = mustOpen(file);
    store.clocks.put('g', { key: 'move-1-0:0', remainingMs: 12_345.6, paused: true });
    store.clocks.put('g', { key: 'move-2-1:1', remainingMs: 240_000, paused: false });
    store.clocks.put('h', { key: 'v7:2', remainingMs: -5, paused: false });
    expect(store.clocks.get('g')).toEqual({ key: 'move-2-1:1', remainingMs: 240_000, paused: false });
    expect(store.clocks.get('h')).toEqual({ key: 'v7:2', remainingMs: 0, paused: false });
    expect(storePragmas(store).synchronous).toBe(2);
    store.close();
    // Kept across a restart; a write to a closed store is let go (the game goes on without it).
    const again = mustOpen(file);
    expect(again.clocks.get('g')?.remainingMs).toBe(240_000);
    again.close();
    expect(() => again.clocks.put('g', { key: 'x', remainingMs: 1, paused: false })).not.toThrow();
  });
});
