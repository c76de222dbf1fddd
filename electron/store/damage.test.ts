/**
 * Damage that leaves a file SQLite will happily open: emptied, cut short, or a WAL it can only
 * partly apply after a crash. Each is reported like any damage, with the restore offer, and the
 * start/quit backups never push the good past out of the rotation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './store';
import { recoverStore } from './recover';
import { tallyPath } from './tally';
import { fileHash, mustOpen, removeTempDirs, sampleAction, sampleGame, sampleSnapshot, tempDir } from './testing';
import { WalLength } from './wal-length';

afterAll(removeTempDirs);

function clock(start: string, stepMs: number): () => Date {
  let t = Date.parse(start) - stepMs;
  return () => new Date((t += stepMs));
}

/** A family's records: a few games with moves, closed cleanly, with one backup taken. */
async function familyRecords(keepBackups = 5) {
  const dir = tempDir();
  const file = path.join(dir, 'mob-night.db');
  const now = clock('2026-11-30T20:00:00.000Z', 60_000);
  const store = mustOpen(file, { now, keepBackups });
  store.players.add({ name: 'Nonna', colour: 'red', emblem: 'rose' });
  for (const id of ['g1', 'g2', 'g3']) {
    store.games.create(sampleGame(id), sampleSnapshot(0));
    for (let seq = 1; seq <= 20; seq++) store.actions.append(id, sampleAction(seq));
  }
  const backup = await store.backup();
  store.close();
  return { dir, file, now, backup };
}

function problemOf(file: string, opts = {}) {
  const r = openStore(file, opts);
  if (r.ok) {
    r.store.close();
    throw new Error('expected the records file to be reported');
  }
  return r.status;
}

describe('records that vanish without an error', () => {
  it('reports an emptied (0-byte) file where records existed, offers the backup, and changes nothing', async () => {
    const { file, backup } = await familyRecords();
    fs.writeFileSync(file, '');
    const status = problemOf(file);
    expect(status.kind).toBe('lost');
    expect(status.message).toMatch(
      /Records are missing .*: it is empty, though it held 1 player, 3 games and 60 moves\./,
    );
    expect(status.message).toMatch(/Nothing has been changed; you can restore the newest backup/);
    // The copy counts the guest named in the games' seats (Vera) with the roster's Nonna.
    expect(status.backups).toEqual([expect.objectContaining({ file: backup.file, players: 2, games: 3, moves: 60 })]);
    expect(fs.statSync(file).size).toBe(0);
  });

  it('reports an emptied file by the backups alone when its tally is gone too', async () => {
    const { file } = await familyRecords();
    fs.writeFileSync(file, '');
    fs.rmSync(tallyPath(file));
    expect(problemOf(file).kind).toBe('lost');
  });

  it('reports a file replaced by a shorter one', async () => {
    const { file } = await familyRecords();
    const older = path.join(tempDir(), 'older.db');
    const s = mustOpen(older);
    s.games.create(sampleGame('g1'), sampleSnapshot(0));
    s.close();
    fs.copyFileSync(older, file);
    const status = problemOf(file);
    expect(status.kind).toBe('lost');
    expect(status.message).toMatch(
      /it holds 1 game and 0 moves, but it held 1 player, 3 games and 60 moves when last saved/,
    );
  });

  it('notices a WAL that SQLite cannot fully apply after a crash, and leaves the WAL as found', () => {
    const dir = tempDir();
    const file = path.join(dir, 'mob-night.db');
    const store = mustOpen(file);
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    for (let seq = 1; seq <= 30; seq++) store.actions.append('g', sampleAction(seq));
    // The state a crash leaves: the main file, its WAL (not checkpointed) and the tally, copied while open.
    const crashed = path.join(tempDir(), 'mob-night.db');
    for (const suffix of ['', '-wal', '-tally']) fs.copyFileSync(file + suffix, crashed + suffix);
    // The log is the head of its file (the store keeps the file longer, see checkpoints.ts).
    const length = new WalLength(`${file}-wal`, `${file}-shm`);
    const logged = length.logBytes();
    length.close();
    store.close();
    // Garble the WAL's later frames, as a failing disk or a torn write might.
    const wal = fs.readFileSync(`${crashed}-wal`);
    expect(logged).toBeGreaterThan(40_000);
    for (let i = Math.floor(logged * 0.6); i < logged; i += 97) wal[i] = (wal[i] as number) ^ 0xff;
    fs.writeFileSync(`${crashed}-wal`, wal);
    const before = [fileHash(crashed), fileHash(`${crashed}-wal`)];
    const status = problemOf(crashed);
    expect(status.kind).toBe('lost');
    expect(status.message).toMatch(/but it held 1 game and 30 moves when last saved/);
    expect([fileHash(crashed), fileHash(`${crashed}-wal`)]).toEqual(before);
  });

  it('opens normally after the user chose to start anew or restore', async () => {
    const { file, backup } = await familyRecords();
    fs.writeFileSync(file, '');
    const restored = recoverStore(file, { choice: 'restore-backup', file: backup.file });
    expect(restored.ok).toBe(true);
    if (restored.ok) restored.store.close();
    expect(openStore(file).ok).toBe(true);
    fs.writeFileSync(file, '');
    const fresh = recoverStore(file, { choice: 'start-new' });
    expect(fresh.ok).toBe(true);
    if (fresh.ok) fresh.store.close();
    const again = openStore(file);
    expect(again.ok).toBe(true);
    if (again.ok) again.store.close();
  });
});

describe('backups that keep the good past', () => {
  it('never rotates out the newest backup holding more games or moves than the file', async () => {
    const { dir, file, now, backup } = await familyRecords(2);
    // The family started a new file (say, by mistake) and kept playing a little.
    fs.writeFileSync(file, 'broken');
    const r = recoverStore(file, { choice: 'start-new' }, { now, keepBackups: 2 });
    if (!r.ok) throw new Error(r.status.message);
    r.store.games.create(sampleGame('new'), sampleSnapshot(0));
    // Many starts and quits, a move played between each (a copy the same as the newest would only replace it).
    for (let i = 0; i < 6; i++) {
      r.store.actions.append('new', sampleAction(i + 1));
      await r.store.backup();
    }
    const kept = r.store.listBackups().map((b) => b.file);
    r.store.close();
    expect(kept).toHaveLength(3);
    expect(kept).toContain(backup.file);
    expect(fs.existsSync(path.join(dir, 'backups', backup.file))).toBe(true);
  });
});
