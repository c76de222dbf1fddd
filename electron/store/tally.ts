/**
 * The tally: a small file beside the records file (`mob-night.db-tally`) saying how many players,
 * games and moves the records held when last written. Records are only ever added (players are
 * archived, never deleted), so a file that opens holding fewer than its tally lost some: it was
 * emptied, cut short, replaced, or a write-ahead log that SQLite could not fully apply after a crash
 * dropped the last saves. The check runs before the file is opened for writing, so such a file is
 * reported and left exactly as found (its WAL too) instead of being taken as the truth.
 *
 * The tally is rewritten after every commit, after the commit is on disk, so it can lag the file
 * (a kill between the two) but never lead it. It is not synced itself: losing its last write to a
 * power cut only makes the check less strict for that one save.
 *
 * It is always exactly `TALLY_BYTES` long (JSON padded with spaces), so that after a move it is
 * rewritten in place — one small write at the start of the open file — rather than by writing a new
 * file and renaming it over the old one, which costs as much as the commit itself. A tally that
 * cannot be read (a write torn by a crash) counts as no tally: the check falls back to the backups.
 */
import fs from 'node:fs';
import type Database from 'better-sqlite3';

export interface Tally {
  readonly players: number;
  readonly games: number;
  readonly actions: number;
}

export const TALLY_SUFFIX = '-tally';
/** Beside the tally: which games were replayed in full and found sound (see `Store.verified`). */
export const VERIFIED_SUFFIX = '-verified';

export function tallyPath(dbFile: string): string {
  return dbFile + TALLY_SUFFIX;
}

/** The tally beside `dbFile`, or null when there is none (a new install) or it cannot be read. */
export function readTally(dbFile: string): Tally | null {
  try {
    const raw = JSON.parse(fs.readFileSync(tallyPath(dbFile), 'utf8')) as Partial<Tally>;
    const n = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);
    const players = n(raw.players);
    const games = n(raw.games);
    const actions = n(raw.actions);
    return players === null || games === null || actions === null ? null : { players, games, actions };
  } catch {
    return null;
  }
}

/** The tally file's fixed length. */
export const TALLY_BYTES = 256;

function tallyText(t: Tally): string {
  const text = JSON.stringify({ ...t, note: 'Counts Mob Night checks its records file against.' });
  return text.length < TALLY_BYTES ? text.padEnd(TALLY_BYTES, ' ') : text;
}

/** Replaces the tally in one rename, so a reader never sees half of one. */
export function writeTally(dbFile: string, t: Tally): void {
  const file = tallyPath(dbFile);
  const temp = `${file}.new`;
  fs.writeFileSync(temp, tallyText(t));
  fs.renameSync(temp, file);
}

/**
 * The store's tally after each commit: rewritten in place through a file kept open (see above), or
 * replaced whole when its text would not fit or the file is not there yet.
 */
export class TallyWriter {
  private fd: number | null = null;

  constructor(private readonly dbFile: string) {}

  write(t: Tally): void {
    const text = tallyText(t);
    if (text.length !== TALLY_BYTES) {
      this.replace(t);
      return;
    }
    if (this.fd === null) {
      writeTally(this.dbFile, t);
      this.fd = fs.openSync(tallyPath(this.dbFile), 'r+');
      return;
    }
    fs.writeSync(this.fd, text, 0, 'utf8');
  }

  /** Replaces the file whole (a repair, or a tally too long to rewrite in place). */
  replace(t: Tally): void {
    this.close();
    writeTally(this.dbFile, t);
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}

/** What a records file holds; a file without our tables (new, or not migrated yet) holds nothing. */
export function countRecords(db: Database.Database): Tally {
  const has = (table: string) =>
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
  const count = (table: string) =>
    has(table) ? (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n : 0;
  return { players: count('players'), games: count('games'), actions: count('actions') };
}

/** Whether `now` holds fewer of anything than `before`. */
export function fewer(now: Tally, before: Tally): boolean {
  return now.players < before.players || now.games < before.games || now.actions < before.actions;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 players, 3 games and 120 moves" — how records are counted to the user (players only when there are some). */
export function describeTally(t: Tally): string {
  const games = `${plural(t.games, 'game', 'games')} and ${plural(t.actions, 'move', 'moves')}`;
  return t.players > 0 ? `${plural(t.players, 'player', 'players')}, ${games}` : games;
}
