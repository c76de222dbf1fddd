import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { removeTempDirs, tempDir } from './testing';
import { WalSync } from './wal-sync';

afterEach(() => vi.restoreAllMocks());
afterAll(removeTempDirs);

/** fs.fdatasync held until the test lets each call finish, in order. */
function heldSyncs(): { started: number; finish: () => void } {
  const waiting: ((e: Error | null) => void)[] = [];
  const state = { started: 0, finish: () => waiting.shift()?.(null) };
  vi.spyOn(fs, 'fdatasync').mockImplementation(((_fd: number, done: (e: Error | null) => void) => {
    state.started++;
    waiting.push(done);
  }) as typeof fs.fdatasync);
  return state;
}

const settled = () => new Promise((ok) => setImmediate(ok));

describe('WalSync', () => {
  it('answers a call made while a sync runs only with a sync begun after it, one for all who waited', async () => {
    const file = path.join(tempDir(), 'records.db-wal');
    fs.writeFileSync(file, '');
    const syncs = heldSyncs();
    const wal = new WalSync(file);
    const done: string[] = [];
    void wal.after().then(() => done.push('a'));
    await settled();
    expect(syncs.started).toBe(1);
    // b and c commit while a's sync runs: it may have begun before their commits.
    void wal.after().then(() => done.push('b'));
    void wal.after().then(() => done.push('c'));
    syncs.finish();
    await settled();
    expect(done).toEqual(['a']);
    expect(syncs.started).toBe(2); // one more sync, begun after b's and c's calls
    syncs.finish();
    await settled();
    expect(done).toEqual(['a', 'b', 'c']);
    wal.close();
  });

  it('rejects when the disk fails the sync, and the next caller gets a sync of its own', async () => {
    const file = path.join(tempDir(), 'records.db-wal');
    fs.writeFileSync(file, '');
    let fail = true;
    vi.spyOn(fs, 'fdatasync').mockImplementation(((_fd: number, done: (e: Error | null) => void) =>
      done(fail ? new Error('EIO') : null)) as typeof fs.fdatasync);
    const wal = new WalSync(file);
    await expect(wal.after()).rejects.toThrow('EIO');
    fail = false;
    await expect(wal.after()).resolves.toBeUndefined();
    wal.close();
  });

  it('syncs at once on close while a sync is owed, and closes its file after the syncs under way', async () => {
    const file = path.join(tempDir(), 'records.db-wal');
    fs.writeFileSync(file, '');
    const syncs = heldSyncs();
    const now = vi.spyOn(fs, 'fdatasyncSync');
    const closed = vi.spyOn(fs, 'closeSync');
    const wal = new WalSync(file);
    const first = wal.after();
    const second = wal.after();
    await settled();
    wal.close();
    expect(now).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
    syncs.finish();
    await Promise.all([first, second]);
    await settled();
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
