/**
 * Checking a records file before the app writes to it, and saying in plain words what is wrong.
 *
 * The check opens the file READ-ONLY: a read-only connection never writes the main file (no
 * journal-mode change, no checkpoint on close), so a damaged file is left exactly as found for the
 * user to recover from. Only a file that passes is reopened for writing.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { BackupInfo, StoreStatus } from '../../core/protocol';
import { APPLICATION_ID, SCHEMA_VERSION, readSchemaVersion } from './schema';
import { countRecords, describeTally, fewer, type Tally } from './tally';

export type ProblemKind = 'corrupt' | 'unreadable' | 'too-new' | 'lost';

/** What is wrong with a records file: the kind, and the reason in plain words ("it is damaged"). */
export interface Problem {
  readonly kind: ProblemKind;
  readonly detail: string;
}

/** The sentence shown to the user; it offers a backup only when there is one to restore. */
export function problemMessage(kind: ProblemKind, file: string, detail: string, hasBackups: boolean): string {
  const head =
    kind === 'lost'
      ? `Records are missing from Mob Night's records file at ${file}: ${detail}.`
      : `Mob Night could not ${kind === 'too-new' ? 'open' : 'read'} its records file at ${file}: ${detail}.`;
  const fresh = hasBackups ? 'restore the newest backup or start a new records file' : 'start a new records file';
  if (kind === 'too-new') return `${head} Nothing has been changed; update Mob Night to keep using it, or ${fresh}.`;
  return `${head} Nothing has been changed; you can ${fresh}.`;
}

function problem(kind: ProblemKind, detail: string): Problem {
  return { kind, detail };
}

/**
 * The records refused a move that is not the one after its game's last: another Mob Night (another
 * window's host, an older copy run beside this one) wrote moves to this game since this host read it.
 * The message is for the log; a family is told in words of its own (session.ts).
 */
export class MoveOutOfOrder extends Error {
  readonly code = 'MOVE_OUT_OF_ORDER';
  constructor(
    readonly gameId: string,
    readonly seq: number,
    readonly stored: number,
  ) {
    super(`Action ${seq} does not follow action ${stored} of game ${gameId}.`);
    this.name = 'MoveOutOfOrder';
  }
}

/** Whether an error from SQLite or the file system says the disk is full. */
export function diskFull(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}

/** Turns an error from opening or reading the file into a problem; a bug (no SQLite/fs code) is rethrown. */
export function classifyError(e: unknown): Problem {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') throw e;
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return problem('corrupt', 'it is damaged');
  }
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code.startsWith('SQLITE_LOCKED')) {
    return problem('unreadable', 'another program is holding it locked (is Mob Night already running?)');
  }
  if (diskFull(e)) return problem('unreadable', 'the disk is full');
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM') {
    return problem('unreadable', 'this user is not allowed to read and write it');
  }
  const reason = e instanceof Error ? e.message : String(e);
  return problem('unreadable', `the system reported "${reason}"`);
}

/**
 * Checks the file at `file` without changing it. `undefined` means it is fine to open for
 * writing: it does not exist yet (a new records file will be made), or it is a healthy Mob Night
 * file at a schema version this build understands.
 */
export function probe(file: string, nativeBinding?: string, expected: Tally | null = null): Problem | undefined {
  const held = expected && expected.games + expected.actions + expected.players > 0 ? expected : null;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      return held ? problem('lost', `the file is gone, though it held ${describeTally(held)}`) : undefined;
    }
    return classifyError(e);
  }
  if (!stat.isFile()) return problem('unreadable', 'something that is not a file (a folder?) is in its place');
  try {
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
  } catch (e) {
    return classifyError(e);
  }
  // SQLite treats an empty file as a new database; that is only right where there were no records.
  if (stat.size === 0) return held ? problem('lost', `it is empty, though it held ${describeTally(held)}`) : undefined;

  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
    const rows = db.pragma('quick_check(10)') as { quick_check: string }[];
    if (rows.length !== 1 || rows[0]?.quick_check !== 'ok') return problem('corrupt', 'it is damaged');
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = readSchemaVersion(db);
    // Ours are marked by the first migration; an unmarked file with tables in it is someone else's.
    const tables = (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n;
    if ((appId !== 0 && appId !== APPLICATION_ID) || (appId === 0 && version === 0 && tables > 0)) {
      return problem('unreadable', 'it is not a Mob Night records file');
    }
    if (version > SCHEMA_VERSION) {
      return problem(
        'too-new',
        `it was written by a newer version of Mob Night (records version ${version}; this version knows up to ${SCHEMA_VERSION})`,
      );
    }
    const now = countRecords(db);
    if (held && fewer(now, held)) {
      return problem(
        'lost',
        `it holds ${describeTally(now)}, but it held ${describeTally(held)} when last saved. ` +
          'A crash or a disk problem may have cut its last saves short',
      );
    }
    return undefined;
  } catch (e) {
    return classifyError(e);
  } finally {
    db?.close();
  }
}

/** The status shown to the user when the file cannot be used. */
export function problemStatus(file: string, p: Problem, backups: BackupInfo[]): StoreStatus & { state: 'problem' } {
  const message = problemMessage(p.kind, file, p.detail, backups.length > 0);
  return { state: 'problem', kind: p.kind, message, path: file, backups };
}
