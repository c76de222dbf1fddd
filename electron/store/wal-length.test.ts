import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from './testing';
import { WalLength } from './wal-length';

afterAll(removeTempDirs);

/** A WAL-mode file whose log holds `commits` commits of one page each, and its log's length reader. */
function logged(commits: number) {
  const file = path.join(tempDir(), 'x.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (v INTEGER)');
  for (let i = 0; i < commits; i++) db.prepare('INSERT INTO t VALUES (?)').run(i);
  return { file, db, wal: new WalLength(`${file}-wal`, `${file}-shm`) };
}

describe("the log's length", () => {
  it("reads SQLite's count of frames, not the size of a file written over from its head", () => {
    const { db, wal, file } = logged(10);
    // Two frames for the table (the schema and its root page), one per insert (the same page each time).
    expect(wal.logBytes()).toBe(32 + 12 * (4096 + 24));
    expect(wal.fileBytes()).toBe(wal.logBytes());
    const [r] = db.pragma('wal_checkpoint(RESTART)') as { busy: number }[];
    expect(r?.busy).toBe(0);
    db.prepare('INSERT INTO t VALUES (?)').run(99); // the log starts again at the file's head
    expect(wal.logBytes()).toBe(32 + 4096 + 24);
    expect(fs.statSync(`${file}-wal`).size).toBe(32 + 12 * (4096 + 24));
    wal.close();
    db.close();
  });

  it('falls back to the size of the log file when the wal-index cannot be read or trusted', () => {
    const { file, db, wal } = logged(3);
    const size = fs.statSync(`${file}-wal`).size;
    const other = new WalLength(`${file}-wal`, `${file}-none`);
    expect(other.logBytes()).toBe(size);
    other.close();
    const copy = path.join(tempDir(), 'garbled-shm');
    fs.writeFileSync(copy, Buffer.alloc(64, 7));
    const garbled = new WalLength(`${file}-wal`, copy);
    expect(garbled.logBytes()).toBe(size);
    garbled.close();
    expect(wal.logBytes()).toBe(size);
    wal.close();
    db.close();
    expect(new WalLength(`${file}-wal`, `${file}-shm`).logBytes()).toBe(0); // closed: no log left
  });
});
