/**
 * Opening the records file: check it without touching it, then open it for writing with durable
 * settings, migrate it, and hand back the `Store`. A file that fails the check is reported, with
 * the backups the user could restore, and left exactly as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BackupInfo } from '../../core/protocol';
import {
  DEFAULT_KEEP_BACKUPS,
  backupCounts,
  backupTally,
  defaultBackupDir,
  listBackupFiles,
  resolveBackup,
  takeBackup,
} from './backups';
import { classifyError, probe, problemStatus, type Problem } from './problems';
import { createRepos } from './repos';
import { WalSync } from './wal-sync';
import { Checkpoints, type CheckpointOptions } from './checkpoints';
import { seatPersonsRepo } from './seat-persons';
import { decisionClocksRepo } from './decision-clocks';
import { migrate } from './schema';
import { Progress, catchUp } from './progress';
import { TallyWriter, VERIFIED_SUFFIX, countRecords, readTally, writeTally, type Tally } from './tally';
import type { OpenResult, Store } from './types';

export interface StoreOptions {
  /** Where backups go; default `backups` beside the records file. */
  readonly backupDir?: string;
  /** How many backups to keep; older ones are deleted after each new backup. Default 5. */
  readonly keepBackups?: number;
  /** The clock for every stored time and backup name (tests pin it). */
  readonly now?: () => Date;
  /**
   * How often the host should pass a snapshot to `actions.append` (every N actions), so that
   * resuming replays at most N actions. The store itself stores whatever it is given; read the
   * effective value with `snapshotInterval`.
   */
  readonly snapshotEvery?: number;
  /**
   * The path of a better-sqlite3 build for another ABI. The Electron main process passes its own
   * build here (see README); Node, the tests and browser mode use the default from node_modules.
   */
  readonly nativeBinding?: string;
  /** When the log is checkpointed (checkpoints.ts); tests shorten these. */
  readonly checkpoints?: CheckpointOptions;
}

export const DEFAULT_SNAPSHOT_EVERY = 25;

/** The snapshot interval `opts` asks for (default 25). */
export function snapshotInterval(opts: StoreOptions = {}): number {
  const n = opts.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_SNAPSHOT_EVERY;
}

/** How long a write waits for another connection's lock before failing (ms). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating if absent) the records file at `path`.
 * On success the file is in WAL mode with `synchronous=FULL`, so every method that writes returns
 * only once its transaction is on disk; the exceptions: `actions.appendAsync` commits without
 * waiting and makes the commit durable in the thread pool (wal-sync.ts), and the games' counts and
 * last plays, which only repeat what their moves say, are written into their rows without waiting
 * (progress.ts). The log is checkpointed between commits, never inside one (checkpoints.ts). On a
 * problem (`ok: false`) the file is not modified, and the status lists the backups in the backup
 * folder, newest first.
 */
export function openStore(file: string, opts: StoreOptions = {}): OpenResult {
  const full = path.resolve(file);
  const backupDir = opts.backupDir ?? defaultBackupDir(full);
  const failed = (p: Problem): OpenResult => ({
    ok: false,
    status: problemStatus(
      full,
      p,
      listBackupFiles(backupDir).map((b) => withCounts(backupDir, b, opts.nativeBinding)),
    ),
  });

  try {
    fs.mkdirSync(path.dirname(full), { recursive: true });
  } catch (e) {
    return failed(classifyError(e));
  }
  const found = probe(full, opts.nativeBinding, readTally(full) ?? heldByBackups(full, backupDir, opts.nativeBinding));
  if (found) return failed(found);

  let db: Database.Database | undefined;
  try {
    db = new Database(full, {
      fileMustExist: false,
      timeout: BUSY_TIMEOUT_MS,
      ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {}),
    });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    migrate(db);
    catchUp(db); // a game whose progress was still in memory when the app stopped (progress.ts)
    const counts = countRecords(db);
    writeTally(full, counts);
    return { ok: true, store: makeStore(full, db, backupDir, opts, counts), status: { state: 'ok', path: full } };
  } catch (e) {
    db?.close();
    return failed(classifyError(e));
  }
}

/** The connection behind each open store, for `storePragmas` (kept out of the `Store` contract). */
const connections = new WeakMap<Store, Database.Database>();

/** The durability settings of a store's own connection, for diagnostics and tests. */
export function storePragmas(store: Store): {
  journalMode: string;
  synchronous: number;
  foreignKeys: number;
  busyTimeout: number;
} {
  const db = connections.get(store);
  if (!db?.open) throw new Error('This store is closed or was not opened by openStore.');
  return {
    journalMode: db.pragma('journal_mode', { simple: true }) as string,
    synchronous: db.pragma('synchronous', { simple: true }) as number,
    foreignKeys: db.pragma('foreign_keys', { simple: true }) as number,
    busyTimeout: db.pragma('busy_timeout', { simple: true }) as number,
  };
}

/**
 * Where there is no tally (an install from before tallies, or it was deleted with the file), an
 * empty or missing records file is checked against the newest backup instead: a family whose file
 * was emptied must not be handed a fresh one as if they had never played.
 */
function heldByBackups(file: string, backupDir: string, nativeBinding?: string): Tally | null {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    size = 0;
  }
  if (size > 0) return null;
  const newest = listBackupFiles(backupDir)[0];
  return newest ? backupTally(path.join(backupDir, newest.file), nativeBinding) : null;
}

function withCounts(backupDir: string, b: BackupInfo, nativeBinding?: string): BackupInfo {
  const counts = backupCounts(path.join(backupDir, b.file), nativeBinding);
  return counts ? { ...b, ...counts } : b;
}

/** The verified-games cache (see `Store.verified`), read once and rewritten on each change. */
function verifiedCache(file: string): Store['verified'] {
  const where = `${file}${VERIFIED_SUFFIX}`;
  let known: Record<string, string> = {};
  try {
    const raw: unknown = JSON.parse(fs.readFileSync(where, 'utf8'));
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) known = raw as Record<string, string>;
  } catch {
    known = {}; // none yet, or unreadable: every game is simply checked in full once more
  }
  return {
    get: (id) => (Object.hasOwn(known, id) && typeof known[id] === 'string' ? known[id] : undefined),
    set: (id, digest) => {
      known = { ...known, [id]: digest };
      try {
        fs.writeFileSync(`${where}.new`, JSON.stringify(known));
        fs.renameSync(`${where}.new`, where);
      } catch (e) {
        console.error('Mob Night: could not save which games were checked', e);
      }
    },
  };
}

function makeStore(file: string, db: Database.Database, backupDir: string, opts: StoreOptions, opened: Tally): Store {
  const now = opts.now ?? (() => new Date());
  const keep = opts.keepBackups ?? DEFAULT_KEEP_BACKUPS;
  // Backups run one after another, so two started together cannot pick the same file name.
  let queue: Promise<unknown> = Promise.resolve();
  const progress = new Progress(db);
  const backup = (): Promise<BackupInfo> => {
    const run = queue.then(() => {
      progress.flush();
      return takeBackup(db, backupDir, now(), keep, opts.nativeBinding);
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const repos = createRepos(db, now, progress);
  const checkpoints = new Checkpoints(db, `${file}-wal`, BUSY_TIMEOUT_MS, opts.checkpoints);
  // The tally follows every commit that adds a record (see tally.ts), written once the commit returned.
  let tally = opened;
  const tallyFile = new TallyWriter(file);
  const count = (key: keyof Tally): void => {
    checkpoints.committed();
    tally = { ...tally, [key]: tally[key] + 1 };
    try {
      tallyFile.write(tally);
    } catch (e) {
      console.error('Mob Night: could not update the records tally', e);
    }
  };
  const counted = <A extends unknown[], R>(f: (...a: A) => R, key: keyof Tally): ((...a: A) => R) => {
    return (...a) => {
      const r = f(...a);
      count(key);
      return r;
    };
  };
  // A live move: committed with synchronous=NORMAL (the log written, not synced), then synced off this
  // thread, the sync begun as soon as the commit returns; the connection goes back to FULL for every
  // other write, and the tally and the checkpoint's note are written, while the sync runs.
  const wal = new WalSync(`${file}-wal`);
  const normal = db.prepare('PRAGMA synchronous = NORMAL');
  const full = db.prepare('PRAGMA synchronous = FULL');
  const appendAsync = (...a: Parameters<Store['actions']['appendAsync']>): Promise<void> => {
    normal.run();
    try {
      repos.actions.append(...a);
    } catch (e) {
      full.run();
      throw e;
    }
    const synced = wal.after();
    full.run();
    count('actions');
    return synced;
  };
  const store: Store = {
    path: file,
    ...repos,
    players: { ...repos.players, add: counted(repos.players.add, 'players') },
    games: {
      ...repos.games,
      create: counted(repos.games.create, 'games'),
      // An import adds a game and its moves; a deletion, asked for twice, removes them: the tally follows.
      insert: (...a) => {
        repos.games.insert(...a);
        checkpoints.committed();
        tally = countRecords(db);
        writeTally(file, tally);
      },
      remove: (id) => {
        const gone = repos.games.remove(id);
        checkpoints.committed();
        tally = countRecords(db);
        writeTally(file, tally);
        return gone;
      },
      // A repair may leave fewer moves than before, at the user's request: the tally follows the file.
      replace: (...a) => {
        repos.games.replace(...a);
        checkpoints.committed();
        tally = countRecords(db);
        tallyFile.replace(tally);
      },
    },
    actions: {
      ...repos.actions,
      append: counted(repos.actions.append, 'actions'),
      appendAsync,
    },
    seatPersons: seatPersonsRepo(db, now),
    clocks: decisionClocksRepo(db, () => checkpoints.committed()),
    backup,
    verified: verifiedCache(file),
    readBackup: (name, read) => {
      const bdb = new Database(resolveBackup(backupDir, name), {
        readonly: true,
        fileMustExist: true,
        ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {}),
      });
      try {
        return read(createRepos(bdb, now));
      } finally {
        bdb.close();
      }
    },
    listBackups: () => listBackupFiles(backupDir).map((b) => withCounts(backupDir, b, opts.nativeBinding)),
    close: () => {
      if (db.open) progress.flush();
      tallyFile.close();
      checkpoints.close();
      wal.close();
      if (db.open) db.close();
    },
  };
  connections.set(store, db);
  return store;
}
