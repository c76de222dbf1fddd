import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import Database from 'better-sqlite3';
import { Checkpoints, MAX_WAL_BYTES, PREPARED_MARGIN_BYTES, SIZE_CHECK_EVERY } from './checkpoints';
import type { StoreOptions } from './store';
import { mustOpen, removeTempDirs, sampleAction, sampleGame, sampleSnapshot, tempDir } from './testing';
import { WalLength } from './wal-length';

afterAll(removeTempDirs);

/** The size of the log's file. */
const walBytes = (file: string): number => fs.statSync(`${file}-wal`).size;
/** The log's own length, from SQLite's wal-index (the file is kept and written over). */
const logBytes = (file: string): number => {
  const wal = new WalLength(`${file}-wal`, `${file}-shm`);
  try {
    return wal.logBytes();
  } finally {
    wal.close();
  }
};
/** A log started again: its 32-byte header and one 4 KiB page with its 24-byte frame header. */
const STARTED = 32 + 24 + 4096;
/** One turn of the event loop, as between two moves arriving over the network. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A store with one game, and a function that appends its next move the host's way. */
function table(opts: StoreOptions) {
  const file = path.join(tempDir(), 'records.db');
  const store = mustOpen(file, opts);
  store.games.create(sampleGame('g'), sampleSnapshot(0));
  let seq = 0;
  return { file, store, move: () => store.actions.appendAsync('g', sampleAction(++seq)) };
}

describe('checkpoints off the move path', () => {
  it('makes no checkpoint inside a move while moves keep coming: the records file is left alone', async () => {
    // 500 moves (two or three pages each) write past the 1,000 pages at which SQLite would checkpoint
    // inside a commit, copying the log into the records file (which grows); here only the log grows,
    // until the table is idle.
    const { file, store, move } = table({ checkpoints: { idleMs: 60_000, maxWalBytes: 8 * 1024 * 1024 } });
    const records = fs.statSync(file).size;
    const synced: Promise<void>[] = [];
    for (let i = 0; i < 500; i++) {
      synced.push(move());
      expect(fs.statSync(file).size).toBe(records);
      await nextTurn();
    }
    await Promise.all(synced);
    expect(logBytes(file)).toBeGreaterThan(1000 * 4096);
    store.close();
    expect(fs.statSync(file).size).toBeGreaterThan(records);
    expect(mustOpen(file).actions.list('g')).toHaveLength(500);
  });

  it('keeps the log within its bound through a long busy run, checkpointing between moves', async () => {
    const bound = 64 * 1024;
    const { file, store, move } = table({ checkpoints: { idleMs: 60_000, maxWalBytes: bound } });
    let most = 0;
    let cuts = 0;
    let last = 0;
    const synced: Promise<void>[] = [];
    for (let i = 0; i < 120; i++) {
      synced.push(move());
      const size = logBytes(file);
      expect(walBytes(file)).toBe(bound + PREPARED_MARGIN_BYTES); // written over, never lengthened
      most = Math.max(most, size);
      if (size < last) cuts++;
      last = size;
      await nextTurn();
    }
    // At most the pages of the moves between two looks at the size (each a few frames of 4 KiB).
    expect(most).toBeLessThan(bound + SIZE_CHECK_EVERY * 12 * 4120);
    await Promise.all(synced);
    expect(cuts).toBeGreaterThan(5);
    store.close();
    expect(mustOpen(file).actions.list('g')).toHaveLength(120);
  });

  it('checkpoints a store left idle once its log is long enough, then writes the log over from its head', async () => {
    const { file, store, move } = table({ checkpoints: { idleMs: 50, idleMinBytes: 100 * 1024 } });
    // Opening made the log's file longer than the idle checkpoint lets the log grow, checkpointed it and
    // started the log again (its header and one page), so the next move's commit does not write and
    // sync the header itself; creating the game added a few pages.
    const prepared = walBytes(file);
    expect(prepared).toBe(MAX_WAL_BYTES + PREPARED_MARGIN_BYTES);
    expect(logBytes(file)).toBeLessThan(100 * 1024);
    await move();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const few = logBytes(file);
    expect(few).toBeGreaterThan(STARTED); // a few moves: left for later
    // Fifteen more moves, committed in one turn of the event loop (a slow sync cannot let the idle
    // checkpoint in between them): now the log is long enough.
    const moves = Array.from({ length: 15 }, () => move());
    expect(logBytes(file)).toBeGreaterThan(100 * 1024);
    const dbBefore = fs.statSync(file).size;
    await Promise.all(moves);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logBytes(file)).toBe(STARTED);
    // The file kept its length: the moves wrote over it, and the next ones write over it again.
    expect(walBytes(file)).toBe(prepared);
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(dbBefore);
    await move();
    expect(logBytes(file)).toBeGreaterThan(STARTED);
    expect(walBytes(file)).toBe(prepared);
    expect(store.actions.list('g')).toHaveLength(17);
    store.close();
    expect(mustOpen(file).actions.list('g')).toHaveLength(17);
  });

  it('prepares the log when the store opens, so the first moves write over it instead of lengthening it', async () => {
    const { file, store, move } = table({});
    const prepared = walBytes(file);
    expect(prepared).toBe(MAX_WAL_BYTES + PREPARED_MARGIN_BYTES);
    for (let i = 0; i < 60; i++) await move();
    expect(logBytes(file)).toBeGreaterThan(60 * 4096);
    expect(walBytes(file)).toBe(prepared);
    store.close();
    // Closed cleanly: SQLite checkpointed and removed the log; the moves are in the records file.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = mustOpen(file);
    expect(again.actions.list('g')).toHaveLength(60);
    expect(walBytes(file)).toBe(prepared);
    again.close();
  });
});

describe('checkpoints where the log cannot be measured', () => {
  it("cuts the log's file to nothing at each checkpoint instead, and does not prepare it", async () => {
    const file = path.join(tempDir(), 'plain.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE t (v TEXT)');
    // The wal-index is looked for where there is none: its length falls back to the file's size.
    const checkpoints = new Checkpoints(
      db,
      `${file}-wal`,
      5000,
      { idleMs: 30, idleMinBytes: 16 * 1024 },
      `${file}-nowhere`,
    );
    expect(walBytes(file)).toBeLessThan(16 * 1024); // not prepared
    for (let i = 0; i < 10; i++) {
      db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(3000));
      checkpoints.committed();
    }
    expect(walBytes(file)).toBeGreaterThan(16 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(walBytes(file)).toBe(STARTED); // cut, then started again by the checkpoint's own commit
    checkpoints.close();
    db.close();
  });
});

describe('checkpoints on a full disk', () => {
  it('opens even when the log cannot be given its length (a full disk), the log then growing as moves come', () => {
    const file = path.join(tempDir(), 'full.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (v TEXT)');
    const level = Number(db.pragma('synchronous', { simple: true }));
    // The disk fills after a few of the preparing commits.
    let left = 5;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      const st = prepare(sql);
      if (!sql.startsWith('PRAGMA application_id')) return st;
      const run = st.run.bind(st);
      st.run = (...a: unknown[]) => {
        if (left-- <= 0) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        return run(...a);
      };
      return st;
    }) as typeof db.prepare;
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a));
    const checkpoints = new Checkpoints(db, `${file}-wal`, 5000, { idleMs: 60_000 });
    spy.mockRestore();
    expect(String(errors[0])).toMatch(/could not be given its length/);
    expect(walBytes(file)).toBeLessThan(MAX_WAL_BYTES);
    expect(db.pragma('synchronous', { simple: true })).toBe(level); // as it was before
    db.prepare('INSERT INTO t VALUES (?)').run('a move');
    checkpoints.committed();
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(1);
    checkpoints.close();
    db.close();
  });
});
