import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SIZE_CHECK_EVERY } from './checkpoints';
import type { StoreOptions } from './store';
import { mustOpen, removeTempDirs, sampleAction, sampleGame, sampleSnapshot, tempDir } from './testing';

afterAll(removeTempDirs);

const walBytes = (file: string): number => fs.statSync(`${file}-wal`).size;
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
    const { file, store, move } = table({ checkpoints: { idleMs: 60_000, maxWalBytes: 64 * 1024 * 1024 } });
    const records = fs.statSync(file).size;
    const synced: Promise<void>[] = [];
    for (let i = 0; i < 500; i++) {
      synced.push(move());
      expect(fs.statSync(file).size).toBe(records);
      await nextTurn();
    }
    await Promise.all(synced);
    expect(walBytes(file)).toBeGreaterThan(1000 * 4096);
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
      const size = walBytes(file);
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

  it('checkpoints a store left idle once its log is long enough, emptying it into the records file', async () => {
    const { file, store, move } = table({ checkpoints: { idleMs: 50, idleMinBytes: 100 * 1024 } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The log of the records file's creation: long enough, checkpointed, and started again at once (its
    // header and one page), so the next move's commit does not write and sync the header itself.
    expect(walBytes(file)).toBe(STARTED);
    await move();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(walBytes(file)).toBeGreaterThan(STARTED); // a few moves: left for later
    // Fifteen more moves, committed in one turn of the event loop (a slow sync cannot let the idle
    // checkpoint in between them): now the log is long enough.
    const moves = Array.from({ length: 15 }, () => move());
    expect(walBytes(file)).toBeGreaterThan(100 * 1024);
    const dbBefore = fs.statSync(file).size;
    await Promise.all(moves);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(walBytes(file)).toBe(STARTED);
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(dbBefore);
    expect(store.actions.list('g')).toHaveLength(16);
    store.close();
  });
});
