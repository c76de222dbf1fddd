/**
 * Recovering from a records file that would not open: the user picks a backup to restore or a
 * fresh start. Either way the problem file is first moved aside, never deleted or overwritten, so
 * nothing the user had is lost and it can still be sent in or rescued by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultBackupDir, fileStamp, resolveBackup } from './backups';
import { openStore, type StoreOptions } from './store';
import { TALLY_SUFFIX, VERIFIED_SUFFIX, writeTally } from './tally';
import type { OpenResult } from './types';

export { listBackupFiles } from './backups';

export type RecoveryChoice = { choice: 'restore-backup'; file: string } | { choice: 'start-new' };

/**
 * Files that belong with a records file. The WAL matters most: left beside a restored backup,
 * SQLite would replay the broken file's pending writes onto it. The tally goes too: it counts the
 * file it sat beside, and the restored or new file starts its own.
 */
const COMPANIONS = ['', '-wal', '-shm', '-journal', TALLY_SUFFIX, VERIFIED_SUFFIX] as const;

function exists(p: string): boolean {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

/** `<file>.broken-<time>`, with `-2`, `-3`… added when that name (or a companion of it) is taken. */
function asideName(file: string, time: Date): string {
  const base = `${file}.broken-${fileStamp(time)}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (COMPANIONS.every((c) => !exists(name + c))) return name;
  }
}

/**
 * Moves the records file and its companions to `<file>.broken-<time>…`; returns the new main
 * name, or undefined when there was nothing to move. Renames within one folder, so nothing is copied.
 */
export function moveAside(file: string, time: Date = new Date()): string | undefined {
  const present = COMPANIONS.filter((c) => exists(file + c));
  if (present.length === 0) return undefined;
  const aside = asideName(file, time);
  // The main file first: once it has gone, a leftover -wal can no longer be applied to it by mistake,
  // and a later recovery moves any companion still lying here.
  for (const c of present) {
    try {
      fs.renameSync(file + c, aside + c);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      throw new Error(`Mob Night could not move the damaged records file ${file + c} out of the way: ${reason}`);
    }
  }
  return aside;
}

function copyDurably(from: string, to: string): void {
  const temp = `${to}.restoring`;
  fs.copyFileSync(from, temp);
  const fd = fs.openSync(temp, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, to);
}

/**
 * Moves the problem file at `file` aside, then puts the chosen backup in its place (or leaves the
 * place empty for a new records file) and opens it. A backup name that is not one of those listed
 * in the backup folder (for example `../x`) is refused with an Error before anything is moved.
 */
export function recoverStore(file: string, choice: RecoveryChoice, opts: StoreOptions = {}): OpenResult {
  const full = path.resolve(file);
  const backupDir = opts.backupDir ?? defaultBackupDir(full);
  const source = choice.choice === 'restore-backup' ? resolveBackup(backupDir, choice.file) : undefined;
  fs.mkdirSync(path.dirname(full), { recursive: true });
  moveAside(full, (opts.now ?? (() => new Date()))());
  if (source) copyDurably(source, full);
  // The user chose what the records are from now on: the new file is checked against itself, not
  // against the tally (moved aside) or the backups of the file it replaces.
  writeTally(full, { players: 0, games: 0, actions: 0 });
  return openStore(full, opts);
}
