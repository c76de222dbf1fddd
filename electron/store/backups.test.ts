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
    // Each copy holds one player more, so none is the same as the one before (those take its place, below).
    const made = [];
    for (const name of ['Vera', 'Sal', 'Nonna']) {
      store.players.add({ name, colour: 'red', emblem: 'ace' });
      made.push(await store.backup());
    }
    const [a, b, c] = made;
    expect(new Set([a?.file, b?.file, c?.file]).size).toBe(3);
    expect(store.listBackups().map((x) => x.file)).toEqual([c?.file, b?.file, a?.file]);
    store.close();
  });

  it('a copy of records unchanged since the newest copy takes its place, so three restarts keep the older copies that differ', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'records.db'), {
      keepBackups: 5,
      now: clock('2026-11-30T11:40:00.000Z', 60_000),
    });
    store.games.create(sampleGame('g'), sampleSnapshot(0));
    for (let seq = 1; seq <= 3; seq++) {
      store.actions.append('g', sampleAction(seq));
      await store.backup(); // a move between each: three different copies
    }
    const distinct = store.listBackups().map((b) => b.file);
    for (let restart = 0; restart < 3; restart++) await store.backup(); // nothing played between
    const kept = store.listBackups();
    // Still three copies, each different: the newest, taken last at its own time, holds what the third did.
    expect(kept).toHaveLength(3);
    expect(kept.slice(1).map((b) => b.file)).toEqual(distinct.slice(1));
    expect((kept[0]?.createdAt ?? '') > (kept[1]?.createdAt ?? '')).toBe(true);
    expect(kept[0]?.file).not.toBe(distinct[0]);
    expect(kept[0]?.moves).toBe(3);
    // A move, then a copy: it is kept beside the one before it.
    store.actions.append('g', sampleAction(4));
    await store.backup();
    expect(store.listBackups()).toHaveLength(4);
    store.close();
  });

  it('counts the guests named in seats among the players a copy holds, each name once', async () => {
    const dir = tempDir();
    const store = mustOpen(path.join(dir, 'records.db'));
    const guests = [
      { kind: 'human' as const, name: 'Nonna' },
      { kind: 'human' as const, name: 'Zio' },
      { kind: 'bot' as const, level: 'heuristic' as const, name: 'Legs' },
    ];
    store.games.create(sampleGame('a', { seats: guests }), sampleSnapshot(0));
    store.games.create(sampleGame('b', { seats: [...guests].reverse() }), sampleSnapshot(0));
    expect((await store.backup()).players).toBe(2);
    expect(store.listBackups()[0]?.players).toBe(2);
    // A guest who is on the roster by that name is one person, not two.
    store.players.add({ name: 'Nonna', colour: 'red', emblem: 'ace' });
    expect((await store.backup()).players).toBe(2);
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
