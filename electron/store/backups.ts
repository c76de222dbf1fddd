/**
 * Backup files: naming, listing, rotation, and taking one with SQLite's online backup API.
 * A backup is named after the moment it was taken (`mob-night-2026-11-30T11-40-00-000Z.db`) so
 * that names sort by age and the time can be shown without trusting file-system dates.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BackupInfo } from '../../core/protocol';
import { catchUp } from './progress';
import { countRecords, type Tally } from './tally';

const PREFIX = 'mob-night-';
/** `mob-night-<ISO time with : and . as ->[-<n>].db`; the counter only appears for two backups in one millisecond. */
const NAME = /^mob-night-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z(?:-(\d+))?\.db$/;

export const DEFAULT_KEEP_BACKUPS = 5;

/**
 * A copy refused on purpose, its message plain words for the person who asked for it (never a path): the
 * records failed their check, or hold a damaged game. Any other failure is unexpected.
 */
export class BackupRefused extends Error {}

/** The backup folder used when none is given: `backups` beside the records file. */
export function defaultBackupDir(dbPath: string): string {
  return path.join(path.dirname(path.resolve(dbPath)), 'backups');
}

/** A time as it appears in file names: an ISO string with `:` and `.` (not allowed on Windows) as `-`. */
export function fileStamp(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}

interface Parsed {
  readonly info: BackupInfo;
  readonly counter: number;
}

function parse(dir: string, file: string): Parsed | undefined {
  const m = NAME.exec(file);
  if (!m) return undefined;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(path.join(dir, file));
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  const createdAt = `${m[1]}:${m[2]}:${m[3]}.${m[4]}Z`;
  return { info: { file, createdAt, bytes: stat.size }, counter: Number(m[5] ?? 0) };
}

/** The backups in `backupDir`, newest first; an absent folder has none. Other files there are ignored. */
export function listBackupFiles(backupDir: string): BackupInfo[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    return [];
  }
  const parsed = names.map((n) => parse(backupDir, n)).filter((p): p is Parsed => p !== undefined);
  // ISO times of one format compare correctly as strings; the counter breaks ties within a millisecond.
  parsed.sort((a, b) =>
    a.info.createdAt === b.info.createdAt ? b.counter - a.counter : a.info.createdAt < b.info.createdAt ? 1 : -1,
  );
  return parsed.map((p) => p.info);
}

/**
 * Resolves a backup chosen by name to its path, refusing anything that is not exactly the name of
 * a backup listed in `backupDir` (so '../records.db' or an absolute path cannot be smuggled in).
 */
export function resolveBackup(backupDir: string, file: string): string {
  if (file !== path.basename(file) || file.includes('/') || file.includes('\\') || !NAME.test(file)) {
    throw new Error(`"${file}" is not the name of a Mob Night backup; choose one of the listed backups.`);
  }
  if (!listBackupFiles(backupDir).some((b) => b.file === file)) {
    throw new Error(`There is no backup called "${file}" in ${backupDir}.`);
  }
  return path.join(backupDir, file);
}

function freeName(backupDir: string, time: Date): string {
  const base = `${PREFIX}${fileStamp(time)}`;
  for (let n = 0; ; n++) {
    const file = n === 0 ? `${base}.db` : `${base}-${n}.db`;
    if (!fs.existsSync(path.join(backupDir, file))) return file;
  }
}

function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Copies `db` into a new backup in `backupDir`, then deletes the oldest beyond `keep`.
 * The copy is made under a `.partial` name and renamed only once complete, so a crash mid-backup
 * never leaves a damaged file that looks like a good backup.
 */
export async function takeBackup(
  db: Database.Database,
  backupDir: string,
  time: Date,
  keep: number,
  nativeBinding?: string,
): Promise<BackupInfo> {
  // Only a sound file is copied: a backup of damage would push a good backup out of the rotation.
  const check = db.pragma('quick_check(10)') as { quick_check: string }[];
  if (check.length !== 1 || check[0]?.quick_check !== 'ok') {
    throw new BackupRefused(
      'The records file failed its check, so it was not backed up; the earlier backups are kept.',
    );
  }
  const current = countRecords(db);
  fs.mkdirSync(backupDir, { recursive: true });
  removeLeftovers(backupDir);
  // A copy holding exactly what the newest one holds (a few restarts with no game played between) takes
  // its place rather than filling one more of the slots kept: older copies that differ survive longer.
  const newest = listBackupFiles(backupDir)[0];
  const same = newest !== undefined && sameRecords(db, path.join(backupDir, newest.file), nativeBinding);
  const file = freeName(backupDir, time);
  const final = path.join(backupDir, file);
  const partial = `${final}.partial`;
  try {
    await db.backup(partial);
    // The copy keeps the WAL flag of the live file; switch it to a plain single-file database so a
    // backup can be copied or inspected without -wal/-shm companions appearing beside it.
    const copy = new Database(partial, { fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    try {
      copy.pragma('journal_mode = DELETE');
      catchUp(copy); // moves added while it was copied, not yet in their games' rows (progress.ts)
    } finally {
      copy.close();
    }
    fsyncFile(partial);
    fs.renameSync(partial, final);
  } catch (e) {
    fs.rmSync(partial, { force: true });
    throw e;
  }
  if (same) fs.rmSync(path.join(backupDir, newest.file), { force: true });
  rotate(backupDir, Math.max(1, keep), current, nativeBinding);
  const info = listBackupFiles(backupDir).find((b) => b.file === file);
  if (!info) throw new Error(`The backup ${final} vanished right after it was written.`);
  return { ...info, players: countPeople(db), games: current.games, moves: current.actions };
}

/**
 * How many people the records name, as a family counts them: the roster's players and the guests named in
 * a game's seats or at its network table, each name once (a guest who shares a roster player's name is that
 * player). The tally counts only the roster (it checks the file, `tally.ts`); this is for the words shown.
 */
export function countPeople(db: Database.Database): number {
  const has = (table: string) =>
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
  if (!has('players') || !has('games')) return 0;
  const persons = has('seat_persons') ? 'UNION SELECT lower(trim(name)) FROM seat_persons' : '';
  const row = db
    .prepare(
      `SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM (
         SELECT lower(trim(json_extract(s.value, '$.name'))) AS name
           FROM games, json_each(games.seats) AS s
          WHERE json_extract(s.value, '$.kind') = 'human' AND json_extract(s.value, '$.playerId') IS NULL
         ${persons}
       ) WHERE name <> '' AND name NOT IN (SELECT lower(trim(name)) FROM players)) AS n`,
    )
    .get() as { n: number };
  return row.n;
}

/**
 * A fingerprint of what the family would miss between two copies: the roster, campaigns and settings, each
 * game's seats, status and outcome, and how many moves it has and where its last one left it. Null when the
 * file cannot be read that way (a copy from a much older Mob Night): then it is never taken for the same.
 */
function recordsDigest(db: Database.Database): string | null {
  try {
    const all = (sql: string) => db.prepare(sql).raw().all();
    const parts = [
      all('SELECT * FROM players ORDER BY id'),
      all('SELECT * FROM campaigns ORDER BY id'),
      all('SELECT * FROM settings ORDER BY key'),
      all('SELECT id, seats, status, outcome, campaign_id FROM games ORDER BY id'),
      all(
        `SELECT game_id, count(*), (SELECT state_hash FROM actions AS b WHERE b.game_id = a.game_id ORDER BY seq DESC LIMIT 1)
           FROM actions AS a GROUP BY game_id ORDER BY game_id`,
      ),
      all('SELECT * FROM seat_persons ORDER BY game_id, seat, place, name'),
    ];
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  } catch {
    return null;
  }
}

/** Whether the backup at `file` holds the same records as `db` (see `recordsDigest`); false when either cannot be read. */
function sameRecords(db: Database.Database, file: string, nativeBinding?: string): boolean {
  const mine = recordsDigest(db);
  if (mine === null) return false;
  let copy: Database.Database | undefined;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    return recordsDigest(copy) === mine;
  } catch {
    return false;
  } finally {
    copy?.close();
  }
}

/** What a backup holds, as the backup lists show it (players counted with named guests); null when it cannot be read. */
export function backupCounts(
  file: string,
  nativeBinding?: string,
): { players: number; games: number; moves: number } | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    const t = countRecords(db);
    return { players: countPeople(db), games: t.games, moves: t.actions };
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/** Half-written copies left by a backup that was cut off (the app killed mid-copy); never listed, so safe to remove. */
function removeLeftovers(backupDir: string): void {
  for (const name of fs.readdirSync(backupDir)) {
    if (/^mob-night-.*\.db\.partial(-journal)?$/.test(name)) fs.rmSync(path.join(backupDir, name), { force: true });
  }
}

/** What a backup holds, read without changing it; null when it cannot be read. */
export function backupTally(file: string, nativeBinding?: string): Tally | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    return countRecords(db);
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/**
 * Deletes the oldest backups so that `keep` remain. Only files named like backups are touched.
 * Given what the records file holds now (`current`), it never deletes the newest backup holding
 * more games or moves than that: were the file ever cut short, that backup is the good past.
 */
export function rotate(backupDir: string, keep: number, current?: Tally, nativeBinding?: string): void {
  let guarded = current === undefined;
  const all = listBackupFiles(backupDir);
  for (const b of all.slice(0, keep)) {
    if (guarded) break;
    const t = backupTally(path.join(backupDir, b.file), nativeBinding);
    if (t && current && (t.games > current.games || t.actions > current.actions)) guarded = true;
  }
  for (const old of all.slice(keep)) {
    if (!guarded && current) {
      const t = backupTally(path.join(backupDir, old.file), nativeBinding);
      if (t && (t.games > current.games || t.actions > current.actions)) {
        guarded = true; // the newest one with more than the file: kept
        continue;
      }
    }
    fs.rmSync(path.join(backupDir, old.file), { force: true });
  }
}
