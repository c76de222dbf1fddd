import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverStore } from './recover';
import { SCHEMA_VERSION } from './schema';
import { openStore } from './store';
import { fileHash, mustOpen, sampleAction, sampleGame, sampleSnapshot, removeTempDirs, tempDir } from './testing';

const NOW = () => new Date('2026-11-30T11:40:00.000Z');

/** A records file with real data in it, closed cleanly (so everything is in the main file). */
function filledStore(file: string, players = 300): void {
  const store = mustOpen(file, { now: NOW });
  for (let i = 0; i < players; i++) {
    store.players.add({ name: `Player number ${i} of the long roster`, colour: 'red', emblem: 'ace' });
  }
  store.games.create(sampleGame('g'), sampleSnapshot(0));
  for (let seq = 1; seq <= 50; seq++) store.actions.append('g', sampleAction(seq));
  store.close();
}

/** Overwrites whole pages in the middle of the file with random bytes, as a failing disk might. */
function smashPages(file: string, pages: number[]): void {
  const fd = fs.openSync(file, 'r+');
  try {
    for (const p of pages) fs.writeSync(fd, randomBytes(4096), 0, 4096, p * 4096);
  } finally {
    fs.closeSync(fd);
  }
}

function expectProblem(file: string, kind: string, words: RegExp): void {
  const before = fileHash(file);
  const r = openStore(file);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.status.kind).toBe(kind);
  expect(r.status.message).toMatch(words);
  expect(r.status.message).toContain(path.resolve(file));
  expect(r.status.message).toMatch(/Nothing has been changed/);
  expect(fileHash(file)).toBe(before);
}

afterAll(removeTempDirs);

describe('a records file that will not open', () => {
  it('reports a file of random bytes as damaged and leaves it alone', () => {
    const file = path.join(tempDir(), 'records.db');
    fs.writeFileSync(file, randomBytes(64 * 1024));
    expectProblem(file, 'corrupt', /could not read its records file .*: it is damaged\./);
    // With no backups to offer, the message does not offer one.
    const r = openStore(file);
    expect(!r.ok && r.status.message).toMatch(/you can start a new records file\.$/);
  });

  it('reports a real database with pages overwritten by garbage as damaged and leaves it alone', () => {
    const file = path.join(tempDir(), 'records.db');
    filledStore(file);
    const pages = fs.statSync(file).size / 4096;
    expect(pages).toBeGreaterThan(10);
    smashPages(file, [3, 5, Math.floor(pages / 2)]);
    expectProblem(file, 'corrupt', /it is damaged/);
  });

  it('reports a file from a newer Mob Night as too new and leaves it alone', () => {
    const file = path.join(tempDir(), 'records.db');
    filledStore(file, 3);
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expectProblem(file, 'too-new', /newer version of Mob Night/);
  });

  it('reports a folder in place of the file, and another program’s database, as unreadable', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'records.db'));
    const r = openStore(path.join(dir, 'records.db'));
    expect(r.ok === false && r.status.kind).toBe('unreadable');

    const other = path.join(dir, 'other.db');
    const db = new Database(other);
    db.exec('CREATE TABLE invoices (n INTEGER)');
    db.close();
    expectProblem(other, 'unreadable', /not a Mob Night records file/);
  });

  it('lists the backups, newest first, with the problem', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'records.db');
    let t = Date.parse('2026-11-30T11:40:00.000Z');
    const store = mustOpen(file, { now: () => new Date((t += 1000)) });
    await store.backup();
    await store.backup();
    const backups = store.listBackups();
    store.close();
    fs.writeFileSync(file, randomBytes(8192));
    const r = openStore(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.status.backups).toEqual(backups);
    if (!r.ok) expect(r.status.message).toMatch(/you can restore the newest backup or start a new records file\.$/);
    expect(backups[0]?.createdAt).toBe('2026-11-30T11:40:02.000Z');
  });
});

describe('recovering', () => {
  async function brokenWithBackup(): Promise<{ file: string; backup: string; broken: string }> {
    const dir = tempDir();
    const file = path.join(dir, 'records.db');
    const store = mustOpen(file, { now: NOW });
    store.players.add({ name: 'In the backup', colour: 'red', emblem: 'rose' });
    const backup = (await store.backup()).file;
    store.players.add({ name: 'After the backup', colour: 'blue', emblem: 'key' });
    store.close();
    smashPages(file, [0]);
    return { file, backup, broken: fileHash(file) };
  }

  it('restores a backup after moving the broken file aside, bytes intact', async () => {
    const { file, backup, broken } = await brokenWithBackup();
    expect(openStore(file).ok).toBe(false);
    const r = recoverStore(file, { choice: 'restore-backup', file: backup }, { now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.store.players.list().map((p) => p.name)).toEqual(['In the backup']);
    r.store.close();
    const aside = `${file}.broken-2026-11-30T11-40-00-000Z`;
    expect(fileHash(aside)).toBe(broken);
    // The backup itself is untouched and still listed.
    expect(fs.existsSync(path.join(path.dirname(file), 'backups', backup))).toBe(true);
  });

  it('starts a new, empty records file, and never overwrites an earlier broken file', async () => {
    const { file, broken } = await brokenWithBackup();
    const first = recoverStore(file, { choice: 'start-new' }, { now: NOW });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.store.players.list()).toEqual([]);
    expect(first.store.games.list()).toEqual([]);
    first.store.close();

    // Break the new file too and recover at the same moment: the second broken file gets its own name.
    fs.writeFileSync(file, 'not a database at all');
    const second = recoverStore(file, { choice: 'start-new' }, { now: NOW });
    expect(second.ok).toBe(true);
    if (second.ok) second.store.close();
    const base = `${file}.broken-2026-11-30T11-40-00-000Z`;
    expect(fileHash(base)).toBe(broken);
    expect(fs.readFileSync(`${base}-2`, 'utf8')).toBe('not a database at all');
  });

  it('moves the broken file’s WAL aside with it, so it is not replayed onto the backup', async () => {
    const { file, backup } = await brokenWithBackup();
    fs.writeFileSync(`${file}-wal`, randomBytes(5000));
    const wal = fileHash(`${file}-wal`);
    const r = recoverStore(file, { choice: 'restore-backup', file: backup }, { now: NOW });
    expect(r.ok).toBe(true);
    if (r.ok) r.store.close();
    expect(fileHash(`${file}.broken-2026-11-30T11-40-00-000Z-wal`)).toBe(wal);
  });

  it('refuses a backup name that is not a listed backup, before moving anything', async () => {
    const { file, broken } = await brokenWithBackup();
    for (const bad of ['../records.db', '/etc/passwd', 'mob-night-2030-01-01T00-00-00-000Z.db', 'x/../../y.db']) {
      expect(() => recoverStore(file, { choice: 'restore-backup', file: bad })).toThrow(/backup/);
    }
    expect(fileHash(file)).toBe(broken);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.includes('broken'))).toEqual([]);
  });
});
