import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackupFiles } from './backups';
import { mustOpen, sampleAction, sampleGame, sampleSnapshot, removeTempDirs, tempDir } from './testing';

function clock(start: string, stepMs: number): () => Date {
  let t = Date.parse(start) - stepMs;
  return () => new Date((t += stepMs));
}

afterAll(removeTempDirs);

describe('backups', () => {
  it('writes a timestamped copy that opens on its own and holds the data', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'records.db'), { now: () => new Date('2026-11-30T11:40:00.000Z') });
    const vera = store.players.add({ name: 'Vera', colour: 'red', emblem: 'rose' });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    store.actions.append('g', sampleAction(1));

    const info = await store.backup();
    expect(info.file).toBe('mob-night-2026-11-30T11-40-00-000Z.db');
    expect(info.createdAt).toBe('2026-11-30T11:40:00.000Z');
    const file = path.join(dir, 'backups', info.file);
    expect(info.bytes).toBe(fs.statSync(file).size);
    expect(store.listBackups()).toEqual([info]);
    // A backup is a single self-contained file: no WAL companions, no half-written leftovers.
    expect(fs.readdirSync(path.join(dir, 'backups'))).toEqual([info.file]);
    store.close();

    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT name FROM players').all()).toEqual([{ name: vera.name }]);
    expect(copy.prepare('SELECT seq FROM actions').all()).toEqual([{ seq: 1 }]);
    copy.close();
  });

  it('keeps only the newest few, listed newest first', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'records.db'), {
      keepBackups: 3,
      now: clock('2026-11-30T11:40:00.000Z', 60_000),
    });
    const made = [];
    for (let i = 0; i < 5; i++) {
      store.players.add({ name: `P${i}`, colour: 'red', emblem: 'ace' });
      made.push(await store.backup());
    }
    const kept = store.listBackups();
    expect(kept.map((b) => b.file)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((b) => b.file),
    );
    expect(fs.readdirSync(path.join(dir, 'backups')).sort()).toEqual(kept.map((b) => b.file).sort());
    // The newest backup holds all five players.
    const newest = new Database(path.join(dir, 'backups', kept[0]?.file ?? ''), { readonly: true });
    expect(newest.prepare('SELECT count(*) AS n FROM players').get()).toEqual({ n: 5 });
    newest.close();
    store.close();
  });

  it('gives backups taken in the same millisecond distinct names, still newest first', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'records.db'), { now: () => new Date('2026-11-30T11:40:00.000Z') });
    const [a, b, c] = await Promise.all([store.backup(), store.backup(), store.backup()]);
    expect(new Set([a?.file, b?.file, c?.file]).size).toBe(3);
    expect(store.listBackups().map((x) => x.file)).toEqual([c?.file, b?.file, a?.file]);
    store.close();
  });

  it('ignores other files in the backup folder and an absent folder', () => {
    const dir = tempDir();
    expect(listBackupFiles(path.join(dir, 'nope'))).toEqual([]);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    fs.writeFileSync(path.join(dir, 'mob-night-2026-11-30T11-40-00-000Z.db.partial'), 'half');
    expect(listBackupFiles(dir)).toEqual([]);
  });
});

describe('backups cut off', () => {
  it('clears the half-written copies a killed backup left behind', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'records.db'));
    fs.mkdirSync(path.join(dir, 'backups'));
    fs.writeFileSync(path.join(dir, 'backups', 'mob-night-2026-11-30T11-40-00-000Z.db.partial'), 'half');
    fs.writeFileSync(path.join(dir, 'backups', 'mob-night-2026-11-30T11-40-00-000Z.db.partial-journal'), 'j');
    fs.writeFileSync(path.join(dir, 'backups', 'notes.txt'), 'mine');
    const info = await store.backup();
    store.close();
    expect(fs.readdirSync(path.join(dir, 'backups')).sort()).toEqual([info.file, 'notes.txt'].sort());
  });
});
